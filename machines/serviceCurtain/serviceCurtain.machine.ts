/**
 * Whether the portal's services are open, asked on the login screen's load and on every navigation
 * of the protected area ('curtain.check' with the path). It decides which curtain covers the path:
 * one closed module -> that module's curtain on its path; two or more -> the all-services curtain;
 * all of them -> the all-services curtain and the session is sent to /logout (by the view).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import { everyModuleClosed, moduleOfPathClosed, severalModulesClosed, type ServiceStatus } from './serviceCurtain.modules.ts';

export type ServiceCurtainEvent = { type: 'curtain.check'; path: string } | { type: 'curtain.retry' };

export interface ServiceCurtainContext {
  /** The path the decision is for (the screen being shown or being navigated to). */
  path: string;
  modules: ServiceStatus[];
  /** Error code of the last failed fetch (e.g. NETWORK_ERROR); null after a successful one. */
  fetchError: string | null;
}

/** The curtain's button is debounced 310 ms. */
export const RETRY_DEBOUNCE_MS = 310;

export const serviceCurtainMachine = setup({
  types: {
    context: {} as ServiceCurtainContext,
    events: {} as ServiceCurtainEvent,
  },
  actors: {
    /** GET /services-status; provided by the composition root. */
    fetchServiceStatus: fromPromise<ServiceStatus[]>(async () => {
      throw new Error('fetchServiceStatus is provided by the composition root');
    }),
  },
  actions: {
    keepPath: assign({
      path: ({ event }) => {
        assertEvent(event, 'curtain.check');
        return event.path;
      },
    }),
    keepModules: assign((_, modules: ServiceStatus[]) => ({ modules, fetchError: null })),
    keepFetchError: assign({ fetchError: (_, params: { code: string }) => params.code }),
  },
  guards: {
    everyModuleClosed: (_, modules: ServiceStatus[]) => everyModuleClosed(modules),
    severalModulesClosed: (_, modules: ServiceStatus[]) => severalModulesClosed(modules),
    moduleOfPathClosed: ({ context }, modules: ServiceStatus[]) => moduleOfPathClosed(modules, context.path),
  },
  delays: {
    retryDebounce: RETRY_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'serviceCurtain',
  context: { path: '/', modules: [], fetchError: null },
  initial: 'idle',
  on: {
    // Why from every state: each navigation asks again, even while a previous check is running
    // (the newer path wins; the running fetch is stopped with its state).
    'curtain.check': { target: '.checking', actions: 'keepPath' },
  },
  states: {
    // Why: nothing is known until a screen asks; the login screen and the protected layout ask on load.
    idle: {},
    checking: {
      invoke: {
        id: 'fetchServiceStatus',
        src: 'fetchServiceStatus',
        onDone: [
          {
            guard: { type: 'everyModuleClosed', params: ({ event }) => event.output },
            target: 'allClosed',
            actions: { type: 'keepModules', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'severalModulesClosed', params: ({ event }) => event.output },
            target: 'severalClosed',
            actions: { type: 'keepModules', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'moduleOfPathClosed', params: ({ event }) => event.output },
            target: 'moduleClosed',
            actions: { type: 'keepModules', params: ({ event }) => event.output },
          },
          { target: 'open', actions: { type: 'keepModules', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'checkFailed',
          actions: { type: 'keepFetchError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
        },
      },
    },
    // The path's module is open (other modules may be closed, but only one: it is not this path's).
    open: {},
    moduleClosed: { on: { 'curtain.retry': 'waitingToRetry' } },
    severalClosed: { on: { 'curtain.retry': 'waitingToRetry' } },
    // Why a state of its own: the protected area leaves for /logout; the login screen hides its form.
    allClosed: { on: { 'curtain.retry': 'waitingToRetry' } },
    // Why: the status is unknown, so nothing is covered; the screens show a warning instead.
    checkFailed: {},
    // Why: the curtain's button is debounced; every press restarts the wait, one check follows.
    waitingToRetry: {
      after: { retryDebounce: 'checking' },
      on: { 'curtain.retry': { target: 'waitingToRetry', reenter: true } },
    },
  },
});
