/**
 * The composition root of the flows: the three long-lived actors of the portal (auth, service
 * curtain, flash) are created here, with the real side effects provided (`machine.provide(...)`) from
 * the typed API clients. What lives while someone is signed in (notifications, terms gate,
 * conference, learning guide, reputation, tour guide) is provided to the auth chart as its children:
 * the chart starts and stops them, nothing here does. Route-local flows are exposed as ready-to-start logic, so views never see an API client;
 * those of the password routes are loaded with their routes (their routes' loaders call them).
 */
import type { ApiClients } from '../api/clients.ts';
import { loginFlashMessageId } from '../../machines/flash/flash.messages.ts';
import { assign, createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { createAuthActors } from '../../machines/auth/auth.actors.ts';
import { serviceCurtainMachine } from '../../machines/serviceCurtain/serviceCurtain.machine.ts';
import { selectServiceModules } from '../../machines/serviceCurtain/serviceCurtain.selectors.ts';
import { shellMachine } from '../../machines/shell/shell.machine.ts';
import { newModuleModalMachine } from '../../machines/newModuleModal/newModuleModal.machine.ts';
import { createServiceCurtainActors } from '../../machines/serviceCurtain/serviceCurtain.actors.ts';
import { flashMachine } from '../../machines/flash/flash.machine.ts';
import { loginFormMachine } from '../../machines/loginForm/loginForm.machine.ts';
import { createSubmitCredentials } from '../../machines/loginForm/loginForm.actors.ts';
import type { forgotPasswordMachine } from '../../machines/forgotPassword/forgotPassword.machine.ts';
import type { changePasswordMachine } from '../../machines/changePassword/changePassword.machine.ts';
import type { SignupFlow } from './signupFlow.ts';
import type { SignupReference } from './signupReference.ts';
import type { HomeFlow } from './homeFlow.ts';
import type { centryImportMachine } from '../../machines/centryImport/centryImport.machine.ts';
import type { accountFormMachine } from '../../machines/accountForm/accountForm.machine.ts';
import { ACCOUNT_ALERT_BANK_KEY } from './accountAlert.ts';
import { dataOrThrow } from '../api/clients.ts';
import { errorCodeOf } from '../../shared/api-error.ts';
import {
  createDataLayerAnalytics,
  loginFailureEvent,
  menuClickEvent,
  portalPageView,
  guestPageView,
  taggedForViewer,
  type Analytics,
  type TrackedViewer,
} from './analytics.ts';
import { readStoredToken, TOKEN_STORAGE_KEY } from './session.ts';
import type { ModuleLoaderLogic } from './modules/moduleLoaderFlow.ts';
import type { ModuleHost } from './modules/portalModule.ts';
import { announceBreadcrumbName } from '../views/shell/breadcrumbEvents.ts';
import { rememberRoute, ROUTE_STORAGE_KEY, takeRememberedRoute } from './rememberedRoute.ts';
import { notificationsMachine } from '../../machines/notifications/notifications.machine.ts';
import { createNotificationsActors } from '../../machines/notifications/notifications.actors.ts';
import { termsGateMachine } from '../../machines/termsGate/termsGate.machine.ts';
import { createTermsGateActors } from '../../machines/termsGate/termsGate.actors.ts';
import { santiagoDay } from '../../machines/termsGate/termsGate.rules.ts';
import { conferenceMachine } from '../../machines/conference/conference.machine.ts';
import { CONFERENCE_STORAGE_KEY, conferenceStandsAt, isConferenceInvited } from '../../shared/conference.ts';
import { learningGuideMachine, RECORDED_REASON_TEXT } from '../../machines/learningGuide/learningGuide.machine.ts';
import { createLearningGuideActors } from '../../machines/learningGuide/learningGuide.actors.ts';
import { tourGuideMachine } from '../../machines/tourGuide/tourGuide.machine.ts';
import { tourStepsFor } from '../../machines/tourGuide/tourGuide.steps.ts';
import { tourTargetOnScreen, tourTargetReleased } from './tourTargets.ts';
import { reputationMachine } from '../../machines/reputation/reputation.machine.ts';
import type { Locale } from '../i18n/locales.ts';

export interface FlowEnvironment {
  api: ApiClients;
  storage: Storage;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** Where tracking goes; the page's data layer by default. */
  analytics?: Analytics;
  /** The new Seller Center's origin ({host}); the portal's own origin by default. */
  sellerCenterOrigin?: string;
  /** Opens a URL in a new window (the new Seller Center); `window.open` by default. */
  openWindow?: (url: string) => void;
  /** The portal's clock (terms start dates, the conference cutoff); `new Date()` by default. */
  now?: () => Date;
  /** Reloads the page (after accepting terms, closing the conference or level-change modal); `location.reload()` by default. */
  reloadPage?: () => void;
  /** The portal's origin, where the modules' files are served; this origin ('') by default. */
  origin?: string;
  /** The page's locale, whose words a module fetches with its code; Spanish by default. */
  locale?: Locale;
  /** Imports a module's entry by URL; a dynamic import by default (tests import the source). */
  importModuleUrl?: (url: string) => Promise<unknown>;
}

/** '0' while a seller has not seen the tour guide in this browser session, '1' once skipped or finished. */
export const FIRST_TIME_TOUR_KEY = 'firstTimeTour';
/** Set while a seller's change request is under way: the tour does not start by itself then. */
export const CHANGE_REQUEST_KEY = 'changeRequest';

/** The seller's level as the session keeps it, as JSON: {isNewReputation, reputationCategory}. */
export const REPUTATION_SELLER_KEY = 'reputationSeller';

/** Keys a session leaves in local storage; logout removes them all, so the next person starts clean. */
export const SESSION_STORAGE_KEYS = [
  TOKEN_STORAGE_KEY,
  FIRST_TIME_TOUR_KEY,
  REPUTATION_SELLER_KEY,
  CHANGE_REQUEST_KEY,
  'modalConference',
  'reviewLater',
  'alertAccount',
  ACCOUNT_ALERT_BANK_KEY,
  ROUTE_STORAGE_KEY,
] as const;

export interface Flows {
  auth: ActorRefFrom<typeof authMachine>;
  serviceCurtain: ActorRefFrom<typeof serviceCurtainMachine>;
  flash: ActorRefFrom<typeof flashMachine>;
  /**
   * Route-local: the protected area's layout starts one per visit for the signed-in user, providing
   * `navigate` (it has the router). Menu clicks ask the service curtain again and are tracked.
   */
  shell: typeof shellMachine;
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
   * Route-local, loaded on first use (the same flow every time): /registrate-ahora's wizard and its
   * lookups; the route starts one wizard per visit with the stored draft.
   */
  signup: () => Promise<SignupFlow>;
  /**
   * The sign-up wizard's reference lists (its dropdowns), fetched once, fetched again after a failure:
   * a small chunk of their own, so /registrate-ahora's loader asks for them beside the wizard's flow
   * instead of after the flow's chunk has come.
   */
  signupReference: () => Promise<SignupReference>;
  /** Route-local, loaded with /eiffel: the reputation card and the report frames of the home. */
  home: () => Promise<HomeFlow>;
  /** Route-local, loaded with /eiffel/centry-auth: starts one import per visit with the URL's code. */
  centryImport: () => Promise<typeof centryImportMachine>;
  /** Route-local, loaded with /user/myAccount: one account form per visit. */
  accountForm: () => Promise<typeof accountFormMachine>;
  /**
   * Route-local, loaded on first use: the catch-all starts one per visit of a module (by prefix) to
   * fetch its files and mount it. Loaded late, so the file validation stays out of the first load.
   */
  moduleLoader: () => Promise<ModuleLoaderLogic>;
  /** What a mounted module gets from the shell: the clients, the session, navigation, breadcrumb names, flash. */
  moduleHost: (navigate: ModuleHost['navigate']) => ModuleHost;
  /** Reloads the page (the environment's, so tests record it): a route whose code failed to load retries so. */
  reloadPage: () => void;
  /** Sends the page view of a page outside the signed-in shell (login, password recovery, logout). */
  trackGuestPage: (path: string) => void;
  /**
   * The page the signed-in person was on when the server ended their last session, once: the login
   * goes there when no redirect was asked for. Null for anyone else, and after the first call.
   */
  takeRememberedRoute: () => string | null;
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
  const { api, storage, inspect } = env;
  const analytics = env.analytics ?? createDataLayerAnalytics(globalThis as { dataLayer?: unknown[] });
  const now = env.now ?? (() => new Date());
  const reloadPage = env.reloadPage ?? (() => globalThis.location.reload());

  const flash = createActor(flashMachine, { inspect }).start();

  const notifications = notificationsMachine.provide({
    actors: createNotificationsActors({
      listNotifications: async (signal) => dataOrThrow(await api.documents.GET('/user-notification', { signal })).data,
      openNotification: async (id) => {
        dataOrThrow(await api.documents.POST('/user-notification/open/{id}', { params: { path: { id } } }));
      },
    }),
    actions: {
      logFailure: (_, { call, code }) => console.error(`[notifications] ${call} failed:`, code),
    },
  });

  const termsGate = termsGateMachine.provide({
    actors: createTermsGateActors({
      checkTerms: async (signal) => dataOrThrow(await api.documents.GET('/document-seller/check', { signal })),
      approveTerms: async (id) => {
        dataOrThrow(await api.documents.GET('/document/approve/{id}', { params: { path: { id } } }));
      },
      loadTermsFile: async (file, signal) =>
        dataOrThrow(await api.documents.GET('/document/termsfile/{file}', { params: { path: { file } }, parseAs: 'arrayBuffer', signal })),
      today: () => santiagoDay(now()),
      reviewLaterIsSet: () => storage.getItem('reviewLater') === '1',
    }),
    actions: {
      rememberReviewLater: () => storage.setItem('reviewLater', '1'),
      flashApproveError: () => flash.send({ type: 'flash.show', message: { type: 'danger', messageId: 'terms.approveTermsError' } }),
      reloadPage,
      logFailure: (_, { call, code }) => console.error(`[termsGate] ${call} failed:`, code),
      // The session hears it: the level change and the tour wait while a term is on screen.
      reportSettled: (_, { pending }) => auth.send({ type: 'terms.settled', pending }),
    },
  });

  const conference = conferenceMachine.provide({
    actors: {
      loadCutoff: fromPromise(async ({ input, signal }) => {
        const configuration = dataOrThrow(
          await api.sellers.GET('/sellers/seller-configuration/{sellerId}', { params: { path: { sellerId: input.sellerId } }, signal }),
        );
        return configuration.conferenceCutoff;
      }),
    },
    actions: {
      rememberDismissal: () => storage.setItem(CONFERENCE_STORAGE_KEY, '0'),
      reloadPage,
    },
    guards: {
      isInvited: ({ context }) => isConferenceInvited(context.sellerId),
      beforeCutoff: (_, { cutoff }) => conferenceStandsAt(cutoff, now().getTime()),
      dismissedBefore: () => storage.getItem(CONFERENCE_STORAGE_KEY) === '0',
    },
  });

  const learningGuide = learningGuideMachine.provide({
    actors: createLearningGuideActors({
      loadGuide: async (module, userId, signal) =>
        dataOrThrow(await api.learningGuide.GET('/learning-guide/questions/{module}/{userId}', { params: { path: { module, userId } }, signal })),
      rate: async ({ userId, questionId, rating }) => {
        const body =
          rating.value === 1
            ? { userId, learningGuideQuestionId: questionId, value: 1 as const, valueDetailed: 'null' as const }
            : { userId, learningGuideQuestionId: questionId, value: 0 as const, valueDetailed: RECORDED_REASON_TEXT[rating.reason] };
        dataOrThrow(await api.learningGuide.POST('/learning-guide/answer', { body }));
      },
    }),
    actions: {
      logFailure: (_, { call, error }) => console.error(`[learningGuide] ${call} failed:`, errorCodeOf(error)),
      announceLoadFailure: () => flash.send({ type: 'flash.show', message: { type: 'danger', messageId: 'learningGuide.loadFailedToast' } }),
    },
  });

  const reputation = reputationMachine.provide({
    actors: {
      loadReputationStatus: fromPromise(async ({ input, signal }) => {
        const status = dataOrThrow(
          await api.sellers.GET('/v1/sellers/status-reputation/{sellerId}', { params: { path: { sellerId: input.sellerId } }, signal }),
        );
        return status.categoriaReputacion;
      }),
      loadModalState: fromPromise(async ({ input, signal }) => {
        const state = dataOrThrow(
          await api.sellers.GET('/v1/sellers/show-reputation-modal/{sellerId}/{date}', {
            params: { path: { sellerId: input.sellerId, date: santiagoDay(now()) } },
            signal,
          }),
        );
        return { isFirstLogin: state.isFirstLogin, isNewReputation: state.isNewReputation };
      }),
      recordFirstLogin: fromPromise(async ({ input }) => {
        dataOrThrow(await api.sellers.POST('/v1/sellers/reputation-logs', { body: { sellerId: input.sellerId, reputation: input.reputation } }));
      }),
      saveLevelSeen: fromPromise(async ({ input }) => {
        dataOrThrow(
          await api.sellers.PUT('/v1/sellers/reputation-modal/{sellerId}', {
            params: { path: { sellerId: input.sellerId } },
            body: { modalShow: false, reputation: input.reputation },
          }),
        );
      }),
    },
    actions: {
      reloadPage,
      reportReputation: (_, known) => auth.send({ type: 'reputation.known', ...known }),
      logFailure: (_, { call, error }) => console.error(`[reputation] ${call} failed:`, errorCodeOf(error)),
    },
  });

  const tourGuide = tourGuideMachine.provide({
    actors: {
      loadTourStatus: fromPromise(async ({ input, signal }) => {
        const configuration = dataOrThrow(
          await api.sellers.GET('/sellers/seller-configuration/{sellerId}', { params: { path: { sellerId: input.sellerId } }, signal }),
        );
        return configuration.tourGuideStatus === 1;
      }),
      saveTourFinished: fromPromise(async ({ input }) => {
        dataOrThrow(
          await api.sellers.POST('/sellers/tourguide-status', {
            body: { sellerId: input.sellerId, tourGuideStatus: 1, createdAt: now().toISOString() },
          }),
        );
      }),
    },
    actions: {
      beginSteps: assign({
        steps: ({ context }) => {
          const modules = selectServiceModules(serviceCurtain.getSnapshot());
          return tourStepsFor(context.sellerType, context.inPublishHistory).filter(
            (step) => step.target === null || (tourTargetOnScreen(step.target) && tourTargetReleased(step.target, modules)),
          );
        },
        index: 0,
      }),
      rememberFirstTime: () => {
        if (storage.getItem(FIRST_TIME_TOUR_KEY) === null) storage.setItem(FIRST_TIME_TOUR_KEY, '0');
      },
      rememberSeen: () => storage.setItem(FIRST_TIME_TOUR_KEY, '1'),
      reportStatus: (_, { completed }) => auth.send({ type: 'tour.statusKnown', completed }),
      logFailure: (_, { call, error }) => console.error(`[tourGuide] ${call} failed:`, errorCodeOf(error)),
    },
    guards: {
      storageAllowsAutoStart: () => storage.getItem(FIRST_TIME_TOUR_KEY) === '0' && storage.getItem(CHANGE_REQUEST_KEY) === null,
    },
  });

  const auth = createActor(
    authMachine.provide({
      actors: {
        ...createAuthActors({
          readStoredToken: () => readStoredToken(storage),
          storeToken: (token) => storage.setItem(TOKEN_STORAGE_KEY, token),
          getSession: () => api.auth.GET('/auth/session'),
          login: (credentials) => api.auth.POST('/auth/login', { body: credentials }),
          logout: () => api.auth.POST('/auth/logout'),
          getPublishHistory: (sellerId) => api.sellers.GET('/seller-publish-history/get-movements/{sellerId}', { params: { path: { sellerId } } }),
        }),
        notifications,
        termsGate,
        conference,
        learningGuide,
        reputation,
        tourGuide,
      },
      actions: {
        forgetStoredToken: () => storage.removeItem(TOKEN_STORAGE_KEY),
        clearStoredSession: (_, { keepRoute }) =>
          SESSION_STORAGE_KEYS.filter((key) => !(keepRoute && key === ROUTE_STORAGE_KEY)).forEach((key) => storage.removeItem(key)),
        trackLoginFailure: (_, { code }) => analytics.track(loginFailureEvent(code)),
        rememberReputationSeller: (_, known) => storage.setItem(REPUTATION_SELLER_KEY, JSON.stringify(known)),
        flashSessionExpired: () => flash.send({ type: 'flash.show', message: { type: 'danger', messageId: loginFlashMessageId('sessionExpired') } }),
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

  const trackedViewer = (): TrackedViewer | null => {
    const session = auth.getSnapshot().context.session;
    return session ? { role: session.role, sellerId: session.seller_id } : null;
  };

  const sellerCenterOrigin = env.sellerCenterOrigin ?? globalThis.location?.origin ?? '';
  const openWindow = env.openWindow ?? ((url: string) => void globalThis.open(url, '_blank', 'noopener,noreferrer'));
  const shell = shellMachine.provide({
    actors: {
      newModuleModal: newModuleModalMachine.provide({
        actions: { openNewSellerCenter: (_, { path }) => openWindow(`${sellerCenterOrigin}${path}`) },
      }),
    },
    actions: {
      refreshServiceStatus: (_, { path }) => serviceCurtain.send({ type: 'curtain.check', path }),
      trackMenuClick: (_, { itemId }) => analytics.track(taggedForViewer(menuClickEvent(itemId), trackedViewer())),
      trackPageView: (_, { path }) => analytics.pageView?.(taggedForViewer(portalPageView(path), trackedViewer())),
      rememberRoute: (_, { path }) => {
        const userId = auth.getSnapshot().context.session?.id;
        if (userId !== undefined) rememberRoute(storage, userId, path);
      },
      startTour: () => auth.getSnapshot().children.tourGuide?.send({ type: 'tour.start' }),
    },
    guards: {
      tourCanStart: () => auth.getSnapshot().children.tourGuide?.getSnapshot().can({ type: 'tour.start' }) ?? false,
    },
  });

  // The form's submit sends {type: 'auth.login', email, password} to the auth flow and waits for its verdict.
  const loginForm = loginFormMachine.provide({ actors: { submit: createSubmitCredentials(auth) } });

  const forgotPassword = once(() => import('./forgotPasswordFlow.ts').then((module) => module.createForgotPasswordFlow(api)));
  const changePassword = once(() => import('./changePasswordFlow.ts').then((module) => module.createChangePasswordFlow(api)));

  const signup = once(() => import('./signupFlow.ts').then((module) => module.createSignupFlow(api, storage, analytics)));
  const signupReference = once(() => import('./signupReference.ts').then((module) => module.loadSignupReference(api)));

  const home = once(() => import('./homeFlow.ts').then((module) => module.createHomeFlow(api)));
  const centryImport = once(() => import('./centryImportFlow.ts').then((module) => module.createCentryImportFlow(api, flash)));
  const accountForm = once(() => import('./accountFlow.ts').then((module) => module.createAccountFlow(api, storage)));

  const moduleLoader = once(() =>
    import('./modules/moduleLoaderFlow.ts').then((module) =>
      module.createModuleLoader({ origin: env.origin ?? '', locale: env.locale ?? 'es-CL', ...(env.importModuleUrl ? { importUrl: env.importModuleUrl } : {}) }),
    ),
  );
  const moduleHost = (navigate: ModuleHost['navigate']): ModuleHost => {
    const session = auth.getSnapshot().context.session;
    return {
      api,
      session: { userId: session?.id ?? 0, role: session?.role ?? '', sellerId: session?.seller_id ?? null, permissions: session?.permissions ?? [] },
      navigate,
      announceName: (segment, name) => announceBreadcrumbName({ segment, name }),
      flash: (message) => flash.send({ type: 'flash.show', message }),
      ...(inspect ? { inspect } : {}),
    };
  };

  return {
    auth,
    serviceCurtain,
    shell,
    flash,
    moduleLoader,
    moduleHost,
    loginForm,
    forgotPassword,
    changePassword,
    signup,
    signupReference,
    home,
    centryImport,
    accountForm,
    reloadPage,
    /** A page outside the signed-in shell was opened: its page view, if it is one that is tracked. */
    trackGuestPage: (path: string) => {
      const view = guestPageView(path);
      if (view) analytics.pageView?.(view);
    },
    takeRememberedRoute: () => {
      const userId = auth.getSnapshot().context.session?.id;
      return userId === undefined ? null : takeRememberedRoute(storage, userId);
    },
  };
}
