/**
 * Stock that follows the orders, inside the transaction that writes or moves an order: an order the
 * marketplace hands over reserves its units, and the movements of the lifecycle ship, write off or
 * release what the order holds (shared/stock/lifecycleEffects.ts).
 */
import type { Database, Queryable } from '../db/database.ts';
import type { MovementName, OrderStatus } from '../../shared/orders/lifecycle.ts';
import { holdsUnits, ORDER_STOCK_EFFECTS } from '../../shared/stock/lifecycleEffects.ts';
import type { StockMovementKind } from '../../shared/stock/rules.ts';
import { applyLevelChanges, ensureLevels, inTransaction, levelKey, type LevelChange } from './ledger.ts';

/**
 * Where each SKU's units are reserved: the seller's level of it with the most available (the
 * warehouse that can best serve it), else a new level in the seller's first warehouse, where the
 * reservation waits for stock. Answers nothing for a seller without warehouses: its orders then
 * move no stock (it has none to move).
 */
async function reservingLevels(tx: Queryable, sellerId: number, items: readonly { sku: string; name: string }[], at: Date): Promise<Map<string, number>> {
  const skus = [...new Set(items.map((item) => item.sku))];
  const best = await tx.query<{ sku: string; id: number }>(
    `select distinct on (sku) sku, id from stock_levels where seller_id = $1 and sku = any($2::text[]) order by sku, on_hand - reserved desc, id`,
    [sellerId, skus],
  );
  const levels = new Map(best.map((row) => [row.sku, row.id]));
  const missing = skus.filter((sku) => !levels.has(sku));
  if (missing.length === 0) return levels;
  const [first] = await tx.query<{ id: number }>('select id from seller_warehouses where seller_id = $1 order by created_at, id limit 1', [sellerId]);
  if (!first) return levels;
  const names = new Map(items.map((item) => [item.sku, item.name]));
  const made = await ensureLevels(tx, sellerId, missing.map((sku) => ({ sku, warehouseId: first.id, name: names.get(sku)! })), at);
  for (const sku of missing) levels.set(sku, made.get(levelKey(sku, first.id))!);
  return levels;
}

/**
 * The orders of one seller just handed over: those still to prepare or waiting for the carrier
 * reserve their units (one movement per order and SKU). Orders are never refused for stock: a
 * reservation beyond what is on hand leaves nothing available, and the seller sees it.
 */
export async function reserveNewOrders(db: Queryable | Database, sellerId: number, orders: readonly { id: number; status: OrderStatus; at: Date }[]): Promise<void> {
  const holding = orders.filter((order) => holdsUnits(order.status));
  if (holding.length === 0) return;
  await inTransaction(db, (tx) => reserveHolding(tx, sellerId, holding));
}

async function reserveHolding(tx: Queryable, sellerId: number, holding: readonly { id: number; status: OrderStatus; at: Date }[]): Promise<void> {
  const items = await tx.query<{ order_id: number; sku: string; name: string; quantity: number }>(
    `select order_id, sku, min(name) as name, sum(quantity)::int as quantity from order_items where order_id = any($1::int[]) group by order_id, sku order by order_id, sku`,
    [holding.map((order) => order.id)],
  );
  if (items.length === 0) return;
  const placedAt = new Map(holding.map((order) => [order.id, order.at]));
  const latest = holding.reduce((last, order) => (order.at > last ? order.at : last), holding[0]!.at);
  const levels = await reservingLevels(tx, sellerId, items, latest);
  const changes: LevelChange[] = items
    .filter((item) => levels.has(item.sku))
    .map((item) => ({ levelId: levels.get(item.sku)!, kind: 'order_reserved', reservedDelta: item.quantity, orderId: item.order_id, at: placedAt.get(item.order_id)! }));
  await applyLevelChanges(tx, changes, latest);
}

const EFFECT_KINDS = { ship: 'order_shipped', writeOff: 'correction', release: 'order_released' } as const satisfies Record<string, StockMovementKind>;

/**
 * The stock side of one movement of the order's lifecycle (call it in the transaction that moves the
 * order, with the order's row locked). What moves is what the order still holds by its own ledger
 * entries, so a movement after the units left finds nothing, and a release never frees another
 * order's units.
 */
export async function followOrderMovement(tx: Queryable, orderId: number, movement: MovementName, userId: number | null, at: Date): Promise<void> {
  const effect = ORDER_STOCK_EFFECTS[movement];
  if (effect === 'none') return;
  const held = await tx.query<{ level_id: number; held: number }>(
    `select level_id, sum(reserved_delta)::int as held from stock_movements where order_id = $1 and return_id is null
      group by level_id having sum(reserved_delta) > 0 order by level_id`,
    [orderId],
  );
  const kind = EFFECT_KINDS[effect];
  await applyLevelChanges(
    tx,
    held.map((level) => ({
      levelId: level.level_id,
      kind,
      reservedDelta: -level.held,
      ...(effect === 'release' ? {} : { onHand: { delta: -level.held } }),
      orderId,
      userId,
    })),
    at,
  );
}
