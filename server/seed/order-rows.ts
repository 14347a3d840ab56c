import type { Queryable } from '../db/database.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import type { CancelReason, OrderStatus } from '../../shared/orders/lifecycle.ts';
import { reserveNewOrders } from '../stock/order-stock.ts';

/**
 * Writes whole orders (the order, its items and its timeline), as the marketplace hands them over;
 * those still to prepare or ship reserve their units (server/stock/order-stock.ts).
 * The demo seed, the API tests and the benchmark write orders through here, so they all satisfy
 * the same constraints. Orders are numbered here: the year of purchase (Santiago) and the next
 * numbers of that year, in the order given.
 */
export interface NewOrder {
  status: OrderStatus;
  createdAt: Date;
  promisedAt: Date;
  dispatchedAt?: Date | null;
  deliveredAt?: Date | null;
  canceledAt?: Date | null;
  canceledBy?: 'seller' | 'customer' | 'marketplace' | null;
  cancelReason?: 'stock_break' | 'seller_request' | 'customer_request' | 'payment_failed' | 'fraud_check' | null;
  sellerCancelReason?: CancelReason | null;
  sellerCancelNote?: string | null;
  penalty?: number;
  claimedAt?: Date | null;
  claimReason?: string | null;
  shipping: number;
  items: readonly { sku: string; name: string; quantity: number; unitPrice: number }[];
  customer: { name: string; phone: string | null };
  address: { street: string; reference: string | null; commune: string; region: string };
  invoice?: { folio: number; issuedOn: string } | null;
  /** Oldest first; the last entry's status is the order's. Defaults to the order's status at its purchase. */
  timeline?: readonly { status: OrderStatus; at: Date; note?: string | null; byUserId?: number | null }[];
}

export interface WrittenOrder {
  id: number;
  orderNumber: string;
}

const ORDERS_PER_STATEMENT = 500;
const ORDER_COLUMNS = [
  'id', 'seller_id', 'order_number', 'status', 'created_at', 'promised_at', 'dispatched_at', 'delivered_at', 'canceled_at', 'canceled_by',
  'cancel_reason', 'seller_cancel_reason', 'seller_cancel_note', 'units', 'total_amount', 'shipping_amount', 'penalty_amount', 'claimed_at',
  'claim_reason', 'customer_name', 'customer_phone', 'shipping_street', 'shipping_reference', 'shipping_commune', 'shipping_region',
  'invoice_folio', 'invoice_issued_on', 'skus',
];

/** `insert into table (columns) values (...), (...)` for rows of values. */
async function insertRows(tx: Queryable, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const chunk = Math.max(1, Math.floor(30_000 / columns.length));
  for (let start = 0; start < rows.length; start += chunk) {
    const params: unknown[] = [];
    const values = rows.slice(start, start + chunk).map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
    await tx.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, params);
  }
}

/** The next `count` order numbers of each year, continuing the numbers already taken. */
async function numbersFor(tx: Queryable, createdAts: readonly Date[]): Promise<string[]> {
  const years = createdAts.map((at) => santiagoDay(at).slice(0, 4));
  const last = new Map<string, number>();
  for (const year of new Set(years)) {
    const [row] = await tx.query<{ last: string | null }>(`select max(order_number) as last from orders where order_number like $1`, [`${year}-%`]);
    last.set(year, row?.last ? Number(row.last.slice(5)) : 0);
  }
  return years.map((year) => {
    const next = last.get(year)! + 1;
    if (next > 999_999) throw new Error(`The order numbers of ${year} ran out`);
    last.set(year, next);
    return `${year}-${String(next).padStart(6, '0')}`;
  });
}

/** Writes `orders` of one seller, in the order given (give them oldest first); answers their ids and numbers. */
export async function insertOrders(tx: Queryable, sellerId: number, orders: readonly NewOrder[]): Promise<WrittenOrder[]> {
  const written: WrittenOrder[] = [];
  for (let start = 0; start < orders.length; start += ORDERS_PER_STATEMENT) {
    const batch = orders.slice(start, start + ORDERS_PER_STATEMENT);
    // Ids taken up front, so items and timelines name their order without relying on the order of RETURNING.
    const ids = (await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, $1)`, [batch.length])).map(
      (row) => row.id,
    );
    const numbers = await numbersFor(tx, batch.map((order) => order.createdAt));
    const orderRows = batch.map((order, index) => {
      const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
      const total = order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0) + order.shipping;
      return [
        ids[index], sellerId, numbers[index], order.status, order.createdAt, order.promisedAt, order.dispatchedAt ?? null, order.deliveredAt ?? null,
        order.canceledAt ?? null, order.canceledBy ?? null, order.cancelReason ?? null, order.sellerCancelReason ?? null, order.sellerCancelNote ?? null,
        units, total, order.shipping, order.penalty ?? 0, order.claimedAt ?? null, order.claimReason ?? null, order.customer.name, order.customer.phone,
        order.address.street, order.address.reference, order.address.commune, order.address.region, order.invoice?.folio ?? null,
        order.invoice?.issuedOn ?? null,
        // As the items' trigger keeps them (distinct, in code-point order), so writing the items changes nothing.
        [...new Set(order.items.map((item) => item.sku))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      ];
    });
    await insertRows(tx, 'orders', ORDER_COLUMNS, orderRows);
    await insertRows(
      tx,
      'order_items',
      ['order_id', 'line', 'sku', 'name', 'quantity', 'unit_price'],
      batch.flatMap((order, index) => order.items.map((item, line) => [ids[index], line + 1, item.sku, item.name, item.quantity, item.unitPrice])),
    );
    await insertRows(
      tx,
      'order_status_history',
      ['order_id', 'status', 'at', 'note', 'by_user_id'],
      batch.flatMap((order, index) =>
        (order.timeline ?? [{ status: order.status, at: order.createdAt }]).map((entry) => [ids[index], entry.status, entry.at, entry.note ?? null, entry.byUserId ?? null]),
      ),
    );
    // Orders still to prepare or ship hold their units from the moment they are handed over.
    await reserveNewOrders(tx, sellerId, batch.map((order, index) => ({ id: ids[index]!, status: order.status, at: order.createdAt })));
    written.push(...batch.map((_, index) => ({ id: ids[index]!, orderNumber: numbers[index]! })));
  }
  return written;
}
