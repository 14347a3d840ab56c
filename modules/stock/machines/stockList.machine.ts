/**
 * Stock: a row per SKU and warehouse (on hand, reserved by open orders, available to sell, last
 * change), a list of the kit (machines/list): a tab per level (everything, out of stock, under the
 * seller's threshold), a warehouse, a search by SKU or name, for staff a seller, pages by keyset
 * ("Cargar más") and every level the filters select exported as Excel. Its rows are changed one by
 * one beside it (the quantity editor sends `row.update`). The module provides `listPage`, `exportRows`, `saveFile` and `rememberFilters`
 * (flows.ts).
 */
import { createListMachine, type ListExportRequest, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { STOCK_SEARCH_MAX_LENGTH, type StockFilters, type StockLevelTab } from './stockFilters.ts';
import type { LevelPageFacts, StockLevel, StockPage } from './stock.types.ts';

/** The list's own filter events; the kit adds the search, the restore, "Cargar más", the retry and the export. */
export type StockFilterEvent =
  | { type: 'filter.level'; level: StockLevelTab }
  | { type: 'filter.warehouse'; warehouseId: number | null }
  /** Staff: one seller's stock, or every seller's (null); another seller has other warehouses. */
  | { type: 'filter.seller'; sellerId: number | null };

export type StockExportFormat = 'xlsx';

/** Every event the list takes. */
export type StockListEvent =
  | StockFilterEvent
  | { type: 'filter.search'; text: string }
  | { type: 'filter.restore'; filters: StockFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'list.export'; format: StockExportFormat }
  | { type: 'row.update'; row: StockLevel };

export type StockPageRequest = ListPageRequest<StockFilters>;
export type StockExportRequest = ListExportRequest<StockFilters, StockExportFormat>;

/** The filter reducers both level lists share (Stock and Existencias). */
export const LEVEL_FILTERS = {
  'filter.level': (filters: StockFilters, { level }: { level: StockLevelTab }): StockFilters => ({ ...filters, level }),
  'filter.warehouse': (filters: StockFilters, { warehouseId }: { warehouseId: number | null }): StockFilters => ({ ...filters, warehouseId }),
  // Another seller has other warehouses: the chosen one would select nothing.
  'filter.seller': (filters: StockFilters, { sellerId }: { sellerId: number | null }): StockFilters => ({ ...filters, sellerId, warehouseId: null }),
};

/** The level tab is where the person looks; the rest leaves levels out. */
export const isLevelListFiltered = (filters: StockFilters): boolean => filters.warehouseId !== null || filters.q !== '' || filters.sellerId !== null;

export const stockListMachine = createListMachine<StockFilters, StockLevel, LevelPageFacts, StockFilterEvent, StockPage, StockExportFormat>({
  id: 'stockList',
  paging: 'keyset',
  filters: LEVEL_FILTERS,
  isFiltered: isLevelListFiltered,
  // The tabs are not counted: the page's facts (the seller's threshold) ride where a list keeps its counts.
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: { lowStockThreshold: page.lowStockThreshold, lastSyncAt: null } }),
  cleanSearch: (text) => text.trim().slice(0, STOCK_SEARCH_MAX_LENGTH),
  rowKey: (row) => row.id,
  exportFormats: ['xlsx'],
});
