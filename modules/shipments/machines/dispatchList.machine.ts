/**
 * The dispatch desk (Envíos), a list of the kit (machines/list): the orders still to hand to a
 * carrier, one tab per dispatch status with its count, a search by order number (digits and a
 * hyphen only), for staff a seller, and keyset pages ("Cargar más"). Its rows are chosen
 * (`selectable`) for what the chart beside it does with them (dispatchActions.machine.ts: mark
 * ready, labels, the manifest), which asks the list again (`list.refresh`) once orders moved. The
 * module provides `listPage` and `rememberFilters` (flows.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { cleanSearch, type DispatchFilters } from './dispatchFilters.ts';
import type { DispatchStatus, Shipment, ShipmentPage, StatusCounts } from './shipments.types.ts';

/** The desk's own filter events; the kit adds the search, the restore, "Cargar más", the retry and the selection. */
export type DispatchFilterEvent =
  | { type: 'filter.status'; status: DispatchStatus }
  /** Staff: one seller's orders, or every seller's (null). */
  | { type: 'filter.seller'; sellerId: number | null };

/** Every event the desk's list takes. */
export type DispatchListEvent =
  | DispatchFilterEvent
  | { type: 'filter.search'; text: string }
  | { type: 'filter.restore'; filters: DispatchFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  /** Orders moved (marked ready, handed over): the same tab is read again. */
  | { type: 'list.refresh' }
  | { type: 'selection.toggle'; id: number }
  /** The header's box: every row on screen, or none when all are chosen already. */
  | { type: 'selection.page' };

/** What the list actor receives. */
export type PageRequest = ListPageRequest<DispatchFilters>;

export const dispatchListMachine = createListMachine<DispatchFilters, Shipment, StatusCounts, DispatchFilterEvent, ShipmentPage>({
  id: 'dispatchList',
  paging: 'keyset',
  refreshable: true,
  rowKey: (order) => order.id,
  // Its rows are chosen, never changed one by one beside it: a moved order is read again with its tab.
  rowUpdates: false,
  selectable: true,
  cleanSearch,
  filters: {
    'filter.status': (filters, { status }) => ({ ...filters, status }),
    'filter.seller': (filters, { sellerId }) => ({ ...filters, sellerId }),
  },
  // The tab is not a narrowing; the search and the seller leave orders out.
  isFiltered: (filters) => filters.q !== '' || filters.sellerId !== null,
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: page.statusCounts }),
});
