/**
 * The change-password form and the reset link's token. The rules are the shared ones
 * (shared/validation/password.ts, also enforced by the server); this module only turns zod issues
 * into what the chart keeps: the first message id per field, and which listed rule a password meets.
 */
import {
  changePasswordFormSchema,
  passwordMessageIds,
  passwordProblems,
  type PasswordMessageId,
} from '../../shared/validation/password.ts';

export type ChangePasswordField = 'password' | 'confirmation';

export interface ChangePasswordValues {
  password: string;
  confirmation: string;
}

export type ChangePasswordErrors = Partial<Record<ChangePasswordField, PasswordMessageId>>;

/** Fields in the order a person meets them, so a refused submit can point at the first error. */
export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['password', 'confirmation'];

export { resetHashSchema } from './resetHash.ts';

/** The first failing rule of each field; an empty object means the form may be sent. */
export function validateChangePasswordForm(values: ChangePasswordValues): ChangePasswordErrors {
  const result = changePasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: ChangePasswordErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'password' || field === 'confirmation') && !errors[field]) {
      errors[field] = issue.message as PasswordMessageId;
    }
  }
  return errors;
}

/** The rules listed under the password field, in the order they are shown. */
export const PASSWORD_RULES = ['minLength', 'characterClasses'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Whether `password` meets one listed rule, ticked live as the person types. */
export function meetsPasswordRule(password: string, rule: PasswordRule): boolean {
  const problems = passwordProblems(password);
  if (rule === 'minLength') {
    return !problems.includes(passwordMessageIds.required) && !problems.includes(passwordMessageIds.tooShort);
  }
  return !problems.includes(passwordMessageIds.missingCharacterClass);
}
