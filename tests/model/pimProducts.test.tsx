/**
 * Model-based tests of the catalogue's product pages (modules/pim): the products list at /pim with
 * its categories beside it, and a product's own page at /pim/products/7, driving the module's real
 * Root through its composition root and the typed catalogue client against a fake catalogue service
 * (msw, typed from the contract) that holds each request until the path answers it. Paths are
 * generated from each chart to take every transition; each step checks what a seller (or the
 * catalogue team) sees: the tabs and their counts, the rows with their prices in pesos and statuses
 * in Spanish, the empty, failed and loading states, "Cargar más", the categories grouped by
 * department; a product's status and why, what it lacks to be sent, the confirming dialogs and what
 * the page reports after an action; and what was asked of the service and written to the address.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { DetailEvent } from '../../machines/detail/detail.machine.ts';
import type { DetailSnapshot } from '../../machines/detail/detail.selectors.ts';
import { categoryChoicesMachine, type CategoryChoicesEvent } from '../../modules/pim/machines/categoryChoices.machine.ts';
import { productDetailMachine, type ProductAction, type ProductDetailInput, type ProductView } from '../../modules/pim/machines/productDetail.machine.ts';
import type { ProductFilters } from '../../modules/pim/machines/productFilters.ts';
import { productsListMachine, type ProductsListEvent } from '../../modules/pim/machines/productsList.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { http, mockServer } from '../support/http.ts';
import { eventNames } from '../support/namedEvents.ts';
import {
  CATALOG_SESSION,
  fakeProductsServer,
  SELLER_SESSION,
  renderPimModule,
  type Category,
  type Product,
  type ProductPage,
  type ProductsServer,
  type ProductSummary,
  type SentQuery,
} from './pimProducts.support.tsx';
import { HeldQueue, recordDownloads, type Failure } from './orders.support.tsx';
import { answerSellerNames, expectSellerBox, pickAndes } from './sellerFilter.support.ts';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
const changed = new ApiError({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Changed meanwhile' });
/** What the catalogue says for a failure it has no words of its own for (a 503 included). */
const UNAVAILABLE_TEXT = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

// ---------------------------------------------------------------------------------------------
// The categories: two departments, a retired category among Tecnología's.

const attribute = (code: string, name: string, overrides: Partial<Category['attributes'][number]> = {}): Category['attributes'][number] => ({
  code,
  name,
  kind: 'number',
  unit: null,
  required: false,
  requiredSince: null,
  allowedValues: [],
  active: true,
  ...overrides,
});
const category = (overrides: Partial<Category> & Pick<Category, 'id' | 'parentId' | 'code' | 'name' | 'position'>): Category => ({
  commissionBp: null,
  effectiveCommissionBp: 1200,
  active: true,
  version: 1,
  attributes: [],
  ...overrides,
});
const TREE: Category[] = [
  category({ id: 1, parentId: null, code: 'tecnologia', name: 'Tecnología', position: 0, commissionBp: 1200 }),
  category({
    id: 11,
    parentId: 1,
    code: 'television',
    name: 'Televisión',
    position: 0,
    attributes: [attribute('pantalla', 'Tamaño de pantalla', { required: true, unit: 'pulgadas' }), attribute('smart', 'Smart TV', { kind: 'boolean' })],
  }),
  category({ id: 12, parentId: 1, code: 'audio', name: 'Audio', position: 1, active: false }),
  category({ id: 2, parentId: null, code: 'moda', name: 'Moda', position: 1, commissionBp: 1500 }),
  category({ id: 21, parentId: 2, code: 'calzado', name: 'Calzado', position: 0 }),
];
/** The category select's options as a person reads them, by group. */
const CATEGORY_OPTIONS = [
  ['', ['Todas las categorías']],
  ['Tecnología', ['Televisión', 'Audio (retirada)']],
  ['Moda', ['Calzado']],
];

function categoryOptions() {
  const select = screen.getByRole('combobox', { name: 'Categoría' });
  const loose = [...select.children].filter((child) => child.tagName === 'OPTION').map((option) => option.textContent);
  const groups = [...select.querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((option) => option.textContent)]);
  return [['', loose], ...groups];
}

// ---------------------------------------------------------------------------------------------
// The products list.

const summary = (overrides: Partial<ProductSummary> & Pick<ProductSummary, 'id' | 'title'>): ProductSummary => ({
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  status: 'approved',
  categoryId: 11,
  categoryName: 'Televisión',
  brandName: 'Samsung',
  price: 399990,
  offerPrice: null,
  variantCount: 1,
  onSale: true,
  updatedAt: '2026-11-23T15:04:00Z',
  ...overrides,
});
const TV = summary({ id: 7, title: 'Smart TV LED 55" 4K Samsung', offerPrice: 349990, variantCount: 2 });
// 02:10 UTC on the 21st is 23:10 on the 20th in Santiago.
const DRAFT_SHOE = summary({ id: 8, title: '', status: 'draft', categoryId: 21, categoryName: 'Calzado', brandName: null, price: 12990, onSale: false, updatedAt: '2026-11-21T02:10:00Z' });
const REJECTED_SHOE = summary({
  id: 5,
  title: 'Zapatilla urbana Andes',
  status: 'rejected',
  categoryId: 21,
  categoryName: 'Calzado',
  brandName: 'Andes',
  price: 24990,
  variantCount: 3,
  onSale: false,
  updatedAt: '2026-11-20T13:00:00Z',
});

/** Each row as the table must read, cell by cell (a seller's: no seller column). */
const ROW_TEXT: Record<number, string[]> = {
  // The regular price is struck after the offer, and said to be the regular one for a screen reader.
  7: ['Smart TV LED 55" 4K Samsung', 'Televisión', 'Samsung', '$349.990 precio normal $399.990', '2', 'Publicado', '23-11-2026'],
  8: ['Producto sin título', 'Calzado', '—', '$12.990', '1', 'Borrador', '20-11-2026'],
  5: ['Zapatilla urbana Andes', 'Calzado', 'Andes', '$24.990', '3', 'Rechazado', '20-11-2026'],
};
/** A row as staff read it: whose it is after the product's title. */
const staffRow = (cells: string[]) => [cells[0]!, 'Tienda Andes SpA', ...cells.slice(1)];

const COUNTS = { draft: 3, pending: 1, approved: 6, rejected: 1, paused: 1 };
const CURSOR = 'WyJwcm9kdWN0cyJd';
const PAGE_ONE: ProductPage = { items: [TV, DRAFT_SHOE], nextCursor: CURSOR, statusCounts: COUNTS };
const PAGE_TWO: ProductPage = { items: [REJECTED_SHOE], nextCursor: null, statusCounts: COUNTS };
const EMPTY_PAGE: ProductPage = { items: [], nextCursor: null, statusCounts: { draft: 0, pending: 0, approved: 2, rejected: 0, paused: 0 } };

const TABS_BEFORE_COUNTS = ['Todos', 'Borradores', 'En revisión', 'Publicados', 'Rechazados', 'Pausados'];
const TABS_OF_PAGES = ['Todos (12 productos)', 'Borradores (3 productos)', 'En revisión (1 producto)', 'Publicados (6 productos)', 'Rechazados (1 producto)', 'Pausados (1 producto)'];
const TABS_OF_EMPTY = ['Todos (2 productos)', 'Borradores (0 productos)', 'En revisión (0 productos)', 'Publicados (2 productos)', 'Rechazados (0 productos)', 'Pausados (0 productos)'];
const TAB_LABEL: Record<ProductFilters['tab'], string> = { all: 'Todos', draft: 'Borradores', pending: 'En revisión', approved: 'Publicados', rejected: 'Rechazados', paused: 'Pausados' };

const listFixtures = {
  toDrafts: { type: 'filter.tab', tab: 'draft' },
  pickTelevision: { type: 'filter.category', categoryId: 11 },
  search: { type: 'filter.search', text: 'Samsung' },
  pickSeller: { type: 'filter.seller', sellerId: 1 },
  restore: { type: 'filter.restore', filters: { tab: 'rejected', categoryId: null, q: '', sellerId: null } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  typingPaused: { type: 'xstate.after.searchDebounce.productsList.refreshing.debouncing' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
  exportXlsx: { type: 'list.export', format: 'xlsx' },
  exported: { type: 'xstate.done.actor.exportRows', output: { blob: new Blob(['PK']), fileName: 'productos-2026-11-29.xlsx' } },
  exportFailed: { type: 'xstate.error.actor.exportRows', error: new ApiError({ statusCode: 413, code: 'EXPORT_TOO_LARGE', message: 'Too many' }) },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ListFixture = keyof typeof listFixtures;
const listNames = eventNames(listFixtures);

/** Every event of the chart has a fixture. */
type ListUnfixtured = Exclude<ProductsListEvent['type'], (typeof listFixtures)[ListFixture]['type']>;
const _everyListEventHasAFixture: [ListUnfixtured] extends [never] ? true : ListUnfixtured = true;

type ListSnapshot = SnapshotFrom<typeof productsListMachine>;

const settled = (snapshot: ListSnapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/** A person changes each filter once, on a list that is on screen. */
function offeredOnList(snapshot: ListSnapshot, event: EventObject): boolean {
  const { filters, searchText } = snapshot.context;
  switch (event.type) {
    case 'filter.tab':
      return settled(snapshot) && filters.tab === 'all';
    case 'filter.category':
      return settled(snapshot) && filters.categoryId === null;
    case 'filter.search':
      return settled(snapshot) && searchText === '';
    case 'filter.seller':
      return settled(snapshot) && filters.sellerId === null;
    case 'filter.restore':
      return settled(snapshot) && filters.tab !== 'rejected';
    default:
      return true;
  }
}

const FRESH: ProductFilters = { tab: 'all', categoryId: null, q: '', sellerId: null };

const listPaths = coveringPaths<ListSnapshot, EventObject, { filters: ProductFilters }>(productsListMachine, {
  input: { filters: FRESH },
  events: Object.values(listFixtures),
  describe: (snapshot) => {
    const { filters, rows, nextCursor, counts, searchText } = snapshot.context;
    return [snapshot.value, rows.map((row) => row.id), nextCursor, counts?.all ?? null, filters, searchText];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: offeredOnList,
  chained: true,
});

/** The catalogue team with the export, as the permissions file grants it. */
const EXPORTING_SESSION = { ...CATALOG_SESSION, permissions: [...CATALOG_SESSION.permissions, 'exportProducts'] };
/** A seller who may load products by Excel: the list leads to the bulk load. */
const LOADING_SELLER_SESSION = { ...SELLER_SESSION, permissions: [...SELLER_SESSION.permissions, 'uploadProductBulkLoad'] };

type ExportAnswer = { xlsx: string } | Failure<413>;

/** The export of the fake catalogue, held as the rest of it: what it was asked, and the answer the test gives. */
function fakeProductsExport() {
  const exports = new HeldQueue<ExportAnswer, SentQuery>();
  mockServer.use(
    http.catalog.get('/v1/catalog/products/export', async ({ request }) => {
      const answer = await exports.next(request.signal, [...new URL(request.url).searchParams]);
      // The helper types text and JSON bodies only: the workbook's bytes stand as text.
      if ('xlsx' in answer) return new Response(answer.xlsx, { status: 200, headers: { 'content-disposition': 'attachment; filename="productos-2026-11-29.xlsx"' } });
      return Response.json({ statusCode: 413, code: answer.code, message: answer.code }, { status: 413 });
    }),
  );
  return exports;
}

interface ListWorld {
  exports: HeldQueue<ExportAnswer, SentQuery>;
  downloads: ReturnType<typeof recordDownloads>;
  user: UserEvent;
  server: ProductsServer;
  view: ReturnType<typeof renderPimModule>;
  timers: ReturnType<typeof holdTimersOf>;
  /** The filters the list must apply now, as the test expects them. */
  expected: ProductFilters;
  navigations: number;
}

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));

/** The contract's query for `filters`, written out: the tab is `status`, none for "Todos". */
function contractQuery({ tab, categoryId, q, sellerId }: ProductFilters): SentQuery {
  return [
    ...(tab === 'all' ? [] : [['status', tab] as [string, string]]),
    ...(categoryId === null ? [] : [['categoryId', String(categoryId)] as [string, string]]),
    ...(q === '' ? [] : [['q', q] as [string, string]]),
    ...(sellerId === null ? [] : [['sellerId', String(sellerId)] as [string, string]]),
  ];
}

/** The address's query for `filters`: `tab`, `category`, `q` and `seller`, only what differs from a fresh list. */
function addressQuery({ tab, categoryId, q, sellerId }: ProductFilters): SentQuery {
  return [
    ...(tab === 'all' ? [] : [['tab', tab] as [string, string]]),
    ...(categoryId === null ? [] : [['category', String(categoryId)] as [string, string]]),
    ...(q === '' ? [] : [['q', q] as [string, string]]),
    ...(sellerId === null ? [] : [['seller', String(sellerId)] as [string, string]]),
  ];
}

async function answerList(world: ListWorld, answer: Parameters<ProductsServer['list']['answer']>[0], cursor?: string) {
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
  expect(url.pathname).toBe('/pim');
  expect(sorted([...url.searchParams])).toEqual(sorted(addressQuery(world.expected)));
  expect(options).toEqual({ replace: true });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' });
const categorySelect = () => screen.getByRole('combobox', { name: 'Categoría' });

const simulateList: Record<ListFixture, (world: ListWorld) => Promise<unknown>> = {
  toDrafts: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: /^Borradores/ }));
    world.expected = { ...world.expected, tab: 'draft' };
    await expectNavigated(world);
  },
  pickTelevision: async (world) => {
    await world.user.selectOptions(categorySelect(), 'Televisión');
    world.expected = { ...world.expected, categoryId: 11 };
    await expectNavigated(world);
  },
  search: ({ user }) => user.type(searchBox(), 'Samsung'),
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: 'Samsung' };
    await expectNavigated(world);
  },
  pickSeller: async (world) => {
    await pickAndes(world);
    world.expected = { ...world.expected, sellerId: 1 };
    await expectNavigated(world);
  },
  restore: async (world) => {
    // The menu's "Productos" or a link: the address changes under the list, which writes nothing back.
    world.view.show({ path: '/pim', search: 'tab=rejected' });
    world.expected = { ...FRESH, tab: 'rejected' };
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: async (world) => {
    await answerList(world, { page: PAGE_TWO }, CURSOR);
    // The focus goes to the first product of the new page.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zapatilla urbana Andes' })).toHaveFocus());
  },
  nextPageFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, CURSOR),
  exportXlsx: ({ user }) => user.click(screen.getByRole('button', { name: 'Exportar a Excel' })),
  // The export asks for what the list shows: its filters, without page or size.
  exported: async (world) => {
    await waitFor(() => expect(world.exports.pending).toBe(1));
    expect(sorted(world.exports.received.at(-1) ?? [])).toEqual(sorted(contractQuery(world.expected)));
    const before = world.downloads.saved.length;
    world.exports.answer({ xlsx: 'PK-productos' });
    await waitFor(() => expect(world.downloads.saved).toHaveLength(before + 1));
    expect(world.downloads.saved.at(-1)?.fileName).toBe('productos-2026-11-29.xlsx');
  },
  exportFailed: async (world) => {
    await waitFor(() => expect(world.exports.pending).toBe(1));
    world.exports.answer({ fail: 413, code: 'EXPORT_TOO_LARGE' });
  },
};

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function expectListScreen(state: AnyMachineSnapshot, staff: boolean) {
  const snapshot = state as ListSnapshot;
  const { rows, counts, filters, searchText, nextCursor } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  const tabs = counts === null ? TABS_BEFORE_COUNTS : counts.all === 12 ? TABS_OF_PAGES : TABS_OF_EMPTY;
  await waitFor(() => {
    const shown = screen.getAllByRole('tab');
    expect(shown).toHaveLength(tabs.length);
    shown.forEach((tab, index) => expect(tab).toHaveAccessibleName(tabs[index]));
  });
  const selected = tabs.find((name) => name.startsWith(TAB_LABEL[filters.tab])) ?? '';
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(selected);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(selected);
  expect(searchBox()).toHaveValue(searchText);
  expect(categorySelect()).toHaveValue(filters.categoryId === null ? '' : String(filters.categoryId));
  expectSellerBox(staff, filters.sellerId);

  const status = screen.getByRole('status');
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => (staff ? staffRow(ROW_TEXT[row.id]!) : ROW_TEXT[row.id]))));
    expect(within(screen.getByRole('table')).getByText(`Productos: ${TAB_LABEL[filters.tab]}`)).toBeInTheDocument();
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(status).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(status).toHaveTextContent('Cargando productos…'));
  else await waitFor(() => expect(status).toHaveTextContent(''));

  // An empty list blames the filters only when some narrowed it; otherwise the tab is empty.
  const emptyText = { filtered: 'No hay productos con estos filtros.', unfiltered: 'No hay productos en esta pestaña.' };
  for (const kind of ['filtered', 'unfiltered'] as const) {
    if (snapshot.matches({ empty: kind })) expect(screen.getByText(emptyText[kind])).toBeVisible();
    else expect(screen.queryByText(emptyText[kind])).toBeNull();
  }

  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`No pudimos cargar los productos.${UNAVAILABLE_TEXT}`);
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
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent(`No pudimos cargar más productos.${UNAVAILABLE_TEXT}`);

  // Staff export what the filters select, from a list on screen, one file at a time; a seller loads instead.
  if (staff) {
    const exportButton = screen.getByRole('button', { name: 'Exportar a Excel' });
    await waitFor(() => (snapshot.matches('loaded') ? expect(exportButton).toBeEnabled() : expect(exportButton).toBeDisabled()));
    expect(screen.queryByRole('link', { name: 'Cargar productos por Excel' })).toBeNull();
  } else {
    expect(screen.queryByRole('button', { name: 'Exportar a Excel' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cargar productos por Excel' })).toHaveAttribute('href', '/pim/bulk-load');
  }
  if (snapshot.matches({ loaded: 'exportFailed' })) {
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos exportar los productosHay más de 50.000 productos con estos filtros. Acota la búsqueda para exportar.');
  } else {
    expect(screen.queryByText('No pudimos exportar los productos')).toBeNull();
  }
}

describe('products list, driven through the module as the shell mounts it at /pim', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of listPaths) {
    it(describeFixturePath(path, listNames.get), async () => {
      const timers = holdTimersOf(300);
      const server = fakeProductsServer();
      const staff = path.steps.some((step) => !isStart(step.event) && ['pickSeller', 'exportXlsx'].includes(listNames.get(step.event)));
      if (staff) answerSellerNames();
      const downloads = recordDownloads();
      try {
        const exports = fakeProductsExport();
        const view = renderPimModule({ path: '/pim', session: staff ? EXPORTING_SESSION : LOADING_SELLER_SESSION });
        // The categories arrive first: their own chart is tested below.
        await waitFor(() => expect(server.tree.pending).toBe(1));
        server.tree.answer({ tree: TREE });
        await waitFor(() => expect(categoryOptions()).toEqual(CATEGORY_OPTIONS));
        const world: ListWorld = { exports, downloads, user: userEvent.setup(), server, view, timers, expected: { ...FRESH }, navigations: 0 };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateList[listNames.get(step.event)](world);
          await expectListScreen(step.state, staff);
        }
        // The address is written when a filter applies, never otherwise.
        expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
      } finally {
        timers.restore();
        downloads.restore();
      }
    });
  }

  it('leads a seller who loads products directly to the bulk load, and offers it no export', async () => {
    const server = fakeProductsServer();
    const view = renderPimModule({ path: '/pim', session: LOADING_SELLER_SESSION });
    server.tree.answer({ tree: TREE });
    server.list.answer({ page: PAGE_ONE });
    await screen.findByRole('table');
    const link = screen.getByRole('link', { name: 'Cargar productos por Excel' });
    expect(link).toHaveAttribute('href', '/pim/bulk-load');
    expect(screen.queryByRole('button', { name: 'Exportar a Excel' })).toBeNull();
    await userEvent.setup().click(link);
    expect(view.host.navigate).toHaveBeenLastCalledWith('/pim/bulk-load');
  });

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(productsListMachine, listPaths));
  });
});

// ---------------------------------------------------------------------------------------------
// The categories beside the list.

const choiceFixtures = {
  retryChoices: { type: 'choices.retry' },
  treeLoaded: { type: 'xstate.done.actor.0.categoryChoices.loading', output: TREE },
  treeFailed: { type: 'xstate.error.actor.0.categoryChoices.loading', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ChoiceFixture = keyof typeof choiceFixtures;
const choiceNames = eventNames(choiceFixtures);

type ChoicesUnfixtured = Exclude<CategoryChoicesEvent['type'], (typeof choiceFixtures)[ChoiceFixture]['type']>;
const _everyChoiceEventHasAFixture: [ChoicesUnfixtured] extends [never] ? true : ChoicesUnfixtured = true;

type ChoicesSnapshot = SnapshotFrom<typeof categoryChoicesMachine>;

const choicePaths = coveringPaths<ChoicesSnapshot, EventObject, undefined>(categoryChoicesMachine, {
  input: undefined,
  events: Object.values(choiceFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.tree.length],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
  chained: true,
});

const simulateChoices: Record<ChoiceFixture, (world: { user: UserEvent; server: ProductsServer }) => Promise<unknown>> = {
  retryChoices: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  treeLoaded: async ({ server }) => {
    await waitFor(() => expect(server.tree.pending).toBe(1));
    server.tree.answer({ tree: TREE });
  },
  treeFailed: async ({ server }) => {
    await waitFor(() => expect(server.tree.pending).toBe(1));
    server.tree.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
};

async function expectChoicesScreen(state: AnyMachineSnapshot) {
  const snapshot = state as ChoicesSnapshot;
  // The list does not wait for the categories: its rows are there whatever they do.
  expect(tableRows()).toEqual([ROW_TEXT[7], ROW_TEXT[8]]);
  if (snapshot.matches('ready')) await waitFor(() => expect(categoryOptions()).toEqual(CATEGORY_OPTIONS));
  else expect(categoryOptions()).toEqual([['', ['Todas las categorías']]]);
  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las categorías.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }
}

describe('the categories of the products list, read beside it', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of choicePaths) {
    it(describeFixturePath(path, choiceNames.get), async () => {
      const server = fakeProductsServer();
      renderPimModule({ path: '/pim' });
      await waitFor(() => expect(server.list.pending).toBe(1));
      server.list.answer({ page: PAGE_ONE });
      await screen.findByRole('table');
      const world = { user: userEvent.setup(), server };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateChoices[choiceNames.get(step.event)](world);
        await expectChoicesScreen(step.state);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(categoryChoicesMachine, choicePaths));
  });
});

// ---------------------------------------------------------------------------------------------
// A product's own page.

// Images are being added to the contract: the cast keeps the fixtures valid with or without them.
const CONTENT = {
  categoryId: 11,
  title: 'Smart TV LED 55" 4K Samsung',
  description: 'Panel 4K.\nTres entradas HDMI.',
  brandId: 3,
  price: 399990,
  offer: null,
  attributes: { pantalla: 55, smart: true },
  variants: [{ sku: 'UN55CU7000', attributes: {} }],
  images: ['q3Zk1VbH0cR8wYp2LmN4sT7u'],
} as Product['content'];
const ON_SALE_CONTENT: Product['content'] = { ...CONTENT, offer: { price: 349990, from: '2026-11-20', to: '2026-11-30' } };
const product = (overrides: Partial<Product> & Pick<Product, 'status' | 'version'>): Product => ({
  id: 7,
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  revision: 1,
  content: CONTENT,
  published: null,
  publishedAt: null,
  onSale: false,
  submittedAt: null,
  rejection: null,
  missingRequired: [],
  createdAt: '2026-11-20T13:00:00Z',
  updatedAt: '2026-11-23T15:04:00Z',
  ...overrides,
});
const DRAFT = product({ status: 'draft', version: 4 });
/** A draft without a brand or a screen size: it cannot be sent yet. */
const INCOMPLETE = product({ status: 'draft', version: 3, content: { ...CONTENT, brandId: null, attributes: { smart: true } } });
const SUBMITTED = product({ status: 'pending', version: 5, submittedAt: '2026-11-26T13:20:00Z', updatedAt: '2026-11-26T13:20:00Z' });
const APPROVED = product({ status: 'approved', version: 9, content: ON_SALE_CONTENT, published: ON_SALE_CONTENT, publishedAt: '2026-11-24T12:00:00Z', onSale: true });
const PAUSED = product({ ...APPROVED, status: 'paused', version: 10, onSale: false, updatedAt: '2026-11-26T13:20:00Z' });
const RESUMED = product({ ...APPROVED, version: 11, updatedAt: '2026-11-26T13:20:00Z' });
/** What a reviewer decided meanwhile, read again after a conflict. */
const REJECTED = product({
  status: 'rejected',
  version: 6,
  rejection: { code: 'IMAGES', text: 'Las imágenes no muestran el producto', note: 'Sube fotos con fondo blanco.' },
  updatedAt: '2026-11-26T13:10:00Z',
});
const viewOf = (shown: Product): ProductView => ({ product: shown, category: TREE[1]! });

const detailFixtures = {
  retry: { type: 'detail.retry' },
  submit: { type: 'action.start', action: 'submit' },
  pause: { type: 'action.start', action: 'pause' },
  resume: { type: 'action.start', action: 'resume' },
  closeDialog: { type: 'action.close' },
  confirm: { type: 'action.confirm' },
  loadedDraft: { type: 'xstate.done.actor.load', output: viewOf(DRAFT) },
  loadedIncomplete: { type: 'xstate.done.actor.load', output: viewOf(INCOMPLETE) },
  loadedApproved: { type: 'xstate.done.actor.load', output: viewOf(APPROVED) },
  loadFailed: { type: 'xstate.error.actor.load', error: unavailable },
  missing: { type: 'xstate.error.actor.load', error: notFound },
  submitted: { type: 'xstate.done.actor.act', output: viewOf(SUBMITTED) },
  paused: { type: 'xstate.done.actor.act', output: viewOf(PAUSED) },
  resumed: { type: 'xstate.done.actor.act', output: viewOf(RESUMED) },
  actConflict: { type: 'xstate.error.actor.act', error: changed },
  actFailed: { type: 'xstate.error.actor.act', error: unavailable },
  reloaded: { type: 'xstate.done.actor.0.productDetail.conflict', output: viewOf(REJECTED) },
  reloadFailed: { type: 'xstate.error.actor.0.productDetail.conflict', error: unavailable },
  reloadMissing: { type: 'xstate.error.actor.0.productDetail.conflict', error: notFound },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type DetailFixture = keyof typeof detailFixtures;
const detailNames = eventNames(detailFixtures);

/** Every event of the chart has a fixture (no refused action is sent again from the page, and a product has no file). */
type DetailUnfixtured = Exclude<Exclude<DetailEvent<ProductAction>['type'], 'action.retry' | 'download.start'>, (typeof detailFixtures)[DetailFixture]['type']>;
const _everyDetailEventHasAFixture: [DetailUnfixtured] extends [never] ? true : DetailUnfixtured = true;

type DetailSnapshotOf = SnapshotFrom<typeof productDetailMachine>;
/** The kit's chart keeps its optional states out of the snapshot's type: read it as a detail chart. */
type Shown = DetailSnapshot<ProductView, ProductAction>;

/** The server answers the action sent. */
const OF_ACTION: Partial<Record<DetailFixture, ProductAction>> = { submitted: 'submit', paused: 'pause', resumed: 'resume' };

const detailPaths = coveringPaths<DetailSnapshotOf, EventObject, ProductDetailInput>(productDetailMachine, {
  input: { productId: 7, isSeller: true, may: ['submit', 'pause', 'resume'] },
  events: Object.values(detailFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.detail?.product.status ?? null, snapshot.context.detail?.product.version ?? null, snapshot.context.action],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const action = OF_ACTION[detailNames.get(event)];
    return action === undefined || snapshot.context.action === action;
  },
  chained: true,
});

interface DetailWorld {
  user: UserEvent;
  server: ProductsServer;
  view: ReturnType<typeof renderPimModule>;
  /** How many times the page read the product first (each tells the breadcrumb its title). */
  arrivals: number;
}

/** The product and then its category's tree, as the page reads them. */
async function answerProduct(world: DetailWorld, answer: Parameters<ProductsServer['product']['answer']>[0]) {
  await waitFor(() => expect(world.server.product.pending).toBe(1));
  expect(world.server.product.received.at(-1)).toBe(7);
  world.server.product.answer(answer);
  if (!('product' in answer)) return;
  await waitFor(() => expect(world.server.tree.pending).toBe(1));
  world.server.tree.answer({ tree: TREE });
}

/** The page's first reading of the product (a reading again after a conflict keeps the breadcrumb as it is). */
function arrived(world: DetailWorld, shown: Product) {
  world.arrivals += 1;
  return answerProduct(world, { product: shown });
}

const ACTION_PATH = { submit: 'submission', pause: 'pause', resume: 'resume' } as const;

/** The action's one request, with the version of the product on screen, answered. */
async function answerAction(world: DetailWorld, snapshot: Shown, answer: Parameters<ProductsServer['submission']['answer']>[0]) {
  const queue = world.server[ACTION_PATH[snapshot.context.action!]];
  await waitFor(() => expect(queue.pending).toBe(1));
  expect(queue.received.at(-1)).toEqual({ productId: 7, body: { version: snapshot.context.detail!.product.version } });
  queue.answer(answer);
}

const actionBar = () => screen.getByRole('group', { name: 'Acciones del producto' });

const simulateDetail: Record<DetailFixture, (world: DetailWorld, snapshot: Shown) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  submit: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Enviar a revisión' })),
  pause: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Pausar' })),
  resume: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Reanudar' })),
  closeDialog: ({ user }) => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Volver' })),
  confirm: ({ user }, snapshot) => {
    const label = snapshot.context.action === 'pause' ? 'Pausar' : 'Enviar a revisión';
    return user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: label }));
  },
  loadedDraft: (world) => arrived(world, DRAFT),
  loadedIncomplete: (world) => arrived(world, INCOMPLETE),
  loadedApproved: (world) => arrived(world, APPROVED),
  loadFailed: (world) => answerProduct(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: (world) => answerProduct(world, { fail: 404, code: 'PRODUCT_NOT_FOUND' }),
  submitted: (world, snapshot) => answerAction(world, snapshot, { product: SUBMITTED }),
  paused: (world, snapshot) => answerAction(world, snapshot, { product: PAUSED }),
  resumed: (world, snapshot) => answerAction(world, snapshot, { product: RESUMED }),
  actConflict: (world, snapshot) => answerAction(world, snapshot, { fail: 409, code: 'VERSION_CONFLICT' }),
  actFailed: (world, snapshot) => answerAction(world, snapshot, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloaded: (world) => answerProduct(world, { product: REJECTED }),
  reloadFailed: (world) => answerProduct(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloadMissing: (world) => answerProduct(world, { fail: 404, code: 'PRODUCT_NOT_FOUND' }),
};

/** What the page shows of each product the paths meet, written out. */
const SHOWN_PRODUCT: Record<number, { badge: string; subtitle: string; explanation: string[]; missing: string[]; buttons: string[]; edit: boolean; price: string }> = {
  4: {
    badge: 'Borrador',
    subtitle: 'Último cambio: 23-11-2026, 12:04 · Revisión 1',
    explanation: [],
    missing: [],
    buttons: ['Enviar a revisión'],
    edit: true,
    price: '$399.990',
  },
  3: {
    badge: 'Borrador',
    subtitle: 'Último cambio: 23-11-2026, 12:04 · Revisión 1',
    explanation: [],
    missing: ['Marca: obligatorio para enviar a revisión', 'Tamaño de pantalla: obligatorio para enviar a revisión'],
    buttons: [],
    edit: true,
    price: '$399.990',
  },
  5: {
    badge: 'En revisión',
    subtitle: 'Último cambio: 26-11-2026, 10:20 · Revisión 1',
    explanation: ['El producto está en revisión: lo podrás editar cuando el equipo de catálogo lo decida.'],
    missing: [],
    buttons: [],
    edit: false,
    price: '$399.990',
  },
  9: {
    badge: 'Publicado',
    subtitle: 'Último cambio: 23-11-2026, 12:04 · Revisión 1',
    explanation: [],
    missing: [],
    buttons: ['Pausar'],
    edit: true,
    price: '$349.990 (precio normal $399.990, oferta del 20-11-2026 al 30-11-2026)',
  },
  10: {
    badge: 'Pausado',
    subtitle: 'Último cambio: 26-11-2026, 10:20 · Revisión 1',
    explanation: [],
    missing: [],
    buttons: ['Reanudar'],
    edit: true,
    price: '$349.990 (precio normal $399.990, oferta del 20-11-2026 al 30-11-2026)',
  },
  11: {
    badge: 'Publicado',
    subtitle: 'Último cambio: 26-11-2026, 10:20 · Revisión 1',
    explanation: [],
    missing: [],
    buttons: ['Pausar'],
    edit: true,
    price: '$349.990 (precio normal $399.990, oferta del 20-11-2026 al 30-11-2026)',
  },
  6: {
    badge: 'Rechazado',
    subtitle: 'Último cambio: 26-11-2026, 10:10 · Revisión 1',
    explanation: ['El equipo de catálogo rechazó la última revisión: Las imágenes no muestran el producto', 'Sube fotos con fondo blanco.'],
    missing: [],
    buttons: ['Enviar a revisión'],
    edit: true,
    price: '$399.990',
  },
};

const DIALOG = {
  submit: {
    name: '¿Enviar el producto a revisión?',
    text: 'El equipo de catálogo lo revisará. Mientras tanto no podrás editarlo; si ya está a la venta, sigue vendiéndose como fue aprobado.',
    button: 'Enviar a revisión',
  },
  pause: { name: '¿Pausar el producto?', text: 'Los compradores dejarán de verlo hasta que lo reanudes. No pierdes nada de lo publicado.', button: 'Pausar' },
};
const DONE = { submit: 'Enviamos el producto a revisión.', pause: 'Pausamos el producto: ya no está a la venta.', resume: 'Reanudamos el producto: está otra vez a la venta.' };
const REFUSED = { submit: 'No pudimos enviar el producto a revisión', pause: 'No pudimos pausar el producto', resume: 'No pudimos reanudar el producto' };

/** What the page reports above the product, by the chart's state. */
function noticeOf(snapshot: Shown): { role: 'status' | 'alert'; text: string[] } | null {
  const action = snapshot.context.action!;
  if (snapshot.matches({ shown: 'done' })) return { role: 'status', text: [DONE[action]] };
  if (snapshot.matches({ shown: 'refused' })) return { role: 'alert', text: [REFUSED[action], UNAVAILABLE_TEXT] };
  if (snapshot.matches('conflict')) return { role: 'alert', text: ['El producto cambió mientras lo veías', 'Lo estamos cargando otra vez…'] };
  if (snapshot.matches({ shown: 'outdated' })) return { role: 'alert', text: ['El producto cambió mientras lo veías', 'Te mostramos cómo está ahora. Revisa antes de seguir.'] };
  return null;
}

function expectProductFacts(shown: Product) {
  const facts = SHOWN_PRODUCT[shown.version]!;
  const heading = screen.getByRole('heading', { level: 1, name: 'Smart TV LED 55" 4K Samsung' });
  expect(heading.parentElement).toHaveTextContent(facts.badge);
  expect(screen.getByText(facts.subtitle)).toBeVisible();
  for (const text of facts.explanation) expect(screen.getByText(text)).toBeVisible();
  if (facts.explanation.length === 0) expect(screen.queryByText(/rechazó la última revisión|en revisión/)).toBeNull();
  const missingTitle = screen.queryByText('Para enviarlo a revisión falta:');
  if (facts.missing.length > 0) {
    const list = within(missingTitle!.parentElement!).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(facts.missing);
  } else {
    expect(missingTitle).toBeNull();
  }
  const edit = screen.queryByRole('link', { name: 'Editar' });
  if (facts.edit) expect(edit).toHaveAttribute('href', '/pim/products/7/edit');
  else expect(edit).toBeNull();
  const terms = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(terms).toEqual([
    ['Precio', facts.price],
    ['Categoría', 'Televisión'],
    ['A la venta', shown.onSale ? 'Sí' : 'No'],
    // The category names its attributes: the page uses its names, not their codes, and a number's unit.
    ...(shown === INCOMPLETE ? [] : [['Tamaño de pantalla', '55 pulgadas']]),
    ['Smart TV', 'Sí'],
  ]);
}

async function expectDetailScreen(state: AnyMachineSnapshot, world: DetailWorld) {
  const snapshot = state as unknown as Shown;
  if (snapshot.matches('loading')) {
    expect(screen.getByRole('link', { name: 'Volver a productos' })).toHaveAttribute('href', '/pim');
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el producto…');
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar el producto.' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos este producto' })).toBeVisible();
    expect(screen.getByText('Puede que no exista o que no sea de tu tienda.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a productos' })).toHaveAttribute('href', '/pim');
    expect(screen.queryByRole('group', { name: 'Acciones del producto' })).toBeNull();
    return;
  }
  const { detail, action } = snapshot.context;
  const dialogShown = snapshot.matches('confirming') || (snapshot.matches('submitting') && action !== 'resume');
  if (dialogShown) {
    const asked = DIALOG[action as 'submit' | 'pause'];
    const dialog = await screen.findByRole('alertdialog', { name: asked.name });
    expect(dialog).toHaveTextContent(asked.text);
    const [confirm, back] = [within(dialog).getByRole('button', { name: asked.button }), within(dialog).getByRole('button', { name: 'Volver' })];
    // The dialog stays, disabled, until the answer.
    if (snapshot.matches('submitting')) await waitFor(() => [confirm, back].forEach((button) => expect(button).toBeDisabled()));
    else [confirm, back].forEach((button) => expect(button).toBeEnabled());
    return;
  }
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByRole('link', { name: 'Volver a productos' })).toHaveAttribute('href', '/pim');
  await waitFor(() => expectProductFacts(detail!.product));
  // The breadcrumb is told the product's title each time the page reads it.
  expect(world.view.host.announceName.mock.calls).toEqual(Array.from({ length: world.arrivals }, () => ['7', 'Smart TV LED 55" 4K Samsung']));

  const buttons = SHOWN_PRODUCT[detail!.product.version]!.buttons;
  const atRest = snapshot.matches('shown');
  await waitFor(() => {
    const group = screen.queryByRole('group', { name: 'Acciones del producto' });
    if (buttons.length === 0) return expect(group).toBeNull();
    const pressable = within(group ?? document.body).getAllByRole('button');
    expect(pressable.map((button) => button.textContent)).toEqual(buttons);
    pressable.forEach((button) => (atRest ? expect(button).toBeEnabled() : expect(button).toBeDisabled()));
  });

  const notice = noticeOf(snapshot);
  if (notice) {
    const [title] = notice.text;
    const shown = await waitFor(() => {
      const found = screen.getAllByRole(notice.role).find((element) => element.textContent?.includes(title ?? ''));
      expect(found).toBeDefined();
      return found!;
    });
    for (const text of notice.text) expect(shown).toHaveTextContent(text);
    await waitFor(() => expect(shown).toHaveFocus());
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

describe('a product, driven through the module as the shell mounts it at /pim/products/7', () => {
  for (const path of detailPaths) {
    it(describeFixturePath(path, detailNames.get), async () => {
      const server = fakeProductsServer();
      const view = renderPimModule({ path: '/pim/products/7' });
      const world: DetailWorld = { user: userEvent.setup(), server, view, arrivals: 0 };
      let previous: Shown | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateDetail[detailNames.get(step.event)](world, previous!);
        await expectDetailScreen(step.state, world);
        previous = step.state as unknown as Shown;
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(productDetailMachine, detailPaths));
  });
});

// ---------------------------------------------------------------------------------------------
// Who sees what, the screen sizes and accessibility.

describe('the product pages: who sees what, on a phone and a wide screen', () => {
  afterEach(() => forgetScreenWidth());

  async function openList({ search = '', session }: { search?: string; session?: typeof CATALOG_SESSION } = {}, page: ProductPage = PAGE_ONE) {
    const server = fakeProductsServer();
    const view = renderPimModule({ path: '/pim', search, ...(session ? { session } : {}) });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page });
    await waitFor(() => expect(server.tree.pending).toBe(1));
    server.tree.answer({ tree: TREE });
    await waitFor(() => expect(categoryOptions()).toEqual(CATEGORY_OPTIONS));
    return { server, ...view };
  }

  async function openProduct(shown: Product, session?: typeof CATALOG_SESSION, state?: Record<string, unknown>) {
    const server = fakeProductsServer();
    const view = renderPimModule({ path: '/pim/products/7', ...(session ? { session } : {}), ...(state ? { state } : {}) });
    await waitFor(() => expect(server.product.pending).toBe(1));
    server.product.answer({ product: shown });
    await waitFor(() => expect(server.tree.pending).toBe(1));
    server.tree.answer({ tree: TREE });
    await screen.findByRole('heading', { level: 1, name: 'Smart TV LED 55" 4K Samsung' });
    return { server, ...view };
  }

  it('opens with the filters of its address, and lets a seller create a product and open one', async () => {
    setScreenWidth(1280);
    const { server, host } = await openList({ search: 'tab=approved&category=11&q=tv&seller=4&cursor=x' });
    // A seller's list has no seller: the address's is dropped, as what the list does not know.
    expect(sorted(server.list.received[0] ?? [])).toEqual(sorted([['status', 'approved'], ['categoryId', '11'], ['q', 'tv'], ['limit', '25']]));
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Publicados (6 productos)');
    expect(searchBox()).toHaveValue('tv');
    expect(categorySelect()).toHaveValue('11');
    expectSellerBox(false, null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Crear producto' }));
    expect(host.navigate).toHaveBeenLastCalledWith('/pim/products/new');
    const link = screen.getByRole('link', { name: 'Smart TV LED 55" 4K Samsung' });
    expect(link).toHaveAttribute('href', '/pim/products/7');
    await user.click(link);
    // The list as it was left goes along, for the product page's way back.
    expect(host.navigate).toHaveBeenLastCalledWith('/pim/products/7', { state: { listQuery: 'tab=approved&category=11&q=tv' } });
    // The regular price is struck through beside the offer.
    expect(within(screen.getAllByRole('row')[1]!).getByText('$399.990').closest('s')).not.toBeNull();
  });

  it("shows the catalogue team every seller's products with whose each is, and nothing to create", async () => {
    setScreenWidth(1280);
    const OTHER = summary({ id: 40, title: 'Audífonos inalámbricos Sur', sellerId: 2, sellerName: 'Bodega Sur Ltda.', categoryName: 'Audio', brandName: 'Sony', price: 59990 });
    await openList({ session: CATALOG_SESSION }, { items: [TV, OTHER], nextCursor: null, statusCounts: COUNTS });
    expect(tableRows()).toEqual([
      staffRow(ROW_TEXT[7]!),
      ['Audífonos inalámbricos Sur', 'Bodega Sur Ltda.', 'Audio', 'Sony', '$59.990', '1', 'Publicado', '23-11-2026'],
    ]);
    expectSellerBox(true, null);
    expect(screen.queryByRole('link', { name: 'Crear producto' })).toBeNull();
  });

  it('shows each product as a card on a phone (360 px) and as a table at 1280 px, an empty tab too, with no axe violations', async () => {
    setScreenWidth(360);
    const phone = await openList();
    const cards = await screen.findByRole('list', { name: 'Productos: Todos' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 2, name: 'Smart TV LED 55" 4K Samsung' })).toBeVisible();
    expect(items[0]).toHaveTextContent('Publicado');
    expect(items[0]).toHaveTextContent('$349.990 precio normal $399.990');
    expect(within(items[1]!).getByRole('heading', { level: 2, name: 'Producto sin título' })).toBeVisible();
    expect(items[1]).toHaveTextContent('Borrador');
    expect(await axeViolations(phone.container)).toEqual([]);
    phone.unmount();

    setScreenWidth(1280);
    const wide = await openList();
    await within(wide.container).findByRole('table');
    expect(await axeViolations(wide.container)).toEqual([]);
    wide.unmount();

    const empty = await openList({ search: 'tab=paused' }, EMPTY_PAGE);
    expect(await screen.findByText('No hay productos en esta pestaña.')).toBeVisible();
    expect(await axeViolations(empty.container)).toEqual([]);
  });

  it('says the list is narrowed to a category while the categories cannot be read, and lets it be taken away', async () => {
    setScreenWidth(1280);
    const server = fakeProductsServer();
    const { host } = renderPimModule({ path: '/pim', search: 'category=11' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: EMPTY_PAGE });
    await waitFor(() => expect(server.tree.pending).toBe(1));
    server.tree.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(await screen.findByText('No hay productos con estos filtros.')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las categorías.');
    expect(categorySelect()).toHaveValue('11');
    expect(categorySelect()).toHaveDisplayValue('La categoría elegida');
    await userEvent.selectOptions(categorySelect(), 'Todas las categorías');
    expect(host.navigate).toHaveBeenLastCalledWith('/pim', { replace: true });
    await waitFor(() => expect(server.list.pending).toBe(1));
    expect(server.list.received.at(-1)).toEqual([['limit', '25']]);
  });

  it('leads back to the list as it was left when opened from it', async () => {
    await openProduct(DRAFT, undefined, { listQuery: 'tab=rejected&q=tv' });
    expect(screen.getByRole('link', { name: 'Volver a productos' })).toHaveAttribute('href', '/pim?tab=rejected&q=tv');
  });

  it("shows the catalogue team a product with its seller's name and nothing to do to it", async () => {
    await openProduct(DRAFT, CATALOG_SESSION);
    expect(screen.getByText('Tienda Andes SpA · Último cambio: 23-11-2026, 12:04 · Revisión 1')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Acciones del producto' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByText('Para enviarlo a revisión falta:')).toBeNull();
  });

  it('offers a seller only what its permissions grant: without pausing or editing, an approved product has nothing to press', async () => {
    await openProduct(APPROVED, { ...SELLER_SESSION, permissions: ['listProducts', 'getProduct', 'submitProduct', 'resumeProduct'] });
    expect(screen.getByText('Último cambio: 23-11-2026, 12:04 · Revisión 1')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Acciones del producto' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });

  it('has no axe violations on a product and its confirming dialog, and gives the focus back when the dialog closes', async () => {
    setScreenWidth(1280);
    const { container } = await openProduct(APPROVED);
    expect(screen.getByRole('heading', { level: 2, name: 'Descripción' })).toBeVisible();
    expect(screen.getByText(/Panel 4K\.\s+Tres entradas HDMI\./)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Variantes (1)' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup();
    await user.click(within(actionBar()).getByRole('button', { name: 'Pausar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Pausar el producto?' });
    expect(await axeViolations(dialog)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(actionBar()).getByRole('button', { name: 'Pausar' })).toHaveFocus());
  });
});
