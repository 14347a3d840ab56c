/**
 * The list of returns (Ventas > Devoluciones), a list of the kit (machines/list): one tab per status
 * group with its count, the statuses of the tab as a filter, a search by return or order number, and
 * a table paged by keyset ("Cargar más" appends the next page). The module provides `listPage` and
 * `rememberFilters` (flows.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { returnStatusesOf } from '../../../shared/returns/lifecycle.ts';
import type { ReturnFilters } from './returnFilters.ts';
import type { GroupCounts, ReturnPage, ReturnStatus, ReturnStatusGroup, ReturnSummary } from './returns.types.ts';

/** The list's own filter events; the kit adds the search, the restore, "Cargar más" and the retry. */
export type ReturnsFilterEvent =
  | { type: 'filter.group'; group: ReturnStatusGroup }
  | { type: 'filter.statuses'; statuses: ReturnStatus[] }
  /** Staff: one seller's returns, or every seller's (null). */
  | { type: 'filter.seller'; sellerId: number | null };

/** Every event the list takes. */
export type ReturnsListEvent =
  | ReturnsFilterEvent
  | { type: 'filter.search'; text: string }
  | { type: 'filter.restore'; filters: ReturnFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' };

/** What the list actor receives: the filters, and the cursor of the page after the rows on screen. */
export type ReturnsPageRequest = ListPageRequest<ReturnFilters>;

export const returnsListMachine = createListMachine<ReturnFilters, ReturnSummary, GroupCounts, ReturnsFilterEvent, ReturnPage>({
  id: 'returnsList',
  paging: 'keyset',
  filters: {
    // Another tab has other statuses: the chosen ones would select nothing there.
    'filter.group': (filters, { group }) => ({ ...filters, group, statuses: [] }),
    'filter.statuses': (filters, { statuses }) => ({ ...filters, statuses: returnStatusesOf(filters.group).filter((status) => statuses.includes(status)) }),
    'filter.seller': (filters, { sellerId }) => ({ ...filters, sellerId }),
  },
  isFiltered: (filters) => filters.statuses.length > 0 || filters.q !== '' || filters.sellerId !== null,
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: page.groupCounts }),
});
