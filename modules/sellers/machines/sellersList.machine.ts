/**
 * The seller directory (Configuración > Sellers), a list of the kit (machines/list): a search by
 * name, RUT or id, filters by publish state and seller type, and the sellers in pages by keyset
 * ("Cargar más" appends the next page). The module provides `listPage` and `rememberFilters` (flows.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import type { PublishFilter, SellerFilters } from './sellerFilters.ts';
import type { DirectoryPage, DirectorySeller, SellerType } from './sellers.types.ts';

/** The list's own filter events; the kit adds the search, the restore, "Cargar más" and the retry. */
export type SellersFilterEvent = { type: 'filter.publish'; publish: PublishFilter } | { type: 'filter.sellerType'; sellerType: SellerType | '' };

/** Every event the list takes. */
export type SellersListEvent =
  | SellersFilterEvent
  | { type: 'filter.search'; text: string }
  | { type: 'filter.restore'; filters: SellerFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' };

/** What the list actor receives: the filters, and the cursor of the page after the rows on screen. */
export type SellersPageRequest = ListPageRequest<SellerFilters>;

export const sellersListMachine = createListMachine<SellerFilters, DirectorySeller, null, SellersFilterEvent, DirectoryPage>({
  id: 'sellersList',
  paging: 'keyset',
  filters: {
    'filter.publish': (filters, { publish }) => ({ ...filters, publish }),
    'filter.sellerType': (filters, { sellerType }) => ({ ...filters, sellerType }),
  },
  isFiltered: (filters) => filters.publish !== 'all' || filters.sellerType !== '' || filters.q !== '',
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: null }),
});
