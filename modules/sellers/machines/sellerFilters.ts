/**
 * The directory's filters and their place in the URL's query, so a reload or a step back shows the
 * same list. Reading a query never fails: whatever a URL says that the list does not know is dropped.
 */
import { isSellerType, type SellerType } from '../../../shared/sellers/sellerTypes.ts';

export type PublishFilter = 'all' | 'published' | 'unpublished';
export const PUBLISH_FILTERS: readonly PublishFilter[] = ['all', 'published', 'unpublished'];

export interface SellerFilters {
  publish: PublishFilter;
  /** Only sellers of this type; '' for every type. */
  sellerType: SellerType | '';
  /** The search applied (a name, a RUT or an id), trimmed; '' for none. */
  q: string;
}

/** The longest search the contract takes. */
export const SEARCH_MAX_LENGTH = 150;

export const DEFAULT_FILTERS: SellerFilters = { publish: 'all', sellerType: '', q: '' };

/** The filters a query string (without '?') names; the defaults for what it does not. */
export function filtersFromQuery(search: string): SellerFilters {
  const query = new URLSearchParams(search);
  const sellerType = query.get('type');
  return {
    publish: PUBLISH_FILTERS.find((candidate) => candidate === query.get('publish')) ?? 'all',
    sellerType: isSellerType(sellerType) ? sellerType : '',
    q: (query.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
  };
}

/** The query string (without '?') of `filters`: only what differs from the defaults. */
export function queryOfFilters(filters: SellerFilters): string {
  const query = new URLSearchParams();
  if (filters.publish !== 'all') query.set('publish', filters.publish);
  if (filters.sellerType) query.set('type', filters.sellerType);
  if (filters.q) query.set('q', filters.q);
  return query.toString();
}
