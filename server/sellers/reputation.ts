import type { components } from '../../openapi/generated/sellers.ts';
import type { Queryable } from '../db/database.ts';
import { firstDayOfMonth, lastDayOfMonth, santiagoDayRange } from './calendar.ts';
import { orderFigures, reputationRates, roundRate } from './order-figures.ts';

export type ReputationCategory = components['schemas']['ReputationCategory'];
export type DisplayLevel = components['schemas']['DisplayLevel'];
type Period = components['schemas']['Period'];

/** The reputation programme's rules. */
export const REPUTATION_THRESHOLDS = {
  /** On-time deliveries must stay above this. */
  minDeliveries: 0.9501,
  /** Claims must stay below this. */
  maxClaims: 0.03,
  /** Cancellations by the seller must stay below this. */
  maxCancellations: 0.015,
  /** Shipped orders before the seller is measured at all. */
  minShippedOrders: 5,
} as const;

/** Levels 1 to 4, by how many of the three rules the seller met in the month. */
const LEVEL_BY_RULES_MET: readonly ['Bajo', 'Medio', 'Bueno', 'Destacado'] = ['Bajo', 'Medio', 'Bueno', 'Destacado'];

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
 * - Nuevo: fewer than 5 orders shipped, ever, before the end of that month (not measured yet).
 * - Bloqueo: measured, but fewer than 5 orders of that month shipped (not enough dispatches);
 *   its figures are then those of the previous two months.
 * - Otherwise one level per rule met (on-time deliveries above 95.01%, claims below 3%,
 *   cancellations by the seller below 1.50%): none Bajo, one Medio, two Bueno, three Destacado.
 *   A month without deliveries does not meet the delivery rule.
 *
 * Rates are over the orders placed in the period (see server/sellers/order-figures.ts).
 */
export async function computeReputation(db: Queryable, sellerId: number, today: string): Promise<Reputation> {
  const lastMonth = { from: firstDayOfMonth(today, -1), to: lastDayOfMonth(firstDayOfMonth(today, -1)) };
  const figures = await orderFigures(db, { sellerId, ...lastMonth });

  const [{ shippedEver = 0 } = {}] = await db.query<{ shippedEver: number }>(
    `select count(*)::int as "shippedEver" from orders
      where seller_id = $1 and dispatched_at is not null and ${santiagoDayRange('dispatched_at', "'1970-01-01'", '$2')}`,
    [sellerId, lastMonth.to],
  );
  if (shippedEver < REPUTATION_THRESHOLDS.minShippedOrders) {
    return { category: 'Nuevo', levelNumber: null, period: null, deliveries: null, claims: null, cancellations: null, shippedOrders: figures.shipped };
  }

  if (figures.shipped < REPUTATION_THRESHOLDS.minShippedOrders) {
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
  const rulesMet = [
    rates.deliveries !== null && rates.deliveries > REPUTATION_THRESHOLDS.minDeliveries,
    rates.claims !== null && rates.claims < REPUTATION_THRESHOLDS.maxClaims,
    rates.cancellations !== null && rates.cancellations < REPUTATION_THRESHOLDS.maxCancellations,
  ].filter(Boolean).length;
  return {
    category: LEVEL_BY_RULES_MET[rulesMet]!,
    levelNumber: rulesMet + 1,
    period: lastMonth,
    deliveries: roundRate(rates.deliveries),
    claims: roundRate(rates.claims),
    cancellations: roundRate(rates.cancellations),
    shippedOrders: figures.shipped,
  };
}

/** The step of the progress list a category shows as (Bloqueo and Plan Growth show as Nuevo). */
export function displayLevelOf(category: ReputationCategory): DisplayLevel {
  return category === 'Bloqueo' || category === 'Plan Growth' ? 'Nuevo' : category;
}
