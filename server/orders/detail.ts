import type { components } from '../../openapi/generated/orders.ts';
import { mayCall } from '../auth/permissions.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { actionsAllowedFrom, labelAvailableFor, type CancelReason, type OrderStatus } from '../../shared/orders/lifecycle.ts';

type OrderDetail = components['schemas']['OrderDetail'];
type OrderSummary = components['schemas']['OrderSummary'];

/** An order as the detail, the transitions and the label read it. */
export interface OrderRecord {
  id: number;
  seller_id: number;
  seller_name: string;
  order_number: string;
  status: OrderStatus;
  created_at: Date;
  promised_at: Date;
  units: number;
  total_amount: number;
  shipping_amount: number;
  customer_name: string;
  customer_phone: string | null;
  shipping_street: string;
  shipping_reference: string | null;
  shipping_commune: string;
  shipping_region: string;
  invoice_folio: number | null;
  invoice_issued_on: string | null;
  seller_cancel_reason: CancelReason | null;
}

const RECORD_COLUMNS = `id, seller_id, (select name from sellers where sellers.id = orders.seller_id) as seller_name, order_number, status, created_at, promised_at, units, total_amount, shipping_amount, customer_name,
  customer_phone, shipping_street, shipping_reference, shipping_commune, shipping_region, invoice_folio,
  to_char(invoice_issued_on, 'YYYY-MM-DD') as invoice_issued_on, seller_cancel_reason`;

/**
 * The seller whose orders the caller may see: its own for a seller, any (null) for staff. A seller
 * account without a seller (the database forbids it) would see none, never every seller's.
 */
export const visibleSellerOf = (caller: Caller): number | null => (caller.role === 'seller' ? (caller.sellerId ?? 0) : null);

/**
 * The order if the caller may see it. Another seller's order is a 404, like one that does not
 * exist, so order ids cannot be probed. `forUpdate` locks the row until the transaction ends.
 */
export async function findVisibleOrder(db: Queryable, caller: Caller, orderId: number, forUpdate = false): Promise<OrderRecord> {
  const [order] = await db.query<OrderRecord>(
    `select ${RECORD_COLUMNS} from orders where id = $1 and ($2::int is null or seller_id = $2) ${forUpdate ? 'for update' : ''}`,
    [orderId, visibleSellerOf(caller)],
  );
  if (!order) throw new ApiProblem(404, 'ORDER_NOT_FOUND', `There is no order ${orderId}`);
  return order;
}

/**
 * Several orders the caller may see, in the order of `orderIds`. Any one it may not see (another
 * seller's, or none) is a 404 for all, as findVisibleOrder answers one. `forUpdate` locks the rows.
 */
export async function findVisibleOrders(db: Queryable, caller: Caller, orderIds: readonly number[], forUpdate = false): Promise<OrderRecord[]> {
  const rows = await db.query<OrderRecord>(
    `select ${RECORD_COLUMNS} from orders where id = any($1::int[]) and ($2::int is null or seller_id = $2) order by id ${forUpdate ? 'for update' : ''}`,
    [orderIds, visibleSellerOf(caller)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.map((orderId) => {
    const order = byId.get(orderId);
    if (!order) throw new ApiProblem(404, 'ORDER_NOT_FOUND', `There is no order ${orderId}`);
    return order;
  });
}

/** The list's view of an order. */
export function summaryOf(row: Pick<OrderRecord, 'id' | 'seller_id' | 'seller_name' | 'order_number' | 'status' | 'created_at' | 'promised_at' | 'units' | 'total_amount' | 'customer_name' | 'invoice_folio'>): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.order_number,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    promisedAt: row.promised_at.toISOString(),
    units: row.units,
    totalAmount: row.total_amount,
    customerName: row.customer_name,
    invoiceStatus: row.invoice_folio === null ? 'pending' : 'attached',
  };
}

/** The whole order as the caller sees it, with what the caller may do with it now. */
export async function orderDetailOf(db: Queryable, order: OrderRecord, caller: Caller): Promise<OrderDetail> {
  const items = await db.query<{ sku: string; name: string; quantity: number; unit_price: number }>(
    'select sku, name, quantity, unit_price from order_items where order_id = $1 order by line',
    [order.id],
  );
  const timeline = await db.query<{ status: OrderStatus; at: Date; note: string | null }>(
    'select status, at, note from order_status_history where order_id = $1 order by at, id',
    [order.id],
  );
  return {
    order: summaryOf(order),
    items: items.map((item) => ({ sku: item.sku, name: item.name, quantity: item.quantity, unitPrice: item.unit_price })),
    amounts: {
      items: items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0),
      shipping: order.shipping_amount,
      total: order.total_amount,
    },
    shippingAddress: { street: order.shipping_street, reference: order.shipping_reference, commune: order.shipping_commune, region: order.shipping_region },
    customer: { name: order.customer_name, phone: order.customer_phone },
    timeline: timeline.map((entry) => ({ status: entry.status, at: entry.at.toISOString(), note: entry.note })),
    invoice: {
      status: order.invoice_folio === null ? 'pending' : 'attached',
      folio: order.invoice_folio,
      issuedAt: order.invoice_issued_on,
    },
    cancelReason: order.seller_cancel_reason,
    // The table's actions, for callers whose role may apply them (customerService and store only read).
    allowedActions: mayCall(caller.role, 'transitionOrder') ? actionsAllowedFrom(order.status) : [],
    labelAvailable: labelAvailableFor(order.status),
  };
}
