/**
 * The home (/eiffel) by role and publish history, and its two flows driven through the real app:
 * the report frames (reportFrame) and the reputation card (reputationSummary). Paths come from
 * the statecharts; msw holds each call until the path's step answers it, and the screen must show
 * what the step's state says. Coverage must reach every state and transition of both charts.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ActorLogic, AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { reportFrameMachine, HOME_REPORTS } from '../../machines/home/reportFrame.machine.ts';
import { reputationSummaryMachine } from '../../machines/home/reputationSummary.machine.ts';
import type { ReputationSummary } from '../../machines/home/reputation.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { http, mockServer } from '../support/http.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { bueno, people, renderSignedIn, signIn } from './home.support.tsx';

const EMBED_URL = (name: string) => `http://localhost:3000/metabase/dashboard/${name}/embed?token=aaaaaaaa.bbbbbbbb.cccccccc`;
const FRAME_TITLES = { reputation: 'Reputación', penaltyBreak: 'Quiebres de stock y penalizaciones', comercial: 'Resumen comercial' } as const;

const frameEvents = {
  shown: { type: 'xstate.done.actor.loadEmbed', output: { url: 'URL', source: 'builtin', expiresAt: '2026-11-21T14:40:00Z' } },
  failed: { type: 'xstate.error.actor.loadEmbed', error: new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }) },
} as const;
const summaryEvents = {
  shown: { type: 'xstate.done.actor.loadReputationSummary', output: bueno },
  failed: { type: 'xstate.error.actor.loadReputationSummary', error: ApiError.network() },
} as const;

/**
 * Shortest paths of a chart that has no events of its own: the model sends its call's answers as the
 * actor delivers them, so the logic is seen with those as its events.
 */
const pathsOf = <TMachine extends AnyStateMachine, TAnswer extends EventObject>(
  machine: TMachine,
  events: Record<string, TAnswer>,
  input: InputFrom<TMachine>,
) =>
  getShortestPaths(machine as unknown as ActorLogic<SnapshotFrom<TMachine>, TAnswer, InputFrom<TMachine>>, {
    events: Object.values(events),
    input,
  });

const nameOf = (events: Record<string, EventObject>, event: EventObject) =>
  (Object.entries(events).find(([, fixture]) => fixture.type === event.type)?.[0] ?? 'start') as 'shown' | 'failed' | 'start';

/** A call held until the path's step answers it. */
interface Held {
  answer: Deferred<'shown' | 'failed'>;
}

function holdHomeCalls(summary: ReputationSummary = bueno) {
  const frames = Object.fromEntries(HOME_REPORTS.map((name) => [name, { answer: deferred() } as Held])) as Record<string, Held>;
  const card: Held = { answer: deferred() };
  const asked: string[] = [];
  mockServer.use(
    http.metrics.get('/metabase/dashboard/{name}', async ({ params, response }) => {
      asked.push(params.name);
      const outcome = await frames[params.name]!.answer.promise;
      if (outcome === 'failed') return response.untyped(HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }, { status: 503 }));
      return response(200).json({ url: EMBED_URL(params.name), source: 'builtin', expiresAt: '2026-11-21T14:40:00Z' });
    }),
    http.sellers.get('/v1/sellers/reputation-summary/{sellerId}', async ({ params, response }) => {
      asked.push(`summary ${params.sellerId}`);
      if ((await card.answer.promise) === 'failed') return HttpResponse.error();
      return response(200).json(summary);
    }),
  );
  return { frames, card, asked };
}

async function expectFrame(name: keyof typeof FRAME_TITLES, state: 'loading' | 'shown' | 'failed') {
  const section = await screen.findByRole('region', { name: FRAME_TITLES[name] });
  await waitFor(() => {
    const frame = within(section).queryByTitle(`Reporte: ${FRAME_TITLES[name]}`);
    if (state === 'shown') {
      expect(frame).toHaveAttribute('src', EMBED_URL(name));
      expect(frame).toHaveAttribute('height', '505');
    } else expect(frame).toBeNull();
    const loadingText = within(section).queryByText(`Cargando el reporte ${FRAME_TITLES[name]}…`);
    if (state === 'loading') expect(loadingText).toBeInTheDocument();
    else expect(loadingText).toBeNull();
  });
}

async function expectCard(state: 'loading' | 'shown' | 'failed') {
  const card = await screen.findByRole('region', { name: 'Tu reputación' });
  await waitFor(() => {
    if (state === 'loading') {
      expect(within(card).getByText('Cargando tu reputación…')).toBeInTheDocument();
      expect(within(card).getByText('Periodo medido: —')).toBeInTheDocument();
      return;
    }
    expect(within(card).queryByText('Cargando tu reputación…')).toBeNull();
    if (state === 'shown') {
      expect(within(card).getByText('Nivel Bueno')).toBeInTheDocument();
      expect(within(card).getByText('Periodo medido: octubre de 2026 (01/10/2026 al 31/10/2026)')).toBeInTheDocument();
      // 0.9687, 0.0149, 0.0051 rounded to whole percentages.
      const values = within(card).getAllByRole('definition').map((dd) => dd.textContent?.replace(/\s/g, ' '));
      expect(values).toEqual(['97%', '1%', '1%']);
    } else {
      // The default category, Bloqueo, after a failure, over the two months before today.
      expect(within(card).getByText('Nivel Bloqueo')).toBeInTheDocument();
      expect(within(card).getByText(/^Periodo medido: \S+ (de \d{4} )?y \S+ de \d{4} \(01\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}\)$/)).toBeInTheDocument();
      expect(within(card).getAllByText('Sin datos')).toHaveLength(3);
    }
  });
}

describe('report frames, paths generated from the statechart', () => {
  const paths = pathsOf(reportFrameMachine, frameEvents, { name: 'reputation' });
  it.each(paths.map((path) => [path.steps.map((step) => nameOf(frameEvents, step.event)).join(' → '), path] as const))('%s', async (_, path) => {
    const logged = muteErrorLog('[home]');
    signIn(people.camila, { inPublishHistory: true });
    const held = holdHomeCalls();
    held.card.answer.resolve('shown');
    const app = renderSignedIn('/eiffel');
    try {
    for (const step of path.steps) {
      const outcome = nameOf(frameEvents, step.event);
      if (outcome !== 'start') await act(async () => HOME_REPORTS.forEach((name) => held.frames[name]!.answer.resolve(outcome)));
      const state = step.state.matches('loading') ? 'loading' : step.state.matches('shown') ? 'shown' : 'failed';
      for (const name of HOME_REPORTS) await expectFrame(name, state);
    }
    // Each frame asked once, on mount.
    expect(held.asked.filter((call) => !call.startsWith('summary')).sort()).toEqual([...HOME_REPORTS].sort());
    if (path.state.matches('failed')) {
      for (const name of HOME_REPORTS) expect(logged).toHaveBeenCalledWith(`[home] report ${name} failed, frame left empty:`, 'SERVICE_UNAVAILABLE');
    }
    } finally {
      logged.mockRestore();
      app.done();
    }
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(reportFrameMachine, paths));
  });
});

describe('reputation card, paths generated from the statechart', () => {
  const paths = pathsOf(reputationSummaryMachine, summaryEvents, { sellerId: 101, sellerName: 'Tienda Camila SpA', today: '2026-11-21' });
  it.each(paths.map((path) => [path.steps.map((step) => nameOf(summaryEvents, step.event)).join(' → '), path] as const))('%s', async (_, path) => {
    const logged = muteErrorLog('[home]');
    signIn(people.camila, { inPublishHistory: true });
    const held = holdHomeCalls();
    HOME_REPORTS.forEach((name) => held.frames[name]!.answer.resolve('shown'));
    const app = renderSignedIn('/eiffel');
    try {
    for (const step of path.steps) {
      const outcome = nameOf(summaryEvents, step.event);
      if (outcome !== 'start') await act(async () => held.card.answer.resolve(outcome));
      await expectCard(step.state.matches('loading') ? 'loading' : step.state.matches('shown') ? 'shown' : 'failed');
    }
    expect(held.asked).toContain(`summary ${people.camila.seller_id}`);
    if (path.state.matches('failed')) {
      expect(logged).toHaveBeenCalledWith('[home] reputation summary failed, showing the default category:', 'NETWORK_ERROR');
    }
    } finally {
      logged.mockRestore();
      app.done();
    }
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(reputationSummaryMachine, paths));
  });
});

describe('the home of each role', () => {
  it('welcomes a seller not in the publish history with the four steps, step 4 highlighting what follows "24 horas"', async () => {
    signIn(people.nuevo, { inPublishHistory: false });
    const app = renderSignedIn('/eiffel');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Hola, Tomás! Te damos la bienvenida a Portal Sellers' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Paso 1: Envía tu postulación',
      'Paso 2: Revisamos tus antecedentes',
      'Paso 3: Acepta los términos y carga tus productos',
      'Paso 4: Publicamos tu tienda',
    ]);
    const highlighted = steps[3]!.querySelector('strong');
    expect(highlighted).toHaveTextContent('tu tienda quedará publicada y lista para recibir pedidos.');
    expect(highlighted?.previousSibling?.textContent).toMatch(/24 horas, $/);
    // No reports nor reputation for a seller not yet published.
    expect(screen.queryByRole('region', { name: 'Tu reputación' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reportes' })).toBeNull();
    expect(await axeViolations(app.container)).toEqual([]);
    app.done();
  });

  it('shows a published seller its reputation card and the three reports, with help on each rate', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const held = holdHomeCalls();
    held.card.answer.resolve('shown');
    const app = renderSignedIn('/eiffel');
    await expectCard('shown');
    // axe cannot look into jsdom frames: the page is checked with the frames still empty.
    for (const name of HOME_REPORTS) await expectFrame(name, 'loading');
    expect(await axeViolations(app.container)).toEqual([]);
    await act(async () => HOME_REPORTS.forEach((name) => held.frames[name]!.answer.resolve('shown')));
    for (const name of HOME_REPORTS) await expectFrame(name, 'shown');
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Ayuda: Entregas a tiempo' }));
    expect(await screen.findByText(/Debe mantenerse sobre 95,01\s?%/)).toBeInTheDocument();
    app.done();
  });

  it.each([
    ['comercial', people.comercial],
    ['admin', people.admin],
  ] as const)('shows %s only the marketplace reports', async (_, session) => {
    signIn(session, { inPublishHistory: false });
    const held = holdHomeCalls();
    const app = renderSignedIn('/eiffel');
    expect(await screen.findByRole('heading', { level: 1, name: `Hola, ${session.first_name}` })).toBeInTheDocument();
    for (const name of HOME_REPORTS) await expectFrame(name, 'loading');
    expect(await axeViolations(app.container)).toEqual([]);
    await act(async () => HOME_REPORTS.forEach((name) => held.frames[name]!.answer.resolve('shown')));
    for (const name of HOME_REPORTS) await expectFrame(name, 'shown');
    expect(screen.getByText('Cifras de reputación, penalizaciones y ventas de todos los sellers del marketplace.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tu reputación' })).toBeNull();
    expect(held.asked.some((call) => call.startsWith('summary'))).toBe(false);
    app.done();
  });

  it('greets a role without reports, asking for none', async () => {
    signIn(people.catalog, { inPublishHistory: false });
    const held = holdHomeCalls();
    const app = renderSignedIn('/eiffel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Pedro' })).toBeInTheDocument();
    expect(screen.getByText('Rol: Catálogo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reportes' })).toBeNull();
    expect(held.asked).toEqual([]);
    expect(await axeViolations(app.container)).toEqual([]);
    app.done();
  });

  it('shows the placeholder period 00/00/0000 for a new seller (Plan Growth reads as Nuevo)', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const held = holdHomeCalls({ ...bueno, level: 'Plan Growth', levelNumber: null, period: null, deliveries: null, claims: null, cancellations: null });
    held.card.answer.resolve('shown');
    HOME_REPORTS.forEach((name) => held.frames[name]!.answer.resolve('shown'));
    const app = renderSignedIn('/eiffel');
    const card = await screen.findByRole('region', { name: 'Tu reputación' });
    expect(await within(card).findByText('Nivel Nuevo')).toBeInTheDocument();
    expect(within(card).getByText('Periodo medido: 00/00/0000')).toBeInTheDocument();
    app.done();
  });
});
