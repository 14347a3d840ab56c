// @vitest-environment jsdom
// happy-dom's fetch goes out through Node's http, where a request's cache mode is lost: the module
// files' no-store is read in jsdom.
/**
 * Mounting a sub-application, model-based: paths generated from the moduleLoader statechart are
 * driven through the real portal at /orders. msw serves the module's three files (holding each
 * attempt until the path's step lets it answer), and the manifest names a test module, or an entry
 * that is no module when the step says the entry fails. A failure shows the translated curtain with
 * "Reintentar" while the menu keeps working; retrying mounts the module. Every state and transition
 * is covered.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rawHttp } from 'msw';
import { initialTransition, transition, type ActorLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { moduleLoaderMachine, type ModuleFiles, type ModuleLoaderInput } from '../../machines/moduleLoader/moduleLoader.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { people, renderSignedIn, signIn } from './home.support.tsx';

const TEST_MODULE_ENTRY = '/tests/model/fixtures/testModule.tsx';
const NOT_A_MODULE_ENTRY = '/tests/model/fixtures/notAModule.ts';

/** The routes file (the manifest) as served: a title of its own for /orders, which the breadcrumb must show. */
const ROUTES: ModuleFiles['routes'] = {
  key: 'orders',
  names: { 'es-CL': 'Órdenes', en: 'Orders' },
  released: true,
  permissions: 'permissions.json',
  menu: [{ id: 'orders', path: '/orders', order: 80, group: 'sales' }],
  routes: [
    { path: '/orders', title: { 'es-CL': 'Órdenes de compra', en: 'Purchase orders' } },
    { path: '/orders/$orderId', entity: 'order', params: { orderId: 'positiveInt32' } },
  ],
};
const PERMISSIONS: ModuleFiles['permissions'] = { routes: [{ path: '/orders', lists: ['admin', 'seller'] }], operations: { listOrders: '/orders' } };
const FILES: ModuleFiles = { manifest: { entry: TEST_MODULE_ENTRY, css: [] }, routes: ROUTES, permissions: PERMISSIONS };

const EVENTS = {
  filesArrive: { type: 'xstate.done.actor.fetchFiles', output: FILES },
  filesFail: { type: 'xstate.error.actor.fetchFiles', error: new ApiError({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }) },
  entryArrives: { type: 'xstate.done.actor.importEntry', output: {} },
  entryFails: { type: 'xstate.error.actor.importEntry', error: new ApiError({ statusCode: 200, code: 'MODULE_ENTRY_INVALID', message: 'no module' }) },
  retry: { type: 'module.retry' },
} as const;
type EventName = keyof typeof EVENTS;
const nameOf = (event: EventObject): EventName | undefined => (Object.keys(EVENTS) as EventName[]).find((name) => EVENTS[name].type === event.type);

type ModelEvent = (typeof EVENTS)[EventName];
type Snapshot = SnapshotFrom<typeof moduleLoaderMachine>;
type Path = StatePath<Snapshot, ModelEvent>;
const testLogic = moduleLoaderMachine as unknown as ActorLogic<Snapshot, ModelEvent, ModuleLoaderInput>;
const input = { name: 'orders' };

/** A path through the chart taking `events` in order from its start (with the input). */
function pathOf(events: readonly ModelEvent[]): Path {
  let [state] = initialTransition(testLogic, input);
  const steps: Path['steps'] = [{ event: { type: 'xstate.init' } as unknown as ModelEvent, state }];
  for (const event of events) {
    [state] = transition(testLogic, state, event);
    steps.push({ event, state });
  }
  return { steps, state, weight: steps.length };
}

const paths: Path[] = [
  ...getShortestPaths(testLogic, { events: Object.values(EVENTS), input }),
  // Retrying after each kind of failure, then mounting: the loops shortest paths never take.
  pathOf([EVENTS.filesFail, EVENTS.retry, EVENTS.filesArrive, EVENTS.entryFails, EVENTS.retry, EVENTS.filesArrive, EVENTS.entryArrives]),
];
const pathName = (path: Path) => `${path.steps.map((step) => nameOf(step.event) ?? 'start').join(' → ') || 'start'} ⇒ ${JSON.stringify(path.state.value)}`;

/** How each fetch of the files is answered: they fail, or they name an entry that mounts or fails. */
type Attempt = { files: 'fail' } | { files: 'ok'; entry: string };

function attemptsOf(path: Path): Attempt[] {
  const names = path.steps.map((step) => nameOf(step.event));
  return names.flatMap((name, index): Attempt[] => {
    if (name === 'filesFail') return [{ files: 'fail' }];
    if (name === 'filesArrive') return [{ files: 'ok', entry: names[index + 1] === 'entryFails' ? NOT_A_MODULE_ENTRY : TEST_MODULE_ENTRY }];
    return [];
  });
}

/** Serves the module's files, each attempt held until its gate opens; answers how many manifests were asked for. */
function serveModuleFiles(attempts: readonly Attempt[], gates: readonly Deferred<void>[]): () => number {
  let manifestRequests = 0;
  mockServer.use(
    rawHttp.get(`${TEST_ORIGIN}/modules/orders/manifest.json`, async ({ request }) => {
      expect(request.cache).toBe('no-store');
      const index = manifestRequests++;
      const attempt = attempts[index];
      // An attempt the path does not answer stays unanswered (the chart waits in fetchingFiles).
      if (!attempt) return new Promise<never>(() => {});
      await gates[index]!.promise;
      if (attempt.files === 'fail') return HttpResponse.json({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }, { status: 500 });
      return HttpResponse.json({ entry: attempt.entry, css: [] });
    }),
    rawHttp.get(`${TEST_ORIGIN}/modules/orders/routes.json`, () => HttpResponse.json(ROUTES)),
    rawHttp.get(`${TEST_ORIGIN}/modules/orders/permissions.json`, () => HttpResponse.json(PERMISSIONS)),
  );
  return () => manifestRequests;
}

const loadingText = 'Cargando Órdenes…';

describe('module loader, paths generated from the statechart', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const muted = muteErrorLog('[');
    signIn(people.camila, { inPublishHistory: true });
    const attempts = attemptsOf(path);
    const gates = attempts.map(() => deferred<void>());
    serveModuleFiles(attempts, gates);
    const app = renderSignedIn('/orders');
    let attempt = 0;
    try {
      expect(await screen.findByText(loadingText)).toBeInTheDocument();
      for (const step of path.steps) {
        const name = nameOf(step.event);
        if (name === 'filesArrive' || name === 'filesFail') await act(async () => gates[attempt++]!.resolve());
        if (name === 'retry') await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
        const state = step.state;
        if (state.matches('fetchingFiles')) {
          expect(await screen.findByText(loadingText)).toBeInTheDocument();
        } else if (state.matches('failed')) {
          expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos abrir Órdenes' })).toBeInTheDocument();
          expect(screen.getByText('Revisa tu conexión e inténtalo de nuevo. Mientras tanto, puedes seguir usando el resto del portal.')).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
          // The rest of the portal is still there around the curtain: the header leads home and out.
          expect(screen.getByRole('link', { name: 'Portal Sellers, ir al inicio' })).toHaveAttribute('href', '/eiffel');
          expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
          const step = name === 'filesFail' ? 'files' : 'entry';
          const code = name === 'filesFail' ? 'INTERNAL_SERVER_ERROR' : 'MODULE_ENTRY_INVALID';
          expect(muted).toHaveBeenCalledWith(`[modules] orders failed to load (${step}):`, code);
        } else if (state.matches('mounted')) {
          expect(await screen.findByRole('heading', { level: 1, name: 'Módulo de prueba' })).toBeInTheDocument();
          expect(screen.getByText('Ruta: /orders')).toBeInTheDocument();
          // The breadcrumb's title of /orders comes from the module's routes file.
          const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
          await waitFor(() => expect(within(breadcrumb).getByText('Órdenes de compra')).toHaveAttribute('aria-current', 'page'));
        }
      }
      expect(attempt).toBe(attempts.length);
    } finally {
      for (const gate of gates) gate.resolve();
      muted.mockRestore();
      app.done();
    }
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(moduleLoaderMachine, paths));
  });
});

describe('module loader, in the portal', () => {
  it('moving between pages of a mounted module keeps it mounted: its files are fetched once', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const gate = deferred<void>();
    gate.resolve();
    const manifests = serveModuleFiles([{ files: 'ok', entry: TEST_MODULE_ENTRY }], [gate]);
    const app = renderSignedIn('/orders');
    try {
      await screen.findByText('Ruta: /orders');
      await act(() => app.app.router.history.push('/orders/12'));
      expect(await screen.findByText('Ruta: /orders/12')).toBeInTheDocument();
      await act(() => app.app.router.history.back());
      expect(await screen.findByText('Ruta: /orders')).toBeInTheDocument();
      expect(manifests()).toBe(1);
    } finally {
      app.done();
    }
  });

  it("a module's flash message is shown in its own words, even once the person has left the module", async () => {
    signIn(people.camila, { inPublishHistory: true });
    const gate = deferred<void>();
    gate.resolve();
    serveModuleFiles([{ files: 'ok', entry: TEST_MODULE_ENTRY }], [gate]);
    const app = renderSignedIn('/orders');
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Guardar y volver al inicio' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeInTheDocument();
      expect(await screen.findByText('2 cambios guardados')).toBeVisible();
    } finally {
      app.done();
    }
  });

  it('the curtain of a module that failed to load has no axe violations', async () => {
    const muted = muteErrorLog('[modules]');
    signIn(people.camila, { inPublishHistory: true });
    const gate = deferred<void>();
    gate.resolve();
    serveModuleFiles([{ files: 'fail' }], [gate]);
    const app = renderSignedIn('/orders');
    try {
      await screen.findByRole('heading', { level: 1, name: 'No pudimos abrir Órdenes' });
      expect(await axeViolations(app.container)).toEqual([]);
    } finally {
      muted.mockRestore();
      app.done();
    }
  });
});
