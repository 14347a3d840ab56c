import type { Queryable } from '../db/database.ts';
import { renderShippingLabels } from '../documents/pdf/shipping-label.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { findVisibleOrders } from '../orders/detail.ts';
import { shippingLabelsOf } from '../orders/label.ts';
import type { Caller } from '../sellers/access.ts';
import { labelAvailableFor } from '../../shared/orders/lifecycle.ts';

/**
 * The labels of the chosen orders as one PDF, in the order chosen, each page as the order's own
 * label (server/orders/label.ts). All or none: an order the caller may not see is a 404, one whose
 * status has no label a 409 LABEL_NOT_AVAILABLE naming it, so a printed batch is never short.
 */
export async function shipmentLabels(db: Queryable, caller: Caller, orderIds: readonly number[], now: Date): Promise<Buffer> {
  const orders = await findVisibleOrders(db, caller, orderIds);
  const unavailable = orders.find((order) => !labelAvailableFor(order.status));
  if (unavailable) {
    throw new ApiProblem(409, 'LABEL_NOT_AVAILABLE', `Order ${unavailable.order_number} (${unavailable.status}) has no shipping label`);
  }
  return renderShippingLabels(await shippingLabelsOf(db, orders), now);
}
