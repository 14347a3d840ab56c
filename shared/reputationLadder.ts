/**
 * The seller reputation programme's arithmetic in one place: the ladder of levels the portal shows
 * (Nuevo, Bajo, Medio, Bueno, Destacado), how rates meet thresholds, and `whatIf`, which tells a
 * seller what this month's figures lack for the next level.
 *
 * Pure, and every function takes the thresholds it compares with: the rules are versioned data
 * (Configuración > Reglas), the server scores each month with the version in force for it and sends
 * that version to the client, so the drawer can never promise a level the server would not give.
 */

/**
 * Version 1 of the programme's rules, as the migration that made them data wrote them. Only the
 * tests read it now: the running portal takes its thresholds from the stored versions.
 */
export const REPUTATION_THRESHOLDS = {
  /** On-time deliveries must stay above this (strictly: exactly 95.01 % does not meet it). */
  minDeliveries: 0.9501,
  /** Claims must stay below this (strictly: exactly 3 % does not meet it). */
  maxClaims: 0.03,
  /** Cancellations by the seller must stay below this (strictly: exactly 1.50 % does not meet it). */
  maxCancellations: 0.015,
  /** Orders shipped in the month before the seller is measured at all (5 is enough, 4 is not). */
  minShippedOrders: 5,
} as const;

/** Thresholds of the same shape, as a rules version gives them (fractions, not percentages). */
export type Thresholds = { readonly [Key in keyof typeof REPUTATION_THRESHOLDS]: number };

/** The levels a measured seller gets, by how many of the three rules it met (none to all three). */
export const RATED_LEVELS = ['Bajo', 'Medio', 'Bueno', 'Destacado'] as const;
export type RatedLevel = (typeof RATED_LEVELS)[number];

/** The steps of the progress list, in the order a seller climbs them. */
export const LADDER_LEVELS = ['Nuevo', ...RATED_LEVELS] as const;
export type LadderLevel = (typeof LADDER_LEVELS)[number];

/** The three rules, in the order the portal lists them. */
export const REPUTATION_RULES = ['deliveries', 'claims', 'cancellations'] as const;
export type ReputationRule = (typeof REPUTATION_RULES)[number];

/** The three rates of a period as fractions (0.9712 = 97.12 %); null where there is no denominator. */
export type ReputationRates = Record<ReputationRule, number | null>;

/** The counts a period's rates come from (the server's order figures have these and more). */
export interface MonthFigures {
  /** Orders placed. */
  orders: number;
  /** Of those, shipped by the seller. */
  shipped: number;
  /** Of those, delivered to the buyer. */
  delivered: number;
  /** Delivered no later than promised. */
  onTime: number;
  /** With a buyer claim. */
  claimed: number;
  /** Cancelled by the seller. */
  sellerCanceled: number;
}

const fraction = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The rates of some figures, exact (the thresholds compare these, not the rounded ones). */
export function ratesOf(figures: MonthFigures): ReputationRates {
  return {
    // Over the orders delivered: an order still on its way is neither on time nor late.
    deliveries: fraction(figures.onTime, figures.delivered),
    claims: fraction(figures.claimed, figures.orders),
    cancellations: fraction(figures.sellerCanceled, figures.orders),
  };
}

/** Whether each rule is met; a rate without a denominator meets nothing (a month without deliveries is not on time). */
export function rulesMetBy(rates: ReputationRates, thresholds: Thresholds): Record<ReputationRule, boolean> {
  return {
    deliveries: rates.deliveries !== null && rates.deliveries > thresholds.minDeliveries,
    claims: rates.claims !== null && rates.claims < thresholds.maxClaims,
    cancellations: rates.cancellations !== null && rates.cancellations < thresholds.maxCancellations,
  };
}

/** The level of a measured seller: one step per rule met, Bajo with none up to Destacado with all three. */
export function ratedLevelOf(rates: ReputationRates, thresholds: Thresholds): RatedLevel {
  const met = REPUTATION_RULES.filter((rule) => rulesMetBy(rates, thresholds)[rule]).length;
  return RATED_LEVELS[met] ?? 'Bajo';
}

/** Whether a month with `shipped` shipped orders is measured at all. */
export const isMeasured = (shipped: number, thresholds: Thresholds): boolean => shipped >= thresholds.minShippedOrders;

/**
 * The level some figures would score if their month closed now, by the thresholds of the version in
 * force for that month; null while fewer than the minimum of orders has shipped, as such a month
 * gets none of the four levels.
 */
export function projectedLevelOf(figures: MonthFigures, thresholds: Thresholds): RatedLevel | null {
  return isMeasured(figures.shipped, thresholds) ? ratedLevelOf(ratesOf(figures), thresholds) : null;
}

/** One step of the ladder; what each level gives is a text of the rules version (`benefits`). */
export interface LadderStep {
  level: LadderLevel;
  /** How many of the three rules the level asks for; null for Nuevo, which is not measured yet. */
  rulesMet: number | null;
}

export const REPUTATION_LADDER: readonly LadderStep[] = [
  { level: 'Nuevo', rulesMet: null },
  { level: 'Bajo', rulesMet: 0 },
  { level: 'Medio', rulesMet: 1 },
  { level: 'Bueno', rulesMet: 2 },
  { level: 'Destacado', rulesMet: 3 },
];

/** What this month's figures so far say about next month's level. */
export type WhatIf =
  /** Fewer than the minimum shipped this month: the month will not be measured unless these many more ship. */
  | { kind: 'notMeasured'; shippedOrdersNeeded: number }
  /** All three rules met: Destacado, there is no level above. */
  | { kind: 'top'; projected: 'Destacado' }
  /**
   * Below Destacado. Each move alone (the other figures as they are) meets one more rule, which is
   * one level up; null for a rule already met.
   */
  | {
      kind: 'climb';
      projected: Exclude<RatedLevel, 'Destacado'>;
      next: Exclude<RatedLevel, 'Bajo'>;
      moves: { onTimeDeliveries: number | null; fewerClaims: number | null; fewerCancellations: number | null };
    };

/**
 * The smallest count in 1..limit for which `meets` holds, or null. `guess` is where the closed
 * form of the inequality lands; the rule itself has the last word, so floating point near a
 * threshold can never make this disagree with the scoring.
 */
function smallestMeeting(guess: number, limit: number, meets: (count: number) => boolean): number | null {
  let count = Math.min(Math.max(1, Math.floor(guess)), limit);
  while (count <= limit && !meets(count)) count += 1;
  if (count > limit) return null;
  while (count > 1 && meets(count - 1)) count -= 1;
  return count;
}

/**
 * What moves the seller up, from this month's figures so far: the level they would score if the
 * month ended now, and for each rule not met how many more on-time deliveries, or how many fewer
 * claims or cancellations, would meet it. A month below the minimum of shipped orders is not
 * measured, so then only the orders still to ship count.
 */
export function whatIf(figures: MonthFigures, thresholds: Thresholds): WhatIf {
  if (!isMeasured(figures.shipped, thresholds)) {
    return { kind: 'notMeasured', shippedOrdersNeeded: thresholds.minShippedOrders - figures.shipped };
  }
  const rates = ratesOf(figures);
  const met = rulesMetBy(rates, thresholds);
  const projected = ratedLevelOf(rates, thresholds);
  if (projected === 'Destacado') return { kind: 'top', projected };
  const next = RATED_LEVELS[RATED_LEVELS.indexOf(projected) + 1];
  if (next === undefined || next === 'Bajo') return { kind: 'top', projected: 'Destacado' };

  const { minDeliveries, maxClaims, maxCancellations } = thresholds;
  const { onTime, delivered, claimed, sellerCanceled, orders } = figures;
  // Every added delivery is on time, so the share tends to 100 % and some count always meets the rule.
  const onTimeDeliveries = met.deliveries
    ? null
    : smallestMeeting((minDeliveries * delivered - onTime) / (1 - minDeliveries), Number.MAX_SAFE_INTEGER, (more) =>
        rulesMetBy({ ...rates, deliveries: fraction(onTime + more, delivered + more) }, thresholds).deliveries,
      );
  const fewerClaims = met.claims
    ? null
    : smallestMeeting(claimed - maxClaims * orders, claimed, (fewer) => rulesMetBy({ ...rates, claims: fraction(claimed - fewer, orders) }, thresholds).claims);
  const fewerCancellations = met.cancellations
    ? null
    : smallestMeeting(sellerCanceled - maxCancellations * orders, sellerCanceled, (fewer) =>
        rulesMetBy({ ...rates, cancellations: fraction(sellerCanceled - fewer, orders) }, thresholds).cancellations,
      );
  return { kind: 'climb', projected, next, moves: { onTimeDeliveries, fewerClaims, fewerCancellations } };
}

/**
 * The step of the ladder a category stands on: the locked category (Bloqueo) and the Plan Growth
 * programme stand on Nuevo, as the seller has no level of the four yet.
 */
export function ladderLevelOf(category: LadderLevel | 'Bloqueo' | 'Plan Growth'): LadderLevel {
  return category === 'Bloqueo' || category === 'Plan Growth' ? 'Nuevo' : category;
}
