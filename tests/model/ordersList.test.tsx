/**
 * Model-based tests of the orders list (modules/orders), driving the module's real Root through its
 * composition root and the typed orders client against a fake orders service (msw, typed from the
 * contract) that holds each request until the path answers it. Paths are generated from the list's
 * statechart to take every transition; each step checks what a seller sees (the tabs and their
 * counts, the rows of the table with their formatted dates, totals and statuses, the loading,
 * refreshing, empty and failed states, "Cargar más", the export buttons), each answered request is
 * checked against the query the filters chosen so far must send, each applied filter against the URL
 * written back, and each export against the file handed to the browser.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { ordersListMachine, type OrdersListEvent } from '../../modules/orders/machines/ordersList.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeOrdersServer, recordDownloads, renderOrdersModule, type OrderPage, type OrderSummary, type OrdersServer, type SentQuery } from './orders.support.tsx';
import { answerSellerNames, expectSellerBox, pickAndes, staffSession } from './sellerFilter.support.ts';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';

const order = (overrides: Partial<OrderSummary> & Pick<OrderSummary, 'id' | 'orderNumber'>): OrderSummary => ({
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  status: 'awaiting_fulfillment',
  createdAt: '2026-11-23T15:04:00Z',
  promisedAt: '2026-11-26T15:00:00Z',
  units: 1,
  totalAmount: 9990,
  customerName: 'Cliente',
  invoiceStatus: 'pending',
  ...overrides,
});

const CAMILA = order({ id: 12, orderNumber: '2026-000123', units: 2, totalAmount: 25980, customerName: 'Camila Soto' });
// 23:30 UTC is 20:30 in Santiago (UTC-3 in November): still the 22nd.
const JOSE = order({ id: 15, orderNumber: '2026-000131', status: 'new', createdAt: '2026-11-22T23:30:00Z', totalAmount: 1234990, customerName: 'José Pérez', invoiceStatus: 'attached' });
// 02:10 UTC on the 21st is 23:10 on the 20th in Santiago.
const ROSA = order({ id: 9, orderNumber: '2026-000098', status: 'packed_by_seller', createdAt: '2026-11-21T02:10:00Z', units: 3, totalAmount: 8970, customerName: 'Rosa Díaz' });

/** Each row as the table must read, cell by cell. */
const ROW_TEXT: Record<number, string[]> = {
  12: ['2026-000123', '23-11-2026', 'Camila Soto', '2', '$25.980', 'Por preparar', 'Pendiente'],
  15: ['2026-000131', '22-11-2026', 'José Pérez', '1', '$1.234.990', 'Nueva', 'Adjunta'],
  9: ['2026-000098', '20-11-2026', 'Rosa Díaz', '3', '$8.970', 'Empaquetada', 'Pendiente'],
};

const COUNTS = { toPrepare: 3, readyToShip: 1, inTransit: 5, delivered: 12, incidents: 1, closed: 2 };
const PAGE_ONE: OrderPage = { items: [CAMILA, JOSE], nextCursor: 'eyJpZCI6MTV9', groupCounts: COUNTS };
const PAGE_TWO: OrderPage = { items: [ROSA], nextCursor: null, groupCounts: COUNTS };
const EMPTY_PAGE: OrderPage = { items: [], nextCursor: null, groupCounts: { toPrepare: 0, readyToShip: 0, inTransit: 4, delivered: 0, incidents: 0, closed: 1 } };

const TABS_BEFORE_COUNTS = ['Por preparar', 'Listas para despacho', 'En tránsito', 'Entregadas', 'Con incidencias', 'Cerradas'];
const TABS_OF_PAGES = ['Por preparar (3 órdenes)', 'Listas para despacho (1 orden)', 'En tránsito (5 órdenes)', 'Entregadas (12 órdenes)', 'Con incidencias (1 orden)', 'Cerradas (2 órdenes)'];
const TABS_OF_EMPTY = ['Por preparar (0 órdenes)', 'Listas para despacho (0 órdenes)', 'En tránsito (4 órdenes)', 'Entregadas (0 órdenes)', 'Con incidencias (0 órdenes)', 'Cerradas (1 orden)'];
const GROUP_LABEL: Record<string, string> = { toPrepare: 'Por preparar', readyToShip: 'Listas para despacho', delivered: 'Entregadas' };

const CSV = '\uFEFFN° de orden;Creada;Estado\n2026-000123;23-11-2026 12:04;Por preparar\n';
const XLSX = 'PK-libro-de-prueba';
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const tooLarge = new ApiError({ statusCode: 413, code: 'EXPORT_TOO_LARGE', message: 'Too many orders' });

const fixtures = {
  toReadyToShip: { type: 'filter.group', group: 'readyToShip' },
  pickStatus: { type: 'filter.statuses', statuses: ['awaiting_fulfillment'] },
  from: { type: 'filter.period', from: '2026-11-01', to: null },
  sortByTotal: { type: 'filter.sort', sort: 'totalAmount', direction: 'desc' },
  search: { type: 'filter.search', text: 'Camila' },
  pickSeller: { type: 'filter.seller', sellerId: 1 },
  restore: { type: 'filter.restore', filters: { group: 'delivered', statuses: [], from: null, to: null, q: '', sort: 'createdAt', direction: 'desc', sellerId: null } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  exportCsv: { type: 'list.export', format: 'csv' },
  exportXlsx: { type: 'list.export', format: 'xlsx' },
  typingPaused: { type: 'xstate.after.searchDebounce.ordersList.refreshing.debouncing' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
  exportedCsv: { type: 'xstate.done.actor.exportRows', output: { blob: new Blob([CSV]), fileName: 'ordenes-2026-11-23.csv' } },
  exportedXlsx: { type: 'xstate.done.actor.exportRows', output: { blob: new Blob([XLSX]), fileName: 'ordenes-2026-11-23.xlsx' } },
  exportFailed: { type: 'xstate.error.actor.exportRows', error: tooLarge },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<OrdersListEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof ordersListMachine>;

const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/**
 * A seller changes a filter on a list that is on screen, each filter once (the same change twice
 * changes nothing a person could see); a CSV export is answered with the CSV file.
 */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { filters, searchText, exportFormat } = snapshot.context;
  switch (event.type) {
    case 'filter.group':
      return settled(snapshot) && filters.group === 'toPrepare';
    case 'filter.statuses':
      return settled(snapshot) && filters.group === 'toPrepare' && filters.statuses.length === 0;
    case 'filter.period':
      return settled(snapshot) && filters.from === null;
    case 'filter.sort':
      return settled(snapshot) && filters.sort === 'createdAt';
    case 'filter.search':
      return settled(snapshot) && searchText === '';
    case 'filter.seller':
      return settled(snapshot) && filters.sellerId === null;
    case 'filter.restore':
      return settled(snapshot) && filters.group !== 'delivered';
    case 'xstate.done.actor.exportRows':
      return names.find(event) === (exportFormat === 'xlsx' ? 'exportedXlsx' : 'exportedCsv');
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, { filters: Snapshot['context']['filters'] }>(ordersListMachine, {
  input: { filters: { group: 'toPrepare', statuses: [], from: null, to: null, q: '', sort: 'createdAt', direction: 'desc', sellerId: null } },
  events: Object.values(fixtures),
  describe: (snapshot) => {
    const { filters, rows, nextCursor, counts, searchText } = snapshot.context;
    return [snapshot.value, rows.map((row) => row.id), nextCursor, counts?.toPrepare ?? null, filters, searchText];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

/** The query the filters chosen so far must send, as the seller chose them (the contract's defaults included). */
type ExpectedQuery = Record<string, string | string[]>;
const FRESH_QUERY: ExpectedQuery = { group: 'toPrepare', sort: 'createdAt', direction: 'desc' };

interface World {
  user: UserEvent;
  server: OrdersServer;
  view: ReturnType<typeof renderOrdersModule>;
  timers: ReturnType<typeof holdTimersOf>;
  downloads: ReturnType<typeof recordDownloads>;
  expected: ExpectedQuery;
  /** Navigations the list asked for so far. */
  navigations: number;
  /** Whether staff (customer service) drive the path: they see every seller's orders, and pick one. */
  staff: boolean;
}

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
const entriesOf = (query: ExpectedQuery): SentQuery => Object.entries(query).flatMap(([name, value]) => (Array.isArray(value) ? value.map((one): [string, string] => [name, one]) : [[name, value]]));

/** What the URL must say: the tab, and the filters that are not the list's defaults (the seller as `seller`). */
const urlEntriesOf = (query: ExpectedQuery): SentQuery =>
  entriesOf(query)
    .filter(([name, value]) => !((name === 'sort' && value === 'createdAt') || (name === 'direction' && value === 'desc')))
    .map(([name, value]): [string, string] => [name === 'sellerId' ? 'seller' : name, value]);

async function answerList(world: World, answer: Parameters<OrdersServer['list']['answer']>[0], extra: ExpectedQuery = {}) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  expect(sorted(world.server.list.received.at(-1) ?? [])).toEqual(sorted(entriesOf({ ...world.expected, limit: '25', ...extra })));
  world.server.list.answer(answer);
}

async function expectNavigatedTo(world: World) {
  world.navigations += 1;
  await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledTimes(world.navigations));
  const [to, options] = world.view.host.navigate.mock.calls.at(-1) ?? [];
  const url = new URL(to ?? '', 'http://portal.test');
  expect(url.pathname).toBe('/orders');
  expect(sorted([...url.searchParams])).toEqual(sorted(urlEntriesOf(world.expected)));
  expect(options).toEqual({ replace: true });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por N° de orden, cliente o SKU' });

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  toReadyToShip: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: /^Listas para despacho/ }));
    const { status: _dropped, ...rest } = world.expected;
    world.expected = { ...rest, group: 'readyToShip' };
    await expectNavigatedTo(world);
  },
  pickStatus: async (world) => {
    await world.user.click(screen.getByRole('checkbox', { name: 'Por preparar' }));
    world.expected = { ...world.expected, status: ['awaiting_fulfillment'] };
    await expectNavigatedTo(world);
  },
  from: async (world) => {
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    world.expected = { ...world.expected, from: '2026-11-01' };
    await expectNavigatedTo(world);
  },
  sortByTotal: async (world) => {
    await world.user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Total');
    world.expected = { ...world.expected, sort: 'totalAmount' };
    await expectNavigatedTo(world);
  },
  search: async ({ user }) => {
    await user.type(searchBox(), 'Camila');
  },
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: 'Camila' };
    await expectNavigatedTo(world);
  },
  pickSeller: async (world) => {
    await pickAndes(world);
    world.expected = { ...world.expected, sellerId: '1' };
    await expectNavigatedTo(world);
  },
  restore: async (world) => {
    // The menu's "Órdenes" or a link: the URL changes under the list, which writes nothing back.
    world.view.show({ path: '/orders', search: 'group=delivered', state: undefined });
    world.expected = { ...FRESH_QUERY, group: 'delivered' };
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  exportCsv: ({ user }) => user.click(screen.getByRole('button', { name: 'Exportar CSV' })),
  exportXlsx: ({ user }) => user.click(screen.getByRole('button', { name: 'Exportar Excel' })),
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: async (world) => {
    await answerList(world, { page: PAGE_TWO }, { cursor: 'eyJpZCI6MTV9' });
    // The focus goes to the first order of the new page.
    await waitFor(() => expect(screen.getByRole('link', { name: '2026-000098' })).toHaveFocus());
  },
  nextPageFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, { cursor: 'eyJpZCI6MTV9' }),
  exportedCsv: async (world) => {
    await waitFor(() => expect(world.server.exports.pending).toBe(1));
    expect(sorted(world.server.exports.received.at(-1) ?? [])).toEqual(sorted(entriesOf({ ...world.expected, format: 'csv' })));
    const before = world.downloads.saved.length;
    world.server.exports.answer({ csv: CSV });
    await waitFor(() => expect(world.downloads.saved).toHaveLength(before + 1));
    const saved = world.downloads.saved.at(-1);
    expect(saved?.fileName).toBe('ordenes-2026-11-23.csv');
    // The byte-order mark Excel needs to read the accents survives the download.
    const bytes = new Uint8Array((await saved?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  },
  exportedXlsx: async (world) => {
    await waitFor(() => expect(world.server.exports.pending).toBe(1));
    expect(sorted(world.server.exports.received.at(-1) ?? [])).toEqual(sorted(entriesOf({ ...world.expected, format: 'xlsx' })));
    const before = world.downloads.saved.length;
    world.server.exports.answer({ xlsx: XLSX });
    await waitFor(() => expect(world.downloads.saved).toHaveLength(before + 1));
    expect(world.downloads.saved.at(-1)?.fileName).toBe('ordenes-2026-11-23.xlsx');
  },
  exportFailed: async (world) => {
    await waitFor(() => expect(world.server.exports.pending).toBe(1));
    world.server.exports.answer({ fail: 413, code: 'EXPORT_TOO_LARGE' });
  },
};

/** The cells of every row of the table, in order. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

/** A row as staff read it: the seller's name after the order's number. */
const staffRow = (cells: string[]) => [cells[0]!, 'Tienda Andes SpA', ...cells.slice(1)];

async function expectScreenFor(state: AnyMachineSnapshot, staff: boolean) {
  const snapshot = state as Snapshot;
  const { rows, counts, filters, searchText, nextCursor } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
  const tabs = counts === null ? TABS_BEFORE_COUNTS : counts.toPrepare === 3 ? TABS_OF_PAGES : TABS_OF_EMPTY;
  await waitFor(() => {
    const shown = screen.getAllByRole('tab');
    expect(shown).toHaveLength(tabs.length);
    shown.forEach((tab, index) => expect(tab).toHaveAccessibleName(tabs[index]));
  });
  const selected = tabs.find((name) => name.startsWith(GROUP_LABEL[filters.group] ?? '?')) ?? '';
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(selected);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(selected);
  expect(searchBox()).toHaveValue(searchText);
  // The seller box is staff's only: a seller's list holds its own orders.
  expectSellerBox(staff, filters.sellerId);

  const status = screen.getByRole('status');
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => (staff ? staffRow(ROW_TEXT[row.id]!) : ROW_TEXT[row.id]))));
    expect(within(screen.getByRole('table')).getByText('Órdenes: ' + GROUP_LABEL[filters.group])).toBeInTheDocument();
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(status).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(status).toHaveTextContent('Cargando órdenes…'));
  else await waitFor(() => expect(status).toHaveTextContent(''));

  // An empty list blames the filters only when some narrowed it; otherwise the tab is empty.
  const emptyText = { filtered: 'No hay órdenes con estos filtros.', unfiltered: 'No hay órdenes en esta pestaña.' };
  for (const kind of ['filtered', 'unfiltered'] as const) {
    if (snapshot.matches({ empty: kind })) expect(screen.getByText(emptyText[kind])).toBeVisible();
    else expect(screen.queryByText(emptyText[kind])).toBeNull();
  }

  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las órdenes.');
    expect(alert).toHaveTextContent('El servicio de órdenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }

  const moreOffered = nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
  if (moreOffered) {
    const more = screen.getByRole('button', { name: 'Cargar más' });
    if (snapshot.matches('loadingMore')) await waitFor(() => expect(more).toBeDisabled());
    else await waitFor(() => expect(more).toBeEnabled());
  } else {
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull());
  }
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más órdenes.');

  // Exports only of a list on screen, one at a time.
  const exportable = snapshot.matches('loaded');
  for (const name of ['Exportar CSV', 'Exportar Excel']) {
    const button = screen.getByRole('button', { name });
    await waitFor(() => (exportable ? expect(button).toBeEnabled() : expect(button).toBeDisabled()));
  }
  if (snapshot.matches({ loaded: 'exportFailed' })) {
    const format = snapshot.context.exportFormat === 'csv' ? 'CSV' : 'Excel';
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`No pudimos exportar el archivo ${format}.`);
    expect(alert).toHaveTextContent('Son más de 50.000 órdenes: acota las fechas para exportarlas.');
  } else {
    expect(screen.queryByText(/No pudimos exportar/)).toBeNull();
  }
}

describe('orders list, driven through the module as the shell mounts it at /orders', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const timers = holdTimersOf(300);
      const downloads = recordDownloads();
      const server = fakeOrdersServer();
      const staff = path.steps.some((step) => !isStart(step.event) && names.get(step.event) === 'pickSeller');
      if (staff) answerSellerNames();
      try {
        const view = renderOrdersModule({ path: '/orders', ...(staff ? { session: staffSession('customerService') } : {}) });
        const world: World = { user: userEvent.setup(), server, view, timers, downloads, expected: { ...FRESH_QUERY }, navigations: 0, staff };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreenFor(step.state, staff);
        }
        // The URL is written when a filter applies, never otherwise.
        expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
      } finally {
        timers.restore();
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(ordersListMachine, paths));
  });
});

describe('orders list: the URL and the screen sizes', () => {
  afterEach(() => forgetScreenWidth());

  it('opens with the filters of the URL, asks the server for them and shows them in the controls', async () => {
    setScreenWidth(1280);
    const server = fakeOrdersServer();
    renderOrdersModule({ path: '/orders', search: 'group=inTransit&status=shipped&status=delivery_in_progress&status=delivered&from=2026-11-01&to=2026-11-30&q=Camila&sort=totalAmount&direction=asc' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    // `delivered` is not a status of the tab: dropped.
    expect(sorted(server.list.received[0] ?? [])).toEqual(
      sorted([
        ['group', 'inTransit'],
        ['status', 'shipped'],
        ['status', 'delivery_in_progress'],
        ['from', '2026-11-01'],
        ['to', '2026-11-30'],
        ['q', 'Camila'],
        ['sort', 'totalAmount'],
        ['direction', 'asc'],
        ['limit', '25'],
      ]),
    );
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('En tránsito');
    expect(screen.getByRole('checkbox', { name: 'En camino' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'En reparto' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Despachada' })).not.toBeChecked();
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-30');
    expect(searchBox()).toHaveValue('Camila');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Total');
    expect(screen.getByRole('combobox', { name: 'Orden' })).toHaveDisplayValue('Ascendente');
    server.list.answer({ page: PAGE_ONE });
    await screen.findByRole('table');
  });

  it('shows staff, who see every seller\'s orders, whose each order is', async () => {
    setScreenWidth(1280);
    const server = fakeOrdersServer();
    renderOrdersModule({ path: '/orders', session: { userId: 4, role: 'customerService', sellerId: null, permissions: [] } });
    await waitFor(() => expect(server.list.pending).toBe(1));
    const OTHER = order({ id: 40, orderNumber: '2026-000150', sellerId: 2, sellerName: 'Bodega Sur Ltda.', customerName: 'Elena Ruiz' });
    server.list.answer({ page: { items: [CAMILA, OTHER], nextCursor: null, groupCounts: COUNTS } });
    await screen.findByRole('link', { name: '2026-000150' });
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'N° de orden',
      'Seller',
      'Fecha',
      'Cliente',
      'Unidades',
      'Total',
      'Estado',
      'Boleta',
    ]);
    expect(tableRows()).toEqual([
      ['2026-000123', 'Tienda Andes SpA', '23-11-2026', 'Camila Soto', '2', '$25.980', 'Por preparar', 'Pendiente'],
      ['2026-000150', 'Bodega Sur Ltda.', '23-11-2026', 'Elena Ruiz', '1', '$9.990', 'Por preparar', 'Pendiente'],
    ]);
  });

  it('lets a row open its order, carrying the list it came from', async () => {
    setScreenWidth(1280);
    const server = fakeOrdersServer();
    const { host } = renderOrdersModule({ path: '/orders', search: 'group=readyToShip&q=Camila' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    const link = await screen.findByRole('link', { name: '2026-000123' });
    expect(link).toHaveAttribute('href', '/orders/12');
    await userEvent.click(link);
    expect(host.navigate).toHaveBeenCalledWith('/orders/12', { state: { listQuery: 'group=readyToShip&q=Camila' } });
  });

  it('shows each order as a card on a phone (360 px), and has no axe violations in either layout', async () => {
    setScreenWidth(360);
    const server = fakeOrdersServer();
    const { container } = renderOrdersModule({ path: '/orders' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    const cards = await screen.findByRole('list', { name: 'Órdenes: Por preparar' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: '2026-000123' })).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: '2026-000123' })).toHaveAttribute('href', '/orders/12');
    expect(items[0]).toHaveTextContent('Camila Soto');
    expect(items[0]).toHaveTextContent('$25.980');
    expect(items[0]).toHaveTextContent('Por preparar');
    expect(items[1]).toHaveTextContent('$1.234.990');
    expect(items[1]).toHaveTextContent('Adjunta');
    expect(await axeViolations(container)).toEqual([]);

    setScreenWidth(1280);
    const wide = fakeOrdersServer();
    const second = renderOrdersModule({ path: '/orders', search: 'group=incidents' });
    await waitFor(() => expect(wide.list.pending).toBe(1));
    wide.list.answer({ page: PAGE_ONE });
    await within(second.container).findByRole('table');
    expect(await axeViolations(second.container)).toEqual([]);
  });

  it('moves the focus between the tabs with the arrow keys and shows a tab with Enter', async () => {
    setScreenWidth(1280);
    const server = fakeOrdersServer();
    renderOrdersModule({ path: '/orders' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    await screen.findByRole('table');
    const user = userEvent.setup();
    screen.getByRole('tab', { selected: true }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cerradas (2 órdenes)' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Listas para despacho (1 orden)' })).toHaveFocus();
    // Moving the focus shows nothing; Enter does.
    expect(server.list.received).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.list.pending).toBe(1));
    expect(server.list.received.at(-1)).toContainEqual(['group', 'readyToShip']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Listas para despacho');
  });

  it('reads in English with the English catalog', async () => {
    setScreenWidth(1280);
    const server = fakeOrdersServer();
    renderOrdersModule({ path: '/orders', locale: 'en' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'To prepare (3 orders)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
    const [, camila, jose] = within(screen.getByRole('table')).getAllByRole('row');
    expect(camila).toHaveTextContent('To prepare');
    expect(jose).toHaveTextContent('New');
    expect(jose).toHaveTextContent('Attached');
  });
});
