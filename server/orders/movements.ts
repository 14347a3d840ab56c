/**
 * The movements of an order that the marketplace and the carriers make (payment, cancellations,
 * refunds, take-overs, pick-up to delivery), as their systems report them. No API operation makes
 * them (the seller's own actions are transition.ts's); the marketplace's integration, the tests and
 * the benchmark apply them through here, so the order's timeline and its stock move together.
 */
import type { Database } from '../db/database.ts';
import { ORDER_MOVEMENTS, type MovementName, type OrderStatus } from '../../shared/orders/lifecycle.ts';
import { followOrderMovement } from '../stock/order-stock.ts';

/** Why a reported movement was not applied: no such order, or its status does not allow it. */
export class OrderMovementRefused extends Error {}

/**
 * Applies `movement` to the order in one transaction with the order's row locked: its status, the
 * instants the order keeps (picked up, delivered, cancelled), its timeline and its stock. A movement
 * the order's status does not allow changes nothing and throws OrderMovementRefused.
 */
export async function applyOrderMovement(db: Database, orderId: number, movement: MovementName, at: Date, note: string | null = null): Promise<OrderStatus> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: OrderStatus }>('select status from orders where id = $1 for update', [orderId]);
    const rule = ORDER_MOVEMENTS[movement];
    if (!order) throw new OrderMovementRefused(`There is no order ${orderId}`);
    if (!(rule.from as readonly OrderStatus[]).includes(order.status)) throw new OrderMovementRefused(`An order in ${order.status} does not allow ${movement}`);
    await tx.query(
      `update orders set status = $2,
              dispatched_at = case when $3 then coalesce(dispatched_at, $5) else dispatched_at end,
              delivered_at = case when $4 then $5 else delivered_at end,
              canceled_at = case when $6 then $5 else canceled_at end,
              canceled_by = case when $6 then 'marketplace' else canceled_by end
        where id = $1`,
      [orderId, rule.to, movement === 'pickUp', movement === 'deliver', at, movement === 'cancelOrder'],
    );
    await tx.query('insert into order_status_history (order_id, status, at, note, by_user_id) values ($1, $2, $3, $4, null)', [orderId, rule.to, at, note]);
    await followOrderMovement(tx, orderId, movement, null, at);
    return rule.to;
  });
}
