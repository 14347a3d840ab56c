/**
 * The forgot-password form: one e-mail field with the login screen's rule (shared/validation/email.ts:
 * required, a valid address, at most 100 characters). Results are message ids, never text.
 */
import { emailError } from '../../shared/validation/email.ts';

export type ForgotPasswordField = 'email';

export interface ForgotPasswordValues {
  email: string;
}

/** Message ids of the common catalog (`validation.required`, `validation.email`, `validation.tooLong`). */
export type ForgotPasswordErrors = Partial<Record<ForgotPasswordField, string>>;

/** Fields in the order a person meets them, so a refused submit can point at the first error. */
export const FORGOT_PASSWORD_FIELDS: readonly ForgotPasswordField[] = ['email'];

/** The first failing rule of each field; an empty object means the form may be sent. */
export function validateForgotPasswordForm(values: ForgotPasswordValues): ForgotPasswordErrors {
  const email = emailError(values.email);
  return email ? { email } : {};
}
