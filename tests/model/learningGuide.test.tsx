/**
 * Model-based tests of the learning guide, driving the real floating button and drawer through the
 * composition root's actors and the typed learning-guide client against msw, signed in as a seller
 * on /orders. Paths are generated from the statechart to take every transition; each step checks
 * the screen (loader, failure, the guide with its questions, an answer with its rating block, the
 * thanks) and each rating checks the body the server received.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { learningGuideMachine, type Guide } from '../../machines/learningGuide/learningGuide.machine.ts';
import { learningGuideTopic } from '../../machines/learningGuide/learningGuide.topic.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { http, mockServer } from '../support/http.ts';
import { ADMIN, errorAnswer, fakeDocumentsServer, HeldAnswers, json, renderPortalParts, SELLER, stopAllFlows, type Answer, type Rendered } from './notifications.support.tsx';
import { coveringPaths, forgetScreenWidth, moduleStatus, setScreenWidth } from './shell.support.tsx';
import { people, renderSignedIn, signIn } from './home.support.tsx';

const FRESH = { id: 14, title: '¿Cuánto tiempo tengo para despachar un pedido?', value: 'Plazos de despacho', content: 'Tienes **48 horas hábiles** desde la confirmación del pago.', answer: false };
const RATED = { id: 15, title: '¿Cómo imprimo la etiqueta de envío?', value: 'Etiquetas', content: 'Entra al detalle del pedido y presiona **Imprimir etiqueta**.', answer: true };
const GUIDE: Guide = {
  title: 'Guía de pedidos',
  module: 'orders',
  content: 'Aquí encuentras **todos tus pedidos**. Revisa a diario los que están en estado *Nuevo*.',
  data: [FRESH, RATED],
};

const fixtures = {
  open: { type: 'guide.open', module: 'orders' },
  close: { type: 'guide.close' },
  navigate: { type: 'route.changed' },
  retry: { type: 'guide.retry' },
  pickFresh: { type: 'guide.pick', questionId: FRESH.id },
  pickRated: { type: 'guide.pick', questionId: RATED.id },
  back: { type: 'guide.back' },
  yes: { type: 'rating.yes' },
  no: { type: 'rating.no' },
  reason: { type: 'rating.reason', reason: 'unclear' },
  send: { type: 'rating.send' },
  loaded: { type: 'xstate.done.actor.loadGuide', output: GUIDE },
  loadFailed: { type: 'xstate.error.actor.loadGuide', error: { code: 'INTERNAL_SERVER_ERROR' } },
  rated: { type: 'xstate.done.actor.rate' },
  rateFailed: { type: 'xstate.error.actor.rate', error: { code: 'SERVICE_UNAVAILABLE' } },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Snapshot = SnapshotFrom<typeof learningGuideMachine>;

const paths = coveringPaths<Snapshot, EventObject, { userId: number }>(learningGuideMachine, {
  input: { userId: SELLER.id },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.questionId, snapshot.context.reason, snapshot.context.guide?.data.map((question) => question.answer)],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
});

/** The fake learning-guide service: each request waits for the answer the path gives it. */
function fakeGuideServer() {
  const guide = new HeldAnswers<string>();
  const rate = new HeldAnswers<unknown>();
  mockServer.use(
    http.learningGuide.get('/learning-guide/questions/{module}/{userId}', async ({ request, params }) =>
      (await guide.next(request.signal, `${params.module}/${params.userId}`))(),
    ),
    http.learningGuide.post('/learning-guide/answer', async ({ request }) => (await rate.next(request.signal, await request.clone().json()))()),
  );
  return { guide, rate };
}

const stored = (value: 0 | 1, valueDetailed: string): Answer => () =>
  HttpResponse.json({ id: 7, userId: SELLER.id, value, valueDetailed, learningGuideQuestionId: FRESH.id, createdAt: '2026-11-23T15:00:00Z' }, { status: 201 });

interface World {
  user: UserEvent;
  rendered: Rendered;
  server: ReturnType<typeof fakeGuideServer>;
  /** The rating last chosen on screen, to answer the server as it would. */
  lastValue: 0 | 1;
}

const drawer = () => screen.getByRole('dialog', { name: 'Guía de pedidos' });
const guideButton = () => screen.getByRole('button', { name: 'Guía de aprendizaje' });

const simulate: Record<Fixture, (world: World) => unknown> = {
  open: ({ user }) => user.click(guideButton()),
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar la guía' })),
  navigate: ({ rendered }) => rendered.navigate(rendered.path() === '/orders' ? '/orders/2026-000123' : '/orders'),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pickFresh: ({ user }) => user.click(within(drawer()).getByRole('button', { name: /Cuánto tiempo tengo/ })),
  pickRated: ({ user }) => user.click(within(drawer()).getByRole('button', { name: /Cómo imprimo la etiqueta/ })),
  back: ({ user }) => user.click(within(drawer()).getByRole('button', { name: 'Volver' })),
  yes: (world) => {
    world.lastValue = 1;
    return world.user.click(within(drawer()).getByRole('button', { name: 'Sí' }));
  },
  no: ({ user }) => user.click(within(drawer()).getByRole('button', { name: 'No' })),
  reason: ({ user }) => user.click(within(drawer()).getByRole('radio', { name: 'La información no es clara' })),
  send: (world) => {
    world.lastValue = 0;
    return world.user.click(within(drawer()).getByRole('button', { name: 'Enviar' }));
  },
  loaded: ({ server }) => server.guide.answer(json(GUIDE)),
  loadFailed: ({ server }) => server.guide.answer(errorAnswer(500, 'INTERNAL_SERVER_ERROR')),
  rated: ({ server, lastValue }) => server.rate.answer(lastValue === 1 ? stored(1, 'null') : stored(0, 'La información no es clara')),
  rateFailed: ({ server }) => server.rate.answer(errorAnswer(503, 'SERVICE_UNAVAILABLE')),
};

async function expectScreenFor(state: AnyMachineSnapshot) {
  if (state.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(guideButton()).toBeVisible();
    return;
  }
  // While it loads, the drawer is named after the guide it will show.
  const dialog = await screen.findByRole('dialog', { name: state.matches({ open: 'loading' }) || state.matches({ open: 'loadFailed' }) ? 'Guía de aprendizaje' : 'Guía de pedidos' });
  if (state.matches({ open: 'loading' })) {
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cargando la guía…');
    return;
  }
  if (state.matches({ open: 'loadFailed' })) {
    // The portal's error toast, as for every failed load, and the drawer's own way to try again.
    expect((await screen.findByText('Error interno del servidor: no pudimos cargar la guía de aprendizaje.')).closest('[role="alert"]')).not.toBeNull();
    expect(dialog).toHaveTextContent('No pudimos cargar la guía (error interno del servidor).');
    expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    return;
  }
  if (state.matches({ open: 'list' })) {
    expect(within(dialog).getByRole('heading', { name: 'Guía de pedidos' })).toBeVisible();
    expect(within(dialog).getByText('todos tus pedidos')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Cuánto tiempo tengo para despachar un pedido\? Plazos de despacho/ })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Cómo imprimo la etiqueta de envío\? Etiquetas/ })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Volver' })).toBeNull();
    return;
  }
  // One question: "Volver" where the title was, the answer, then its rating.
  const question = state.context.questionId === FRESH.id ? FRESH : RATED;
  expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeVisible();
  expect(within(dialog).getByRole('heading', { name: question.title })).toBeVisible();
  expect(within(dialog).getByText(question.id === FRESH.id ? '48 horas hábiles' : 'Imprimir etiqueta')).toBeVisible();

  if (state.matches({ open: { question: 'thanked' } })) {
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('¡Gracias por tu respuesta! Nos ayuda a mejorar esta guía.'));
    expect(within(dialog).queryByRole('button', { name: 'Sí' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'No' })).toBeNull();
    return;
  }
  expect(within(dialog).getByText('¿Te sirvió esta respuesta?')).toBeVisible();
  const failed = state.matches({ open: { question: { choosing: 'failed' } } }) || state.matches({ open: { question: { reasons: 'failed' } } });
  if (failed) expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos guardar tu respuesta.');
  else expect(within(dialog).queryByText(/No pudimos guardar tu respuesta/)).toBeNull();

  const reasonsShown = state.matches({ open: { question: 'reasons' } }) || state.matches({ open: { question: 'sendingNo' } });
  if (reasonsShown) {
    expect(within(dialog).getByRole('radiogroup', { name: '¿Por qué no te sirvió?' })).toBeVisible();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'La información no es clara',
      'No responde mi pregunta',
      'La información está incompleta o desactualizada',
    ]);
    const chosen = state.context.reason !== null;
    expect(within(dialog).getByRole('radio', { name: 'La información no es clara' })).toHaveProperty('checked', chosen);
    // Enviar waits for a reason, and for the answer once sent.
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    if (chosen && state.matches({ open: { question: 'reasons' } })) expect(send).toBeEnabled();
    else expect(send).toBeDisabled();
  } else {
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  }
}

describe('learning guide, driven through the floating button and the drawer on /orders', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const muted = muteErrorLog('[learningGuide]');
      fakeDocumentsServer({ session: SELLER, notifications: [], terms: json(true) });
      const server = fakeGuideServer();
      const rendered = renderPortalParts({ initialPath: '/orders' });
      const world: World = { user: userEvent.setup(), rendered, server, lastValue: 1 };
      try {
        await screen.findByRole('button', { name: 'Guía de aprendizaje' });
        for (const step of path.steps) {
          if (!isStart(step.event)) {
            const name = names.get(step.event);
            const ratingsBefore = server.rate.received.length;
            await simulate[name](world);
            // Each opening asks for the orders guide as the signed-in seller.
            if (name === 'open' || name === 'retry') await waitFor(() => expect(server.guide.received.at(-1)).toBe(`orders/${SELLER.id}`));
            if (name === 'yes') {
              await waitFor(() => expect(server.rate.received).toHaveLength(ratingsBefore + 1));
              expect(server.rate.received.at(-1)).toEqual({ userId: SELLER.id, value: 1, valueDetailed: 'null', learningGuideQuestionId: FRESH.id });
            }
            if (name === 'send') {
              await waitFor(() => expect(server.rate.received).toHaveLength(ratingsBefore + 1));
              expect(server.rate.received.at(-1)).toEqual({ userId: SELLER.id, value: 0, valueDetailed: 'La información no es clara', learningGuideQuestionId: FRESH.id });
            }
          }
          await expectScreenFor(step.state);
        }
      } finally {
        stopAllFlows(rendered.flows);
        muted.mockRestore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(learningGuideMachine, paths));
  });
});

describe('learning guide: where it is offered', () => {
  it.each([
    ['/orders', 'orders'],
    ['/orders/2026-000123', 'orders'],
    ['/stock?page=2', 'stock'],
    ['/pim/products', 'pim'],
    ['/finance', 'finance'],
    ['/reports', 'reports'],
    ['/reports/metrics', 'metrics'],
    ['/reports/metrics/ventas', 'metrics'],
    ['/finance/metrics', 'metrics'],
    ['/eiffel', null],
    ['/user/myAccount', null],
    ['/metrics', null],
    ['/ordersX', null],
    ['/', null],
  ] as const)('%s asks for %s', (path, topic) => {
    expect(learningGuideTopic(path)).toBe(topic);
  });

  it('reads "Aprende sobre tus métricas" on the metrics pages and asks for the metrics guide', async () => {
    fakeDocumentsServer({ session: SELLER, notifications: [], terms: json(true) });
    const server = fakeGuideServer();
    const rendered = renderPortalParts({ initialPath: '/reports/metrics' });
    const user = userEvent.setup();
    try {
      await user.click(await screen.findByRole('button', { name: 'Aprende sobre tus métricas' }));
      await waitFor(() => expect(server.guide.received).toEqual([`metrics/${SELLER.id}`]));
      expect(screen.queryByRole('button', { name: 'Guía de aprendizaje' })).toBeNull();
    } finally {
      stopAllFlows(rendered.flows);
    }
  });

  it('shows no button on the home, nor to staff on /orders', async () => {
    fakeDocumentsServer({ session: SELLER, notifications: [], terms: json(true) });
    let rendered = renderPortalParts({ initialPath: '/eiffel' });
    try {
      await screen.findByRole('button', { name: 'Notificaciones' });
      expect(screen.queryByRole('button', { name: /Guía de aprendizaje|Aprende sobre/ })).toBeNull();
    } finally {
      stopAllFlows(rendered.flows);
    }
    fakeDocumentsServer({ session: ADMIN, notifications: [] });
    rendered = renderPortalParts({ initialPath: '/orders' });
    try {
      await screen.findByRole('button', { name: 'Notificaciones' });
      expect(screen.queryByRole('button', { name: /Guía de aprendizaje|Aprende sobre/ })).toBeNull();
      expect(rendered.flows.auth.getSnapshot().children.learningGuide).toBeUndefined();
    } finally {
      stopAllFlows(rendered.flows);
    }
  });
});

describe('learning guide: not on a module that is not released yet', () => {
  it('offers no guide on "not available yet", and offers it on the released module beside it', async () => {
    signIn(people.camila, { inPublishHistory: true });
    mockServer.use(http.servicesStatus.get('/services-status', () => HttpResponse.json([moduleStatus('reports', 'Reportes', false), moduleStatus('orders', 'Órdenes')])));
    const app = renderSignedIn('/reports');
    try {
      await screen.findByRole('heading', { level: 1, name: 'Reportes aún no está disponible' });
      expect(screen.queryByRole('button', { name: /Guía de aprendizaje|Aprende sobre/ })).toBeNull();
      await app.app.router.navigate({ href: '/orders' });
      expect(await screen.findByRole('button', { name: 'Guía de aprendizaje' })).toBeVisible();
    } finally {
      app.done();
    }
  });

  it('is a round icon on a phone, named by its label, which a wide screen shows', async () => {
    signIn(people.camila, { inPublishHistory: true });
    const app = renderSignedIn('/orders');
    try {
      const button = await screen.findByRole('button', { name: 'Guía de aprendizaje' });
      expect(within(button).getByText('Guía de aprendizaje')).not.toBeVisible();
      setScreenWidth(1280);
      await waitFor(() => expect(within(button).getByText('Guía de aprendizaje')).toBeVisible());
    } finally {
      forgetScreenWidth();
      app.done();
    }
  });
});

describe('learning guide: accessibility', () => {
  it('has no axe violations in the list, in a question with its reasons, and returns the focus to the button', async () => {
    fakeDocumentsServer({ session: SELLER, notifications: [], terms: json(true) });
    const server = fakeGuideServer();
    const rendered = renderPortalParts({ initialPath: '/orders' });
    const user = userEvent.setup();
    try {
      await user.click(await screen.findByRole('button', { name: 'Guía de aprendizaje' }));
      server.guide.answer(json(GUIDE));
      const dialog = await screen.findByRole('dialog', { name: 'Guía de pedidos' });
      await within(dialog).findByRole('button', { name: /Cuánto tiempo tengo/ });
      // Under the questions, the help centre's claims and after-sales topics, each in a new tab.
      const topics = within(dialog).getByRole('region', { name: 'Temas frecuentes del centro de ayuda' });
      expect(within(topics).getByRole('link', { name: /Gestión de reclamos/ })).toHaveAttribute('href', 'https://ayuda.portalsellers.cl/gestion-reclamos');
      expect(within(topics).getByRole('link', { name: /Postventa/ })).toHaveAttribute('target', '_blank');
      expect(await axeViolations(dialog)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: /Cuánto tiempo tengo/ }));
      await user.click(within(dialog).getByRole('button', { name: 'No' }));
      await within(dialog).findByRole('radiogroup', { name: '¿Por qué no te sirvió?' });
      expect(await axeViolations(dialog)).toEqual([]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Guía de aprendizaje' })).toHaveFocus());
    } finally {
      stopAllFlows(rendered.flows);
    }
  });
});
