/**
 * The terms gate's rules (openapi/documents.yaml): which pending term, if any, the modal shows.
 * Pure functions of what the check answered, today's date in Santiago and the review-later flag.
 */
import type { components } from '../../openapi/generated/documents.ts';

export type PendingTerms = components['schemas']['PendingTerms'];

/** GET {documents}/document-seller/check: `true` when nothing is pending, or the pending terms. */
export type TermsCheck = true | PendingTerms[];

/** What the check found, with the facts read when it answered. */
export interface TermsCheckResult {
  check: TermsCheck;
  /** Today in America/Santiago, yyyy-mm-dd (the contract's calendar). */
  today: string;
  /** The review-later flag is set ('1' in storage): optional terms wait until the next session. */
  reviewLater: boolean;
}

/**
 * Dates in the contract are calendar days in America/Santiago. The formatter is made on first use:
 * one with a time zone loads the zone's data, which the login screen's first load need not pay for.
 */
let santiagoDayFormat: Intl.DateTimeFormat | null = null;

/** The calendar day of `instant` in Santiago, yyyy-mm-dd. */
export function santiagoDay(instant: Date): string {
  santiagoDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });
  return santiagoDayFormat.format(instant);
}

/** Acceptance is mandatory (exception 0): the modal's other action is logging out. */
export const isMandatory = (term: PendingTerms): boolean => term.exception === 0;

/**
 * The term the modal shows: the first pending one whose start date is today or earlier (the server
 * lists mandatory ones first). An optional one waits when the review-later flag is set.
 */
export function termToShow({ check, today, reviewLater }: TermsCheckResult): PendingTerms | null {
  if (check === true) return null;
  const due = check.find((term) => term.startDate <= today);
  if (!due) return null;
  if (!isMandatory(due) && reviewLater) return null;
  return due;
}
