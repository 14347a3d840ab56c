import type { components } from '../../openapi/generated/shipments.ts';
import type { Database } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { findVisibleOrder } from '../orders/detail.ts';
import { applyTransition } from '../orders/transition.ts';
import type { Caller } from '../sellers/access.ts';

type MarkReadyResult = components['schemas']['MarkReadyResult'];

/**
 * Marks each order ready to ship through the orders' own transition (shared lifecycle, row lock,
 * timeline entry), one order after another and each in its own transaction, so an order that may
 * not move (already ready, cancelled meanwhile) or that the caller may not see does not stop the
 * others. The result of each, in the order sent: ok with the new status; refused with the code and
 * the status that refused it; notFound for another seller's order or none, told apart from nothing.
 */
export async function markReady(db: Database, caller: Caller, orderIds: readonly number[], now: Date): Promise<MarkReadyResult[]> {
  const results: MarkReadyResult[] = [];
  for (const orderId of orderIds) {
    try {
      const detail = await applyTransition(db, caller, orderId, { action: 'readyToShip' }, now);
      results.push({ orderId, outcome: 'ok', orderNumber: detail.order.orderNumber, status: detail.order.status });
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      if (error.code === 'ORDER_NOT_FOUND') {
        results.push({ orderId, outcome: 'notFound', code: 'ORDER_NOT_FOUND' });
      } else if (error.code === 'ORDER_TRANSITION_NOT_ALLOWED') {
        const order = await findVisibleOrder(db, caller, orderId);
        results.push({ orderId, outcome: 'refused', orderNumber: order.order_number, status: order.status, code: 'ORDER_TRANSITION_NOT_ALLOWED' });
      } else {
        throw error;
      }
    }
  }
  return results;
}
