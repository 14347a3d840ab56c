import type { components } from '../../openapi/generated/shipments.ts';
import type { Queryable } from '../db/database.ts';
import { instantKey, instantKeySql, keysetCondition, keysetCursor, keysetPage, rowId } from '../kit/keysetCursor.ts';
import { SqlParameters } from '../kit/sqlParameters.ts';
import type { OrderStatus } from '../../shared/orders/lifecycle.ts';

export type DispatchStatus = components['schemas']['DispatchStatus'];
type Shipment = components['schemas']['Shipment'];
type StatusCounts = components['schemas']['ShipmentPage']['statusCounts'];

/** The desk's tabs, in the order an order goes through them. */
export const DISPATCH_STATUSES = ['awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship'] as const satisfies readonly (DispatchStatus & OrderStatus)[];

export interface ShipmentFilters {
  /** One seller's orders, or null for every seller's (staff without `sellerId`). */
  sellerId: number | null;
  status: DispatchStatus;
  /** The start of an order number, or null. */
  q: string | null;
}

/** The last row of a page: its promised instant as the database keeps it (microseconds) and its id. */
interface ShipmentCursor {
  status: DispatchStatus;
  promisedAt: string;
  id: number;
}

const cursor = keysetCursor([instantKey, rowId]);
/** The earliest promise first, id breaking ties. */
const PROMISE_KEYSET = [
  { sql: 'promised_at', cast: 'timestamptz' },
  { sql: 'id', cast: 'int' },
];

export function encodeShipmentCursor(last: ShipmentCursor): string {
  return cursor.encode([last.status], [last.promisedAt, last.id]);
}

/** The cursor a page of this tab handed out; one of another tab is refused. */
export function decodeShipmentCursor(text: string, status: DispatchStatus): ShipmentCursor {
  const [promisedAt, id] = cursor.decode([status], text);
  return { status, promisedAt, id };
}

interface ShipmentRow {
  id: number;
  seller_id: number;
  seller_name: string;
  order_number: string;
  status: DispatchStatus;
  created_at: Date;
  promised_at: Date;
  units: number;
  customer_name: string;
  shipping_commune: string;
  shipping_region: string;
  promised_key: string;
}

/**
 * One page of a tab, the earliest promise first (the order that must leave first), id breaking
 * ties, after the cursor: the index (seller, status, promised_at, id) of migration 012 answers it.
 */
export async function shipmentPage(db: Queryable, filters: ShipmentFilters, after: ShipmentCursor | null, limit: number): Promise<{ items: Shipment[]; nextCursor: string | null }> {
  const parameters = new SqlParameters([filters.status, limit + 1]);
  const conditions = ['status = $1'];
  if (filters.sellerId !== null) conditions.push(`seller_id = ${parameters.add(filters.sellerId)}`);
  if (filters.q !== null) conditions.push(`order_number like ${parameters.add(`${filters.q}%`)}`);
  if (after) conditions.push(keysetCondition(PROMISE_KEYSET, [after.promisedAt, after.id], 'asc', parameters));
  const rows = await db.query<ShipmentRow>(
    `select id, seller_id, (select name from sellers where sellers.id = orders.seller_id) as seller_name, order_number, status, created_at,
            promised_at, units, customer_name, shipping_commune, shipping_region, ${instantKeySql('promised_at')} as promised_key
       from orders where ${conditions.join(' and ')} order by promised_at, id limit $2`,
    parameters.values,
  );
  const page = keysetPage(rows, limit, (last) => encodeShipmentCursor({ status: filters.status, promisedAt: last.promised_key, id: last.id }));
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      sellerId: row.seller_id,
      sellerName: row.seller_name,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      promisedAt: row.promised_at.toISOString(),
      units: row.units,
      customerName: row.customer_name,
      commune: row.shipping_commune,
      region: row.shipping_region,
    })),
    nextCursor: page.nextCursor,
  };
}

/** How many orders each tab holds under the same seller and search. */
export async function dispatchCounts(db: Queryable, filters: Omit<ShipmentFilters, 'status'>): Promise<StatusCounts> {
  const values: unknown[] = [DISPATCH_STATUSES];
  const conditions = ['status = any($1::text[])'];
  if (filters.sellerId !== null) {
    values.push(filters.sellerId);
    conditions.push(`seller_id = $${values.length}`);
  }
  if (filters.q !== null) {
    values.push(`${filters.q}%`);
    conditions.push(`order_number like $${values.length}`);
  }
  const rows = await db.query<{ status: DispatchStatus; orders: number }>(
    `select status, count(*)::int as orders from orders where ${conditions.join(' and ')} group by status`,
    values,
  );
  const counts: StatusCounts = { awaiting_fulfillment: 0, packed_by_seller: 0, ready_to_ship: 0 };
  for (const row of rows) counts[row.status] = row.orders;
  return counts;
}
