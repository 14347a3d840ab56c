/**
 * The orders list at scale (target p95 <= 30 ms): one seller with 100,000 orders over 14 months,
 * the list's database work for one request (a keyset page and the tabs' counts: listPage of
 * server/orders/list-query.ts, as listOrders calls it), timed on PGlite in memory and on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a
 * throwaway schema dropped afterwards). Cases: the first page and a page 90,000 orders deep, by
 * purchase and by total; a tab (first and deep); a month; a search by customer name (common and
 * rare), by order number start and by SKU.
 *
 * The orders are written by SQL (names, communes and SKUs of the demo catalogue, statuses spread as
 * a store's are: mostly delivered, the newest still being prepared or travelling); then ANALYZE, as
 * autovacuum would. Their timelines are not written: the list does not read them.
 *
 * Run alone: `npx tsx scripts/bench/ordersList.ts`. Prints, asserts nothing.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { decodeCursor, encodeCursor } from '../../server/orders/cursor.ts';
import { listPage, orderPage, type OrderFilters, type PageRequest } from '../../server/orders/list-query.ts';
import { DESTINATION_WEIGHTS, GIVEN_NAMES, PRODUCTS, STREETS, SURNAMES } from '../../server/seed/order-catalogue.ts';
import { GROUP_STATUSES } from '../../shared/orders/lifecycle.ts';
import { benchPostgresUrl, inPglite, inThrowawaySchema } from './benchDatabase.ts';

export const ORDERS = 100_000;
const DEEP = 90_000;
const RUNS = 200;
const WARM_UP = 20;

export interface OrdersListCase {
  label: string;
  p50: number;
  p95: number;
  /** Orders matching the filters in all tabs (how selective a search is). */
  matching: number;
}

export interface OrdersListFigures {
  database: 'PGlite' | 'PostgreSQL';
  loadSeconds: number;
  cases: OrdersListCase[];
}

/** 100,000 orders of `sellerId`, one every ~6.3 minutes up to `now`, with one or two items each. */
export async function loadOrders(db: Database, sellerId: number, now: Date): Promise<void> {
  const delivered = GROUP_STATUSES.delivered[0];
  // Statuses an old order may have ended in besides delivered, taken in turn by 1 order in 10.
  const finals = [...GROUP_STATUSES.closed, ...GROUP_STATUSES.incidents, 'delivered', 'delivered'];
  // The newest orders, by age: still to prepare, then waiting for the carrier, then travelling.
  const toPrepare = [...GROUP_STATUSES.toPrepare];
  const travelling = [...GROUP_STATUSES.inTransit];
  const names = GIVEN_NAMES.map((given, index) => `${given} ${SURNAMES[index % SURNAMES.length]} ${SURNAMES[(index * 7 + 3) % SURNAMES.length]}`);
  await db.query(
    `insert into orders (seller_id, order_number, status, created_at, promised_at, dispatched_at, delivered_at, units, total_amount,
                         shipping_amount, customer_name, customer_phone, shipping_street, shipping_commune, shipping_region,
                         invoice_folio, invoice_issued_on, skus)
     select $1, to_char(created_at at time zone 'America/Santiago', 'YYYY') || '-' ||
                lpad((row_number() over (partition by to_char(created_at at time zone 'America/Santiago', 'YYYY') order by n))::text, 6, '0'),
            status, created_at, created_at + interval '5 days',
            case when status in ('delivered', 'refunded_after_return', 'lost_in_return', 'not_delivered') then created_at + interval '1 day' end,
            case when status in ('delivered', 'refunded_after_return', 'lost_in_return') then created_at + interval '3 days' end,
            1 + (n % 7 = 0)::int, 9990 + (n * 7919) % 120000, case when n % 3 = 0 then 0 else 3990 end,
            ($2::text[])[1 + (n * 31) % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (n * 17) % cardinality($3::text[])],
            '+569' || lpad(((n::bigint * 104729) % 100000000)::text, 8, '0'),
            ($4::text[])[1 + n % cardinality($4::text[])] || ' ' || (100 + n % 9000),
            ($5::text[])[1 + (n * 13) % cardinality($5::text[])], ($6::text[])[1 + (n * 13) % cardinality($6::text[])],
            case when n % 3 <> 0 and status = 'delivered' then 100000 + n end,
            case when n % 3 <> 0 and status = 'delivered' then (created_at at time zone 'America/Santiago')::date end,
            array[($13::text[])[1 + (n * 37) % cardinality($13::text[])]]
       from (select n, date_trunc('milliseconds', $7::timestamptz - ($8 - n) * interval '379 seconds') as created_at,
                    case when $8 - n < 230 then ($9::text[])[1 + n % 3]
                         when $8 - n < 300 then 'ready_to_ship'
                         when $8 - n < 1000 then ($10::text[])[1 + n % 8]
                         when n % 10 = 0 then ($11::text[])[1 + (n / 10) % cardinality($11::text[])]
                         else $12 end as status
               from generate_series(1, $8::int) n) generated`,
    [
      sellerId,
      names,
      SURNAMES,
      STREETS,
      DESTINATION_WEIGHTS.map((destination) => destination.commune),
      DESTINATION_WEIGHTS.map((destination) => destination.region),
      now,
      ORDERS,
      toPrepare,
      travelling,
      finals,
      delivered,
      PRODUCTS.map((product) => product.sku),
    ],
  );
  await db.query(
    // The order's one item is the SKU it was written with, so the items' trigger finds nothing to correct.
    `insert into order_items (order_id, line, sku, name, quantity, unit_price)
     select o.id, 1, o.skus[1], ($3::text[])[array_position($2::text[], o.skus[1]::text)], o.units, (o.total_amount - o.shipping_amount) / o.units
       from orders o where o.seller_id = $1`,
    [sellerId, PRODUCTS.map((product) => product.sku), PRODUCTS.map((product) => product.name)],
  );
  await db.query('analyze');
}

/** p50 and p95 of one list request's database work, in ms. */
async function time(db: Database, label: string, filters: OrderFilters, page: PageRequest): Promise<OrdersListCase> {
  const once = async () => {
    const { rows, counts } = await listPage(db, filters, { ...page, limit: page.limit + 1 });
    if (rows.length === 0 && filters.q === null) throw new Error(`${label}: an empty page`);
    return [...counts.values()].reduce((sum, count) => sum + count, 0);
  };
  for (let run = 0; run < WARM_UP; run++) await once();
  const samples: number[] = [];
  let matching = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    matching = await once();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: samples[Math.floor(RUNS * 0.5)]!, p95: samples[Math.floor(RUNS * 0.95) - 1]!, matching };
}

/** The cursor of the `offset`-th order of a sort, as a page ending there would hand it out. */
async function cursorAt(db: Database, filters: OrderFilters, sort: PageRequest['sort'], offset: number): Promise<PageRequest['after']> {
  const [row] = await orderPage(db, filters, { sort, direction: 'desc', after: null, limit: offset }).then((rows) => rows.slice(-1));
  return decodeCursor(encodeCursor({ sort, direction: 'desc', key: row!.sort_key, id: row!.id }), sort, 'desc');
}

async function measure(db: Database, database: OrdersListFigures['database']): Promise<OrdersListFigures> {
  await migrate(db);
  const [seller] = await db.query<{ id: number }>(`insert into sellers (name, publish) values ('Mayorista del Bench', true) returning id`);
  const sellerId = seller!.id;
  const now = new Date();
  const started = performance.now();
  await loadOrders(db, sellerId, now);
  const loadSeconds = (performance.now() - started) / 1000;

  const all: OrderFilters = { sellerId, statuses: null, from: null, to: null, q: null, promisedBefore: null };
  const delivered: OrderFilters = { ...all, statuses: GROUP_STATUSES.delivered };
  const month = new Date(now.getTime() - 200 * 86_400_000).toISOString().slice(0, 7);
  const first = (sort: PageRequest['sort'] = 'createdAt'): PageRequest => ({ sort, direction: 'desc', after: null, limit: 25 });
  const deep = async (filters: OrderFilters, sort: PageRequest['sort'] = 'createdAt', offset = DEEP): Promise<PageRequest> => ({
    ...first(sort),
    after: await cursorAt(db, filters, sort, offset),
  });
  const [{ number = '' } = {}] = await db.query<{ number: string }>('select order_number as number from orders where seller_id = $1 order by id limit 1 offset 4242', [sellerId]);
  // A whole name, as ~80 of the orders have it, and one no order has.
  const [{ name: wholeName = '' } = {}] = await db.query<{ name: string }>('select customer_name as name from orders where seller_id = $1 order by id limit 1 offset 777', [sellerId]);

  const cases = [
    await time(db, 'first page, newest first', all, first()),
    await time(db, `page ${DEEP.toLocaleString('en')} deep, newest first`, all, await deep(all)),
    await time(db, `page ${DEEP.toLocaleString('en')} deep, by total`, all, await deep(all, 'totalAmount')),
    await time(db, 'tab "in transit" (700 orders), first page', { ...all, statuses: GROUP_STATUSES.inTransit }, first()),
    await time(db, 'tab "delivered", page 80,000 deep', delivered, await deep(delivered, 'createdAt', 80_000)),
    await time(db, `one month (${month}), first page`, { ...all, from: `${month}-01`, to: `${month}-28` }, first()),
    await time(db, 'search "munoz" (customer name), first page', { ...all, q: 'munoz' }, first()),
    await time(db, `search "${wholeName}", first page`, { ...all, q: wholeName }, first()),
    await time(db, 'search "Zoe Inexistente" (no order), first page', { ...all, q: 'Zoe Inexistente' }, first()),
    await time(db, `search "${number.slice(0, 9)}" (number start)`, { ...all, q: number.slice(0, 9) }, first()),
    await time(db, `search "${PRODUCTS[3]!.sku}" (SKU) + tab "delivered"`, { ...delivered, q: PRODUCTS[3]!.sku }, first()),
  ];
  return { database, loadSeconds, cases };
}

export async function measureOrdersListPglite(): Promise<OrdersListFigures> {
  return inPglite((db) => measure(db, 'PGlite'));
}

export async function measureOrdersListPostgres(url = benchPostgresUrl()): Promise<OrdersListFigures> {
  return inThrowawaySchema('bench_orders', url, (db) => measure(db, 'PostgreSQL'));
}

/** Prints the figures of one database as the bench's rows. */
export function printOrdersList(figures: OrdersListFigures, row: (label: string, figure: string, target: string) => void): void {
  console.log(`  ${figures.database}: ${ORDERS.toLocaleString('en')} orders of one seller loaded in ${figures.loadSeconds.toFixed(1)} s`);
  for (const entry of figures.cases) {
    row(`  ${entry.label} (p50 ${entry.p50.toFixed(1)} ms, ${entry.matching.toLocaleString('en')} match)`, `${entry.p95.toFixed(1)} ms`, '<= 30 ms');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const row = (label: string, figure: string, target: string) => console.log(`${label.padEnd(72)} ${figure.padStart(10)}   target ${target}`);
  console.log('Orders list, p95 of one request (a page and the tabs’ counts)');
  printOrdersList(await measureOrdersListPglite(), row);
  try {
    printOrdersList(await measureOrdersListPostgres(), row);
  } catch (error) {
    console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
  }
}
