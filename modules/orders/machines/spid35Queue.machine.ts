/**
 * The Spid35 queue (/orders/spid35): the stores the person works, the chosen store's open express
 * orders oldest first with the time left against each promise, and the changes a person makes to
 * them: the next step of an order's lifecycle, and "sin stock" on a line of an order being picked
 * (substituted by a SKU of the store's express stock, or removed). Effects are the actors named
 * here (`facilities`, `queue`, `change`, `clock`), provided by the module's flows; the chart holds
 * codes, never text.
 */
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../../machines/notProvided.ts';
import { nextSpid35Status, type Spid35Status } from '../../../shared/spid35/lifecycle.ts';
import type { ApiError } from '../../../shared/api-error.ts';
import type { Spid35ChangeOutcome, Spid35ChangeRequest, Spid35Facility, Spid35Order, Spid35QueueAnswer, Spid35StockItem } from './spid35.types.ts';

export interface Spid35QueueContext {
  facilities: Spid35Facility[];
  facilityId: string | null;
  orders: Spid35Order[];
  /** The store's express stock: what a line may be substituted by. */
  stock: Spid35StockItem[];
  /** The substitute chosen for each line, by line id, before "Sustituir" is pressed. */
  choices: Record<number, string>;
  /** The clock the time left is read against (ms since the epoch). */
  now: number;
  /** The change being sent. */
  pending: Spid35ChangeRequest | null;
  /** What the last change or load answered when it was not done: a conflict's or a failure's code. */
  problem: string | null;
}

export type Spid35QueueEvent =
  | { type: 'queue.retry' }
  | { type: 'queue.facility'; facilityId: string }
  | { type: 'order.advance'; orderId: number }
  | { type: 'line.choose'; lineId: number; sku: string }
  | { type: 'line.substitute'; orderId: number; lineId: number }
  | { type: 'line.remove'; orderId: number; lineId: number }
  | { type: 'clock.tick'; now: number };

const codeOf = (error: unknown): string => (error as Partial<ApiError> | undefined)?.code ?? 'UNEXPECTED';

/** The order with `orderId` put back as the server answered it; an order handed over leaves the queue. */
const withOrder = (orders: readonly Spid35Order[], changed: Spid35Order): Spid35Order[] =>
  orders.flatMap((order) => (order.id !== changed.id ? [order] : changed.status === 'handedOver' ? [] : [changed]));

const orderOf = (context: Spid35QueueContext, orderId: number) => context.orders.find((order) => order.id === orderId);

export const spid35QueueMachine = setup({
  types: {
    context: {} as Spid35QueueContext,
    events: {} as Spid35QueueEvent,
    input: {} as { now: number },
  },
  actors: {
    /** The stores the person works, by name. */
    facilities: fromPromise<Spid35Facility[]>(async () => notProvided('facilities')()),
    /** The store's queue with its express stock. */
    queue: fromPromise<Spid35QueueAnswer, { facilityId: string }>(async () => notProvided('queue')()),
    /** A change sent: done, or a conflict with the order as it is now. */
    change: fromPromise<Spid35ChangeOutcome, Spid35ChangeRequest>(async () => notProvided('change')()),
    /** Sends `clock.tick` with the time now, every half minute. */
    clock: fromCallback<Spid35QueueEvent>(() => notProvided('clock')()),
  },
  guards: {
    hasFacilities: (_, facilities: Spid35Facility[]) => facilities.length > 0,
    isEmpty: ({ context }) => context.orders.length === 0,
    /** The order has a next step (every order in the queue has, until it is handed over). */
    advances: ({ context }, { orderId }: { orderId: number }) => {
      const order = orderOf(context, orderId);
      return order !== undefined && nextSpid35Status(order.status) !== null;
    },
    /** A substitute was chosen for a line "sin stock" may be said of. */
    maySubstitute: ({ context }, { orderId, lineId }: { orderId: number; lineId: number }) => {
      const order = orderOf(context, orderId);
      return Boolean(context.choices[lineId]) && order?.status === 'accepted' && order.lines.some((line) => line.id === lineId && line.shortage === null);
    },
    /** The line is of an order being picked, and not resolved yet: a substitute may be chosen, or it removed. */
    mayRemove: ({ context }, { orderId, lineId }: { orderId: number; lineId: number }) => {
      const order = orderOf(context, orderId);
      return order?.status === 'accepted' && order.lines.some((line) => line.id === lineId && line.shortage === null);
    },
  },
}).createMachine({
  id: 'spid35Queue',
  context: ({ input }) => ({ facilities: [], facilityId: null, orders: [], stock: [], choices: {}, now: input.now, pending: null, problem: null }),
  // Why a clock beside every state: the time left moves while the person looks, loading or not.
  invoke: { id: 'clock', src: 'clock' },
  on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'loadingStores',
  states: {
    // Which stores the person works: a store person its own, staff every one (the first chosen).
    loadingStores: {
      invoke: {
        id: 'facilities', src: 'facilities',
        onDone: [
          {
            guard: { type: 'hasFacilities', params: ({ event }) => event.output },
            target: 'loading',
            actions: assign({ facilities: ({ event }) => event.output, facilityId: ({ event }) => event.output[0]?.id ?? null }),
          },
          { target: 'noStore' },
        ],
        onError: { target: 'storesFailed', actions: assign({ problem: ({ event }) => codeOf(event.error) }) },
      },
    },
    // A store account without a store: nothing to work, said plainly.
    noStore: {},
    storesFailed: { on: { 'queue.retry': { target: 'loadingStores', actions: assign({ problem: null }) } } },
    loading: {
      invoke: {
        id: 'queue', src: 'queue',
        input: ({ context }) => ({ facilityId: context.facilityId ?? '' }),
        onDone: { target: 'settling', actions: assign({ orders: ({ event }) => event.output.orders, stock: ({ event }) => event.output.stock, choices: {} }) },
        onError: { target: 'failed', actions: assign({ problem: ({ event }) => codeOf(event.error) }) },
      },
      on: { 'queue.facility': { target: 'loading', reenter: true, actions: assign({ facilityId: ({ event }) => event.facilityId }) } },
    },
    failed: {
      on: {
        'queue.retry': { target: 'loading', actions: assign({ problem: null }) },
        'queue.facility': { target: 'loading', actions: assign({ facilityId: ({ event }) => event.facilityId, problem: null }) },
      },
    },
    // Why a step of its own: a queue read or changed may have been left without orders.
    settling: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'ready' }] },
    empty: {
      on: { 'queue.facility': { target: 'loading', actions: assign({ facilityId: ({ event }) => event.facilityId, problem: null }) } },
    },
    ready: {
      on: {
        'queue.facility': { target: 'loading', actions: assign({ facilityId: ({ event }) => event.facilityId, problem: null }) },
        'order.advance': {
          guard: { type: 'advances', params: ({ event }) => event },
          target: 'changing',
          actions: assign({
            pending: ({ context, event }) => {
              const order = orderOf(context, event.orderId)!;
              return { kind: 'move', orderId: order.id, to: nextSpid35Status(order.status) as Spid35Status, version: order.version };
            },
            problem: null,
          }),
        },
        'line.choose': {
          guard: { type: 'mayRemove', params: ({ context, event }) => ({ orderId: context.orders.find((order) => order.lines.some((line) => line.id === event.lineId))?.id ?? 0, lineId: event.lineId }) },
          actions: assign({ choices: ({ context, event }) => ({ ...context.choices, [event.lineId]: event.sku }) }) },
        'line.substitute': {
          guard: { type: 'maySubstitute', params: ({ event }) => event },
          target: 'changing',
          actions: assign({
            pending: ({ context, event }) => ({
              kind: 'substitute',
              orderId: event.orderId,
              lineId: event.lineId,
              substituteSku: context.choices[event.lineId]!,
              version: orderOf(context, event.orderId)!.version,
            }),
            problem: null,
          }),
        },
        'line.remove': {
          guard: { type: 'mayRemove', params: ({ event }) => event },
          target: 'changing',
          actions: assign({
            pending: ({ context, event }) => ({ kind: 'remove', orderId: event.orderId, lineId: event.lineId, version: orderOf(context, event.orderId)!.version }),
            problem: null,
          }),
        },
      },
    },
    // One change at a time: the buttons wait while it is sent. A conflict shows the order as it is now.
    changing: {
      invoke: {
        id: 'change', src: 'change',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'settling',
          actions: assign(({ context, event }) => ({
            orders: withOrder(context.orders, event.output.order),
            problem: event.output.kind === 'conflict' ? event.output.code : null,
            pending: null,
          })),
        },
        onError: { target: 'settling', actions: assign({ problem: ({ event }) => codeOf(event.error), pending: null }) },
      },
    },
  },
});

export type Spid35QueueLogic = typeof spid35QueueMachine;
export type Spid35QueueRef = ActorRefFrom<typeof spid35QueueMachine>;
export type Spid35QueueSnapshot = SnapshotFrom<typeof spid35QueueMachine>;
