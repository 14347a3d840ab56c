/**
 * What a seller keeps for its stock: the low-stock threshold it sets, and when its integration last
 * sent levels.
 */
import type { Queryable } from '../db/database.ts';

export async function saveLowStockThreshold(db: Queryable, sellerId: number, threshold: number): Promise<number> {
  const [row] = await db.query<{ low_stock_threshold: number }>(
    `insert into stock_settings (seller_id, low_stock_threshold) values ($1, $2)
     on conflict (seller_id) do update set low_stock_threshold = excluded.low_stock_threshold
     returning low_stock_threshold`,
    [sellerId, threshold],
  );
  return row!.low_stock_threshold;
}

/** When the seller's integration last sent its stock; null if it never did (or for every seller's). */
export async function lastSyncOf(db: Queryable, sellerId: number | null): Promise<Date | null> {
  if (sellerId === null) return null;
  const [row] = await db.query<{ last_sync_at: Date | null }>('select last_sync_at from stock_settings where seller_id = $1', [sellerId]);
  return row?.last_sync_at ?? null;
}

/** Records an integration's delivery (inside its transaction). */
export async function recordSync(tx: Queryable, sellerId: number, at: Date): Promise<void> {
  await tx.query(
    `insert into stock_settings (seller_id, last_sync_at) values ($1, $2)
     on conflict (seller_id) do update set last_sync_at = greatest(stock_settings.last_sync_at, excluded.last_sync_at)`,
    [sellerId, at],
  );
}
