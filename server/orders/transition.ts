import type { components } from '../../openapi/generated/orders.ts';
import type { Database } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { nextStatusOf, transitionInputProblemOf, type TransitionInputProblem } from '../../shared/orders/lifecycle.ts';
import { followOrderMovement } from '../stock/order-stock.ts';
import { findVisibleOrder, orderDetailOf } from './detail.ts';
import { sellerCancelPenalty } from './penalty.ts';

type OrderTransition = components['schemas']['OrderTransition'];
type OrderDetail = components['schemas']['OrderDetail'];

const INPUT_PROBLEMS: Record<TransitionInputProblem, { field: string; message: string }> = {
  CANCEL_REASON_REQUIRED: { field: 'body.reason', message: 'A cancel needs a reason' },
  CANCEL_NOTE_REQUIRED: { field: 'body.note', message: 'A cancel for another reason needs a note' },
  REASON_ONLY_FOR_CANCEL: { field: 'body.reason', message: 'Only a cancel has a reason' },
};

/**
 * Applies one of the seller's actions to an order, by the lifecycle table, in one transaction: the
 * order's row is locked first, so two clicks (or two users) cannot both move it; the second finds
 * the new status and gets 409 ORDER_TRANSITION_NOT_ALLOWED, and nothing changes. The movement is
 * written to the order's timeline with who made it. A cancel is the seller's stock break: it counts
 * against its reputation (canceled_by seller, cancel_reason stock_break) and carries the penalty.
 * The order's stock follows in the same transaction (a cancel releases the units it held).
 */
export async function applyTransition(db: Database, caller: Caller, orderId: number, transition: OrderTransition, now: Date): Promise<OrderDetail> {
  const problem = transitionInputProblemOf(transition);
  if (problem) throw new ApiProblem(400, problem, INPUT_PROBLEMS[problem].message, { details: [INPUT_PROBLEMS[problem]] });
  const note = transition.note?.trim() || null;

  return db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, caller, orderId, true);
    const next = nextStatusOf(order.status, transition.action);
    if (next === null) {
      throw new ApiProblem(409, 'ORDER_TRANSITION_NOT_ALLOWED', `An order in ${order.status} does not allow ${transition.action}`);
    }
    if (transition.action === 'cancel') {
      await tx.query(
        `update orders set status = $2, canceled_at = $3, canceled_by = 'seller', cancel_reason = 'stock_break',
                           seller_cancel_reason = $4, seller_cancel_note = $5, penalty_amount = $6
          where id = $1`,
        [order.id, next, now, transition.reason, note, sellerCancelPenalty(order.total_amount)],
      );
    } else {
      await tx.query('update orders set status = $2 where id = $1', [order.id, next]);
    }
    await tx.query('insert into order_status_history (order_id, status, at, note, by_user_id) values ($1, $2, $3, $4, $5)', [order.id, next, now, note, caller.userId]);
    // The stock the order holds moves with it (a cancel releases it), in this same transaction.
    await followOrderMovement(tx, order.id, transition.action, caller.userId, now);
    return orderDetailOf(tx, await findVisibleOrder(tx, caller, orderId), caller);
  });
}
