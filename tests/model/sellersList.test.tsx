/**
 * Model-based tests of the seller directory (modules/sellers), driving the module's real Root
 * through its composition root and the typed client against a fake seller directory (msw, typed
 * from the contract) that holds each request until the path answers it. Paths are generated from
 * the list's statechart to take every transition; each step checks what an admin sees (the rows
 * with RUT, type, publish state, reputation, vendor codes and terms in Spanish; loading, refreshing,
 * empty and failed states; "Cargar más"), each request against the query the filters chosen so far
 * must send, and each applied filter against the URL written back.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { sellersListMachine, type SellersListEvent } from '../../modules/sellers/machines/sellersList.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeSellersServer, renderSellersModule, type DirectoryPage, type DirectorySeller, type SellersServer, type SentQuery } from './sellers.support.tsx';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';

const seller = (overrides: Partial<DirectorySeller> & Pick<DirectorySeller, 'id' | 'name'>): DirectorySeller => ({
  legalName: overrides.name.toUpperCase(),
  documentNumber: null,
  sellerType: 'pim',
  isCollector: false,
  publish: true,
  reputationLevel: 'Nuevo',
  vendorCodeProvider: null,
  vendorCodeClient: null,
  termsSigned: true,
  ...overrides,
});

const ANDES = seller({
  id: 1,
  name: 'Tienda Andes SpA',
  legalName: 'TIENDA ANDES SPA',
  documentNumber: '760864285',
  reputationLevel: 'Destacado',
  vendorCodeProvider: '801-204310',
  vendorCodeClient: '801-504310',
});
const AUSTRAL = seller({ id: 2, name: 'Emporio Austral Ltda', documentNumber: '776543217', publish: false, termsSigned: false });
const PRUEBA = seller({ id: 7, name: 'Ferretería Prueba', sellerType: 'multivende', reputationLevel: 'Bueno', vendorCodeProvider: '801-999001' });

/** Each row as the table must read, cell by cell. */
const ROW_TEXT: Record<number, string[]> = {
  1: ['Tienda Andes SpATIENDA ANDES SPA', '1', '76.086.428-5', 'Carga directa (PIM)', 'Publicado', 'Destacado', 'Proveedor: 801-204310Cliente: 801-504310', 'Firmados'],
  2: ['Emporio Austral LtdaEMPORIO AUSTRAL LTDA', '2', '77.654.321-7', 'Carga directa (PIM)', 'Despublicado', 'Nuevo', 'Proveedor: sin códigoCliente: sin código', 'Pendientes'],
  7: ['Ferretería PruebaFERRETERÍA PRUEBA', '7', '—', 'Multivende', 'Publicado', 'Bueno', 'Proveedor: 801-999001Cliente: sin código', 'Firmados'],
};

const PAGE_ONE: DirectoryPage = { items: [AUSTRAL, PRUEBA], nextCursor: 'WyJzZWxsZXJEaXJlY3RvcnkiXQ' };
const PAGE_TWO: DirectoryPage = { items: [ANDES], nextCursor: null };
const EMPTY_PAGE: DirectoryPage = { items: [], nextCursor: null };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

const fixtures = {
  unpublishedOnly: { type: 'filter.publish', publish: 'unpublished' },
  multivendeOnly: { type: 'filter.sellerType', sellerType: 'multivende' },
  search: { type: 'filter.search', text: '76.086.428-5' },
  restore: { type: 'filter.restore', filters: { publish: 'published', sellerType: '', q: '' } },
  restoreAll: { type: 'filter.restore', filters: { publish: 'all', sellerType: '', q: '' } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  typingPaused: { type: 'xstate.after.searchDebounce.sellersList.refreshing.debouncing' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<SellersListEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof sellersListMachine>;

const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/** An admin changes each filter once, on a list that is on screen. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { filters, searchText } = snapshot.context;
  switch (event.type) {
    case 'filter.publish':
      return settled(snapshot) && filters.publish === 'all';
    case 'filter.sellerType':
      return settled(snapshot) && filters.sellerType === '';
    case 'filter.search':
      return settled(snapshot) && searchText === '';
    case 'filter.restore':
      // "Sellers" in the menu (every seller) only from a narrowed list, where it changes something.
      if (names.find(event) === 'restoreAll') return settled(snapshot) && (filters.publish !== 'all' || filters.sellerType !== '' || filters.q !== '');
      return settled(snapshot) && filters.publish !== 'published';
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, { filters: Snapshot['context']['filters'] }>(sellersListMachine, {
  input: { filters: { publish: 'all', sellerType: '', q: '' } },
  events: Object.values(fixtures),
  describe: (snapshot) => {
    const { filters, rows, nextCursor, searchText } = snapshot.context;
    return [snapshot.value, rows.map((row) => row.id), nextCursor, filters, searchText];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

type ExpectedQuery = Record<string, string>;

interface World {
  user: UserEvent;
  server: SellersServer;
  view: ReturnType<typeof renderSellersModule>;
  timers: ReturnType<typeof holdTimersOf>;
  /** What the list's requests must carry (the contract's names). */
  expected: ExpectedQuery;
  /** What the URL written back must carry (the page's names). */
  url: ExpectedQuery;
  navigations: number;
}

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));

async function answerList(world: World, answer: Parameters<SellersServer['list']['answer']>[0], extra: ExpectedQuery = {}) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  expect(sorted(world.server.list.received.at(-1) ?? [])).toEqual(sorted(Object.entries({ ...world.expected, limit: '25', ...extra })));
  world.server.list.answer(answer);
}

async function expectNavigatedTo(world: World) {
  world.navigations += 1;
  await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledTimes(world.navigations));
  const [to, options] = world.view.host.navigate.mock.calls.at(-1) ?? [];
  const url = new URL(to ?? '', 'http://portal.test');
  expect(url.pathname).toBe('/sellers');
  expect(sorted([...url.searchParams])).toEqual(sorted(Object.entries(world.url)));
  expect(options).toEqual({ replace: true });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por nombre, RUT o ID' });
const publishSelect = () => screen.getByRole('combobox', { name: 'Estado de publicación' });
const typeSelect = () => screen.getByRole('combobox', { name: 'Tipo de seller' });

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  unpublishedOnly: async (world) => {
    await world.user.selectOptions(publishSelect(), 'Despublicados');
    world.expected = { ...world.expected, publish: 'false' };
    world.url = { ...world.url, publish: 'unpublished' };
    await expectNavigatedTo(world);
  },
  multivendeOnly: async (world) => {
    await world.user.selectOptions(typeSelect(), 'Multivende');
    world.expected = { ...world.expected, sellerType: 'multivende' };
    world.url = { ...world.url, type: 'multivende' };
    await expectNavigatedTo(world);
  },
  search: async ({ user }) => {
    await user.type(searchBox(), '76.086.428-5');
  },
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: '76.086.428-5' };
    world.url = { ...world.url, q: '76.086.428-5' };
    await expectNavigatedTo(world);
  },
  restore: async (world) => {
    // The menu's "Sellers" or a link: the URL changes under the list, which writes nothing back.
    world.view.show({ path: '/sellers', search: 'publish=published', state: undefined });
    world.expected = { publish: 'true' };
    world.url = { publish: 'published' };
  },
  restoreAll: async (world) => {
    // The URL the list wrote comes back first (the fake host's navigate moves no URL), then the
    // menu's "Sellers": the directory with no filter at all, which writes nothing back.
    world.view.show({ path: '/sellers', search: new URLSearchParams(world.url).toString(), state: undefined });
    world.view.show({ path: '/sellers', search: '', state: undefined });
    world.expected = {};
    world.url = {};
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: async (world) => {
    await answerList(world, { page: PAGE_TWO }, { cursor: 'WyJzZWxsZXJEaXJlY3RvcnkiXQ' });
    // The focus goes to the first seller of the new page.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tienda Andes SpA' })).toHaveFocus());
  },
  nextPageFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, { cursor: 'WyJzZWxsZXJEaXJlY3RvcnkiXQ' }),
};

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

const PUBLISH_LABEL = { all: 'Todos', published: 'Publicados', unpublished: 'Despublicados' } as const;

async function expectScreenFor(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  const { rows, filters, searchText, nextCursor } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Sellers' })).toBeVisible();
  expect(searchBox()).toHaveValue(searchText);
  expect(publishSelect()).toHaveDisplayValue(PUBLISH_LABEL[filters.publish]);
  expect(typeSelect()).toHaveDisplayValue(filters.sellerType === 'multivende' ? 'Multivende' : 'Todos los tipos');

  const status = screen.getByRole('status');
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => ROW_TEXT[row.id])));
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(status).toHaveTextContent('Actualizando…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(status).toHaveTextContent('Cargando sellers…'));
  else await waitFor(() => expect(status).toHaveTextContent(''));

  if (snapshot.matches('empty')) expect(screen.getByText('Ningún seller coincide con la búsqueda y los filtros.')).toBeVisible();
  else expect(screen.queryByText('Ningún seller coincide con la búsqueda y los filtros.')).toBeNull();

  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los sellers');
    expect(alert).toHaveTextContent('El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
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
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más sellers');
}

describe('seller directory, driven through the module as the shell mounts it at /sellers', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const timers = holdTimersOf(300);
      const server = fakeSellersServer();
      try {
        const view = renderSellersModule({ path: '/sellers' });
        const world: World = { user: userEvent.setup(), server, view, timers, expected: {}, url: {}, navigations: 0 };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreenFor(step.state);
        }
        // The URL is written when a filter applies, never otherwise.
        expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
      } finally {
        timers.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(sellersListMachine, paths));
  });
});

describe('seller directory: the URL and the screen sizes', () => {
  afterEach(() => forgetScreenWidth());

  it('opens with the filters of the URL and lets a row open its seller, carrying the list it came from', async () => {
    setScreenWidth(1280);
    const server = fakeSellersServer();
    const { host } = renderSellersModule({ path: '/sellers', search: 'publish=unpublished&type=shopify&q=austral' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    // `shopify` is no seller type: dropped.
    expect(sorted(server.list.received[0] ?? [])).toEqual(sorted([['publish', 'false'], ['q', 'austral'], ['limit', '25']]));
    server.list.answer({ page: PAGE_ONE });
    const link = await screen.findByRole('link', { name: 'Emporio Austral Ltda' });
    expect(link).toHaveAttribute('href', '/sellers/2');
    await userEvent.click(link);
    expect(host.navigate).toHaveBeenCalledWith('/sellers/2', { state: { listQuery: 'publish=unpublished&q=austral' } });
  });

  it('shows each seller as a card on a phone (360 px), and has no axe violations in either layout', async () => {
    setScreenWidth(360);
    const server = fakeSellersServer();
    const { container } = renderSellersModule({ path: '/sellers' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    const cards = await screen.findByRole('list', { name: 'Sellers del marketplace' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Emporio Austral Ltda' })).toBeVisible();
    expect(items[0]).toHaveTextContent('77.654.321-7');
    expect(items[0]).toHaveTextContent('Despublicado');
    expect(items[0]).toHaveTextContent('Pendientes');
    expect(items[1]).toHaveTextContent('Multivende');
    expect(await axeViolations(container)).toEqual([]);

    setScreenWidth(1280);
    const wide = fakeSellersServer();
    const second = renderSellersModule({ path: '/sellers' });
    await waitFor(() => expect(wide.list.pending).toBe(1));
    wide.list.answer({ page: PAGE_ONE });
    await within(second.container).findByRole('table');
    expect(await axeViolations(second.container)).toEqual([]);
  });

  it('reads in English with the English catalog', async () => {
    setScreenWidth(1280);
    const server = fakeSellersServer();
    renderSellersModule({ path: '/sellers', locale: 'en' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sellers' })).toBeVisible();
    expect(await screen.findByRole('table')).toHaveTextContent('Unpublished');
    expect(screen.getByRole('table')).toHaveTextContent('Direct loading (PIM)');
  });
});
