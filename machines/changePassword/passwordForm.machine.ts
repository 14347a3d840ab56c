/**
 * The new-password form of a reset link: the portal's form chart (machines/form) with the shared
 * password rules (shared/validation/password.ts, also enforced by the server). Its facts are the
 * link's token, which the `submit` sends with the password; the change-password chart invokes it
 * once the link is known to be usable.
 */
import {
  changePasswordFormSchema,
  passwordMessageIds,
  passwordProblems,
  type PasswordMessageId,
} from '../../shared/validation/password.ts';
import { createFormMachine, type FormDefinition } from '../form/form.machine.ts';
import { createFormSelectors } from '../form/form.selectors.ts';

export interface PasswordValues {
  password: string;
  confirmation: string;
}

export interface PasswordFacts {
  /** The reset link's token. */
  hash: string;
}

/** How the service answered a new password: changed, or the link can no longer be used (with why). */
export type PasswordChangeOutcome = { outcome: 'changed' } | { outcome: 'expired'; code: string };

/** The first failing rule of each field; an empty object means the form may be sent. */
export function validatePasswordForm(values: PasswordValues): Partial<Record<keyof PasswordValues, PasswordMessageId>> {
  const result = changePasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof PasswordValues, PasswordMessageId>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'password' || field === 'confirmation') && !errors[field]) errors[field] = issue.message as PasswordMessageId;
  }
  return errors;
}

export const passwordForm: FormDefinition<PasswordValues, PasswordFacts, PasswordMessageId> = {
  id: 'passwordForm',
  fields: ['password', 'confirmation'],
  validate: validatePasswordForm,
  touchOn: 'blur',
  revealOnPress: true,
};

export const passwordFormMachine = createFormMachine<PasswordValues, PasswordFacts, PasswordMessageId, PasswordChangeOutcome>(passwordForm);

export const passwordFormSelectors = createFormSelectors(passwordForm);

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
