/**
 * The home (/eiffel) by role and publish history, and its two flows driven through the real app:
 * the report frames (reportFrame) and the reputation card with its drawer of levels
 * (reputationSummary). Paths come from the statecharts; msw holds each call until the path's step
 * answers it, the drawer is opened and closed as a seller would, and the screen must show what the
 * step's state says. Coverage must reach every state and transition of both charts.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ActorLogic, AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { reportFrameMachine, HOME_REPORTS } from '../../machines/home/reportFrame.machine.ts';
import { reputationSummaryMachine, type ReputationSummaryEvent } from '../../machines/home/reputationSummary.machine.ts';
import type { ReputationSummary } from '../../machines/home/reputation.ts';
import { ApiError } from '../../shared/api-error.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { LevelIcon, type LevelIconSize } from '../../src/views/home/LevelIcon.tsx';
import { axeViolations } from '../support/axe.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { http, mockServer } from '../support/http.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { bueno, people, renderSignedIn, signIn } from './home.support.tsx';
import { homeTodoHandlers } from './homeTodo.support.ts';

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
  options: {
    /** Whether the event is offered in that snapshot (all of them when omitted). */
    offered?: (snapshot: SnapshotFrom<TMachine>, event: TAnswer) => boolean;
    /** What tells two vertices apart (the snapshot alone when omitted). */
    serializeState?: (snapshot: SnapshotFrom<TMachine>, event: TAnswer | undefined, previous: SnapshotFrom<TMachine> | undefined) => string;
  } = {},
) => {
  const { offered = () => true, serializeState } = options;
  return getShortestPaths(machine as unknown as ActorLogic<SnapshotFrom<TMachine>, TAnswer, InputFrom<TMachine>>, {
    events: (snapshot) => Object.values(events).filter((event) => offered(snapshot, event)),
    input,
    ...(serializeState ? { serializeState } : {}),
  });
};

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
      // Without the summary there are no rules to quote: no minimum of orders, no threshold.
      expect(within(card).getByText('No pudimos leer tu reputación en este momento. Vuelve a intentarlo más tarde.')).toBeInTheDocument();
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

/** The card chart's events: its call's answers, and the drawer's button and close (button or Escape). */
const cardEvents = {
  ...summaryEvents,
  open: { type: 'drawer.open' },
  close: { type: 'drawer.close' },
} as const;
type CardStep = keyof typeof cardEvents | 'start';
const cardStepOf = (event: EventObject): CardStep =>
  (Object.entries(cardEvents).find(([, fixture]) => fixture.type === event.type)?.[0] ?? 'start') as CardStep;

/**
 * Shortest paths to every transition of the card chart: a vertex is the state with the event that
 * reached it and the state it came from, so closing the drawer (which returns to a state already
 * seen) gets its own path. Only events the state takes are offered, as on the screen a button that
 * cannot act is disabled.
 */
const isDrawerEvent = (event: EventObject): event is ReputationSummaryEvent => event.type === 'drawer.open' || event.type === 'drawer.close';
const cardPaths = pathsOf(
  reputationSummaryMachine,
  cardEvents,
  { sellerId: 101, sellerName: 'Tienda Camila SpA', today: '2026-11-21' },
  {
    offered: (snapshot, event) => (isDrawerEvent(event) ? snapshot.can(event) : snapshot.matches({ summary: 'loading' })),
    serializeState: (snapshot, event, previous) => JSON.stringify([snapshot.value, event?.type ?? null, previous?.value ?? null]),
  },
);

const DRAWER_TITLE = 'Niveles de reputación';
/** The card's button; while the drawer is open the page behind it is hidden from assistive technology. */
const drawerButton = () => screen.getByRole('button', { name: 'Ver niveles y beneficios', hidden: true });

/** The drawer as the state says: closed, or open on the level and the month of the summary shown. */
async function expectDrawer(state: SnapshotFrom<typeof reputationSummaryMachine>) {
  if (state.matches({ drawer: 'closed' })) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DRAWER_TITLE })).toBeNull());
    // No level to explain while the summary is on its way, nor rules after a failed read.
    if (state.matches({ summary: 'shown' })) expect(drawerButton()).toBeEnabled();
    else expect(drawerButton()).toBeDisabled();
    expect(drawerButton()).toHaveAttribute('aria-expanded', 'false');
    return;
  }
  const drawer = await screen.findByRole('dialog', { name: DRAWER_TITLE });
  expect(drawerButton()).toHaveAttribute('aria-expanded', 'true');
  const ladder = within(drawer).getByRole('list', { name: 'Niveles' });
  const steps = within(ladder).getAllByRole('listitem').filter((item) => item.parentElement === ladder);
  expect(steps.map((step) => within(step).getAllByText(/^(Nuevo|Bajo|Medio|Bueno|Destacado)$/)[0]?.textContent)).toEqual([
    'Nuevo',
    'Bajo',
    'Medio',
    'Bueno',
    'Destacado',
  ]);
  // Only one step is current, and it says so in words, not only in colour.
  const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
  expect(current).toHaveLength(1);
  expect(within(current[0]!).getByText('Tu nivel actual')).toBeInTheDocument();
  expect(within(drawer).getAllByText('Tu nivel actual')).toHaveLength(1);
  // Percentages read the same whether the locale data puts a space before % or not.
  const text = (element: Element) => element.textContent?.replace(/\s*%/g, '%').replace(/\s/g, ' ');
  // Only the server's summary opens the drawer: October's level explained with version 1, the
  // version October was scored with.
  expect(state.matches({ summary: 'shown' })).toBe(true);
  expect(text(current[0]!)).toContain('Bueno');
  expect(text(drawer)).toContain('Entregas a tiempo sobre 95,01%.');
  expect(text(drawer)).toContain('Reclamos bajo 3% de tus pedidos.');
  expect(text(drawer)).toContain('Cancelados por ti bajo 1,5% de tus pedidos.');
  expect(text(drawer)).toContain('Despachar al menos 5 pedidos en el mes');
  // Each level's benefits are the text of that version, as written.
  expect(steps.map(text)).toEqual([
    expect.stringContaining('Beneficios: Visibilidad estándar de tus productos.'),
    expect.stringContaining('Beneficios: Plan de mejora con tu ejecutivo comercial.'),
    expect.stringContaining('Beneficios: Postulación a eventos de temporada.'),
    expect.stringContaining('Beneficios: 40% de descuento en el costo de envío. Campañas publicitarias.'),
    expect.stringContaining('Beneficios: 50% de descuento en el costo de envío. Insignia «Seller destacado».'),
  ]);
  // November so far, projected with version 2 (on time above 94 %), which the drawer also states.
  expect(text(drawer)).toContain('Del 01/11/2026 al 21/11/2026');
  const figures = within(drawer).getAllByRole('definition').map(text);
  expect(figures).toEqual(['118 de 120', '93 de 100 (93%)', '2 de 120 (1,67%)', '1 de 120 (0,83%)']);
  expect(text(drawer)).toContain(
    'Este mes rigen metas nuevas, con las que se calculan tu proyección y lo que te sube de nivel: despachar al menos 5 pedidos, entregas a tiempo sobre 94%, reclamos bajo 3% y cancelados por ti bajo 1,5%.',
  );
  expect(within(drawer).getByText('Con tus cifras de este mes hasta hoy, tu nivel sería Bueno.')).toBeInTheDocument();
  expect(within(drawer).getByText('Con 17 entregas a tiempo más llegas a Destacado.')).toBeInTheDocument();
  // The level within reach, with version 2's benefits; the ladder above still reads version 1's 50 %.
  expect(text(drawer)).toContain('Beneficios de Destacado con las reglas de este mes: 60% de descuento en el costo de envío. Insignia «Seller destacado».');
}

describe('reputation card and its drawer, paths generated from the statechart', () => {
  it.each(cardPaths.map((path) => [path.steps.map((step) => cardStepOf(step.event)).join(' → '), path] as const))('%s', async (_, path) => {
    const logged = muteErrorLog('[home]');
    signIn(people.camila, { inPublishHistory: true });
    const held = holdHomeCalls();
    HOME_REPORTS.forEach((name) => held.frames[name]!.answer.resolve('shown'));
    const app = renderSignedIn('/eiffel');
    const user = userEvent.setup();
    try {
    for (const step of path.steps) {
      const name = cardStepOf(step.event);
      if (name === 'shown' || name === 'failed') await act(async () => held.card.answer.resolve(name));
      if (name === 'open') await user.click(drawerButton());
      if (name === 'close') {
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar niveles de reputación' }));
        await waitFor(() => expect(drawerButton()).toHaveFocus());
      }
      // The card is read when the drawer is closed: an open drawer hides the page behind it.
      if (step.state.matches({ drawer: 'closed' })) {
        await expectCard(step.state.matches({ summary: 'loading' }) ? 'loading' : step.state.matches({ summary: 'shown' }) ? 'shown' : 'failed');
      }
      await expectDrawer(step.state);
    }
    expect(held.asked).toContain(`summary ${people.camila.seller_id}`);
    if (path.state.matches({ summary: 'failed' })) {
      expect(logged).toHaveBeenCalledWith('[home] reputation summary failed, showing the default category:', 'NETWORK_ERROR');
    }
    } finally {
      logged.mockRestore();
      app.done();
    }
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(reputationSummaryMachine, cardPaths));
  });

  it('closes with Escape too, the focus back on its button', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const held = holdHomeCalls();
    held.card.answer.resolve('shown');
    const app = renderSignedIn('/eiffel');
    try {
      await expectCard('shown');
      const user = userEvent.setup();
      await user.click(drawerButton());
      await screen.findByRole('dialog', { name: DRAWER_TITLE });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: DRAWER_TITLE })).toBeNull());
      await waitFor(() => expect(drawerButton()).toHaveFocus());
    } finally {
      app.done();
    }
  });

  it('shows the benefits an admin wrote as plain text, markup and line breaks as typed, never as HTML', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const held = holdHomeCalls({ ...bueno, benefits: { ...bueno.benefits, Bueno: '<b>Envío</b> gratis\n<img src=x onerror=alert(1)>' } });
    held.card.answer.resolve('shown');
    const app = renderSignedIn('/eiffel');
    try {
      await expectCard('shown');
      await userEvent.setup().click(drawerButton());
      const drawer = await screen.findByRole('dialog', { name: DRAWER_TITLE });
      const written = within(drawer).getByText((_, element) => element?.getAttribute('lang') === 'es-CL' && element.textContent?.startsWith('<b>') === true);
      expect(written.textContent).toBe('<b>Envío</b> gratis\n<img src=x onerror=alert(1)>');
      expect(drawer.querySelector('b, img')).toBeNull();
    } finally {
      app.done();
    }
  });

  it('has no accessibility violations with the drawer open', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const held = holdHomeCalls();
    held.card.answer.resolve('shown');
    const app = renderSignedIn('/eiffel');
    try {
      await expectCard('shown');
      await userEvent.setup().click(drawerButton());
      const drawer = await screen.findByRole('dialog', { name: DRAWER_TITLE });
      expect(await axeViolations(drawer)).toEqual([]);
    } finally {
      app.done();
    }
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
    // The card's rates and the report's cover different periods, and each says which.
    expect(within(screen.getByRole('region', { name: 'Tu reputación' })).getByText('Periodo medido: octubre de 2026 (01/10/2026 al 31/10/2026)')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Reputación' })).getByText('Cifras de los últimos 6 meses cerrados. Las de la tarjeta Tu reputación son las del periodo con que se mide tu nivel.'),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Ayuda: Entregas a tiempo' }));
    expect(await screen.findByText(/Debe mantenerse sobre 95,01\s?%/)).toBeInTheDocument();
    app.done();
  });

  it('opens with what needs doing now: each count opening its list filtered, the late orders marked, and the unread notifications', async () => {
    signIn(people.camila, { inPublishHistory: true });
    holdHomeCalls();
    mockServer.use(...homeTodoHandlers({ toPrepare: 9, late: 2, toReview: 1, withoutBoleta: 0 }));
    const app = renderSignedIn('/eiffel');
    const panel = await screen.findByRole('region', { name: 'Qué hacer ahora' });
    const toPrepare = await within(panel).findByRole('link', { name: 'Órdenes por preparar: 9' });
    expect(toPrepare).toHaveAttribute('href', '/orders?group=toPrepare&sort=promisedAt&direction=asc');
    expect(within(panel).getByText('2 atrasadas')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Devoluciones esperan tu decisión: 1' })).toHaveAttribute('href', '/returns?group=toReview');
    expect(within(panel).getByRole('link', { name: 'Órdenes sin boleta: 0' })).toHaveAttribute('href', '/invoice?state=pending');
    // Nothing waits for a boleta, and no notification is unread: both lines say so.
    expect(within(panel).getAllByText('Al día')).toHaveLength(2);
    expect(await axeViolations(app.container)).toEqual([]);
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Notificaciones sin leer: 0' }));
    expect(await screen.findByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
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
    expect(within(screen.getByRole('region', { name: 'Reputación' })).getByText('Cifras de los últimos 6 meses cerrados.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Tu reputación' })).toBeNull();
    expect(held.asked.some((call) => call.startsWith('summary'))).toBe(false);
    app.done();
  });

  /** Where each staff line leads: its queue, already in the view the line counts. */
  const HREF_OF_LINE: Record<string, string> = {
    'Solicitudes recibidas sin revisar': '/applications?status=received',
    'Solicitudes en revisión': '/applications?status=in_review',
    'Devoluciones escaladas sin asignar': '/returns/customer-service',
    'Devoluciones escaladas a tu cargo': '/returns/customer-service?assignment=mine',
  };

  it.each([
    ['admin', people.admin, ['Solicitudes recibidas sin revisar: 4', 'Solicitudes en revisión: 1', 'Devoluciones escaladas sin asignar: 3', 'Devoluciones escaladas a tu cargo: 0']],
    ['comercial', people.comercial, ['Solicitudes recibidas sin revisar: 4', 'Solicitudes en revisión: 1']],
    ['customer service', people.customerService, ['Devoluciones escaladas sin asignar: 3', 'Devoluciones escaladas a tu cargo: 0']],
  ] as const)('shows %s the queues of their role, each opening its list, and no seller work', async (_, session, lines) => {
    signIn(session, { inPublishHistory: false });
    holdHomeCalls();
    mockServer.use(...homeTodoHandlers({ toPrepare: 9, late: 2, toReview: 1, withoutBoleta: 5 }, { token: false }, { received: 4, inReview: 1, unassigned: 3, mine: 0 }));
    const app = renderSignedIn('/eiffel');
    const panel = await screen.findByRole('region', { name: 'Qué hacer ahora' });
    await within(panel).findByRole('link', { name: lines[0] });
    expect(within(panel).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      lines.map((line) => [line, HREF_OF_LINE[line.slice(0, line.indexOf(':'))]]),
    );
    expect(within(panel).queryByText(/Órdenes/)).toBeNull();
    app.done();
  });

  it('greets a role without reports, asking for none', async () => {
    signIn(people.catalog, { inPublishHistory: false });
    const held = holdHomeCalls();
    const app = renderSignedIn('/eiffel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Pedro' })).toBeInTheDocument();
    expect(screen.getByText('Rol: Catálogo')).toBeInTheDocument();
    // Staff are not told they manage products, orders and finance, as sellers do.
    expect(screen.getByText('En el menú encuentras las secciones de tu rol; las que aún no están disponibles lo dicen al abrirlas.')).toBeInTheDocument();
    expect(screen.queryByText(/administras tus productos/)).toBeNull();
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

describe('the level icon', () => {
  const renderIcon = (level: string, size: LevelIconSize = 'xl') =>
    render(
      <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
        <LevelIcon level={level} size={size} />
      </AppProviders>,
    );

  it.each([
    ['xs', 16],
    ['md', 32],
    ['xl', 48],
    ['xxxxl', 96],
  ] as const)('draws size %s at %i px', (size, pixels) => {
    const { container } = renderIcon('Bueno', size);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', String(pixels));
    expect(svg).toHaveAttribute('height', String(pixels));
  });

  it('says "El icono de nivel no encontrado" for a level without an icon', () => {
    const { container } = renderIcon('Plan Growth');
    expect(container.querySelector('svg')).toBeNull();
    expect(within(container).getByText('El icono de nivel no encontrado')).toBeInTheDocument();
  });
});
