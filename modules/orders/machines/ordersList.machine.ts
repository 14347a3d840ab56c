/**
 * The list of orders (Ventas > Órdenes), a list of the kit (machines/list): one tab per status group
 * with its count, filters (statuses of the tab, a period, a search, the sort), a table paged by
 * keyset ("Cargar más" appends the next page) and an export of everything the filters select as CSV
 * or Excel. The module provides `listPage`, `exportRows`, `saveFile` and `rememberFilters` (flows.ts).
 */
import { createListMachine, type ListExportRequest, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { statusesOf } from '../../../shared/orders/lifecycle.ts';
import type { OrderFilters } from './orderFilters.ts';
import type { ExportFormat, GroupCounts, OrderPage, OrderSort, OrderStatus, OrderStatusGroup, OrderSummary, SortDirection } from './orders.types.ts';

/** The list's own filter events; the kit adds the search, the restore, "Cargar más", the retry and the export. */
export type OrdersFilterEvent =
  | { type: 'filter.group'; group: OrderStatusGroup }
  | { type: 'filter.statuses'; statuses: OrderStatus[] }
  | { type: 'filter.period'; from: string | null; to: string | null }
  | { type: 'filter.sort'; sort: OrderSort; direction: SortDirection }
  /** Staff: one seller's orders, or every seller's (null). */
  | { type: 'filter.seller'; sellerId: number | null };

/** Every event the list takes. */
export type OrdersListEvent =
  | OrdersFilterEvent
  | { type: 'filter.search'; text: string }
  | { type: 'filter.restore'; filters: OrderFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'list.export'; format: ExportFormat };

/** What the list actors receive. */
export type PageRequest = ListPageRequest<OrderFilters>;
export type ExportRequest = ListExportRequest<OrderFilters, ExportFormat>;

export const ordersListMachine = createListMachine<OrderFilters, OrderSummary, GroupCounts, OrdersFilterEvent, OrderPage, ExportFormat>({
  id: 'ordersList',
  paging: 'keyset',
  filters: {
    // Another tab has other statuses: the chosen ones would select nothing there.
    'filter.group': (filters, { group }) => ({ ...filters, group, statuses: [] }),
    'filter.statuses': (filters, { statuses }) => ({ ...filters, statuses: statusesOf(filters.group).filter((status) => statuses.includes(status)) }),
    'filter.period': (filters, { from, to }) => ({ ...filters, from, to }),
    'filter.sort': (filters, { sort, direction }) => ({ ...filters, sort, direction }),
    'filter.seller': (filters, { sellerId }) => ({ ...filters, sellerId }),
  },
  // The tab and the sort only arrange the orders; the rest leaves some out.
  isFiltered: (filters) => filters.statuses.length > 0 || filters.from !== null || filters.to !== null || filters.q !== '' || filters.sellerId !== null,
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: page.groupCounts }),
  exportFormats: ['csv', 'xlsx'],
});
