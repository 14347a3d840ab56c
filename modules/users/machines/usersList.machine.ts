/**
 * The users list: everyone at first (or the search the address names), newest first, then what a
 * search names; "Cargar más" brings the next page (keyset). The search form is the list's child and
 * starts over with the values of the last search after each one, so what was typed stays on screen.
 * Each search is handed to `rememberSearch` (the module writes it into the address), and a search
 * the address brings from outside (the menu's "Usuarios", a step back) is searched for again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import { EMPTY_SEARCH, searchFormMachine, type UserSearch } from './searchForm.ts';
import type { SellerOption, UserFormOptions, UserPage, UserSummary } from './users.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface UsersPageRequest {
  search: UserSearch;
  cursor: string | null;
}

export interface UsersListInput {
  /** The search the address names; everyone when absent. */
  search?: UserSearch;
}

export interface UsersListContext {
  /** The search the rows answer (the empty one: everyone). */
  search: UserSearch;
  rows: UserSummary[];
  nextCursor: string | null;
  sellers: SellerOption[];
  problem: string | null;
}

export type UsersListEvent =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  /** "Limpiar": the search is emptied and everyone is listed again. */
  | { type: 'list.clear' }
  /** The address names another search than the list's (the menu's link, a step back): it is searched for. */
  | { type: 'search.restore'; search: UserSearch };

const keepProblem = { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const rememberSearch = { type: 'rememberSearch', params: ({ context }: { context: UsersListContext }) => ({ search: context.search }) } as const;

export const usersListMachine = setup({
  types: {
    context: {} as UsersListContext,
    input: {} as UsersListInput | undefined,
    events: {} as UsersListEvent,
    children: {} as { searchForm: 'searchForm' },
  },
  actors: {
    /** GET /v1/users with the search's filters. */
    listPage: fromPromise<UserPage, UsersPageRequest>(async () => notProvided('listPage')()),
    /** GET /v1/users/form-options: the sellers the search chooses from. */
    loadOptions: fromPromise<UserFormOptions>(async () => notProvided('loadOptions')()),
    searchForm: searchFormMachine,
  },
  actions: {
    keepFirstPage: assign((_, { page }: { page: UserPage }) => ({ rows: page.items, nextCursor: page.nextCursor, problem: null })),
    keepNextPage: assign(({ context }, { page }: { page: UserPage }) => ({ rows: [...context.rows, ...page.items], nextCursor: page.nextCursor, problem: null })),
    keepSearch: assign((_, { search }: { search: UserSearch }) => ({ search })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module writes the search into the address. */
    rememberSearch: (_, _params: { search: UserSearch }) => {},
  },
  guards: {
    hasNextPage: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'usersList',
  context: ({ input }) => ({ search: input?.search ?? EMPTY_SEARCH, rows: [], nextCursor: null, sellers: [], problem: null }),
  type: 'parallel',
  states: {
    sellers: {
      description: 'The sellers the search chooses from; without them the seller choice stays empty, and the rest works.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The sellers are on their way; the search works meanwhile.',
          invoke: {
            src: 'loadOptions',
            onDone: { target: 'loaded', actions: assign({ sellers: ({ event }) => event.output.sellers }) },
            onError: 'unavailable',
          },
        },
        loaded: { description: 'The seller choice lists every seller.' },
        unavailable: { description: 'The sellers could not be read: the search offers no seller choice.' },
      },
    },
    list: {
      description: 'The users found, under the search that found them.',
      initial: 'searching',
      states: {
        searching: {
          description: 'The rows, and the search form, which takes what is typed whatever the rows are doing (a search naming nothing is refused by the form).',
          initial: 'loading',
          invoke: {
            id: 'searchForm',
            src: 'searchForm',
            input: ({ context }) => ({ values: context.search, facts: null }),
            // The form ends with its search; entered again, this state starts a new form with those values, so they stay on screen.
            onDone: { target: '.loading', reenter: true, actions: [{ type: 'keepSearch', params: ({ event }) => ({ search: event.output }) }, rememberSearch] },
          },
          on: {
            'list.clear': { target: '.loading', reenter: true, actions: [{ type: 'keepSearch', params: { search: EMPTY_SEARCH } }, rememberSearch] },
            // Already in the address: nothing to remember.
            'search.restore': { target: '.loading', reenter: true, actions: { type: 'keepSearch', params: ({ event }) => ({ search: event.search }) } },
          },
          states: {
            loading: {
              description: 'The first page of the search (or of everyone) is on its way; a new search replaces it.',
              invoke: {
                src: 'listPage',
                input: ({ context }) => ({ search: context.search, cursor: null }),
                onDone: { target: 'ready', actions: { type: 'keepFirstPage', params: ({ event }) => ({ page: event.output }) } },
                onError: { target: 'failed', actions: keepProblem },
              },
            },
            ready: {
              description: 'The rows (or "no users" for this search) are on screen; the next page may be asked.',
              on: { 'list.more': { guard: 'hasNextPage', target: 'loadingMore' } },
            },
            loadingMore: {
              description: 'The next page is on its way; the rows so far stay.',
              invoke: {
                src: 'listPage',
                input: ({ context }) => ({ search: context.search, cursor: context.nextCursor }),
                onDone: { target: 'ready', actions: { type: 'keepNextPage', params: ({ event }) => ({ page: event.output }) } },
                onError: { target: 'moreFailed', actions: keepProblem },
              },
            },
            moreFailed: {
              description: 'The next page did not come (no network, a server failure); the rows so far stay and "Reintentar" asks again.',
              on: { 'list.retry': 'loadingMore' },
            },
            failed: {
              description: 'The search reached no answer (no network, a server failure); "Reintentar" asks again.',
              on: { 'list.retry': 'loading' },
            },
          },
        },
      },
    },
  },
});
