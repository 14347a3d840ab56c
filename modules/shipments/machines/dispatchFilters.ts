/**
 * The desk's filters and their place in the URL's query (`?status=ready_to_ship&q=2026-0001&seller=12`),
 * so a reload or a step back shows the same desk. Reading a query never fails: whatever a URL says
 * that the desk does not know is dropped.
 */
import { sellerIdOf, writeSellerId } from '../../../machines/sellerPicker/sellerQuery.ts';
import { DISPATCH_STATUSES, type DispatchStatus } from './shipments.types.ts';

export interface DispatchFilters {
  /** The tab shown. */
  status: DispatchStatus;
  /** The search applied: the start of an order number (digits and a hyphen), '' for none. */
  q: string;
  /** Staff: one seller's orders (its id), or null for every seller's. A seller's desk never has one. */
  sellerId: number | null;
}

/** The longest search the contract takes (a whole order number, 2026-000123). */
export const SEARCH_MAX_LENGTH = 11;

/** A fresh desk: the orders to prepare, of every seller the user may see. */
export const DEFAULT_FILTERS: DispatchFilters = { status: 'awaiting_fulfillment', q: '', sellerId: null };

/** Order numbers are digits and a hyphen: anything else typed cannot be part of one. */
export const cleanSearch = (text: string): string => text.replace(/[^0-9-]/g, '').slice(0, SEARCH_MAX_LENGTH);

/** The filters a query string (without '?') names; the defaults for what it does not. */
export function filtersFromQuery(search: string): DispatchFilters {
  const query = new URLSearchParams(search);
  const status = DISPATCH_STATUSES.find((candidate) => candidate === query.get('status')) ?? DEFAULT_FILTERS.status;
  return { status, q: cleanSearch(query.get('q') ?? ''), sellerId: sellerIdOf(query) };
}

/** The query string (without '?') of `filters`: always the tab, then the search and the seller if any. */
export function queryOfFilters(filters: DispatchFilters): string {
  const query = new URLSearchParams({ status: filters.status });
  if (filters.q) query.set('q', filters.q);
  writeSellerId(query, filters.sellerId);
  return query.toString();
}
