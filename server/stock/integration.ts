/**
 * What an integration sends for a seller whose stock it keeps: the units on hand of its SKUs, each
 * replacing the portal's figure as an `integration` movement, all in one transaction.
 */
import type { components } from '../../openapi/generated/stock.ts';
import type { Database } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { applyLevelChanges, ensureLevels, levelKey } from './ledger.ts';
import { recordSync } from './settings.ts';

type IntegrationStockUpdate = components['schemas']['IntegrationStockUpdate'];
type IntegrationStockResult = components['schemas']['IntegrationStockResult'];

/**
 * Applies the items: a warehouse that is not the seller's, or the same SKU and warehouse twice,
 * refuses the whole call (400, naming the item) and nothing is written. A SKU new to the portal gets
 * its level (named as sent, else by its code). Reservations stay the orders'.
 */
export async function applyIntegrationStock(db: Database, sellerId: number, update: IntegrationStockUpdate, now: Date): Promise<IntegrationStockResult> {
  const seen = new Set<string>();
  update.items.forEach((item, index) => {
    const key = levelKey(item.sku, item.warehouseId);
    if (seen.has(key)) {
      throw new ApiProblem(400, 'STOCK_ITEM_REPEATED', `Item ${index} repeats the SKU and warehouse of an earlier item`, { details: [{ field: `body.items.${index}`, message: 'repeated' }] });
    }
    seen.add(key);
  });
  return db.transaction(async (tx) => {
    const owned = new Set(
      (await tx.query<{ id: number }>('select id from seller_warehouses where seller_id = $1 and id = any($2::int[])', [sellerId, update.items.map((item) => item.warehouseId)])).map(
        (row) => row.id,
      ),
    );
    const foreign = update.items.findIndex((item) => !owned.has(item.warehouseId));
    if (foreign >= 0) {
      throw new ApiProblem(400, 'WAREHOUSE_NOT_FOUND', `Item ${foreign} names a warehouse that is not the seller's`, {
        details: [{ field: `body.items.${foreign}.warehouseId`, message: 'not a warehouse of the seller' }],
      });
    }
    const levels = await ensureLevels(tx, sellerId, update.items.map((item) => ({ sku: item.sku, warehouseId: item.warehouseId, name: item.name ?? item.sku })), now);
    const movements = await applyLevelChanges(
      tx,
      update.items.map((item) => ({ levelId: levels.get(levelKey(item.sku, item.warehouseId))!, kind: 'integration', onHand: { set: item.onHand } })),
      now,
    );
    await recordSync(tx, sellerId, now);
    return { applied: movements.length, unchanged: update.items.length - movements.length, lastSyncAt: now.toISOString() };
  });
}
