/**
 * A level's page shows its SKU's history, by default in the level's own warehouse; the address says
 * when another warehouse or every one is shown (`/stock/levels/12?warehouse=all`), so a reload or a
 * link shows the same movements. Reading an address never fails: whatever it says that the page
 * does not know is dropped.
 */
import type { StockLevel } from './stock.types.ts';
import { idOf } from './stockFilters.ts';

export interface HistoryFilters {
  /** The page's level: its id and warehouse (the page's subject, never changed by a filter). */
  levelId: number;
  homeWarehouseId: number;
  /** The SKU whose movements are shown. */
  sku: string;
  /** Staff: whose SKU it is (the contract needs it); null for a seller, whose SKUs are its own. */
  sellerId: number | null;
  /** One warehouse's movements, or null for every warehouse. */
  warehouseId: number | null;
}

/** The history's filters for `level` and the address's query (without '?'). */
export function historyFiltersFromQuery(search: string, level: StockLevel, { staff }: { staff: boolean }): HistoryFilters {
  const asked = new URLSearchParams(search).get('warehouse');
  return {
    levelId: level.id,
    homeWarehouseId: level.warehouse.id,
    sku: level.sku,
    sellerId: staff ? level.sellerId : null,
    warehouseId: asked === 'all' ? null : (idOf(asked) ?? level.warehouse.id),
  };
}

/** The query (without '?'): nothing for the level's own warehouse, `warehouse=all` for every one. */
export function queryOfHistoryFilters(filters: HistoryFilters): string {
  if (filters.warehouseId === filters.homeWarehouseId) return '';
  return new URLSearchParams({ warehouse: filters.warehouseId === null ? 'all' : String(filters.warehouseId) }).toString();
}

/** The address of a level's page. */
export const levelPath = (levelId: number, query = ''): string => (query ? `/stock/levels/${levelId}?${query}` : `/stock/levels/${levelId}`);
