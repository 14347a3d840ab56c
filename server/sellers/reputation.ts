import type { components } from '../../openapi/generated/sellers.ts';
import type { Queryable } from '../db/database.ts';
import { firstDayOfMonth, lastDayOfMonth, santiagoDayRange } from './calendar.ts';
import { isMeasured, ladderLevelOf, ratedLevelOf, RATED_LEVELS, type MonthFigures } from '../../shared/reputationLadder.ts';
import { orderFigures, reputationRates, roundRate } from './order-figures.ts';
import { rulesForMonth } from '../rules/versions.ts';
import type { RuleValues } from '../../shared/rules/ruleSet.ts';
import { thresholdsOf } from '../../shared/rules/ruleSet.ts';

export type ReputationCategory = components['schemas']['ReputationCategory'];
export type DisplayLevel = components['schemas']['DisplayLevel'];
type Period = components['schemas']['Period'];

export interface Reputation {
  category: ReputationCategory;
  /** 1 Bajo .. 4 Destacado; null for Nuevo, Plan Growth and Bloqueo. */
  levelNumber: number | null;
  /** The measured period; null when not measured. */
  period: Period | null;
  /** Rates as fractions rounded to 4 decimals; null when not measured or without orders. */
  deliveries: number | null;
  claims: number | null;
  cancellations: number | null;
  /** Orders placed in the period and shipped (the previous month when not measured). */
  shippedOrders: number;
}

/**
 * The seller's reputation as of `today` (a Santiago day), scored over the previous calendar month:
 *
 * The thresholds are those of the rules version in force for that month (below: version 1's).
 *
 * - Nuevo: fewer than 5 orders shipped, ever, before the end of that month (not measured yet).
 * - Bloqueo: measured, but fewer than 5 orders of that month shipped (not enough dispatches);
 *   its figures are then those of the previous two months.
 * - Otherwise one level per rule met (on-time deliveries above 95.01%, claims below 3%,
 *   cancellations by the seller below 1.50%): none Bajo, one Medio, two Bueno, three Destacado.
 *   A month without deliveries does not meet the delivery rule.
 *
 * Rates are over the orders placed in the period (see server/sellers/order-figures.ts).
 */
export async function computeReputation(db: Queryable, sellerId: number, today: string, scoredWith?: RuleValues): Promise<Reputation> {
  const lastMonth = { from: firstDayOfMonth(today, -1), to: lastDayOfMonth(firstDayOfMonth(today, -1)) };
  const figures = await orderFigures(db, { sellerId, ...lastMonth });
  // The month scored is closed: it keeps the rules version in force on its first day, whatever was
  // saved since (Configuración > Reglas). A caller that has read that version already passes it.
  const thresholds = thresholdsOf(scoredWith ?? (await rulesForMonth(db, lastMonth.from)));

  const [{ shippedEver = 0 } = {}] = await db.query<{ shippedEver: number }>(
    `select count(*)::int as "shippedEver" from orders
      where seller_id = $1 and dispatched_at is not null and ${santiagoDayRange('dispatched_at', "'1970-01-01'", '$2')}`,
    [sellerId, lastMonth.to],
  );
  if (shippedEver < thresholds.minShippedOrders) {
    return { category: 'Nuevo', levelNumber: null, period: null, deliveries: null, claims: null, cancellations: null, shippedOrders: figures.shipped };
  }

  if (!isMeasured(figures.shipped, thresholds)) {
    const twoMonths = { from: firstDayOfMonth(today, -2), to: lastMonth.to };
    const locked = await orderFigures(db, { sellerId, ...twoMonths });
    const rates = reputationRates(locked);
    return {
      category: 'Bloqueo',
      levelNumber: null,
      period: twoMonths,
      deliveries: roundRate(rates.deliveries),
      claims: roundRate(rates.claims),
      cancellations: roundRate(rates.cancellations),
      shippedOrders: locked.shipped,
    };
  }

  const rates = reputationRates(figures);
  const category = ratedLevelOf(rates, thresholds);
  return {
    category,
    levelNumber: RATED_LEVELS.indexOf(category) + 1,
    period: lastMonth,
    deliveries: roundRate(rates.deliveries),
    claims: roundRate(rates.claims),
    cancellations: roundRate(rates.cancellations),
    shippedOrders: figures.shipped,
  };
}

/** This month's figures so far: the 1st of the month of `today` (a Santiago day) up to `today`, included. */
export async function figuresSoFar(db: Queryable, sellerId: number, today: string): Promise<{ period: Period } & MonthFigures> {
  const period = { from: firstDayOfMonth(today), to: today };
  const { orders, shipped, delivered, onTime, claimed, sellerCanceled } = await orderFigures(db, { sellerId, ...period });
  return { period, orders, shipped, delivered, onTime, claimed, sellerCanceled };
}

/** The step of the progress list a category shows as (Bloqueo and Plan Growth show as Nuevo). */
export function displayLevelOf(category: ReputationCategory): DisplayLevel {
  return ladderLevelOf(category);
}
