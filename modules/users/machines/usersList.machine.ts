/**
 * The users list (Configuración > Usuarios), a list of the kit (machines/list) without a search box:
 * its filters are the search the form beside it hands over (name, e-mail, role, status, seller; the
 * empty one lists everyone, newest first), and the rows come in pages by keyset ("Cargar más"). Each
 * search is handed to `rememberFilters` (the module writes it into the address), and a search the
 * address brings from outside comes back as `filter.restore`. The search form and the sellers it
 * offers are the chart beside it (usersSearch.machine.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { isEmptySearch, type UserSearch } from './searchForm.ts';
import type { UserPage, UserSummary } from './users.types.ts';

/** The list's own filter event: the search the form (or "Limpiar") hands over. */
export type UsersFilterEvent = { type: 'filter.users'; search: UserSearch };

/** Every event the list takes. */
export type UsersListEvent = UsersFilterEvent | { type: 'filter.restore'; filters: UserSearch } | { type: 'list.more' } | { type: 'list.retry' };

/** What the list actor receives: the search, and the cursor of the page after the rows on screen. */
export type UsersPageRequest = ListPageRequest<UserSearch>;

export const usersListMachine = createListMachine<UserSearch, UserSummary, null, UsersFilterEvent, UserPage>({
  id: 'usersList',
  paging: 'keyset',
  search: false,
  filters: { 'filter.users': (_, { search }) => search },
  isFiltered: (search) => !isEmptySearch(search),
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: null }),
});
