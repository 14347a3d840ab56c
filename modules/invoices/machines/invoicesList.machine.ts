/**
 * The list of the seller's orders with the state of their boleta (Ventas > Boletas), a list of the
 * kit (machines/list): a filter by state (all, pending, attached), a search by order number or folio
 * sent with "Buscar" (no search-as-you-type), and pages by keyset ("Cargar más"). The module
 * provides `listPage` and `rememberFilters` (flows.ts).
 *
 * A bulk upload that stored boletas asks for the list again (`list.refresh`, the rows staying on
 * screen); a boleta attached from its row comes back as `row.update`. The row's actions (attach,
 * download the PDF) are the chart beside it (invoiceActions.machine.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import type { InvoiceFilters, InvoiceOrder, InvoicePage, InvoiceState } from './invoices.types.ts';

/** The list's own filter events: the boleta's state, and the search the person sent. */
export type InvoicesFilterEvent =
  | { type: 'filter.state'; state: InvoiceState | null }
  | { type: 'filter.q'; q: string }
  /** Staff: one seller's orders, or every seller's (null). */
  | { type: 'filter.seller'; sellerId: number | null };

/** Every event the list takes. */
export type InvoicesListEvent =
  | InvoicesFilterEvent
  | { type: 'filter.restore'; filters: InvoiceFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  /** Something else changed the boletas (a bulk upload stored some): the list is read again. */
  | { type: 'list.refresh' }
  /** A boleta was attached to this order from its row. */
  | { type: 'row.update'; row: InvoiceOrder };

/** What the list actor receives. */
export type InvoicePageRequest = ListPageRequest<InvoiceFilters>;

export const invoicesListMachine = createListMachine<InvoiceFilters, InvoiceOrder, null, InvoicesFilterEvent, InvoicePage>({
  id: 'invoicesList',
  paging: 'keyset',
  search: false,
  refreshable: true,
  rowKey: (order) => order.orderId,
  filters: {
    'filter.state': (filters, { state }) => ({ ...filters, state }),
    'filter.q': (filters, { q }) => ({ ...filters, q: q.trim() }),
    'filter.seller': (filters, { sellerId }) => ({ ...filters, sellerId }),
  },
  isFiltered: (filters) => filters.state !== null || filters.q !== '' || filters.sellerId !== null,
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: null }),
});
