import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AccessSubject } from '../../shared/access/routeAccess.ts';
import type { authMachine, LoginError, NewReputationSeller, Session } from './auth.machine.ts';
import type { notificationsMachine } from '../notifications/notifications.machine.ts';
import type { termsGateMachine } from '../termsGate/termsGate.machine.ts';
import type { conferenceMachine } from '../conference/conference.machine.ts';
import type { learningGuideMachine } from '../learningGuide/learningGuide.machine.ts';
import type { tourGuideMachine } from '../tourGuide/tourGuide.machine.ts';
import type { reputationMachine } from '../reputation/reputation.machine.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** A seller's publish history is being loaded: the protected routes wait (nothing is drawn). */
const isLoadingPublishHistory = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ authenticated: { role: { seller: { history: 'loadingPublishHistory' } } } });

/**
 * Whether the routes may decide: the stored token has been checked (or there was none), and for a
 * seller the publish history is known. Routes draw nothing until then; a check that timed out waits
 * for the person's retry.
 */
export const selectIsSessionSettled = (snapshot: AuthSnapshot): boolean =>
  !snapshot.matches('checking') && !snapshot.matches('checkFailed') && !isLoadingPublishHistory(snapshot);

/** The guest-only routes (login, logout) decide as soon as the token is checked. */
export const selectIsSessionChecked = (snapshot: AuthSnapshot): boolean => !snapshot.matches('checking') && !snapshot.matches('checkFailed');

/** The session check did not answer in time: the retry screen is shown. */
export const selectSessionCheckTimedOut = (snapshot: AuthSnapshot): boolean => snapshot.matches('checkFailed');

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
  snapshot.matches({ authenticated: { logout: 'confirming' } });

export const selectIsLoggingOut = (snapshot: AuthSnapshot): boolean => snapshot.matches({ authenticated: { logout: 'inProgress' } });

/** The header's notifications while someone is signed in; undefined for a guest. */
export const selectNotificationsRef = (snapshot: AuthSnapshot): ActorRefFrom<typeof notificationsMachine> | undefined =>
  snapshot.children.notifications;

/** A signed-in seller's terms gate; undefined for guests and staff. */
export const selectTermsGateRef = (snapshot: AuthSnapshot): ActorRefFrom<typeof termsGateMachine> | undefined => snapshot.children.termsGate;

/** A signed-in seller's conference invitation; undefined for guests and staff. */
export const selectConferenceRef = (snapshot: AuthSnapshot): ActorRefFrom<typeof conferenceMachine> | undefined =>
  snapshot.children.conference;

/** A signed-in seller's learning guide; undefined for guests and staff. */
export const selectLearningGuideRef = (snapshot: AuthSnapshot): ActorRefFrom<typeof learningGuideMachine> | undefined =>
  snapshot.children.learningGuide;

/** A signed-in seller's reputation (level-change modal, first-login record); undefined for guests and staff. */
export const selectReputationRef = (snapshot: AuthSnapshot): ActorRefFrom<typeof reputationMachine> | undefined => snapshot.children.reputation;

/** A signed-in seller's tour guide, once the session is ready; undefined otherwise. */
export const selectTourGuideRef = (snapshot: AuthSnapshot): ActorRefFrom<typeof tourGuideMachine> | undefined => snapshot.children.tourGuide;

/** Whether the signed-in seller finished the tour guide; null until the tour read it, and for staff. */
export const selectStatusCompleteTourGuide = (snapshot: AuthSnapshot): boolean | null => snapshot.context.statusCompleteTourGuide;

/** The signed-in seller's category and level change; null until the reputation read them, and for staff. */
export const selectNewReputationSeller = (snapshot: AuthSnapshot): NewReputationSeller | null => snapshot.context.newReputationSeller;
