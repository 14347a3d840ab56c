/**
 * Calendar days and months in America/Santiago, as the reputation programme and the reports count
 * them. Days are 'YYYY-MM-DD' strings and months 'YYYY-MM'; arithmetic on them is pure calendar
 * arithmetic (no time zone involved). SQL turns a day into an instant with
 * `($1::date::timestamp at time zone 'America/Santiago')`, see {@link santiagoDayRange}.
 */

export const TIME_ZONE = 'America/Santiago';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The local day of an instant in Santiago. */
export function santiagoDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** The local month of an instant in Santiago. */
export function santiagoMonth(instant: Date): string {
  return santiagoDay(instant).slice(0, 7);
}

const toUtc = (day: string) => new Date(`${day}T00:00:00.000Z`);
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The first day of the month `months` after the month of `day` (negative: before). */
export function firstDayOfMonth(day: string, months = 0): string {
  const date = toUtc(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return fromUtc(date);
}

/** The last day of the month of `day`. */
export function lastDayOfMonth(day: string): string {
  return addDays(firstDayOfMonth(day, 1), -1);
}

/** Days from `from` to `to`, both included (from <= to). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Months ('YYYY-MM') from the month of `from` to the month of `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = firstDayOfMonth(from); day <= to; day = firstDayOfMonth(day, 1)) months.push(day.slice(0, 7));
  return months;
}

/** Number of days from `from` to `to`, both included. */
export function dayCount(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000) + 1;
}

/** A valid 'YYYY-MM-DD' calendar day (the contract's `format: date` lets 2026-02-31 through). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && fromUtc(toUtc(day)) === day;
}

/**
 * SQL condition: `column` (timestamptz) falls on a Santiago day from $from to $to (both included),
 * written so an index on the column can be used.
 */
export const santiagoDayRange = (column: string, from: string, to: string): string =>
  `${column} >= (${from}::date::timestamp at time zone '${TIME_ZONE}') and ${column} < ((${to}::date + 1)::timestamp at time zone '${TIME_ZONE}')`;
