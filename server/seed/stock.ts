import type { Queryable } from '../db/database.ts';
import { applyLevelChanges, ensureLevels, levelKey, type LevelChange } from '../stock/ledger.ts';

/**
 * The demo sellers' warehouses and stock. The warehouses come first (the orders written next
 * reserve their units in them); the counts come after the orders, so every SKU the demo orders carry
 * has stock in one or two warehouses: most in stock, some low (under the default threshold of 5
 * available) and some out of stock, written as the seller's count in the ledger.
 */

const DEMO_WAREHOUSES: Readonly<Record<string, readonly { name: string; address: string; region: [code: string, name: string]; commune: [code: string, name: string] }[]>> = {
  andes: [
    { name: 'Bodega Quilicura', address: 'Av. Presidente Eduardo Frei Montalva 9850, bodega 14', region: ['13', 'Metropolitana de Santiago'], commune: ['13125', 'Quilicura'] },
    { name: 'Bodega Concepción', address: 'Av. Los Carrera 1150', region: ['08', 'Biobío'], commune: ['08101', 'Concepción'] },
  ],
};

/** The demo sellers' warehouses, as their applications would have stored them. */
export async function seedDemoWarehouses(tx: Queryable, sellerIds: ReadonlyMap<string, number>, now: Date): Promise<void> {
  for (const [key, warehouses] of Object.entries(DEMO_WAREHOUSES)) {
    const sellerId = sellerIds.get(key);
    if (sellerId === undefined) continue;
    for (const [index, warehouse] of warehouses.entries()) {
      await tx.query(
        `insert into seller_warehouses (seller_id, name, node_number, address, region_code, commune_code, region_name, commune_name, technical_service, created_at)
         values ($1, $2, null, $3, $4, $5, $6, $7, false, $8)`,
        // A second apart, so "the first warehouse" is the one declared first.
        [sellerId, warehouse.name, warehouse.address, warehouse.region[0], warehouse.commune[0], warehouse.region[1], warehouse.commune[1], new Date(now.getTime() - 180 * 86_400_000 + index * 1000)],
      );
    }
  }
}

/**
 * How much the seller counted of its `index`-th SKU (by code) beyond what its open orders hold, and
 * whether it also keeps some in its second warehouse: every seventh out of stock, the next low.
 */
function countOf(index: number, reserved: number): { first: number; second: number | null } {
  if (index % 7 === 0) return { first: reserved, second: null };
  if (index % 7 === 1) return { first: reserved + 2, second: null };
  return { first: reserved + 12 + ((index * 13) % 60), second: index % 3 === 0 ? 4 + (index % 15) : null };
}

/** The counts of every demo seller with orders, by its first user. */
export async function seedDemoStock(tx: Queryable, sellers: readonly { sellerId: number; userId: number | null }[], now: Date): Promise<void> {
  for (const { sellerId, userId } of sellers) {
    const warehouses = await tx.query<{ id: number }>('select id from seller_warehouses where seller_id = $1 order by created_at, id', [sellerId]);
    const [first, second] = warehouses;
    if (!first) continue;
    const skus = await tx.query<{ sku: string; name: string }>(
      `select i.sku, min(i.name) as name from order_items i join orders o on o.id = i.order_id where o.seller_id = $1 group by i.sku order by i.sku`,
      [sellerId],
    );
    const plan = skus.map((item, index) => ({ ...item, index }));
    const levels = await ensureLevels(tx, sellerId, [
      ...plan.map((item) => ({ sku: item.sku, warehouseId: first.id, name: item.name })),
      ...(second ? plan.filter((item) => countOf(item.index, 0).second !== null).map((item) => ({ sku: item.sku, warehouseId: second.id, name: item.name })) : []),
    ], now);
    const reserved = new Map(
      (await tx.query<{ id: number; reserved: number }>('select id, reserved from stock_levels where id = any($1::int[])', [[...levels.values()]])).map((row) => [row.id, row.reserved]),
    );
    const changes: LevelChange[] = plan.flatMap((item) => {
      const firstLevel = levels.get(levelKey(item.sku, first.id))!;
      const count = countOf(item.index, reserved.get(firstLevel) ?? 0);
      const counted: LevelChange[] = [{ levelId: firstLevel, kind: 'manual_set', onHand: { set: count.first }, userId }];
      if (second && count.second !== null) counted.push({ levelId: levels.get(levelKey(item.sku, second.id))!, kind: 'manual_set', onHand: { set: count.second }, userId });
      return counted;
    });
    await applyLevelChanges(tx, changes, now);
  }
}
