/**
 * Terms dates are calendar days in America/Santiago (openapi/documents.yaml, "Dates"): "today" is
 * the server clock's day there, computed here and passed to SQL, never current_date.
 */
export const PORTAL_TIME_ZONE = 'America/Santiago';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const partsOf = (format: Intl.DateTimeFormat, instant: Date) =>
  Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value])) as Record<string, string>;

/** The America/Santiago calendar day of an instant, as `YYYY-MM-DD`. */
export function santiagoDay(instant: Date): string {
  const { year, month, day } = partsOf(dayFormat, instant);
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dateTimeFormat = new Intl.DateTimeFormat('es-CL', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'shortOffset',
});

/** An instant as the receipt prints it: `02-12-2026 10:45:10 (America/Santiago, GMT-3)`. */
export function santiagoDateTime(instant: Date): string {
  const parts = partsOf(dateTimeFormat, instant);
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second} (${PORTAL_TIME_ZONE}, ${parts.timeZoneName})`;
}
