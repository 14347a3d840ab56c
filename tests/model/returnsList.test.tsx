/**
 * Model-based tests of the returns list (modules/returns), driving the module's real Root through
 * its composition root and the typed returns client against a fake returns service (msw, typed from
 * the contract) that holds each request until the path answers it. Paths are generated from the
 * list's statechart to take every transition; each step checks what a seller sees (the tabs and
 * their counts, the rows with their dates, reasons and statuses in Spanish, the loading, refreshing,
 * empty and failed states, "Cargar más"), each request against the query the filters chosen so far
 * must send, and each applied filter against the URL written back.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { returnsListMachine, type ReturnsListEvent } from '../../modules/returns/machines/returnsList.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { CS_SESSION, fakeReturnsServer, renderReturnsModule, type ReturnPage, type ReturnsServer, type ReturnSummary, type SentQuery } from './returns.support.tsx';
import { answerSellerNames, expectSellerBox, pickAndes, staffSession } from './sellerFilter.support.ts';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';

const summary = (overrides: Partial<ReturnSummary> & Pick<ReturnSummary, 'id' | 'returnNumber' | 'orderNumber'>): ReturnSummary => ({
  orderId: 100 + overrides.id,
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  status: 'return_in_process',
  createdAt: '2026-11-23T15:04:00Z',
  units: 1,
  customerName: 'Cliente',
  customerReason: 'defective',
  escalated: false,
  takenOver: false,
  ...overrides,
});

const CAMILA = summary({ id: 12, returnNumber: 'D-2026-000123', orderNumber: '2026-000456', customerName: 'Camila Soto' });
// 02:10 UTC on the 21st is 23:10 on the 20th in Santiago.
const JOSE = summary({
  id: 15,
  returnNumber: 'D-2026-000131',
  orderNumber: '2026-000470',
  createdAt: '2026-11-21T02:10:00Z',
  customerName: 'José Pérez',
  customerReason: 'regret',
  escalated: true,
  takenOver: true,
});
const ROSA = summary({ id: 9, returnNumber: 'D-2026-000098', orderNumber: '2026-000401', createdAt: '2026-11-20T13:00:00Z', customerName: 'Rosa Díaz', customerReason: 'wrong_item' });

/** Each row as the table must read, cell by cell. */
const ROW_TEXT: Record<number, string[]> = {
  12: ['D-2026-000123', '2026-000456', '23-11-2026', 'Camila Soto', 'Producto defectuoso', 'En revisión'],
  15: ['D-2026-000131', '2026-000470', '20-11-2026', 'José Pérez', 'Arrepentimiento de compra', 'En revisiónEscaladaEn manos de Atención al cliente'],
  9: ['D-2026-000098', '2026-000401', '20-11-2026', 'Rosa Díaz', 'Producto equivocado', 'En revisión'],
};

const COUNTS = { toReview: 3, onTheWay: 1, decided: 12, closed: 30 };
const PAGE_ONE: ReturnPage = { items: [CAMILA, JOSE], nextCursor: 'WyJyZXR1cm5zIl0', groupCounts: COUNTS };
const PAGE_TWO: ReturnPage = { items: [ROSA], nextCursor: null, groupCounts: COUNTS };
const EMPTY_PAGE: ReturnPage = { items: [], nextCursor: null, groupCounts: { toReview: 0, onTheWay: 2, decided: 0, closed: 1 } };

const TABS_BEFORE_COUNTS = ['Por revisar', 'En camino', 'Resueltas', 'Cerradas'];
const TABS_OF_PAGES = ['Por revisar (3 devoluciones)', 'En camino (1 devolución)', 'Resueltas (12 devoluciones)', 'Cerradas (30 devoluciones)'];
const TABS_OF_EMPTY = ['Por revisar (0 devoluciones)', 'En camino (2 devoluciones)', 'Resueltas (0 devoluciones)', 'Cerradas (1 devolución)'];
const GROUP_LABEL: Record<string, string> = { toReview: 'Por revisar', decided: 'Resueltas', closed: 'Cerradas' };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

const fixtures = {
  toDecided: { type: 'filter.group', group: 'decided' },
  pickRejected: { type: 'filter.statuses', statuses: ['return_rejected'] },
  search: { type: 'filter.search', text: 'D-2026' },
  pickSeller: { type: 'filter.seller', sellerId: 1 },
  restore: { type: 'filter.restore', filters: { group: 'closed', statuses: [], q: '', sellerId: null } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  typingPaused: { type: 'xstate.after.searchDebounce.returnsList.refreshing.debouncing' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<ReturnsListEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof returnsListMachine>;

const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/** A seller changes each filter once, on a list that is on screen; statuses only in a tab of several. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { filters, searchText } = snapshot.context;
  switch (event.type) {
    case 'filter.group':
      return settled(snapshot) && filters.group === 'toReview';
    case 'filter.statuses':
      return settled(snapshot) && filters.group === 'decided' && filters.statuses.length === 0;
    case 'filter.search':
      return settled(snapshot) && searchText === '';
    case 'filter.seller':
      return settled(snapshot) && filters.sellerId === null;
    case 'filter.restore':
      return settled(snapshot) && filters.group !== 'closed';
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, { filters: Snapshot['context']['filters'] }>(returnsListMachine, {
  input: { filters: { group: 'toReview', statuses: [], q: '', sellerId: null } },
  events: Object.values(fixtures),
  describe: (snapshot) => {
    const { filters, rows, nextCursor, counts, searchText } = snapshot.context;
    return [snapshot.value, rows.map((row) => row.id), nextCursor, counts?.toReview ?? null, filters, searchText];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

type ExpectedQuery = Record<string, string | string[]>;
const FRESH_QUERY: ExpectedQuery = { group: 'toReview' };

interface World {
  user: UserEvent;
  server: ReturnsServer;
  view: ReturnType<typeof renderReturnsModule>;
  timers: ReturnType<typeof holdTimersOf>;
  expected: ExpectedQuery;
  navigations: number;
  /** Whether customer service drive the path: they read every seller's returns, and pick one. */
  staff: boolean;
}

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
const entriesOf = (query: ExpectedQuery): SentQuery => Object.entries(query).flatMap(([name, value]) => (Array.isArray(value) ? value.map((one): [string, string] => [name, one]) : [[name, value]]));

async function answerList(world: World, answer: Parameters<ReturnsServer['list']['answer']>[0], extra: ExpectedQuery = {}) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  expect(sorted(world.server.list.received.at(-1) ?? [])).toEqual(sorted(entriesOf({ ...world.expected, limit: '25', ...extra })));
  world.server.list.answer(answer);
}

async function expectNavigatedTo(world: World) {
  world.navigations += 1;
  await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledTimes(world.navigations));
  const [to, options] = world.view.host.navigate.mock.calls.at(-1) ?? [];
  const url = new URL(to ?? '', 'http://portal.test');
  expect(url.pathname).toBe('/returns');
  // The address names the seller as `seller`; the contract's query as `sellerId`.
  const inAddress = entriesOf(world.expected).map(([name, value]): [string, string] => [name === 'sellerId' ? 'seller' : name, value]);
  expect(sorted([...url.searchParams])).toEqual(sorted(inAddress));
  expect(options).toEqual({ replace: true });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por N° de devolución u orden' });

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  toDecided: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: /^Resueltas/ }));
    const { status: _dropped, ...rest } = world.expected;
    world.expected = { ...rest, group: 'decided' };
    await expectNavigatedTo(world);
  },
  pickRejected: async (world) => {
    await world.user.click(screen.getByRole('checkbox', { name: 'Rechazada' }));
    world.expected = { ...world.expected, status: ['return_rejected'] };
    await expectNavigatedTo(world);
  },
  search: async ({ user }) => {
    await user.type(searchBox(), 'D-2026');
  },
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: 'D-2026' };
    await expectNavigatedTo(world);
  },
  pickSeller: async (world) => {
    await pickAndes(world);
    world.expected = { ...world.expected, sellerId: '1' };
    await expectNavigatedTo(world);
  },
  restore: async (world) => {
    // The menu's "Devoluciones" or a link: the URL changes under the list, which writes nothing back.
    world.view.show({ path: '/returns', search: 'group=closed', state: undefined });
    world.expected = { ...FRESH_QUERY, group: 'closed' };
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: async (world) => {
    await answerList(world, { page: PAGE_TWO }, { cursor: 'WyJyZXR1cm5zIl0' });
    // The focus goes to the first return of the new page.
    await waitFor(() => expect(screen.getByRole('link', { name: 'D-2026-000098' })).toHaveFocus());
  },
  nextPageFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, { cursor: 'WyJyZXR1cm5zIl0' }),
};

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

/** A row as customer service read it: the seller's name after the return's number. */
const staffRow = (cells: string[]) => [cells[0]!, 'Tienda Andes SpA', ...cells.slice(1)];

async function expectScreenFor(state: AnyMachineSnapshot, staff: boolean) {
  const snapshot = state as Snapshot;
  const { rows, counts, filters, searchText, nextCursor } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Devoluciones' })).toBeVisible();
  const tabs = counts === null ? TABS_BEFORE_COUNTS : counts.toReview === 3 ? TABS_OF_PAGES : TABS_OF_EMPTY;
  await waitFor(() => {
    const shown = screen.getAllByRole('tab');
    expect(shown).toHaveLength(tabs.length);
    shown.forEach((tab, index) => expect(tab).toHaveAccessibleName(tabs[index]));
  });
  const selected = tabs.find((name) => name.startsWith(GROUP_LABEL[filters.group] ?? '?')) ?? '';
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(selected);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(selected);
  expect(searchBox()).toHaveValue(searchText);
  expectSellerBox(staff, filters.sellerId);
  // The statuses of the tab are offered only where a tab has several.
  if (filters.group === 'decided') {
    expect(screen.getByRole('checkbox', { name: 'Aprobada' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rechazada' })).toHaveProperty('checked', filters.statuses.includes('return_rejected'));
  }
  if (filters.group === 'toReview') expect(screen.queryByRole('checkbox')).toBeNull();

  const status = screen.getByRole('status');
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => (staff ? staffRow(ROW_TEXT[row.id]!) : ROW_TEXT[row.id]))));
    expect(within(screen.getByRole('table')).getByText('Devoluciones: ' + GROUP_LABEL[filters.group])).toBeInTheDocument();
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(status).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(status).toHaveTextContent('Cargando devoluciones…'));
  else await waitFor(() => expect(status).toHaveTextContent(''));

  // An empty list blames the filters only when some narrowed it; otherwise the tab is empty.
  const emptyText = { filtered: 'No hay devoluciones con estos filtros.', unfiltered: 'No hay devoluciones en esta pestaña.' };
  for (const kind of ['filtered', 'unfiltered'] as const) {
    if (snapshot.matches({ empty: kind })) expect(screen.getByText(emptyText[kind])).toBeVisible();
    else expect(screen.queryByText(emptyText[kind])).toBeNull();
  }

  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las devoluciones.');
    expect(alert).toHaveTextContent('El servicio de devoluciones no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
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
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más devoluciones.');
}

describe('returns list, driven through the module as the shell mounts it at /returns', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const timers = holdTimersOf(300);
      const server = fakeReturnsServer();
      const staff = path.steps.some((step) => !isStart(step.event) && names.get(step.event) === 'pickSeller');
      if (staff) answerSellerNames();
      try {
        const view = renderReturnsModule({ path: '/returns', ...(staff ? { session: staffSession('customerService') } : {}) });
        const world: World = { user: userEvent.setup(), server, view, timers, expected: { ...FRESH_QUERY }, navigations: 0, staff };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreenFor(step.state, staff);
        }
        // The URL is written when a filter applies, never otherwise.
        expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
      } finally {
        timers.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(returnsListMachine, paths));
  });
});

describe('returns list: the URL and the screen sizes', () => {
  afterEach(() => forgetScreenWidth());

  it("shows customer service, who sees every seller's returns, whose each return is", async () => {
    setScreenWidth(1280);
    const server = fakeReturnsServer();
    renderReturnsModule({ path: '/returns', session: CS_SESSION });
    await waitFor(() => expect(server.list.pending).toBe(1));
    const OTHER = summary({ id: 40, returnNumber: 'D-2026-000150', orderNumber: '2026-000510', sellerId: 2, sellerName: 'Bodega Sur Ltda.', customerName: 'Elena Ruiz' });
    server.list.answer({ page: { items: [CAMILA, OTHER], nextCursor: null, groupCounts: COUNTS } });
    await screen.findByRole('link', { name: 'D-2026-000150' });
    expect(tableRows()).toEqual([
      ['D-2026-000123', 'Tienda Andes SpA', '2026-000456', '23-11-2026', 'Camila Soto', 'Producto defectuoso', 'En revisión'],
      ['D-2026-000150', 'Bodega Sur Ltda.', '2026-000510', '23-11-2026', 'Elena Ruiz', 'Producto defectuoso', 'En revisión'],
    ]);
  });

  it('opens with the filters of the URL and lets a row open its return, carrying the list it came from', async () => {
    setScreenWidth(1280);
    const server = fakeReturnsServer();
    const { host } = renderReturnsModule({ path: '/returns', search: 'group=decided&status=return_approved&status=returned&q=2026-000456' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    // `returned` is not a status of the tab: dropped.
    expect(sorted(server.list.received[0] ?? [])).toEqual(
      sorted([
        ['group', 'decided'],
        ['status', 'return_approved'],
        ['q', '2026-000456'],
        ['limit', '25'],
      ]),
    );
    expect(screen.getByRole('checkbox', { name: 'Aprobada' })).toBeChecked();
    server.list.answer({ page: PAGE_ONE });
    const link = await screen.findByRole('link', { name: 'D-2026-000123' });
    expect(link).toHaveAttribute('href', '/returns/12');
    await userEvent.click(link);
    expect(host.navigate).toHaveBeenCalledWith('/returns/12', { state: { listQuery: 'group=decided&status=return_approved&q=2026-000456' } });
  });

  it('shows each return as a card on a phone (360 px), and has no axe violations in either layout', async () => {
    setScreenWidth(360);
    const server = fakeReturnsServer();
    const { container } = renderReturnsModule({ path: '/returns' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    const cards = await screen.findByRole('list', { name: 'Devoluciones: Por revisar' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'D-2026-000123' })).toBeVisible();
    expect(items[0]).toHaveTextContent('Camila Soto');
    expect(items[0]).toHaveTextContent('En revisión');
    expect(items[1]).toHaveTextContent('Escalada');
    expect(await axeViolations(container)).toEqual([]);

    setScreenWidth(1280);
    const wide = fakeReturnsServer();
    const second = renderReturnsModule({ path: '/returns', search: 'group=decided' });
    await waitFor(() => expect(wide.list.pending).toBe(1));
    wide.list.answer({ page: PAGE_ONE });
    await within(second.container).findByRole('table');
    expect(await axeViolations(second.container)).toEqual([]);
  });

  it('reads in English with the English catalog', async () => {
    setScreenWidth(1280);
    const server = fakeReturnsServer();
    renderReturnsModule({ path: '/returns', locale: 'en' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'To review (3 returns)' })).toBeVisible();
    expect(screen.getByRole('table')).toHaveTextContent('Under review');
  });
});
