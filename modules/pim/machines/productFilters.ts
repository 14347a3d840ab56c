/**
 * The products list's filters and their place in the address (`/pim?tab=rejected&category=12&q=tv`),
 * so a reload, a step back or a link shows the same list. Reading an address never fails: whatever
 * it says that the list does not know is dropped.
 */
import { sellerIdOf, writeSellerId } from '../../../machines/sellerPicker/sellerQuery.ts';
import { PRODUCT_TABS, type ProductTab } from './products.types.ts';

export interface ProductFilters {
  /** The tab shown: every product, or one status. */
  tab: ProductTab;
  /** One category's products (its id), or null for every category. */
  categoryId: number | null;
  /** The search applied: an exact SKU or part of a title, accents and case aside; '' for none. */
  q: string;
  /** Staff: one seller's products, or null for every seller's. A seller's list never has one. */
  sellerId: number | null;
}

/** The longest search the contract takes. */
export const PRODUCT_SEARCH_MAX_LENGTH = 120;

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = { tab: 'all', categoryId: null, q: '', sellerId: null };

const LARGEST_ID = 2_147_483_647;
const idOf = (value: string | null): number | null => {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= LARGEST_ID ? id : null;
};

/**
 * The filters a query string (without '?') names; the defaults for what it does not. A seller's list
 * is always its own (`bySeller` false): a seller in its address (a link staff shared) is dropped,
 * since the seller could neither see it among the filters nor take it away.
 */
export function productFiltersFromQuery(search: string, { bySeller = true }: { bySeller?: boolean } = {}): ProductFilters {
  const query = new URLSearchParams(search);
  return {
    tab: PRODUCT_TABS.find((tab) => tab === query.get('tab')) ?? DEFAULT_PRODUCT_FILTERS.tab,
    categoryId: idOf(query.get('category')),
    q: (query.get('q') ?? '').trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH),
    sellerId: bySeller ? sellerIdOf(query) : null,
  };
}

/** The query string (without '?') of `filters`: only what differs from a fresh list. */
export function queryOfProductFilters(filters: ProductFilters): string {
  const query = new URLSearchParams();
  if (filters.tab !== 'all') query.set('tab', filters.tab);
  if (filters.categoryId !== null) query.set('category', String(filters.categoryId));
  if (filters.q) query.set('q', filters.q);
  writeSellerId(query, filters.sellerId);
  return query.toString();
}
