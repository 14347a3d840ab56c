/**
 * The reputation programme as the home card shows it: which level is displayed, which period was
 * measured and the rates as whole percentages. Pure functions of the server's summary
 * (openapi/sellers.yaml, GET /v1/sellers/reputation-summary/{sellerId}).
 */
import type { components } from '../../openapi/generated/sellers.ts';
import { projectedLevelOf, type RatedLevel } from '../../shared/reputationLadder.ts';

export type ReputationSummary = components['schemas']['ReputationSummary'];
export type ReputationCategory = components['schemas']['ReputationCategory'];

/** The levels the card can show: Plan Growth is displayed as Nuevo; Bloqueo is the locked state. */
export type ShownLevel = Exclude<ReputationCategory, 'Plan Growth'>;

/**
 * What the card shows when the summary could not be read: the default category with no figures and
 * no rules. The rules are versioned data the server sends with the summary; the client keeps no copy
 * of its own, so a failed read explains nothing rather than an outdated version.
 */
export interface UnreadSummary extends Omit<ReputationSummary, 'thresholds' | 'rulesVersion' | 'benefits' | 'currentMonth'> {
  thresholds: null;
  rulesVersion: null;
  benefits: null;
  currentMonth: null;
}

/** What the card draws: the server's summary, or the stand-in after a failed read. */
export type CardSummary = ReputationSummary | UnreadSummary;

/** Whether the card holds the server's summary, with the rules of its month. */
export const isReadSummary = (summary: CardSummary): summary is ReputationSummary => summary.rulesVersion !== null;

/** The level the card shows for a category (Plan Growth is a programme, shown as Nuevo). */
export const shownLevelOf = (category: ReputationCategory): ShownLevel => (category === 'Plan Growth' ? 'Nuevo' : category);

/** What the card prints as the measured period. */
export type MeasuredPeriod =
  /** Not measured yet (Nuevo, Plan Growth): printed as the placeholder 00/00/0000. */
  | { kind: 'notMeasured' }
  /** First and last day (inclusive, YYYY-MM-DD) and the calendar months they span (YYYY-MM). */
  | { kind: 'measured'; from: string; to: string; months: string[] };

/** The period of a summary: the previous month, two months for Bloqueo, none for Nuevo. */
export function measuredPeriodOf(summary: Pick<ReputationSummary, 'level' | 'period'>): MeasuredPeriod {
  if (shownLevelOf(summary.level) === 'Nuevo' || !summary.period) return { kind: 'notMeasured' };
  const { from, to } = summary.period;
  return { kind: 'measured', from, to, months: monthsBetween(from.slice(0, 7), to.slice(0, 7)) };
}

function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 24; guard += 1) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** What the banner over the card says about the month in progress. */
export type MonthInProgress =
  /** This month's figures so far, scored as if the month closed today. */
  | { kind: 'projected'; level: RatedLevel }
  /** Too few orders shipped so far for the month to be measured: these many more are needed. */
  | { kind: 'notMeasured'; shippedOrdersNeeded: number }
  /** The summary came without this month's figures: only that the level is decided at the close. */
  | { kind: 'noFigures' };

/**
 * The banner of the month in progress, or null where none shows: while the summary loads, and for
 * the locked category (Bloqueo). A locked seller's card already says what unlocks it, and Bloqueo is
 * also what the card shows when the summary could not be read, where nothing of the month is known.
 * For everyone else the level on the card is last month's, and this month's is only decided when it
 * closes, so the banner says where today's figures would leave the seller.
 */
export function monthInProgressOf(summary: CardSummary | null): MonthInProgress | null {
  if (summary === null || summary.level === 'Bloqueo') return null;
  const figures = summary.currentMonth;
  if (figures === null) return { kind: 'noFigures' };
  // This month is scored with the version in force now, which the server sends with its figures.
  const level = projectedLevelOf(figures, figures.thresholds);
  if (level === null) return { kind: 'notMeasured', shippedOrdersNeeded: figures.thresholds.minShippedOrders - figures.shipped };
  return { kind: 'projected', level };
}

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy', the format the card prints periods in. */
export function dayMonthYear(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * A rate as the card writes it, in percent with its decimals: whole, as the programme states its
 * figures, unless rounding would move it to the other side of its goal (2.9 % of claims against
 * "under 3 %" is not "3 %", 95.4 % on time against "over 95.01 %" is not "95 %"); then with the
 * fewest decimals that keep it on its side. Null when there is no rate.
 */
export function shownPercent(rate: number | null, goal: number | null): { percent: number; decimals: number } | null {
  if (rate === null) return null;
  const exact = rate * 100;
  const side = (value: number) => (goal === null ? 0 : Math.sign(Math.round((value - goal * 100) * 1e6)));
  const rounded = (decimals: number) => Math.round(exact * 10 ** decimals) / 10 ** decimals;
  const decimals = [0, 1].find((candidate) => side(rounded(candidate)) === side(exact)) ?? 2;
  return { percent: rounded(decimals), decimals };
}

/**
 * What the card shows when the summary could not be read: the default category, Bloqueo, over its
 * period (the two calendar months before `today`, a YYYY-MM-DD day), with no rates and no rules.
 */
export function fallbackSummary(sellerId: number, sellerName: string, today: string): UnreadSummary {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const back = (months: number) => {
    const index = year * 12 + (month - 1) - months;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  };
  const first = back(2);
  const last = back(1);
  const lastDay = new Date(Date.UTC(last.year, last.month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    sellerId,
    sellerName,
    level: 'Bloqueo',
    levelNumber: null,
    period: { from: `${first.year}-${pad(first.month)}-01`, to: `${last.year}-${pad(last.month)}-${pad(lastDay)}` },
    deliveries: null,
    claims: null,
    cancellations: null,
    shippedOrders: 0,
    thresholds: null,
    rulesVersion: null,
    benefits: null,
    currentMonth: null,
  };
}
