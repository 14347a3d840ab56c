/**
 * Model-based tests of a level's page (modules/stock at /stock/levels/11): the level read by its id
 * and its SKU's history under it (every movement by its name, with who and when, in the level's
 * warehouse or every one, "Cargar más"), driving the module's real Root against a fake stock service
 * (msw, typed from the contract) that holds each request until the path answers it. Paths are
 * generated from each chart to take every transition.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { HistoryFilters } from '../../modules/stock/machines/historyFilters.ts';
import { levelHeadMachine, type LevelHeadEvent } from '../../modules/stock/machines/levelHead.machine.ts';
import { movementHistoryMachine, type HistoryEvent } from '../../modules/stock/machines/movementHistory.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';
import { fakeStockServer, level, MAIPU, QUILICURA, renderStockModule, WAREHOUSES, type SentQuery, type StockMovement, type StockMovementPage, type StockServer } from './stock.support.tsx';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const UNAVAILABLE_TEXT = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

const TV = level({ id: 11, sku: 'TV-55-UHD', name: 'Smart TV 55" UHD' });

const movement = (overrides: Partial<StockMovement> & Pick<StockMovement, 'id' | 'kind'>): StockMovement => ({
  sku: 'TV-55-UHD',
  warehouse: QUILICURA,
  onHandDelta: 0,
  reservedDelta: 0,
  onHandAfter: 12,
  reservedAfter: 2,
  order: null,
  return: null,
  importId: null,
  by: null,
  at: '2026-11-23T15:04:00Z',
  ...overrides,
});
const RESERVED = movement({ id: 40, kind: 'order_reserved', reservedDelta: 1, order: { id: 7, orderNumber: '2026-000123' } });
const SET_BY_HAND = movement({ id: 39, kind: 'manual_set', onHandDelta: 5, reservedAfter: 1, by: { userId: 3, name: 'Camila Rojas' }, at: '2026-11-22T13:00:00Z' });
const IMPORTED = movement({ id: 30, kind: 'import', onHandDelta: 7, onHandAfter: 7, reservedAfter: 1, warehouse: MAIPU, importId: '0b5a4f0e-8c1d-4b7e-9a43-5f2d1c7e9b10', by: { userId: 3, name: 'Camila Rojas' }, at: '2026-11-20T13:00:00Z' });

/** Each movement as the table reads, cell by cell. */
const ROW_TEXT: Record<number, string[]> = {
  40: ['Reservado por una ordenOrden 2026-000123', '23-11-2026, 12:04', 'Bodega Quilicura', '0 (queda 12)', '+1 (queda 2)', 'Marketplace'],
  39: ['Cantidad fijada a mano', '22-11-2026, 10:00', 'Bodega Quilicura', '+5 (queda 12)', '0 (queda 1)', 'Camila Rojas'],
  30: ['Carga con Excel', '20-11-2026, 10:00', 'Bodega Maipú', '+7 (queda 7)', '0 (queda 1)', 'Camila Rojas'],
};

const CURSOR = 'WyJtb3ZlbWVudHMiXQ';
const PAGE_ONE: StockMovementPage = { items: [RESERVED, SET_BY_HAND], nextCursor: CURSOR };
const PAGE_TWO: StockMovementPage = { items: [IMPORTED], nextCursor: null };
const EMPTY: StockMovementPage = { items: [], nextCursor: null };

// ---------------------------------------------------------------------------------------------
// The level's head.

const headFixtures = {
  retry: { type: 'level.retry' },
  loaded: { type: 'xstate.done.actor.0.levelHead.loading', output: TV },
  failed: { type: 'xstate.error.actor.0.levelHead.loading', error: unavailable },
  missing: { type: 'xstate.error.actor.0.levelHead.loading', error: new ApiError({ statusCode: 404, code: 'STOCK_LEVEL_NOT_FOUND', message: 'No such level' }) },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type HeadFixture = keyof typeof headFixtures;
const headNames = eventNames(headFixtures);

type HeadUnfixtured = Exclude<LevelHeadEvent['type'], (typeof headFixtures)[HeadFixture]['type']>;
const _everyHeadEventHasAFixture: [HeadUnfixtured] extends [never] ? true : HeadUnfixtured = true;

type HeadSnapshot = SnapshotFrom<typeof levelHeadMachine>;

const headPaths = coveringPaths<HeadSnapshot, EventObject, { levelId: number }>(levelHeadMachine, {
  input: { levelId: 11 },
  events: Object.values(headFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.level?.id ?? null],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
  chained: true,
});

async function answerLevel(server: StockServer, answer: Parameters<StockServer['level']['answer']>[0]) {
  await waitFor(() => expect(server.level.pending).toBe(1));
  expect(server.level.received.at(-1)).toBe(11);
  server.level.answer(answer);
}

const simulateHead: Record<HeadFixture, (world: { user: UserEvent; server: StockServer }) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  loaded: ({ server }) => answerLevel(server, { level: TV }),
  failed: ({ server }) => answerLevel(server, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: ({ server }) => answerLevel(server, { fail: 404, code: 'STOCK_LEVEL_NOT_FOUND' }),
};

async function expectHeadScreen(state: AnyMachineSnapshot, host: ReturnType<typeof renderStockModule>['host']) {
  const snapshot = state as HeadSnapshot;
  expect(screen.getByRole('link', { name: 'Volver al stock' })).toHaveAttribute('href', '/stock?level=lowStock');
  if (snapshot.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Cargando el stock del SKU…');
  if (snapshot.matches('failed')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar el stock de este SKU.' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
  }
  if (snapshot.matches('notFound')) expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos este stock' })).toBeVisible();
  if (snapshot.matches('shown')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart TV 55" UHD' })).toBeVisible();
    expect(screen.getByText(/^SKU TV-55-UHD · Bodega Quilicura · Último cambio: 23-11-2026, 12:04/)).toBeVisible();
    const facts = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['En mano', '12'],
      ['Reservado', '2'],
      ['Disponible', '10'],
    ]);
    // The breadcrumb names the level by its SKU and warehouse.
    expect(host.announceName).toHaveBeenLastCalledWith('11', 'TV-55-UHD en Bodega Quilicura');
  }
}

describe("a level's page, read by its id at /stock/levels/11", () => {
  for (const path of headPaths) {
    it(describeFixturePath(path, headNames.get), async () => {
      const server = fakeStockServer();
      const { host } = renderStockModule({ path: '/stock/levels/11', state: { listQuery: 'level=lowStock' } });
      const world = { user: userEvent.setup(), server };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateHead[headNames.get(step.event)](world);
        await expectHeadScreen(step.state, host);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(levelHeadMachine, headPaths));
  });
});

// ---------------------------------------------------------------------------------------------
// The SKU's history under it.

const historyFixtures = {
  everyWarehouse: { type: 'filter.warehouse', warehouseId: null },
  restore: { type: 'filter.restore', filters: { levelId: 11, homeWarehouseId: 2, sku: 'TV-55-UHD', sellerId: null, warehouseId: 3 } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  empty: { type: 'xstate.done.actor.listPage', output: EMPTY },
  failed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  moreFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type HistoryFixture = keyof typeof historyFixtures;
const historyNames = eventNames(historyFixtures);

type HistoryUnfixtured = Exclude<HistoryEvent['type'], (typeof historyFixtures)[HistoryFixture]['type']>;
const _everyHistoryEventHasAFixture: [HistoryUnfixtured] extends [never] ? true : HistoryUnfixtured = true;

type HistorySnapshot = SnapshotFrom<typeof movementHistoryMachine>;
const HOME: HistoryFilters = { levelId: 11, homeWarehouseId: 2, sku: 'TV-55-UHD', sellerId: null, warehouseId: 2 };
const settledHistory = (snapshot: HistorySnapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

const historyPaths = coveringPaths<HistorySnapshot, EventObject, { filters: HistoryFilters }>(movementHistoryMachine, {
  input: { filters: HOME },
  events: Object.values(historyFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.rows.map((row) => row.id), snapshot.context.nextCursor, snapshot.context.filters.warehouseId],
  eventKey: (event) => JSON.stringify(event),
  // Each is chosen once, on a history on screen: every warehouse from the level's, Maipú by a link.
  filter: (snapshot, event) => {
    if (event.type === 'filter.warehouse') return settledHistory(snapshot) && snapshot.context.filters.warehouseId === 2;
    if (event.type === 'filter.restore') return settledHistory(snapshot) && snapshot.context.filters.warehouseId !== 3;
    return true;
  },
  chained: true,
});

interface HistoryWorld {
  user: UserEvent;
  server: StockServer;
  view: ReturnType<typeof renderStockModule>;
  warehouseId: number | null;
  navigations: number;
}

async function answerMovements(world: HistoryWorld, answer: Parameters<StockServer['movements']['answer']>[0], cursor?: string) {
  await waitFor(() => expect(world.server.movements.pending).toBe(1));
  const expected: SentQuery = [['sku', 'TV-55-UHD'], ...(world.warehouseId === null ? [] : [['warehouseId', String(world.warehouseId)] as [string, string]]), ...(cursor ? [['cursor', cursor] as [string, string]] : []), ['limit', '25']];
  expect([...(world.server.movements.received.at(-1) ?? [])].sort()).toEqual(expected.sort());
  world.server.movements.answer(answer);
}

const warehouseSelect = () => screen.getByRole('combobox', { name: 'Bodega' });

const simulateHistory: Record<HistoryFixture, (world: HistoryWorld) => Promise<unknown>> = {
  everyWarehouse: async (world) => {
    await world.user.selectOptions(warehouseSelect(), 'Todas las bodegas');
    world.warehouseId = null;
    world.navigations += 1;
    await waitFor(() => expect(world.view.host.navigate).toHaveBeenLastCalledWith('/stock/levels/11?warehouse=all', { replace: true }));
  },
  restore: async (world) => {
    world.view.show({ path: '/stock/levels/11', search: 'warehouse=3' });
    world.warehouseId = 3;
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pageOne: (world) => answerMovements(world, { page: PAGE_ONE }),
  empty: (world) => answerMovements(world, { page: EMPTY }),
  failed: (world) => answerMovements(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: (world) => answerMovements(world, { page: PAGE_TWO }, CURSOR),
  moreFailed: (world) => answerMovements(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, CURSOR),
};

const movementRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function expectHistoryScreen(state: AnyMachineSnapshot) {
  const snapshot = state as HistorySnapshot;
  const { rows, filters, nextCursor } = snapshot.context;
  expect(screen.getByRole('heading', { level: 2, name: 'Historial de movimientos' })).toBeVisible();
  expect(warehouseSelect()).toHaveValue(filters.warehouseId === null ? '' : String(filters.warehouseId));
  const shown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (shown) await waitFor(() => expect(movementRows()).toEqual(rows.map((row) => ROW_TEXT[row.id])));
  else await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  if (snapshot.matches({ empty: 'filtered' })) expect(screen.getByText('Este SKU no tiene movimientos en esta bodega.')).toBeVisible();
  if (snapshot.matches({ empty: 'unfiltered' })) expect(screen.getByText('Este SKU todavía no tiene movimientos.')).toBeVisible();
  if (snapshot.matches('failed')) expect(await screen.findByRole('alert')).toHaveTextContent(`No pudimos cargar los movimientos.${UNAVAILABLE_TEXT}`);
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(await screen.findByRole('alert')).toHaveTextContent(`No pudimos cargar más movimientos.${UNAVAILABLE_TEXT}`);
  const moreOffered = nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
  if (moreOffered) await waitFor(() => expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument());
  else await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull());
}

describe("a SKU's history under its level", () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of historyPaths) {
    it(describeFixturePath(path, historyNames.get), async () => {
      const server = fakeStockServer();
      const view = renderStockModule({ path: '/stock/levels/11' });
      await answerLevel(server, { level: TV });
      await waitFor(() => expect(server.warehouses.pending).toBe(1));
      server.warehouses.answer({ warehouses: WAREHOUSES });
      await within(warehouseSelect()).findByRole('option', { name: 'Bodega Maipú' });
      const world: HistoryWorld = { user: userEvent.setup(), server, view, warehouseId: 2, navigations: 0 };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateHistory[historyNames.get(step.event)](world);
        await expectHistoryScreen(step.state);
      }
      expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(movementHistoryMachine, historyPaths));
  });
});
