/**
 * The list's filters and their place in the URL's query, so a reload or a step back shows the same
 * list. Reading a query never fails: whatever a URL says that the list does not know is dropped.
 */
import { ORDER_STATUS_GROUPS, statusesOf } from '../../../shared/orders/lifecycle.ts';
import { sellerIdOf, writeSellerId } from '../../../machines/sellerPicker/sellerQuery.ts';
import type { OrderSort, OrderStatus, OrderStatusGroup, SortDirection } from './orders.types.ts';

export interface OrderFilters {
  /** The tab shown. */
  group: OrderStatusGroup;
  /** Only these statuses of the tab (none: every status of the tab). */
  statuses: OrderStatus[];
  /** Created on or after this day (yyyy-mm-dd), or null. */
  from: string | null;
  /** Created on or before this day (yyyy-mm-dd), or null. */
  to: string | null;
  /** The search applied (the box's text once the person stopped typing), trimmed; '' for none. */
  q: string;
  sort: OrderSort;
  direction: SortDirection;
  /** Staff: one seller's orders (its id), or null for every seller's. A seller's list never has one. */
  sellerId: number | null;
}

export const ORDER_SORTS = ['createdAt', 'promisedAt', 'totalAmount', 'orderNumber'] as const satisfies readonly OrderSort[];
export const SORT_DIRECTIONS = ['desc', 'asc'] as const satisfies readonly SortDirection[];

/** The longest search the contract takes. */
export const SEARCH_MAX_LENGTH = 100;

/** A fresh list: the orders to prepare, newest first. */
export const DEFAULT_FILTERS: OrderFilters = { group: 'toPrepare', statuses: [], from: null, to: null, q: '', sort: 'createdAt', direction: 'desc', sellerId: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((candidate) => candidate === value);

/** The filters a query string (without '?') names; the defaults for what it does not. */
export function filtersFromQuery(search: string): OrderFilters {
  const query = new URLSearchParams(search);
  const group = oneOf(ORDER_STATUS_GROUPS, query.get('group')) ?? DEFAULT_FILTERS.group;
  const day = (name: string) => {
    const value = query.get(name);
    return value !== null && DAY.test(value) ? value : null;
  };
  return {
    group,
    // Only statuses of the tab: the list combines both, so another tab's status would show nothing.
    statuses: statusesOf(group).filter((status) => query.getAll('status').includes(status)),
    from: day('from'),
    to: day('to'),
    q: (query.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: oneOf(ORDER_SORTS, query.get('sort')) ?? DEFAULT_FILTERS.sort,
    direction: oneOf(SORT_DIRECTIONS, query.get('direction')) ?? DEFAULT_FILTERS.direction,
    sellerId: sellerIdOf(query),
  };
}

/** How many filters besides the search narrow the list (a phone shows the count on its folded filters). */
export const appliedFilters = (filters: OrderFilters): number =>
  [filters.statuses.length > 0, filters.from !== null, filters.to !== null, filters.sellerId !== null, filters.sort !== DEFAULT_FILTERS.sort || filters.direction !== DEFAULT_FILTERS.direction].filter(Boolean).length;

/**
 * The query string (without '?') of `filters`: always the tab, and of the rest only what is not a
 * default, so the address says which tab is shown and little else.
 */
export function queryOfFilters(filters: OrderFilters): string {
  const query = new URLSearchParams({ group: filters.group });
  for (const status of filters.statuses) query.append('status', status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.q) query.set('q', filters.q);
  if (filters.sort !== DEFAULT_FILTERS.sort) query.set('sort', filters.sort);
  if (filters.direction !== DEFAULT_FILTERS.direction) query.set('direction', filters.direction);
  writeSellerId(query, filters.sellerId);
  return query.toString();
}
