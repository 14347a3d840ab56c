/**
 * A SKU's history (Stock > Historial): every movement of its stock, newest first, each with what
 * moved it (an import, a quantity set by hand, an order reserving, shipping or releasing units, a
 * return put back, a correction, the integration), by how much, what was left after it, who and
 * when. A list of the kit (machines/list) without a search box: the SKU is the page's subject, a
 * warehouse its one filter, and its pages come by keyset ("Cargar más"). The module provides
 * `listPage` and `rememberFilters` (flows.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import type { HistoryFilters } from './historyFilters.ts';
import type { StockMovement, StockMovementPage } from './stock.types.ts';

export type HistoryFilterEvent = { type: 'filter.warehouse'; warehouseId: number | null };

/** Every event the history takes. */
export type HistoryEvent = HistoryFilterEvent | { type: 'filter.restore'; filters: HistoryFilters } | { type: 'list.more' } | { type: 'list.retry' };

export type HistoryPageRequest = ListPageRequest<HistoryFilters>;

export const movementHistoryMachine = createListMachine<HistoryFilters, StockMovement, null, HistoryFilterEvent, StockMovementPage>({
  id: 'movementHistory',
  paging: 'keyset',
  search: false,
  filters: { 'filter.warehouse': (filters, { warehouseId }) => ({ ...filters, warehouseId }) },
  isFiltered: (filters) => filters.warehouseId !== null,
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: null }),
});
