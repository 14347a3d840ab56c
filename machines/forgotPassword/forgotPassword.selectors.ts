/** What the forgot-password view shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine, ForgotPasswordRedirect, ForgotPasswordSubmitError } from './forgotPassword.machine.ts';

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectEmail = (snapshot: ForgotPasswordSnapshot): string => snapshot.context.values.email;

/** The e-mail's error (a message id), only once the field is touched. */
export const selectEmailError = (snapshot: ForgotPasswordSnapshot): string | undefined =>
  snapshot.context.touched.email ? snapshot.context.errors.email : undefined;

/** Whether the button is enabled: the chart's `submittable` tag, not a copy of the rules. */
export const selectCanSubmit = (snapshot: ForgotPasswordSnapshot): boolean => snapshot.hasTag('submittable');

export const selectIsSubmitting = (snapshot: ForgotPasswordSnapshot): boolean => snapshot.matches('submitting');

export const selectSubmitError = (snapshot: ForgotPasswordSnapshot): ForgotPasswordSubmitError | null =>
  snapshot.context.submitError;

/** Where to go once the flow has ended. */
export const selectRedirect = (snapshot: ForgotPasswordSnapshot): ForgotPasswordRedirect | undefined =>
  snapshot.status === 'done' ? snapshot.output : undefined;
