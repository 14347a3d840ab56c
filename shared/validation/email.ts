/**
 * The portal's e-mail rule (login, forgot password, sign-up contacts): required, a valid address,
 * at most 100 characters, surrounding spaces ignored. Errors are message ids (see
 * src/i18n/<locale>/common.ts), never text, so the client translates them and the server can answer
 * the same ids.
 *
 * Written out rather than as a zod schema: the login screen checks it as the person types, and zod's
 * core would then be part of every visitor's first download (15 KB gzip) for one length and one
 * pattern. The richer forms (the wizard's steps) keep their zod schemas, loaded with their routes.
 */
export const EMAIL_MAX_LENGTH = 100;

/**
 * The pattern of zod 4's `z.email()`, which this rule used before: dot-separated local parts of
 * letters, digits and `_ ' + -`, then a domain of at least two labels ending in two or more letters.
 */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The address as it is stored and sent: without the spaces a paste or an autofill leaves around it. */
export const cleanEmail = (value: string): string => value.trim();

/** The message id of the first problem with `value`, or null when it is a valid e-mail. */
export function emailError(value: unknown): string | null {
  if (typeof value !== 'string') return 'validation.required';
  const email = cleanEmail(value);
  if (email.length === 0) return 'validation.required';
  if (email.length > EMAIL_MAX_LENGTH) return 'validation.tooLong';
  return EMAIL_PATTERN.test(email) ? null : 'validation.email';
}
