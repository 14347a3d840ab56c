import type { Queryable } from '../db/database.ts';
import { groupOf, type OrderStatus } from '../../shared/orders/lifecycle.ts';
import { instantKeySql, keysetCondition as beyondRow, type KeysetColumn } from '../kit/keysetCursor.ts';
import { santiagoDayEndSql, santiagoDayStartSql } from '../kit/santiagoCalendar.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';
import type { OrderCursor, OrderSort, SortDirection } from './cursor.ts';

/**
 * The orders list's SQL: the filters every list, count and export shares, one keyset page, and
 * the count of every status under the filters. Each sort has an index (seller, [tab,] sort column,
 * id) (server/db/migrations/011_orders_detail.sql), so a page, however deep, reads about `limit` rows.
 */
export interface OrderFilters {
  /** One seller's orders, or null for every seller's (staff without `sellerId`). */
  sellerId: number | null;
  /** Only these statuses (the tab and the status filter together); null for any. */
  statuses: readonly OrderStatus[] | null;
  /** Santiago days of purchase, both included. */
  from: string | null;
  to: string | null;
  /** Search: an order number's start, part of the customer's name, or an item's SKU. */
  q: string | null;
  /** Only orders promised before this instant (the late ones); null for any. */
  promisedBefore: Date | null;
}

/** A row of the list, with what the export adds (shipping, destination, boleta). */
export interface OrderListRow {
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
  shipping_commune: string;
  shipping_region: string;
  invoice_folio: number | null;
  /** The sort column as the cursor carries it. */
  sort_key: string | number;
}

/** The column each sort orders by, how a cursor's key is read back, and how it is written into one. */
const SORTS: Record<OrderSort, { column: string; name: string; cast: string; key: string }> = {
  createdAt: { column: 'o.created_at', name: 'created_at', cast: 'timestamptz', key: instantKeySql('o.created_at') },
  promisedAt: { column: 'o.promised_at', name: 'promised_at', cast: 'timestamptz', key: instantKeySql('o.promised_at') },
  totalAmount: { column: 'o.total_amount', name: 'total_amount', cast: 'int', key: 'o.total_amount' },
  orderNumber: { column: 'o.order_number', name: 'order_number', cast: 'text', key: 'o.order_number' },
};

const LIST_COLUMNS = `o.id, o.seller_id, (select name from sellers where sellers.id = o.seller_id) as seller_name, o.order_number, o.status, o.created_at, o.promised_at, o.units, o.total_amount, o.shipping_amount,
  o.customer_name, o.shipping_commune, o.shipping_region, o.invoice_folio`;

/** Order numbers are digits and a hyphen; a search of only those may be the start of one. */
const looksLikeOrderNumber = (q: string) => /^[0-9-]+$/.test(q);
/** Names have letters; a search without any cannot be part of one. */
const mayBeName = (q: string) => /\p{L}/u.test(q);

/** The conditions of `filters`; `withStatuses` false leaves out the tab and the status filter (the counts). */
function conditionsOf(filters: OrderFilters, parameters: SqlParameters, withStatuses: boolean): string[] {
  const conditions: string[] = [];
  if (filters.sellerId !== null) conditions.push(`o.seller_id = ${parameters.add(filters.sellerId)}`);
  if (withStatuses && filters.statuses !== null) {
    conditions.push(`o.status = any(${parameters.add(filters.statuses)}::text[])`);
    // Statuses of one tab: the tab's index answers them in order.
    const groups = new Set(filters.statuses.map(groupOf));
    if (groups.size === 1) conditions.push(`o.status_group = ${parameters.add([...groups][0])}`);
  }
  if (filters.from !== null) conditions.push(`o.created_at >= ${santiagoDayStartSql(parameters.add(filters.from))}`);
  if (filters.to !== null) conditions.push(`o.created_at < ${santiagoDayEndSql(parameters.add(filters.to))}`);
  if (filters.promisedBefore !== null) conditions.push(`o.promised_at < ${parameters.add(filters.promisedBefore)}`);
  if (filters.q !== null) {
    const q = filters.q;
    // Each arm has its index (the number's unique index in the C collation, the name's trigrams, the
    // items' SKUs kept on the order), so the planner can OR three index searches instead of reading
    // every order.
    const arms = [`o.skus @> ${parameters.add([q])}::text[]`];
    if (looksLikeOrderNumber(q)) arms.push(`o.order_number like ${parameters.add(`${q}%`)}`);
    if (mayBeName(q)) arms.push(`o.customer_name_key like '%' || portal_name_key(${parameters.add(q)}) || '%'`);
    conditions.push(`(${arms.join(' or ')})`);
  }
  return conditions;
}

export interface PageRequest {
  sort: OrderSort;
  direction: SortDirection;
  /** The last row of the previous page; null for the first. */
  after: OrderCursor | null;
  limit: number;
}

/** `(sort value, id)` beyond the cursor, in the page's direction. */
function keysetCondition(sortValue: string, id: string, page: PageRequest, parameters: SqlParameters): string | null {
  if (!page.after) return null;
  const columns: KeysetColumn[] = [
    { sql: sortValue, cast: SORTS[page.sort].cast },
    { sql: id, cast: 'int' },
  ];
  return beyondRow(columns, [page.after.key, page.after.id], page.direction, parameters);
}

/** Up to `limit` rows after the cursor, in the sort's order (id breaks ties). */
export async function orderPage(db: Queryable, filters: OrderFilters, page: PageRequest): Promise<OrderListRow[]> {
  if (filters.statuses !== null && filters.statuses.length === 0) return [];
  const parameters = new SqlParameters();
  const conditions = conditionsOf(filters, parameters, true);
  const { column, name, key } = SORTS[page.sort];
  const beyond = keysetCondition(column, 'o.id', page, parameters);
  if (beyond) conditions.push(beyond);
  const limit = parameters.add(page.limit);
  const order = `${column} ${page.direction}, o.id ${page.direction}`;
  if (filters.q === null) {
    return db.query<OrderListRow>(`select ${LIST_COLUMNS}, ${key} as sort_key from orders o ${whereOf(conditions)} order by ${order} limit ${limit}`, parameters.values);
  }
  // A search finds its orders through its indexes first (only their ids and sort values), sorts
  // those and reads the page's rows. Left to itself the planner may walk the sort's index hoping to
  // meet `limit` matches early, and read every order of the seller when there are few or none.
  return db.query<OrderListRow>(
    `with matching as materialized (select o.id, ${column} as ${name} from orders o ${whereOf(conditions)}),
          page as (select id from matching order by ${name} ${page.direction}, id ${page.direction} limit ${limit})
     select ${LIST_COLUMNS}, ${key} as sort_key from orders o join page on page.id = o.id order by ${order}`,
    parameters.values,
  );
}

/**
 * A page of a search and the tabs' counts, from one reading of the orders it finds: a search's
 * cost is visiting its matches, and the page and the counts need the same ones.
 */
async function searchPage(db: Queryable, filters: OrderFilters, page: PageRequest): Promise<{ rows: OrderListRow[]; counts: Map<OrderStatus, number> }> {
  const parameters = new SqlParameters();
  const { column, name, key } = SORTS[page.sort];
  const pageConditions: string[] = [];
  if (filters.statuses !== null) pageConditions.push(`status = any(${parameters.add(filters.statuses)}::text[])`);
  const beyond = keysetCondition(name, 'id', page, parameters);
  if (beyond) pageConditions.push(beyond);
  const limit = parameters.add(page.limit);
  const matches = await db.query<{ id: number | null; status: OrderStatus | null; orders: number }>(
    `with matching as materialized (select o.id, o.status, ${column} as ${name} from orders o ${whereOf(conditionsOf(filters, parameters, false))}),
          page as (select id from matching ${whereOf(pageConditions)} order by ${name} ${page.direction}, id ${page.direction} limit ${limit})
     select id, null as status, 0 as orders from page
     union all
     select null, status, count(*)::int from matching group by status`,
    parameters.values,
  );
  const ids = matches.flatMap((match) => (match.id === null ? [] : [match.id]));
  const counts = new Map(matches.flatMap((match) => (match.status === null ? [] : [[match.status, match.orders] as const])));
  const rows =
    ids.length === 0
      ? []
      : await db.query<OrderListRow>(
          `select ${LIST_COLUMNS}, ${key} as sort_key from orders o where o.id = any($1::int[]) order by ${column} ${page.direction}, o.id ${page.direction}`,
          [ids],
        );
  return { rows, counts };
}

/**
 * One page of the list and the count of every status under its filters (but the tab and the
 * status filter): what listOrders answers.
 */
export async function listPage(db: Queryable, filters: OrderFilters, page: PageRequest): Promise<{ rows: OrderListRow[]; counts: Map<OrderStatus, number> }> {
  if (filters.q !== null) return searchPage(db, filters, page);
  // Two independent reads: on PostgreSQL two connections answer them at once.
  const [rows, counts] = await Promise.all([orderPage(db, filters, page), statusCounts(db, filters)]);
  return { rows, counts };
}

/**
 * How many orders of each status match the filters, leaving out the tab and the status filter.
 * Without a search or the late filter the per-day counts the triggers keep answer it (a few hundred
 * rows for a year of a seller); a search or the late ones are counted from the orders themselves
 * (the late ones are few, and the promise's index finds them).
 */
export async function statusCounts(db: Queryable, filters: OrderFilters): Promise<Map<OrderStatus, number>> {
  const parameters = new SqlParameters();
  let rows: { status: OrderStatus; orders: number }[];
  if (filters.q === null && filters.promisedBefore === null) {
    const conditions: string[] = [];
    if (filters.sellerId !== null) conditions.push(`seller_id = ${parameters.add(filters.sellerId)}`);
    if (filters.from !== null) conditions.push(`day >= ${parameters.add(filters.from)}::date`);
    if (filters.to !== null) conditions.push(`day <= ${parameters.add(filters.to)}::date`);
    rows = await db.query(`select status, sum(orders)::int as orders from order_status_day_counts ${whereOf(conditions)} group by status`, parameters.values);
  } else {
    const conditions = conditionsOf(filters, parameters, false);
    rows = await db.query(`select o.status, count(*)::int as orders from orders o ${whereOf(conditions)} group by o.status`, parameters.values);
  }
  return new Map(rows.map((row) => [row.status, row.orders]));
}
