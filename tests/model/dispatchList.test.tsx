/**
 * Model-based tests of the dispatch desk (modules/shipments): its list (the kit's list chart, whose
 * rows are chosen) and the actions beside it (mark ready, labels, the manifest), driving the
 * module's real Root through its composition root and the typed shipments client against a fake
 * shipments service (msw, typed from the contract) that holds each request until the path answers
 * it. Paths are generated from each chart to take every transition; each step checks what a seller
 * (or, where a path picks a seller, logistics staff) sees: the tabs and their counts, the rows with
 * their boxes, the loading, refreshing, empty and failed states, "Cargar más", what the chosen orders
 * allow, the result of marking them ready, what failed, each answered request against what the
 * choices so far must send, each applied filter against the URL written back, and each file against
 * the one handed to the browser. The expected values are kept by hand along the path.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createActor, initialTransition, transition, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { dispatchActionsMachine, type DispatchActionsEvent, type DispatchActionsInput } from '../../modules/shipments/machines/dispatchActions.machine.ts';
import type { DispatchFilters } from '../../modules/shipments/machines/dispatchFilters.ts';
import { dispatchListMachine, type DispatchListEvent } from '../../modules/shipments/machines/dispatchList.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { recordDownloads, type SentQuery } from './orders.support.tsx';
import { answerSellerNames, expectSellerBox, pickAndes } from './sellerFilter.support.ts';
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
const MARTA = shipment({ id: 22, orderNumber: '2026-000141', customerName: 'Marta Rojas', status: 'ready_to_ship', units: 4 });
// Another seller's order, which only staff see beside the demo store's.
const ELENA = shipment({ id: 33, orderNumber: '2026-000150', customerName: 'Elena Ruiz', sellerId: 2, sellerName: 'Bodega Sur Ltda.' });

/** Each row as the table must read, cell by cell (the box's cell is empty of text). */
const ROW_TEXT: Record<number, string[]> = {
  12: ['', '2026-000123', 'Camila Soto', 'Ñuñoa, Metropolitana de Santiago', '2', '26-11-2026', 'Por preparar'],
  15: ['', '2026-000131', 'José Pérez', 'Temuco, La Araucanía', '1', '27-11-2026', 'Por preparar'],
  9: ['', '2026-000098', 'Rosa Díaz', 'Ñuñoa, Metropolitana de Santiago', '3', '29-11-2026', 'Por preparar'],
  21: ['', '2026-000140', 'Luis Vera', 'Maipú, Metropolitana de Santiago', '1', '26-11-2026', 'Lista para despacho'],
  22: ['', '2026-000141', 'Marta Rojas', 'Ñuñoa, Metropolitana de Santiago', '4', '26-11-2026', 'Lista para despacho'],
};
/** A row as staff read it: the seller's name after the order's number. */
const staffRow = (cells: string[]) => [cells[0]!, cells[1]!, 'Tienda Andes SpA', ...cells.slice(2)];

/** The order behind each number shown. */
const ID_OF: Record<string, number> = { '2026-000123': 12, '2026-000131': 15, '2026-000098': 9, '2026-000140': 21, '2026-000141': 22 };

const COUNTS = { awaiting_fulfillment: 3, packed_by_seller: 0, ready_to_ship: 1 };
const PAGE_ONE: ShipmentPage = { items: [CAMILA, JOSE], nextCursor: 'WyJhIiwxNV0', statusCounts: COUNTS };
const PAGE_TWO: ShipmentPage = { items: [ROSA], nextCursor: null, statusCounts: COUNTS };
const READY_PAGE: ShipmentPage = { items: [LUIS], nextCursor: null, statusCounts: COUNTS };
const EMPTY_PAGE: ShipmentPage = { items: [], nextCursor: null, statusCounts: { awaiting_fulfillment: 0, packed_by_seller: 2, ready_to_ship: 0 } };
// The tab read again once Camila's order was marked (José's was refused and stays), and once Luis's was handed over.
const AFTER_MARKING: ShipmentPage = { items: [JOSE], nextCursor: null, statusCounts: COUNTS };
const AFTER_MANIFEST: ShipmentPage = { items: [MARTA], nextCursor: null, statusCounts: COUNTS };

const TABS_BEFORE_COUNTS = ['Por preparar', 'Empaquetadas', 'Listas para despacho'];
const TABS_OF_PAGES = ['Por preparar (3 órdenes)', 'Empaquetadas (0 órdenes)', 'Listas para despacho (1 orden)'];
const TABS_OF_EMPTY = ['Por preparar (0 órdenes)', 'Empaquetadas (2 órdenes)', 'Listas para despacho (0 órdenes)'];
const TAB_LABEL = { awaiting_fulfillment: 'Por preparar', packed_by_seller: 'Empaquetadas', ready_to_ship: 'Listas para despacho' } as const;

const RESULTS: MarkReadyResult[] = [
  { orderId: 12, outcome: 'ok', orderNumber: '2026-000123', status: 'ready_to_ship' },
  { orderId: 15, outcome: 'refused', orderNumber: '2026-000131', status: 'canceled', code: 'ORDER_TRANSITION_NOT_ALLOWED' },
];
const RESULT_LINES = ['2026-000123: lista para despacho.', '2026-000131: su estado ya no permite marcarla lista.'];
const LABELS_PDF = '%PDF-1.7 etiquetas';
const MANIFEST_PDF = '%PDF-1.7 manifiesto';
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const moved = new ApiError({ statusCode: 409, code: 'MANIFEST_ORDER_NOT_READY', message: 'Not ready' });

const WORKING = { markReady: 'Marcando las órdenes…', labels: 'Preparando las etiquetas…', manifest: 'Generando el manifiesto…' } as const;
const FAILED = {
  markReady: ['No pudimos marcar las órdenes.', 'El servicio de envíos no está disponible en este momento. Inténtalo de nuevo en unos segundos.'],
  labels: ['No pudimos generar las etiquetas.', 'El servicio de envíos no está disponible en este momento. Inténtalo de nuevo en unos segundos.'],
  manifest: ['No pudimos generar el manifiesto.', 'Una de las órdenes ya no está lista para despacho. Actualiza la lista y vuelve a elegir.'],
} as const;
type Action = keyof typeof WORKING;

/** Logistics staff: they read every seller's orders, pick one, and mark and hand over as a seller does. */
const LOGISTICS = { userId: 4, role: 'logistics', sellerId: null, permissions: ['findSellerNames', 'markShipmentsReady', 'createDispatchManifest'] };

const FRESH: DispatchFilters = { status: 'awaiting_fulfillment', q: '', sellerId: null };

/** What the page holds beside the list chart, kept by hand along a path. */
interface World {
  user: UserEvent;
  server: ShipmentsServer;
  view: ReturnType<typeof renderShipmentsModule>;
  timers: ReturnType<typeof holdTimersOf>;
  downloads: ReturnType<typeof recordDownloads>;
  /** What the next list request must carry, as the person chose it. */
  expected: Record<string, string>;
  /** The orders chosen so far, in the order chosen (what the next action must send). */
  chosen: number[];
  /** Navigations the desk asked for so far (each applied filter, replacing the entry). */
  navigations: number;
  /** Staff (logistics) drive the path: they see whose each order is, and pick a seller. */
  staff: boolean;
  /** The action under way on the chosen orders, and the orders it was sent. */
  working: Action | null;
  sent: number[];
  /** The "Marcar listas" result is on screen. */
  results: boolean;
}

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));

/** Answers the list request in flight after checking it; a first page keeps chosen only the orders it still shows, a failure none. */
async function answerList(world: World, answer: Parameters<ShipmentsServer['list']['answer']>[0], extra: Record<string, string> = {}) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  expect(sorted(world.server.list.received.at(-1) ?? [])).toEqual(sorted(Object.entries({ ...world.expected, limit: '25', ...extra })));
  world.server.list.answer(answer);
  if (extra.cursor) return;
  world.chosen = 'fail' in answer ? [] : world.chosen.filter((id) => answer.page.items.some((item) => item.id === id));
}

/** The URL the desk writes for the filters chosen so far, in place of the entry (the seller as `seller`). */
async function expectNavigatedTo(world: World) {
  world.navigations += 1;
  await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledTimes(world.navigations));
  const [to, options] = world.view.host.navigate.mock.calls.at(-1) ?? [];
  const url = new URL(to ?? '', 'http://portal.test');
  expect(url.pathname).toBe('/shipments');
  expect(sorted([...url.searchParams])).toEqual(sorted(Object.entries(world.expected).map(([name, value]): [string, string] => [name === 'sellerId' ? 'seller' : name, value])));
  expect(options).toEqual({ replace: true });
  // The shell then shows the desk at that address.
  world.view.show({ path: '/shipments', search: url.search.slice(1), state: undefined });
}

async function expectSaved(world: World, fileName: string, text: string, before: number) {
  await waitFor(() => expect(world.downloads.saved).toHaveLength(before + 1));
  const saved = world.downloads.saved.at(-1);
  expect(saved?.fileName).toBe(fileName);
  expect(await saved?.blob.text()).toBe(text);
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por N° de orden' });
const actionsRegion = () => screen.getByRole('region', { name: 'Acciones con las órdenes seleccionadas' });

/** The cells of every row of the table, in order. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

/** Presses an action's button on the chosen orders. */
async function press(world: World, action: Action) {
  const name = { markReady: 'Marcar listas para despacho', labels: 'Descargar etiquetas', manifest: 'Generar manifiesto' }[action];
  const button = within(actionsRegion()).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await world.user.click(button);
  world.working = action;
  world.sent = [...world.chosen];
}

/** The service marks the orders sent: Camila's becomes ready, José's is refused. */
async function answerMarking(world: World) {
  await waitFor(() => expect(world.server.ready.pending).toBe(1));
  expect(world.server.ready.received.at(-1)).toEqual({ orderIds: world.sent });
  world.server.ready.answer({ results: RESULTS });
  world.working = null;
  world.results = true;
}

/**
 * What the page shows beside the rows, whatever the list chart's state: the chosen orders' count,
 * the actions they allow (only from a list at rest and with nothing under way), what is under way,
 * what failed, the result of marking, and the tabs, search and "Cargar más" standing still while an
 * action runs.
 */
async function expectActionsFor(world: World, { status, atRest, failed }: { status: DispatchFilters['status']; atRest: boolean; failed: Action | null }) {
  const actions = actionsRegion();
  const { chosen, working } = world;
  const count = chosen.length === 0 ? 'Ninguna orden seleccionada' : chosen.length === 1 ? '1 orden seleccionada' : `${chosen.length} órdenes seleccionadas`;
  await waitFor(() => expect(actions).toHaveTextContent(count));
  const enabled = atRest && working === null && chosen.length > 0;
  const labels = within(actions).getByRole('button', { name: 'Descargar etiquetas' });
  await waitFor(() => (enabled ? expect(labels).toBeEnabled() : expect(labels).toBeDisabled()));
  if (status === 'ready_to_ship') {
    expect(within(actions).queryByRole('button', { name: 'Marcar listas para despacho' })).toBeNull();
    const manifest = within(actions).getByRole('button', { name: 'Generar manifiesto' });
    await waitFor(() => (enabled ? expect(manifest).toBeEnabled() : expect(manifest).toBeDisabled()));
  } else {
    expect(within(actions).queryByRole('button', { name: 'Generar manifiesto' })).toBeNull();
    expect(within(actions).queryByRole('combobox', { name: 'Transportista' })).toBeNull();
    const mark = within(actions).getByRole('button', { name: 'Marcar listas para despacho' });
    await waitFor(() => (enabled ? expect(mark).toBeEnabled() : expect(mark).toBeDisabled()));
  }
  await waitFor(() => expect(within(actions).getByRole('status')).toHaveTextContent(working ? WORKING[working] : ''));
  // Nothing else moves while the chosen orders are worked on.
  for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-disabled', String(working !== null));
  if (working) expect(searchBox()).toBeDisabled();
  else expect(searchBox()).toBeEnabled();
  const more = screen.queryByRole('button', { name: 'Cargar más' });
  if (more && working) expect(more).toBeDisabled();

  if (failed) {
    const alert = within(actions).getByRole('alert');
    for (const text of FAILED[failed]) expect(alert).toHaveTextContent(text);
  } else {
    expect(within(actions).queryByRole('alert')).toBeNull();
  }
  const shownResults = screen.queryByRole('region', { name: 'Resultado de marcar listas para despacho' });
  if (world.results) {
    expect(shownResults).toHaveTextContent('1 orden quedó lista, 1 con problemas.');
    expect(within(shownResults!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RESULT_LINES);
  } else {
    expect(shownResults).toBeNull();
  }
}

/* ------------------------------------------------------------------------------------------------
 * The desk's list: tabs, search, seller, pages and the chosen rows.
 * --------------------------------------------------------------------------------------------- */

const listFixtures = {
  toReady: { type: 'filter.status', status: 'ready_to_ship' },
  // Only the digits and the hyphen are searched.
  search: { type: 'filter.search', text: '2026-0001x' },
  typingPaused: { type: 'xstate.after.searchDebounce.dispatchList.refreshing.debouncing' },
  pickSeller: { type: 'filter.seller', sellerId: 1 },
  // The menu's "Envíos": the URL changes under the desk, which writes nothing back.
  restore: { type: 'filter.restore', filters: FRESH },
  // A link to the packed orders, followed while the chosen ones are being marked (see below).
  restorePacked: { type: 'filter.restore', filters: { status: 'packed_by_seller', q: '', sellerId: null } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  // Orders were marked ready beside the list: the tab is read again.
  refresh: { type: 'list.refresh' },
  toggleCamila: { type: 'selection.toggle', id: 12 },
  choosePage: { type: 'selection.page' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  readyPage: { type: 'xstate.done.actor.listPage', output: READY_PAGE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ListFixture = keyof typeof listFixtures;
const listNames = eventNames(listFixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<DispatchListEvent['type'], (typeof listFixtures)[ListFixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type ListSnapshot = SnapshotFrom<typeof dispatchListMachine>;

const settled = (snapshot: ListSnapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/**
 * What a person does, each once: the ready tab after the first one, a search, a seller, one order
 * or the whole page chosen, the menu's "Envíos" from the ready tab, marking the chosen orders of the
 * first tab; the service answers the tab it was asked for.
 */
function listOffered(snapshot: ListSnapshot, event: EventObject): boolean {
  const { filters, searchText, selected } = snapshot.context;
  switch (listNames.get(event)) {
    case 'toReady':
      return settled(snapshot) && filters.status === 'awaiting_fulfillment';
    case 'search':
      return settled(snapshot) && searchText === '';
    case 'pickSeller':
      return settled(snapshot) && filters.sellerId === null;
    case 'restore':
      return settled(snapshot) && filters.status === 'ready_to_ship';
    case 'restorePacked':
      return false;
    case 'refresh':
      return snapshot.matches('loaded') && selected.length > 0 && filters.status === 'awaiting_fulfillment';
    case 'toggleCamila':
    case 'choosePage':
      return selected.length === 0;
    case 'pageOne':
    case 'emptyPage':
      return filters.status === 'awaiting_fulfillment';
    case 'readyPage':
      return filters.status === 'ready_to_ship';
    default:
      return true;
  }
}

const listPaths = coveringPaths<ListSnapshot, EventObject, { filters: DispatchFilters }>(dispatchListMachine, {
  input: { filters: FRESH },
  events: Object.values(listFixtures),
  describe: (snapshot) => {
    const { filters, rows, nextCursor, selected, searchText } = snapshot.context;
    return [snapshot.value, filters, rows.map((row) => row.id), nextCursor, selected, searchText];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: listOffered,
  chained: true,
});

/** A path walked by hand: its events, each step's snapshot computed by the chart. */
function handPath(names: ListFixture[]) {
  let [state] = initialTransition(dispatchListMachine, { filters: FRESH });
  const steps: { event: EventObject; state: ListSnapshot }[] = [{ event: { type: 'xstate.init' }, state }];
  for (const name of names) {
    // The actor events (the answers) are not in the chart's own event union, yet the chart receives them.
    [state] = transition(dispatchListMachine, state, listFixtures[name] as unknown as DispatchListEvent);
    steps.push({ event: listFixtures[name], state });
  }
  return { steps, state };
}

/**
 * The menu's link followed while the chosen orders are marked: the desk shows the new tab (empty),
 * and is read again once the marking is answered. The one way an empty desk is refreshed.
 */
const markedWhileAway = handPath(['pageOne', 'choosePage', 'restorePacked', 'emptyPage', 'refresh', 'emptyPage']);

const simulateList: Record<ListFixture, (world: World) => Promise<unknown>> = {
  toReady: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: /^Listas para despacho/ }));
    world.expected = { ...world.expected, status: 'ready_to_ship' };
    await expectNavigatedTo(world);
  },
  search: ({ user }) => user.type(searchBox(), '2026-0001x'),
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: '2026-0001' };
    await expectNavigatedTo(world);
  },
  pickSeller: async (world) => {
    await pickAndes(world);
    world.expected = { ...world.expected, sellerId: '1' };
    await expectNavigatedTo(world);
  },
  restore: async (world) => {
    world.view.show({ path: '/shipments', search: '', state: undefined });
    world.expected = { status: 'awaiting_fulfillment' };
  },
  restorePacked: async (world) => {
    await press(world, 'markReady');
    world.view.show({ path: '/shipments', search: 'status=packed_by_seller', state: undefined });
    world.expected = { status: 'packed_by_seller' };
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  // The chosen orders are marked ready (or, on the hand path, the marking under way is answered).
  refresh: async (world) => {
    if (world.working !== 'markReady') await press(world, 'markReady');
    await answerMarking(world);
  },
  toggleCamila: async (world) => {
    await world.user.click(screen.getByRole('checkbox', { name: 'Seleccionar orden 2026-000123' }));
    world.chosen = [12];
  },
  choosePage: async (world) => {
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await world.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las órdenes de la lista' }));
    world.chosen = rows.map((row) => ID_OF[row.children[1]?.textContent ?? ''] ?? 0);
  },
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  readyPage: (world) => answerList(world, { page: READY_PAGE }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: (world) => answerList(world, { page: PAGE_TWO }, { cursor: 'WyJhIiwxNV0' }),
  nextPageFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, { cursor: 'WyJhIiwxNV0' }),
};

async function expectListScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as ListSnapshot;
  const { rows, counts, filters, searchText, nextCursor, selected } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
  const tabs = counts === null ? TABS_BEFORE_COUNTS : counts.awaiting_fulfillment === 3 ? TABS_OF_PAGES : TABS_OF_EMPTY;
  await waitFor(() => {
    const shown = screen.getAllByRole('tab');
    expect(shown).toHaveLength(3);
    shown.forEach((tab, index) => expect(tab).toHaveAccessibleName(tabs[index]));
  });
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(tabs.find((name) => name.startsWith(TAB_LABEL[filters.status])) ?? '');
  expect(searchBox()).toHaveValue(searchText);
  expectSellerBox(world.staff, filters.sellerId);
  expect(selected).toEqual(world.chosen);

  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => (world.staff ? staffRow(ROW_TEXT[row.id]!) : ROW_TEXT[row.id]))));
    for (const row of rows) {
      const box = screen.getByRole('checkbox', { name: `Seleccionar orden ${row.orderNumber}` });
      expect(box).toHaveProperty('checked', world.chosen.includes(row.id));
      // Rows are chosen only on a list at rest, with nothing under way.
      if (snapshot.matches('loaded') && world.working === null) expect(box).toBeEnabled();
      else expect(box).toBeDisabled();
    }
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }

  const listStatus = within(screen.getByRole('tabpanel')).getAllByRole('status').at(-1)!;
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(listStatus).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(listStatus).toHaveTextContent('Cargando órdenes…'));
  else await waitFor(() => expect(listStatus).toHaveTextContent(''));

  // An empty tab, or a search or seller that leaves nothing in it.
  const narrowed = world.expected.q !== undefined || world.expected.sellerId !== undefined;
  const emptyText = { tab: 'No hay órdenes en este estado.', narrowed: 'Ninguna orden de este estado coincide con la búsqueda o el seller.' };
  for (const kind of ['tab', 'narrowed'] as const) {
    if (snapshot.matches('empty') && narrowed === (kind === 'narrowed')) expect(screen.getByText(emptyText[kind])).toBeVisible();
    else expect(screen.queryByText(emptyText[kind])).toBeNull();
  }
  if (snapshot.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las órdenes.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }

  const moreOffered = nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
  if (moreOffered) {
    const more = screen.getByRole('button', { name: 'Cargar más' });
    await waitFor(() => (snapshot.matches('loaded') && world.working === null ? expect(more).toBeEnabled() : expect(more).toBeDisabled()));
  } else {
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  }
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más órdenes.');

  await expectActionsFor(world, { status: filters.status, atRest: snapshot.matches('loaded'), failed: null });
}

async function walkList(path: { steps: readonly { event: EventObject; state: AnyMachineSnapshot }[] }) {
  const timers = holdTimersOf(300);
  const downloads = recordDownloads();
  const server = fakeShipmentsServer();
  const staff = path.steps.some((step) => !isStart(step.event) && listNames.get(step.event) === 'pickSeller');
  if (staff) answerSellerNames();
  try {
    const view = renderShipmentsModule({ path: '/shipments', ...(staff ? { session: LOGISTICS } : {}) });
    const world: World = { user: userEvent.setup(), server, view, timers, downloads, expected: { status: 'awaiting_fulfillment' }, chosen: [], navigations: 0, staff, working: null, sent: [], results: false };
    for (const step of path.steps) {
      if (!isStart(step.event)) await simulateList[listNames.get(step.event)](world);
      await expectListScreenFor(step.state, world);
    }
    // The URL is written when a filter applies, never otherwise.
    expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
  } finally {
    timers.restore();
    downloads.restore();
  }
}

describe("the dispatch desk's list, driven through the module as the shell mounts it at /shipments", () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of listPaths) {
    it(describeFixturePath(path, listNames.get), () => walkList(path));
  }

  it(`a link followed while the chosen orders are marked: ${describeFixturePath(markedWhileAway, listNames.get)}`, () => walkList(markedWhileAway));

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(combineCoverage([measureCoverage(dispatchListMachine, listPaths), measureCoverage(dispatchListMachine, [markedWhileAway])]));
  });
});

/* ------------------------------------------------------------------------------------------------
 * The actions beside the list: mark ready, labels, the manifest.
 * --------------------------------------------------------------------------------------------- */

const actionFixtures = {
  markReady: { type: 'dispatch.markReady', orders: [CAMILA, JOSE] },
  printLabels: { type: 'dispatch.labels', orders: [CAMILA, JOSE] },
  handOver: { type: 'dispatch.manifest', orders: [LUIS] },
  chooseStarken: { type: 'carrier.choose', carrier: 'starken' },
  dismiss: { type: 'results.dismiss' },
  listMoved: { type: 'list.moved' },
  marked: { type: 'xstate.done.actor.markReady', output: RESULTS },
  markFailed: { type: 'xstate.error.actor.markReady', error: unavailable },
  printed: { type: 'xstate.done.actor.printLabels', output: { blob: new Blob([LABELS_PDF]), fileName: 'etiquetas-2026-11-26.pdf' } },
  printFailed: { type: 'xstate.error.actor.printLabels', error: unavailable },
  handedOver: { type: 'xstate.done.actor.createManifest', output: { blob: new Blob([MANIFEST_PDF]), fileName: 'manifiesto-MD-2026-000001.pdf' } },
  handOverFailed: { type: 'xstate.error.actor.createManifest', error: moved },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ActionFixture = keyof typeof actionFixtures;
const actionNames = eventNames(actionFixtures);

type UnfixturedAction = Exclude<DispatchActionsEvent['type'], (typeof actionFixtures)[ActionFixture]['type']>;
const _everyActionHasAFixture: [UnfixturedAction] extends [never] ? true : UnfixturedAction = true;

type ActionsSnapshot = SnapshotFrom<typeof dispatchActionsMachine>;

const actionPaths = coveringPaths<ActionsSnapshot, EventObject, DispatchActionsInput>(dispatchActionsMachine, {
  // The list the actions ask again; the paths are walked without running it.
  input: { list: createActor(dispatchListMachine, { input: { filters: FRESH } }), may: { markReady: true, handOver: true } },
  events: Object.values(actionFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.carrier, snapshot.context.results !== null, snapshot.context.failedAction],
  eventKey: (event) => JSON.stringify(event),
  // The carrier is chosen once, in the ready tab with nothing under way or failed.
  filter: (snapshot, event) => (event.type === 'carrier.choose' ? snapshot.matches('idle') && snapshot.context.carrier === 'blue_express' : true),
  chained: true,
});

interface DeskWorld extends World {
  /** The tab on screen and the page it shows. */
  status: DispatchFilters['status'];
  page: ShipmentPage;
  carrier: 'blue_express' | 'starken';
  /** What failed last, until something else happens. */
  failed: Action | null;
  /** How many times the search was narrowed ("1", "11"...). */
  typed: string;
}

/** Shows the tab the action needs, with some of its orders chosen. */
async function deskFor(world: DeskWorld, status: DispatchFilters['status']) {
  if (world.status !== status) {
    await world.user.click(screen.getByRole('tab', { name: new RegExp(`^${TAB_LABEL[status]}`) }));
    world.expected = { ...world.expected, status };
    world.page = status === 'ready_to_ship' ? READY_PAGE : PAGE_ONE;
    await answerList(world, { page: world.page });
    world.status = status;
    // Another tab's rows: a failure about the orders chosen before is gone with them.
    world.failed = null;
  }
  await waitFor(() => expect(tableRows()).toEqual(world.page.items.map((row) => ROW_TEXT[row.id])));
  if (world.chosen.length === 0) {
    await world.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las órdenes de la lista' }));
    world.chosen = world.page.items.map((row) => row.id);
  }
}

/** The list read again after orders moved, answered with what the tab holds now. */
async function answerRefresh(world: DeskWorld, page: ShipmentPage) {
  world.page = page;
  await answerList(world, { page });
}

const simulateAction: Record<ActionFixture, (world: DeskWorld) => Promise<unknown>> = {
  markReady: async (world) => {
    await deskFor(world, 'awaiting_fulfillment');
    await press(world, 'markReady');
    world.failed = null;
  },
  printLabels: async (world) => {
    await deskFor(world, world.status);
    await press(world, 'labels');
    world.failed = null;
  },
  handOver: async (world) => {
    await deskFor(world, 'ready_to_ship');
    await press(world, 'manifest');
    world.failed = null;
  },
  chooseStarken: async (world) => {
    await deskFor(world, 'ready_to_ship');
    await world.user.selectOptions(within(actionsRegion()).getByRole('combobox', { name: 'Transportista' }), 'Starken');
    world.carrier = 'starken';
  },
  dismiss: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Cerrar resultado' }));
    world.results = false;
  },
  // The person narrows the search: the list moves, and the failure about the orders chosen goes.
  listMoved: async (world) => {
    await world.user.type(searchBox(), '1');
    world.typed += '1';
    await waitFor(() => expect(world.timers.pending()).toBe(1));
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: world.typed };
    await answerList(world, { page: world.page });
    world.failed = null;
  },
  marked: async (world) => {
    await answerMarking(world);
    await answerRefresh(world, AFTER_MARKING);
  },
  markFailed: async (world) => {
    await waitFor(() => expect(world.server.ready.pending).toBe(1));
    expect(world.server.ready.received.at(-1)).toEqual({ orderIds: world.sent });
    world.server.ready.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
    [world.working, world.failed] = [null, 'markReady'];
  },
  printed: async (world) => {
    await waitFor(() => expect(world.server.labels.pending).toBe(1));
    expect(world.server.labels.received.at(-1)).toEqual({ orderIds: world.sent });
    const before = world.downloads.saved.length;
    world.server.labels.answer({ pdf: LABELS_PDF });
    await expectSaved(world, 'etiquetas-2026-11-26.pdf', LABELS_PDF, before);
    world.working = null;
  },
  printFailed: async (world) => {
    await waitFor(() => expect(world.server.labels.pending).toBe(1));
    world.server.labels.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
    [world.working, world.failed] = [null, 'labels'];
  },
  handedOver: async (world) => {
    await waitFor(() => expect(world.server.manifest.pending).toBe(1));
    expect(world.server.manifest.received.at(-1)).toEqual({ orderIds: world.sent, carrier: world.carrier });
    const before = world.downloads.saved.length;
    world.server.manifest.answer({ pdf: MANIFEST_PDF, number: 'MD-2026-000001' });
    await expectSaved(world, 'manifiesto-MD-2026-000001.pdf', MANIFEST_PDF, before);
    world.working = null;
    // Luis's order is dispatched: the tab now holds Marta's.
    await answerRefresh(world, AFTER_MANIFEST);
  },
  handOverFailed: async (world) => {
    await waitFor(() => expect(world.server.manifest.pending).toBe(1));
    expect(world.server.manifest.received.at(-1)).toEqual({ orderIds: world.sent, carrier: world.carrier });
    world.server.manifest.answer({ fail: 409, code: 'MANIFEST_ORDER_NOT_READY' });
    [world.working, world.failed] = [null, 'manifest'];
  },
};

const ACTION_OF: Record<string, Action> = { markingReady: 'markReady', printingLabels: 'labels', handingOver: 'manifest' };

async function expectDeskFor(state: AnyMachineSnapshot, world: DeskWorld) {
  const snapshot = state as ActionsSnapshot;
  // The chart stands where the page says it does.
  expect(ACTION_OF[String(snapshot.value)] ?? null).toBe(world.working);
  expect(snapshot.matches('failed')).toBe(world.failed !== null);
  expect(snapshot.context.results !== null).toBe(world.results);
  await waitFor(() => expect(tableRows()).toEqual(world.page.items.map((row) => ROW_TEXT[row.id])));
  for (const row of world.page.items) {
    const box = screen.getByRole('checkbox', { name: `Seleccionar orden ${row.orderNumber}` });
    expect(box).toHaveProperty('checked', world.chosen.includes(row.id));
    if (world.working) expect(box).toBeDisabled();
    else expect(box).toBeEnabled();
  }
  if (world.status === 'ready_to_ship') {
    expect(within(actionsRegion()).getByRole('combobox', { name: 'Transportista' })).toHaveDisplayValue(world.carrier === 'starken' ? 'Starken' : 'Blue Express');
    expect(screen.getByText('Al generar el manifiesto, las órdenes quedan despachadas: entrégalo firmado al transportista junto con los bultos.')).toBeVisible();
  }
  await expectActionsFor(world, { status: world.status, atRest: true, failed: world.failed });
}

describe('what the desk does with the chosen orders, driven through the page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of actionPaths) {
    it(describeFixturePath(path, actionNames.get), async () => {
      const timers = holdTimersOf(300);
      const downloads = recordDownloads();
      const server = fakeShipmentsServer();
      try {
        const view = renderShipmentsModule({ path: '/shipments' });
        const world: DeskWorld = {
          user: userEvent.setup(),
          server,
          view,
          timers,
          downloads,
          expected: { status: 'awaiting_fulfillment' },
          chosen: [],
          navigations: 0,
          staff: false,
          working: null,
          sent: [],
          results: false,
          status: 'awaiting_fulfillment',
          page: PAGE_ONE,
          carrier: 'blue_express',
          failed: null,
          typed: '',
        };
        await answerList(world, { page: PAGE_ONE });
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateAction[actionNames.get(step.event)](world);
          await expectDeskFor(step.state, world);
        }
      } finally {
        timers.restore();
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(dispatchActionsMachine, actionPaths));
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

  it('opens with the tab, the search and the seller of its URL, and keeps of a search only what an order number holds', async () => {
    setScreenWidth(1280);
    const server = fakeShipmentsServer();
    answerSellerNames();
    renderShipmentsModule({ path: '/shipments', search: 'status=ready_to_ship&q=2026-0001&seller=1', session: LOGISTICS });
    await waitFor(() => expect(server.list.pending).toBe(1));
    expect(sorted(server.list.received[0] ?? [])).toEqual(
      sorted([
        ['status', 'ready_to_ship'],
        ['q', '2026-0001'],
        ['sellerId', '1'],
        ['limit', '25'],
      ]),
    );
    server.list.answer({ page: EMPTY_PAGE });
    expect(await screen.findByText('Ninguna orden de este estado coincide con la búsqueda o el seller.')).toBeVisible();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Listas para despacho');
    expect(searchBox()).toHaveValue('2026-0001');

    // A status the desk has no tab for, letters in the search and a seller that is no id are dropped.
    const other = fakeShipmentsServer();
    renderShipmentsModule({ path: '/shipments', search: 'status=delivered&q=N%C2%B02026-00&seller=andes' });
    await waitFor(() => expect(other.list.pending).toBe(1));
    expect(sorted(other.list.received[0] ?? [])).toEqual(
      sorted([
        ['status', 'awaiting_fulfillment'],
        ['q', '2026-00'],
        ['limit', '25'],
      ]),
    );
  });

  it('answers a path the module has no page for with a way back to the desk', async () => {
    const { host } = renderShipmentsModule({ path: '/shipments/otra' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Envíos' }));
    expect(host.navigate).toHaveBeenCalledWith('/shipments');
  });
});
