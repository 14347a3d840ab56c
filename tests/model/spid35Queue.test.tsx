/**
 * Model-based test of the Spid35 queue (modules/orders at /orders/spid35): the stores, the chosen
 * store's express orders oldest first with the time left against each 35-minute promise, the next
 * step of an order, and "sin stock" on a line (a substitute chosen, or the line removed), driving the
 * module's real Root through its composition root and the typed Spid35 client against a fake service
 * (msw, typed from openapi/spid35.yaml) that holds each request until the path answers it. Paths are
 * generated from the chart to take every transition; each step checks what a logistics person sees,
 * by role and Spanish name: the store picker, the loading, failed, empty and "no store" states, each
 * order's status, time left (red once late), lines and buttons, and the refusal of a change.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/generated/spid35.ts';
import ordersModule from '../../modules/orders/entry.tsx';
import { spid35QueueMachine, type Spid35QueueEvent } from '../../modules/orders/machines/spid35Queue.machine.ts';
import { SPID35_CLOCK_MS } from '../../modules/orders/spid35Actors.ts';
import { ApiError } from '../../shared/api-error.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';
import { journey } from './stock.support.tsx';

type Facility = components['schemas']['Spid35Facility'];
type Order = components['schemas']['Spid35Order'];
type StockItem = components['schemas']['Spid35StockItem'];
type Conflict = components['schemas']['Spid35Conflict'];

/** The page opens at 12:00 UTC; the clock's tick brings it to 12:05. */
const T0 = Date.parse('2026-11-29T12:00:00.000Z');
const T5 = T0 + 5 * 60_000;

const PROVIDENCIA: Facility = { id: 'TDA-PROVIDENCIA', name: 'Tienda Providencia' };
const NUNOA: Facility = { id: 'TDA-NUNOA', name: 'Tienda Ñuñoa' };

/** Accepted (being picked), promised 4 minutes ago. */
const LATE: Order = {
  id: 1,
  facilityId: PROVIDENCIA.id,
  orderNumber: 'S35-2026-000102',
  customerName: 'Martín Cárdenas',
  status: 'accepted',
  version: 1,
  createdAt: '2026-11-29T11:21:00.000Z',
  promisedAt: '2026-11-29T11:56:00.000Z',
  lines: [
    { id: 11, sku: 'S35-CAF-250', name: 'Café molido 250 g', quantity: 1, shortage: null },
    { id: 12, sku: 'S35-LEC-1L', name: 'Leche entera 1 L', quantity: 2, shortage: null },
  ],
};
/** New, promised in 32 minutes. */
const FRESH: Order = {
  id: 2,
  facilityId: PROVIDENCIA.id,
  orderNumber: 'S35-2026-000107',
  customerName: 'Isidora Fuentealba',
  status: 'new',
  version: 1,
  createdAt: '2026-11-29T11:57:00.000Z',
  promisedAt: '2026-11-29T12:32:00.000Z',
  lines: [{ id: 21, sku: 'S35-ARR-1K', name: 'Arroz grado 1, 1 kg', quantity: 2, shortage: null }],
};
/** The late order after its coffee was substituted by the skimmed milk (as the service answers it). */
const LATE_SUBSTITUTED: Order = {
  ...LATE,
  version: 2,
  lines: [
    { ...LATE.lines[0]!, shortage: { resolution: 'substituted', substituteSku: 'S35-LEC-DES', substituteName: 'Leche descremada 1 L', by: 'Diego Silva', at: '2026-11-29T12:00:00.000Z' } },
    LATE.lines[1]!,
  ],
};
/** The late order as someone else left it: picked already. */
const LATE_PICKED: Order = { ...LATE, status: 'picked', version: 3 };

const STOCK: StockItem[] = [
  { sku: 'S35-CAF-250', name: 'Café molido 250 g', onHand: 0, updatedAt: '2026-11-29T11:30:00.000Z' },
  { sku: 'S35-LEC-DES', name: 'Leche descremada 1 L', onHand: 18, updatedAt: '2026-11-29T11:45:00.000Z' },
  { sku: 'S35-PAL-250', name: 'Palta Hass 250 g', onHand: 1, updatedAt: '2026-11-29T11:40:00.000Z' },
];

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
// The orders module's own word for its service being down: Spid35 is read under the orders module.
const UNAVAILABLE_TEXT = 'El servicio de órdenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

const fixtures = {
  stores: { type: 'xstate.done.actor.facilities', output: [PROVIDENCIA, NUNOA] },
  noStores: { type: 'xstate.done.actor.facilities', output: [] },
  storesFailed: { type: 'xstate.error.actor.facilities', error: unavailable },
  retry: { type: 'queue.retry' },
  queueLoaded: { type: 'xstate.done.actor.queue', output: { orders: [LATE, FRESH], stock: STOCK } },
  queueEmpty: { type: 'xstate.done.actor.queue', output: { orders: [], stock: STOCK } },
  queueFailed: { type: 'xstate.error.actor.queue', error: unavailable },
  pickNunoa: { type: 'queue.facility', facilityId: NUNOA.id },
  accept: { type: 'order.advance', orderId: 2 },
  choose: { type: 'line.choose', lineId: 11, sku: 'S35-LEC-DES' },
  substitute: { type: 'line.substitute', orderId: 1, lineId: 11 },
  remove: { type: 'line.remove', orderId: 1, lineId: 12 },
  substituted: { type: 'xstate.done.actor.change', output: { kind: 'done', order: LATE_SUBSTITUTED } },
  conflict: { type: 'xstate.done.actor.change', output: { kind: 'conflict', code: 'SPID35_ORDER_CHANGED', order: LATE_PICKED } },
  changeFailed: { type: 'xstate.error.actor.change', error: unavailable },
  tick: { type: 'clock.tick', now: T5 },
  // Written by hand below: a store person, who works one store and is not asked which.
  ownStore: { type: 'xstate.done.actor.facilities', output: [PROVIDENCIA] },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<Spid35QueueEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof spid35QueueMachine>;

/** What a person does once per path: the clock moves once, a store is chosen once, a substitute once. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { context } = snapshot;
  if (names.get(event) === 'ownStore') return false;
  switch (event.type) {
    case 'clock.tick':
      return context.now === T0;
    case 'queue.facility':
      return context.facilityId === PROVIDENCIA.id;
    case 'line.choose':
      return !(11 in context.choices);
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, { now: number }>(spid35QueueMachine, {
  input: { now: T0 },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.facilityId, snapshot.context.orders, snapshot.context.choices, snapshot.context.now, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

/** The time left moving on a queue on screen, and a store person's own queue (no store to choose). */
const tickPath = journey<Snapshot>(spid35QueueMachine, { now: T0 }, [fixtures.stores, fixtures.queueLoaded, fixtures.tick]);
const storePath = journey<Snapshot>(spid35QueueMachine, { now: T0 }, [fixtures.ownStore, fixtures.queueLoaded]);
const allPaths = [...paths, tickPath, storePath];

// The fake Spid35 service -----------------------------------------------------------------------------

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });
type ChangeAnswer = { order: Order } | { conflict: Conflict } | Failure<503>;

function fakeSpid35Server() {
  const facilities = new HeldQueue<{ items: Facility[] } | Failure<503>, null>();
  const orders = new HeldQueue<{ items: Order[] } | Failure<503>, string | null>();
  const stock = new HeldQueue<{ items: StockItem[] } | Failure<503>, string | null>();
  const changes = new HeldQueue<ChangeAnswer, { url: string; body: unknown }>();
  const facilityOf = (request: Request) => new URL(request.url).searchParams.get('facilityId');
  const changed = (answer: ChangeAnswer) => answer;
  mockServer.use(
    http.spid35.get('/v1/spid35/facilities', async ({ request, response }) => {
      const answer = await facilities.next(request.signal, null);
      return 'items' in answer ? response(200).json(answer) : response(503).json(errorBody(answer));
    }),
    http.spid35.get('/v1/spid35/orders', async ({ request, response }) => {
      const answer = await orders.next(request.signal, facilityOf(request));
      const facility = facilityOf(request) === NUNOA.id ? NUNOA : PROVIDENCIA;
      return 'items' in answer ? response(200).json({ facility, items: answer.items }) : response(503).json(errorBody(answer));
    }),
    http.spid35.get('/v1/spid35/stock', async ({ request, response }) => {
      const answer = await stock.next(request.signal, facilityOf(request));
      const facility = facilityOf(request) === NUNOA.id ? NUNOA : PROVIDENCIA;
      return 'items' in answer ? response(200).json({ facility, items: answer.items }) : response(503).json(errorBody(answer));
    }),
    http.spid35.post('/v1/spid35/orders/{orderId}/move', async ({ request, response }) => {
      const answer = changed(await changes.next(request.signal, { url: new URL(request.url).pathname, body: await request.json() }));
      if ('order' in answer) return response(200).json(answer.order);
      if ('conflict' in answer) return response(409).json(answer.conflict);
      return response(503).json(errorBody(answer));
    }),
    http.spid35.post('/v1/spid35/orders/{orderId}/lines/{lineId}/shortage', async ({ request, response }) => {
      const answer = changed(await changes.next(request.signal, { url: new URL(request.url).pathname, body: await request.json() }));
      if ('order' in answer) return response(200).json(answer.order);
      if ('conflict' in answer) return response(409).json(answer.conflict);
      return response(503).json(errorBody(answer));
    }),
  );
  return { facilities, orders, stock, changes };
}
type Spid35Server = ReturnType<typeof fakeSpid35Server>;

const LOGISTICS: ModuleHost['session'] = { userId: 9, role: 'logistics', sellerId: null, permissions: ['listSpid35Facilities', 'listSpid35Orders', 'moveSpid35Order', 'resolveSpid35Shortage', 'listSpid35Stock'] };

function renderQueue() {
  const host: ModuleHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5In0.firma' }),
    session: LOGISTICS,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  return render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <main>
        <ModuleMessages messages={ordersModule.messages}>
          <ordersModule.Root host={host} path="/orders/spid35" search="" state={undefined} />
        </ModuleMessages>
      </main>
    </AppProviders>,
  );
}

interface World {
  user: UserEvent;
  server: Spid35Server;
  timers: ReturnType<typeof holdTimersOf>;
  now: { value: number };
  /** The store the queue was last asked for. */
  store: string;
  /** What the last change sent: its path and body. */
  sent: { url: string; body: unknown } | null;
  /** The late order's version as the service last gave it. */
  lateVersion: number;
}

async function answerQueue(world: World, orders: { items: Order[] } | Failure<503>) {
  await waitFor(() => expect(world.server.orders.pending).toBe(1));
  await waitFor(() => expect(world.server.stock.pending).toBe(1));
  expect(world.server.orders.received.at(-1)).toBe(world.store);
  expect(world.server.stock.received.at(-1)).toBe(world.store);
  world.server.stock.answer({ items: STOCK });
  world.server.orders.answer(orders);
}

async function answerChange(world: World, answer: ChangeAnswer) {
  await waitFor(() => expect(world.server.changes.pending).toBe(1));
  expect(world.server.changes.received.at(-1)).toEqual(world.sent);
  world.server.changes.answer(answer);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  ownStore: async ({ server }) => {
    await waitFor(() => expect(server.facilities.pending).toBe(1));
    server.facilities.answer({ items: [PROVIDENCIA] });
  },
  stores: async ({ server }) => {
    await waitFor(() => expect(server.facilities.pending).toBe(1));
    server.facilities.answer({ items: [PROVIDENCIA, NUNOA] });
  },
  noStores: async ({ server }) => {
    await waitFor(() => expect(server.facilities.pending).toBe(1));
    server.facilities.answer({ items: [] });
  },
  storesFailed: async ({ server }) => {
    await waitFor(() => expect(server.facilities.pending).toBe(1));
    server.facilities.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  queueLoaded: (world) => answerQueue(world, { items: [LATE, FRESH] }),
  queueEmpty: (world) => answerQueue(world, { items: [] }),
  queueFailed: (world) => answerQueue(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pickNunoa: async (world) => {
    await world.user.selectOptions(screen.getByRole('combobox', { name: 'Tienda' }), 'Tienda Ñuñoa');
    world.store = NUNOA.id;
  },
  accept: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Aceptar S35-2026-000107' }));
    world.sent = { url: '/v1/spid35/orders/2/move', body: { to: 'accepted', version: 1 } };
  },
  choose: ({ user }) => user.selectOptions(screen.getByRole('combobox', { name: 'Sustituto para S35-CAF-250' }), 'Leche descremada 1 L (SKU S35-LEC-DES, 18 en mano)'),
  substitute: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Sustituir S35-CAF-250' }));
    world.sent = { url: '/v1/spid35/orders/1/lines/11/shortage', body: { version: world.lateVersion, resolution: 'substitute', substituteSku: 'S35-LEC-DES' } };
  },
  remove: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Quitar S35-LEC-1L' }));
    world.sent = { url: '/v1/spid35/orders/1/lines/12/shortage', body: { version: world.lateVersion, resolution: 'remove' } };
  },
  substituted: async (world) => {
    await answerChange(world, { order: LATE_SUBSTITUTED });
    world.lateVersion = 2;
  },
  conflict: async (world) => {
    await answerChange(world, { conflict: { statusCode: 409, code: 'SPID35_ORDER_CHANGED', message: 'changed', current: LATE_PICKED } });
    world.lateVersion = 3;
  },
  changeFailed: (world) => answerChange(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  tick: async (world) => {
    world.now.value = T5;
    await waitFor(() => expect(world.timers.pending()).toBe(1));
    act(() => world.timers.elapse());
  },
};

// What a person sees --------------------------------------------------------------------------------

const STATUS_NAME: Record<Order['status'], string> = { new: 'Nueva', accepted: 'Aceptada', picked: 'En preparación', packed: 'Empacada', handedOver: 'Entregada al repartidor' };
const NEXT_BUTTON: Partial<Record<Order['status'], string>> = { new: 'Aceptar', accepted: 'Marcar {n} como preparada', picked: 'Marcar {n} como empacada', packed: 'Entregar {n} al repartidor' };
/** The time left each order shows, by the clock: written here, not computed. */
const TIME_LEFT: Record<string, Record<number, string>> = {
  'S35-2026-000102': { [T0]: 'Atrasada hace 4 min', [T5]: 'Atrasada hace 9 min' },
  'S35-2026-000107': { [T0]: 'Quedan 32 min', [T5]: 'Quedan 27 min' },
};
const LINE_TEXT: Record<number, string> = {
  11: '1 × Café molido 250 g (SKU S35-CAF-250)',
  12: '2 × Leche entera 1 L (SKU S35-LEC-1L)',
  21: '2 × Arroz grado 1, 1 kg (SKU S35-ARR-1K)',
};
const PROBLEM_TEXT: Record<string, string> = {
  SPID35_ORDER_CHANGED: 'Alguien cambió la orden recién; te mostramos cómo está ahora.',
  SERVICE_UNAVAILABLE: UNAVAILABLE_TEXT,
};

async function expectScreen(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  const { context } = snapshot;
  expect(screen.getByRole('heading', { level: 1, name: 'Órdenes Spid35' })).toBeVisible();
  const status = screen.getByRole('status');
  const loading = snapshot.matches('loadingStores') || snapshot.matches('loading');
  await waitFor(() => expect(status).toHaveTextContent(loading ? 'Cargando la cola de la tienda…' : ''));

  if (context.facilities.length > 1) {
    const picker = screen.getByRole('combobox', { name: 'Tienda' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tienda Providencia', 'Tienda Ñuñoa']);
    expect(picker).toHaveValue(context.facilityId);
  } else {
    expect(screen.queryByRole('combobox', { name: 'Tienda' })).toBeNull();
  }

  if (snapshot.matches('storesFailed')) expect(await screen.findByRole('alert')).toHaveTextContent(`No pudimos cargar tus tiendas.${UNAVAILABLE_TEXT}`);
  else if (snapshot.matches('failed')) expect(await screen.findByRole('alert')).toHaveTextContent(`No pudimos cargar la cola de Spid35.${UNAVAILABLE_TEXT}`);
  const retryOffered = snapshot.matches('storesFailed') || snapshot.matches('failed');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Reintentar' }) !== null).toBe(retryOffered));

  const noStore = screen.queryByText('Tu cuenta no tiene una tienda asignada. Pide a un administrador que te asigne una.');
  expect(noStore !== null).toBe(snapshot.matches('noStore'));
  await waitFor(() => expect(screen.queryByText('No hay órdenes Spid35 pendientes en esta tienda.') !== null).toBe(snapshot.matches('empty')));

  const shown = snapshot.matches('ready') || snapshot.matches('changing');
  if (!shown) {
    expect(screen.queryByRole('list', { name: /Cola de órdenes Spid35/ })).toBeNull();
    return;
  }
  const store = context.facilityId === NUNOA.id ? 'Tienda Ñuñoa' : 'Tienda Providencia';
  const list = await screen.findByRole('list', { name: `Cola de órdenes Spid35 de ${store}` });
  const cards = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
  expect(cards).toHaveLength(context.orders.length);
  const changing = snapshot.matches('changing');
  for (const [index, order] of context.orders.entries()) {
    const card = within(cards[index]!);
    expect(card.getByRole('heading', { level: 2, name: `Orden ${order.orderNumber}` })).toBeVisible();
    expect(card.getByText(STATUS_NAME[order.status])).toBeVisible();
    const time = card.getByText(TIME_LEFT[order.orderNumber]![context.now]!);
    expect(time).toBeVisible();
    expect(time.textContent?.startsWith('Atrasada') ? 'late' : 'onTime').toBe(order.orderNumber === 'S35-2026-000102' ? 'late' : 'onTime');
    expect(card.getByText(`Cliente: ${order.customerName}`)).toBeVisible();
    for (const line of order.lines) {
      expect(card.getByText(LINE_TEXT[line.id]!)).toBeVisible();
      if (line.shortage?.resolution === 'substituted') expect(card.getByText('Sin stock: sustituido por Leche descremada 1 L (SKU S35-LEC-DES)')).toBeVisible();
      const picking = order.status === 'accepted' && line.shortage === null;
      const remove = card.queryByRole('button', { name: `Quitar ${line.sku}` });
      expect(remove !== null).toBe(picking);
      if (remove) await waitFor(() => (changing ? expect(remove).toBeDisabled() : expect(remove).toBeEnabled()));
      const substitute = card.queryByRole('button', { name: `Sustituir ${line.sku}` });
      if (substitute) await waitFor(() => (changing || !context.choices[line.id] ? expect(substitute).toBeDisabled() : expect(substitute).toBeEnabled()));
      if (picking) {
        const options = within(card.getByRole('combobox', { name: `Sustituto para ${line.sku}` })).getAllByRole('option').map((option) => option.textContent);
        // Only what the store has enough of, and never the line's own SKU.
        expect(options).toEqual(
          line.sku === 'S35-CAF-250'
            ? ['Elige un sustituto', 'Leche descremada 1 L (SKU S35-LEC-DES, 18 en mano)', 'Palta Hass 250 g (SKU S35-PAL-250, 1 en mano)']
            : ['Elige un sustituto', 'Leche descremada 1 L (SKU S35-LEC-DES, 18 en mano)'],
        );
      }
    }
    const next = NEXT_BUTTON[order.status]!.replace('{n}', order.orderNumber);
    const button = card.getByRole('button', { name: order.status === 'new' ? `${next} ${order.orderNumber}` : next });
    await waitFor(() => (changing ? expect(button).toBeDisabled() : expect(button).toBeEnabled()));
  }
  if (context.problem !== null) expect(await screen.findByRole('alert')).toHaveTextContent(PROBLEM_TEXT[context.problem]!);
  else expect(screen.queryByRole('alert')).toBeNull();
}

describe('Órdenes Spid35, driven through the orders module as the shell mounts it at /orders/spid35', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => {
    forgetScreenWidth();
    vi.restoreAllMocks();
  });

  for (const path of allPaths) {
    it(describeFixturePath(path, names.get), async () => {
      const now = { value: T0 };
      vi.spyOn(Date, 'now').mockImplementation(() => now.value);
      const timers = holdTimersOf(SPID35_CLOCK_MS);
      const server = fakeSpid35Server();
      try {
        renderQueue();
        const world: World = { user: userEvent.setup(), server, timers, now, store: PROVIDENCIA.id, sent: null, lateVersion: 1 };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreen(step.state);
        }
      } finally {
        timers.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(spid35QueueMachine, allPaths));
  });
});
