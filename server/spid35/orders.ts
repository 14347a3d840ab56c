/**
 * Express orders as the contract shows them: the store's queue (open orders, oldest first) and one
 * order read again after a change.
 */
import type { components } from '../../openapi/generated/spid35.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import type { Spid35Status } from '../../shared/spid35/lifecycle.ts';
import { worksFacility } from './scope.ts';

export type Spid35Order = components['schemas']['Spid35Order'];
type Spid35Line = components['schemas']['Spid35Line'];

/** The most orders one queue answers (a store holds a few dozen at its busiest). */
const QUEUE_LIMIT = 200;

export const orderNotFound = (): ApiProblem => new ApiProblem(404, 'SPID35_ORDER_NOT_FOUND', 'No such express order among your stores');

interface OrderRow {
  id: number;
  facility_id: string;
  order_number: string;
  customer_name: string;
  status: Spid35Status;
  version: number;
  created_at: Date;
  promised_at: Date;
}

interface LineRow {
  id: number;
  order_id: number;
  sku: string;
  name: string;
  quantity: number;
  shortage: 'substituted' | 'removed' | null;
  substitute_sku: string | null;
  substitute_name: string | null;
  shortage_by_name: string | null;
  shortage_at: Date | null;
}

const ORDER_COLUMNS = 'o.id, o.facility_id, o.order_number, o.customer_name, o.status, o.version, o.created_at, o.promised_at';

function lineOf(row: LineRow): Spid35Line {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    quantity: row.quantity,
    shortage:
      row.shortage === null
        ? null
        : {
            resolution: row.shortage,
            substituteSku: row.substitute_sku,
            substituteName: row.substitute_name,
            by: row.shortage_by_name ?? '',
            at: (row.shortage_at ?? new Date(0)).toISOString(),
          },
  };
}

async function withLines(db: Queryable, orders: readonly OrderRow[]): Promise<Spid35Order[]> {
  if (orders.length === 0) return [];
  const lines = await db.query<LineRow>(
    `select l.id, l.order_id, l.sku, l.name, l.quantity, l.shortage, l.substitute_sku, l.substitute_name,
            case when u.id is null then null else u.first_name || ' ' || u.last_name end as shortage_by_name, l.shortage_at
       from spid35_order_lines l left join users u on u.id = l.shortage_by
      where l.order_id = any($1::int[])
      order by l.order_id, l.position`,
    [orders.map((order) => order.id)],
  );
  return orders.map((order) => ({
    id: order.id,
    facilityId: order.facility_id,
    orderNumber: order.order_number,
    customerName: order.customer_name,
    status: order.status,
    version: order.version,
    createdAt: order.created_at.toISOString(),
    promisedAt: order.promised_at.toISOString(),
    lines: lines.filter((line) => line.order_id === order.id).map(lineOf),
  }));
}

/** The store's open express orders (not handed to the rider yet), oldest first. */
export async function queueOf(db: Queryable, facilityId: string): Promise<Spid35Order[]> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from spid35_orders o
      where o.facility_id = $1 and o.status <> 'handedOver'
      order by o.created_at, o.id limit ${QUEUE_LIMIT}`,
    [facilityId],
  );
  return withLines(db, rows);
}

/** One order as it is now (inside a transaction, as that transaction sees it). */
export async function orderById(db: Queryable, orderId: number): Promise<Spid35Order> {
  const rows = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from spid35_orders o where o.id = $1`, [orderId]);
  const [order] = await withLines(db, rows);
  if (!order) throw orderNotFound();
  return order;
}

/** The order when the caller works its store; 404 otherwise (whether it exists or not). */
export async function findVisibleOrder(db: Queryable, caller: Caller, orderId: number): Promise<Spid35Order> {
  const [row] = await db.query<{ facility_id: string }>('select facility_id from spid35_orders where id = $1', [orderId]);
  if (!row || !(await worksFacility(db, caller, row.facility_id))) throw orderNotFound();
  return orderById(db, orderId);
}
