/**
 * Model-based tests of Existencias (modules/stock at /stock/existences): the levels read only, for a
 * seller whose stock comes from its integration, with when the integration last sent it, driving the
 * module's real Root against a fake stock service (msw, typed from the contract) that holds each
 * request until the path answers it. Paths are generated from the list's chart to take every transition.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { existencesListMachine, type ExistencesListEvent } from '../../modules/stock/machines/existencesList.machine.ts';
import type { StockFilters } from '../../modules/stock/machines/stockFilters.ts';
import { ApiError } from '../../shared/api-error.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';
import { fakeStockServer, INTEGRATED_SESSION, journey, level, MAIPU, renderStockModule, WAREHOUSES, type ExistencePage, type StockServer } from './stock.support.tsx';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

const TV = level({ id: 21, sku: 'TV-55-UHD', name: 'Smart TV 55" UHD', sellerId: 2, sellerName: 'Bodega Sur Ltda.' });
const MOUSE = level({ id: 22, sku: 'MOUSE-01', name: 'Mouse inalámbrico', sellerId: 2, sellerName: 'Bodega Sur Ltda.', warehouse: MAIPU, onHand: 0, reserved: 0, available: 0, state: 'outOfStock' });
// 14:30 UTC is 11:30 in Santiago.
const SYNCED: ExistencePage = { items: [TV], nextCursor: 'WyJleGlzdGVuY2lhcyJd', lowStockThreshold: 5, lastSyncAt: '2026-11-29T14:30:00Z' };
const PAGE_TWO: ExistencePage = { items: [MOUSE], nextCursor: null, lowStockThreshold: 5, lastSyncAt: '2026-11-29T14:30:00Z' };
const NEVER: ExistencePage = { items: [], nextCursor: null, lowStockThreshold: 5, lastSyncAt: null };

/** Each row as the table reads, cell by cell: read only, no history (that is Stock's). */
const ROW_TEXT: Record<number, string[]> = {
  21: ['Smart TV 55" UHDSKU TV-55-UHD', 'Bodega Quilicura', '12', '2', '10', '23-11-2026, 12:04'],
  22: ['Mouse inalámbricoSKU MOUSE-01', 'Bodega Maipú', '0', '0', '0Sin stock', '23-11-2026, 12:04'],
};

const fixtures = {
  toOutOfStock: { type: 'filter.level', level: 'outOfStock' },
  pickMaipu: { type: 'filter.warehouse', warehouseId: 3 },
  search: { type: 'filter.search', text: 'MOUSE' },
  restore: { type: 'filter.restore', filters: { level: 'lowStock', warehouseId: null, q: '', sellerId: null } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  typingPaused: { type: 'xstate.after.searchDebounce.existencesList.refreshing.debouncing' },
  synced: { type: 'xstate.done.actor.listPage', output: SYNCED },
  never: { type: 'xstate.done.actor.listPage', output: NEVER },
  failed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  moreFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
  // A seller has no seller to choose: staff's one move, checked on the chart alone below.
  pickSeller: { type: 'filter.seller', sellerId: 2 },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<ExistencesListEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof existencesListMachine>;
const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');
const FRESH: StockFilters = { level: 'all', warehouseId: null, q: '', sellerId: null };

const paths = coveringPaths<Snapshot, EventObject, { filters: StockFilters }>(existencesListMachine, {
  input: { filters: FRESH },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.rows.map((row) => row.id), snapshot.context.nextCursor, snapshot.context.filters, snapshot.context.searchText],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const { filters, searchText } = snapshot.context;
    if (event.type === 'filter.seller') return false;
    if (event.type === 'filter.level') return settled(snapshot) && filters.level === 'all';
    if (event.type === 'filter.warehouse') return settled(snapshot) && filters.warehouseId === null;
    if (event.type === 'filter.search') return settled(snapshot) && searchText === '';
    if (event.type === 'filter.restore') return settled(snapshot) && filters.level !== 'lowStock';
    return true;
  },
  chained: true,
});

interface World {
  user: UserEvent;
  server: StockServer;
  view: ReturnType<typeof renderStockModule>;
  timers: ReturnType<typeof holdTimersOf>;
  expected: StockFilters;
}

async function answer(world: World, reply: Parameters<StockServer['existences']['answer']>[0], cursor?: string) {
  await waitFor(() => expect(world.server.existences.pending).toBe(1));
  const { level: tab, warehouseId, q } = world.expected;
  const sent = [
    ...(tab === 'all' ? [] : [['availability', tab]]),
    ...(warehouseId === null ? [] : [['warehouseId', String(warehouseId)]]),
    ...(q ? [['q', q]] : []),
    ['limit', '25'],
    ...(cursor ? [['cursor', cursor]] : []),
  ];
  expect([...(world.server.existences.received.at(-1) ?? [])].sort()).toEqual(sent.sort());
  world.server.existences.answer(reply);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  toOutOfStock: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: 'Sin stock' }));
    world.expected = { ...world.expected, level: 'outOfStock' };
    await waitFor(() => expect(world.view.host.navigate).toHaveBeenLastCalledWith(expect.stringMatching(/^\/stock\/existences\?.*level=outOfStock/), { replace: true }));
  },
  pickMaipu: async (world) => {
    await world.user.selectOptions(screen.getByRole('combobox', { name: 'Bodega' }), 'Bodega Maipú');
    world.expected = { ...world.expected, warehouseId: 3 };
  },
  search: ({ user }) => user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'MOUSE'),
  typingPaused: async (world) => {
    act(() => world.timers.elapse());
    world.expected = { ...world.expected, q: 'MOUSE' };
  },
  restore: async (world) => {
    world.view.show({ path: '/stock/existences', search: 'level=lowStock' });
    world.expected = { ...FRESH, level: 'lowStock' };
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  synced: (world) => answer(world, { page: SYNCED }),
  never: (world) => answer(world, { page: NEVER }),
  failed: (world) => answer(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: (world) => answer(world, { page: PAGE_TWO }, SYNCED.nextCursor!),
  moreFailed: (world) => answer(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, SYNCED.nextCursor!),
  pickSeller: async () => {
    throw new Error('staff only');
  },
};

async function expectScreen(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  const { rows, counts } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Existencias' })).toBeVisible();
  const shown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (shown) {
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(rows.map((row) => ROW_TEXT[row.id])));
    // Read only: nothing to edit on a row.
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  // When the integration last sent the stock, as the last page said.
  if (counts?.lastSyncAt) await waitFor(() => expect(screen.getByText('Tu integración envió tu stock por última vez el 29-11-2026, 11:30.')).toBeVisible());
  else if (counts) await waitFor(() => expect(screen.getByText('Tu integración todavía no ha enviado tu stock.')).toBeVisible());
  if (snapshot.matches('failed')) expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar el stock.');
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar más stock.');
}

describe('Existencias, driven through the module as the shell mounts it at /stock/existences', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const timers = holdTimersOf(300);
      try {
        const server = fakeStockServer();
        const view = renderStockModule({ path: '/stock/existences', session: INTEGRATED_SESSION });
        await waitFor(() => expect(server.warehouses.pending).toBe(1));
        server.warehouses.answer({ warehouses: WAREHOUSES });
        const world: World = { user: userEvent.setup(), server, view, timers, expected: { ...FRESH } };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreen(step.state);
        }
      } finally {
        timers.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths and the staff seller change', () => {
    const staff = journey<Snapshot>(existencesListMachine, { filters: FRESH }, [fixtures.synced, fixtures.pickSeller, fixtures.synced]);
    // Choosing a seller also forgets the warehouse chosen, which was the last seller's.
    expect(staff.steps[2]?.state.context.filters).toEqual({ ...FRESH, sellerId: 2 });
    expectFullCoverage(measureCoverage(existencesListMachine, [...paths, staff]));
  });
});
