/**
 * The login form's rules: e-mail required and valid; password required. Shared by the login form
 * machine and the auth server, so both reject the same input with the same message ids.
 */
import { z } from 'zod/mini';
import { emailSchema } from './email.ts';

export const PASSWORD_MAX_LENGTH = 200;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'validation.required' })
    .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(PASSWORD_MAX_LENGTH, { error: 'validation.tooLong' })),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginFieldErrors = Partial<Record<keyof LoginInput, string>>;

/** The first message id per field; an empty object when the credentials may be sent. */
export function loginFieldErrors(values: LoginInput): LoginFieldErrors {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
