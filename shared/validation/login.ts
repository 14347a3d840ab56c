/**
 * The login form's rules: e-mail required and valid; password required, at most 200 characters (the
 * limits of the auth contract's LoginRequest, so what the form lets through the server accepts).
 * Written out, like the e-mail rule it uses, so the login screen loads no validation library.
 */
import { emailError } from './email.ts';

export const PASSWORD_MAX_LENGTH = 200;

export interface LoginInput {
  email: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginInput, string>>;

/** The message id of the first problem with a login password (no strength rule at login). */
function loginPasswordError(password: string): string | null {
  if (password.length === 0) return 'validation.required';
  if (password.length > PASSWORD_MAX_LENGTH) return 'validation.tooLong';
  return null;
}

/** The first message id per field; an empty object when the credentials may be sent. */
export function loginFieldErrors(values: LoginInput): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const email = emailError(values.email);
  const password = loginPasswordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
