/**
 * The seller directory (Configuración > Sellers): a search by name, RUT or id, filters by publish
 * state and seller type, and the sellers in pages by keyset ("Cargar más" appends the next page).
 *
 * Every filter change asks for the first page again while the rows on screen stay (`refreshing`), so
 * the table does not jump to a spinner on every click. A search waits until the person stops typing
 * for 300 ms. The filters the list applies are written to the URL's query by the `rememberFilters`
 * action (the module provides it), so a reload or a step back shows the same list.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import type { PublishFilter, SellerFilters } from './sellerFilters.ts';
import type { DirectoryPage, DirectorySeller, SellerType } from './sellers.types.ts';

/** How long the search box waits after the last keystroke before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SellersListInput {
  /** The filters of the URL the list was opened with. */
  filters: SellerFilters;
}

export interface SellersListContext {
  filters: SellerFilters;
  /** What the search box shows; applied as `filters.q` once the typing stops. */
  searchText: string;
  /** The rows on screen: the pages loaded so far, in order. */
  rows: DirectorySeller[];
  /** The cursor of the next page; null when the last page is on screen. */
  nextCursor: string | null;
  /** The code of the last failure the screen shows (the list or the next page). */
  problem: string | null;
}

export type SellersListEvent =
  | { type: 'filter.publish'; publish: PublishFilter }
  | { type: 'filter.sellerType'; sellerType: SellerType | '' }
  /** A keystroke in the search box: the whole text it now holds. */
  | { type: 'filter.search'; text: string }
  /** The URL's query changed from outside the list (the menu's "Sellers", a link): its filters win. */
  | { type: 'filter.restore'; filters: SellerFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' };

/** What the list actor receives: the filters, and the cursor of the page after the rows on screen. */
export interface SellersPageRequest {
  filters: SellerFilters;
  cursor: string | null;
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by modules/sellers/flows.ts`);
};

type PageDone = { event: { output: DirectoryPage } };

/** Asks for the first page of the filters and settles on what it holds: rows, none, or a failure. */
const firstPage = {
  id: 'listPage',
  src: 'listPage',
  input: ({ context }: { context: SellersListContext }) => ({ filters: context.filters, cursor: null }),
  onDone: [
    {
      guard: { type: 'hasSellers', params: ({ event }: PageDone) => ({ page: event.output }) },
      target: '#sellersList.loaded',
      actions: { type: 'keepPage', params: ({ event }: PageDone) => ({ page: event.output }) },
    },
    { target: '#sellersList.empty', actions: { type: 'keepPage', params: ({ event }: PageDone) => ({ page: event.output }) } },
  ],
  onError: { target: '#sellersList.failed', actions: { type: 'dropRows', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
} as const;

/** Writes the filters the transition's earlier actions applied to the URL. */
const rememberFilters = { type: 'rememberFilters', params: ({ context }: { context: SellersListContext }) => ({ filters: context.filters }) } as const;

export const sellersListMachine = setup({
  types: {
    context: {} as SellersListContext,
    input: {} as SellersListInput,
    events: {} as SellersListEvent,
  },
  actors: {
    /** GET /v1/seller-directory: the first page of the filters, or the page after `cursor`. */
    listPage: fromPromise<DirectoryPage, SellersPageRequest>(async () => notProvided('listPage')()),
  },
  actions: {
    applyPublish: assign(({ context, event }) => {
      assertEvent(event, 'filter.publish');
      return { filters: { ...context.filters, publish: event.publish } };
    }),
    applySellerType: assign(({ context, event }) => {
      assertEvent(event, 'filter.sellerType');
      return { filters: { ...context.filters, sellerType: event.sellerType } };
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
    keepPage: assign((_, { page }: { page: DirectoryPage }) => ({ rows: page.items, nextCursor: page.nextCursor, problem: null })),
    appendPage: assign(({ context }, { page }: { page: DirectoryPage }) => ({ rows: [...context.rows, ...page.items], nextCursor: page.nextCursor, problem: null })),
    /** The list could not be loaded: nothing it shows is known to be current any more. */
    dropRows: assign((_, { error }: { error: unknown }) => ({ rows: [], nextCursor: null, problem: errorCodeOf(error) })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module writes the filters to the URL's query (replacing the entry). */
    rememberFilters: (_, _params: { filters: SellerFilters }) => {},
  },
  guards: {
    hasSellers: (_, { page }: { page: DirectoryPage }) => page.items.length > 0,
    hasNextPage: ({ context }) => context.nextCursor !== null,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'sellersList',
  context: ({ input }) => ({ filters: input.filters, searchText: input.filters.q, rows: [], nextCursor: null, problem: null }),
  initial: 'loading',
  // A filter changes the list wherever it stands: a page under way is for filters no longer shown.
  on: {
    'filter.publish': { target: '.refreshing', actions: ['applyPublish', rememberFilters] },
    'filter.sellerType': { target: '.refreshing', actions: ['applySellerType', rememberFilters] },
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
      description: 'Rows on screen: the next page may be asked for.',
      on: { 'list.more': { guard: 'hasNextPage', target: 'loadingMore' } },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing went wrong.' },
        moreFailed: { description: 'The next page could not be loaded; the rows stay and "Cargar más" tries again.' },
      },
    },
    empty: {
      description: 'No seller matches the search and filters.',
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
  },
});
