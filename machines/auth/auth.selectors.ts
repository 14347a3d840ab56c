import type { SnapshotFrom } from 'xstate';
import type { authMachine, LoginError, Session } from './auth.machine.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Routes draw nothing while this is true. */
export const selectIsCheckingSession = (snapshot: AuthSnapshot): boolean => snapshot.matches('checking');

export const selectIsAuthenticated = (snapshot: AuthSnapshot): boolean => snapshot.matches('authenticated');

export const selectIsUnauthenticated = (snapshot: AuthSnapshot): boolean => snapshot.matches('unauthenticated');

export const selectIsLoggingIn = (snapshot: AuthSnapshot): boolean => snapshot.matches({ unauthenticated: 'loggingIn' });

/** The login form may be sent now (no login already under way). */
export const selectCanLogIn = (snapshot: AuthSnapshot): boolean =>
  snapshot.can({ type: 'auth.login', email: '', password: '' });

export const selectLoginError = (snapshot: AuthSnapshot): LoginError | null => snapshot.context.loginError;

/** Why the stored session could not be checked (offline...); shown as a warning on the login screen. */
export const selectSessionCheckError = (snapshot: AuthSnapshot): string | null =>
  snapshot.matches('unauthenticated') ? snapshot.context.checkError : null;

export const selectSession = (snapshot: AuthSnapshot): Session | null => snapshot.context.session;

export const selectIsConfirmingLogout = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ authenticated: 'confirmingLogout' });

export const selectIsLoggingOut = (snapshot: AuthSnapshot): boolean => snapshot.matches({ authenticated: 'loggingOut' });

export const selectCanLogOut = (snapshot: AuthSnapshot): boolean => snapshot.can({ type: 'auth.logout' });
