/**
 * The users search, beside the users list (usersList.machine.ts): the form (name, e-mail, role,
 * status, seller) and the sellers it chooses from. Each search the form ends with, and "Limpiar",
 * is handed to the list as its filters (`filter.users`); a search the address brings from outside
 * (the menu's "Usuarios", a step back) is restored on the list as it is. After each, the form
 * starts over with that search's values, so what was typed stays on screen.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { notProvided } from '../../../machines/notProvided.ts';
import { EMPTY_SEARCH, searchFormMachine, type UserSearch } from './searchForm.ts';
import type { SellerOption, UserFormOptions } from './users.types.ts';
import type { usersListMachine } from './usersList.machine.ts';

export interface UsersSearchInput {
  /** The list the searches are handed to. */
  list: ActorRefFrom<typeof usersListMachine>;
  /** The search the list was opened with (the address's). */
  search: UserSearch;
}

export interface UsersSearchContext extends UsersSearchInput {
  sellers: SellerOption[];
}

export type UsersSearchEvent =
  /** "Limpiar": the search is emptied and everyone is listed again. */
  | { type: 'search.clear' }
  /** The address names another search than the list's (the menu's link, a step back). */
  | { type: 'search.restore'; search: UserSearch };

export const usersSearchMachine = setup({
  types: {
    context: {} as UsersSearchContext,
    input: {} as UsersSearchInput,
    events: {} as UsersSearchEvent,
    children: {} as { searchForm: 'searchForm' },
  },
  actors: {
    /** GET /v1/users/form-options: the sellers the search chooses from. */
    loadOptions: fromPromise<UserFormOptions>(async () => notProvided('loadOptions')()),
    searchForm: searchFormMachine,
  },
  actions: {
    keepSearch: assign((_, { search }: { search: UserSearch }) => ({ search })),
    /** The list applies the search and writes it into the address. */
    handToList: sendTo(({ context }) => context.list, ({ context }) => ({ type: 'filter.users' as const, search: context.search })),
    /** The address says it already: the list only follows it. */
    restoreOnList: sendTo(({ context }) => context.list, ({ context }) => ({ type: 'filter.restore' as const, filters: context.search })),
  },
}).createMachine({
  id: 'usersSearch',
  context: ({ input }) => ({ ...input, sellers: [] }),
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
    form: {
      description: 'The search form, which takes what is typed whatever the list is doing (a search naming nothing is refused by the form).',
      initial: 'editing',
      states: {
        editing: {
          description: 'The form shows the last search; a valid "Buscar" ends it with its values, and a new form starts with them.',
          invoke: {
            id: 'searchForm',
            src: 'searchForm',
            input: ({ context }) => ({ values: context.search, facts: null }),
            onDone: { target: 'editing', reenter: true, actions: [{ type: 'keepSearch', params: ({ event }) => ({ search: event.output }) }, 'handToList'] },
          },
          on: {
            'search.clear': { target: 'editing', reenter: true, actions: [{ type: 'keepSearch', params: { search: EMPTY_SEARCH } }, 'handToList'] },
            'search.restore': {
              target: 'editing',
              reenter: true,
              actions: [{ type: 'keepSearch', params: ({ event }) => ({ search: event.search }) }, 'restoreOnList'],
            },
          },
        },
      },
    },
  },
});
