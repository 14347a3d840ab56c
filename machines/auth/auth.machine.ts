/**
 * The session of the portal: is someone signed in, and who. Routes wait until it leaves `checking`
 * (nothing is drawn meanwhile) and then either show the protected area or send the person to /login.
 * The context holds the session's user and error codes; the token itself is only stored (by the
 * provided actions) and never kept here. For a seller, the session is ready once its publish-history
 * membership is known (spec section 4: "for sellers loads publish history"): the home, the Finance
 * menu entry and the breadcrumb depend on it (shared/access).
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { components } from '../../openapi/generated/auth.ts';

/** The signed-in user, as the auth service answers it (the spec's jwtPayload). */
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

export type LogInOutput =
  | { outcome: 'signedIn'; token: string; session: Session }
  | { outcome: 'rejected'; code: LoginRejection; retryAfterSeconds?: number };

export type AuthEvent =
  | ({ type: 'auth.login' } & Credentials)
  | { type: 'auth.logout' }
  | { type: 'auth.logout.confirm' }
  | { type: 'auth.logout.cancel' };

export interface AuthContext {
  session: Session | null;
  /** The seller has publish-history movements; false for staff, before loading and when it failed. */
  inPublishHistory: boolean;
  loginError: LoginError | null;
  /** Code of a failed session check (the stored token is kept: the network may come back). */
  checkError: string | null;
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by the composition root`);
};

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** Reads the stored token and, if there is one, asks GET /auth/session who it belongs to. */
    restoreSession: fromPromise<RestoreSessionOutput>(async () => notProvided('restoreSession')()),
    /** POST /auth/login; refusals the spec expects come back as `rejected`, the rest throws. */
    logIn: fromPromise<LogInOutput, Credentials>(async () => notProvided('logIn')()),
    /** POST /auth/logout (revokes the token server-side). */
    logOut: fromPromise<void>(async () => notProvided('logOut')()),
    /** GET /seller-publish-history/get-movements/{sellerId}: whether the seller has any movement. */
    loadPublishHistory: fromPromise<boolean, { sellerId: number }>(async () => notProvided('loadPublishHistory')()),
  },
  actions: {
    keepSession: assign({
      session: (_, params: { session: Session }) => params.session,
      inPublishHistory: false,
      checkError: null,
      loginError: null,
    }),
    forgetSession: assign({ session: null, inPublishHistory: false }),
    keepPublishHistory: assign({ inPublishHistory: (_, params: { inPublishHistory: boolean }) => params.inPublishHistory }),
    keepLoginError: assign({ loginError: (_, params: LoginError) => params }),
    clearLoginError: assign({ loginError: null }),
    keepCheckError: assign({ checkError: (_, params: { code: string }) => params.code }),
    // Effects on the browser, provided by the composition root:
    /** Writes the token to local storage and the session cookie. */
    storeToken: (_, _params: { token: string }) => {},
    /** Removes the token that the server no longer accepts. */
    forgetStoredToken: () => {},
    /** Removes every key a session leaves in storage, and the cookie. */
    clearStoredSession: () => {},
    /** Sends the analytics event of a failed login (category 'Login'). */
    trackLoginFailure: (_, _params: { code: string }) => {},
  },
  guards: {
    sessionRestored: (_, output: RestoreSessionOutput) => output.outcome === 'restored',
    signedIn: (_, output: LogInOutput) => output.outcome === 'signedIn',
    /** A session (restored or just signed in) of a seller account with its seller id. */
    sellerSession: (_, output: RestoreSessionOutput | LogInOutput) =>
      'session' in output && output.session.role === 'seller' && output.session.seller_id !== null,
    /** alertAccount = '1' in storage: the account has unsaved changes; provided by the composition root. */
    accountAlertIsOn: () => false,
  },
}).createMachine({
  id: 'auth',
  context: { session: null, inPublishHistory: false, loginError: null, checkError: null },
  initial: 'checking',
  states: {
    // Why: nothing is drawn until we know whether a stored token still opens a session.
    checking: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          // Why first: a seller's session is ready only once its publish history is known.
          {
            guard: { type: 'sellerSession', params: ({ event }) => event.output },
            target: '#auth.authenticated.loadingPublishHistory',
            actions: { type: 'keepSession', params: ({ event }) => ({ session: sessionOf(event.output) }) },
          },
          {
            guard: { type: 'sessionRestored', params: ({ event }) => event.output },
            target: 'authenticated',
            actions: { type: 'keepSession', params: ({ event }) => ({ session: sessionOf(event.output) }) },
          },
          // No token, or one the server refused (401): a guest, and no refused token is left behind.
          { target: 'unauthenticated', actions: 'forgetStoredToken' },
        ],
        // Why the token is kept: the server could not be asked (offline, intermittent), it did not refuse it.
        onError: {
          target: 'unauthenticated',
          actions: { type: 'keepCheckError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
        },
      },
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
            input: ({ event }) => credentialsOf(event),
            onDone: [
              {
                guard: { type: 'sellerSession', params: ({ event }) => event.output },
                target: '#auth.authenticated.loadingPublishHistory',
                actions: [
                  { type: 'storeToken', params: ({ event }) => ({ token: tokenOf(event.output) }) },
                  { type: 'keepSession', params: ({ event }) => ({ session: sessionOf(event.output) }) },
                ],
              },
              {
                guard: { type: 'signedIn', params: ({ event }) => event.output },
                target: '#auth.authenticated',
                actions: [
                  { type: 'storeToken', params: ({ event }) => ({ token: tokenOf(event.output) }) },
                  { type: 'keepSession', params: ({ event }) => ({ session: sessionOf(event.output) }) },
                ],
              },
              // Why the form stays: wrong credentials, a disabled account or a rate limit are answers.
              {
                target: 'idle',
                actions: [
                  { type: 'keepLoginError', params: ({ event }) => rejectionOf(event.output) },
                  { type: 'trackLoginFailure', params: ({ event }) => ({ code: rejectionOf(event.output).code }) },
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
    authenticated: {
      initial: 'active',
      states: {
        // Why routes wait here: home, menu and breadcrumb differ for sellers in the publish history.
        loadingPublishHistory: {
          invoke: {
            id: 'loadPublishHistory',
            src: 'loadPublishHistory',
            input: ({ context }) => ({ sellerId: sellerIdOf(context) }),
            onDone: {
              target: 'active',
              actions: { type: 'keepPublishHistory', params: ({ event }) => ({ inPublishHistory: event.output }) },
            },
            // Why not an error screen: the spec reads the publish history as false on any error.
            onError: {
              target: 'active',
              actions: { type: 'keepPublishHistory', params: { inPublishHistory: false } },
            },
          },
        },
        active: {
          on: {
            'auth.logout': [
              // Why ask first: unsaved account or bank changes would be lost (alertAccount flag).
              { guard: 'accountAlertIsOn', target: 'confirmingLogout' },
              { target: 'loggingOut' },
            ],
          },
        },
        confirmingLogout: {
          on: {
            'auth.logout.confirm': 'loggingOut',
            'auth.logout.cancel': 'active',
          },
        },
        // Why still authenticated: the session ends only once the stored keys are gone.
        loggingOut: {
          invoke: {
            id: 'logOut',
            src: 'logOut',
            onDone: {
              target: '#auth.unauthenticated',
              actions: ['clearStoredSession', 'forgetSession'],
            },
            // Why the same way out: a failed revocation must not keep anyone signed in on this browser.
            onError: {
              target: '#auth.unauthenticated',
              actions: ['clearStoredSession', 'forgetSession'],
            },
          },
        },
      },
    },
  },
});

function sessionOf(output: RestoreSessionOutput | LogInOutput): Session {
  if ('session' in output) return output.session;
  throw new Error(`No session in a ${output.outcome} outcome`);
}

function sellerIdOf(context: AuthContext): number {
  const sellerId = context.session?.seller_id;
  if (sellerId === null || sellerId === undefined) throw new Error('The publish history is loaded for a seller session only');
  return sellerId;
}

function tokenOf(output: LogInOutput): string {
  if (output.outcome === 'signedIn') return output.token;
  throw new Error('No token in a rejected login');
}

function rejectionOf(output: LogInOutput): LoginError {
  if (output.outcome === 'signedIn') throw new Error('A signed-in login is not a rejection');
  return output.retryAfterSeconds === undefined ? { code: output.code } : { code: output.code, retryAfterSeconds: output.retryAfterSeconds };
}

function credentialsOf(event: AuthEvent): Credentials {
  if (event.type !== 'auth.login') throw new Error(`logIn starts only on auth.login, not ${event.type}`);
  return { email: event.email, password: event.password };
}
