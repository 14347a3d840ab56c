import type { SnapshotFrom } from 'xstate';
import { loginFieldErrors } from '../../shared/validation/login.ts';
import type { LoginField, loginFormMachine } from './loginForm.machine.ts';

type LoginFormSnapshot = SnapshotFrom<typeof loginFormMachine>;

export const selectEmail = (snapshot: LoginFormSnapshot): string => snapshot.context.email;
export const selectPassword = (snapshot: LoginFormSnapshot): string => snapshot.context.password;

/** The message id under a field: only once the field was touched. */
export const selectFieldError =
  (field: LoginField) =>
  (snapshot: LoginFormSnapshot): string | null =>
    snapshot.context.touched[field] ? (loginFieldErrors(snapshot.context)[field] ?? null) : null;

export const selectEmailError = selectFieldError('email');
export const selectPasswordError = selectFieldError('password');

/** Changed and valid: the machine accepts a submit only then. */
export const selectCanSubmit = (snapshot: LoginFormSnapshot): boolean => snapshot.can({ type: 'loginForm.submit' });
