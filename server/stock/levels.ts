/**
 * A stock level as every read of the service sees it, and whose levels a caller may see.
 */
import type { components } from '../../openapi/generated/stock.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { availableOf, DEFAULT_LOW_STOCK_THRESHOLD, stockStateOf } from '../../shared/stock/rules.ts';

export type StockLevel = components['schemas']['StockLevel'];

/** A level's row with its warehouse, its seller and the seller's threshold. */
export interface LevelRow {
  id: number;
  seller_id: number;
  seller_name: string;
  sku: string;
  name: string;
  warehouse_id: number;
  warehouse_name: string;
  commune_name: string | null;
  on_hand: number;
  reserved: number;
  version: number;
  updated_at: Date;
  low_stock_threshold: number;
}

/** The columns of a LevelRow, from {@link LEVEL_FROM}. */
export const LEVEL_COLUMNS = `l.id, l.seller_id, s.name as seller_name, l.sku, l.name, l.warehouse_id, w.name as warehouse_name, w.commune_name,
  l.on_hand, l.reserved, l.version, l.updated_at, coalesce(t.low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD}) as low_stock_threshold`;

export const LEVEL_FROM = `stock_levels l
  join seller_warehouses w on w.id = l.warehouse_id
  join sellers s on s.id = l.seller_id
  left join stock_settings t on t.seller_id = l.seller_id`;

/** The contract's view of a level. */
export function levelOf(row: LevelRow): StockLevel {
  const available = availableOf(row.on_hand, row.reserved);
  return {
    id: row.id,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    sku: row.sku,
    name: row.name,
    warehouse: { id: row.warehouse_id, name: row.warehouse_name, communeName: row.commune_name },
    onHand: row.on_hand,
    reserved: row.reserved,
    available,
    state: stockStateOf(available, row.low_stock_threshold),
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The seller whose levels the caller may see: its own for a seller, any (null) for staff. A seller
 * account without a seller (the database forbids it) sees none, never every seller's.
 */
export const visibleSellerOf = (caller: Caller): number | null => (caller.role === 'seller' ? (caller.sellerId ?? 0) : null);

/** A level the caller may see; another seller's is as absent as one that does not exist. */
export async function findVisibleLevel(db: Queryable, caller: Caller, levelId: number): Promise<LevelRow> {
  const [row] = await db.query<LevelRow>(`select ${LEVEL_COLUMNS} from ${LEVEL_FROM} where l.id = $1 and ($2::int is null or l.seller_id = $2)`, [
    levelId,
    visibleSellerOf(caller),
  ]);
  if (!row) throw new ApiProblem(404, 'STOCK_LEVEL_NOT_FOUND', `There is no stock level ${levelId}`);
  return row;
}

/** One level by id, as it is now (inside a transaction: after the writes it made). */
export async function levelById(db: Queryable, levelId: number): Promise<LevelRow> {
  const [row] = await db.query<LevelRow>(`select ${LEVEL_COLUMNS} from ${LEVEL_FROM} where l.id = $1`, [levelId]);
  if (!row) throw new Error(`stock level ${levelId} vanished`);
  return row;
}
