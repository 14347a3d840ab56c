/**
 * The portal's calendar: Chile's, in America/Santiago, the one place on the server that names the
 * zone. "Today", a report's period, a boleta's day, the day an order was bought are Santiago days,
 * whatever the server's own zone; and a document shows an instant as a clock in Santiago reads it.
 *
 * Days are 'YYYY-MM-DD' strings and months 'YYYY-MM'; arithmetic on them is pure calendar arithmetic
 * (no zone involved). SQL gets the zone through the helpers at the end, never current_date.
 */

const TIME_ZONE = 'America/Santiago';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Santiago day of an instant. */
export function santiagoDay(instant: Date): string {
  const { year, month, day } = partsOf(dayFormat, instant);
  return `${year}-${month}-${day}`;
}

/** The Santiago month of an instant. */
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

// Instants as a clock in Santiago reads them.

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'shortOffset',
});

function partsOf(format: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Santiago's offset that day, as `GMT-3`. */
  offset: string;
}

/** The Santiago wall-clock fields of an instant, two digits each (four the year). */
export function santiagoWallClock(instant: Date): WallClock {
  const parts = partsOf(wallClockFormat, instant);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second!, offset: parts.timeZoneName! };
}

/** 02-03-2026 09:00, as Chile writes a date and time. */
export function santiagoDateTime(instant: Date): string {
  const { year, month, day, hour, minute } = santiagoWallClock(instant);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

/**
 * An instant as an Excel date cell: Excel has no time zones, so the cell holds Santiago's wall clock
 * (written as the UTC fields exceljs stores).
 */
export function santiagoExcelDate(instant: Date): Date {
  const { year, month, day, hour, minute } = santiagoWallClock(instant);
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)));
}

/** An instant as a receipt prints it, saying the zone: `02-12-2026 10:45:10 (America/Santiago, GMT-3)`. */
export function santiagoStampedTime(instant: Date): string {
  const { year, month, day, hour, minute, second, offset } = santiagoWallClock(instant);
  return `${day}-${month}-${year} ${hour}:${minute}:${second} (${TIME_ZONE}, ${offset})`;
}

/** A formatter of `locale` whose instants read as in Santiago. */
export const santiagoFormat = (locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });

// SQL. Day parameters are passed as `$n` text; the database applies Chile's offset of that day.

/** SQL: the instant a Santiago day starts. `day` is SQL for a date (`$1`, `'1970-01-01'`). */
export const santiagoDayStartSql = (day: string): string => `(${day}::date::timestamp at time zone '${TIME_ZONE}')`;

/** SQL: the instant a Santiago day ends (the next day's start). */
export const santiagoDayEndSql = (day: string): string => `((${day}::date + 1)::timestamp at time zone '${TIME_ZONE}')`;

/**
 * SQL condition: `column` (timestamptz) falls on a Santiago day from `from` to `to` (both included),
 * written so an index on the column can be used.
 */
export const santiagoDayRange = (column: string, from: string, to: string): string => `${column} >= ${santiagoDayStartSql(from)} and ${column} < ${santiagoDayEndSql(to)}`;

/** SQL: `column` (timestamptz) as Santiago's wall clock in a to_char format (`'YYYY-MM-DD'`). */
export const santiagoCharSql = (column: string, format: string): string => `to_char(${column} at time zone '${TIME_ZONE}', '${format}')`;

/** SQL: the instant of a Santiago day (`day`, SQL for a date) at a time of day (`time`, SQL for a time). */
export const santiagoInstantSql = (day: string, time: string): string => `((${day}::date + ${time}::time) at time zone '${TIME_ZONE}')`;
