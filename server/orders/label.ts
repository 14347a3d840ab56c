import type { Queryable } from '../db/database.ts';
import { renderShippingLabel } from '../documents/pdf/shipping-label.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { labelAvailableFor } from '../../shared/orders/lifecycle.ts';
import { findVisibleOrder } from './detail.ts';

/**
 * The shipping label of an order while it is being prepared or waits for the carrier: one 10x15 cm
 * page (one shipment, one package), the buyer as recipient, the seller's pick-up address as sender,
 * and the order number as the barcode (there is no tracking number until the carrier has it).
 * Any other status is a 409 LABEL_NOT_AVAILABLE.
 */
export async function orderLabel(db: Queryable, caller: Caller, orderId: number, now: Date): Promise<{ orderNumber: string; pdf: Buffer }> {
  const order = await findVisibleOrder(db, caller, orderId);
  if (!labelAvailableFor(order.status)) {
    throw new ApiProblem(409, 'LABEL_NOT_AVAILABLE', `An order in ${order.status} has no shipping label`);
  }
  const [seller] = await db.query<{ name: string; pickup_street: string | null; pickup_commune: string | null; pickup_region: string | null }>(
    'select name, pickup_street, pickup_commune, pickup_region from sellers where id = $1',
    [order.seller_id],
  );
  const pdf = await renderShippingLabel(
    {
      orderNumber: order.order_number,
      trackingNumber: null,
      recipient: {
        name: order.customer_name,
        street: order.shipping_reference ? `${order.shipping_street} (${order.shipping_reference})` : order.shipping_street,
        commune: order.shipping_commune,
        region: order.shipping_region,
        phone: order.customer_phone,
      },
      sender: {
        name: seller?.name ?? '',
        street: seller?.pickup_street ?? 'Dirección de retiro sin registrar',
        commune: seller?.pickup_commune ?? '',
        region: seller?.pickup_region ?? '',
      },
      packageCount: 1,
    },
    now,
  );
  return { orderNumber: order.order_number, pdf };
}
