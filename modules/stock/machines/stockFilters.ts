/**
 * The stock lists' filters (Stock and Existencias) and their place in the address
 * (`/stock?level=lowStock&warehouse=2&q=tv`), so a reload, a step back or a link shows the same list.
 * Reading an address never fails: whatever it says that the list does not know is dropped.
 */
import { sellerIdOf, writeSellerId } from '../../../machines/sellerPicker/sellerQuery.ts';
import type { StockAvailability } from './stock.types.ts';

/** The tabs: every level, those with nothing left to sell, those under the seller's threshold. */
export const STOCK_LEVEL_TABS = ['all', 'outOfStock', 'lowStock'] as const satisfies readonly (StockAvailability | 'all')[];
export type StockLevelTab = (typeof STOCK_LEVEL_TABS)[number];

export interface StockFilters {
  level: StockLevelTab;
  /** One warehouse's levels (its id), or null for every warehouse. */
  warehouseId: number | null;
  /** The search applied: part of a SKU or of a product's name; '' for none. */
  q: string;
  /** Staff: one seller's stock, or null for every seller's. A seller's list never has one. */
  sellerId: number | null;
}

/** The longest search the contract takes. */
export const STOCK_SEARCH_MAX_LENGTH = 100;

export const DEFAULT_STOCK_FILTERS: StockFilters = { level: 'all', warehouseId: null, q: '', sellerId: null };

const LARGEST_ID = 2_147_483_647;
/** An id an address names, or null for none or anything that is not one. */
export const idOf = (value: string | null): number | null => {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= LARGEST_ID ? id : null;
};

/**
 * The filters a query string (without '?') names; the defaults for what it does not. A seller's list
 * is always its own (`bySeller` false): a seller in its address is dropped, since the seller could
 * neither see it among the filters nor take it away.
 */
export function stockFiltersFromQuery(search: string, { bySeller = true }: { bySeller?: boolean } = {}): StockFilters {
  const query = new URLSearchParams(search);
  const sellerId = bySeller ? sellerIdOf(query) : null;
  return {
    level: STOCK_LEVEL_TABS.find((level) => level === query.get('level')) ?? DEFAULT_STOCK_FILTERS.level,
    // Staff read a seller's warehouses only once they chose the seller: a warehouse alone names none.
    warehouseId: bySeller && sellerId === null ? null : idOf(query.get('warehouse')),
    q: (query.get('q') ?? '').trim().slice(0, STOCK_SEARCH_MAX_LENGTH),
    sellerId,
  };
}

/** The query string (without '?') of `filters`: only what differs from a fresh list. */
export function queryOfStockFilters(filters: StockFilters): string {
  const query = new URLSearchParams();
  if (filters.level !== 'all') query.set('level', filters.level);
  if (filters.warehouseId !== null) query.set('warehouse', String(filters.warehouseId));
  if (filters.q) query.set('q', filters.q);
  writeSellerId(query, filters.sellerId);
  return query.toString();
}

/** The contract's query of the filters (absent filters left out). */
export function stockQueryOf(filters: StockFilters) {
  return {
    ...(filters.level !== 'all' ? { availability: filters.level } : {}),
    ...(filters.warehouseId !== null ? { warehouseId: filters.warehouseId } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.sellerId !== null ? { sellerId: filters.sellerId } : {}),
  };
}
