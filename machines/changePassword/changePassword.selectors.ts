/** What the change-password view shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { PasswordMessageId } from '../../shared/validation/password.ts';
import type { changePasswordMachine, ChangePasswordRedirect, ChangePasswordSubmitError } from './changePassword.machine.ts';
import { meetsPasswordRule } from './changePassword.form.ts';

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

/** The link is being checked: the view shows a spinner. */
export const selectIsCheckingLink = (snapshot: ChangePasswordSnapshot): boolean => snapshot.matches('validatingHash');

export const selectPassword = (snapshot: ChangePasswordSnapshot): string => snapshot.context.values.password;
export const selectConfirmation = (snapshot: ChangePasswordSnapshot): string => snapshot.context.values.confirmation;

/** The password's error (a message id), only once the field is touched. */
export const selectPasswordError = (snapshot: ChangePasswordSnapshot): PasswordMessageId | undefined =>
  snapshot.context.touched.password ? snapshot.context.errors.password : undefined;

/** The confirmation's error (a message id), only once the field is touched. */
export const selectConfirmationError = (snapshot: ChangePasswordSnapshot): PasswordMessageId | undefined =>
  snapshot.context.touched.confirmation ? snapshot.context.errors.confirmation : undefined;

export const selectPasswordRevealed = (snapshot: ChangePasswordSnapshot): boolean => snapshot.context.revealed.password;
export const selectConfirmationRevealed = (snapshot: ChangePasswordSnapshot): boolean =>
  snapshot.context.revealed.confirmation;

/** The listed rules, ticked live as the person types. */
export const selectMeetsMinLength = (snapshot: ChangePasswordSnapshot): boolean =>
  meetsPasswordRule(snapshot.context.values.password, 'minLength');
export const selectMeetsCharacterClasses = (snapshot: ChangePasswordSnapshot): boolean =>
  meetsPasswordRule(snapshot.context.values.password, 'characterClasses');

/** Whether the button is enabled: the chart's `submittable` tag, not a copy of the rules. */
export const selectCanSubmit = (snapshot: ChangePasswordSnapshot): boolean => snapshot.hasTag('submittable');

export const selectIsSubmitting = (snapshot: ChangePasswordSnapshot): boolean => snapshot.matches('submitting');

export const selectSubmitError = (snapshot: ChangePasswordSnapshot): ChangePasswordSubmitError | null =>
  snapshot.context.submitError;

/** Where to go once the flow has ended. */
export const selectRedirect = (snapshot: ChangePasswordSnapshot): ChangePasswordRedirect | undefined =>
  snapshot.status === 'done' ? snapshot.output : undefined;
