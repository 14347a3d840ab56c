/**
 * Model-based tests of Aprobación de catálogo (modules/catalogApproval): the catalogue team's review
 * queue at /catalog-approval with the approval of the chosen products beside it, a product's review
 * at /catalog-approval/31 with its decisions, and a seller's own products' review status, driving
 * the module's real Root through its composition root and the typed clients against a fake service
 * (msw, typed from the contract) that holds each request until the path answers it. Paths are
 * generated from each chart to take every transition; each step checks what a reviewer (or a
 * seller) sees: the rows with their prices in pesos and dates in Santiago, the filters and what they
 * offer, the empty, failed and loading states, "Cargar más", the chosen rows and the answer product
 * by product; a product's preview, its rules checked, its changes from what sells, the dialogs and
 * what the page and the portal's flash say after a decision; and what was asked of the service.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createActor, initialTransition, transition, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import type { DetailEvent } from '../../machines/detail/detail.machine.ts';
import type { DetailSnapshot } from '../../machines/detail/detail.selectors.ts';
import { bulkApprovalMachine, type BulkApprovalEvent, type BulkApprovalInput } from '../../modules/catalogApproval/machines/bulkApproval.machine.ts';
import { ownReviewsMachine, type OwnReviewFilters, type OwnReviewsEvent } from '../../modules/catalogApproval/machines/ownReviews.machine.ts';
import { productReviewMachine, type ReviewAction, type ReviewInput, type ReviewView } from '../../modules/catalogApproval/machines/productReview.machine.ts';
import type { QueueFilters } from '../../modules/catalogApproval/machines/queueFilters.ts';
import { reviewQueueMachine, type ReviewQueueEvent } from '../../modules/catalogApproval/machines/reviewQueue.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import {
  fakeApprovalServer,
  renderApprovalModule,
  SELLER_SESSION,
  type ApprovalServer,
  type BulkApprovalResult,
  type OwnReviewItem,
  type OwnReviewPage,
  type ProductReview,
  type RejectionReason,
  type ReviewQueueItem,
  type ReviewQueuePage,
  type SentQuery,
} from './catalogApproval.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
const decided = new ApiError({ statusCode: 409, code: 'REVIEW_ALREADY_DECIDED', message: 'Decided already' });
/** What the module says for a failure it has no words of its own for (a 503 included). */
const UNAVAILABLE_TEXT = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

// ---------------------------------------------------------------------------------------------
// The queue.

const item = (overrides: Partial<ReviewQueueItem> & Pick<ReviewQueueItem, 'productId' | 'title'>): ReviewQueueItem => ({
  revision: 1,
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  categoryId: 11,
  categoryName: 'Televisión',
  brandName: 'Samsung',
  price: 399_990,
  submittedAt: '2026-11-20T13:00:00Z',
  isUpdate: false,
  ...overrides,
});
const TV = item({ productId: 31, title: 'Smart TV LED 55" 4K Samsung' });
// 02:10 UTC on the 22nd is 23:10 on the 21st in Santiago.
const SHOE = item({
  productId: 32,
  revision: 2,
  title: 'Zapatilla urbana Austral',
  sellerId: 2,
  sellerName: 'Emporio Austral Ltda',
  categoryId: 21,
  categoryName: 'Calzado',
  brandName: null,
  price: 24_990,
  submittedAt: '2026-11-22T02:10:00Z',
  isUpdate: true,
});
const PHONES = item({ productId: 33, title: 'Audífonos inalámbricos Sur', categoryName: 'Audio', price: 59_990, submittedAt: '2026-11-23T15:04:00Z' });

/** Each row as the table reads it, after its box: product, seller, category, price, sent, kind. */
const ROW_TEXT: Record<number, string[]> = {
  31: ['Smart TV LED 55" 4K Samsung', 'Tienda Andes SpA', 'Televisión', '$399.990', '20-11-2026, 10:00', 'Nuevo'],
  32: ['Zapatilla urbana Austral', 'Emporio Austral Ltda', 'Calzado', '$24.990', '21-11-2026, 23:10', 'Actualización'],
  33: ['Audífonos inalámbricos Sur', 'Tienda Andes SpA', 'Audio', '$59.990', '23-11-2026, 12:04', 'Nuevo'],
};

const SELLERS = [
  { id: 2, name: 'Emporio Austral Ltda', count: 1 },
  { id: 1, name: 'Tienda Andes SpA', count: 2 },
];
const CATEGORIES = [
  { id: 21, name: 'Calzado', count: 1 },
  { id: 11, name: 'Televisión', count: 2 },
];
const CURSOR = 'WyJyZXZpZXctcXVldWUiXQ';
const PAGE_ONE: ReviewQueuePage = { items: [TV, SHOE], nextCursor: CURSOR, total: 3, sellers: SELLERS, categories: CATEGORIES };
const PAGE_TWO: ReviewQueuePage = { items: [PHONES], nextCursor: null, total: 3, sellers: SELLERS, categories: CATEGORIES };
const EMPTY_PAGE: ReviewQueuePage = { items: [], nextCursor: null, total: 0, sellers: [], categories: [] };
/** The queue read again after the approval: the shoe, refused, is still waiting. */
const AFTER_APPROVAL: ReviewQueuePage = { items: [SHOE], nextCursor: null, total: 1, sellers: [SELLERS[0]!], categories: [CATEGORIES[0]!] };

const FRESH: QueueFilters = { sellerId: null, categoryId: null, submittedFrom: null, submittedTo: null, minWaitingDays: null, order: 'oldest' };

const queueFixtures = {
  pickSeller: { type: 'filter.seller', sellerId: 1 },
  pickCategory: { type: 'filter.category', categoryId: 11 },
  sentFrom: { type: 'filter.submitted', from: '2026-11-20', to: null },
  waited: { type: 'filter.waiting', days: 7 },
  newestFirst: { type: 'filter.order', order: 'newest' },
  // A link to Austral's products: the address changes under the queue, which writes nothing back.
  restore: { type: 'filter.restore', filters: { ...FRESH, sellerId: 2 } },
  // The same link, followed while the chosen products are being approved (see below).
  restoreAway: { type: 'filter.restore', filters: { ...FRESH, categoryId: 21 } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  // Products were approved beside the queue: it is read again.
  refresh: { type: 'list.refresh' },
  toggleTv: { type: 'selection.toggle', id: 31 },
  choosePage: { type: 'selection.page' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type QueueFixture = keyof typeof queueFixtures;
const queueNames = eventNames(queueFixtures);

/** Every event of the chart has a fixture. */
type QueueUnfixtured = Exclude<ReviewQueueEvent['type'], (typeof queueFixtures)[QueueFixture]['type']>;
const _everyQueueEventHasAFixture: [QueueUnfixtured] extends [never] ? true : QueueUnfixtured = true;

type QueueSnapshot = SnapshotFrom<typeof reviewQueueMachine>;
const settled = (snapshot: QueueSnapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/** A person changes each filter once, on a queue that is on screen, and chooses rows of a queue at rest. */
function queueOffered(snapshot: QueueSnapshot, event: EventObject): boolean {
  const { filters, selected } = snapshot.context;
  switch (queueNames.get(event)) {
    case 'pickSeller':
      return settled(snapshot) && filters.sellerId === null;
    case 'pickCategory':
      return settled(snapshot) && filters.categoryId === null;
    case 'sentFrom':
      return settled(snapshot) && filters.submittedFrom === null;
    case 'waited':
      return settled(snapshot) && filters.minWaitingDays === null;
    case 'newestFirst':
      return settled(snapshot) && filters.order === 'oldest';
    case 'restore':
      return settled(snapshot) && filters.sellerId === null;
    case 'restoreAway':
      return false;
    case 'refresh':
      return snapshot.matches('loaded') && selected.length > 0;
    case 'toggleTv':
    case 'choosePage':
      return selected.length === 0;
    default:
      return true;
  }
}

const queuePaths = coveringPaths<QueueSnapshot, EventObject, { filters: QueueFilters }>(reviewQueueMachine, {
  input: { filters: FRESH },
  events: Object.values(queueFixtures),
  describe: (snapshot) => {
    const { filters, rows, nextCursor, selected } = snapshot.context;
    return [snapshot.value, filters, rows.map((row) => row.productId), nextCursor, selected];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: queueOffered,
  chained: true,
});

/** A path walked by hand: its events, each step's snapshot computed by the chart. */
function handPath(names: QueueFixture[]) {
  let [state] = initialTransition(reviewQueueMachine, { filters: FRESH });
  const steps: { event: EventObject; state: QueueSnapshot }[] = [{ event: { type: 'xstate.init' }, state }];
  for (const name of names) {
    // The actor events (the answers) are not in the chart's own event union, yet the chart receives them.
    [state] = transition(reviewQueueMachine, state, queueFixtures[name] as unknown as ReviewQueueEvent);
    steps.push({ event: queueFixtures[name], state });
  }
  return { steps, state };
}

/**
 * A link followed while the chosen products are approved: the queue shows Calzado's (none), and is
 * read again once the approval is answered. The one way an empty queue is refreshed.
 */
const approvedWhileAway = handPath(['pageOne', 'choosePage', 'restoreAway', 'emptyPage', 'refresh', 'emptyPage']);

interface QueueWorld {
  user: UserEvent;
  server: ApprovalServer;
  view: ReturnType<typeof renderApprovalModule>;
  /** The filters the queue must apply now, as the test expects them. */
  expected: QueueFilters;
  /** The rows chosen, as the test expects them. */
  chosen: number[];
  navigations: number;
  /** An approval is under way (the bar says so, the queue stands still). */
  approving: boolean;
  /** The products the last approval was sent for, as chosen then. */
  sent: number[];
}

/** The contract's query for `filters`, written out. */
function contractQuery(filters: QueueFilters): SentQuery {
  const query: SentQuery = [];
  if (filters.sellerId !== null) query.push(['sellerId', String(filters.sellerId)]);
  if (filters.categoryId !== null) query.push(['categoryId', String(filters.categoryId)]);
  if (filters.submittedFrom !== null) query.push(['submittedFrom', filters.submittedFrom]);
  if (filters.minWaitingDays !== null) query.push(['minWaitingDays', String(filters.minWaitingDays)]);
  if (filters.order === 'newest') query.push(['order', 'newest']);
  return query;
}

/** The address's query for `filters`: `seller`, `category`, `from`, `waiting`, `order`, only what differs from a fresh queue. */
function addressQuery(filters: QueueFilters): SentQuery {
  const query: SentQuery = [];
  if (filters.sellerId !== null) query.push(['seller', String(filters.sellerId)]);
  if (filters.categoryId !== null) query.push(['category', String(filters.categoryId)]);
  if (filters.submittedFrom !== null) query.push(['from', filters.submittedFrom]);
  if (filters.minWaitingDays !== null) query.push(['waiting', String(filters.minWaitingDays)]);
  if (filters.order === 'newest') query.push(['order', 'newest']);
  return query;
}

async function answerQueue(world: QueueWorld, answer: Parameters<ApprovalServer['queue']['answer']>[0], cursor?: string) {
  await waitFor(() => expect(world.server.queue.pending).toBe(1));
  const expected: SentQuery = [...contractQuery(world.expected), ['limit', '25'], ...(cursor ? [['cursor', cursor] as [string, string]] : [])];
  expect(sorted(world.server.queue.received.at(-1) ?? [])).toEqual(sorted(expected));
  world.server.queue.answer(answer);
  // A new first page keeps chosen only the rows it still shows.
  if ('page' in answer && !cursor) world.chosen = world.chosen.filter((id) => answer.page.items.some((row) => row.productId === id));
  if (!('page' in answer) && !cursor) world.chosen = [];
}

async function expectNavigated(world: QueueWorld) {
  world.navigations += 1;
  await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledTimes(world.navigations));
  const [to, options] = world.view.host.navigate.mock.calls.at(-1) ?? [];
  const url = new URL(to ?? '', 'http://portal.test');
  expect(url.pathname).toBe('/catalog-approval');
  expect(sorted([...url.searchParams])).toEqual(sorted(addressQuery(world.expected)));
  expect(options).toEqual({ replace: true });
}

const select = (name: string) => screen.getByRole('combobox', { name });
const bulkBar = () => screen.getByRole('region', { name: 'Aprobar productos elegidos' });

/** "Aprobar elegidos" and the dialog's own button: the approval of the chosen rows is under way. */
async function approveChosen(world: QueueWorld) {
  await world.user.click(within(bulkBar()).getByRole('button', { name: 'Aprobar elegidos' }));
  const dialog = await screen.findByRole('alertdialog', { name: world.chosen.length === 1 ? '¿Aprobar 1 producto?' : `¿Aprobar ${world.chosen.length} productos?` });
  await world.user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
  [world.approving, world.sent] = [true, world.chosen];
}

/** The approval's answer: the TV approved, the shoe decided by someone else meanwhile. */
const RESULTS: BulkApprovalResult[] = [
  { productId: 31, outcome: 'approved', code: null },
  { productId: 32, outcome: 'refused', code: 'REVIEW_ALREADY_DECIDED' },
];

async function answerApproval(world: QueueWorld) {
  await waitFor(() => expect(world.server.bulk.pending).toBe(1));
  const sent = world.sent.map((id) => ({ productId: id, revision: id === 32 ? 2 : 1 }));
  expect(world.server.bulk.received.at(-1)).toEqual({ items: sent });
  world.server.bulk.answer({ results: RESULTS.filter((result) => world.sent.includes(result.productId)) });
  world.approving = false;
}

const simulateQueue: Record<QueueFixture, (world: QueueWorld) => Promise<unknown>> = {
  pickSeller: async (world) => {
    await world.user.selectOptions(select('Seller'), 'Tienda Andes SpA (2)');
    world.expected = { ...world.expected, sellerId: 1 };
    await expectNavigated(world);
  },
  pickCategory: async (world) => {
    await world.user.selectOptions(select('Categoría'), 'Televisión (2)');
    world.expected = { ...world.expected, categoryId: 11 };
    await expectNavigated(world);
  },
  sentFrom: async (world) => {
    fireEvent.change(screen.getByLabelText('Enviados desde'), { target: { value: '2026-11-20' } });
    world.expected = { ...world.expected, submittedFrom: '2026-11-20' };
    await expectNavigated(world);
  },
  waited: async (world) => {
    await world.user.selectOptions(select('Esperando al menos'), '7 días');
    world.expected = { ...world.expected, minWaitingDays: 7 };
    await expectNavigated(world);
  },
  newestFirst: async (world) => {
    await world.user.selectOptions(select('Orden'), 'Los más recientes primero');
    world.expected = { ...world.expected, order: 'newest' };
    await expectNavigated(world);
  },
  restore: async (world) => {
    world.view.show({ path: '/catalog-approval', search: 'seller=2' });
    world.expected = { ...FRESH, sellerId: 2 };
  },
  restoreAway: async (world) => {
    await approveChosen(world);
    world.view.show({ path: '/catalog-approval', search: 'category=21' });
    world.expected = { ...FRESH, categoryId: 21 };
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  // The chosen products are approved (or, on the hand path, the approval under way is answered).
  refresh: async (world) => {
    if (!world.approving) await approveChosen(world);
    await answerApproval(world);
  },
  toggleTv: async (world) => {
    await world.user.click(screen.getByRole('checkbox', { name: 'Elegir Smart TV LED 55" 4K Samsung' }));
    world.chosen = [31];
  },
  choosePage: async (world) => {
    await world.user.click(screen.getByRole('checkbox', { name: 'Elegir todos los productos de la página' }));
    world.chosen = tableRows().map((cells) => Number(Object.entries(ROW_TEXT).find(([, text]) => text[0] === cells[1])?.[0]));
  },
  pageOne: (world) => answerQueue(world, { page: PAGE_ONE }),
  emptyPage: (world) => answerQueue(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerQueue(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: async (world) => {
    await answerQueue(world, { page: PAGE_TWO }, CURSOR);
    // The focus goes to the first product of the new page.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Audífonos inalámbricos Sur' })).toHaveFocus());
  },
  nextPageFailed: (world) => answerQueue(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, CURSOR),
};

const optionsOf = (name: string) => [...select(name).querySelectorAll('option')].map((option) => option.textContent);

async function expectQueueScreen(state: AnyMachineSnapshot, world: QueueWorld) {
  const snapshot = state as QueueSnapshot;
  const { rows, counts, filters, nextCursor, selected, total } = snapshot.context;
  expect(filters).toEqual(world.expected);
  expect(selected).toEqual(world.chosen);
  expect(screen.getByRole('heading', { level: 1, name: 'Aprobación de catálogo' })).toBeVisible();
  // What the filters show and offer: the sellers and categories of the last page, each counted.
  expect(select('Seller')).toHaveValue(filters.sellerId === null ? '' : String(filters.sellerId));
  expect(select('Categoría')).toHaveValue(filters.categoryId === null ? '' : String(filters.categoryId));
  expect(select('Esperando al menos')).toHaveValue(filters.minWaitingDays === null ? '' : String(filters.minWaitingDays));
  expect(select('Orden')).toHaveDisplayValue(filters.order === 'oldest' ? 'Los que más esperan primero' : 'Los más recientes primero');
  expect(screen.getByLabelText('Enviados desde')).toHaveValue(filters.submittedFrom ?? '');
  const offered = counts?.sellers.length ?? 0;
  const chosenSeller = filters.sellerId !== null && !(counts?.sellers ?? []).some((seller) => seller.id === filters.sellerId);
  await waitFor(() =>
    expect(optionsOf('Seller')).toEqual([
      'Todos los sellers',
      ...(chosenSeller ? ['El elegido (sin productos por revisar)'] : []),
      ...(offered === 2 ? ['Emporio Austral Ltda (1)', 'Tienda Andes SpA (2)'] : offered === 1 ? ['Emporio Austral Ltda (1)'] : []),
    ]),
  );

  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows().map((cells) => cells.slice(1))).toEqual(rows.map((row) => ROW_TEXT[row.productId])));
    for (const row of rows) {
      const box = screen.getByRole('checkbox', { name: `Elegir ${row.title}` });
      expect(box).toHaveProperty('checked', world.chosen.includes(row.productId));
      // Rows are chosen only on a queue at rest, with nothing under way.
      if (snapshot.matches('loaded') && !world.approving) await waitFor(() => expect(box).toBeEnabled());
      else await waitFor(() => expect(box).toBeDisabled());
    }
    expect(within(bulkBar()).getByText(world.chosen.length === 0 ? 'Ningún producto elegido' : world.chosen.length === 1 ? '1 producto elegido' : `${world.chosen.length} productos elegidos`)).toBeVisible();
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  const totalText = total === 3 ? '3 productos por revisar' : total === 1 ? '1 producto por revisar' : 'Ningún producto por revisar';
  if (snapshot.matches('loading') || snapshot.matches('failed') || total === null) expect(screen.queryByText(/por revisar$/)).toBeNull();
  else await waitFor(() => expect(screen.getByText(totalText)).toBeVisible());

  const listStatus = screen.getAllByRole('status').at(-1)!;
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(listStatus).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(listStatus).toHaveTextContent('Cargando la cola de revisión…'));
  else await waitFor(() => expect(listStatus).toHaveTextContent(''));

  // An empty queue blames the filters only when some narrowed it.
  const emptyText = { filtered: 'No hay productos por revisar con estos filtros.', unfiltered: 'No hay productos esperando revisión.' };
  for (const kind of ['filtered', 'unfiltered'] as const) {
    if (snapshot.matches({ empty: kind })) expect(screen.getByText(emptyText[kind])).toBeVisible();
    else expect(screen.queryByText(emptyText[kind])).toBeNull();
  }
  if (snapshot.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(`No pudimos cargar la cola de revisión.${UNAVAILABLE_TEXT}`);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }
  const moreOffered = nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
  if (moreOffered) {
    const more = screen.getByRole('button', { name: 'Cargar más' });
    await waitFor(() => (snapshot.matches('loaded') && !world.approving ? expect(more).toBeEnabled() : expect(more).toBeDisabled()));
  } else {
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  }
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent(`No pudimos cargar más productos.${UNAVAILABLE_TEXT}`);
}

async function walkQueue(path: { steps: readonly { event: EventObject; state: AnyMachineSnapshot }[] }) {
  const server = fakeApprovalServer();
  const view = renderApprovalModule({ path: '/catalog-approval' });
  const world: QueueWorld = { user: userEvent.setup(), server, view, expected: { ...FRESH }, chosen: [], navigations: 0, approving: false, sent: [] };
  for (const step of path.steps) {
    if (!isStart(step.event)) await simulateQueue[queueNames.get(step.event)](world);
    await expectQueueScreen(step.state, world);
  }
  // The address is written when a filter applies, never otherwise.
  expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
}

describe('the review queue, driven through the module as the shell mounts it at /catalog-approval', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of queuePaths) {
    it(describeFixturePath(path, queueNames.get), () => walkQueue(path));
  }

  it(`a link followed while the chosen products are approved: ${describeFixturePath(approvedWhileAway, queueNames.get)}`, () => walkQueue(approvedWhileAway));

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(combineCoverage([measureCoverage(reviewQueueMachine, queuePaths), measureCoverage(reviewQueueMachine, [approvedWhileAway])]));
  });
});

// ---------------------------------------------------------------------------------------------
// Approving the chosen products.

const CHOSEN = [
  { productId: 31, revision: 1, title: 'Smart TV LED 55" 4K Samsung' },
  { productId: 32, revision: 2, title: 'Zapatilla urbana Austral' },
];

const bulkFixtures = {
  start: { type: 'bulk.start', items: CHOSEN },
  cancel: { type: 'bulk.cancel' },
  confirm: { type: 'bulk.confirm' },
  dismiss: { type: 'results.dismiss' },
  approved: { type: 'xstate.done.actor.0.bulkApproval.approving', output: RESULTS },
  approvalFailed: { type: 'xstate.error.actor.0.bulkApproval.approving', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type BulkFixture = keyof typeof bulkFixtures;
const bulkNames = eventNames(bulkFixtures);

type BulkUnfixtured = Exclude<BulkApprovalEvent['type'], (typeof bulkFixtures)[BulkFixture]['type']>;
const _everyBulkEventHasAFixture: [BulkUnfixtured] extends [never] ? true : BulkUnfixtured = true;

type BulkSnapshot = SnapshotFrom<typeof bulkApprovalMachine>;

const bulkPaths = coveringPaths<BulkSnapshot, EventObject, BulkApprovalInput>(bulkApprovalMachine, {
  // The queue the approval asks again; the paths are walked without running it.
  input: { queue: createActor(reviewQueueMachine, { input: { filters: FRESH } }) },
  events: Object.values(bulkFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.results !== null],
  eventKey: (event) => JSON.stringify(event),
  // Both rows are chosen once, before any answer came back (after it, the queue holds only the shoe).
  filter: (snapshot, event) => (event.type === 'bulk.start' ? snapshot.context.results === null : true),
  chained: true,
});

const FLASH_SUCCESS = { type: 'success', messageId: 'catalogApproval.flash.success' };
const FLASH_FAILED = { type: 'danger', messageId: 'catalogApproval.flash.updateApprovalError' };

interface BulkWorld extends QueueWorld {
  results: boolean;
  failed: boolean;
  flashes: unknown[];
}

const simulateBulk: Record<BulkFixture, (world: BulkWorld) => Promise<unknown>> = {
  start: async (world) => {
    // The page comes back to assistive technology once a closing dialog is gone.
    const button = await waitFor(() => within(bulkBar()).getByRole('button', { name: 'Aprobar elegidos' }));
    await world.user.click(button);
    world.failed = false;
  },
  cancel: ({ user }) => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Volver' })),
  confirm: async (world) => {
    await world.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aprobar' }));
    [world.approving, world.sent] = [true, world.chosen];
  },
  dismiss: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Cerrar' }));
    world.results = false;
  },
  approved: async (world) => {
    await answerApproval(world);
    world.results = true;
    // Someone was told: the shoe was decided by another reviewer, so the approval did not all go through.
    world.flashes.push(FLASH_FAILED);
    await answerQueue(world, { page: AFTER_APPROVAL });
  },
  approvalFailed: async (world) => {
    await waitFor(() => expect(world.server.bulk.pending).toBe(1));
    world.server.bulk.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
    world.flashes.push(FLASH_FAILED);
    [world.approving, world.failed] = [false, true];
  },
};

async function expectBulkScreen(state: AnyMachineSnapshot, world: BulkWorld) {
  const snapshot = state as BulkSnapshot;
  expect(snapshot.matches('approving')).toBe(world.approving);
  expect(snapshot.matches('failed')).toBe(world.failed);
  expect(snapshot.context.results !== null).toBe(world.results);
  if (snapshot.matches('confirming')) {
    // Both rows at first; after an approval the queue holds only the shoe, still chosen.
    const dialog = await screen.findByRole('alertdialog', { name: world.chosen.length === 2 ? '¿Aprobar 2 productos?' : '¿Aprobar 1 producto?' });
    expect(dialog).toHaveTextContent('Cada uno se publica como lo envió su seller y queda a la venta; a cada seller le llega un aviso.');
    // The page behind the dialog waits, hidden from assistive technology until it closes.
    return;
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }
  const button = await waitFor(() => within(bulkBar()).getByRole('button', { name: 'Aprobar elegidos' }));
  const barStatus = within(bulkBar()).getByRole('status');
  if (world.approving) {
    await waitFor(() => expect(barStatus).toHaveTextContent('Aprobando los productos elegidos…'));
    await waitFor(() => expect(button).toBeDisabled());
  } else {
    await waitFor(() => expect(barStatus).toHaveTextContent(''));
    // Offered again on the chosen rows at rest (the shoe stays chosen after the answer).
    if (snapshot.matches('idle') || snapshot.matches('failed')) await waitFor(() => expect(button).toBeEnabled());
  }
  if (world.failed) expect(within(bulkBar()).getByRole('alert')).toHaveTextContent(`No pudimos aprobar los productos elegidos.${UNAVAILABLE_TEXT}`);
  else expect(within(bulkBar()).queryByRole('alert')).toBeNull();
  const results = screen.queryByRole('region', { name: 'Resultado de la aprobación' });
  if (world.results) {
    expect(results).toHaveTextContent('1 aprobado, 1 sin aprobar');
    expect(within(results!).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Smart TV LED 55" 4K Samsung: aprobado',
      'Zapatilla urbana Austral: sin aprobar. Esta revisión ya fue decidida por otra persona.',
    ]);
  } else {
    expect(results).toBeNull();
  }
  await waitFor(() => expect(world.view.host.flash.mock.calls.map(([message]) => message)).toEqual(world.flashes));
}

describe('approving the chosen products of the queue, driven through the page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of bulkPaths) {
    it(describeFixturePath(path, bulkNames.get), async () => {
      const server = fakeApprovalServer();
      const view = renderApprovalModule({ path: '/catalog-approval' });
      const world: BulkWorld = { user: userEvent.setup(), server, view, expected: { ...FRESH }, chosen: [], navigations: 0, approving: false, sent: [], results: false, failed: false, flashes: [] };
      await answerQueue(world, { page: PAGE_ONE });
      await waitFor(() => expect(tableRows()).toHaveLength(2));
      await world.user.click(screen.getByRole('checkbox', { name: 'Elegir todos los productos de la página' }));
      world.chosen = [31, 32];
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateBulk[bulkNames.get(step.event)](world);
        await expectBulkScreen(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(bulkApprovalMachine, bulkPaths));
  });
});

// ---------------------------------------------------------------------------------------------
// A product under review.

const CONTENT: ProductReview['content'] = {
  categoryId: 11,
  title: 'Smart TV LED 55" 4K Samsung',
  description: 'Panel 4K.\nTres entradas HDMI.',
  brandId: 3,
  price: 399_990,
  offer: { price: 349_990, from: '2026-11-20', to: '2026-11-30' },
  attributes: { pantalla: 55, smart_tv: true },
  variants: [{ sku: 'UN55CU7000', attributes: {} }],
  images: ['q3Zk1VbH0cR8wYp2LmN4sT7u'],
};
const review = (overrides: Partial<ProductReview> & Pick<ProductReview, 'status' | 'version'>): ProductReview => ({
  productId: 31,
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  revision: 2,
  submittedAt: '2026-11-20T13:00:00Z',
  publishedAt: '2026-11-10T12:00:00Z',
  onSale: true,
  content: CONTENT,
  categoryName: 'Televisión',
  brandName: 'Samsung',
  attributes: [
    { code: 'pantalla', name: 'Tamaño de pantalla', unit: 'pulgadas', required: true, value: 55, problem: null },
    { code: 'resolucion', name: 'Resolución', unit: null, required: false, value: null, problem: null },
    { code: 'smart_tv', name: 'Smart TV', unit: null, required: false, value: true, problem: null },
  ],
  problems: [],
  changes: [
    { field: 'price', name: null, before: 429_990, after: 399_990 },
    { field: 'attributes.pantalla', name: 'Tamaño de pantalla', before: 50, after: 55 },
  ],
  decisions: [{ revision: 1, decision: 'approved', reasonCode: null, reasonText: null, note: null, reviewerName: 'Felipe Contreras', decidedAt: '2026-11-10T12:00:00Z' }],
  ...overrides,
});
const PENDING = review({ status: 'pending', version: 5 });
const APPROVED = review({
  status: 'approved',
  version: 6,
  publishedAt: '2026-11-26T13:20:00Z',
  changes: [],
  decisions: [{ revision: 2, decision: 'approved', reasonCode: null, reasonText: null, note: null, reviewerName: 'Felipe Contreras', decidedAt: '2026-11-26T13:20:00Z' }, PENDING.decisions[0]!],
});
const REJECTED = review({
  status: 'rejected',
  version: 6,
  decisions: [
    {
      revision: 2,
      decision: 'rejected',
      reasonCode: 'images_quality',
      reasonText: 'Las imágenes no cumplen: deben ser nítidas, sobre fondo blanco y mostrar el producto que se vende.',
      note: 'Fondo blanco.',
      reviewerName: 'Felipe Contreras',
      decidedAt: '2026-11-26T13:20:00Z',
    },
    PENDING.decisions[0]!,
  ],
});
/** What another reviewer decided meanwhile, read again after a conflict. */
const DECIDED_ELSEWHERE = review({
  status: 'approved',
  version: 6,
  changes: [],
  decisions: [{ revision: 2, decision: 'approved', reasonCode: null, reasonText: null, note: null, reviewerName: 'Javiera Muñoz', decidedAt: '2026-11-26T13:10:00Z' }, PENDING.decisions[0]!],
});
const REASONS: RejectionReason[] = [
  { code: 'images_quality', text: 'Las imágenes no cumplen: deben ser nítidas, sobre fondo blanco y mostrar el producto que se vende.', active: true, position: 1, version: 1 },
  { code: 'wrong_category', text: 'El producto está en una categoría que no le corresponde.', active: true, position: 2, version: 1 },
  // Retired: a rejection no longer gives it.
  { code: 'old_reason', text: 'Motivo retirado.', active: false, position: 3, version: 2 },
];
const viewOf = (shown: ProductReview): ReviewView => ({ review: shown, reasons: REASONS.filter((reason) => reason.active) });

const detailFixtures = {
  retry: { type: 'detail.retry' },
  approve: { type: 'action.start', action: 'approve' },
  reject: { type: 'action.start', action: 'reject' },
  closeDialog: { type: 'action.close' },
  confirm: { type: 'action.confirm' },
  loaded: { type: 'xstate.done.actor.load', output: viewOf(PENDING) },
  loadFailed: { type: 'xstate.error.actor.load', error: unavailable },
  missing: { type: 'xstate.error.actor.load', error: notFound },
  rejectionGiven: { type: 'xstate.done.actor.actionForm', output: { reason: 'images_quality', note: 'Fondo blanco.' } },
  approved: { type: 'xstate.done.actor.act', output: viewOf(APPROVED) },
  rejected: { type: 'xstate.done.actor.act', output: viewOf(REJECTED) },
  actConflict: { type: 'xstate.error.actor.act', error: decided },
  actFailed: { type: 'xstate.error.actor.act', error: unavailable },
  reloaded: { type: 'xstate.done.actor.0.productReview.conflict', output: viewOf(DECIDED_ELSEWHERE) },
  reloadFailed: { type: 'xstate.error.actor.0.productReview.conflict', error: unavailable },
  reloadMissing: { type: 'xstate.error.actor.0.productReview.conflict', error: notFound },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type DetailFixture = keyof typeof detailFixtures;
const detailNames = eventNames(detailFixtures);

/** Every event of the chart has a fixture (no refused approval is sent again from the page, and a review has no file). */
type DetailUnfixtured = Exclude<Exclude<DetailEvent<ReviewAction>['type'], 'action.retry' | 'download.start'>, (typeof detailFixtures)[DetailFixture]['type']>;
const _everyDetailEventHasAFixture: [DetailUnfixtured] extends [never] ? true : DetailUnfixtured = true;

type DetailSnapshotOf = SnapshotFrom<typeof productReviewMachine>;
/** The kit's chart keeps its optional states out of the snapshot's type: read it as a detail chart. */
type Shown = DetailSnapshot<ReviewView, ReviewAction>;

/** The server answers the decision sent. */
const OF_ACTION: Partial<Record<DetailFixture, ReviewAction>> = { approved: 'approve', rejected: 'reject', rejectionGiven: 'reject' };

const detailPaths = coveringPaths<DetailSnapshotOf, EventObject, ReviewInput>(productReviewMachine, {
  input: { productId: 31, may: ['approve', 'reject'] },
  events: Object.values(detailFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.detail?.review.status ?? null, snapshot.context.action, snapshot.context.draft !== null],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const action = OF_ACTION[detailNames.get(event)];
    return action === undefined || snapshot.context.action === action;
  },
  chained: true,
});

interface DetailWorld {
  user: UserEvent;
  server: ApprovalServer;
  view: ReturnType<typeof renderApprovalModule>;
  /** How many times the page read the product first (each tells the breadcrumb its title). */
  arrivals: number;
  flashes: unknown[];
}

/** The product and then the reasons, as the page reads them for a reviewer. */
async function answerReview(world: DetailWorld, answer: Parameters<ApprovalServer['review']['answer']>[0]) {
  await waitFor(() => expect(world.server.review.pending).toBe(1));
  expect(world.server.review.received.at(-1)).toBe(31);
  world.server.review.answer(answer);
  if (!('review' in answer)) return;
  await waitFor(() => expect(world.server.reasons.pending).toBe(1));
  world.server.reasons.answer({ reasons: REASONS });
}

/** The decision's one request, naming the revision on screen, answered. */
async function answerDecision(world: DetailWorld, snapshot: Shown, answer: Parameters<ApprovalServer['approval']['answer']>[0]) {
  const rejecting = snapshot.context.action === 'reject';
  const queue = rejecting ? world.server.rejection : world.server.approval;
  await waitFor(() => expect(queue.pending).toBe(1));
  const body = rejecting ? { revision: 2, reasonCode: 'images_quality', note: 'Fondo blanco.' } : { revision: 2 };
  expect(queue.received.at(-1)).toEqual({ productId: 31, body });
  queue.answer(answer);
  world.flashes.push('review' in answer ? FLASH_SUCCESS : FLASH_FAILED);
}

const actionBar = () => screen.getByRole('group', { name: 'Decisión sobre el producto' });

const simulateDetail: Record<DetailFixture, (world: DetailWorld, snapshot: Shown) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  approve: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Aprobar' })),
  reject: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Rechazar' })),
  closeDialog: ({ user }) => {
    const dialog = screen.queryByRole('alertdialog') ?? screen.getByRole('dialog');
    return user.click(within(dialog).getByRole('button', { name: 'Volver' }));
  },
  confirm: ({ user }) => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aprobar' })),
  loaded: (world) => {
    world.arrivals += 1;
    return answerReview(world, { review: PENDING });
  },
  loadFailed: (world) => answerReview(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: (world) => answerReview(world, { fail: 404, code: 'PRODUCT_NOT_FOUND' }),
  rejectionGiven: async ({ user }) => {
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la revisión' });
    const submit = within(dialog).getByRole('button', { name: 'Rechazar' });
    const reason = within(dialog).getByRole('combobox', { name: 'Motivo' });
    // A dialog brought back after a failed send still holds what was chosen.
    if ((reason as HTMLSelectElement).value === '') {
      expect(submit).toBeDisabled();
      // Only the reasons the catalogue offers now, as the seller will read them.
      expect([...reason.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'Elige un motivo',
        'Las imágenes no cumplen: deben ser nítidas, sobre fondo blanco y mostrar el producto que se vende.',
        'El producto está en una categoría que no le corresponde.',
      ]);
      await user.selectOptions(reason, 'Las imágenes no cumplen: deben ser nítidas, sobre fondo blanco y mostrar el producto que se vende.');
      await user.type(within(dialog).getByRole('textbox', { name: 'Nota para el seller (opcional)' }), 'Fondo blanco.');
    }
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
  },
  approved: (world, snapshot) => answerDecision(world, snapshot, { review: APPROVED }),
  rejected: (world, snapshot) => answerDecision(world, snapshot, { review: REJECTED }),
  actConflict: (world, snapshot) => answerDecision(world, snapshot, { fail: 409, code: 'REVIEW_ALREADY_DECIDED' }),
  actFailed: (world, snapshot) => answerDecision(world, snapshot, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloaded: (world) => answerReview(world, { review: DECIDED_ELSEWHERE }),
  reloadFailed: (world) => answerReview(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloadMissing: (world) => answerReview(world, { fail: 404, code: 'PRODUCT_NOT_FOUND' }),
};

/** What the page shows of each product the paths meet, by its status, written out. */
const SHOWN_REVIEW: Record<string, { badge: string; buttons: string[]; changes: string[][]; decisions: string[] }> = {
  pending: {
    badge: 'En revisión',
    buttons: ['Aprobar', 'Rechazar'],
    changes: [
      ['Precio', '$429.990', '$399.990'],
      ['Tamaño de pantalla', '50', '55'],
    ],
    decisions: ['Revisión 1 aprobada10-11-2026, 09:00 · Felipe Contreras'],
  },
  approved: { badge: 'Publicado', buttons: [], changes: [], decisions: [] },
  rejected: {
    badge: 'Rechazado',
    buttons: [],
    changes: [
      ['Precio', '$429.990', '$399.990'],
      ['Tamaño de pantalla', '50', '55'],
    ],
    decisions: [
      'Revisión 2 rechazada26-11-2026, 10:20 · Felipe ContrerasLas imágenes no cumplen: deben ser nítidas, sobre fondo blanco y mostrar el producto que se vende.Fondo blanco.',
      'Revisión 1 aprobada10-11-2026, 09:00 · Felipe Contreras',
    ],
  },
};

function expectReviewFacts(shown: ProductReview) {
  const facts = SHOWN_REVIEW[shown.status]!;
  const heading = screen.getByRole('heading', { level: 1, name: 'Smart TV LED 55" 4K Samsung' });
  expect(heading.parentElement).toHaveTextContent(facts.badge);
  expect(screen.getByText('Tienda Andes SpA · Enviado: 20-11-2026, 10:00 · Revisión 2')).toBeVisible();
  // As a buyer would see it.
  const preview = screen.getByRole('heading', { level: 2, name: 'Como lo verá el comprador' }).parentElement!;
  expect([...preview.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
    ['Precio', '$349.990 (precio normal $399.990, oferta del 20-11-2026 al 30-11-2026)'],
    ['Marca', 'Samsung'],
    ['Categoría', 'Televisión'],
  ]);
  expect(within(preview).getByRole('img', { name: 'Imagen 1 de 1' })).toHaveAttribute('src', '/v1/catalog/images/q3Zk1VbH0cR8wYp2LmN4sT7u/thumb');
  expect(within(preview).getByText(/Panel 4K\.\s+Tres entradas HDMI\./)).toBeVisible();
  // The rules checked, each attribute by its name.
  expect(screen.getByText('La revisión cumple todas las reglas de su categoría.')).toBeVisible();
  const checks = within(screen.getByRole('table', { name: 'Atributos de la categoría y sus valores' })).getAllByRole('row').slice(1);
  expect(checks.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
    ['Tamaño de pantalla (obligatorio)', '55 pulgadas', 'Cumple'],
    ['Resolución', '—', 'Cumple'],
    ['Smart TV', 'Sí', 'Cumple'],
  ]);
  // What changes from the revision on sale.
  const changes = screen.queryByRole('table', { name: 'Lo que cambia, campo por campo' });
  if (facts.changes.length === 0 && shown.changes?.length === 0) {
    expect(changes).toBeNull();
    expect(screen.getByText('Esta revisión no cambia nada de lo publicado.')).toBeVisible();
  } else {
    expect(within(changes!).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(facts.changes);
  }
  const decisions = within(screen.getByRole('heading', { level: 2, name: 'Decisiones' }).parentElement!).getAllByRole('listitem').map((entry) => entry.textContent);
  expect(decisions).toEqual(
    shown === APPROVED
      ? ['Revisión 2 aprobada26-11-2026, 10:20 · Felipe Contreras', 'Revisión 1 aprobada10-11-2026, 09:00 · Felipe Contreras']
      : shown === DECIDED_ELSEWHERE
        ? ['Revisión 2 aprobada26-11-2026, 10:10 · Javiera Muñoz', 'Revisión 1 aprobada10-11-2026, 09:00 · Felipe Contreras']
        : facts.decisions,
  );
}

/** What the page reports above the product, by the chart's state. */
function noticeOf(snapshot: Shown): { role: 'status' | 'alert'; text: string[] } | null {
  const { action } = snapshot.context;
  if (snapshot.matches({ shown: 'done' })) return { role: 'status', text: [action === 'approve' ? 'Aprobamos el producto: ya está a la venta.' : 'Rechazamos la revisión: el seller verá el motivo.'] };
  if (snapshot.matches({ shown: 'refused' })) return { role: 'alert', text: ['No pudimos aprobar el producto', UNAVAILABLE_TEXT] };
  if (snapshot.matches('conflict')) return { role: 'alert', text: ['El producto cambió mientras lo revisabas', 'Lo estamos cargando otra vez…'] };
  if (snapshot.matches({ shown: 'outdated' })) return { role: 'alert', text: ['El producto cambió mientras lo revisabas', 'Esta revisión ya fue decidida por otra persona.'] };
  return null;
}

async function expectReviewScreen(state: AnyMachineSnapshot, world: DetailWorld) {
  const snapshot = state as unknown as Shown;
  await waitFor(() => expect(world.view.host.flash.mock.calls.map(([message]) => message)).toEqual(world.flashes));
  if (snapshot.matches('loading')) {
    expect(screen.getByRole('link', { name: 'Volver a la cola de revisión' })).toHaveAttribute('href', '/catalog-approval');
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
    expect(screen.queryByRole('group', { name: 'Decisión sobre el producto' })).toBeNull();
    return;
  }
  const { detail, action } = snapshot.context;
  if (snapshot.matches('confirming') || (snapshot.matches('submitting') && action === 'approve')) {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aprobar el producto?' });
    expect(dialog).toHaveTextContent('Se publica como lo envió el seller y queda a la venta. Al seller le llega un aviso.');
    const buttons = [within(dialog).getByRole('button', { name: 'Aprobar' }), within(dialog).getByRole('button', { name: 'Volver' })];
    // The dialog stays, disabled, until the answer.
    if (snapshot.matches('submitting')) await waitFor(() => buttons.forEach((button) => expect(button).toBeDisabled()));
    else buttons.forEach((button) => expect(button).toBeEnabled());
    return;
  }
  if (snapshot.matches('asking') || (snapshot.matches('submitting') && action === 'reject')) {
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la revisión' });
    expect(dialog).toHaveTextContent('El seller verá el motivo y tu nota en su producto. La versión publicada sigue a la venta.');
    const submit = within(dialog).getByRole('button', { name: 'Rechazar' });
    if (snapshot.matches('submitting')) await waitFor(() => expect(submit).toBeDisabled());
    if (snapshot.matches({ asking: 'refused' })) {
      // Back with what was chosen, and why it did not go through.
      expect(within(dialog).getByRole('alert')).toHaveTextContent(`No pudimos rechazar el producto.${UNAVAILABLE_TEXT}`);
      expect(within(dialog).getByRole('combobox', { name: 'Motivo' })).toHaveValue('images_quality');
      expect(within(dialog).getByRole('textbox', { name: 'Nota para el seller (opcional)' })).toHaveValue('Fondo blanco.');
    }
    return;
  }
  await waitFor(() => expect(screen.queryByRole('alertdialog') ?? screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expectReviewFacts(detail!.review));
  // The breadcrumb is told the product's title each time the page reads it first.
  expect(world.view.host.announceName.mock.calls).toEqual(Array.from({ length: world.arrivals }, () => ['31', 'Smart TV LED 55" 4K Samsung']));
  const buttons = SHOWN_REVIEW[detail!.review.status]!.buttons;
  await waitFor(() => {
    const group = screen.queryByRole('group', { name: 'Decisión sobre el producto' });
    if (buttons.length === 0) return expect(group).toBeNull();
    expect(within(group!).getAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
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

describe('a product under review, driven through the module as the shell mounts it at /catalog-approval/31', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of detailPaths) {
    it(describeFixturePath(path, detailNames.get), async () => {
      const server = fakeApprovalServer();
      const view = renderApprovalModule({ path: '/catalog-approval/31' });
      const world: DetailWorld = { user: userEvent.setup(), server, view, arrivals: 0, flashes: [] };
      let previous: Shown | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateDetail[detailNames.get(step.event)](world, previous!);
        await expectReviewScreen(step.state, world);
        previous = step.state as unknown as Shown;
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(productReviewMachine, detailPaths));
  });
});

// ---------------------------------------------------------------------------------------------
// A seller's own products.

const own = (overrides: Partial<OwnReviewItem> & Pick<OwnReviewItem, 'productId' | 'title' | 'status'>): OwnReviewItem => ({
  revision: 1,
  submittedAt: '2026-11-20T13:00:00Z',
  lastDecision: null,
  ...overrides,
});
const OWN_PENDING = own({ productId: 31, title: 'Smart TV LED 55" 4K Samsung', status: 'pending' });
const OWN_REJECTED = own({
  productId: 5,
  title: 'Zapatilla urbana Andes',
  status: 'rejected',
  lastDecision: {
    revision: 1,
    decision: 'rejected',
    reasonCode: 'images_quality',
    reasonText: 'Las imágenes no cumplen.',
    note: 'Fondo blanco.',
    reviewerName: null,
    decidedAt: '2026-11-21T15:00:00Z',
  },
});
const OWN_APPROVED = own({
  productId: 6,
  title: 'Audífonos inalámbricos Sur',
  status: 'approved',
  lastDecision: { revision: 1, decision: 'approved', reasonCode: null, reasonText: null, note: null, reviewerName: null, decidedAt: '2026-11-22T15:00:00Z' },
});
const OWN_ROW_TEXT: Record<number, string[]> = {
  31: ['Smart TV LED 55" 4K Samsung', 'En revisión', '20-11-2026, 10:00', 'Aún sin decisión'],
  5: ['Zapatilla urbana Andes', 'Rechazado', '20-11-2026, 10:00', 'Rechazado el 21-11-2026: Las imágenes no cumplen. Fondo blanco.'],
  6: ['Audífonos inalámbricos Sur', 'Publicado', '20-11-2026, 10:00', 'Aprobado el 22-11-2026'],
};
const OWN_CURSOR = 'WyJvd24tcmV2aWV3cyJd';
const OWN_ONE: OwnReviewPage = { items: [OWN_PENDING, OWN_REJECTED], nextCursor: OWN_CURSOR };
const OWN_TWO: OwnReviewPage = { items: [OWN_APPROVED], nextCursor: null };
const OWN_EMPTY: OwnReviewPage = { items: [], nextCursor: null };

const ownFixtures = {
  rejectedOnly: { type: 'filter.status', status: 'rejected' },
  restore: { type: 'filter.restore', filters: { status: 'approved' } },
  // The menu's entry: every product again.
  restoreAll: { type: 'filter.restore', filters: { status: null } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  pageOne: { type: 'xstate.done.actor.listPage', output: OWN_ONE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: OWN_EMPTY },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: OWN_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type OwnFixture = keyof typeof ownFixtures;
const ownNames = eventNames(ownFixtures);

type OwnUnfixtured = Exclude<OwnReviewsEvent['type'], (typeof ownFixtures)[OwnFixture]['type']>;
const _everyOwnEventHasAFixture: [OwnUnfixtured] extends [never] ? true : OwnUnfixtured = true;

type OwnSnapshot = SnapshotFrom<typeof ownReviewsMachine>;

const ownPaths = coveringPaths<OwnSnapshot, EventObject, { filters: OwnReviewFilters }>(ownReviewsMachine, {
  input: { filters: { status: null } },
  events: Object.values(ownFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.filters, snapshot.context.rows.map((row) => row.productId), snapshot.context.nextCursor],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const atRest = snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');
    if (event.type === 'filter.status') return atRest && snapshot.context.filters.status === null;
    if (ownNames.get(event) === 'restore') return atRest && snapshot.context.filters.status === 'rejected';
    if (ownNames.get(event) === 'restoreAll') return atRest && snapshot.context.filters.status === 'approved';
    return true;
  },
  chained: true,
});

interface OwnWorld {
  user: UserEvent;
  server: ApprovalServer;
  view: ReturnType<typeof renderApprovalModule>;
  status: OwnReviewFilters['status'];
  navigations: number;
}

async function answerOwn(world: OwnWorld, answer: Parameters<ApprovalServer['own']['answer']>[0], cursor?: string) {
  await waitFor(() => expect(world.server.own.pending).toBe(1));
  const expected: SentQuery = [...(world.status ? [['status', world.status] as [string, string]] : []), ['limit', '25'], ...(cursor ? [['cursor', cursor] as [string, string]] : [])];
  expect(sorted(world.server.own.received.at(-1) ?? [])).toEqual(sorted(expected));
  world.server.own.answer(answer);
}

const simulateOwn: Record<OwnFixture, (world: OwnWorld) => Promise<unknown>> = {
  rejectedOnly: async (world) => {
    await world.user.selectOptions(select('Estado'), 'Rechazado');
    world.status = 'rejected';
    world.navigations += 1;
    await waitFor(() => expect(world.view.host.navigate).toHaveBeenLastCalledWith('/catalog-approval?status=rejected', { replace: true }));
  },
  restore: async (world) => {
    world.view.show({ path: '/catalog-approval', search: 'status=approved' });
    world.status = 'approved';
  },
  restoreAll: async (world) => {
    world.view.show({ path: '/catalog-approval', search: '' });
    world.status = null;
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pageOne: (world) => answerOwn(world, { page: OWN_ONE }),
  emptyPage: (world) => answerOwn(world, { page: OWN_EMPTY }),
  listFailed: (world) => answerOwn(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: (world) => answerOwn(world, { page: OWN_TWO }, OWN_CURSOR),
  nextPageFailed: (world) => answerOwn(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, OWN_CURSOR),
};

async function expectOwnScreen(state: AnyMachineSnapshot, world: OwnWorld) {
  const snapshot = state as OwnSnapshot;
  const { rows, filters, nextCursor } = snapshot.context;
  expect(filters.status).toBe(world.status);
  expect(screen.getByRole('heading', { level: 1, name: 'Estado de revisión de mis productos' })).toBeVisible();
  // Statuses by name, never by code.
  expect(select('Estado')).toHaveDisplayValue(filters.status === null ? 'Todos' : filters.status === 'rejected' ? 'Rechazado' : 'Publicado');
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => OWN_ROW_TEXT[row.productId])));
    // Each leads to the product's own page in Productos.
    for (const row of rows) expect(screen.getByRole('link', { name: row.title })).toHaveAttribute('href', `/pim/products/${row.productId}`);
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  const listStatus = screen.getAllByRole('status').at(-1)!;
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(listStatus).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(listStatus).toHaveTextContent('Cargando tus productos…'));
  else await waitFor(() => expect(listStatus).toHaveTextContent(''));
  const emptyText = { filtered: 'No tienes productos con este estado.', unfiltered: 'Aún no envías productos a revisión.' };
  for (const kind of ['filtered', 'unfiltered'] as const) {
    if (snapshot.matches({ empty: kind })) expect(screen.getByText(emptyText[kind])).toBeVisible();
    else expect(screen.queryByText(emptyText[kind])).toBeNull();
  }
  if (snapshot.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(`No pudimos cargar tus productos.${UNAVAILABLE_TEXT}`);
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent(`No pudimos cargar más productos.${UNAVAILABLE_TEXT}`);
  if (!snapshot.matches('failed') && !snapshot.matches({ loaded: 'moreFailed' })) expect(screen.queryByRole('alert')).toBeNull();
  const moreOffered = nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
  if (moreOffered) await waitFor(() => expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument());
  else expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
}

describe("a seller's own products' review status, driven through the module at /catalog-approval", () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of ownPaths) {
    it(describeFixturePath(path, ownNames.get), async () => {
      const server = fakeApprovalServer();
      const view = renderApprovalModule({ path: '/catalog-approval', session: SELLER_SESSION });
      const world: OwnWorld = { user: userEvent.setup(), server, view, status: null, navigations: 0 };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateOwn[ownNames.get(step.event)](world);
        await expectOwnScreen(step.state, world);
      }
      expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(ownReviewsMachine, ownPaths));
  });
});

// ---------------------------------------------------------------------------------------------
// Who sees what, other languages and accessibility.

describe('catalogue approval: who sees what, and accessibility', () => {
  afterEach(() => forgetScreenWidth());

  it('shows a seller its own product read only, with the way to its page in Productos and back to its list', async () => {
    setScreenWidth(1280);
    const server = fakeApprovalServer();
    renderApprovalModule({ path: '/catalog-approval/31', session: SELLER_SESSION });
    await waitFor(() => expect(server.review.pending).toBe(1));
    server.review.answer({ review: { ...REJECTED, decisions: REJECTED.decisions.map((decision) => ({ ...decision, reviewerName: null })) } });
    await screen.findByRole('heading', { level: 1, name: 'Smart TV LED 55" 4K Samsung' });
    // A seller reads no reasons: it decides nothing.
    expect(server.reasons.received).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Decisión sobre el producto' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver la página del producto' })).toHaveAttribute('href', '/pim/products/31');
    expect(screen.getByRole('link', { name: 'Volver a mis productos en revisión' })).toHaveAttribute('href', '/catalog-approval');
    expect(screen.queryByText(/Felipe Contreras/)).toBeNull();
  });

  it('leads a reviewer back to the queue as it was left, and says what a revision breaks without offering to approve it', async () => {
    setScreenWidth(1280);
    const server = fakeApprovalServer();
    renderApprovalModule({ path: '/catalog-approval/31', state: { listQuery: 'seller=1&order=newest' } });
    const broken = review({
      status: 'pending',
      version: 5,
      changes: null,
      publishedAt: null,
      attributes: [{ code: 'pantalla', name: 'Tamaño de pantalla', unit: 'pulgadas', required: true, value: null, problem: 'missing' }],
      problems: [
        { field: 'attributes.pantalla', rule: 'missing' },
        { field: 'variants.0.sku', rule: 'skuFormat' },
      ],
      decisions: [],
    });
    await waitFor(() => expect(server.review.pending).toBe(1));
    server.review.answer({ review: broken });
    await waitFor(() => expect(server.reasons.pending).toBe(1));
    server.reasons.answer({ reasons: REASONS });
    await screen.findByRole('heading', { level: 1, name: 'Smart TV LED 55" 4K Samsung' });
    expect(screen.getByRole('link', { name: 'Volver a la cola de revisión' })).toHaveAttribute('href', '/catalog-approval?seller=1&order=newest');
    expect(screen.getByText('La revisión no cumple:')).toBeVisible();
    expect(screen.getByText('SKU de la variante 1: SKU no válido')).toBeVisible();
    expect(screen.getByText('Producto nuevo: no hay una versión publicada con qué compararlo.')).toBeVisible();
    expect(screen.getByText('Esta revisión aún no se decide.')).toBeVisible();
    expect(within(actionBar()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Rechazar']);
  });

  it('has no axe violations on the queue at 1280 px and on a phone, nor on a review and its dialogs', async () => {
    for (const width of [1280, 360]) {
      setScreenWidth(width);
      const server = fakeApprovalServer();
      const queue = renderApprovalModule({ path: '/catalog-approval' });
      await waitFor(() => expect(server.queue.pending).toBe(1));
      server.queue.answer({ page: PAGE_ONE });
      await screen.findAllByRole('link', { name: 'Smart TV LED 55" 4K Samsung' });
      expect(await axeViolations(queue.container)).toEqual([]);
      queue.unmount();
    }
    setScreenWidth(1280);
    const server = fakeApprovalServer();
    const page = renderApprovalModule({ path: '/catalog-approval/31' });
    await waitFor(() => expect(server.review.pending).toBe(1));
    server.review.answer({ review: PENDING });
    await waitFor(() => expect(server.reasons.pending).toBe(1));
    server.reasons.answer({ reasons: REASONS });
    await screen.findByRole('heading', { level: 1, name: 'Smart TV LED 55" 4K Samsung' });
    expect(await axeViolations(page.container)).toEqual([]);
    const user = userEvent.setup();
    await user.click(within(actionBar()).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la revisión' });
    expect(await axeViolations(dialog)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus comes back to the action bar.
    await waitFor(() => expect(within(actionBar()).getByRole('button', { name: 'Aprobar' })).toHaveFocus());
  });

  it('speaks English to a reviewer reading in English', async () => {
    setScreenWidth(1280);
    const server = fakeApprovalServer();
    renderApprovalModule({ path: '/catalog-approval', locale: 'en' });
    await waitFor(() => expect(server.queue.pending).toBe(1));
    server.queue.answer({ page: PAGE_ONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue approval' })).toBeVisible();
    expect(screen.getByText('3 products to review')).toBeVisible();
    expect(within(screen.getByRole('table')).getAllByRole('row')[2]).toHaveTextContent('Update');
  });
});
