/**
 * The rules of opening and closing a portal module, read by the server and the Módulos screen
 * alike: which module is never switched, what a closing's reason may hold, and when its expected
 * reopening is acceptable. A closing's date and time are typed in Santiago's clock and travel as an
 * instant.
 */

/** The module of the switches themselves (Configuración > Módulos): closing it would lock every admin out. */
export const SWITCHES_MODULE_KEY = 'modules';

/** A closing's reason is read on the curtain in one glance: at most this many characters. */
export const SWITCH_REASON_MAX_LENGTH = 200;

/** The clock sellers and admins read the reopening in. */
export const SWITCH_TIME_ZONE = 'America/Santiago';

export type ReasonProblem = 'SWITCH_REASON_REQUIRED' | 'SWITCH_REASON_TOO_LONG' | 'SWITCH_REASON_NOT_PLAIN';
export type ReopeningProblem = 'SWITCH_REOPENING_REQUIRED' | 'SWITCH_REOPENING_INVALID' | 'SWITCH_REOPENING_IN_PAST';

// Plain text on one line: no control characters (line breaks included) and no angle brackets, so
// the reason can never read as markup wherever it is shown.
const NOT_PLAIN = /[\p{Cc}<>]/u;

/** What is wrong with a closing's reason (as it will be stored: trimmed), or null. */
export function reasonProblemOf(reason: string | undefined): ReasonProblem | null {
  const trimmed = (reason ?? '').trim();
  if (trimmed.length === 0) return 'SWITCH_REASON_REQUIRED';
  if (trimmed.length > SWITCH_REASON_MAX_LENGTH) return 'SWITCH_REASON_TOO_LONG';
  if (NOT_PLAIN.test(trimmed)) return 'SWITCH_REASON_NOT_PLAIN';
  return null;
}

/**
 * What is wrong with a closing's expected reopening, or null: absent (undefined; null is the
 * admin's "no estimated date"), not an instant, or not after `now`.
 */
export function reopeningProblemOf(reopening: string | null | undefined, now: Date): ReopeningProblem | null {
  if (reopening === undefined) return 'SWITCH_REOPENING_REQUIRED';
  if (reopening === null) return null;
  const at = Date.parse(reopening);
  if (Number.isNaN(at)) return 'SWITCH_REOPENING_INVALID';
  return at > now.getTime() ? null : 'SWITCH_REOPENING_IN_PAST';
}

/** Whether a closed module's expected reopening has passed: it stays closed and the curtain says "pronto". */
export const reopeningHasPassed = (reopening: string | null, now: Date): boolean => reopening !== null && Date.parse(reopening) <= now.getTime();

// Made on first use, not when the module loads: a formatter with a time zone loads the zone's data,
// which on a phone costs tens of milliseconds of the first load for a reopening rarely shown.
let fieldsOfSantiago: Intl.DateTimeFormat | null = null;

/** How far Santiago's clock is from UTC at an instant, in milliseconds (negative: behind). */
function santiagoOffsetAt(instant: number): number {
  fieldsOfSantiago ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SWITCH_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(fieldsOfSantiago.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a Santiago wall-clock day and time name ('2026-11-27', '10:00'), as ISO text; null
 * when they name none. A time the change to summer time skips lands within an hour of it.
 */
export function santiagoInstantOf(day: string, time: string): string | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayMatch || !timeMatch) return null;
  const [year, month, date] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3])];
  const [hour, minute] = [Number(timeMatch[1]), Number(timeMatch[2])];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // The offset at the wall time read as UTC is off by at most one change of clock; asking again at
  // the first guess settles it.
  const guess = wall - santiagoOffsetAt(wall);
  return new Date(wall - santiagoOffsetAt(guess)).toISOString();
}
