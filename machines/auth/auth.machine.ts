/**
 * The session of the portal: is someone signed in, and who. Routes wait until the stored token has
 * been checked (nothing is drawn meanwhile) and then either show the protected area or send the person
 * to /login. The context holds the session's user and error codes; the token itself is only stored
 * (by the login call and the provided actions) and never kept here.
 *
 * Everything that lives while someone is signed in is a child of `authenticated`: the header's
 * notifications for everyone, and for sellers the terms gate, the conference invitation, the
 * learning guide, the reputation (level-change modal and first-login record) and, once the session
 * is ready, the tour guide. What opens by itself over a seller's page comes one at a time, in the
 * order the seller's `aids` region keeps: a pending term, the level change, the tour. Leaving
 * `authenticated` (logout, or a session the server no longer accepts) stops them all. For a seller,
 * the session is ready once its publish-history membership is known: the home, the Finance menu
 * entry and the breadcrumb depend on it (shared/access).
 */
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../shared/api-error.ts';
import type { components } from '../../openapi/generated/auth.ts';
import { notificationsMachine } from '../notifications/notifications.machine.ts';
import { termsGateMachine } from '../termsGate/termsGate.machine.ts';
import { conferenceMachine } from '../conference/conference.machine.ts';
import { learningGuideMachine } from '../learningGuide/learningGuide.machine.ts';
import { tourGuideMachine } from '../tourGuide/tourGuide.machine.ts';
import { reputationMachine } from '../reputation/reputation.machine.ts';
import type { ReputationCategory } from '../reputation/reputation.rules.ts';
import { notProvided } from '../notProvided.ts';

/** The signed-in user, as the auth service answers it (its jwtPayload). */
export type Session = components['schemas']['JwtPayload'];

export interface Credentials {
  email: string;
  password: string;
}

/** Expected ways a login is refused; anything else arrives as an error with its own code. */
export type LoginRejection = 'INVALID_CREDENTIALS' | 'USER_WITHOUT_ACCESS' | 'SERVER_CONNECTION_ERROR' | 'RATE_LIMITED';

export interface LoginError {
  /** A LoginRejection or a transport code (NETWORK_ERROR, HTML_RESPONSE, INTERNAL_SERVER_ERROR...). */
  code: string;
  retryAfterSeconds?: number;
}

export type RestoreSessionOutput =
  | { outcome: 'noStoredToken' }
  | { outcome: 'restored'; session: Session }
  | { outcome: 'tokenRejected' };

/** A successful login has already stored its token (nothing may call the API with it before). */
export type LogInOutput =
  | { outcome: 'signedIn'; session: Session }
  | { outcome: 'rejected'; error: { code: LoginRejection; retryAfterSeconds?: number } };

export type AuthEvent =
  | ({ type: 'auth.login' } & Credentials)
  | { type: 'auth.logout' }
  | { type: 'auth.logout.confirm' }
  | { type: 'auth.logout.cancel' }
  /** The session check could not finish in time; the person asks again. */
  | { type: 'auth.retry' }
  /** A call made with the session's token was answered 401: the server no longer accepts it. */
  | { type: 'session.expired' }
  /** The terms gate's check answered, or its term was left for later: whether a terms modal is on screen. */
  | { type: 'terms.settled'; pending: boolean }
  /** The tour guide read (or recorded) whether the seller finished the tour. */
  | { type: 'tour.statusKnown'; completed: boolean }
  /** The reputation child read the seller's category and whether the level changed. */
  | ({ type: 'reputation.known' } & NewReputationSeller);

/** The seller's level as the session keeps it (newReputationSeller). */
export interface NewReputationSeller {
  /** The level changed since the seller last closed the level-change modal. */
  isNewReputation: boolean;
  reputationCategory: ReputationCategory;
}

export interface AuthContext {
  session: Session | null;
  /** The seller has publish-history movements; false for staff, before loading and when it failed. */
  inPublishHistory: boolean;
  loginError: LoginError | null;
  /** Code of a failed session check (the stored token is kept: the network may come back). */
  checkError: string | null;
  /** What the seller's terms check found so far; nothing else opens while a term is on screen. */
  terms: 'unknown' | 'clear' | 'pending';
  /** Whether the seller finished the tour guide (statusCompleteTourGuide); null until read, and for staff. */
  statusCompleteTourGuide: boolean | null;
  /** The seller's category and level change; null until read, and for staff. */
  newReputationSeller: NewReputationSeller | null;
}

/** The terms check found nothing on screen (nothing pending, or the term was left for later). */
const termsAreClear = (context: AuthContext): boolean => context.terms === 'clear';
/** Whether the reputation said the level changed: true or false once read, null until then. */
const levelChanged = (context: AuthContext): boolean | null => context.newReputationSeller?.isNewReputation ?? null;

/** Whether the aids before the tour are through: no term pending and no level change to show. */
const aidsOf = (context: AuthContext): 'pending' | 'clear' => (termsAreClear(context) && levelChanged(context) === false ? 'clear' : 'pending');

/** The session a restore or a login answered, or null when it answered none. */
const sessionIn = (output: RestoreSessionOutput | LogInOutput): Session | null => ('session' in output ? output.session : null);

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    children: {} as {
      notifications: 'notifications';
      termsGate: 'termsGate';
      conference: 'conference';
      learningGuide: 'learningGuide';
      reputation: 'reputation';
      tourGuide: 'tourGuide';
    },
  },
  actors: {
    /** Reads the stored token and, if there is one, asks GET /auth/session who it belongs to. */
    restoreSession: fromPromise<RestoreSessionOutput>(async () => notProvided('restoreSession')()),
    /** POST /auth/login, storing the token it answers; refusals (401, 403, 404, 429) come back as `rejected`. */
    logIn: fromPromise<LogInOutput, Credentials>(async () => notProvided('logIn')()),
    /** POST /auth/logout (revokes the token server-side). */
    logOut: fromPromise<void>(async () => notProvided('logOut')()),
    /** GET /seller-publish-history/get-movements/{sellerId}: whether the seller has any movement. */
    loadPublishHistory: fromPromise<boolean, { sellerId: number | null }>(async () => notProvided('loadPublishHistory')()),
    /** The header's notifications: every signed-in user. */
    notifications: notificationsMachine,
    /** The pending-terms modal: sellers only. */
    termsGate: termsGateMachine,
    /** The conference invitation: sellers only. */
    conference: conferenceMachine,
    /** The help drawer of the sections a seller works in: sellers only. */
    learningGuide: learningGuideMachine,
    /** The level-change modal and the first-login record: sellers only. */
    reputation: reputationMachine,
    /** The walk through the shell: sellers only, once the publish history is known. */
    tourGuide: tourGuideMachine,
  },
  actions: {
    keepSession: assign({
      session: (_, output: RestoreSessionOutput | LogInOutput) => sessionIn(output),
      inPublishHistory: false,
      checkError: null,
      loginError: null,
      terms: 'unknown',
      statusCompleteTourGuide: null,
      newReputationSeller: null,
    }),
    forgetSession: assign({ session: null, inPublishHistory: false, terms: 'unknown', statusCompleteTourGuide: null, newReputationSeller: null }),
    keepTourStatus: assign({ statusCompleteTourGuide: (_, params: { completed: boolean }) => params.completed }),
    keepNewReputation: assign({ newReputationSeller: (_, params: NewReputationSeller) => params }),
    keepTerms: assign({ terms: (_, params: { pending: boolean }) => (params.pending ? 'pending' : 'clear') }),
    showLevelChange: sendTo('reputation', { type: 'levelChange.show' as const }),
    // Why look for it: the tour guide starts once the publish history is known, which may come after
    // this; then its input says the aids are through.
    giveTourItsTurn: ({ self }) => self.getSnapshot().children.tourGuide?.send({ type: 'aids.clear' }),
    keepPublishHistory: assign({ inPublishHistory: (_, params: { inPublishHistory: boolean }) => params.inPublishHistory }),
    keepLoginRejection: assign({ loginError: (_, output: LogInOutput) => (output.outcome === 'rejected' ? output.error : null) }),
    keepLoginError: assign({ loginError: (_, params: LoginError) => params }),
    clearLoginError: assign({ loginError: null }),
    keepCheckError: assign({ checkError: (_, params: { code: string }) => params.code }),
    clearCheckError: assign({ checkError: null }),
    // Effects on the browser, provided by the composition root:
    /** Removes the token that the server no longer accepts. */
    forgetStoredToken: () => {},
    /** Removes every key a session leaves in storage; the last page too, unless asked to keep it. */
    clearStoredSession: (_, _params: { keepRoute: boolean }) => {},
    /** Sends the analytics event of a failed login (category 'Login'). */
    trackLoginFailure: (_, _params: { code: string }) => {},
    /** Shows the flash that says the session expired and asks to sign in again. */
    flashSessionExpired: () => {},
    /** Stores the seller's level (the reputation seller JSON) for the rest of the browser session. */
    rememberReputationSeller: (_, _params: NewReputationSeller) => {},
  },
  guards: {
    hasSession: (_, output: RestoreSessionOutput | LogInOutput) => sessionIn(output) !== null,
    /** A seller account with its seller id: publish history, terms and conference apply. */
    isSeller: ({ context }) => context.session?.role === 'seller' && context.session.seller_id !== null,
    /** The session check did not answer in time: worth retrying, and nothing is known yet. */
    timedOut: (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.code === 'TIMEOUT',
    /** alertAccount = '1' in storage: the account has unsaved changes; provided by the composition root. */
    accountAlertIsOn: () => false,
    termsClear: ({ context }) => termsAreClear(context),
    levelChangeDue: ({ context }) => levelChanged(context) === true,
    levelChangeNotDue: ({ context }) => levelChanged(context) === false,
  },
}).createMachine({
  id: 'auth',
  context: {
    session: null,
    inPublishHistory: false,
    loginError: null,
    checkError: null,
    terms: 'unknown',
    statusCompleteTourGuide: null,
    newReputationSeller: null,
  },
  initial: 'checking',
  states: {
    // Why: nothing is drawn until we know whether a stored token still opens a session.
    checking: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'authenticated',
            actions: { type: 'keepSession', params: ({ event }) => event.output },
          },
          // No token, or one the server refused (401): a guest, and no refused token is left behind.
          { target: 'unauthenticated', actions: 'forgetStoredToken' },
        ],
        onError: [
          // Why a screen of its own: a hung check says nothing about the token, so no login form yet.
          {
            guard: { type: 'timedOut', params: ({ event }) => ({ error: event.error }) },
            target: 'checkFailed',
            actions: { type: 'keepCheckError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
          },
          // Why the token is kept: the server could not be asked (offline, intermittent), it did not refuse it.
          {
            target: 'unauthenticated',
            actions: { type: 'keepCheckError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
          },
        ],
      },
    },
    // Why: the session check timed out; the stored token stays and the person may ask again.
    checkFailed: {
      on: { 'auth.retry': { target: 'checking', actions: 'clearCheckError' } },
    },
    unauthenticated: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'auth.login': { target: 'loggingIn', actions: 'clearLoginError' } },
        },
        loggingIn: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => {
              assertEvent(event, 'auth.login');
              return { email: event.email, password: event.password };
            },
            onDone: [
              {
                guard: { type: 'hasSession', params: ({ event }) => event.output },
                target: '#auth.authenticated',
                actions: { type: 'keepSession', params: ({ event }) => event.output },
              },
              // Why the form stays: wrong credentials, a disabled account or a rate limit are answers.
              {
                target: 'idle',
                actions: [
                  { type: 'keepLoginRejection', params: ({ event }) => event.output },
                  { type: 'trackLoginFailure', params: ({ context }) => ({ code: context.loginError?.code ?? 'UNEXPECTED_ERROR' }) },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'keepLoginError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
                { type: 'trackLoginFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
              ],
            },
          },
        },
      },
    },
    // Why parallel: who is signed in (and what runs for them) and how they leave are independent.
    authenticated: {
      type: 'parallel',
      invoke: { id: 'notifications', src: 'notifications' },
      on: {
        // Why one way out from anywhere inside: the token is dead, so every child must stop now.
        'session.expired': {
          target: 'unauthenticated',
          // Why keep the route: the same person signing in again comes back to the page they were on.
          actions: [{ type: 'clearStoredSession', params: { keepRoute: true } }, 'forgetSession', 'flashSessionExpired'],
        },
      },
      states: {
        role: {
          initial: 'resolving',
          states: {
            // Why transient: restored and signed-in sessions decide seller or staff in one place.
            resolving: {
              always: [{ guard: 'isSeller', target: 'seller' }, { target: 'staff' }],
            },
            // Why the children live here: terms, the conference, the learning guide and the reputation concern sellers only.
            seller: {
              invoke: [
                { id: 'termsGate', src: 'termsGate' },
                { id: 'conference', src: 'conference', input: ({ context }) => ({ sellerId: context.session?.seller_id ?? null }) },
                { id: 'learningGuide', src: 'learningGuide', input: ({ context }) => ({ userId: context.session?.id ?? 0 }) },
                { id: 'reputation', src: 'reputation', input: ({ context }) => ({ sellerId: context.session?.seller_id ?? 0 }) },
              ],
              on: {
                'terms.settled': { actions: { type: 'keepTerms', params: ({ event }) => ({ pending: event.pending }) } },
                // Why kept here: the seller's children report what they read; the session is where the rest of the portal looks.
                'reputation.known': {
                  actions: [
                    { type: 'keepNewReputation', params: ({ event }) => ({ isNewReputation: event.isNewReputation, reputationCategory: event.reputationCategory }) },
                    { type: 'rememberReputationSeller', params: ({ event }) => ({ isNewReputation: event.isNewReputation, reputationCategory: event.reputationCategory }) },
                  ],
                },
              },
              type: 'parallel',
              states: {
                history: {
                  initial: 'loadingPublishHistory',
                  states: {
                    // Why routes wait here: home, menu and breadcrumb differ for sellers in the publish history.
                    loadingPublishHistory: {
                      invoke: {
                        id: 'loadPublishHistory',
                        src: 'loadPublishHistory',
                        input: ({ context }) => ({ sellerId: context.session?.seller_id ?? null }),
                        onDone: {
                          target: 'ready',
                          actions: { type: 'keepPublishHistory', params: ({ event }) => ({ inPublishHistory: event.output }) },
                        },
                        // Why not an error screen: the history only picks the home's variant; an error reads as false.
                        onError: {
                          target: 'ready',
                          actions: { type: 'keepPublishHistory', params: { inPublishHistory: false } },
                        },
                      },
                    },
                    // Why: everything the seller's screens depend on is known; the tour's list of steps too.
                    ready: {
                      invoke: {
                        id: 'tourGuide',
                        src: 'tourGuide',
                        input: ({ context }) => ({
                          sellerId: context.session?.seller_id ?? 0,
                          sellerType: context.session?.seller_type ?? null,
                          inPublishHistory: context.inPublishHistory,
                          aids: aidsOf(context),
                        }),
                      },
                      on: {
                        // Why here: the tour guide runs (and reads its status) once the session is ready.
                        'tour.statusKnown': { actions: { type: 'keepTourStatus', params: ({ event }) => ({ completed: event.completed }) } },
                      },
                    },
                  },
                },
                // What opens by itself over the page, one at a time and in this order: a pending term,
                // the level-change modal, then the tour. Accepting a term or closing the level change
                // reloads the page, which starts over.
                aids: {
                  description: 'One aid at a time: terms, level change, tour',
                  initial: 'terms',
                  states: {
                    // Why wait: the check has not answered, or a term is on screen until accepted or left for later.
                    terms: {
                      always: { guard: 'termsClear', target: 'levelChange' },
                    },
                    // Why wait: the reputation has not said whether the level changed since the seller last saw it.
                    levelChange: {
                      always: [
                        { guard: 'levelChangeDue', target: 'levelChangeShown' },
                        { guard: 'levelChangeNotDue', target: 'tour' },
                      ],
                    },
                    // Why: the new level is on screen; closing it records it as seen and reloads the page.
                    levelChangeShown: {
                      entry: 'showLevelChange',
                    },
                    // Why: nothing else will open; the tour may start by itself when its second is up.
                    tour: {
                      entry: 'giveTourItsTurn',
                    },
                  },
                },
              },
            },
            // Why nothing to load: staff screens depend on the role only.
            staff: {},
          },
        },
        logout: {
          initial: 'idle',
          states: {
            // Why: signed in, nobody asked to leave.
            idle: {
              on: {
                'auth.logout': [
                  // Why ask first: unsaved account or bank changes would be lost (alertAccount flag).
                  { guard: 'accountAlertIsOn', target: 'confirming' },
                  { target: 'inProgress' },
                ],
              },
            },
            confirming: {
              on: {
                'auth.logout.confirm': 'inProgress',
                'auth.logout.cancel': 'idle',
              },
            },
            // Why still authenticated: the session ends only once the stored keys are gone.
            inProgress: {
              invoke: {
                id: 'logOut',
                src: 'logOut',
                onDone: {
                  target: '#auth.unauthenticated',
                  actions: [{ type: 'clearStoredSession', params: { keepRoute: false } }, 'forgetSession'],
                },
                // Why the same way out: a failed revocation must not keep anyone signed in on this browser.
                onError: {
                  target: '#auth.unauthenticated',
                  actions: [{ type: 'clearStoredSession', params: { keepRoute: false } }, 'forgetSession'],
                },
              },
            },
          },
        },
      },
    },
  },
});
