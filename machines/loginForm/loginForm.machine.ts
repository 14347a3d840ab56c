/**
 * The login form: the portal's form chart (machines/form) with the shared login rules
 * (shared/validation/login.ts, which the auth server runs too). A field's error shows once the field
 * was left, not while it is typed; the browser's autofill arrives as one change of both fields. Its
 * `submit` hands the credentials to the auth flow (loginForm.actors.ts), which owns the session and
 * the refusal message.
 */
import { loginFieldErrors, type LoginInput } from '../../shared/validation/login.ts';
import { createFormMachine, type FormDefinition, type FormInput } from '../form/form.machine.ts';
import { createFormSelectors } from '../form/form.selectors.ts';

export type LoginValues = LoginInput;

export const loginForm: FormDefinition<LoginValues, null, string> = {
  id: 'loginForm',
  fields: ['email', 'password'],
  validate: loginFieldErrors,
  touchOn: 'blur',
  revealOnPress: false,
};

/** The input of a fresh visit: nothing typed. */
export const LOGIN_START: FormInput<LoginValues, null> = { values: { email: '', password: '' }, facts: null };

/** Ends (accepted) once signed in; a refused login leaves it open in `refused`, with what was typed. */
export const loginFormMachine = createFormMachine<LoginValues, null, string, null>(loginForm);

export const loginFormSelectors = createFormSelectors(loginForm);
