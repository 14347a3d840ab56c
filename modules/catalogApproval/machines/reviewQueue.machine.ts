/**
 * The review queue (Aprobación de catálogo): every seller's products waiting for review, the oldest
 * sent first, a list of the kit (machines/list) without a search box: a seller, a category, the
 * days sent and how long they have waited narrow it, and keyset pages follow ("Cargar más"). Its
 * rows are chosen (`selectable`) for the bulk approval beside it (bulkApproval.machine.ts), which
 * asks the list again (`list.refresh`) once products were decided. The module provides `listPage`
 * and `rememberFilters` (flows.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import type { QueueFilters, QueueOrder } from './queueFilters.ts';
import type { QueueChoices, ReviewQueueItem, ReviewQueuePage } from './reviews.types.ts';

/** The queue's own filter events; the kit adds the restore, "Cargar más", the retry, the refresh and the selection. */
export type QueueFilterEvent =
  | { type: 'filter.seller'; sellerId: number | null }
  | { type: 'filter.category'; categoryId: number | null }
  | { type: 'filter.submitted'; from: string | null; to: string | null }
  | { type: 'filter.waiting'; days: number | null }
  | { type: 'filter.order'; order: QueueOrder };

/** Every event the queue takes. */
export type ReviewQueueEvent =
  | QueueFilterEvent
  | { type: 'filter.restore'; filters: QueueFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  /** Products were decided beside the list: the same filters are read again. */
  | { type: 'list.refresh' }
  | { type: 'selection.toggle'; id: number }
  /** The header's box: every row on screen, or none when all are chosen already. */
  | { type: 'selection.page' };

export type QueuePageRequest = ListPageRequest<QueueFilters>;

export const reviewQueueMachine = createListMachine<QueueFilters, ReviewQueueItem, QueueChoices, QueueFilterEvent, ReviewQueuePage>({
  id: 'reviewQueue',
  paging: 'keyset',
  search: false,
  refreshable: true,
  rowKey: (row) => row.productId,
  // Its rows are chosen, never changed one by one beside it: a decided product leaves with a refresh.
  rowUpdates: false,
  selectable: true,
  filters: {
    'filter.seller': (filters, { sellerId }) => ({ ...filters, sellerId }),
    'filter.category': (filters, { categoryId }) => ({ ...filters, categoryId }),
    'filter.submitted': (filters, { from, to }) => ({ ...filters, submittedFrom: from, submittedTo: to }),
    'filter.waiting': (filters, { days }) => ({ ...filters, minWaitingDays: days }),
    'filter.order': (filters, { order }) => ({ ...filters, order }),
  },
  // The order is how the queue is read, not a narrowing.
  isFiltered: (filters) =>
    filters.sellerId !== null || filters.categoryId !== null || filters.submittedFrom !== null || filters.submittedTo !== null || filters.minWaitingDays !== null,
  // The sellers and categories offered come with each page, counted under the other filters, and
  // so does how many products the filters select.
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: { sellers: page.sellers, categories: page.categories }, total: page.total }),
});
