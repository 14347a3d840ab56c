/**
 * The returns list's filters and their place in the URL's query, so a reload or a step back shows
 * the same list. Reading a query never fails: whatever a URL says that the list does not know is dropped.
 */
import { RETURN_STATUS_GROUPS, returnStatusesOf } from '../../../shared/returns/lifecycle.ts';
import { sellerIdOf, writeSellerId } from '../../../machines/sellerPicker/sellerQuery.ts';
import type { ReturnStatus, ReturnStatusGroup } from './returns.types.ts';

export interface ReturnFilters {
  /** The tab shown. */
  group: ReturnStatusGroup;
  /** Only these statuses of the tab (none: every status of the tab). */
  statuses: ReturnStatus[];
  /** The search applied (the box's text once the person stopped typing), trimmed; '' for none. */
  q: string;
  /** Staff: one seller's returns (its id), or null for every seller's. A seller's list never has one. */
  sellerId: number | null;
}

/** The longest search the contract takes. */
export const SEARCH_MAX_LENGTH = 100;

/** A fresh list: the returns waiting for the seller's review. */
export const DEFAULT_FILTERS: ReturnFilters = { group: 'toReview', statuses: [], q: '', sellerId: null };

/** The filters a query string (without '?') names; the defaults for what it does not. */
export function filtersFromQuery(search: string): ReturnFilters {
  const query = new URLSearchParams(search);
  const group = RETURN_STATUS_GROUPS.find((candidate) => candidate === query.get('group')) ?? DEFAULT_FILTERS.group;
  return {
    group,
    // Only statuses of the tab: the list combines both, so another tab's status would show nothing.
    statuses: returnStatusesOf(group).filter((status) => query.getAll('status').includes(status)),
    q: (query.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sellerId: sellerIdOf(query),
  };
}

/** The query string (without '?') of `filters`: always the tab, then the statuses, the search and the seller if any. */
export function queryOfFilters(filters: ReturnFilters): string {
  const query = new URLSearchParams({ group: filters.group });
  for (const status of filters.statuses) query.append('status', status);
  if (filters.q) query.set('q', filters.q);
  writeSellerId(query, filters.sellerId);
  return query.toString();
}
