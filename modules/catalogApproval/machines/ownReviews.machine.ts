/**
 * A seller's own products sent to review (the same /catalog-approval, read by a seller): each with
 * its status and the last decision on it, the latest change first, a list of the kit (machines/list)
 * with a status to narrow it and keyset pages. The module provides `listPage` and `rememberFilters`.
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { REVIEW_STATUSES, type OwnReviewItem, type OwnReviewPage, type ReviewStatus } from './reviews.types.ts';

export interface OwnReviewFilters {
  /** One status, or null for every product sent to review. */
  status: ReviewStatus | null;
}

export type OwnReviewsFilterEvent = { type: 'filter.status'; status: ReviewStatus | null };

export type OwnReviewsEvent = OwnReviewsFilterEvent | { type: 'filter.restore'; filters: OwnReviewFilters } | { type: 'list.more' } | { type: 'list.retry' };

export type OwnReviewsPageRequest = ListPageRequest<OwnReviewFilters>;

/** The filters a query string (without '?') names. */
export const ownFiltersFromQuery = (search: string): OwnReviewFilters => ({
  status: REVIEW_STATUSES.find((status) => status === new URLSearchParams(search).get('status')) ?? null,
});

/** The query string of the filters (without '?'). */
export const queryOfOwnFilters = ({ status }: OwnReviewFilters): string => (status ? new URLSearchParams({ status }).toString() : '');

export const ownReviewsMachine = createListMachine<OwnReviewFilters, OwnReviewItem, null, OwnReviewsFilterEvent, OwnReviewPage>({
  id: 'ownReviews',
  paging: 'keyset',
  search: false,
  filters: { 'filter.status': (_filters, { status }) => ({ status }) },
  isFiltered: (filters) => filters.status !== null,
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: null }),
});
