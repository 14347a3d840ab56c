/**
 * A store's express stock, read only: by SKU, narrowed by a search on SKU and name (accents, case
 * and punctuation folded as everywhere in the portal).
 */
import type { components } from '../../openapi/generated/spid35.ts';
import type { Queryable } from '../db/database.ts';

type Spid35StockItem = components['schemas']['Spid35StockItem'];

/** The most rows one answer holds. */
const STOCK_LIMIT = 500;

export async function expressStockOf(db: Queryable, facilityId: string, q: string | undefined): Promise<Spid35StockItem[]> {
  const search = q?.trim() ?? '';
  const rows = await db.query<{ sku: string; name: string; on_hand: number; updated_at: Date }>(
    `select sku, name, on_hand, updated_at from spid35_stock
      where facility_id = $1 and ($2 = '' or search_key like '%' || portal_name_key($2) || '%')
      order by sku limit ${STOCK_LIMIT}`,
    [facilityId, search],
  );
  return rows.map((row) => ({ sku: row.sku, name: row.name, onHand: row.on_hand, updatedAt: row.updated_at.toISOString() }));
}
