/**
 * The password rules (8 to 200 characters, an uppercase, a lowercase and a digit), written once for
 * the change-password form (client) and the change-password operation (server). Zod issues carry
 * message ids, which the client translates; `passwordMessages` holds the fixed text for each id
 * (the server's `details.message`).
 */
import { z } from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
/** openapi/auth.yaml ChangePasswordRequest.password maxLength. */
export const PASSWORD_MAX_LENGTH = 200;

export const passwordMessageIds = {
  required: 'validation.required',
  tooShort: 'validation.password.minLength',
  tooLong: 'validation.password.maxLength',
  missingCharacterClass: 'validation.password.characterClasses',
  mismatch: 'validation.password.mismatch',
} as const;

export type PasswordMessageId = (typeof passwordMessageIds)[keyof typeof passwordMessageIds];

/** The text for each id, in English except the class rule, whose text exists only in Spanish. */
export const passwordMessages: Record<PasswordMessageId, string> = {
  'validation.required': 'Required field',
  'validation.password.minLength': 'Must contain at least 8 characters',
  'validation.password.maxLength': 'Must contain at most 200 characters',
  'validation.password.characterClasses': 'Debe contener una mayuscula, una minuscula y un numero',
  'validation.password.mismatch': 'The passwords are not the same',
};

/** Unicode letters count (Ñ, á), so Spanish passwords are not refused; digits are 0-9. */
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;

/** A new password: 8 to 200 characters with a lowercase letter, an uppercase letter and a digit. */
export const passwordSchema = z.string({ error: passwordMessageIds.required }).check(
  z.minLength(1, { error: passwordMessageIds.required }),
  z.minLength(PASSWORD_MIN_LENGTH, { error: passwordMessageIds.tooShort }),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: passwordMessageIds.tooLong }),
  z.refine((value) => LOWERCASE.test(value) && UPPERCASE.test(value) && DIGIT.test(value), {
    error: passwordMessageIds.missingCharacterClass,
  }),
);

/** The change-password form: both fields required, the rules above, and equal confirmation. */
export const changePasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmation: z.string({ error: passwordMessageIds.required }).check(z.minLength(1, { error: passwordMessageIds.required })),
  })
  .check(
    z.refine((form) => form.password === form.confirmation, {
      error: passwordMessageIds.mismatch,
      path: ['confirmation'],
    }),
  );

/** The message ids a password breaks, in rule order; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordMessageId[] {
  const result = passwordSchema.safeParse(password);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.message as PasswordMessageId))];
}
