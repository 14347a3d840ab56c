/**
 * Stock that follows the returns: a return approved once its product came back puts the units on
 * hand again, in the warehouse its order took them from (shared/stock/lifecycleEffects.ts).
 */
import type { Queryable } from '../db/database.ts';
import type { ReturnMovementName } from '../../shared/returns/lifecycle.ts';
import { RETURN_STOCK_EFFECTS } from '../../shared/stock/lifecycleEffects.ts';
import { applyLevelChanges, ensureLevels, levelKey } from './ledger.ts';

/**
 * The stock side of one movement of the return's lifecycle, in the transaction that moves it (the
 * return's row locked). A SKU the order reserved goes back to that level; one it did not (an order
 * from before the ledger, or of a seller without stock then) to the seller's first warehouse. A
 * return restocks once: a second call finds its movements and does nothing.
 */
export async function followReturnMovement(tx: Queryable, returnId: number, movement: ReturnMovementName, userId: number | null, at: Date): Promise<void> {
  if (RETURN_STOCK_EFFECTS[movement] !== 'restock') return;
  const [done] = await tx.query('select 1 from stock_movements where return_id = $1 limit 1', [returnId]);
  if (done) return;
  const items = await tx.query<{ seller_id: number; order_id: number; sku: string; name: string; quantity: number; level_id: number | null }>(
    `select r.seller_id, r.order_id, i.sku, min(i.name) as name, sum(i.quantity)::int as quantity,
            (select m.level_id from stock_movements m where m.order_id = r.order_id and m.sku = i.sku and m.kind = 'order_reserved' order by m.id desc limit 1) as level_id
       from returns r join return_items i on i.return_id = r.id
      where r.id = $1
      group by r.seller_id, r.order_id, i.sku
      order by i.sku`,
    [returnId],
  );
  if (items.length === 0) return;
  const sellerId = items[0]!.seller_id;
  const homeless = items.filter((item) => item.level_id === null);
  if (homeless.length > 0) {
    const [first] = await tx.query<{ id: number }>('select id from seller_warehouses where seller_id = $1 order by created_at, id limit 1', [sellerId]);
    if (first) {
      const made = await ensureLevels(tx, sellerId, homeless.map((item) => ({ sku: item.sku, warehouseId: first.id, name: item.name })), at);
      for (const item of homeless) item.level_id = made.get(levelKey(item.sku, first.id)) ?? null;
    }
  }
  await applyLevelChanges(
    tx,
    items
      .filter((item) => item.level_id !== null)
      .map((item) => ({ levelId: item.level_id!, kind: 'return_restocked', onHand: { delta: item.quantity }, returnId, orderId: item.order_id, userId })),
    at,
  );
}
