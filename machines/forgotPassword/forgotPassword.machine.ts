/**
 * Forgot password: a person types the e-mail of their account and asks for a
 * reset link; the flow ends by sending them to the login screen with a "link sent" flash. It is the
 * portal's form chart (machines/form) with one field, the login screen's e-mail rule
 * (shared/validation/email.ts) and the reset-link request as its `submit`.
 *
 * Decision on failures. Any failure of the call counts as sent, which also keeps the answer from
 * telling whether an e-mail has an account. We keep that for 4xx/5xx answers (and an HTML page
 * from a proxy), but two failures keep the person on the form, with what they typed:
 * - no network: the request never left the browser, so claiming "sent" would be false; the form's
 *   `failed` state shows the translated network error and invites a retry;
 * - 429: the service refused to send anything, and says so to everyone alike, so it reveals nothing
 *   about the account; the form's `refused` state says no e-mail is coming and that they should wait.
 */
import { emailError } from '../../shared/validation/email.ts';
import { createFormMachine, type FormDefinition, type FormInput } from '../form/form.machine.ts';
import { createFormSelectors } from '../form/form.selectors.ts';

export interface ForgotPasswordValues {
  email: string;
}

/** Where the flow sends the person when it ends: the login screen and its flash message id. */
export interface ForgotPasswordRedirect {
  to: '/login';
  search: { type: 'success'; message: 'resetEmailSent' };
}

/** The flash the login screen shows once the link is (treated as) sent. */
export const RESET_EMAIL_SENT: ForgotPasswordRedirect = { to: '/login', search: { type: 'success', message: 'resetEmailSent' } };

/** One e-mail field; its error shows once the field is left (or after a refused press). */
export const forgotPasswordForm: FormDefinition<ForgotPasswordValues, null, string> = {
  id: 'forgotPassword',
  fields: ['email'],
  validate: ({ email }) => ({ email: emailError(email) ?? undefined }),
  touchOn: 'blur',
  revealOnPress: true,
};

/** The input of a fresh visit: nothing typed. */
export const FORGOT_PASSWORD_START: FormInput<ForgotPasswordValues, null> = { values: { email: '' }, facts: null };

export const forgotPasswordMachine = createFormMachine<ForgotPasswordValues, null, string, ForgotPasswordRedirect>(forgotPasswordForm);

export const forgotPasswordSelectors = createFormSelectors(forgotPasswordForm);
