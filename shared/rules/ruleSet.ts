/**
 * The reputation programme's rules as data: what a version of Configuración > Reglas holds, the
 * rules every saved version must follow (the screen and the server check the same ones), and the
 * thresholds the scoring takes from a version.
 *
 * Percentages are written as people read them (95.01 means 95.01 %); the scoring compares
 * fractions, so `thresholdsOf` divides by 100.
 */
import { z } from 'zod';
import { LADDER_LEVELS, type LadderLevel } from '../reputationLadder.ts';

/** A level's benefits: what the seller reads in the ladder, one text per level. */
export const BENEFITS_MAX_LENGTH = 500;
/** The note saying why a version was saved. */
export const NOTE_MAX_LENGTH = 500;

/** Why a value was refused: a stable code the screen translates (rules.error.<code>). */
export type RuleProblem =
  | 'required'
  | 'notANumber'
  | 'percentRange'
  | 'tooManyDecimals'
  | 'positiveInteger'
  | 'claimsNotBelowDeliveries'
  | 'cancellationsNotBelowClaims'
  | 'tooLong'
  | 'notADay'
  | 'notATime';

export interface RuleValues {
  /** On-time deliveries must stay above this percentage. */
  minOnTimeDeliveriesPercent: number;
  /** Claims must stay below this percentage. */
  maxClaimsPercent: number;
  /** Cancellations by the seller must stay below this percentage. */
  maxCancellationsPercent: number;
  /** Orders shipped in a month before it is measured at all. */
  minShippedOrders: number;
  /** One text per level of the ladder. */
  benefits: Record<LadderLevel, string>;
  /** The Seller Conference invitation stands until this Santiago day and time. */
  conferenceCutoffDay: string;
  conferenceCutoffTime: string;
}

/** The flat fields of a rule set, as the form and the per-field errors name them. */
export type RuleField =
  | 'minOnTimeDeliveriesPercent'
  | 'maxClaimsPercent'
  | 'maxCancellationsPercent'
  | 'minShippedOrders'
  | `benefits.${LadderLevel}`
  | 'conferenceCutoffDay'
  | 'conferenceCutoffTime'
  | 'note';

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9;

function percentProblem(value: number): RuleProblem | undefined {
  if (!Number.isFinite(value)) return 'notANumber';
  if (value < 0 || value > 100) return 'percentRange';
  if (!hasAtMostTwoDecimals(value)) return 'tooManyDecimals';
  return undefined;
}

/** Whether `day` (YYYY-MM-DD) is a day the calendar has: 2023-02-29 and 2023-04-31 are not. */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return date <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const isClockTime = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

function textProblem(text: string, max: number): RuleProblem | undefined {
  if (text.trim() === '') return 'required';
  if (text.length > max) return 'tooLong';
  return undefined;
}

/**
 * Every rule a version must follow, the first one each field breaks. The ceilings are ordered: a
 * claim is a smaller failure than a late delivery is a success, so the claims' ceiling stays below
 * the on-time floor, and a cancellation by the seller is the worst failure, so its ceiling stays
 * below the claims'.
 */
export function ruleProblems(values: RuleValues, note: string): Partial<Record<RuleField, RuleProblem>> {
  const problems: Partial<Record<RuleField, RuleProblem>> = {};
  const deliveries = percentProblem(values.minOnTimeDeliveriesPercent);
  const claims = percentProblem(values.maxClaimsPercent);
  const cancellations = percentProblem(values.maxCancellationsPercent);
  if (deliveries) problems.minOnTimeDeliveriesPercent = deliveries;
  if (claims) problems.maxClaimsPercent = claims;
  else if (!deliveries && values.maxClaimsPercent >= values.minOnTimeDeliveriesPercent) problems.maxClaimsPercent = 'claimsNotBelowDeliveries';
  if (cancellations) problems.maxCancellationsPercent = cancellations;
  else if (!claims && values.maxCancellationsPercent >= values.maxClaimsPercent) problems.maxCancellationsPercent = 'cancellationsNotBelowClaims';
  if (!Number.isInteger(values.minShippedOrders) || values.minShippedOrders < 1) problems.minShippedOrders = 'positiveInteger';
  for (const level of LADDER_LEVELS) {
    const problem = textProblem(values.benefits[level], BENEFITS_MAX_LENGTH);
    if (problem) problems[`benefits.${level}`] = problem;
  }
  if (!isCalendarDay(values.conferenceCutoffDay)) problems.conferenceCutoffDay = 'notADay';
  if (!isClockTime(values.conferenceCutoffTime)) problems.conferenceCutoffTime = 'notATime';
  const noteProblem = textProblem(note, NOTE_MAX_LENGTH);
  if (noteProblem) problems.note = noteProblem;
  return problems;
}

/** The shape of a stored version's values: what the database holds is read back through it. */
export const ruleValuesSchema = z.object({
  minOnTimeDeliveriesPercent: z.number(),
  maxClaimsPercent: z.number(),
  maxCancellationsPercent: z.number(),
  minShippedOrders: z.number().int(),
  benefits: z.object(Object.fromEntries(LADDER_LEVELS.map((level) => [level, z.string()])) as Record<LadderLevel, z.ZodString>),
  conferenceCutoffDay: z.string(),
  conferenceCutoffTime: z.string(),
});

/** The thresholds the scoring compares with, as fractions. */
export interface ScoringThresholds {
  minDeliveries: number;
  maxClaims: number;
  maxCancellations: number;
  minShippedOrders: number;
}

/** Percent to fraction without float noise: 95.01 becomes 0.9501, not 0.9501000000000001. */
const fractionOf = (percent: number) => Math.round(percent * 100) / 10_000;

export function thresholdsOf(values: RuleValues): ScoringThresholds {
  return {
    minDeliveries: fractionOf(values.minOnTimeDeliveriesPercent),
    maxClaims: fractionOf(values.maxClaimsPercent),
    maxCancellations: fractionOf(values.maxCancellationsPercent),
    minShippedOrders: values.minShippedOrders,
  };
}
