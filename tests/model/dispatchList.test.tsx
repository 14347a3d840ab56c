/**
 * Model-based tests of the dispatch desk (modules/shipments), driving the module's real Root through
 * its composition root and the typed shipments client against a fake shipments service (msw, typed
 * from the contract) that holds each request until the path answers it. Paths are generated from
 * the desk's statechart to take every transition; each step checks what a seller sees (the tabs and
 * their counts, the rows with their boxes, the loading, refreshing, empty and failed states, "Cargar
 * más", what the chosen orders allow, the result of marking them ready, what failed), each answered
 * request against what the choices so far must send, and each file against the one handed to the browser.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { dispatchListMachine, type DispatchListInput, type DispatchListEvent } from '../../modules/shipments/machines/dispatchList.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { recordDownloads, type SentQuery } from './orders.support.tsx';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';
import { fakeShipmentsServer, renderShipmentsModule, type MarkReadyResult, type Shipment, type ShipmentPage, type ShipmentsServer } from './shipments.support.tsx';

const shipment = (overrides: Partial<Shipment> & Pick<Shipment, 'id' | 'orderNumber' | 'customerName'>): Shipment => ({
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  status: 'awaiting_fulfillment',
  createdAt: '2026-11-23T15:04:00Z',
  promisedAt: '2026-11-26T15:00:00Z',
  units: 1,
  commune: 'Ñuñoa',
  region: 'Metropolitana de Santiago',
  ...overrides,
});

const CAMILA = shipment({ id: 12, orderNumber: '2026-000123', customerName: 'Camila Soto', units: 2 });
// 02:30 UTC on the 28th is 23:30 on the 27th in Santiago (UTC-3 in November).
const JOSE = shipment({ id: 15, orderNumber: '2026-000131', customerName: 'José Pérez', promisedAt: '2026-11-28T02:30:00Z', commune: 'Temuco', region: 'La Araucanía' });
const ROSA = shipment({ id: 9, orderNumber: '2026-000098', customerName: 'Rosa Díaz', promisedAt: '2026-11-29T15:00:00Z', units: 3 });
const LUIS = shipment({ id: 21, orderNumber: '2026-000140', customerName: 'Luis Vera', status: 'ready_to_ship', commune: 'Maipú' });
// Another seller's order, which only staff see beside the demo store's.
const ELENA = shipment({ id: 33, orderNumber: '2026-000150', customerName: 'Elena Ruiz', sellerId: 2, sellerName: 'Bodega Sur Ltda.' });

/** Each row as the table must read, cell by cell (the box's cell is empty of text). */
const ROW_TEXT: Record<number, string[]> = {
  12: ['', '2026-000123', 'Camila Soto', 'Ñuñoa, Metropolitana de Santiago', '2', '26-11-2026', 'Por preparar'],
  15: ['', '2026-000131', 'José Pérez', 'Temuco, La Araucanía', '1', '27-11-2026', 'Por preparar'],
  9: ['', '2026-000098', 'Rosa Díaz', 'Ñuñoa, Metropolitana de Santiago', '3', '29-11-2026', 'Por preparar'],
  21: ['', '2026-000140', 'Luis Vera', 'Maipú, Metropolitana de Santiago', '1', '26-11-2026', 'Lista para despacho'],
};

/** The order behind each number shown. */
const ID_OF: Record<string, number> = { '2026-000123': 12, '2026-000131': 15, '2026-000098': 9, '2026-000140': 21 };

const COUNTS = { awaiting_fulfillment: 3, packed_by_seller: 0, ready_to_ship: 1 };
const PAGE_ONE: ShipmentPage = { items: [CAMILA, JOSE], nextCursor: 'WyJhIiwxNV0', statusCounts: COUNTS };
const PAGE_TWO: ShipmentPage = { items: [ROSA], nextCursor: null, statusCounts: COUNTS };
const READY_PAGE: ShipmentPage = { items: [LUIS], nextCursor: null, statusCounts: COUNTS };
const EMPTY_PAGE: ShipmentPage = { items: [], nextCursor: null, statusCounts: { awaiting_fulfillment: 0, packed_by_seller: 2, ready_to_ship: 0 } };

const TABS_BEFORE_COUNTS = ['Por preparar', 'Empaquetadas', 'Listas para despacho'];
const TABS_OF_PAGES = ['Por preparar (3 órdenes)', 'Empaquetadas (0 órdenes)', 'Listas para despacho (1 orden)'];
const TABS_OF_EMPTY = ['Por preparar (0 órdenes)', 'Empaquetadas (2 órdenes)', 'Listas para despacho (0 órdenes)'];

const RESULTS: MarkReadyResult[] = [
  { orderId: 12, outcome: 'ok', orderNumber: '2026-000123', status: 'ready_to_ship' },
  { orderId: 15, outcome: 'refused', orderNumber: '2026-000131', status: 'canceled', code: 'ORDER_TRANSITION_NOT_ALLOWED' },
];
const RESULT_LINES = ['2026-000123: lista para despacho.', '2026-000131: su estado ya no permite marcarla lista.'];
const LABELS_PDF = '%PDF-1.7 etiquetas';
const MANIFEST_PDF = '%PDF-1.7 manifiesto';
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const moved = new ApiError({ statusCode: 409, code: 'MANIFEST_ORDER_NOT_READY', message: 'Not ready' });

const fixtures = {
  toReady: { type: 'filter.status', status: 'ready_to_ship' },
  search: { type: 'filter.search', text: '2026-0001' },
  typingPaused: { type: 'xstate.after.searchDebounce.dispatchList.browsing.refreshing.debouncing' },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  toggleCamila: { type: 'selection.toggle', orderId: 12 },
  choosePage: { type: 'selection.page' },
  chooseStarken: { type: 'carrier.choose', carrier: 'starken' },
  markReady: { type: 'selection.markReady' },
  printLabels: { type: 'selection.labels' },
  handOver: { type: 'selection.manifest' },
  dismiss: { type: 'results.dismiss' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  readyPage: { type: 'xstate.done.actor.listPage', output: READY_PAGE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
  marked: { type: 'xstate.done.actor.markReady', output: RESULTS },
  markFailed: { type: 'xstate.error.actor.markReady', error: unavailable },
  printed: { type: 'xstate.done.actor.printLabels', output: { blob: new Blob([LABELS_PDF]), fileName: 'etiquetas-2026-11-26.pdf' } },
  printFailed: { type: 'xstate.error.actor.printLabels', error: unavailable },
  handedOver: { type: 'xstate.done.actor.createManifest', output: { blob: new Blob([MANIFEST_PDF]), fileName: 'manifiesto-MD-2026-000001.pdf' } },
  handOverFailed: { type: 'xstate.error.actor.createManifest', error: moved },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<DispatchListEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof dispatchListMachine>;

const settled = (snapshot: Snapshot) => snapshot.matches({ browsing: 'loaded' }) || snapshot.matches({ browsing: 'empty' }) || snapshot.matches({ browsing: 'failed' });

/**
 * What a seller does, each once: the ready tab after the first one, a search, one order or the whole
 * page chosen, the carrier changed; the service answers the tab it was asked for (the first page of
 * "Por preparar", the one of "Listas para despacho") and marking the two orders of the first page.
 */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { status, searchText, selected, carrier } = snapshot.context;
  switch (names.find(event)) {
    case 'toReady':
      return settled(snapshot) && status === 'awaiting_fulfillment';
    case 'search':
      return settled(snapshot) && searchText === '';
    case 'toggleCamila':
      return selected.length === 0 && snapshot.context.rows.some((row) => row.id === 12);
    case 'choosePage':
      return selected.length === 0;
    case 'chooseStarken':
      return carrier === 'blue_express' && status === 'ready_to_ship';
    case 'pageOne':
    case 'emptyPage':
      return status === 'awaiting_fulfillment';
    case 'readyPage':
      return status === 'ready_to_ship';
    case 'marked':
      return selected.length === 2;
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, DispatchListInput>(dispatchListMachine, {
  input: { status: 'awaiting_fulfillment', may: { markReady: true, handOver: true } },
  events: Object.values(fixtures),
  describe: (snapshot) => {
    const { status, rows, nextCursor, selected, searchText, carrier, results, failedAction } = snapshot.context;
    return [snapshot.value, status, rows.map((row) => row.id), nextCursor, selected, searchText, carrier, results !== null, failedAction];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

interface World {
  user: UserEvent;
  server: ShipmentsServer;
  timers: ReturnType<typeof holdTimersOf>;
  downloads: ReturnType<typeof recordDownloads>;
  /** What the next list request must carry, as the seller chose it. */
  expected: Record<string, string>;
  /** The orders chosen so far, in the order chosen (what the next action must send). */
  chosen: number[];
  carrier: string;
}

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));

async function answerList(world: World, answer: Parameters<ShipmentsServer['list']['answer']>[0], extra: Record<string, string> = {}) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  expect(sorted(world.server.list.received.at(-1) ?? [])).toEqual(sorted(Object.entries({ ...world.expected, limit: '25', ...extra })));
  world.server.list.answer(answer);
  // A first page keeps chosen only the chosen orders it still shows; a failed list shows none.
  if ('fail' in answer) {
    if (!extra.cursor) world.chosen = [];
  } else if (!extra.cursor) {
    world.chosen = world.chosen.filter((id) => answer.page.items.some((item) => item.id === id));
  }
}

async function expectSaved(world: World, fileName: string, text: string, before: number) {
  await waitFor(() => expect(world.downloads.saved).toHaveLength(before + 1));
  const saved = world.downloads.saved.at(-1);
  expect(saved?.fileName).toBe(fileName);
  expect(await saved?.blob.text()).toBe(text);
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por N° de orden' });

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  toReady: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: /^Listas para despacho/ }));
    world.expected = { ...world.expected, status: 'ready_to_ship' };
    world.chosen = [];
  },
  search: ({ user }) => user.type(searchBox(), '2026-0001'),
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: '2026-0001' };
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  toggleCamila: async (world) => {
    await world.user.click(screen.getByRole('checkbox', { name: 'Seleccionar orden 2026-000123' }));
    world.chosen = [12];
  },
  choosePage: async (world) => {
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await world.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las órdenes de la lista' }));
    world.chosen = rows.map((row) => ID_OF[row.children[1]?.textContent ?? ''] ?? 0);
  },
  chooseStarken: async (world) => {
    await world.user.selectOptions(screen.getByRole('combobox', { name: 'Transportista' }), 'Starken');
    world.carrier = 'starken';
  },
  markReady: ({ user }) => user.click(screen.getByRole('button', { name: 'Marcar listas para despacho' })),
  printLabels: ({ user }) => user.click(screen.getByRole('button', { name: 'Descargar etiquetas' })),
  handOver: ({ user }) => user.click(screen.getByRole('button', { name: 'Generar manifiesto' })),
  dismiss: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar resultado' })),
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  readyPage: (world) => answerList(world, { page: READY_PAGE }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: (world) => answerList(world, { page: PAGE_TWO }, { cursor: 'WyJhIiwxNV0' }),
  nextPageFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, { cursor: 'WyJhIiwxNV0' }),
  marked: async (world) => {
    await waitFor(() => expect(world.server.ready.pending).toBe(1));
    expect(world.server.ready.received.at(-1)).toEqual({ orderIds: world.chosen });
    world.server.ready.answer({ results: RESULTS });
    // Camila's order left the tab; José's was refused and stays chosen.
    world.chosen = world.chosen.filter((id) => id !== 12);
  },
  markFailed: async (world) => {
    await waitFor(() => expect(world.server.ready.pending).toBe(1));
    expect(world.server.ready.received.at(-1)).toEqual({ orderIds: world.chosen });
    world.server.ready.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
  printed: async (world) => {
    await waitFor(() => expect(world.server.labels.pending).toBe(1));
    expect(world.server.labels.received.at(-1)).toEqual({ orderIds: world.chosen });
    const before = world.downloads.saved.length;
    world.server.labels.answer({ pdf: LABELS_PDF });
    await expectSaved(world, 'etiquetas-2026-11-26.pdf', LABELS_PDF, before);
  },
  printFailed: async (world) => {
    await waitFor(() => expect(world.server.labels.pending).toBe(1));
    world.server.labels.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
  handedOver: async (world) => {
    await waitFor(() => expect(world.server.manifest.pending).toBe(1));
    expect(world.server.manifest.received.at(-1)).toEqual({ orderIds: world.chosen, carrier: world.carrier });
    const before = world.downloads.saved.length;
    world.server.manifest.answer({ pdf: MANIFEST_PDF, number: 'MD-2026-000001' });
    await expectSaved(world, 'manifiesto-MD-2026-000001.pdf', MANIFEST_PDF, before);
    world.chosen = [];
  },
  handOverFailed: async (world) => {
    await waitFor(() => expect(world.server.manifest.pending).toBe(1));
    world.server.manifest.answer({ fail: 409, code: 'MANIFEST_ORDER_NOT_READY' });
  },
};

/** The cells of every row of the table, in order. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

const TAB_LABEL = { awaiting_fulfillment: 'Por preparar', packed_by_seller: 'Empaquetadas', ready_to_ship: 'Listas para despacho' } as const;
const WORKING = { markingReady: 'Marcando las órdenes…', printingLabels: 'Preparando las etiquetas…', handingOver: 'Generando el manifiesto…' } as const;
const FAILED = {
  markReady: ['No pudimos marcar las órdenes.', 'El servicio de envíos no está disponible en este momento. Inténtalo de nuevo en unos segundos.'],
  labels: ['No pudimos generar las etiquetas.', 'El servicio de envíos no está disponible en este momento. Inténtalo de nuevo en unos segundos.'],
  manifest: ['No pudimos generar el manifiesto.', 'Una de las órdenes ya no está lista para despacho. Actualiza la lista y vuelve a elegir.'],
} as const;

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as Snapshot;
  const { rows, statusCounts, status, searchText, nextCursor, selected, results, failedAction } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
  const tabs = statusCounts === null ? TABS_BEFORE_COUNTS : statusCounts.awaiting_fulfillment === 3 ? TABS_OF_PAGES : TABS_OF_EMPTY;
  await waitFor(() => {
    const shown = screen.getAllByRole('tab');
    expect(shown).toHaveLength(3);
    shown.forEach((tab, index) => expect(tab).toHaveAccessibleName(tabs[index]));
  });
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(tabs.find((name) => name.startsWith(TAB_LABEL[status])) ?? '');
  expect(searchBox()).toHaveValue(searchText);
  expect(selected).toEqual(world.chosen);

  const browsing = snapshot.matches('browsing');
  const rowsShown = rows.length > 0 && !snapshot.matches({ browsing: 'loading' }) && !snapshot.matches({ browsing: 'failed' }) && !snapshot.matches({ browsing: 'empty' });
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => ROW_TEXT[row.id])));
    for (const row of rows) {
      const box = screen.getByRole('checkbox', { name: `Seleccionar orden ${row.orderNumber}` });
      expect(box).toHaveProperty('checked', selected.includes(row.id));
      if (snapshot.matches({ browsing: 'loaded' })) expect(box).toBeEnabled();
      else expect(box).toBeDisabled();
    }
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }

  const listStatus = within(screen.getByRole('tabpanel')).getAllByRole('status').at(-1)!;
  if (snapshot.matches({ browsing: 'refreshing' }) && rows.length > 0) await waitFor(() => expect(listStatus).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches({ browsing: 'loading' }) || snapshot.matches({ browsing: 'refreshing' })) await waitFor(() => expect(listStatus).toHaveTextContent('Cargando órdenes…'));
  else await waitFor(() => expect(listStatus).toHaveTextContent(''));

  if (snapshot.matches({ browsing: 'empty' })) expect(screen.getByText('No hay órdenes en este estado.')).toBeVisible();
  else expect(screen.queryByText('No hay órdenes en este estado.')).toBeNull();
  if (snapshot.matches({ browsing: 'failed' })) {
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las órdenes.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }

  const moreOffered = nextCursor !== null && (snapshot.matches({ browsing: 'loaded' }) || snapshot.matches({ browsing: 'loadingMore' }));
  if (moreOffered) {
    const more = screen.getByRole('button', { name: 'Cargar más' });
    await waitFor(() => (snapshot.matches({ browsing: 'loadingMore' }) ? expect(more).toBeDisabled() : expect(more).toBeEnabled()));
  } else {
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  }
  if (snapshot.matches({ browsing: { loaded: 'moreFailed' } })) expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más órdenes.');

  // What the chosen orders allow: only a list at rest, with some chosen.
  const actions = screen.getByRole('region', { name: 'Acciones con las órdenes seleccionadas' });
  const count = selected.length === 0 ? 'Ninguna orden seleccionada' : selected.length === 1 ? '1 orden seleccionada' : `${selected.length} órdenes seleccionadas`;
  expect(actions).toHaveTextContent(count);
  const atRest = snapshot.matches({ browsing: 'loaded' }) && selected.length > 0;
  const labels = within(actions).getByRole('button', { name: 'Descargar etiquetas' });
  await waitFor(() => (atRest ? expect(labels).toBeEnabled() : expect(labels).toBeDisabled()));
  if (status === 'ready_to_ship') {
    expect(within(actions).queryByRole('button', { name: 'Marcar listas para despacho' })).toBeNull();
    expect(within(actions).getByRole('combobox', { name: 'Transportista' })).toHaveDisplayValue(world.carrier === 'starken' ? 'Starken' : 'Blue Express');
    const manifest = within(actions).getByRole('button', { name: 'Generar manifiesto' });
    await waitFor(() => (atRest ? expect(manifest).toBeEnabled() : expect(manifest).toBeDisabled()));
  } else {
    expect(within(actions).queryByRole('button', { name: 'Generar manifiesto' })).toBeNull();
    const mark = within(actions).getByRole('button', { name: 'Marcar listas para despacho' });
    await waitFor(() => (atRest ? expect(mark).toBeEnabled() : expect(mark).toBeDisabled()));
  }
  const working = (['markingReady', 'printingLabels', 'handingOver'] as const).filter((name) => snapshot.matches(name)).map((name) => WORKING[name])[0] ?? '';
  await waitFor(() => expect(within(actions).getByRole('status')).toHaveTextContent(working));
  // Nothing else moves while the chosen orders are worked on.
  for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-disabled', String(!browsing));
  if (browsing) expect(searchBox()).toBeEnabled();
  else expect(searchBox()).toBeDisabled();

  if (snapshot.matches({ browsing: { loaded: 'actionFailed' } }) && failedAction) {
    const alert = within(actions).getByRole('alert');
    for (const text of FAILED[failedAction]) expect(alert).toHaveTextContent(text);
  } else {
    expect(within(actions).queryByRole('alert')).toBeNull();
  }

  const shownResults = screen.queryByRole('region', { name: 'Resultado de marcar listas para despacho' });
  if (results) {
    expect(shownResults).toHaveTextContent('1 orden quedó lista, 1 con problemas.');
    expect(within(shownResults!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RESULT_LINES);
  } else {
    expect(shownResults).toBeNull();
  }
}

describe('dispatch desk, driven through the module as the shell mounts it at /shipments', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const timers = holdTimersOf(300);
      const downloads = recordDownloads();
      const server = fakeShipmentsServer();
      try {
        renderShipmentsModule({ path: '/shipments' });
        const world: World = { user: userEvent.setup(), server, timers, downloads, expected: { status: 'awaiting_fulfillment' }, chosen: [], carrier: 'blue_express' };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreenFor(step.state, world);
        }
      } finally {
        timers.restore();
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(dispatchListMachine, paths));
  });
});

describe('dispatch desk: screen sizes, language and other paths', () => {
  afterEach(() => forgetScreenWidth());

  it('shows each order as a card with its box on a phone (360 px), and has no axe violations in either layout', async () => {
    setScreenWidth(360);
    const server = fakeShipmentsServer();
    const { container } = renderShipmentsModule({ path: '/shipments' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    const cards = await screen.findByRole('list', { name: 'Órdenes: Por preparar' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: '2026-000123' })).toBeVisible();
    expect(items[0]).toHaveTextContent('Camila Soto');
    expect(items[0]).toHaveTextContent('Por preparar');
    expect(items[1]).toHaveTextContent('27-11-2026');
    await userEvent.click(within(items[1]!).getByRole('checkbox', { name: 'Seleccionar orden 2026-000131' }));
    expect(screen.getByRole('region', { name: 'Acciones con las órdenes seleccionadas' })).toHaveTextContent('1 orden seleccionada');
    expect(await axeViolations(container)).toEqual([]);

    setScreenWidth(1280);
    const wide = fakeShipmentsServer();
    const second = renderShipmentsModule({ path: '/shipments' });
    await waitFor(() => expect(wide.list.pending).toBe(1));
    wide.list.answer({ page: PAGE_ONE });
    await within(second.container).findByRole('table');
    expect(await axeViolations(second.container)).toEqual([]);
  });

  it("shows staff whose each order is and speaks to them as staff; a seller's table has no seller column", async () => {
    setScreenWidth(1280);
    const server = fakeShipmentsServer();
    renderShipmentsModule({ path: '/shipments', session: { userId: 4, role: 'customerService', sellerId: null, permissions: [] } });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: { items: [CAMILA, ELENA], nextCursor: null, statusCounts: COUNTS } });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'N° de orden',
      'Seller',
      'Cliente',
      'Destino',
      'Unidades',
      'Entrega prometida',
      'Estado',
    ]);
    expect(tableRows()).toEqual([
      ['', '2026-000123', 'Tienda Andes SpA', 'Camila Soto', 'Ñuñoa, Metropolitana de Santiago', '2', '26-11-2026', 'Por preparar'],
      ['', '2026-000150', 'Bodega Sur Ltda.', 'Elena Ruiz', 'Ñuñoa, Metropolitana de Santiago', '1', '26-11-2026', 'Por preparar'],
    ]);
    expect(screen.getByText(/^Las órdenes que los sellers aún deben entregar al transportista/)).toBeVisible();
    expect(screen.queryByText(/^Las órdenes que aún debes entregar/)).toBeNull();
  });

  it('offers customer service, whose permissions hold neither, no marking ready and no manifest', async () => {
    setScreenWidth(1280);
    const server = fakeShipmentsServer();
    renderShipmentsModule({ path: '/shipments', session: { userId: 4, role: 'customerService', sellerId: null, permissions: [] } });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar orden 2026-000131' }));
    const actions = screen.getByRole('region', { name: 'Acciones con las órdenes seleccionadas' });
    expect(within(actions).getByRole('button', { name: 'Descargar etiquetas' })).toBeEnabled();
    expect(within(actions).queryByRole('button', { name: 'Marcar listas para despacho' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /^Listas para despacho/ }));
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: READY_PAGE });
    await screen.findByRole('checkbox', { name: 'Seleccionar orden 2026-000140' });
    expect(screen.queryByRole('button', { name: 'Generar manifiesto' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Transportista' })).toBeNull();
  });

  it("links each order's number to its page in Órdenes, which a plain click opens in the portal", async () => {
    setScreenWidth(1280);
    const server = fakeShipmentsServer();
    const { host } = renderShipmentsModule({ path: '/shipments' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    const link = await screen.findByRole('link', { name: '2026-000123' });
    // Why "Por preparar" may count more in Órdenes: new orders are there, not here.
    expect(screen.getByText(/Las nuevas, que todavía no pasan a preparación, están solo en Órdenes/)).toBeVisible();
    expect(link).toHaveAttribute('href', '/orders/12');
    expect(screen.getByRole('link', { name: '2026-000131' })).toHaveAttribute('href', '/orders/15');
    await userEvent.click(link);
    expect(host.navigate).toHaveBeenCalledWith('/orders/12');
  });

  it('reads in English with the English catalog', async () => {
    setScreenWidth(1280);
    const server = fakeShipmentsServer();
    renderShipmentsModule({ path: '/shipments', locale: 'en' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'To prepare (3 orders)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark ready to ship' })).toBeDisabled();
  });

  it('answers a path the module has no page for with a way back to the desk', async () => {
    const { host } = renderShipmentsModule({ path: '/shipments/otra' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Envíos' }));
    expect(host.navigate).toHaveBeenCalledWith('/shipments');
  });
});
