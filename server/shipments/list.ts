import type { components } from '../../openapi/generated/shipments.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
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

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeShipmentCursor(cursor: ShipmentCursor): string {
  return Buffer.from(JSON.stringify([cursor.status, cursor.promisedAt, cursor.id])).toString('base64url');
}

/**
 * The cursor a page of this tab handed out. One of another tab, or one that does not decode, is a
 * 400 INVALID_CURSOR: paging must never restart silently.
 */
export function decodeShipmentCursor(text: string, status: DispatchStatus): ShipmentCursor {
  const invalid = () => new ApiProblem(400, 'INVALID_CURSOR', 'The cursor is not one this list gave for this tab; start again from the first page');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [cursorStatus, promisedAt, id] = parsed as unknown[];
  if (cursorStatus !== status || typeof promisedAt !== 'string' || !INSTANT.test(promisedAt)) throw invalid();
  // A real instant: the database would refuse 30 February.
  const milliseconds = `${promisedAt.slice(0, 23)}Z`;
  if (Number.isNaN(Date.parse(milliseconds)) || new Date(milliseconds).toISOString() !== milliseconds) throw invalid();
  if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > 2_147_483_647) throw invalid();
  return { status, promisedAt, id: id as number };
}

interface ShipmentRow {
  id: number;
  seller_id: number;
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
  const values: unknown[] = [filters.status, limit + 1];
  const conditions = ['status = $1'];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filters.sellerId !== null) conditions.push(`seller_id = ${add(filters.sellerId)}`);
  if (filters.q !== null) conditions.push(`order_number like ${add(`${filters.q}%`)}`);
  if (after) conditions.push(`(promised_at, id) > (${add(after.promisedAt)}::timestamptz, ${add(after.id)}::int)`);
  const rows = await db.query<ShipmentRow>(
    `select id, seller_id, order_number, status, created_at, promised_at, units, customer_name, shipping_commune, shipping_region,
            to_char(promised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as promised_key
       from orders where ${conditions.join(' and ')} order by promised_at, id limit $2`,
    values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      sellerId: row.seller_id,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      promisedAt: row.promised_at.toISOString(),
      units: row.units,
      customerName: row.customer_name,
      commune: row.shipping_commune,
      region: row.shipping_region,
    })),
    nextCursor: rows.length > limit && last ? encodeShipmentCursor({ status: filters.status, promisedAt: last.promised_key, id: last.id }) : null,
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
