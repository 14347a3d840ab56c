/**
 * The dispatch desk (Envíos): the seller's orders still to hand to a carrier, one tab per dispatch
 * status with its count, a search by order number and keyset pages ("Cargar más"); a selection of
 * the rows on screen, and three things to do with it: mark the orders ready to ship (one result per
 * order, kept on screen until dismissed), print their labels as one PDF, and, in the "Listas para
 * despacho" tab, hand them to a carrier with a dispatch manifest (which moves them to dispatched).
 *
 * While one of those is under way the list stands still (no tab, search or page changes), so the
 * answer is about the orders the seller chose. Marking ready and the manifest move orders out of the
 * tab, so the list is asked again afterwards with the rows kept on screen (`refreshing`).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import type { Carrier, DispatchStatus, DownloadedFile, MarkReadyResult, Shipment, ShipmentPage, StatusCounts } from './shipments.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

/** How long the search box waits after the last keystroke before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The longest search the contract takes (a whole order number, 2026-000123). */
export const SEARCH_MAX_LENGTH = 11;

export interface DispatchListInput {
  status: DispatchStatus;
  /** What the session's permissions let this user do with the chosen orders (the server refuses the rest). */
  may: { markReady: boolean; handOver: boolean };
}

/** What the selection was asked to do, when it failed. */
export type DispatchAction = 'markReady' | 'labels' | 'manifest';

export interface DispatchListContext {
  /** What this user may do with the chosen orders (input, from the session's permissions). */
  may: DispatchListInput['may'];
  /** The tab on screen. */
  status: DispatchStatus;
  /** The applied search: the start of an order number, '' for none. */
  q: string;
  /** What the search box shows; applied as `q` once the typing stops. */
  searchText: string;
  /** The rows on screen: the pages loaded so far, in order. */
  rows: Shipment[];
  nextCursor: string | null;
  /** The tabs' counts under the applied search (null until the first page arrives). */
  statusCounts: StatusCounts | null;
  /** The ids of the chosen rows, in the order chosen. */
  selected: number[];
  /** The carrier the next manifest names. */
  carrier: Carrier;
  /** The last "Marcar listas" answer, one result per order, until dismissed. */
  results: MarkReadyResult[] | null;
  /** The code of the last failure the screen shows, and what failed. */
  problem: string | null;
  failedAction: DispatchAction | null;
}

export type DispatchListEvent =
  | { type: 'filter.status'; status: DispatchStatus }
  /** A keystroke in the search box: the whole text it now holds. */
  | { type: 'filter.search'; text: string }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'selection.toggle'; orderId: number }
  /** The header's box: every row on screen, or none when all are chosen already. */
  | { type: 'selection.page' }
  | { type: 'carrier.choose'; carrier: Carrier }
  | { type: 'selection.markReady' }
  | { type: 'selection.labels' }
  | { type: 'selection.manifest' }
  | { type: 'results.dismiss' };

/** What the list actor receives: the tab, the search and the cursor of the page after the rows on screen. */
export interface PageRequest {
  status: DispatchStatus;
  q: string;
  cursor: string | null;
}

export interface ManifestRequest {
  orderIds: number[];
  carrier: Carrier;
}

/** Asks for the first page of the tab and search, and settles on what it holds: rows, none, or a failure. */
const firstPage = {
  id: 'listPage',
  src: 'listPage',
  input: ({ context }: { context: DispatchListContext }) => ({ status: context.status, q: context.q, cursor: null }),
  onDone: [
    {
      guard: { type: 'hasOrders', params: ({ event }: { event: { output: ShipmentPage } }) => ({ page: event.output }) },
      target: '#dispatchList.browsing.loaded',
      actions: { type: 'keepPage', params: ({ event }: { event: { output: ShipmentPage } }) => ({ page: event.output }) },
    },
    { target: '#dispatchList.browsing.empty', actions: { type: 'keepPage', params: ({ event }: { event: { output: ShipmentPage } }) => ({ page: event.output }) } },
  ],
  onError: { target: '#dispatchList.browsing.failed', actions: { type: 'dropRows', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
} as const;

const actionFailed = (action: DispatchAction) =>
  ({
    target: '#dispatchList.browsing.loaded.actionFailed',
    actions: { type: 'keepActionProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, action }) },
  }) as const;

export const dispatchListMachine = setup({
  types: {
    context: {} as DispatchListContext,
    input: {} as DispatchListInput,
    events: {} as DispatchListEvent,
  },
  actors: {
    /** GET /v1/shipments: the first page of the tab, or the page after `cursor`. */
    listPage: fromPromise<ShipmentPage, PageRequest>(async () => notProvided('listPage')()),
    /** POST /v1/shipments/ready: one result per order. */
    markReady: fromPromise<MarkReadyResult[], { orderIds: number[] }>(async () => notProvided('markReady')()),
    /** POST /v1/shipments/labels: the labels as one PDF. */
    printLabels: fromPromise<DownloadedFile, { orderIds: number[] }>(async () => notProvided('printLabels')()),
    /** POST /v1/shipments/manifests: the manifest's PDF (the orders are dispatched). */
    createManifest: fromPromise<DownloadedFile, ManifestRequest>(async () => notProvided('createManifest')()),
  },
  actions: {
    applyStatus: assign(({ event }) => {
      assertEvent(event, 'filter.status');
      // The rows of another tab are not on screen any more, so neither is their selection.
      return { status: event.status, selected: [] };
    }),
    keepSearchText: assign(({ event }) => {
      assertEvent(event, 'filter.search');
      return { searchText: event.text };
    }),
    // Order numbers are digits and a hyphen: anything else typed cannot be part of one.
    applySearch: assign(({ context }) => ({ q: context.searchText.replace(/[^0-9-]/g, '').slice(0, SEARCH_MAX_LENGTH) })),
    /** A new first page: the chosen rows that are still on screen stay chosen. */
    keepPage: assign(({ context }, { page }: { page: ShipmentPage }) => {
      const shown = new Set(page.items.map((row) => row.id));
      return { rows: page.items, nextCursor: page.nextCursor, statusCounts: page.statusCounts, selected: context.selected.filter((id) => shown.has(id)), problem: null, failedAction: null };
    }),
    appendPage: assign(({ context }, { page }: { page: ShipmentPage }) => ({
      rows: [...context.rows, ...page.items],
      nextCursor: page.nextCursor,
      statusCounts: page.statusCounts,
      problem: null,
      failedAction: null,
    })),
    /** The list could not be loaded: nothing it shows is known to be current any more. */
    dropRows: assign((_, { error }: { error: unknown }) => ({ rows: [], nextCursor: null, selected: [], problem: errorCodeOf(error), failedAction: null })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    keepActionProblem: assign((_, { error, action }: { error: unknown; action: DispatchAction }) => ({ problem: errorCodeOf(error), failedAction: action })),
    toggleRow: assign(({ context, event }) => {
      assertEvent(event, 'selection.toggle');
      const chosen = context.selected.includes(event.orderId);
      return { selected: chosen ? context.selected.filter((id) => id !== event.orderId) : [...context.selected, event.orderId] };
    }),
    togglePage: assign(({ context }) => ({
      selected: context.rows.every((row) => context.selected.includes(row.id)) ? [] : context.rows.map((row) => row.id),
    })),
    chooseCarrier: assign(({ event }) => {
      assertEvent(event, 'carrier.choose');
      return { carrier: event.carrier };
    }),
    /** The orders marked leave the tab; the ones refused or not found stay chosen, to be seen to. */
    keepResults: assign(({ context }, { results }: { results: MarkReadyResult[] }) => {
      const moved = new Set(results.filter((result) => result.outcome === 'ok').map((result) => result.orderId));
      return { results, selected: context.selected.filter((id) => !moved.has(id)), problem: null, failedAction: null };
    }),
    /** The orders handed over are dispatched: none of them is on the desk any more. */
    clearSelection: assign({ selected: [], problem: null, failedAction: null }),
    dismissResults: assign({ results: null }),
    /** Placeholder; the module hands the file to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    hasOrders: (_, { page }: { page: ShipmentPage }) => page.items.length > 0,
    hasNextPage: ({ context }) => context.nextCursor !== null,
    hasSelection: ({ context }) => context.selected.length > 0,
    // Orders already ready have nothing to be marked; the server would refuse each.
    mayMarkReady: ({ context }) => context.may.markReady && context.selected.length > 0 && context.status !== 'ready_to_ship',
    // Only orders ready to ship are handed to a carrier.
    mayHandOver: ({ context }) => context.may.handOver && context.selected.length > 0 && context.status === 'ready_to_ship',
    hasResults: ({ context }) => context.results !== null,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'dispatchList',
  context: ({ input }) => ({
    status: input.status,
    may: input.may,
    q: '',
    searchText: '',
    rows: [],
    nextCursor: null,
    statusCounts: null,
    selected: [],
    carrier: 'blue_express',
    results: null,
    problem: null,
    failedAction: null,
  }),
  initial: 'browsing',
  states: {
    browsing: {
      description: 'The list is the seller\'s to move through: tabs, search and pages; nothing is being done to the orders.',
      on: {
        'filter.status': { target: '.refreshing', actions: 'applyStatus' },
        // Each keystroke starts the wait again (the transition re-enters `debouncing`).
        'filter.search': { target: '.refreshing.debouncing', actions: 'keepSearchText' },
        'results.dismiss': { guard: 'hasResults', actions: 'dismissResults' },
      },
      initial: 'loading',
      states: {
        loading: {
          description: 'The first page of the tab is on its way; there is nothing to show yet.',
          invoke: firstPage,
        },
        loaded: {
          description: 'Rows on screen: they may be chosen, and the chosen ones marked, printed or handed over.',
          on: {
            'list.more': { guard: 'hasNextPage', target: 'loadingMore' },
            'selection.toggle': { actions: 'toggleRow' },
            'selection.page': { actions: 'togglePage' },
            'carrier.choose': { actions: 'chooseCarrier' },
            'selection.markReady': { guard: 'mayMarkReady', target: '#dispatchList.markingReady' },
            'selection.labels': { guard: 'hasSelection', target: '#dispatchList.printingLabels' },
            'selection.manifest': { guard: 'mayHandOver', target: '#dispatchList.handingOver' },
          },
          initial: 'idle',
          states: {
            idle: { description: 'Nothing under way and nothing went wrong.' },
            moreFailed: { description: 'The next page could not be loaded; the rows stay and "Cargar más" tries again.' },
            actionFailed: { description: 'Marking, the labels or the manifest failed as a whole (no network, an order moved meanwhile); the selection stays to try again.' },
          },
        },
        empty: {
          description: 'No order of the tab matches; the other tabs\' counts still say where there are some.',
        },
        failed: {
          description: 'The list could not be loaded; "Reintentar" asks for the same tab again.',
          on: { 'list.retry': 'loading' },
        },
        refreshing: {
          description: 'The tab or search changed, or orders moved: the rows on screen stay until the new first page arrives.',
          initial: 'fetching',
          states: {
            debouncing: {
              description: 'The person is typing a search: it is applied once they stop for 300 ms, not on every key.',
              after: { searchDebounce: { target: 'fetching', actions: 'applySearch' } },
            },
            fetching: {
              description: 'The first page of the tab is on its way.',
              invoke: firstPage,
            },
          },
        },
        loadingMore: {
          description: 'The next page is on its way, to be added under the rows on screen.',
          invoke: {
            id: 'nextPage',
            src: 'listPage',
            input: ({ context }) => ({ status: context.status, q: context.q, cursor: context.nextCursor }),
            onDone: { target: 'loaded', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'loaded.moreFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    markingReady: {
      description: 'The chosen orders are being marked ready, each on its own; the list waits for the answer about them.',
      invoke: {
        id: 'markReady',
        src: 'markReady',
        input: ({ context }) => ({ orderIds: context.selected }),
        onDone: { target: '#dispatchList.browsing.refreshing', actions: { type: 'keepResults', params: ({ event }) => ({ results: event.output }) } },
        onError: actionFailed('markReady'),
      },
    },
    printingLabels: {
      description: 'The labels of the chosen orders are being drawn as one PDF; nothing changes on the desk.',
      invoke: {
        id: 'printLabels',
        src: 'printLabels',
        input: ({ context }) => ({ orderIds: context.selected }),
        onDone: { target: '#dispatchList.browsing.loaded', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
        onError: actionFailed('labels'),
      },
    },
    handingOver: {
      description: 'The manifest of the chosen orders is being recorded: once answered, they are dispatched and leave the desk.',
      invoke: {
        id: 'createManifest',
        src: 'createManifest',
        input: ({ context }) => ({ orderIds: context.selected, carrier: context.carrier }),
        onDone: { target: '#dispatchList.browsing.refreshing', actions: ['clearSelection', { type: 'saveFile', params: ({ event }) => ({ file: event.output }) }] },
        onError: actionFailed('manifest'),
      },
    },
  },
});
