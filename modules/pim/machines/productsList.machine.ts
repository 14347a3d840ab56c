/**
 * Productos: the seller's products (staff: every seller's, or one seller's), newest change first, a
 * list of the kit (machines/list): a tab per status with its count under the other filters, a
 * category, a search by SKU or title, pages by keyset ("Cargar más") and the export of every product
 * the filters select as Excel. The module provides `listPage`, `exportRows`, `saveFile` and
 * `rememberFilters` (productFlows.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { PRODUCT_SEARCH_MAX_LENGTH, type ProductFilters } from './productFilters.ts';
import { tabCountsOf, type ProductPage, type ProductSummary, type ProductTab } from './products.types.ts';

/** The list's own filter events; the kit adds the search, the restore, "Cargar más" and the retry. */
export type ProductsFilterEvent =
  | { type: 'filter.tab'; tab: ProductTab }
  | { type: 'filter.category'; categoryId: number | null }
  /** Staff: one seller's products, or every seller's (null). */
  | { type: 'filter.seller'; sellerId: number | null };

/** Every event the list takes: its own filters' and the kit's that a keyset list with a search handles. */
export type ProductsListEvent =
  | ProductsFilterEvent
  | { type: 'filter.search'; text: string }
  | { type: 'filter.restore'; filters: ProductFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  /** "Exportar a Excel": every product the filters select, as a workbook. */
  | { type: 'list.export'; format: 'xlsx' };

export type ProductsPageRequest = ListPageRequest<ProductFilters>;

export const productsListMachine = createListMachine<ProductFilters, ProductSummary, Record<ProductTab, number>, ProductsFilterEvent, ProductPage, 'xlsx'>({
  id: 'productsList',
  paging: 'keyset',
  filters: {
    'filter.tab': (filters, { tab }) => ({ ...filters, tab }),
    'filter.category': (filters, { categoryId }) => ({ ...filters, categoryId }),
    'filter.seller': (filters, { sellerId }) => ({ ...filters, sellerId }),
  },
  // The tab is where the person is, not a narrowing: an empty tab says so in its own words.
  isFiltered: (filters) => filters.categoryId !== null || filters.q !== '' || filters.sellerId !== null,
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: tabCountsOf(page.statusCounts) }),
  cleanSearch: (text) => text.trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH),
  exportFormats: ['xlsx'],
});
