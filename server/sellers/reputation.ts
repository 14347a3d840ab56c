import type { components } from '../../openapi/generated/sellers.ts';
import type { Queryable } from '../db/database.ts';
import { firstDayOfMonth, lastDayOfMonth, santiagoDayRange } from '../kit/santiagoCalendar.ts';
import { isMeasured, ladderLevelOf, ratedLevelOf, RATED_LEVELS, type MonthFigures } from '../../shared/reputationLadder.ts';
import { EMPTY_FIGURES, reputationRates, roundRate, sellerFiguresJson, type OrderFigures } from './order-figures.ts';
import { rulesForMonth } from '../rules/versions.ts';
import { thresholdsOf, type RuleValues, type ScoringThresholds } from '../../shared/rules/ruleSet.ts';

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
  const months = await readReputationMonths(db, sellerId, today);
  // The month scored is closed: it keeps the rules version in force on its first day, whatever was
  // saved since (Configuración > Reglas). A caller that has read that version already passes it.
  return reputationOf(months, thresholdsOf(scoredWith ?? (await rulesForMonth(db, months.lastMonth.from))));
}

interface PeriodFigures extends OrderFigures {
  from: string;
  to: string;
}

/** Everything a reputation and this month's progress are computed from. */
export interface ReputationMonths {
  /** The month scored. */
  lastMonth: PeriodFigures;
  /** The two months before `today`'s (what Bloqueo shows). */
  twoMonths: PeriodFigures;
  /** The 1st of `today`'s month up to `today`, included. */
  thisMonth: PeriodFigures;
  /** Orders shipped up to the end of the month scored, whenever placed. */
  shippedEver: number;
}

/** The figures of the months around `today` (a Santiago day), read in one statement. */
export async function readReputationMonths(db: Queryable, sellerId: number, today: string): Promise<ReputationMonths> {
  const lastMonth = { from: firstDayOfMonth(today, -1), to: lastDayOfMonth(firstDayOfMonth(today, -1)) };
  const twoMonths = { from: firstDayOfMonth(today, -2), to: lastMonth.to };
  const thisMonth = { from: firstDayOfMonth(today), to: today };
  const [row] = await db.query<{ lastMonth: OrderFigures | null; twoMonths: OrderFigures | null; thisMonth: OrderFigures | null; shippedEver: number }>(
    `select (${sellerFiguresJson('$2', '$3')}) as "lastMonth",
            (${sellerFiguresJson('$4', '$3')}) as "twoMonths",
            (${sellerFiguresJson('$5', '$6')}) as "thisMonth",
            (select count(*)::int from orders
              where seller_id = $1 and dispatched_at is not null and ${santiagoDayRange('dispatched_at', "'1970-01-01'", '$3')}) as "shippedEver"`,
    [sellerId, lastMonth.from, lastMonth.to, twoMonths.from, thisMonth.from, thisMonth.to],
  );
  return {
    lastMonth: { ...lastMonth, ...(row?.lastMonth ?? EMPTY_FIGURES) },
    twoMonths: { ...twoMonths, ...(row?.twoMonths ?? EMPTY_FIGURES) },
    thisMonth: { ...thisMonth, ...(row?.thisMonth ?? EMPTY_FIGURES) },
    shippedEver: row?.shippedEver ?? 0,
  };
}

/** The reputation the months' figures earn under some thresholds (see computeReputation). */
export function reputationOf(months: ReputationMonths, thresholds: ScoringThresholds): Reputation {
  const { lastMonth, twoMonths } = months;
  const period = (figures: PeriodFigures): Period => ({ from: figures.from, to: figures.to });
  if (months.shippedEver < thresholds.minShippedOrders) {
    return { category: 'Nuevo', levelNumber: null, period: null, deliveries: null, claims: null, cancellations: null, shippedOrders: lastMonth.shipped };
  }

  if (!isMeasured(lastMonth.shipped, thresholds)) {
    const rates = reputationRates(twoMonths);
    return {
      category: 'Bloqueo',
      levelNumber: null,
      period: period(twoMonths),
      deliveries: roundRate(rates.deliveries),
      claims: roundRate(rates.claims),
      cancellations: roundRate(rates.cancellations),
      shippedOrders: twoMonths.shipped,
    };
  }

  const rates = reputationRates(lastMonth);
  const category = ratedLevelOf(rates, thresholds);
  return {
    category,
    levelNumber: RATED_LEVELS.indexOf(category) + 1,
    period: period(lastMonth),
    deliveries: roundRate(rates.deliveries),
    claims: roundRate(rates.claims),
    cancellations: roundRate(rates.cancellations),
    shippedOrders: lastMonth.shipped,
  };
}

/** This month's figures so far: the 1st of the month of `today` (a Santiago day) up to `today`, included. */
export function figuresSoFar(months: ReputationMonths): { period: Period } & MonthFigures {
  const { from, to, orders, shipped, delivered, onTime, claimed, sellerCanceled } = months.thisMonth;
  return { period: { from, to }, orders, shipped, delivered, onTime, claimed, sellerCanceled };
}

/** The step of the progress list a category shows as (Bloqueo and Plan Growth show as Nuevo). */
export function displayLevelOf(category: ReputationCategory): DisplayLevel {
  return ladderLevelOf(category);
}
