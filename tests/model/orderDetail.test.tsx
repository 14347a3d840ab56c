/**
 * Model-based tests of one order's page (modules/orders), driving the module's real Root at
 * /orders/12 through its composition root and the typed orders client against a fake orders
 * service (msw, typed from the contract) that holds each request until the path answers it. Paths
 * are generated from the order's statechart to take every transition; each step checks what the
 * seller sees: the order's number, status, items, amounts, address, customer, boleta and history;
 * the action buttons the order allows (and nothing else); what the page reports after an action, a
 * failure or a refusal (409); the "No puedo cumplir" dialog with its reasons; and each action's
 * request body, the breadcrumb name and the label handed to the browser.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { DetailEvent } from '../../machines/detail/detail.machine.ts';
import type { DetailSnapshot } from '../../machines/detail/detail.selectors.ts';
import type { CancelValues } from '../../modules/orders/machines/cancelForm.ts';
import { orderDetailMachine } from '../../modules/orders/machines/orderDetail.machine.ts';
import type { OrderAction } from '../../modules/orders/machines/orders.types.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeOrdersServer, recordDownloads, renderOrdersModule, type OrderDetail, type OrdersServer, type OrderTransition } from './orders.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const AWAITING: OrderDetail = {
  order: {
    id: 12,
    orderNumber: '2026-000123',
    sellerId: 1,
    sellerName: 'Tienda Andes SpA',
    status: 'awaiting_fulfillment',
    createdAt: '2026-11-23T15:04:00Z',
    promisedAt: '2026-11-26T15:00:00Z',
    units: 3,
    totalAmount: 32970,
    customerName: 'Camila Soto',
    invoiceStatus: 'attached',
  },
  items: [
    { sku: 'TAZ-CER-01', name: 'Taza de cerámica', quantity: 2, unitPrice: 7990 },
    { sku: 'TET-FIE-02', name: 'Tetera de fierro fundido', quantity: 1, unitPrice: 12990 },
  ],
  amounts: { items: 28970, shipping: 4000, total: 32970 },
  shippingAddress: { street: 'Av. Providencia 1234, depto. 56', reference: 'Dejar en conserjería', commune: 'Providencia', region: 'Región Metropolitana de Santiago' },
  customer: { name: 'Camila Soto', phone: '+56 9 8765 4321' },
  timeline: [
    { status: 'new', at: '2026-11-23T15:04:00Z', note: null },
    { status: 'awaiting_fulfillment', at: '2026-11-23T15:06:00Z', note: null },
  ],
  invoice: { status: 'attached', folio: 48213, issuedAt: '2026-11-23' },
  cancelReason: null,
  allowedActions: ['pack', 'readyToShip', 'cancel'],
  labelAvailable: true,
};
const PACKED: OrderDetail = {
  ...AWAITING,
  order: { ...AWAITING.order, status: 'packed_by_seller' },
  timeline: [...AWAITING.timeline, { status: 'packed_by_seller', at: '2026-11-24T13:00:00Z', note: null }],
  allowedActions: ['readyToShip', 'cancel'],
};
const READY: OrderDetail = {
  ...AWAITING,
  order: { ...AWAITING.order, status: 'ready_to_ship' },
  timeline: [...AWAITING.timeline, { status: 'ready_to_ship', at: '2026-11-24T14:30:00Z', note: null }],
  allowedActions: [],
};
const UNABLE: OrderDetail = {
  ...AWAITING,
  order: { ...AWAITING.order, status: 'unable_to_fulfill' },
  timeline: [...AWAITING.timeline, { status: 'unable_to_fulfill', at: '2026-11-24T15:45:00Z', note: 'El cliente pidió otro color' }],
  cancelReason: 'other',
  allowedActions: [],
  labelAvailable: false,
};

/** What the page must show for each status the order goes through, written out. */
const SHOWN: Record<string, { badge: string; buttons: string[]; history: string[] }> = {
  awaiting_fulfillment: {
    badge: 'Por preparar',
    buttons: ['Marcar como empaquetada', 'Lista para despacho', 'Imprimir etiqueta', 'No puedo cumplir'],
    history: ['Nueva23-11-2026, 12:04', 'Por preparar23-11-2026, 12:06'],
  },
  packed_by_seller: {
    badge: 'Empaquetada',
    buttons: ['Lista para despacho', 'Imprimir etiqueta', 'No puedo cumplir'],
    history: ['Nueva23-11-2026, 12:04', 'Por preparar23-11-2026, 12:06', 'Empaquetada24-11-2026, 10:00'],
  },
  ready_to_ship: {
    badge: 'Lista para despacho',
    buttons: ['Imprimir etiqueta'],
    history: ['Nueva23-11-2026, 12:04', 'Por preparar23-11-2026, 12:06', 'Lista para despacho24-11-2026, 11:30'],
  },
  unable_to_fulfill: {
    badge: 'No se pudo cumplir',
    buttons: [],
    history: ['Nueva23-11-2026, 12:04', 'Por preparar23-11-2026, 12:06', 'No se pudo cumplir24-11-2026, 12:45El cliente pidió otro color'],
  },
};

const NOTE = 'El cliente pidió otro color';
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
const notAllowed = new ApiError({ statusCode: 409, code: 'ORDER_TRANSITION_NOT_ALLOWED', message: 'Not allowed' });
const noLabel = new ApiError({ statusCode: 409, code: 'LABEL_NOT_AVAILABLE', message: 'No label' });
const PDF = '%PDF-1.4\n% Etiqueta 2026-000123\n%%EOF\n';

const fixtures = {
  retry: { type: 'detail.retry' },
  pack: { type: 'action.start', action: 'pack' },
  readyToShip: { type: 'action.start', action: 'readyToShip' },
  cancel: { type: 'action.start', action: 'cancel' },
  closeDialog: { type: 'action.close' },
  label: { type: 'download.start', file: 'label' },
  loaded: { type: 'xstate.done.actor.load', output: AWAITING },
  loadFailed: { type: 'xstate.error.actor.load', error: unavailable },
  missing: { type: 'xstate.error.actor.load', error: notFound },
  reasonGiven: { type: 'xstate.done.actor.actionForm', output: { reason: 'other', note: NOTE } },
  packed: { type: 'xstate.done.actor.act', output: PACKED },
  madeReady: { type: 'xstate.done.actor.act', output: READY },
  unable: { type: 'xstate.done.actor.act', output: UNABLE },
  refused: { type: 'xstate.error.actor.act', error: notAllowed },
  actionFailed: { type: 'xstate.error.actor.act', error: unavailable },
  labelSaved: { type: 'xstate.done.actor.download', output: { blob: new Blob([PDF]), fileName: 'etiqueta-2026-000123.pdf' } },
  labelRefused: { type: 'xstate.error.actor.download', error: noLabel },
  labelFailed: { type: 'xstate.error.actor.download', error: unavailable },
  reloaded: { type: 'xstate.done.actor.0.orderDetail.conflict', output: READY },
  reloadFailed: { type: 'xstate.error.actor.0.orderDetail.conflict', error: unavailable },
  reloadMissing: { type: 'xstate.error.actor.0.orderDetail.conflict', error: notFound },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture (it has no confirming dialog, and a failed action is pressed again, not retried). */
type Unfixtured = Exclude<Exclude<DetailEvent<OrderAction>['type'], 'action.confirm' | 'action.retry'>, (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof orderDetailMachine>;
/** The kit's chart keeps its optional states out of the snapshot's type: read it as a detail chart. */
type Shown = DetailSnapshot<OrderDetail, OrderAction, CancelValues>;

/** The server answers an action with the order it made of it. */
const ANSWER_OF_ACTION: Partial<Record<Fixture, string>> = { packed: 'pack', madeReady: 'readyToShip', unable: 'cancel' };

const paths = coveringPaths<Snapshot, EventObject, { orderId: number }>(orderDetailMachine, {
  input: { orderId: 12 },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.detail?.order.status ?? null, snapshot.context.action, snapshot.context.draft !== null],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const answersAction = ANSWER_OF_ACTION[names.get(event)];
    return answersAction === undefined || answersAction === snapshot.context.action;
  },
  chained: true,
});

interface World {
  user: UserEvent;
  server: OrdersServer;
  view: ReturnType<typeof renderOrdersModule>;
  downloads: ReturnType<typeof recordDownloads>;
  /** The body the last action pressed must send. */
  sent: OrderTransition | null;
  /** How many times the order arrived on a page that was loading it. */
  arrivals: number;
}

const dialog = () => screen.getByRole('dialog', { name: 'No puedo cumplir la orden 2026-000123' });
const actionBar = () => screen.getByRole('group', { name: 'Acciones de la orden' });

async function answerOrder(world: World, answer: Parameters<OrdersServer['order']['answer']>[0]) {
  await waitFor(() => expect(world.server.order.pending).toBe(1));
  expect(world.server.order.received.at(-1)).toBe(12);
  world.server.order.answer(answer);
}

async function answerTransition(world: World, answer: Parameters<OrdersServer['transition']['answer']>[0]) {
  await waitFor(() => expect(world.server.transition.pending).toBe(1));
  expect(world.server.transition.received.at(-1)).toEqual({ orderId: 12, body: world.sent });
  world.server.transition.answer(answer);
}

async function answerLabel(world: World, answer: Parameters<OrdersServer['label']['answer']>[0]) {
  await waitFor(() => expect(world.server.label.pending).toBe(1));
  expect(world.server.label.received.at(-1)).toBe(12);
  world.server.label.answer(answer);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pack: (world) => {
    world.sent = { action: 'pack' };
    return world.user.click(within(actionBar()).getByRole('button', { name: 'Marcar como empaquetada' }));
  },
  readyToShip: (world) => {
    world.sent = { action: 'readyToShip' };
    return world.user.click(within(actionBar()).getByRole('button', { name: 'Lista para despacho' }));
  },
  cancel: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'No puedo cumplir' })),
  closeDialog: ({ user }) => user.click(within(dialog()).getByRole('button', { name: 'Volver' })),
  label: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Imprimir etiqueta' })),
  reasonGiven: async (world) => {
    const { user } = world;
    const confirm = within(dialog()).getByRole('button', { name: 'Confirmar' });
    const note = within(dialog()).getByRole('textbox', { name: 'Detalle' });
    // A dialog brought back after a failed send still holds what was chosen.
    if ((note as HTMLTextAreaElement).value === '') {
      expect(confirm).toBeDisabled();
      await user.click(within(dialog()).getByRole('radio', { name: 'Otro motivo' }));
      // "Otro motivo" says nothing by itself: a note is needed first.
      expect(confirm).toBeDisabled();
      await user.type(note, NOTE);
    }
    await waitFor(() => expect(confirm).toBeEnabled());
    world.sent = { action: 'cancel', reason: 'other', note: NOTE };
    await user.click(confirm);
  },
  loaded: (world) => {
    world.arrivals += 1;
    return answerOrder(world, { detail: AWAITING });
  },
  loadFailed: (world) => answerOrder(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: (world) => answerOrder(world, { fail: 404, code: 'ORDER_NOT_FOUND' }),
  packed: (world) => answerTransition(world, { detail: PACKED }),
  madeReady: (world) => answerTransition(world, { detail: READY }),
  unable: (world) => answerTransition(world, { detail: UNABLE }),
  refused: (world) => answerTransition(world, { fail: 409, code: 'ORDER_TRANSITION_NOT_ALLOWED' }),
  actionFailed: (world) => answerTransition(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  labelSaved: async (world) => {
    const before = world.downloads.saved.length;
    await answerLabel(world, { pdf: PDF });
    await waitFor(() => expect(world.downloads.saved).toHaveLength(before + 1));
    expect(world.downloads.saved.at(-1)?.fileName).toBe('etiqueta-2026-000123.pdf');
    expect(await world.downloads.saved.at(-1)?.blob.text()).toBe(PDF);
  },
  labelRefused: (world) => answerLabel(world, { fail: 409, code: 'LABEL_NOT_AVAILABLE' }),
  labelFailed: (world) => answerLabel(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloaded: (world) => answerOrder(world, { detail: READY }),
  reloadFailed: (world) => answerOrder(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloadMissing: (world) => answerOrder(world, { fail: 404, code: 'ORDER_NOT_FOUND' }),
};

/** The order's facts, the same whatever its status (the status shows in the badge and the history). */
function expectOrderFacts(status: string) {
  const shown = SHOWN[status]!;
  expect(screen.getByRole('heading', { level: 1, name: 'Orden 2026-000123' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(shown.badge);
  expect(screen.getByText('Comprada el 23-11-2026, 12:04 · Entrega prometida para el 26-11-2026')).toBeVisible();

  const items = screen.getByRole('region', { name: 'Productos' });
  expect(within(items).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
    ['SKU', 'Producto', 'Cantidad', 'Precio unitario', 'Subtotal'],
    ['TAZ-CER-01', 'Taza de cerámica', '2', '$7.990', '$15.980'],
    ['TET-FIE-02', 'Tetera de fierro fundido', '1', '$12.990', '$12.990'],
  ]);
  expect(screen.getByRole('region', { name: 'Montos' })).toHaveTextContent('Productos$28.970Envío$4.000Total$32.970');
  const shipping = screen.getByRole('region', { name: 'Despacho' });
  expect(shipping).toHaveTextContent('Av. Providencia 1234, depto. 56Dejar en conserjeríaProvidencia, Región Metropolitana de Santiago');
  expect(shipping).toHaveTextContent('ClienteCamila Soto');
  expect(within(shipping).getByRole('link', { name: '+56 9 8765 4321' })).toHaveAttribute('href', 'tel:+56987654321');
  expect(screen.getByRole('region', { name: 'Boleta' })).toHaveTextContent('EstadoAdjuntaFolio48213Emitida el23-11-2026Ver la boleta en Boletas');
  const history = screen.getByRole('region', { name: 'Historial' });
  expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual(shown.history);
  if (status === 'unable_to_fulfill') expect(history).toHaveTextContent('Motivo por el que no se cumplió: Otro motivo');
}

const NOTICES: Record<string, { role: 'status' | 'alert'; text: string[] }> = {
  'acted:pack': { role: 'status', text: ['La orden quedó empaquetada.'] },
  'acted:readyToShip': { role: 'status', text: ['La orden quedó lista para despacho.'] },
  'acted:cancel': { role: 'status', text: ['Informaste que no puedes cumplir la orden. Le reembolsaremos al cliente.'] },
  'actionFailed:pack': { role: 'alert', text: ['No pudimos marcar la orden como empaquetada.', 'El servicio de órdenes no está disponible en este momento.'] },
  'actionFailed:readyToShip': { role: 'alert', text: ['No pudimos marcar la orden como lista para despacho.', 'El servicio de órdenes no está disponible en este momento.'] },
  labelFailed: { role: 'alert', text: ['No pudimos descargar la etiqueta.', 'El servicio de órdenes no está disponible en este momento.'] },
  conflict: { role: 'alert', text: ['La orden cambió mientras tanto', 'Su estado ya no permite esa acción. Estamos cargando su estado actual…'] },
  outdated: { role: 'alert', text: ['La orden cambió mientras tanto', 'Su estado ya no permite esa acción. Te mostramos su estado actual.'] },
};

function noticeOf(snapshot: Shown): string | null {
  const { action } = snapshot.context;
  if (snapshot.matches({ shown: 'done' })) return `acted:${action}`;
  if (snapshot.matches({ shown: 'refused' })) return `actionFailed:${action}`;
  if (snapshot.matches({ shown: 'downloadFailed' })) return 'labelFailed';
  if (snapshot.matches('conflict')) return 'conflict';
  if (snapshot.matches({ shown: 'outdated' })) return 'outdated';
  return null;
}

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as unknown as Shown;
  const underDialog = snapshot.matches('asking') || (snapshot.matches('submitting') && snapshot.context.action === 'cancel');
  if (snapshot.matches('loading')) {
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando la orden…');
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar la orden' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('El servicio de órdenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta orden' })).toBeVisible();
    expect(screen.getByText('Puede que el número no exista o que la orden no sea de tu tienda.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Acciones de la orden' })).toBeNull();
    return;
  }
  const status = snapshot.context.detail?.order.status ?? '';
  // Under the open dialog the page is hidden from assistive technology; its content is checked once it closes.
  if (underDialog) {
    await expectCancelDialog(snapshot);
    return;
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expectOrderFacts(status));
  // The breadcrumb is told the order's name each time the page loads it.
  expect(world.view.host.announceName.mock.calls).toEqual(Array.from({ length: world.arrivals }, () => ['12', 'Orden 2026-000123']));

  const buttons = SHOWN[status]!.buttons;
  const atRest = snapshot.matches('shown');
  await waitFor(() => {
    const shown = screen.queryByRole('group', { name: 'Acciones de la orden' });
    if (buttons.length === 0) return expect(shown).toBeNull();
    const pressable = within(shown ?? document.body).getAllByRole('button');
    expect(pressable.map((button) => button.textContent)).toEqual(buttons);
    // Nothing else may be pressed while something is under way.
    pressable.forEach((button) => (atRest ? expect(button).toBeEnabled() : expect(button).toBeDisabled()));
  });

  const notice = noticeOf(snapshot);
  const expected = notice ? NOTICES[notice] : undefined;
  if (expected) {
    const [title] = expected.text;
    const shown = await waitFor(() => {
      const found = screen.getAllByRole(expected.role).find((element) => element.textContent?.includes(title ?? ''));
      expect(found).toBeDefined();
      return found!;
    });
    for (const text of expected.text) expect(shown).toHaveTextContent(text);
    // It takes the focus: it is read, and the button pressed may be gone.
    await waitFor(() => expect(shown).toHaveFocus());
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

async function expectCancelDialog(snapshot: Shown) {
  const shown = await screen.findByRole('dialog', { name: 'No puedo cumplir la orden 2026-000123' });
  expect(shown).toHaveTextContent('Cuenta como cancelación por quiebre de stock en tu reputación y tiene una multa del 5 % del total (mínimo $3.000).');
  const radios = within(shown).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Sin stock', 'Producto dañado', 'Error de precio', 'Otro motivo']);
  const confirm = within(shown).getByRole('button', { name: 'Confirmar' });
  const note = within(shown).getByRole('textbox', { name: 'Detalle' });
  if (snapshot.matches('submitting')) {
    // Sent: what was chosen stays, and nothing can be pressed until the server answers.
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(within(shown).getByRole('radio', { name: 'Otro motivo' })).toBeChecked();
    expect(note).toHaveValue(NOTE);
    expect(within(shown).getByRole('button', { name: 'Volver' })).toBeDisabled();
    return;
  }
  if (snapshot.matches({ asking: 'refused' })) {
    await waitFor(() => expect(within(shown).getByRole('alert')).toHaveTextContent('No pudimos enviar tu respuesta.'));
    expect(within(shown).getByRole('alert')).toHaveTextContent('El servicio de órdenes no está disponible en este momento.');
    expect(within(shown).getByRole('radio', { name: 'Otro motivo' })).toBeChecked();
    expect(note).toHaveValue(NOTE);
    await waitFor(() => expect(confirm).toBeEnabled());
    return;
  }
  expect(within(shown).queryByRole('alert')).toBeNull();
  radios.forEach((radio) => expect(radio).not.toBeChecked());
  expect(note).toHaveValue('');
  expect(confirm).toBeDisabled();
}

describe('one order, driven through the module as the shell mounts it at /orders/12', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const downloads = recordDownloads();
      const server = fakeOrdersServer();
      try {
        const view = renderOrdersModule({ path: '/orders/12' });
        const world: World = { user: userEvent.setup(), server, view, downloads, sent: null, arrivals: 0 };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreenFor(step.state, world);
        }
      } finally {
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(orderDetailMachine, paths));
  });
});

describe('one order: the dialog, the way back, accessibility', () => {
  afterEach(() => forgetScreenWidth());

  async function openOrder() {
    const server = fakeOrdersServer();
    const rendered = renderOrdersModule({ path: '/orders/12', state: { listQuery: 'group=readyToShip&q=Camila' } });
    await waitFor(() => expect(server.order.pending).toBe(1));
    server.order.answer({ detail: AWAITING });
    await screen.findByRole('heading', { level: 1, name: 'Orden 2026-000123' });
    return { server, ...rendered };
  }

  it('asks for a note for "Otro motivo", says so once the note is emptied, and gives the focus back when closed', async () => {
    await openOrder();
    const user = userEvent.setup();
    const cancel = within(actionBar()).getByRole('button', { name: 'No puedo cumplir' });
    await user.click(cancel);
    const shown = await screen.findByRole('dialog', { name: 'No puedo cumplir la orden 2026-000123' });
    const confirm = within(shown).getByRole('button', { name: 'Confirmar' });
    await user.click(within(shown).getByRole('radio', { name: 'Sin stock' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(within(shown).getByRole('radio', { name: 'Otro motivo' }));
    await waitFor(() => expect(confirm).toBeDisabled());
    const note = within(shown).getByRole('textbox', { name: 'Detalle' });
    expect(note).toBeRequired();
    expect(note).toHaveAttribute('maxlength', '500');
    await user.type(note, 'Sin color');
    expect(shown).toHaveTextContent('Obligatorio si eliges «Otro motivo». 9 de 500 caracteres.');
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.clear(note);
    await waitFor(() => expect(within(shown).getByText('Cuéntanos qué pasó.')).toBeVisible());
    expect(confirm).toBeDisabled();
    expect(await axeViolations(shown)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(actionBar()).getByRole('button', { name: 'No puedo cumplir' })).toHaveFocus());
  });

  it('sends a reason without a note as no note at all', async () => {
    const { server } = await openOrder();
    const user = userEvent.setup();
    await user.click(within(actionBar()).getByRole('button', { name: 'No puedo cumplir' }));
    const shown = await screen.findByRole('dialog', { name: 'No puedo cumplir la orden 2026-000123' });
    await user.click(within(shown).getByRole('radio', { name: 'Producto dañado' }));
    await user.type(within(shown).getByRole('textbox', { name: 'Detalle' }), '   ');
    await user.click(within(shown).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(server.transition.pending).toBe(1));
    expect(server.transition.received).toEqual([{ orderId: 12, body: { action: 'cancel', reason: 'damaged_product' } }]);
  });

  it('goes back to the list it came from, and has no axe violations on a phone or a wide screen', async () => {
    setScreenWidth(360);
    const { host, container } = await openOrder();
    const back = screen.getByRole('link', { name: 'Volver a órdenes' });
    expect(back).toHaveAttribute('href', '/orders?group=readyToShip&q=Camila');
    expect(await axeViolations(container)).toEqual([]);
    setScreenWidth(1280);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(back);
    expect(host.navigate).toHaveBeenCalledWith('/orders?group=readyToShip&q=Camila');
  });

  it("takes the seller to the order's boleta in Boletas: to see it once attached, to attach it while pending", async () => {
    const { host } = await openOrder();
    const user = userEvent.setup();
    const boleta = screen.getByRole('region', { name: 'Boleta' });
    const attached = within(boleta).getByRole('link', { name: 'Ver la boleta en Boletas' });
    expect(attached).toHaveAttribute('href', '/invoice?q=2026-000123');
    await user.click(attached);
    expect(host.navigate).toHaveBeenCalledWith('/invoice?q=2026-000123');

    cleanup();
    const server = fakeOrdersServer();
    renderOrdersModule({ path: '/orders/12' });
    await waitFor(() => expect(server.order.pending).toBe(1));
    server.order.answer({ detail: { ...AWAITING, invoice: { status: 'pending', folio: null, issuedAt: null } } });
    const pending = await screen.findByRole('region', { name: 'Boleta' });
    expect(pending).toHaveTextContent('Aún no adjuntas la boleta de esta orden.Adjuntar la boleta en Boletas');
    expect(within(pending).getByRole('link', { name: 'Adjuntar la boleta en Boletas' })).toHaveAttribute('href', '/invoice?q=2026-000123');
  });

  it('offers no way to Boletas to staff, who do not attach boletas', async () => {
    const server = fakeOrdersServer();
    renderOrdersModule({ path: '/orders/12', session: { userId: 2, role: 'logistics', sellerId: null, permissions: [] } });
    await waitFor(() => expect(server.order.pending).toBe(1));
    server.order.answer({ detail: AWAITING });
    const boleta = await screen.findByRole('region', { name: 'Boleta' });
    expect(boleta).toHaveTextContent('EstadoAdjuntaFolio48213Emitida el23-11-2026');
    expect(within(boleta).queryByRole('link')).toBeNull();
  });

  it("names the order's seller to staff, and does not speak to them as the seller about its boleta", async () => {
    const server = fakeOrdersServer();
    renderOrdersModule({ path: '/orders/12', session: { userId: 4, role: 'customerService', sellerId: null, permissions: [] } });
    await waitFor(() => expect(server.order.pending).toBe(1));
    server.order.answer({ detail: { ...AWAITING, invoice: { status: 'pending', folio: null, issuedAt: null } } });
    expect(await screen.findByText('Tienda Andes SpA · Comprada el 23-11-2026, 12:04 · Entrega prometida para el 26-11-2026')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Boleta' })).toHaveTextContent('El seller aún no adjunta la boleta de esta orden.');
    expect(screen.queryByText(/Aún no adjuntas/)).toBeNull();
  });

  it('reads in English with the English catalog, and tells the breadcrumb the English name', async () => {
    const server = fakeOrdersServer();
    const { host } = renderOrdersModule({ path: '/orders/12', locale: 'en' });
    await waitFor(() => expect(server.order.pending).toBe(1));
    server.order.answer({ detail: AWAITING });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 2026-000123' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark as packed' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('To prepare');
    expect(host.announceName).toHaveBeenCalledWith('12', 'Order 2026-000123');
  });
});

describe('orders module: paths it has no page for', () => {
  it.each(['/orders/abc', '/orders/0', '/orders/12/edit', '/orders/99999999999'])('%s shows "not found" with a link back to the list', async (path) => {
    const { host } = renderOrdersModule({ path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    const back = screen.getByRole('link', { name: 'Ir a Órdenes' });
    expect(back).toHaveAttribute('href', '/orders');
    await userEvent.click(back);
    expect(host.navigate).toHaveBeenCalledWith('/orders');
  });
});
