/**
 * The rule of a publish or unpublish reason, run by the server before recording the movement and by
 * the portal's form before sending it, so both refuse the same text with the same code.
 */

/** A reason says why in words someone can act on later: a few words at least, a paragraph at most. */
export const PUBLICATION_REASON_MIN_LENGTH = 10;
export const PUBLICATION_REASON_MAX_LENGTH = 500;

export type PublicationReasonProblem = 'REASON_REQUIRED' | 'REASON_TOO_SHORT' | 'REASON_TOO_LONG';

/** What is wrong with a reason as typed (it is trimmed first), or null when it may be recorded. */
export function publicationReasonProblemOf(reason: string): PublicationReasonProblem | null {
  const text = reason.trim();
  if (text === '') return 'REASON_REQUIRED';
  if (text.length < PUBLICATION_REASON_MIN_LENGTH) return 'REASON_TOO_SHORT';
  if (text.length > PUBLICATION_REASON_MAX_LENGTH) return 'REASON_TOO_LONG';
  return null;
}
