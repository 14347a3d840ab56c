/**
 * Model-based tests of Configuración > Guías de aprendizaje's list and ratings report
 * (modules/learningGuides), driving the module's real Root against a fake service (msw, typed from
 * the contract) that holds each request until the path answers it. Each step checks what the admin
 * sees: the guides with their last edit, the report's tables with counts and percentages written
 * out here, and the failures with "Reintentar".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { components, paths as LearningGuidePaths } from '../../openapi/generated/learning-guide.ts';
import { guideRatingsMachine } from '../../modules/learningGuides/machines/guideRatings.machine.ts';
import { guidesListMachine } from '../../modules/learningGuides/machines/guidesList.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, formatCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { renderModule } from './learningGuides.support.tsx';
import { answered, HeldQueue } from './orders.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

type GuideSummary = components['schemas']['GuideSummary'];
type RatingsReport = components['schemas']['RatingsReport'];
type Fail = { fail: 503; code: string };

const GUIDES: GuideSummary[] = [
  { module: 'orders', title: 'Guía de Órdenes', questionCount: 7, version: 3, updatedBy: 'Carolina Fuentes', updatedAt: '2026-11-26T13:00:00Z' },
  { module: 'stock', title: 'Guía de Stock', questionCount: 5, version: 1, updatedBy: null, updatedAt: null },
];

const reasons = (unclear: number, notAnswered: number, outdated: number, other: number) => [
  { reason: 'unclear' as const, count: unclear },
  { reason: 'notAnswered' as const, count: notAnswered },
  { reason: 'outdated' as const, count: outdated },
  { reason: 'other' as const, count: other },
];
const REPORT: RatingsReport = {
  module: 'orders',
  title: 'Guía de Órdenes',
  questions: [
    { id: 14, title: '¿Cuánto tiempo tengo para despachar?', value: 'Plazos', removed: false, counts: { yes: 3, no: 1, reasons: reasons(0, 1, 0, 0) } },
    { id: 15, title: '¿Cómo imprimo la etiqueta?', value: 'Etiquetas', removed: false, counts: { yes: 0, no: 0, reasons: reasons(0, 0, 0, 0) } },
    { id: 9, title: '¿Dónde veo mis pagos?', value: 'Pagos', removed: true, counts: { yes: 0, no: 2, reasons: reasons(1, 0, 0, 1) } },
  ],
  totals: { yes: 3, no: 3, reasons: reasons(1, 1, 0, 1) },
};
const REFRESHED: RatingsReport = { ...REPORT, totals: { yes: 4, no: 3, reasons: reasons(1, 1, 0, 1) } };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

function fakeServer() {
  const http = createOpenApiHttp<LearningGuidePaths>({ baseUrl: TEST_ORIGIN });
  const list = new HeldQueue<{ guides: GuideSummary[] } | Fail, null>();
  const ratings = new HeldQueue<{ report: RatingsReport } | Fail, string>();
  const body = (answer: Fail) => ({ statusCode: answer.fail, code: answer.code, message: answer.code });
  mockServer.use(
    http.get('/v1/learning-guides', async ({ request, response }) => {
      const answer = await list.next(request.signal, null);
      return 'guides' in answer ? response(200).json({ guides: answer.guides }) : response(503).json(body(answer));
    }),
    http.get('/v1/learning-guides/{module}/ratings', async ({ request, params, response }) => {
      const answer = await ratings.next(request.signal, params.module);
      return 'report' in answer ? response(200).json(answer.report) : response(503).json(body(answer));
    }),
  );
  return { list, ratings };
}
type Server = ReturnType<typeof fakeServer>;


const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the list of guides, driven through its page', () => {
  const fixtures = {
    retry: { type: 'list.retry' },
    loaded: { type: 'xstate.done.actor.0.guidesList.loading', output: GUIDES },
    loadFailed: { type: 'xstate.error.actor.0.guidesList.loading', error: unavailable },
  } as const satisfies Record<string, EventObject & Record<string, unknown>>;
  type Fixture = keyof typeof fixtures;
  const names = eventNames(fixtures);
  type Snapshot = SnapshotFrom<typeof guidesListMachine>;
  const paths = coveringPaths<Snapshot, EventObject, undefined>(guidesListMachine, {
    input: undefined,
    events: Object.values(fixtures),
    describe: (snapshot) => [snapshot.value, snapshot.context.problem],
    eventKey: (event) => JSON.stringify(event),
    filter: () => true,
  chained: true,
});
  const simulate: Record<Fixture, (user: UserEvent, server: Server) => Promise<unknown>> = {
    retry: (user) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
    loaded: (_, server) => answered(server.list, null, { guides: GUIDES }),
    loadFailed: (_, server) => answered(server.list, null, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  };
  async function expectScreen(snapshot: Snapshot) {
    if (snapshot.matches('loading')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando las guías…'));
    if (snapshot.matches('loadFailed')) return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las guías.'));
    const table = await screen.findByRole('table', { name: 'Una guía por sección del portal' });
    expect(rowsOf(table)).toEqual([
      ['Órdenes', 'Guía de Órdenes', '7', 'Carolina Fuentes, 26-11-2026, 10:00', 'Editar Guía de ÓrdenesValoraciones de Guía de Órdenes'],
      ['Stock', 'Guía de Stock', '5', 'Sin cambios desde su publicación', 'Editar Guía de StockValoraciones de Guía de Stock'],
    ]);
    expect(screen.getByRole('link', { name: 'Editar Guía de Órdenes' })).toHaveAttribute('href', '/learning-guides/orders');
    expect(screen.getByRole('link', { name: 'Valoraciones de Guía de Stock' })).toHaveAttribute('href', '/learning-guides/stock/ratings');
  }

  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeServer();
      const { view } = renderModule('/learning-guides');
      const user = userEvent.setup();
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](user, server);
        await expectScreen(step.state as Snapshot);
      }
      expect(await axeViolations(view.container)).toEqual([]);
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(guidesListMachine, paths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });
});

describe("a guide's ratings, driven through its page", () => {
  const fixtures = {
    retry: { type: 'ratings.retry' },
    refresh: { type: 'ratings.refresh' },
    loaded: { type: 'xstate.done.actor.0.guideRatings.loading', output: REPORT },
    refreshed: { type: 'xstate.done.actor.0.guideRatings.loading', output: REFRESHED },
    loadFailed: { type: 'xstate.error.actor.0.guideRatings.loading', error: unavailable },
  } as const satisfies Record<string, EventObject & Record<string, unknown>>;
  type Fixture = keyof typeof fixtures;
  const names = eventNames(fixtures);
  type Snapshot = SnapshotFrom<typeof guideRatingsMachine>;
  const paths = coveringPaths<Snapshot, EventObject, { module: 'orders' }>(guideRatingsMachine, {
    input: { module: 'orders' },
    events: Object.values(fixtures),
    describe: (snapshot) => [snapshot.value, snapshot.context.report?.totals.yes ?? null, snapshot.context.problem],
    eventKey: (event) => JSON.stringify(event),
    // The first answer is the report; one read again after a refresh has one more "Sí".
    filter: (snapshot, event) => {
      const name = names.get(event);
      if (name === 'loaded') return snapshot.context.report === null;
      if (name === 'refreshed') return snapshot.context.report !== null;
      return true;
    },
  chained: true,
});
  const simulate: Record<Fixture, (user: UserEvent, server: Server) => Promise<unknown>> = {
    retry: (user) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
    refresh: (user) => user.click(screen.getByRole('button', { name: 'Actualizar' })),
    loaded: (_, server) => answered(server.ratings, 'orders', { report: REPORT }),
    refreshed: (_, server) => answered(server.ratings, 'orders', { report: REFRESHED }),
    loadFailed: (_, server) => answered(server.ratings, 'orders', { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  };
  async function expectScreen(snapshot: Snapshot) {
    if (snapshot.matches('loadFailed')) return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las valoraciones.'));
    if (snapshot.matches('loading')) {
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando las valoraciones…'));
      if (snapshot.context.report === null) return expect(screen.queryByRole('table')).toBeNull();
      return expect(screen.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    }
    const first = await screen.findByRole('table', { name: /¿Cuánto tiempo tengo para despachar\?/ });
    expect(rowsOf(first)).toEqual([
      ['Sí', '3', '75%'],
      ['No', '1', '25%'],
      ['No: la información no es clara', '0', '0%'],
      ['No: no responde mi pregunta', '1', '100%'],
      ['No: la información está incompleta o desactualizada', '0', '0%'],
      ['No: otro motivo', '0', '0%'],
    ]);
    // Nothing to divide by: no percentage, and the caption says no one answered.
    const unanswered = screen.getByRole('table', { name: /¿Cómo imprimo la etiqueta\?/ });
    expect(unanswered).toHaveAccessibleName(/Sin respuestas todavía/);
    expect(rowsOf(unanswered)[0]).toEqual(['Sí', '0', '—']);
    const removed = screen.getByRole('table', { name: /¿Dónde veo mis pagos\?/ });
    expect(removed).toHaveAccessibleName(/Quitada de la guía/);
    expect(rowsOf(removed).slice(0, 3)).toEqual([
      ['Sí', '0', '0%'],
      ['No', '2', '100%'],
      ['No: la información no es clara', '1', '50%'],
    ]);
    const totals = screen.getByRole('table', { name: /Toda la guía/ });
    if (snapshot.context.report!.totals.yes === 4) {
      expect(rowsOf(totals).slice(0, 2)).toEqual([['Sí', '4', '57%'], ['No', '3', '43%']]);
    } else expect(rowsOf(totals).slice(0, 2)).toEqual([['Sí', '3', '50%'], ['No', '3', '50%']]);
  }

  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeServer();
      const { view } = renderModule('/learning-guides/orders/ratings');
      const user = userEvent.setup();
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](user, server);
        await expectScreen(step.state as Snapshot);
      }
      expect(await axeViolations(view.container)).toEqual([]);
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(guideRatingsMachine, paths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });
});
