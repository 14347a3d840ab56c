/**
 * The list of orders (Ventas > Órdenes): one tab per status group with its count, filters (statuses
 * of the tab, a period, a search, the sort), a table paged by keyset ("Cargar más" appends the next
 * page) and an export of everything the filters select as CSV or Excel.
 *
 * Every filter change asks for the first page again while the rows on screen stay (`refreshing`), so
 * the table does not jump to a spinner on every click. A search waits until the person stops typing
 * for 300 ms before it is applied. The filters the list applies are written to the URL's query by the
 * `rememberFilters` action (the module provides it), so a reload or a step back shows the same list.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import { statusesOf } from '../../../shared/orders/lifecycle.ts';
import type { OrderFilters } from './orderFilters.ts';
import type { DownloadedFile, ExportFormat, GroupCounts, OrderPage, OrderSort, OrderStatus, OrderStatusGroup, OrderSummary, SortDirection } from './orders.types.ts';

/** How long the search box waits after the last keystroke before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface OrdersListInput {
  /** The filters of the URL the list was opened with. */
  filters: OrderFilters;
}

export interface OrdersListContext {
  filters: OrderFilters;
  /** What the search box shows; applied as `filters.q` once the typing stops. */
  searchText: string;
  /** The rows on screen: the pages loaded so far, in order. */
  rows: OrderSummary[];
  /** The cursor of the next page; null when the last page is on screen. */
  nextCursor: string | null;
  /** The tabs' counts under the applied filters (null until the first page arrives). */
  groupCounts: GroupCounts | null;
  /** The code of the last failure the screen shows (the list, the next page or the export). */
  problem: string | null;
  /** The file format asked for by the export under way or the one that last failed. */
  exportFormat: ExportFormat | null;
}

export type OrdersListEvent =
  | { type: 'filter.group'; group: OrderStatusGroup }
  | { type: 'filter.statuses'; statuses: OrderStatus[] }
  | { type: 'filter.period'; from: string | null; to: string | null }
  | { type: 'filter.sort'; sort: OrderSort; direction: SortDirection }
  /** A keystroke in the search box: the whole text it now holds. */
  | { type: 'filter.search'; text: string }
  /** The URL's query changed from outside the list (the menu's "Órdenes", a link): its filters win. */
  | { type: 'filter.restore'; filters: OrderFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'list.export'; format: ExportFormat };

/** What the list actors receive: the filters, and the cursor of the page after the rows on screen. */
export interface PageRequest {
  filters: OrderFilters;
  cursor: string | null;
}

export interface ExportRequest {
  filters: OrderFilters;
  format: ExportFormat;
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by modules/orders/flows.ts`);
};

/**
 * Asks for the first page of the filters and settles on what it holds: rows, none, or a failure.
 * The same call whether the list is empty on screen (`loading`) or keeps the last rows (`refreshing`).
 */
const firstPage = {
  id: 'listPage',
  src: 'listPage',
  input: ({ context }: { context: OrdersListContext }) => ({ filters: context.filters, cursor: null }),
  onDone: [
    {
      guard: { type: 'hasOrders', params: ({ event }: { event: { output: OrderPage } }) => ({ page: event.output }) },
      target: '#ordersList.loaded',
      actions: { type: 'keepPage', params: ({ event }: { event: { output: OrderPage } }) => ({ page: event.output }) },
    },
    { target: '#ordersList.empty', actions: { type: 'keepPage', params: ({ event }: { event: { output: OrderPage } }) => ({ page: event.output }) } },
  ],
  onError: { target: '#ordersList.failed', actions: { type: 'dropRows', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
} as const;

/** Writes the filters the transition's earlier actions applied to the URL. */
const rememberFilters = { type: 'rememberFilters', params: ({ context }: { context: OrdersListContext }) => ({ filters: context.filters }) } as const;

export const ordersListMachine = setup({
  types: {
    context: {} as OrdersListContext,
    input: {} as OrdersListInput,
    events: {} as OrdersListEvent,
  },
  actors: {
    /** GET /orders: the first page of the filters, or the page after `cursor`. */
    listPage: fromPromise<OrderPage, PageRequest>(async () => notProvided('listPage')()),
    /** GET /orders/export: every order of the filters as one file. */
    exportOrders: fromPromise<DownloadedFile, ExportRequest>(async () => notProvided('exportOrders')()),
  },
  actions: {
    applyGroup: assign(({ context, event }) => {
      assertEvent(event, 'filter.group');
      // Another tab has other statuses: the chosen ones would select nothing there.
      return { filters: { ...context.filters, group: event.group, statuses: [] } };
    }),
    applyStatuses: assign(({ context, event }) => {
      assertEvent(event, 'filter.statuses');
      const ofGroup = statusesOf(context.filters.group);
      return { filters: { ...context.filters, statuses: ofGroup.filter((status) => event.statuses.includes(status)) } };
    }),
    applyPeriod: assign(({ context, event }) => {
      assertEvent(event, 'filter.period');
      return { filters: { ...context.filters, from: event.from, to: event.to } };
    }),
    applySort: assign(({ context, event }) => {
      assertEvent(event, 'filter.sort');
      return { filters: { ...context.filters, sort: event.sort, direction: event.direction } };
    }),
    restoreFilters: assign(({ event }) => {
      assertEvent(event, 'filter.restore');
      return { filters: event.filters, searchText: event.filters.q };
    }),
    keepSearchText: assign(({ event }) => {
      assertEvent(event, 'filter.search');
      return { searchText: event.text };
    }),
    applySearch: assign(({ context }) => ({ filters: { ...context.filters, q: context.searchText.trim() } })),
    keepPage: assign((_, { page }: { page: OrderPage }) => ({ rows: page.items, nextCursor: page.nextCursor, groupCounts: page.groupCounts, problem: null })),
    appendPage: assign(({ context }, { page }: { page: OrderPage }) => ({
      rows: [...context.rows, ...page.items],
      nextCursor: page.nextCursor,
      groupCounts: page.groupCounts,
      problem: null,
    })),
    /** The list could not be loaded: nothing it shows is known to be current any more. */
    dropRows: assign((_, { error }: { error: unknown }) => ({ rows: [], nextCursor: null, problem: errorCodeOf(error) })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    keepExportFormat: assign(({ event }) => {
      assertEvent(event, 'list.export');
      return { exportFormat: event.format, problem: null };
    }),
    /** Placeholder; the module writes the filters to the URL's query (replacing the entry). */
    rememberFilters: (_, _params: { filters: OrderFilters }) => {},
    /** Placeholder; the module hands the file to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    hasOrders: (_, { page }: { page: OrderPage }) => page.items.length > 0,
    hasNextPage: ({ context }) => context.nextCursor !== null,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'ordersList',
  context: ({ input }) => ({
    filters: input.filters,
    searchText: input.filters.q,
    rows: [],
    nextCursor: null,
    groupCounts: null,
    problem: null,
    exportFormat: null,
  }),
  initial: 'loading',
  // A filter changes the list wherever it stands: what was under way (a page, an export) is for
  // filters no longer shown, so it is dropped.
  on: {
    'filter.group': { target: '.refreshing', actions: ['applyGroup', rememberFilters] },
    'filter.statuses': { target: '.refreshing', actions: ['applyStatuses', rememberFilters] },
    'filter.period': { target: '.refreshing', actions: ['applyPeriod', rememberFilters] },
    'filter.sort': { target: '.refreshing', actions: ['applySort', rememberFilters] },
    // Not remembered: the URL already says these filters.
    'filter.restore': { target: '.refreshing', actions: 'restoreFilters' },
    // Each keystroke starts the wait again (the transition re-enters `debouncing`).
    'filter.search': { target: '.refreshing.debouncing', actions: 'keepSearchText' },
  },
  states: {
    loading: {
      description: 'The first page of the filters of the URL is on its way; there is nothing to show yet.',
      invoke: firstPage,
    },
    loaded: {
      description: 'Rows on screen: the next page may be asked for and the selection exported.',
      on: {
        'list.more': { guard: 'hasNextPage', target: 'loadingMore' },
        'list.export': { target: 'exporting', actions: 'keepExportFormat' },
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing went wrong.' },
        moreFailed: { description: 'The next page could not be loaded; the rows stay and "Cargar más" tries again.' },
        exportFailed: { description: 'The export could not be made (too many orders, no network); the list stays as it was.' },
      },
    },
    empty: {
      description: 'No order matches the filters; the tabs still say where there are some.',
    },
    failed: {
      description: 'The list could not be loaded; "Reintentar" asks for the same filters again.',
      on: { 'list.retry': 'loading' },
    },
    refreshing: {
      description: 'The filters changed: the rows of the last ones stay on screen until the new first page arrives.',
      initial: 'fetching',
      states: {
        debouncing: {
          description: 'The person is typing a search: it is applied once they stop for 300 ms, not on every key.',
          after: { searchDebounce: { target: 'fetching', actions: ['applySearch', rememberFilters] } },
        },
        fetching: {
          description: 'The first page of the new filters is on its way.',
          invoke: firstPage,
        },
      },
    },
    loadingMore: {
      description: 'The next page is on its way, to be added under the rows on screen.',
      invoke: {
        id: 'nextPage',
        src: 'listPage',
        input: ({ context }) => ({ filters: context.filters, cursor: context.nextCursor }),
        onDone: { target: 'loaded', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'loaded.moreFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    exporting: {
      description: 'The file of every order the filters select is being made; the list stays as it is.',
      invoke: {
        id: 'exportOrders',
        src: 'exportOrders',
        input: ({ context }) => ({ filters: context.filters, format: context.exportFormat ?? 'csv' }),
        onDone: { target: 'loaded', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
        onError: { target: 'loaded.exportFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
