/**
 * What the desk does with the orders chosen on its list (dispatchList.machine.ts), beside it: mark
 * them ready to ship (one result per order, kept on screen until dismissed), print their labels as
 * one PDF, and hand orders ready to ship to a carrier with a dispatch manifest (which moves them to
 * dispatched). The chosen orders come with the event, as the list shows them.
 *
 * Marking ready and the manifest move orders out of their tab, so the list is asked again
 * afterwards (`list.refresh`, the rows kept on screen). While an action is under way the page keeps
 * the list still (no tab, search or page changes), so the answer is about the orders chosen.
 */
import { assign, fromCallback, fromPromise, sendTo, setup, type ActorRef, type Snapshot } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { Carrier, DownloadedFile, MarkReadyResult, Shipment } from './shipments.types.ts';

/** The list the actions ask again once orders moved, as the chart sees it. */
export type DispatchListRef = ActorRef<Snapshot<unknown> & { matches(value: 'loaded'): boolean }, { type: 'list.refresh' }>;

export interface DispatchActionsInput {
  list: DispatchListRef;
  /** What the session's permissions let this user do with the chosen orders (the server refuses the rest). */
  may: { markReady: boolean; handOver: boolean };
}

/** What the chosen orders were asked to do, when it failed. */
export type DispatchAction = 'markReady' | 'labels' | 'manifest';

export interface DispatchActionsContext extends DispatchActionsInput {
  /** The orders of the action under way, or of the last one. */
  orderIds: number[];
  /** The carrier the next manifest names. */
  carrier: Carrier;
  /** The last "Marcar listas" answer, one result per order, until dismissed. */
  results: MarkReadyResult[] | null;
  /** The code of the last failure, and what failed. */
  problem: string | null;
  failedAction: DispatchAction | null;
}

export type DispatchActionsEvent =
  | { type: 'dispatch.markReady'; orders: Shipment[] }
  | { type: 'dispatch.labels'; orders: Shipment[] }
  | { type: 'dispatch.manifest'; orders: Shipment[] }
  | { type: 'carrier.choose'; carrier: Carrier }
  | { type: 'results.dismiss' }
  /** The list moved (another tab, search, seller or page): a failure about the orders chosen before is old news. */
  | { type: 'list.moved' };

export interface ManifestRequest {
  orderIds: number[];
  carrier: Carrier;
}

type Chosen = { orders: Shipment[] };
const idsOf = ({ orders }: Chosen) => ({ orderIds: orders.map((order) => order.id) });

/** The actions the chosen orders allow, from a list at rest or after a failure alike. */
const actionTransitions = {
  'dispatch.markReady': {
    guard: { type: 'mayMarkReady', params: ({ event }: { event: Chosen }) => event },
    target: '#dispatchActions.markingReady',
    actions: { type: 'keepOrders', params: ({ event }: { event: Chosen }) => idsOf(event) },
  },
  'dispatch.labels': {
    guard: { type: 'hasOrders', params: ({ event }: { event: Chosen }) => event },
    target: '#dispatchActions.printingLabels',
    actions: { type: 'keepOrders', params: ({ event }: { event: Chosen }) => idsOf(event) },
  },
  'dispatch.manifest': {
    guard: { type: 'mayHandOver', params: ({ event }: { event: Chosen }) => event },
    target: '#dispatchActions.handingOver',
    actions: { type: 'keepOrders', params: ({ event }: { event: Chosen }) => idsOf(event) },
  },
} as const;

const failed = (action: DispatchAction) =>
  ({
    target: '#dispatchActions.failed',
    actions: { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, action }) },
  }) as const;

export const dispatchActionsMachine = setup({
  types: {
    context: {} as DispatchActionsContext,
    input: {} as DispatchActionsInput,
    events: {} as DispatchActionsEvent,
  },
  actors: {
    /** POST /v1/shipments/ready: one result per order. */
    markReady: fromPromise<MarkReadyResult[], { orderIds: number[] }>(async () => notProvided('markReady')()),
    /** POST /v1/shipments/labels: the labels as one PDF. */
    printLabels: fromPromise<DownloadedFile, { orderIds: number[] }>(async () => notProvided('printLabels')()),
    /** POST /v1/shipments/manifests: the manifest's PDF (the orders are dispatched). */
    createManifest: fromPromise<DownloadedFile, ManifestRequest>(async () => notProvided('createManifest')()),
    /** Says `list.moved` as soon as the list is no longer at rest. */
    watchList: fromCallback<{ type: 'list.moved' }, DispatchListRef>(({ input, sendBack }) => {
      const subscription = input.subscribe((snapshot) => {
        if (!snapshot.matches('loaded')) sendBack({ type: 'list.moved' });
      });
      return () => subscription.unsubscribe();
    }),
  },
  actions: {
    keepOrders: assign((_, { orderIds }: { orderIds: number[] }) => ({ orderIds })),
    keepProblem: assign((_, { error, action }: { error: unknown; action: DispatchAction }) => ({ problem: errorCodeOf(error), failedAction: action })),
    keepResults: assign((_, { results }: { results: MarkReadyResult[] }) => ({ results })),
    chooseCarrier: assign((_, { carrier }: { carrier: Carrier }) => ({ carrier })),
    dismissResults: assign({ results: null }),
    /** The orders moved out of their tab: the list reads it again. */
    refreshList: sendTo(({ context }) => context.list, { type: 'list.refresh' }),
    /** Placeholder; the module hands the file to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    hasOrders: (_, { orders }: Chosen) => orders.length > 0,
    // Orders already ready have nothing to be marked; the server would refuse each.
    mayMarkReady: ({ context }, { orders }: Chosen) => context.may.markReady && orders.length > 0 && orders.every((order) => order.status !== 'ready_to_ship'),
    // Only orders ready to ship are handed to a carrier.
    mayHandOver: ({ context }, { orders }: Chosen) => context.may.handOver && orders.length > 0 && orders.every((order) => order.status === 'ready_to_ship'),
    hasResults: ({ context }) => context.results !== null,
  },
}).createMachine({
  id: 'dispatchActions',
  context: ({ input }) => ({ ...input, orderIds: [], carrier: 'blue_express', results: null, problem: null, failedAction: null }),
  initial: 'idle',
  // The carrier and the last result are the page's to change whatever the actions came to.
  on: {
    'carrier.choose': { actions: { type: 'chooseCarrier', params: ({ event }) => ({ carrier: event.carrier }) } },
    'results.dismiss': { guard: 'hasResults', actions: 'dismissResults' },
  },
  states: {
    idle: {
      description: 'Nothing is being done to the chosen orders and nothing failed: they may be marked, printed or handed over.',
      on: actionTransitions,
    },
    markingReady: {
      description: 'The chosen orders are being marked ready, each on its own; the list stands still until the answer about them.',
      invoke: {
        id: 'markReady',
        src: 'markReady',
        input: ({ context }) => ({ orderIds: context.orderIds }),
        onDone: { target: 'idle', actions: [{ type: 'keepResults', params: ({ event }) => ({ results: event.output }) }, 'refreshList'] },
        onError: failed('markReady'),
      },
    },
    printingLabels: {
      description: 'The labels of the chosen orders are being drawn as one PDF; nothing changes on the desk.',
      invoke: {
        id: 'printLabels',
        src: 'printLabels',
        input: ({ context }) => ({ orderIds: context.orderIds }),
        onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
        onError: failed('labels'),
      },
    },
    handingOver: {
      description: 'The manifest of the chosen orders is being recorded: once answered, they are dispatched and leave the desk.',
      invoke: {
        id: 'createManifest',
        src: 'createManifest',
        input: ({ context }) => ({ orderIds: context.orderIds, carrier: context.carrier }),
        onDone: { target: 'idle', actions: [{ type: 'saveFile', params: ({ event }) => ({ file: event.output }) }, 'refreshList'] },
        onError: failed('manifest'),
      },
    },
    failed: {
      description:
        'Marking, the labels or the manifest failed as a whole (no network, an order moved meanwhile): the page says why while the list stays as it was, and the orders may be tried again.',
      invoke: { id: 'watchList', src: 'watchList', input: ({ context }) => context.list },
      on: { ...actionTransitions, 'list.moved': 'idle' },
    },
  },
});
