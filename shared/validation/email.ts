/**
 * The portal's e-mail rule (login, forgot password, sign-up contacts): required, a valid address,
 * at most 100 characters. Errors are message ids (see src/i18n/<locale>/common.ts), never text, so
 * the client translates them and the server can answer the same ids.
 */
import { z } from 'zod/mini';

export const EMAIL_MAX_LENGTH = 100;

export const emailSchema = z.pipe(
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(EMAIL_MAX_LENGTH, { error: 'validation.tooLong' })),
  z.email({ error: 'validation.email' }),
);

/** The message id of the first problem with `value`, or null when it is a valid e-mail. */
export function emailError(value: unknown): string | null {
  const result = emailSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation.email');
}
