/**
 * Shared by the model-based tests of the shell and the new-module modal: the signed-in people, a
 * backend that answers the shell's calls (the publish history scripted, the services open) and
 * refuses every other area's calls (their flows show their failure states, which these tests do
 * not look at), the screen width, the data layer, and path choice with the machine's input.
 */
import { HttpResponse, http as rawHttp } from 'msw';
import { initialTransition, transition, type ActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';
import type { Session } from '../../machines/auth/auth.machine.ts';
import type { ServiceStatus } from '../../machines/serviceCurtain/serviceCurtain.modules.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { measureCoverage } from '../support/machineCoverage.ts';
import { chainedWalks } from '../support/modelPaths.ts';
import { answer, camila, ScriptedAnswers, type Answer } from './auth.support.ts';

export { camila };

export const admin: Session = {
  ...camila,
  id: 1,
  email: 'admin@demo.cl',
  first_name: 'Andrea',
  last_name: 'Soto',
  seller_id: null,
  seller_name: null,
  role: 'admin',
  seller_type: null,
  sellerIsPublished: false,
};

/** A module as the services status lists it: open, and released unless said otherwise. */
export const moduleStatus = (key_module: string, module: string, released = true): ServiceStatus => ({
  key_module,
  module,
  active: true,
  released,
  count_to_close_page: 0,
  reason: null,
  expected_reopening: null,
});
export const OPEN_MODULES: ServiceStatus[] = [moduleStatus('stock', 'Stock'), moduleStatus('orders', 'Órdenes'), moduleStatus('returns', 'Devoluciones'), moduleStatus('finance', 'Finanzas'), moduleStatus('reports', 'Reportes')];

export const publishHistory = (inPublishHistory: boolean) => ({ sellerId: camila.seller_id ?? 0, inPublishHistory, movements: [] });

/** The backend of the shell: the session, the services (always open), the publish history (scripted). */
export function fakeShellServer(session: Session) {
  const publishHistoryAnswers = new ScriptedAnswers();
  let serviceChecks = 0;
  mockServer.use(
    http.auth.get('/auth/session', () => HttpResponse.json(session)),
    http.auth.post('/auth/logout', () => new HttpResponse(null, { status: 204 })),
    http.servicesStatus.get('/services-status', () => {
      serviceChecks += 1;
      return HttpResponse.json(OPEN_MODULES);
    }),
    // A seller who finished the tour guide: these tests are not about it, so it never starts by itself.
    http.sellers.get('/sellers/seller-configuration/{sellerId}', () => HttpResponse.json({ tourGuideStatus: 1, updateMailingData: 0, topsortLandingStatus: 0, conferenceCutoff: '2023-10-20T02:30:00.000Z' })),
    // A seller whose level did not change and whose first login was recorded: no level-change modal, no record.
    http.sellers.get('/v1/sellers/status-reputation/{sellerId}', () =>
      HttpResponse.json({ categoriaReputacion: 'Bueno', cancelQuiebre: 0.008, porcentajeReclamos: 0.012, entregasRetraso: 0.031 }),
    ),
    http.sellers.get('/v1/sellers/show-reputation-modal/{sellerId}/{date}', () =>
      HttpResponse.json({ reputationCategory: 'Bueno', isFirstLogin: false, isNewReputation: false }),
    ),
    http.sellers.get('/seller-publish-history/get-movements/{sellerId}', async () => (await publishHistoryAnswers.next())()),
    // Every other area (notifications, terms, home reports...) is out of these tests' scope.
    rawHttp.all(`${TEST_ORIGIN}/*`, () => HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'fuera de alcance' }, { status: 503 })),
  );
  return {
    publishHistory: publishHistoryAnswers,
    answerPublishHistory: (a: Answer) => publishHistoryAnswers.answer(a),
    serviceChecks: () => serviceChecks,
  };
}

export { answer };

/** The phone every model test starts on (the suite's happy-dom viewport, vite.config.ts). */
const PHONE_WIDTH = 360;

/** happy-dom's window, which can change its viewport: media queries then answer for the new size. */
type SizableWindow = Window & { happyDOM?: { setViewport(viewport: { width: number }): void } };

/**
 * Draws the screen `width` px wide. happy-dom answers `matchMedia` and the style sheets' media
 * queries from its viewport, so both follow; jsdom has neither, so `matchMedia` is made to answer.
 */
export function setScreenWidth(width: number) {
  const { happyDOM } = window as SizableWindow;
  if (happyDOM) {
    happyDOM.setViewport({ width });
    return;
  }
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return {
        matches: min ? width >= Number(min[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      } satisfies MediaQueryList;
    },
  });
}

export function forgetScreenWidth() {
  const { happyDOM } = window as SizableWindow;
  if (happyDOM) happyDOM.setViewport({ width: PHONE_WIDTH });
  else Reflect.deleteProperty(window, 'matchMedia');
}

/** What the page pushed to the analytics data layer. */
export const dataLayer = (): Array<Record<string, unknown>> => ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ??= []);

export function clearDataLayer() {
  Reflect.deleteProperty(window, 'dataLayer');
}

/**
 * Shortest paths to every (state, event, previous state) vertex of `machine` started with `input`,
 * each replayed on the machine (so every step holds its own snapshot), then thinned: longest first,
 * a path is kept only when it adds state or transition coverage or takes an event no kept path
 * took. Traversal offers an event where
 * the machine can take it and `filter` allows it. With `chained`, the same events and transitions
 * are taken by a few long walks instead (see chainedWalks): far fewer renders, for drivers that do
 * not assume a fresh start at every path.
 */
export function coveringPaths<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput>(
  machine: AnyStateMachine,
  options: {
    input: TInput;
    events: readonly TEvent[];
    describe: (snapshot: TSnapshot) => unknown;
    eventKey: (event: EventObject) => string;
    filter: (snapshot: TSnapshot, event: TEvent) => boolean;
    chained?: boolean;
  },
): StatePath<TSnapshot, TEvent>[] {
  const { input, events, describe, eventKey, filter } = options;
  // The machine's own snapshot and event types are wider than the ones the caller names for the test.
  const model = new TestModel(machine as unknown as ActorLogic<TSnapshot, TEvent, TInput>, {
    events: [...events],
    serializeState: (snapshot: TSnapshot, event: TEvent | undefined, previous: TSnapshot | undefined) =>
      JSON.stringify([describe(snapshot), event ? eventKey(event) : null, previous ? describe(previous) : null]),
    filterEvents: (snapshot: TSnapshot, event: TEvent) => snapshot.can(event) && filter(snapshot, event),
  });
  const replay = (path: StatePath<TSnapshot, TEvent>): StatePath<TSnapshot, TEvent> => {
    let [snapshot] = initialTransition(machine, input);
    const steps = path.steps.map((step, index) => {
      if (index > 0) [snapshot] = transition(machine, snapshot, step.event);
      return { ...step, state: snapshot as unknown as TSnapshot };
    });
    return { ...path, steps, state: snapshot as unknown as TSnapshot };
  };
  if (options.chained) return chainedWalks(model, { machine, input, eventKey });
  const all = model.getShortestPaths({ input }).map(replay).sort((a, b) => b.steps.length - a.steps.length);
  const chosen: StatePath<TSnapshot, TEvent>[] = [];
  const eventsTaken = new Set<string>();
  let coverage = measureCoverage(machine, []);
  for (const path of all) {
    const next = measureCoverage(machine, [...chosen, path]);
    // Why events count too: one transition may branch inside its actions (a module flagged new is
    // offered, any other entry navigated to), which transition coverage cannot tell apart.
    const newEvent = path.steps.some((step) => !eventsTaken.has(eventKey(step.event)));
    if (newEvent || next.transitions.covered > coverage.transitions.covered || next.states.covered > coverage.states.covered) {
      chosen.push(path);
      path.steps.forEach((step) => eventsTaken.add(eventKey(step.event)));
      coverage = next;
    }
  }
  return chosen;
}

/**
 * Holds back every timer of exactly `ms` (the menu debounce) until `elapse()` runs them; every other
 * timer (React, Testing Library, the other flows) keeps real time. Fake timers would also stop the
 * Testing Library's own waits, and real time would let a slow step end the debounce early.
 */
export function holdTimersOf(ms: number) {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const held = new Map<object, () => void>();
  globalThis.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== ms || typeof handler !== 'function') return realSetTimeout(handler, delay, ...args);
    const id = {};
    held.set(id, () => (handler as (...a: unknown[]) => void)(...args));
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: unknown) => {
    if (typeof id === 'object' && id !== null && held.has(id)) held.delete(id);
    else realClearTimeout(id as Parameters<typeof clearTimeout>[0]);
  }) as typeof clearTimeout;
  return {
    /** How many held timers are pending. */
    pending: () => held.size,
    /** Runs the held timers, as if `ms` had passed. */
    elapse: () => {
      const due = [...held.values()];
      held.clear();
      due.forEach((run) => run());
    },
    restore: () => {
      globalThis.setTimeout = realSetTimeout;
      globalThis.clearTimeout = realClearTimeout;
    },
  };
}
