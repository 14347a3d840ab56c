import type { Queryable } from '../db/database.ts';
import { renderShippingLabel, type ShippingLabel } from '../documents/pdf/shipping-label.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { labelAvailableFor } from '../../shared/orders/lifecycle.ts';
import { findVisibleOrder, type OrderRecord } from './detail.ts';

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
  const [label] = await shippingLabelsOf(db, [order]);
  return { orderNumber: order.order_number, pdf: await renderShippingLabel(label!, now) };
}

/**
 * What the label of each order prints, in the order given: the buyer as recipient and its seller's
 * pick-up address as sender (the dispatch desk prints several orders at once, of one or more sellers).
 */
export async function shippingLabelsOf(db: Queryable, orders: readonly OrderRecord[]): Promise<ShippingLabel[]> {
  const sellers = await db.query<{ id: number; name: string; pickup_street: string | null; pickup_commune: string | null; pickup_region: string | null }>(
    'select id, name, pickup_street, pickup_commune, pickup_region from sellers where id = any($1::int[])',
    [[...new Set(orders.map((order) => order.seller_id))]],
  );
  const sellerOf = new Map(sellers.map((seller) => [seller.id, seller]));
  return orders.map((order) => {
    const seller = sellerOf.get(order.seller_id);
    return {
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
    };
  });
}
