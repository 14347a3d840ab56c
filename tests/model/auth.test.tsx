/**
 * Model-based tests of the auth flow: paths generated from the machine drive the real portal (opened
 * at /eiffel) as a person does, with the fake server answering as each simulated event says, and
 * every state is checked on screen. Two variants of the model: without and with unsaved account
 * changes (alertAccount), which is what the logout's guard reads. Sessions are a seller's (Camila,
 * whose publish history is loaded before the protected area draws: the home differs; terms gate and
 * conference run as children) or a staff member's (Ignacio, security: nothing more to load, no
 * seller children). A session the server stops accepting (a 401 to any call made with its token)
 * sends the person to /login, back to where they were once signed in again.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, DoneActorEvent, ErrorActorEvent } from 'xstate';
import { vi } from 'vitest';
import { ApiError } from '../../shared/api-error.ts';
import { authMachine, type AuthEvent, type LogInOutput, type RestoreSessionOutput } from '../../machines/auth/auth.machine.ts';
import { SESSION_STORAGE_KEYS } from '../../src/app/flows.ts';
import { TOKEN_STORAGE_KEY } from '../../src/app/session.ts';
import { renderApp } from '../support/renderApp.tsx';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart, shortestPathsToEveryTransition } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { http, mockServer } from '../support/http.ts';
import { HttpResponse } from 'msw';
import {
  answer,
  camila,
  CAMILA_PASSWORD,
  CAMILA_TOKEN,
  eventKey,
  fakePortalServer,
  findFlash,
  ignacio,
  IGNACIO_TOKEN,
  modules,
  revokedAnswer,
  stopFlows,
} from './auth.support.ts';

type AuthModelEvent =
  | AuthEvent
  | DoneActorEvent<RestoreSessionOutput, 'restoreSession'>
  | ErrorActorEvent<unknown, 'restoreSession'>
  | DoneActorEvent<LogInOutput, 'logIn'>
  | ErrorActorEvent<unknown, 'logIn'>
  | DoneActorEvent<undefined, 'logOut'>
  | ErrorActorEvent<unknown, 'logOut'>
  | DoneActorEvent<boolean, 'loadPublishHistory'>
  | ErrorActorEvent<unknown, 'loadPublishHistory'>;

const restored = (output: RestoreSessionOutput) => ({ type: 'xstate.done.actor.restoreSession', actorId: 'restoreSession', output }) as const;
const loggedIn = (output: LogInOutput) => ({ type: 'xstate.done.actor.logIn', actorId: 'logIn', output }) as const;
const publishHistoryLoaded = (output: boolean) => ({ type: 'xstate.done.actor.loadPublishHistory', actorId: 'loadPublishHistory', output }) as const;

/** Every event the model may take, with the output an invented done event carries. */
const fixtures = {
  noStoredToken: restored({ outcome: 'noStoredToken' }),
  sessionRestored: restored({ outcome: 'restored', session: camila }),
  staffSessionRestored: restored({ outcome: 'restored', session: ignacio }),
  storedTokenRejected: restored({ outcome: 'tokenRejected' }),
  sessionCheckOffline: { type: 'xstate.error.actor.restoreSession', actorId: 'restoreSession', error: ApiError.network() },
  sessionCheckTimedOut: { type: 'xstate.error.actor.restoreSession', actorId: 'restoreSession', error: ApiError.timeout() },
  retry: { type: 'auth.retry' },
  login: { type: 'auth.login', email: camila.email, password: CAMILA_PASSWORD },
  signedIn: loggedIn({ outcome: 'signedIn', session: camila }),
  staffSignedIn: loggedIn({ outcome: 'signedIn', session: ignacio }),
  inPublishHistory: publishHistoryLoaded(true),
  notInPublishHistory: publishHistoryLoaded(false),
  publishHistoryFailed: {
    type: 'xstate.error.actor.loadPublishHistory',
    actorId: 'loadPublishHistory',
    error: new ApiError({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }),
  },
  invalidCredentials: loggedIn({ outcome: 'rejected', error: { code: 'INVALID_CREDENTIALS' } }),
  userWithoutAccess: loggedIn({ outcome: 'rejected', error: { code: 'USER_WITHOUT_ACCESS' } }),
  serverNotFound: loggedIn({ outcome: 'rejected', error: { code: 'SERVER_CONNECTION_ERROR' } }),
  rateLimited: loggedIn({ outcome: 'rejected', error: { code: 'RATE_LIMITED', retryAfterSeconds: 120 } }),
  loginOffline: { type: 'xstate.error.actor.logIn', actorId: 'logIn', error: ApiError.network() },
  logout: { type: 'auth.logout' },
  logoutConfirmed: { type: 'auth.logout.confirm' },
  logoutCancelled: { type: 'auth.logout.cancel' },
  loggedOut: { type: 'xstate.done.actor.logOut', actorId: 'logOut', output: undefined },
  logoutFailed: {
    type: 'xstate.error.actor.logOut',
    actorId: 'logOut',
    error: new ApiError({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }),
  },
  sessionExpired: { type: 'session.expired' },
  termsChecked: { type: 'terms.settled', pending: false },
  reputationRead: { type: 'reputation.known', isNewReputation: false, reputationCategory: 'Bueno' },
  levelChanged: { type: 'reputation.known', isNewReputation: true, reputationCategory: 'Bueno' },
  tourStatusRead: { type: 'tour.statusKnown', completed: true },
} satisfies Record<string, AuthModelEvent>;
type Fixture = keyof typeof fixtures;
const fixtureOf = eventNames(fixtures, eventKey).get;

/** What the login screen says for each refused login. */
const LOGIN_ERROR_TEXT: Record<string, string> = {
  INVALID_CREDENTIALS: 'Credenciales inválidas',
  USER_WITHOUT_ACCESS: 'Usuario sin acceso',
  SERVER_CONNECTION_ERROR: 'Error de conexión con el servidor',
  RATE_LIMITED: 'Demasiados intentos. Inténtalo nuevamente en 2 minutos.',
  NETWORK_ERROR: 'Sin conexión a internet. Verifica tu conexión.',
};

const variants = {
  withoutUnsavedChanges: authMachine.provide({ guards: { accountAlertIsOn: () => false } }),
  withUnsavedChanges: authMachine.provide({ guards: { accountAlertIsOn: () => true } }),
};
type Variant = keyof typeof variants;

const loadingPublishHistory = { authenticated: { role: { seller: { history: 'loadingPublishHistory' } } } } as const;
const levelChangeShown = { authenticated: { role: { seller: { aids: 'levelChangeShown' } } } } as const;

function pathsOf(variant: Variant) {
  const paths = shortestPathsToEveryTransition(variants[variant], {
    events: Object.values(fixtures),
    describe: (snapshot) => snapshot.value,
    eventKey,
    filter: (snapshot, event) => {
      // Nothing is drawn while the publish history loads: there is no logout link to follow yet; nor
      // can it be reached under the level-change modal.
      if (event.type === 'auth.logout') return !snapshot.matches(loadingPublishHistory) && !snapshot.matches(levelChangeShown);
      // The same one transition from every signed-in state: taken where the person is on a page of
      // the protected area (or waiting for one), not on the logout page, which ends the session anyway.
      if (event.type === 'session.expired') return snapshot.matches({ authenticated: { logout: 'idle' } });
      // The terms gate checks once per session, a second after it starts: after the reputation, which
      // reads (unscripted) as the session starts.
      if (event.type === 'terms.settled') return snapshot.context.terms === 'unknown' && snapshot.context.newReputationSeller !== null;
      // The reputation reads once per session as it starts; the tour once the session is ready.
      // Both are taken on a page of the protected area (not while logging out, which stops them anyway).
      if (event.type === 'reputation.known') return snapshot.context.newReputationSeller === null && snapshot.matches({ authenticated: { logout: 'idle' } });
      if (event.type === 'tour.statusKnown') return snapshot.context.statusCompleteTourGuide === null && snapshot.matches({ authenticated: { logout: 'idle' } });
      return true;
    },
  });
  // The variant with unsaved changes differs only once a logout is asked for.
  return variant === 'withUnsavedChanges' ? paths.filter((path) => path.steps.some((step) => step.event.type === 'auth.logout')) : paths;
}
const paths: Record<Variant, ReturnType<typeof pathsOf>> = {
  withoutUnsavedChanges: pathsOf('withoutUnsavedChanges'),
  withUnsavedChanges: pathsOf('withUnsavedChanges'),
};

/** Long enough for a scripted answer, short enough for a test: only the paths whose check hangs use it. */
const HUNG_CHECK_TIMEOUT_MS = 1000;

type Server = ReturnType<typeof fakePortalServer>;
interface World {
  user: UserEvent;
  server: Server;
  app: ReturnType<typeof renderApp>;
  variant: Variant;
  tokenStored: boolean;
  /** How many session checks the app has made so far (a retry makes another). */
  checks: number;
  /** How many times the auth chart was told the session expired. */
  expiries: () => number;
}

/** What the person does, or what the server answers, for each event of the model. */
const simulate: Record<Fixture, (world: World) => Promise<void>> = {
  noStoredToken: async () => {},
  sessionRestored: async ({ server }) => server.session.answer(answer.json(camila)),
  staffSessionRestored: async ({ server }) => server.session.answer(answer.json(ignacio)),
  storedTokenRejected: async ({ server }) => server.session.answer(answer.error(401, 'UNAUTHORIZED', 'Unauthorized')),
  sessionCheckOffline: async ({ server }) => server.session.answer(answer.networkDown()),
  // The server never answers: the client gives up after its timeout.
  sessionCheckTimedOut: async () => {},
  retry: async ({ user }) => user.click(await screen.findByRole('button', { name: 'Reintentar' })),
  login: async ({ user }) => {
    const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(email);
    await user.type(email, camila.email);
    const password = screen.getByLabelText('Contraseña');
    await user.clear(password);
    await user.type(password, CAMILA_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  },
  signedIn: async ({ server }) => {
    server.revoked.token = false;
    server.login.answer(answer.json({ accessToken: CAMILA_TOKEN, jwtPayload: camila }));
  },
  staffSignedIn: async ({ server }) => {
    server.revoked.token = false;
    server.login.answer(answer.json({ accessToken: IGNACIO_TOKEN, jwtPayload: ignacio }));
  },
  inPublishHistory: async ({ server }) =>
    server.publishHistory.answer(
      answer.json({
        sellerId: camila.seller_id,
        inPublishHistory: true,
        movements: [{ id: 1, publish: true, reason: 'Alta aprobada', createdAt: '2026-01-05T12:00:00.000Z', createdBy: null }],
      }),
    ),
  notInPublishHistory: async ({ server }) => server.publishHistory.answer(answer.json({ sellerId: camila.seller_id, inPublishHistory: false, movements: [] })),
  publishHistoryFailed: async ({ server }) => server.publishHistory.answer(answer.error(500, 'INTERNAL_SERVER_ERROR', 'Internal server error')),
  invalidCredentials: async ({ server }) => server.login.answer(answer.error(401, 'INVALID_CREDENTIALS', 'Invalid credentials')),
  userWithoutAccess: async ({ server }) => server.login.answer(answer.error(403, 'USER_WITHOUT_ACCESS', 'User without access')),
  serverNotFound: async ({ server }) => server.login.answer(answer.error(404, 'NOT_FOUND', 'Not found')),
  rateLimited: async ({ server }) =>
    server.login.answer(
      answer.json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests', retryAfterSeconds: 120 }, 429, { 'Retry-After': '120' }),
    ),
  loginOffline: async ({ server }) => server.login.answer(answer.networkDown()),
  logout: async ({ user, variant }) => {
    // Another screen marks unsaved account changes this way; the logout asks first then.
    if (variant === 'withUnsavedChanges') window.localStorage.setItem('alertAccount', '1');
    else window.localStorage.removeItem('alertAccount');
    await user.click(await screen.findByRole('link', { name: 'Cerrar sesión' }));
  },
  logoutConfirmed: async ({ user }) => user.click(await screen.findByRole('button', { name: 'Sí, cerrar sesión' })),
  logoutCancelled: async ({ user }) => user.click(await screen.findByRole('button', { name: 'No, seguir aquí' })),
  loggedOut: async ({ server }) => server.logout.answer(answer.empty(204)),
  // The seller's terms gate checks by itself a second after the session starts (the fake server has
  // nothing pending) and tells the session.
  termsChecked: async ({ app }) =>
    waitFor(() => expect(vi.mocked(app.app.flows.auth.send).mock.calls.some(([event]) => event.type === 'terms.settled')).toBe(true), { timeout: 3000 }),
  // The seller's reputation and tour read what the fake server holds (Bueno, no level change; the
  // tour finished) as they start, and tell the session.
  reputationRead: async ({ app }) =>
    waitFor(() => expect(vi.mocked(app.app.flows.auth.send).mock.calls.some(([event]) => event.type === 'reputation.known')).toBe(true), { timeout: 3000 }),
  // The same, when the fake server says the level changed (set before the path starts).
  levelChanged: async ({ app }) =>
    waitFor(() => expect(vi.mocked(app.app.flows.auth.send).mock.calls.some(([event]) => event.type === 'reputation.known')).toBe(true), { timeout: 3000 }),
  tourStatusRead: async ({ app }) =>
    waitFor(() => expect(vi.mocked(app.app.flows.auth.send).mock.calls.some(([event]) => event.type === 'tour.statusKnown')).toBe(true), { timeout: 3000 }),
  logoutFailed: async ({ server }) => server.logout.answer(answer.error(500, 'INTERNAL_SERVER_ERROR', 'Internal server error')),
  // The token is revoked from another device; two calls of the page get their 401 at once.
  sessionExpired: async ({ server, app }) => {
    server.revoked.token = true;
    const [first, second] = await Promise.all([app.app.api.documents.GET('/user-notification'), app.app.api.documents.GET('/document-seller/check')]);
    expect([first.response.status, second.response.status]).toEqual([401, 401]);
  },
};

const EXPIRED_FLASH = 'Tu sesión expiró, vuelve a ingresar';

/** The flows the auth chart runs for the signed-in user now (its calls left out), by id. */
const SESSION_CHILDREN = ['conference', 'notifications', 'termsGate'];
const sessionChildren = (app: World['app']) =>
  Object.keys(app.app.flows.auth.getSnapshot().children)
    .filter((id) => SESSION_CHILDREN.includes(id))
    .sort();

/** What the screen shows in each state (the snapshot says which errors and session to expect). */
async function expectScreenFor(state: AnyMachineSnapshot, reachedBy: Fixture | null, world: World) {
  const { app, server, tokenStored } = world;
  if (state.matches('checking')) {
    // Nothing is drawn while the stored token is checked (or found missing).
    if (tokenStored) await waitFor(() => expect(server.session.requests).toBe(world.checks));
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    return;
  }
  if (state.matches('checkFailed')) {
    // The check hung: a screen says so and offers to ask again; the token is kept.
    await screen.findByRole('heading', { name: 'No pudimos verificar tu sesión', level: 1 }, { timeout: HUNG_CHECK_TIMEOUT_MS + 2000 });
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Correo electrónico' })).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(CAMILA_TOKEN);
    return;
  }
  if (state.matches({ unauthenticated: 'idle' })) {
    await screen.findByRole('heading', { name: 'Ingresa a Portal Sellers', level: 1 });
    await screen.findByRole('textbox', { name: 'Correo electrónico' });
    expect(app.location().pathname).toBe('/login');
    // Whoever was signed in, nothing of their session runs any more.
    expect(sessionChildren(app)).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Notificaciones/ })).toBeNull();
    const loginError = state.context.loginError as { code: string } | null;
    if (loginError) {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(LOGIN_ERROR_TEXT[loginError.code]!);
      await waitFor(() => expect(alert).toHaveFocus());
      expect((window as { dataLayer?: unknown[] }).dataLayer?.at(-1)).toMatchObject({ category: 'Login', label: loginError.code });
    } else {
      // No login error (the expiry's flash is an alert of its own, checked below).
      expect(screen.queryAllByRole('alert').filter((alert) => !alert.textContent?.includes(EXPIRED_FLASH))).toEqual([]);
    }
    if (state.context.checkError) {
      expect(screen.getByText('No pudimos verificar tu sesión anterior. Sin conexión a internet. Verifica tu conexión.')).toBeVisible();
      // The server could not be asked: the token stays for a later visit.
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(CAMILA_TOKEN);
    }
    if (reachedBy === 'noStoredToken' || reachedBy === 'storedTokenRejected') {
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      // Sent here from the protected home: no redirect is needed, signing in goes home anyway.
      expect(app.location().search).toEqual({});
    }
    if (reachedBy === 'loggedOut' || reachedBy === 'logoutFailed') {
      for (const key of SESSION_STORAGE_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
      expect(await findFlash('Cerraste sesión correctamente.')).toHaveAttribute('role', 'status');
    }
    if (reachedBy === 'sessionExpired') {
      // The server stopped accepting the token: keys gone but the last page (the same person comes
      // back to it even without the redirect), told why, and back to /eiffel once signed in.
      for (const key of SESSION_STORAGE_KEYS.filter((key) => key !== 'route')) expect(window.localStorage.getItem(key)).toBeNull();
      // The last page is kept once a page was drawn (a seller's publish history still loading draws none).
      expect([null, '{"userId":7,"path":"/eiffel"}', '{"userId":9,"path":"/eiffel"}']).toContain(window.localStorage.getItem('route'));
      expect(await findFlash(EXPIRED_FLASH)).toHaveAttribute('role', 'alert');
      // From the home: no redirect, a sign-in goes home (or to the remembered page) anyway.
      expect(app.location().search).toEqual({});
      // Two calls answered 401: one expiry.
      expect(world.expiries()).toBe(1);
    }
    return;
  }
  if (state.matches({ unauthenticated: 'loggingIn' })) {
    expect(await screen.findByRole('button', { name: /Ingresando/ })).toBeDisabled();
    await waitFor(() => expect(server.loginBodies.at(-1)).toEqual({ email: camila.email, password: CAMILA_PASSWORD }));
    return;
  }
  const session = state.context.session as typeof camila;
  // The seller's level, as read, is kept for the rest of the browser session (the reputation seller JSON).
  if (reachedBy === 'reputationRead') expect(window.localStorage.getItem('reputationSeller')).toBe('{"isNewReputation":false,"reputationCategory":"Bueno"}');
  if (reachedBy === 'levelChanged') expect(window.localStorage.getItem('reputationSeller')).toBe('{"isNewReputation":true,"reputationCategory":"Bueno"}');
  // The terms check found nothing and the level changed: its modal has the screen, and nothing else.
  if (state.matches(levelChangeShown) && !state.matches(loadingPublishHistory)) {
    await screen.findByRole('dialog', { name: '¡Llegaste a Bueno!' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    return;
  }
  // The session knows the tour was finished: its page says so.
  if (reachedBy === 'tourStatusRead') {
    act(() => app.app.router.history.push('/helper/tourguide'));
    expect(await screen.findByText('Ya completaste el recorrido. Puedes verlo de nuevo cuando quieras.')).toBeVisible();
    act(() => app.app.router.history.push('/eiffel'));
  }
  // Every signed-in user has notifications; terms and the conference are a seller's only.
  await waitFor(() => expect(sessionChildren(app)).toEqual(session.role === 'seller' ? ['conference', 'notifications', 'termsGate'] : ['notifications']));
  if (state.matches(loadingPublishHistory)) {
    // The seller's publish history is asked for its own seller id; the protected area waits for it.
    await waitFor(() => expect(server.publishHistoryAsked.at(-1)).toBe(camila.seller_id));
    expect(screen.queryByRole('heading', { name: /Hola, Camila/ })).toBeNull();
    expect(session.role).toBe('seller');
    if (reachedBy === 'signedIn') expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(CAMILA_TOKEN);
    return;
  }
  if (state.matches({ authenticated: { logout: 'confirming' } })) {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quieres cerrar sesión?' });
    expect(dialog).toHaveTextContent('Tienes cambios sin guardar en tu cuenta.');
    return;
  }
  if (state.matches({ authenticated: { logout: 'inProgress' } })) {
    await screen.findByText('Cerrando sesión…');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.location().pathname).toBe('/logout');
    return;
  }
  const fullName = `${session.first_name} ${session.last_name}`;
  if (session.role === 'seller' && state.context.inPublishHistory) {
    // In the publish history: the published seller's home.
    const greeting = await screen.findByRole('heading', { name: 'Hola, Camila', level: 1 });
    // The store's name under the greeting (the reputation card names it too while it loads), and no
    // role line (a seller is a seller).
    expect(within(greeting.parentElement!).getByText('Tienda Camila SpA')).toBeVisible();
    expect(screen.queryByText(/^Rol:/)).toBeNull();
  } else if (session.role === 'seller') {
    // Not in the publish history, or it could not be read (false on error): the welcome screen.
    await screen.findByRole('heading', { name: '¡Hola, Camila! Te damos la bienvenida a Portal Sellers', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Hola, Camila' })).toBeNull();
  } else {
    // Staff: nothing is loaded, the greeting says the role.
    await screen.findByRole('heading', { name: 'Hola, Ignacio', level: 1 });
    expect(screen.getByText('Rol: Seguridad')).toBeVisible();
    expect(server.publishHistoryAsked).toEqual([]);
  }
  // The header names the session's user (shown from the tablet width up).
  expect(within(screen.getByRole('banner')).getByText(fullName)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Portal Sellers, ir al inicio' })).toHaveAttribute('href', '/eiffel');
  expect(app.location().pathname).toBe('/eiffel');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  if (reachedBy === 'staffSignedIn') expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(IGNACIO_TOKEN);
  // The token lives in local storage only: no cookie carries it.
  expect(document.cookie).toBe('');
}

describe('auth flow, driven through the portal', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  for (const variant of Object.keys(variants) as Variant[]) {
    describe(variant, () => {
      for (const path of paths[variant]) {
        it(describeFixturePath(path, fixtureOf), async () => {
          const [, firstStep] = path.steps;
          const server = fakePortalServer({ servicesStatus: modules.allOpen });
          // The reputation reads as the session starts: a path where the level changed says so now. Its
          // modal then opens once the terms check finds nothing, so that answer waits for the path's
          // termsChecked (the check's own second may be up sooner on a busy machine).
          let releaseTerms = () => {};
          if (path.steps.some((step) => !isStart(step.event) && fixtureOf(step.event) === 'levelChanged')) {
            const termsAnswered = new Promise<void>((resolve) => {
              releaseTerms = resolve;
            });
            mockServer.use(
              http.sellers.get('/v1/sellers/show-reputation-modal/{sellerId}/{date}', () =>
                HttpResponse.json({ reputationCategory: 'Bueno', isFirstLogin: false, isNewReputation: true }),
              ),
              http.documents.get('/document-seller/check', async () => {
                if (!server.revoked.token) await termsAnswered;
                return server.revoked.token ? revokedAnswer() : HttpResponse.json(true);
              }),
            );
          }
          const tokenStored = !firstStep || fixtureOf(firstStep.event) !== 'noStoredToken';
          if (tokenStored) window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
          const hangs = path.steps.some((step) => !isStart(step.event) && fixtureOf(step.event) === 'sessionCheckTimedOut');
          const app = renderApp('/eiffel', hangs ? { apiTimeoutMs: HUNG_CHECK_TIMEOUT_MS } : {});
          // Only the session's own load is scripted; screens asking later get the same answer again.
          server.scripting.isScripted = () => app.app.flows.auth.getSnapshot().matches(loadingPublishHistory);
          const send = vi.spyOn(app.app.flows.auth, 'send');
          const expiries = () => send.mock.calls.filter(([event]) => event.type === 'session.expired').length;
          const world: World = { user: userEvent.setup(), server, app, variant, tokenStored, checks: 1, expiries };
          try {
            for (const step of path.steps) {
              const fixture = isStart(step.event) ? null : fixtureOf(step.event);
              if (fixture === 'termsChecked') releaseTerms();
              if (fixture) await simulate[fixture](world);
              if (fixture === 'retry') world.checks += 1;
              await expectScreenFor(step.state, fixture, world);
            }
          } finally {
            stopFlows(app.app.flows);
          }
        });
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(combineCoverage((Object.keys(variants) as Variant[]).map((variant) => measureCoverage(variants[variant], paths[variant]))));
  });
});
