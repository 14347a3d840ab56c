import type { SnapshotFrom } from 'xstate';
import type { AccessSubject } from '../../shared/access/routeAccess.ts';
import type { authMachine, LoginError, Session } from './auth.machine.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Routes draw nothing while this is true. */
export const selectIsCheckingSession = (snapshot: AuthSnapshot): boolean => snapshot.matches('checking');

export const selectIsAuthenticated = (snapshot: AuthSnapshot): boolean => snapshot.matches('authenticated');

/** A seller's publish history is being loaded: the protected routes wait (nothing is drawn). */
export const selectIsLoadingPublishHistory = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ authenticated: 'loadingPublishHistory' });

/** Signed in and everything the protected area depends on is known (publish history for sellers). */
export const selectIsSessionReady = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches('authenticated') && !snapshot.matches({ authenticated: 'loadingPublishHistory' });

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

/** The seller is in the publish history (sellerIsInPublishHistory); false for staff and on a failed load. */
export const selectIsInPublishHistory = (snapshot: AuthSnapshot): boolean => snapshot.context.inPublishHistory;

/**
 * Who the permission table decides for (shared/access: visibleMenu, mayOpenPath); null when nobody is
 * signed in. The same snapshot gives the same object, so useSelector does not re-render for nothing.
 */
export const selectAccessSubject = (snapshot: AuthSnapshot): AccessSubject | null => accessSubjectOf(snapshot.context.session, snapshot.context.inPublishHistory);

let lastSubject: { session: Session | null; inPublishHistory: boolean; subject: AccessSubject | null } | null = null;
function accessSubjectOf(session: Session | null, inPublishHistory: boolean): AccessSubject | null {
  if (lastSubject && lastSubject.session === session && lastSubject.inPublishHistory === inPublishHistory) return lastSubject.subject;
  const subject = session ? { role: session.role, sellerType: session.seller_type, isCollector: session.is_collector, inPublishHistory } : null;
  lastSubject = { session, inPublishHistory, subject };
  return subject;
}

export const selectIsConfirmingLogout = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ authenticated: 'confirmingLogout' });

export const selectIsLoggingOut = (snapshot: AuthSnapshot): boolean => snapshot.matches({ authenticated: 'loggingOut' });

export const selectCanLogOut = (snapshot: AuthSnapshot): boolean => snapshot.can({ type: 'auth.logout' });
