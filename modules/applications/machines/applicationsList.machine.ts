/**
 * The queue of seller applications (Configuración > Solicitudes): one tab per status with its count,
 * a search by RUT or name, and numbered pages of the newest first.
 *
 * Every filter change asks for the page again while the rows on screen stay (`refreshing`), so the
 * table does not jump to a spinner on every click. A search waits until the person stops typing for
 * 300 ms before it is applied. The filters the queue applies are written to the URL's query by the
 * `rememberFilters` action (the module provides it), so a reload or a step back shows the same page.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import type { ApplicationFilters } from './applicationFilters.ts';
import type { ApplicationPage, ApplicationStatus, ApplicationStatusCounts, ApplicationSummary } from './applications.types.ts';

/** How long the search box waits after the last keystroke before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ApplicationsListInput {
  /** The filters of the URL the queue was opened with. */
  filters: ApplicationFilters;
}

export interface ApplicationsListContext {
  filters: ApplicationFilters;
  /** What the search box shows; applied as `filters.q` once the typing stops. */
  searchText: string;
  /** The rows of the page on screen. */
  rows: ApplicationSummary[];
  /** How many applications the tab holds under the search (null until a page arrives). */
  total: number | null;
  /** The rows a page holds, as the server answered. */
  pageSize: number;
  /** The tabs' counts under the search (null until the first page arrives). */
  counts: ApplicationStatusCounts | null;
  /** The code of the last failure the screen shows. */
  problem: string | null;
}

export type ApplicationsListEvent =
  | { type: 'filter.status'; status: ApplicationStatus }
  /** A keystroke in the search box: the whole text it now holds. */
  | { type: 'filter.search'; text: string }
  /** The URL's query changed from outside the queue (the menu's "Solicitudes", a link): its filters win. */
  | { type: 'filter.restore'; filters: ApplicationFilters }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'list.retry' };

/** What the page actor receives. */
export interface ApplicationsPageRequest {
  filters: ApplicationFilters;
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by modules/applications/flows.ts`);
};

type PageDone = { event: { output: ApplicationPage } };
const keepPage = { type: 'keepPage', params: ({ event }: PageDone) => ({ page: event.output }) } as const;

/**
 * Asks for the page of the filters and settles on what it holds: rows, none, or a failure. The
 * same call whether the queue is empty on screen (`loading`) or keeps the last rows (`refreshing`).
 */
const fetchPage = {
  id: 'listPage',
  src: 'listPage',
  input: ({ context }: { context: ApplicationsListContext }) => ({ filters: context.filters }),
  onDone: [
    { guard: { type: 'hasRows', params: ({ event }: PageDone) => ({ page: event.output }) }, target: '#applicationsList.loaded', actions: keepPage },
    { target: '#applicationsList.empty', actions: keepPage },
  ],
  onError: { target: '#applicationsList.failed', actions: { type: 'dropRows', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
} as const;

/** Writes the filters the transition's earlier actions applied to the URL. */
const rememberFilters = { type: 'rememberFilters', params: ({ context }: { context: ApplicationsListContext }) => ({ filters: context.filters }) } as const;

export const applicationsListMachine = setup({
  types: {
    context: {} as ApplicationsListContext,
    input: {} as ApplicationsListInput,
    events: {} as ApplicationsListEvent,
  },
  actors: {
    /** GET /v1/onboarding/applications: the page of the filters. */
    listPage: fromPromise<ApplicationPage, ApplicationsPageRequest>(async () => notProvided('listPage')()),
  },
  actions: {
    applyStatus: assign(({ context, event }) => {
      assertEvent(event, 'filter.status');
      // Another tab holds other applications: its first page, not the page number of this one.
      return { filters: { ...context.filters, status: event.status, page: 1 } };
    }),
    restoreFilters: assign(({ event }) => {
      assertEvent(event, 'filter.restore');
      return { filters: event.filters, searchText: event.filters.q };
    }),
    keepSearchText: assign(({ event }) => {
      assertEvent(event, 'filter.search');
      return { searchText: event.text };
    }),
    applySearch: assign(({ context }) => ({ filters: { ...context.filters, q: context.searchText.trim(), page: 1 } })),
    turnPage: assign(({ context }, { by }: { by: 1 | -1 }) => ({ filters: { ...context.filters, page: context.filters.page + by } })),
    keepPage: assign((_, { page }: { page: ApplicationPage }) => ({ rows: page.data, total: page.total, pageSize: page.pageSize, counts: page.counts, problem: null })),
    /** The queue could not be loaded: nothing it shows is known to be current any more. */
    dropRows: assign((_, { error }: { error: unknown }) => ({ rows: [], total: null, problem: errorCodeOf(error) })),
    /** Placeholder; the module writes the filters to the URL's query (replacing the entry). */
    rememberFilters: (_, _params: { filters: ApplicationFilters }) => {},
  },
  guards: {
    hasRows: (_, { page }: { page: ApplicationPage }) => page.data.length > 0,
    hasNextPage: ({ context }) => context.total !== null && context.filters.page * context.pageSize < context.total,
    hasPreviousPage: ({ context }) => context.filters.page > 1,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'applicationsList',
  context: ({ input }) => ({ filters: input.filters, searchText: input.filters.q, rows: [], total: null, pageSize: 20, counts: null, problem: null }),
  initial: 'loading',
  // A filter changes the queue wherever it stands: a page under way is for filters no longer shown.
  on: {
    'filter.status': { target: '.refreshing', actions: ['applyStatus', rememberFilters] },
    // Not remembered: the URL already says these filters.
    'filter.restore': { target: '.refreshing', actions: 'restoreFilters' },
    // Each keystroke starts the wait again (the transition re-enters `debouncing`).
    'filter.search': { target: '.refreshing.debouncing', actions: 'keepSearchText' },
  },
  states: {
    loading: {
      description: 'The page of the filters of the URL is on its way; there is nothing to show yet.',
      invoke: fetchPage,
    },
    loaded: {
      description: 'Rows on screen: the pages around this one may be asked for.',
      on: {
        'page.next': { guard: 'hasNextPage', target: 'refreshing', actions: [{ type: 'turnPage', params: { by: 1 } }, rememberFilters] },
        'page.previous': { guard: 'hasPreviousPage', target: 'refreshing', actions: [{ type: 'turnPage', params: { by: -1 } }, rememberFilters] },
      },
    },
    empty: {
      description: 'No application matches the filters on this page; the tabs still say where there are some.',
      on: {
        // A page past the end (an old link, the last application of a page decided meanwhile): back one.
        'page.previous': { guard: 'hasPreviousPage', target: 'refreshing', actions: [{ type: 'turnPage', params: { by: -1 } }, rememberFilters] },
      },
    },
    failed: {
      description: 'The queue could not be loaded; "Reintentar" asks for the same filters again.',
      on: { 'list.retry': 'loading' },
    },
    refreshing: {
      description: 'The filters changed: the rows of the last ones stay on screen until the new page arrives.',
      initial: 'fetching',
      states: {
        debouncing: {
          description: 'The person is typing a search: it is applied once they stop for 300 ms, not on every key.',
          after: { searchDebounce: { target: 'fetching', actions: ['applySearch', rememberFilters] } },
        },
        fetching: {
          description: 'The page of the new filters is on its way.',
          invoke: fetchPage,
        },
      },
    },
  },
});
