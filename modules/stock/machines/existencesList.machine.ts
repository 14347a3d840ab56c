/**
 * Existencias: the same levels as Stock, read only, for sellers whose stock comes from an
 * integration (everyone who reads Stock may look too), with when the integration last sent it. A
 * list of the kit (machines/list) with the Stock list's filters, pages by keyset ("Cargar más").
 * The module provides `listPage` and `rememberFilters` (flows.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { STOCK_SEARCH_MAX_LENGTH, type StockFilters } from './stockFilters.ts';
import { isLevelListFiltered, LEVEL_FILTERS, type StockFilterEvent } from './stockList.machine.ts';
import type { ExistencePage, LevelPageFacts, StockLevel } from './stock.types.ts';

/** Every event the list takes. */
export type ExistencesListEvent =
  | StockFilterEvent
  | { type: 'filter.search'; text: string }
  | { type: 'filter.restore'; filters: StockFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' };

export type ExistencesPageRequest = ListPageRequest<StockFilters>;

export const existencesListMachine = createListMachine<StockFilters, StockLevel, LevelPageFacts, StockFilterEvent, ExistencePage>({
  id: 'existencesList',
  paging: 'keyset',
  filters: LEVEL_FILTERS,
  isFiltered: isLevelListFiltered,
  // The tabs are not counted: the page's facts (when the integration last sent stock) ride where a list keeps its counts.
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: { lowStockThreshold: page.lowStockThreshold, lastSyncAt: page.lastSyncAt } }),
  cleanSearch: (text) => text.trim().slice(0, STOCK_SEARCH_MAX_LENGTH),
});
