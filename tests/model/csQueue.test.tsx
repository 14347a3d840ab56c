/**
 * Model-based tests of customer service's queue of escalated returns (modules/returns, /returns/
 * customer-service), driving the module's real Root against a fake returns service (msw, typed from
 * the contract) that holds each request until the path answers it. Paths are generated from the
 * queue's statechart (the kit's list) and from the take-over's beside it to take every transition;
 * each step checks what a customer-service user sees: the two views of the queue as tabs with their
 * counts, the rows with seller, escalation and status in Spanish, "Tomar caso" on the returns they
 * may take over, the loading, refreshing, empty and failed states, the address written, and where a
 * taken return is opened.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { csQueueMachine, type CsQueueEvent } from '../../modules/returns/machines/csQueue.machine.ts';
import { csTakeOverMachine, type CsTakeOverEvent } from '../../modules/returns/machines/csTakeOver.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { CS_SESSION, fakeReturnsServer, renderReturnsModule, type CsReturnPage, type CsReturnSummary, type ReturnDetail, type ReturnsServer, type SentQuery } from './returns.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const row = (id: number, returnNumber: string, sellerName: string, escalatedAt: string, reason: CsReturnSummary['escalationReason'], mine = false): CsReturnSummary => ({
  summary: {
    id,
    returnNumber,
    orderId: 400 + id,
    orderNumber: `2026-000${400 + id}`,
    sellerId: 1,
    sellerName,
    status: 'return_in_process',
    createdAt: '2026-11-15T12:00:00Z',
    units: 1,
    customerName: 'Cliente',
    customerReason: 'defective',
    escalated: true,
    takenOver: mine,
  },
  escalatedAt,
  escalationReason: reason,
  allowedActions: mine ? ['approve', 'reject'] : ['takeOver'],
});

const ANDES = row(21, 'D-2026-000210', 'Tienda Andes SpA', '2026-11-25T12:00:00Z', 'seller_no_response');
const AUSTRAL = row(22, 'D-2026-000215', 'Emporio Austral Ltda', '2026-11-24T18:30:00Z', 'customer_complaint');
const NORTE = row(23, 'D-2026-000199', 'Ferretería Norte', '2026-11-23T15:00:00Z', 'seller_no_response');
const MINE = row(24, 'D-2026-000188', 'Tienda Andes SpA', '2026-11-22T15:00:00Z', 'customer_complaint', true);

const ROW_TEXT: Record<number, string[]> = {
  21: ['D-2026-000210', 'Tienda Andes SpA', '25-11-2026, 09:00 · el seller no respondió a tiempo', 'En revisión', 'Tomar caso'],
  22: ['D-2026-000215', 'Emporio Austral Ltda', '24-11-2026, 15:30 · reclamo del cliente', 'En revisión', 'Tomar caso'],
  23: ['D-2026-000199', 'Ferretería Norte', '23-11-2026, 12:00 · el seller no respondió a tiempo', 'En revisión', 'Tomar caso'],
  24: ['D-2026-000188', 'Tienda Andes SpA', '22-11-2026, 12:00 · reclamo del cliente', 'En revisión', ''],
};

const COUNTS = { unassigned: 3, mine: 1 };
const PAGE_ONE: CsReturnPage = { items: [ANDES, AUSTRAL], nextCursor: 'WyJjc1F1ZXVlIl0', assignmentCounts: COUNTS };
const PAGE_TWO: CsReturnPage = { items: [NORTE], nextCursor: null, assignmentCounts: COUNTS };
const MINE_PAGE: CsReturnPage = { items: [MINE], nextCursor: null, assignmentCounts: COUNTS };
const EMPTY: CsReturnPage = { items: [], nextCursor: null, assignmentCounts: { unassigned: 0, mine: 0 } };
const TAKEN: ReturnDetail = {
  summary: { ...ANDES.summary, takenOver: true },
  items: [{ sku: 'TET-FIE-02', name: 'Tetera de fierro fundido', quantity: 1 }],
  customerComment: null,
  timeline: [{ status: 'return_in_process', at: '2026-11-20T12:00:00Z', note: null }],
  escalation: { at: ANDES.escalatedAt, reason: 'seller_no_response' },
  assignee: { name: 'Javiera Muñoz', since: '2026-11-26T13:00:00Z' },
  decision: null,
  allowedActions: ['approve', 'reject'],
};

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const alreadyTaken = new ApiError({ statusCode: 409, code: 'RETURN_TAKE_OVER_NOT_ALLOWED', message: 'Already taken' });

// The queue's chart: the kit's list without a search box, one tab per view.
const fixtures = {
  toMine: { type: 'filter.assignment', assignment: 'mine' },
  // The URL names the first view again (the menu's link, a step back).
  restoreUnassigned: { type: 'filter.restore', filters: { assignment: 'unassigned' } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  minePage: { type: 'xstate.done.actor.listPage', output: MINE_PAGE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY },
  queueFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<CsQueueEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof csQueueMachine>;

const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/** The server answers each view with its own rows; the user switches view on a queue on screen. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { assignment } = snapshot.context.filters;
  switch (names.get(event)) {
    case 'toMine':
      return settled(snapshot) && assignment === 'unassigned';
    case 'restoreUnassigned':
      return settled(snapshot) && assignment === 'mine';
    case 'pageOne':
      return assignment === 'unassigned';
    case 'minePage':
      return assignment === 'mine';
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, { filters: { assignment: 'unassigned' } }>(csQueueMachine, {
  input: { filters: { assignment: 'unassigned' } },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.filters.assignment, snapshot.context.rows.map((item) => item.summary.id), snapshot.context.nextCursor],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

interface World {
  user: UserEvent;
  server: ReturnsServer;
  view: ReturnType<typeof renderReturnsModule>;
  assignment: 'unassigned' | 'mine';
  /** The addresses the queue wrote, in order. */
  written: string[];
}

async function answerQueue(world: World, answer: Parameters<ReturnsServer['queue']['answer']>[0], cursor?: string) {
  await waitFor(() => expect(world.server.queue.pending).toBe(1));
  const expected: SentQuery = [['assignment', world.assignment], ...(cursor ? ([['cursor', cursor]] as SentQuery) : []), ['limit', '25']];
  expect(world.server.queue.received.at(-1)).toEqual(expected);
  world.server.queue.answer(answer);
}

const showQueue = (world: World, search: string) => world.view.show({ path: '/returns/customer-service', search, state: undefined });

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  toMine: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: /^Mis casos/ }));
    world.assignment = 'mine';
    // The view is written into the address (in place of the entry), which the shell then shows.
    world.written.push('/returns/customer-service?assignment=mine');
    showQueue(world, 'assignment=mine');
  },
  restoreUnassigned: async (world) => {
    world.assignment = 'unassigned';
    showQueue(world, '');
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pageOne: (world) => answerQueue(world, { page: PAGE_ONE }),
  minePage: (world) => answerQueue(world, { page: MINE_PAGE }),
  emptyPage: (world) => answerQueue(world, { page: EMPTY }),
  queueFailed: (world) => answerQueue(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: (world) => answerQueue(world, { page: PAGE_TWO }, 'WyJjc1F1ZXVlIl0'),
  nextPageFailed: (world) => answerQueue(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, 'WyJjc1F1ZXVlIl0'),
};

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => [...tableRow.children].map((cell) => cell.textContent));

/** The tabs' names: the view and its count once a page told it ("Sin asignar (3 devoluciones)"). */
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as Snapshot;
  const { rows, nextCursor, filters, counts } = snapshot.context;
  const { assignment } = filters;
  expect(screen.getByRole('heading', { level: 1, name: 'Devoluciones escaladas' })).toBeVisible();
  const tabs = within(screen.getByRole('tablist', { name: 'Vista de la cola' }));
  await waitFor(() => expect(tabs.getByRole('tab', { name: /^Sin asignar/ })).toHaveAttribute('aria-selected', String(assignment === 'unassigned')));
  expect(tabs.getByRole('tab', { name: /^Mis casos/ })).toHaveAttribute('aria-selected', String(assignment === 'mine'));
  const countsShown = counts === null ? null : counts.unassigned === 0 ? 'none' : 'some';
  expect(tabNames()).toEqual(
    countsShown === null
      ? ['Sin asignar', 'Mis casos']
      : countsShown === 'none'
        ? ['Sin asignar0 (0 devoluciones)', 'Mis casos0 (0 devoluciones)']
        : ['Sin asignar3 (3 devoluciones)', 'Mis casos1 (1 devolución)'],
  );

  const status = screen.getByRole('status');
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((item) => ROW_TEXT[item.summary.id])));
    expect(within(screen.getByRole('table')).getByText(`Devoluciones escaladas: ${assignment === 'mine' ? 'Mis casos' : 'Sin asignar'}`)).toBeInTheDocument();
    // Only on a queue at rest can a case be taken.
    const take = screen.queryAllByRole('button', { name: /^Tomar caso/ });
    take.forEach((button) => (snapshot.matches('loaded') ? expect(button).toBeEnabled() : expect(button).toBeDisabled()));
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(status).toHaveTextContent('Actualizando la cola…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(status).toHaveTextContent('Cargando la cola…'));
  else await waitFor(() => expect(status).toHaveTextContent(''));

  if (snapshot.matches('empty')) expect(screen.getByText(assignment === 'mine' ? 'No tienes casos pendientes.' : 'No hay devoluciones escaladas sin asignar.')).toBeVisible();

  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar la cola.');
    expect(alert).toHaveTextContent('El servicio de devoluciones no está disponible en este momento.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más devoluciones.');
  if (snapshot.matches({ loaded: 'idle' })) expect(screen.queryByRole('alert')).toBeNull();

  const moreOffered = nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
  if (moreOffered) {
    const more = screen.getByRole('button', { name: 'Cargar más' });
    if (snapshot.matches('loadingMore')) await waitFor(() => expect(more).toBeDisabled());
    else await waitFor(() => expect(more).toBeEnabled());
  } else {
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull());
  }
  // The view chosen is written into the address; one restored from it is not written again.
  expect(world.view.host.navigate.mock.calls).toEqual(world.written.map((href) => [href, { replace: true }]));
}

describe('the CS queue, driven through the module as the shell mounts it at /returns/customer-service', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeReturnsServer();
      const view = renderReturnsModule({ path: '/returns/customer-service', session: CS_SESSION });
      const world: World = { user: userEvent.setup(), server, view, assignment: 'unassigned', written: [] };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(csQueueMachine, paths));
  });

  it('opens on the view the address names', async () => {
    const server = fakeReturnsServer();
    renderReturnsModule({ path: '/returns/customer-service', search: 'assignment=mine', session: CS_SESSION });
    await waitFor(() => expect(server.queue.pending).toBe(1));
    expect(server.queue.received.at(-1)).toEqual([['assignment', 'mine'], ['limit', '25']]);
    server.queue.answer({ page: MINE_PAGE });
    await waitFor(() => expect(tableRows()).toEqual([ROW_TEXT[24]]));
    expect(screen.getByRole('tab', { name: /^Mis casos/ })).toHaveAttribute('aria-selected', 'true');
  });
});

// "Tomar caso", the chart beside the queue.
const takeFixtures = {
  takeAndes: { type: 'queue.takeOver', row: ANDES },
  tookOver: { type: 'xstate.done.actor.takeOverReturn', output: TAKEN },
  takeOverRefused: { type: 'xstate.error.actor.takeOverReturn', error: alreadyTaken },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type TakeFixture = keyof typeof takeFixtures;
const takeNames = eventNames(takeFixtures);

type UnfixturedTake = Exclude<CsTakeOverEvent['type'], (typeof takeFixtures)[TakeFixture]['type']>;
const _everyTakeEventHasAFixture: [UnfixturedTake] extends [never] ? true : UnfixturedTake = true;

type TakeSnapshot = SnapshotFrom<typeof csTakeOverMachine>;

const takePaths = coveringPaths<TakeSnapshot, EventObject, undefined>(csTakeOverMachine, {
  input: undefined,
  events: Object.values(takeFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.row?.summary.id ?? null, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
  chained: true,
});

const simulateTake: Record<TakeFixture, (world: World) => Promise<unknown>> = {
  takeAndes: ({ user }) => user.click(screen.getByRole('button', { name: 'Tomar caso D-2026-000210' })),
  tookOver: async (world) => {
    await waitFor(() => expect(world.server.takeOver.pending).toBe(1));
    expect(world.server.takeOver.received.at(-1)).toBe(21);
    world.server.takeOver.answer({ detail: TAKEN });
  },
  takeOverRefused: async (world) => {
    await waitFor(() => expect(world.server.takeOver.pending).toBe(1));
    expect(world.server.takeOver.received.at(-1)).toBe(21);
    world.server.takeOver.answer({ fail: 409, code: 'RETURN_TAKE_OVER_NOT_ALLOWED' });
  },
};

async function expectTakeScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as TakeSnapshot;
  await waitFor(() => expect(tableRows()).toEqual([ROW_TEXT[21], ROW_TEXT[22]]));
  const andes = screen.getByRole('button', { name: 'Tomar caso D-2026-000210' });
  const austral = screen.getByRole('button', { name: 'Tomar caso D-2026-000215' });
  // While one case is being taken, the others wait.
  if (snapshot.matches('takingOver') || snapshot.matches('opening')) await waitFor(() => expect(austral).toBeDisabled());
  else await waitFor(() => [andes, austral].forEach((button) => expect(button).toBeEnabled()));
  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos tomar el caso D-2026-000210.');
    expect(alert).toHaveTextContent('Esta devolución ya no se puede tomar: otra persona la tomó o ya fue resuelta.');
  } else {
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }
  // The return is the user's now: its page opens, where it is decided.
  if (snapshot.matches('opening')) await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledWith('/returns/21', { state: { from: 'customerService' } }));
  else expect(world.view.host.navigate).not.toHaveBeenCalled();
}

describe('taking a case over from the CS queue', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of takePaths) {
    it(describeFixturePath(path, takeNames.get), async () => {
      const server = fakeReturnsServer();
      const view = renderReturnsModule({ path: '/returns/customer-service', session: CS_SESSION });
      const world: World = { user: userEvent.setup(), server, view, assignment: 'unassigned', written: [] };
      await answerQueue(world, { page: PAGE_ONE });
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateTake[takeNames.get(step.event)](world);
        await expectTakeScreenFor(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(csTakeOverMachine, takePaths));
  });
});

describe('the CS queue on a phone', () => {
  afterEach(() => forgetScreenWidth());

  it('shows each return as a card with its take-over button (360 px), with no axe violations', async () => {
    setScreenWidth(360);
    const server = fakeReturnsServer();
    const { container, host } = renderReturnsModule({ path: '/returns/customer-service', session: CS_SESSION });
    await waitFor(() => expect(server.queue.pending).toBe(1));
    server.queue.answer({ page: PAGE_ONE });
    const cards = await screen.findByRole('list', { name: 'Devoluciones escaladas: Sin asignar' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tienda Andes SpA');
    expect(within(items[0]!).getByRole('button', { name: 'Tomar caso D-2026-000210' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(items[1]!).getByRole('link', { name: 'D-2026-000215' }));
    expect(host.navigate).toHaveBeenCalledWith('/returns/22', { state: { from: 'customerService' } });
  });
});
