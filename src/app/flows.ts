/**
 * The composition root of the flows: every long-lived actor of the portal is created here, with the
 * real side effects provided (`machine.provide(...)`) from the typed API clients. Route-local flows
 * are exposed as ready-to-start logic, so views never see an API client; those of the password
 * routes are loaded with their routes (their routes' loaders call them), not with the login screen.
 */
import type { ApiClients } from '../api/clients.ts';
import { createActor, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { createAuthActors } from '../../machines/auth/auth.actors.ts';
import { serviceCurtainMachine } from '../../machines/serviceCurtain/serviceCurtain.machine.ts';
import { createServiceCurtainActors } from '../../machines/serviceCurtain/serviceCurtain.actors.ts';
import { flashMachine } from '../../machines/flash/flash.machine.ts';
import { loginFormMachine } from '../../machines/loginForm/loginForm.machine.ts';
import type { forgotPasswordMachine } from '../../machines/forgotPassword/forgotPassword.machine.ts';
import type { changePasswordMachine } from '../../machines/changePassword/changePassword.machine.ts';
import type { SignupFlow } from './signupFlow.ts';
import { dataOrThrow } from '../api/clients.ts';
import { createDataLayerAnalytics, loginFailureEvent, type Analytics } from './analytics.ts';
import { readStoredToken, TOKEN_COOKIE, TOKEN_STORAGE_KEY } from './session.ts';

export interface FlowEnvironment {
  api: ApiClients;
  storage: Storage;
  /** Where the session cookie is written (document in the browser). */
  cookies: { get(): string; set(cookie: string): void };
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** Where tracking goes; the page's data layer by default. */
  analytics?: Analytics;
}

/** Keys a session leaves in local storage; logout removes them all (spec section 3, storage keys). */
export const SESSION_STORAGE_KEYS = [
  TOKEN_STORAGE_KEY,
  'firstTimeTour',
  'reputationSeller',
  'changeRequest',
  'modalConference',
  'reviewLater',
  'alertAccount',
  'route',
] as const;

/** The session cookie lives as long as the token (8 h). */
const TOKEN_COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60;

export interface Flows {
  auth: ActorRefFrom<typeof authMachine>;
  serviceCurtain: ActorRefFrom<typeof serviceCurtainMachine>;
  flash: ActorRefFrom<typeof flashMachine>;
  /** Route-local: the login screen starts one per visit. */
  loginForm: typeof loginFormMachine;
  /** Route-local, loaded on first use (the same logic every time): /forgot/password starts one per visit. */
  forgotPassword: () => Promise<typeof forgotPasswordMachine>;
  /**
   * Route-local, loaded on first use (the same logic every time): /change/password/$hash starts one
   * per visit, with the link's token as input.
   */
  changePassword: () => Promise<typeof changePasswordMachine>;
  /**
   * Route-local, loaded on first use (the same flow every time): /registrate-ahora's wizard, its
   * lookups and reference lists; the route starts one wizard per visit with the stored draft.
   */
  signup: () => Promise<SignupFlow>;
}

/** Calls `load` on the first call and answers its promise to every call; a failed load is tried again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export function createFlows(env: FlowEnvironment): Flows {
  const { api, storage, cookies, inspect } = env;
  const analytics = env.analytics ?? createDataLayerAnalytics(globalThis as { dataLayer?: unknown[] });
  const cookieSuffix = `; Path=/; SameSite=Strict${globalThis.location?.protocol === 'https:' ? '; Secure' : ''}`;

  const auth = createActor(
    authMachine.provide({
      actors: createAuthActors({
        readStoredToken: () => readStoredToken(storage),
        getSession: () => api.auth.GET('/auth/session'),
        login: (credentials) => api.auth.POST('/auth/login', { body: credentials }),
        logout: () => api.auth.POST('/auth/logout'),
      }),
      actions: {
        storeToken: (_, { token }) => {
          storage.setItem(TOKEN_STORAGE_KEY, token);
          cookies.set(`${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TOKEN_COOKIE_MAX_AGE_SECONDS}${cookieSuffix}`);
        },
        forgetStoredToken: () => {
          storage.removeItem(TOKEN_STORAGE_KEY);
          cookies.set(`${TOKEN_COOKIE}=; Max-Age=0${cookieSuffix}`);
        },
        clearStoredSession: () => {
          SESSION_STORAGE_KEYS.forEach((key) => storage.removeItem(key));
          cookies.set(`${TOKEN_COOKIE}=; Max-Age=0${cookieSuffix}`);
        },
        trackLoginFailure: (_, { code }) => analytics.track(loginFailureEvent(code)),
      },
      guards: {
        accountAlertIsOn: () => storage.getItem('alertAccount') === '1',
      },
    }),
    { inspect },
  ).start();

  const serviceCurtain = createActor(
    serviceCurtainMachine.provide({
      actors: createServiceCurtainActors({
        listServiceStatus: async () => dataOrThrow(await api.servicesStatus.GET('/services-status')),
      }),
    }),
    { inspect },
  ).start();

  const flash = createActor(flashMachine, { inspect }).start();

  const loginForm = loginFormMachine.provide({
    actions: {
      submitCredentials: (_, credentials) => auth.send({ type: 'auth.login', ...credentials }),
    },
  });

  const forgotPassword = once(() => import('./forgotPasswordFlow.ts').then((module) => module.createForgotPasswordFlow(api)));
  const changePassword = once(() => import('./changePasswordFlow.ts').then((module) => module.createChangePasswordFlow(api)));

  const signup = once(() => import('./signupFlow.ts').then((module) => module.createSignupFlow(api, storage, analytics)));

  return { auth, serviceCurtain, flash, loginForm, forgotPassword, changePassword, signup };
}
