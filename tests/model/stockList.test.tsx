/**
 * Model-based tests of Stock (modules/stock at /stock): the list of levels with its warehouses beside
 * it, and the quantity on hand set in place, driving the module's real Root through its composition
 * root and the typed stock client against a fake stock service (msw, typed from the contract) that
 * holds each request until the path answers it. Paths are generated from each chart to take every
 * transition (and written by hand where a person acts in one order only: staff choose a seller, a
 * stored figure reaches the list); each step checks what a seller sees: the tabs, the rows with their
 * figures and flags, the empty, failed and loading states, "Cargar más", the export, the field of the
 * row being edited, a conflict's new figures, and what was asked of the service and written to the address.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { quantityEditorMachine, type QuantityEditorEvent } from '../../modules/stock/machines/quantityEditor.machine.ts';
import { quantityFormMachine } from '../../modules/stock/machines/quantityForm.ts';
import type { StockFilters } from '../../modules/stock/machines/stockFilters.ts';
import { stockListMachine, type StockListEvent } from '../../modules/stock/machines/stockList.machine.ts';
import { warehouseChoicesMachine, type WarehouseChoicesEvent } from '../../modules/stock/machines/warehouseChoices.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { recordDownloads } from './orders.support.tsx';
import { answerSellerNames, pickAndes } from './sellerFilter.support.ts';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';
import {
  fakeStockServer,
  journey,
  level,
  MAIPU,
  renderStockModule,
  STAFF_SESSION,
  WAREHOUSES,
  type SentQuery,
  type StockLevel,
  type StockPage,
  type StockServer,
} from './stock.support.tsx';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const UNAVAILABLE_TEXT = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

const TV = level({ id: 11, sku: 'TV-55-UHD', name: 'Smart TV 55" UHD' });
const MOUSE = level({ id: 12, sku: 'MOUSE-01', name: 'Mouse inalámbrico', warehouse: MAIPU, onHand: 3, reserved: 0, available: 3, state: 'lowStock', version: 2 });
const SPEAKER = level({ id: 13, sku: 'PARL-BT', name: 'Parlante Bluetooth', onHand: 1, reserved: 4, available: 0, state: 'outOfStock', version: 9 });
/** The TV as stored with 15 on hand. */
const TV_SAVED: StockLevel = { ...TV, onHand: 15, available: 13, version: 5, updatedAt: '2026-11-29T14:00:00Z' };
/** The TV after an order reserved one meanwhile, and after another user set 20 on hand. */
const TV_CHANGED: StockLevel = { ...TV, reserved: 3, available: 9, version: 5, updatedAt: '2026-11-29T13:58:00Z' };
const TV_CHANGED_AGAIN: StockLevel = { ...TV_CHANGED, onHand: 20, available: 17, version: 6 };

/** Each row as the table reads, cell by cell (a seller's: no seller column; the on-hand cell holds "Editar"). */
const ROW_TEXT = (row: StockLevel): string[] => {
  const flag = row.state === 'outOfStock' ? 'Sin stock' : row.state === 'lowStock' ? 'Stock bajo' : '';
  const when = { '2026-11-23T15:04:00Z': '23-11-2026, 12:04', '2026-11-29T14:00:00Z': '29-11-2026, 11:00', '2026-11-29T13:58:00Z': '29-11-2026, 10:58' }[row.updatedAt];
  return [`${row.name}SKU ${row.sku}`, row.warehouse.name, `${row.onHand}Editar`, String(row.reserved), `${row.available}${flag}`, when ?? '', `Historial de ${row.sku}`];
};

const CURSOR = 'WyJzdG9jayJd';
const PAGE_ONE: StockPage = { items: [TV, MOUSE], nextCursor: CURSOR, lowStockThreshold: 5 };
const PAGE_TWO: StockPage = { items: [SPEAKER], nextCursor: null, lowStockThreshold: 5 };
const EMPTY_PAGE: StockPage = { items: [], nextCursor: null, lowStockThreshold: 5 };
const XLSX = 'PK-stock';

const TABS = ['Todo', 'Sin stock', 'Stock bajo'];
const TAB_LABEL: Record<StockFilters['level'], string> = { all: 'Todo', outOfStock: 'Sin stock', lowStock: 'Stock bajo' };

const listFixtures = {
  toOutOfStock: { type: 'filter.level', level: 'outOfStock' },
  pickQuilicura: { type: 'filter.warehouse', warehouseId: 2 },
  search: { type: 'filter.search', text: 'TV' },
  restore: { type: 'filter.restore', filters: { level: 'lowStock', warehouseId: null, q: '', sellerId: null } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  exportXlsx: { type: 'list.export', format: 'xlsx' },
  typingPaused: { type: 'xstate.after.searchDebounce.stockList.refreshing.debouncing' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
  exported: { type: 'xstate.done.actor.exportRows', output: { blob: new Blob([XLSX]), fileName: 'stock-2026-11-29.xlsx' } },
  exportFailed: { type: 'xstate.error.actor.exportRows', error: unavailable },
  // Written by hand below: staff choose a seller; a figure stored beside the list reaches its row.
  pickSeller: { type: 'filter.seller', sellerId: 1 },
  rowStored: { type: 'row.update', row: TV_SAVED },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ListFixture = keyof typeof listFixtures;
const listNames = eventNames(listFixtures);

/** Every event of the chart has a fixture. */
type ListUnfixtured = Exclude<StockListEvent['type'], (typeof listFixtures)[ListFixture]['type']>;
const _everyListEventHasAFixture: [ListUnfixtured] extends [never] ? true : ListUnfixtured = true;

type ListSnapshot = SnapshotFrom<typeof stockListMachine>;
const settled = (snapshot: ListSnapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

const FRESH: StockFilters = { level: 'all', warehouseId: null, q: '', sellerId: null };
const HAND_WRITTEN: readonly ListFixture[] = ['pickSeller', 'rowStored'];

/** A person changes each filter once, on a list that is on screen; a seller has no seller to choose. */
function offeredOnList(snapshot: ListSnapshot, event: EventObject): boolean {
  const { filters, searchText } = snapshot.context;
  if (HAND_WRITTEN.includes(listNames.get(event))) return false;
  switch (event.type) {
    case 'filter.level':
      return settled(snapshot) && filters.level === 'all';
    case 'filter.warehouse':
      return settled(snapshot) && filters.warehouseId === null;
    case 'filter.search':
      return settled(snapshot) && searchText === '';
    case 'filter.restore':
      return settled(snapshot) && filters.level !== 'lowStock';
    default:
      return true;
  }
}

const generatedListPaths = coveringPaths<ListSnapshot, EventObject, { filters: StockFilters }>(stockListMachine, {
  input: { filters: FRESH },
  events: Object.values(listFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.rows.map((row) => row.id), snapshot.context.nextCursor, snapshot.context.filters, snapshot.context.searchText],
  eventKey: (event) => JSON.stringify(event),
  filter: offeredOnList,
  chained: true,
});
const staffPath = journey<ListSnapshot>(stockListMachine, { filters: FRESH }, [listFixtures.pageOne, listFixtures.pickSeller, listFixtures.pageOne]);
const rowStoredPath = journey<ListSnapshot>(stockListMachine, { filters: FRESH }, [listFixtures.pageOne, listFixtures.rowStored]);
const listPaths = [...generatedListPaths, staffPath, rowStoredPath];

interface ListWorld {
  user: UserEvent;
  server: StockServer;
  view: ReturnType<typeof renderStockModule>;
  timers: ReturnType<typeof holdTimersOf>;
  downloads: ReturnType<typeof recordDownloads>;
  expected: StockFilters;
  navigations: number;
  staff: boolean;
}

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));

/** The contract's query for `filters`: the tab is `availability`, none for "Todo". */
function contractQuery({ level: tab, warehouseId, q, sellerId }: StockFilters): SentQuery {
  return [
    ...(tab === 'all' ? [] : [['availability', tab] as [string, string]]),
    ...(warehouseId === null ? [] : [['warehouseId', String(warehouseId)] as [string, string]]),
    ...(q === '' ? [] : [['q', q] as [string, string]]),
    ...(sellerId === null ? [] : [['sellerId', String(sellerId)] as [string, string]]),
  ];
}

/** The address's query for `filters`: `level`, `warehouse`, `q` and `seller`, only what differs from a fresh list. */
function addressQuery({ level: tab, warehouseId, q, sellerId }: StockFilters): SentQuery {
  return [
    ...(tab === 'all' ? [] : [['level', tab] as [string, string]]),
    ...(warehouseId === null ? [] : [['warehouse', String(warehouseId)] as [string, string]]),
    ...(q === '' ? [] : [['q', q] as [string, string]]),
    ...(sellerId === null ? [] : [['seller', String(sellerId)] as [string, string]]),
  ];
}

async function answerList(world: ListWorld, answer: Parameters<StockServer['list']['answer']>[0], cursor?: string) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  const expected: SentQuery = [...contractQuery(world.expected), ['limit', '25'], ...(cursor ? [['cursor', cursor] as [string, string]] : [])];
  expect(sorted(world.server.list.received.at(-1) ?? [])).toEqual(sorted(expected));
  world.server.list.answer(answer);
}

async function expectNavigated(world: ListWorld) {
  world.navigations += 1;
  await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledTimes(world.navigations));
  const [to, options] = world.view.host.navigate.mock.calls.at(-1) ?? [];
  const url = new URL(to ?? '', 'http://portal.test');
  expect(url.pathname).toBe('/stock');
  expect(sorted([...url.searchParams])).toEqual(sorted(addressQuery(world.expected)));
  expect(options).toEqual({ replace: true });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' });
const warehouseSelect = () => screen.getByRole('combobox', { name: 'Bodega' });

const simulateList: Record<ListFixture, (world: ListWorld) => Promise<unknown>> = {
  toOutOfStock: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: 'Sin stock' }));
    world.expected = { ...world.expected, level: 'outOfStock' };
    await expectNavigated(world);
  },
  pickQuilicura: async (world) => {
    await world.user.selectOptions(warehouseSelect(), 'Bodega Quilicura');
    world.expected = { ...world.expected, warehouseId: 2 };
    await expectNavigated(world);
  },
  search: ({ user }) => user.type(searchBox(), 'TV'),
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: 'TV' };
    await expectNavigated(world);
  },
  restore: async (world) => {
    // The menu's "Stock" or a link: the address changes under the list, which writes nothing back.
    world.view.show({ path: '/stock', search: 'level=lowStock' });
    world.expected = { ...FRESH, level: 'lowStock' };
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  exportXlsx: ({ user }) => user.click(screen.getByRole('button', { name: 'Exportar Excel' })),
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: (world) => answerList(world, { page: PAGE_TWO }, CURSOR),
  nextPageFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, CURSOR),
  exported: async (world) => {
    await waitFor(() => expect(world.server.exports.pending).toBe(1));
    expect(sorted(world.server.exports.received.at(-1) ?? [])).toEqual(sorted(contractQuery(world.expected)));
    const before = world.downloads.saved.length;
    world.server.exports.answer({ xlsx: XLSX });
    await waitFor(() => expect(world.downloads.saved).toHaveLength(before + 1));
    expect(world.downloads.saved.at(-1)?.fileName).toBe('stock-2026-11-29.xlsx');
  },
  exportFailed: async (world) => {
    await waitFor(() => expect(world.server.exports.pending).toBe(1));
    world.server.exports.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
  pickSeller: async (world) => {
    await pickAndes(world);
    world.expected = { ...world.expected, sellerId: 1 };
    await expectNavigated(world);
    // The seller chosen, its warehouses are read for the filter.
    await waitFor(() => expect(world.server.warehouses.pending).toBe(1));
    expect(world.server.warehouses.received.at(-1)).toEqual([['sellerId', '1']]);
    world.server.warehouses.answer({ warehouses: WAREHOUSES });
    await waitFor(() => expect(warehouseSelect()).toBeEnabled());
  },
  rowStored: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Editar el stock en mano de TV-55-UHD en Bodega Quilicura' }));
    const field = await screen.findByRole('textbox', { name: 'Stock en mano de TV-55-UHD en Bodega Quilicura' });
    await world.user.clear(field);
    await world.user.type(field, '15');
    await world.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(world.server.setQuantity.pending).toBe(1));
    world.server.setQuantity.answer({ level: TV_SAVED });
  },
};

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function expectListScreen(state: AnyMachineSnapshot, world: ListWorld) {
  const snapshot = state as ListSnapshot;
  const { rows, filters, searchText, nextCursor } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS);
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(TAB_LABEL[filters.level]);
  expect(searchBox()).toHaveValue(searchText);
  expect(warehouseSelect()).toHaveValue(filters.warehouseId === null ? '' : String(filters.warehouseId));

  const status = screen.getAllByRole('status').find((element) => element.closest('[role="tabpanel"]'))!;
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    const expected = rows.map((row) => (world.staff ? [ROW_TEXT(row)[0]!, 'Tienda Andes SpA', ...ROW_TEXT(row).slice(1)] : ROW_TEXT(row)));
    await waitFor(() => expect(tableRows()).toEqual(expected));
    expect(within(screen.getByRole('table')).getByText(`Stock por SKU y bodega: ${TAB_LABEL[filters.level]}`)).toBeInTheDocument();
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(status).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(status).toHaveTextContent('Cargando el stock…'));
  else await waitFor(() => expect(status).toHaveTextContent(''));

  const emptyText = { filtered: 'No hay stock con estos filtros.', unfiltered: { all: 'Todavía no hay stock cargado.', outOfStock: 'No hay SKU sin stock.', lowStock: 'No hay SKU con stock bajo.' }[filters.level] };
  if (snapshot.matches({ empty: 'filtered' })) expect(screen.getByText(emptyText.filtered)).toBeVisible();
  else if (snapshot.matches({ empty: 'unfiltered' })) expect(screen.getByText(emptyText.unfiltered)).toBeVisible();
  else expect(screen.queryByText(/^No hay|^Todavía no hay stock/)).toBeNull();

  if (snapshot.matches('failed')) {
    expect(await screen.findByRole('alert')).toHaveTextContent(`No pudimos cargar el stock.${UNAVAILABLE_TEXT}`);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }
  const moreOffered = nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
  if (moreOffered) {
    const more = screen.getByRole('button', { name: 'Cargar más' });
    await waitFor(() => (snapshot.matches('loadingMore') ? expect(more).toBeDisabled() : expect(more).toBeEnabled()));
  } else {
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull());
  }
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent(`No pudimos cargar más stock.${UNAVAILABLE_TEXT}`);
  const exportButton = screen.getByRole('button', { name: 'Exportar Excel' });
  await waitFor(() => (snapshot.can({ type: 'list.export', format: 'xlsx' }) ? expect(exportButton).toBeEnabled() : expect(exportButton).toBeDisabled()));
  if (snapshot.matches({ loaded: 'exportFailed' })) expect(screen.getByRole('alert')).toHaveTextContent(`No pudimos exportar el stock${UNAVAILABLE_TEXT}`);
}

describe('Stock, driven through the module as the shell mounts it at /stock', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of listPaths) {
    it(describeFixturePath(path, listNames.get), async () => {
      const timers = holdTimersOf(300);
      const downloads = recordDownloads();
      const server = fakeStockServer();
      const staff = path === staffPath;
      if (staff) answerSellerNames();
      try {
        const view = renderStockModule({ path: '/stock', ...(staff ? { session: STAFF_SESSION } : {}) });
        if (!staff) {
          // A seller's warehouses arrive first: their own chart is tested below.
          await waitFor(() => expect(server.warehouses.pending).toBe(1));
          server.warehouses.answer({ warehouses: WAREHOUSES });
          await within(warehouseSelect()).findByRole('option', { name: 'Bodega Maipú' });
        }
        const world: ListWorld = { user: userEvent.setup(), server, view, timers, downloads, expected: { ...FRESH }, navigations: 0, staff };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateList[listNames.get(step.event)](world);
          await expectListScreen(step.state, world);
        }
        // The address is written when a filter applies, never otherwise.
        expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
      } finally {
        timers.restore();
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(stockListMachine, listPaths));
  });
});

// ---------------------------------------------------------------------------------------------
// The quantity on hand, set in place.

const editorFixtures = {
  edit: { type: 'quantity.edit', row: TV },
  cancel: { type: 'quantity.cancel' },
  dismiss: { type: 'quantity.dismiss' },
  saved: { type: 'xstate.done.actor.quantityForm', output: { kind: 'saved', level: TV_SAVED } },
  changed: { type: 'xstate.done.actor.quantityForm', output: { kind: 'changed', current: TV_CHANGED, asked: '15' } },
  changedAgain: { type: 'xstate.done.actor.quantityForm', output: { kind: 'changed', current: TV_CHANGED_AGAIN, asked: '15' } },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type EditorFixture = keyof typeof editorFixtures;
const editorNames = eventNames(editorFixtures);

type EditorUnfixtured = Exclude<QuantityEditorEvent['type'], (typeof editorFixtures)[EditorFixture]['type']>;
const _everyEditorEventHasAFixture: [EditorUnfixtured] extends [never] ? true : EditorUnfixtured = true;

type EditorSnapshot = SnapshotFrom<typeof quantityEditorMachine>;

const editorPaths = coveringPaths<EditorSnapshot, EventObject, undefined>(quantityEditorMachine, {
  // The list is the page's; the chart only sends it rows.
  input: undefined,
  events: Object.values(editorFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.row?.version ?? null, snapshot.context.seen?.version ?? null],
  eventKey: (event) => JSON.stringify(event),
  // The TV changes once while first edited, and once more while its figure is applied again.
  filter: (snapshot, event) => {
    const name = editorNames.get(event);
    if (name === 'changed') return snapshot.matches('editing');
    if (name === 'changedAgain') return snapshot.matches('conflict') && snapshot.context.row?.version === 5;
    return true;
  },
  chained: true,
});

interface EditorWorld {
  user: UserEvent;
  server: StockServer;
  /** The level the server must be sent, and what the TV's row must read. */
  shown: StockLevel;
  /** What was on hand when "Editar" was pressed. */
  seen: number;
}

/** Types 15 into the open field and presses "Guardar": the one request carries it with the version on screen. */
async function sendFifteen(world: EditorWorld, answer: Parameters<StockServer['setQuantity']['answer']>[0]) {
  const field = screen.getByRole('textbox', { name: 'Stock en mano de TV-55-UHD en Bodega Quilicura' });
  await world.user.clear(field);
  await world.user.type(field, '15');
  await world.user.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(world.server.setQuantity.pending).toBe(1));
  expect(world.server.setQuantity.received.at(-1)).toEqual({ levelId: 11, body: { onHand: 15, version: world.shown.version } });
  world.server.setQuantity.answer(answer);
}

const simulateEditor: Record<EditorFixture, (world: EditorWorld) => Promise<unknown>> = {
  edit: (world) => {
    world.seen = world.shown.onHand;
    return world.user.click(screen.getByRole('button', { name: 'Editar el stock en mano de TV-55-UHD en Bodega Quilicura' }));
  },
  cancel: ({ user }) => user.click(screen.getByRole('button', { name: 'Cancelar' })),
  dismiss: ({ user }) => user.click(within(screen.getAllByRole('status').find((element) => element.textContent?.startsWith('Guardamos'))!).getByRole('button', { name: 'Cerrar' })),
  saved: async (world) => {
    await sendFifteen(world, { level: TV_SAVED });
    world.shown = TV_SAVED;
  },
  changed: async (world) => {
    await sendFifteen(world, { conflict: TV_CHANGED });
    world.shown = TV_CHANGED;
  },
  changedAgain: async (world) => {
    await sendFifteen(world, { conflict: TV_CHANGED_AGAIN });
    world.shown = TV_CHANGED_AGAIN;
  },
};

async function expectEditorScreen(state: AnyMachineSnapshot, world: EditorWorld) {
  const snapshot = state as EditorSnapshot;
  const tvRow = () => screen.getAllByRole('row').find((row) => row.textContent?.includes('TV-55-UHD'))!;
  const open = snapshot.matches('editing') || snapshot.matches('conflict');
  if (open) {
    // The field opens on the figure on hand, focused; after a conflict a new one keeps the person's figure.
    await waitFor(() => {
      const field = within(tvRow()).getByRole('textbox', { name: 'Stock en mano de TV-55-UHD en Bodega Quilicura' });
      expect(field).not.toHaveAttribute('readonly');
      expect(field).toHaveValue(snapshot.matches('conflict') ? '15' : String(world.shown.onHand));
      expect(field).toHaveFocus();
    });
    // Only one row is edited at a time.
    expect(screen.getByRole('button', { name: 'Editar el stock en mano de MOUSE-01 en Bodega Maipú' })).toBeDisabled();
  } else {
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Stock en mano/ })).toBeNull());
    expect(tableRows()[0]).toEqual(ROW_TEXT(world.shown));
    expect(screen.getByRole('button', { name: 'Editar el stock en mano de MOUSE-01 en Bodega Maipú' })).toBeEnabled();
  }
  const conflict = screen.queryByRole('alert');
  if (snapshot.matches('conflict')) {
    expect(conflict).toHaveTextContent('Cambió mientras editabas');
    const now = world.shown;
    expect(conflict).toHaveTextContent(`Ahora hay ${now.onHand} en mano, 3 reservadas y ${now.available} disponibles (cuando empezaste había ${world.seen} en mano).`);
    // The list shows the row as it now is beside the field.
    expect(within(tvRow()).getByText(String(now.available))).toBeVisible();
  } else {
    expect(conflict).toBeNull();
  }
  const saved = screen.queryAllByRole('status').find((element) => element.textContent?.startsWith('Guardamos'));
  if (snapshot.matches('saved')) expect(saved).toHaveTextContent('Guardamos 15 unidades en mano de TV-55-UHD en Bodega Quilicura.');
  else expect(saved).toBeUndefined();
}

describe('the quantity on hand, set in place on a row', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  async function openList() {
    const server = fakeStockServer();
    renderStockModule({ path: '/stock' });
    await waitFor(() => expect(server.warehouses.pending).toBe(1));
    server.warehouses.answer({ warehouses: WAREHOUSES });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: { ...PAGE_ONE, nextCursor: null } });
    await screen.findByRole('table');
    return server;
  }

  for (const path of editorPaths) {
    it(describeFixturePath(path, editorNames.get), async () => {
      const world: EditorWorld = { user: userEvent.setup(), server: await openList(), shown: TV, seen: TV.onHand };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateEditor[editorNames.get(step.event)](world);
        await expectEditorScreen(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(quantityEditorMachine, editorPaths));
  });

  it("walks the quantity's form through a wrong figure, a refusal, a failure and a figure stored, covering its chart", async () => {
    const server = await openList();
    const user = userEvent.setup();
    const start = { values: { quantity: '12' }, facts: { level: TV } };
    const formEvents: (EventObject & Record<string, unknown>)[] = [];
    await user.click(screen.getByRole('button', { name: 'Editar el stock en mano de TV-55-UHD en Bodega Quilicura' }));
    const field = await screen.findByRole('textbox', { name: 'Stock en mano de TV-55-UHD en Bodega Quilicura' });
    const save = () => screen.getByRole('button', { name: 'Guardar' });

    // Letters: the rule says why once the field is touched, and a press keeps the focus on it.
    await user.clear(field);
    await user.type(field, '1a');
    await user.tab();
    formEvents.push({ type: 'form.change', values: { quantity: '1a' } }, { type: 'form.blur', field: 'quantity' });
    expect(screen.getByText('La cantidad es un número entero de 0 o más, sin puntos ni letras.')).toBeVisible();
    await user.click(save());
    formEvents.push({ type: 'form.attempt' });
    expect(server.setQuantity.pending).toBe(0);
    await waitFor(() => expect(field).toHaveFocus());

    // The level is gone meanwhile: the refusal is said in the row.
    await user.clear(field);
    await user.type(field, '15');
    formEvents.push({ type: 'form.change', values: { quantity: '15' } }, { type: 'form.attempt' });
    await user.click(save());
    await waitFor(() => expect(server.setQuantity.pending).toBe(1));
    server.setQuantity.answer({ fail: 404, code: 'STOCK_LEVEL_NOT_FOUND' });
    formEvents.push({ type: 'xstate.done.actor.submit', output: { outcome: 'refused', code: 'STOCK_LEVEL_NOT_FOUND', fields: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar el stock: Este SKU ya no está en la bodega. Vuelve a cargar la lista.');

    // The service is down: the same figure may be sent again.
    await user.click(save());
    formEvents.push({ type: 'form.attempt' });
    await waitFor(() => expect(server.setQuantity.pending).toBe(1));
    server.setQuantity.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
    formEvents.push({ type: 'xstate.error.actor.submit', error: unavailable });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`No pudimos guardar el stock: ${UNAVAILABLE_TEXT}`));

    await user.click(save());
    formEvents.push({ type: 'form.attempt' });
    await waitFor(() => expect(server.setQuantity.pending).toBe(1));
    expect(server.setQuantity.received.map((sent) => sent.body)).toEqual([{ onHand: 15, version: 4 }, { onHand: 15, version: 4 }, { onHand: 15, version: 4 }]);
    server.setQuantity.answer({ level: TV_SAVED });
    formEvents.push({ type: 'xstate.done.actor.submit', output: { outcome: 'accepted', output: { kind: 'saved', level: TV_SAVED } } });
    expect(await screen.findByText('Guardamos 15 unidades en mano de TV-55-UHD en Bodega Quilicura.')).toBeVisible();

    expectFullCoverage(measureCoverage(quantityFormMachine, [journey(quantityFormMachine, start, formEvents)]));
  });
});

// ---------------------------------------------------------------------------------------------
// The warehouses beside the list.

const choiceFixtures = {
  retryChoices: { type: 'warehouses.retry' },
  forSeller: { type: 'warehouses.seller', sellerId: 1 },
  loaded: { type: 'xstate.done.actor.0.warehouseChoices.loading', output: WAREHOUSES },
  loadFailed: { type: 'xstate.error.actor.0.warehouseChoices.loading', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ChoiceFixture = keyof typeof choiceFixtures;
const choiceNames = eventNames(choiceFixtures);

type ChoicesUnfixtured = Exclude<WarehouseChoicesEvent['type'], (typeof choiceFixtures)[ChoiceFixture]['type']>;
const _everyChoiceEventHasAFixture: [ChoicesUnfixtured] extends [never] ? true : ChoicesUnfixtured = true;

type ChoicesSnapshot = SnapshotFrom<typeof warehouseChoicesMachine>;

/** Staff's page: no seller at first, then Tienda Andes (its one seller change). */
const choicePaths = coveringPaths<ChoicesSnapshot, EventObject, { sellerId: number | null; perSeller: boolean }>(warehouseChoicesMachine, {
  input: { sellerId: null, perSeller: true },
  events: Object.values(choiceFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.sellerId, snapshot.context.warehouses.length],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => event.type !== 'warehouses.seller' || snapshot.context.sellerId === null,
  chained: true,
});

const simulateChoices: Record<ChoiceFixture, (world: { user: UserEvent; server: StockServer; timers: ReturnType<typeof holdTimersOf> }) => Promise<unknown>> = {
  retryChoices: ({ user }) => user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' })),
  forSeller: async (world) => {
    await pickAndes(world);
    await waitFor(() => expect(world.server.list.pending).toBe(1));
    world.server.list.answer({ page: PAGE_ONE });
  },
  loaded: async ({ server }) => {
    await waitFor(() => expect(server.warehouses.pending).toBe(1));
    expect(server.warehouses.received.at(-1)).toEqual([['sellerId', '1']]);
    server.warehouses.answer({ warehouses: WAREHOUSES });
  },
  loadFailed: async ({ server }) => {
    await waitFor(() => expect(server.warehouses.pending).toBe(1));
    server.warehouses.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
};

async function expectChoicesScreen(state: AnyMachineSnapshot) {
  const snapshot = state as ChoicesSnapshot;
  const options = () => within(warehouseSelect()).getAllByRole('option').map((option) => option.textContent);
  if (snapshot.matches('ready')) await waitFor(() => expect(options()).toEqual(['Todas las bodegas', 'Bodega Quilicura', 'Bodega Maipú']));
  else expect(options()).toEqual(['Todas las bodegas']);
  if (snapshot.matches('awaitingSeller')) {
    expect(warehouseSelect()).toBeDisabled();
    expect(screen.getByText('Elige un seller para ver sus bodegas.')).toBeVisible();
  } else {
    await waitFor(() => expect(warehouseSelect()).toBeEnabled());
  }
  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las bodegas.');
  } else {
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }
}

describe('the warehouses of the Stock filters, read for the seller shown', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of choicePaths) {
    it(describeFixturePath(path, choiceNames.get), async () => {
      const timers = holdTimersOf(300);
      answerSellerNames();
      try {
        const server = fakeStockServer();
        renderStockModule({ path: '/stock', session: STAFF_SESSION });
        await waitFor(() => expect(server.list.pending).toBe(1));
        server.list.answer({ page: PAGE_ONE });
        await screen.findByRole('table');
        const world = { user: userEvent.setup(), server, timers };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateChoices[choiceNames.get(step.event)](world);
          await expectChoicesScreen(step.state);
        }
      } finally {
        timers.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(warehouseChoicesMachine, choicePaths));
  });
});

// ---------------------------------------------------------------------------------------------
// On a phone.

describe('Stock on a phone (360 px)', () => {
  afterEach(() => forgetScreenWidth());

  it('shows each level as a card with its figures, its flag and its history, and the field opens inside the card', async () => {
    setScreenWidth(360);
    const server = fakeStockServer();
    const { host } = renderStockModule({ path: '/stock', search: 'level=lowStock' });
    await waitFor(() => expect(server.warehouses.pending).toBe(1));
    server.warehouses.answer({ warehouses: WAREHOUSES });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: { items: [MOUSE], nextCursor: null, lowStockThreshold: 5 } });
    const cards = await screen.findByRole('list', { name: 'Stock por SKU y bodega: Stock bajo' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { level: 2 })).toHaveTextContent('Mouse inalámbricoSKU MOUSE-01');
    expect(card).toHaveTextContent('BodegaBodega Maipú');
    expect(card).toHaveTextContent('Disponible3Stock bajo');
    const user = userEvent.setup();
    await user.click(within(card!).getByRole('link', { name: 'Historial de MOUSE-01' }));
    expect(host.navigate).toHaveBeenLastCalledWith('/stock/levels/12', { state: { listQuery: 'level=lowStock' } });
    await user.click(within(card!).getByRole('button', { name: 'Editar el stock en mano de MOUSE-01 en Bodega Maipú' }));
    expect(await within(card!).findByRole('textbox', { name: 'Stock en mano de MOUSE-01 en Bodega Maipú' })).toHaveValue('3');
  });
});

