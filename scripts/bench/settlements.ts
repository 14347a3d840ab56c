/**
 * Settlements at scale (target <= 2 s): one seller with 20,000 orders delivered in one fortnight
 * (1 to 3 items each, over products of four categories and SKUs of none), 200 seller cancellations
 * with a penalty and 500 refunded returns, plus a month of orders before it for its reputation. The
 * figure is one computation of the open period as a read does it (server/finance/periods.ts
 * freshPeriod: the reputation, the rules version, the orders, items, categories, penalties and
 * refunds read, the lines that changed rewritten and the totals stored), p50 of 5 after the first
 * computation, which writes every line and is printed apart.
 *
 * On PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a throwaway schema dropped afterwards), then PGlite in
 * memory unless BENCH_SKIP_PGLITE=1.
 *
 * Run alone: `npx tsx scripts/bench/settlements.ts`. Prints, asserts nothing.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { ensurePeriod, freshPeriod } from '../../server/finance/periods.ts';
import { benchPostgresUrl, inPglite, inThrowawaySchema } from './benchDatabase.ts';

export const DELIVERED_ORDERS = 20_000;
const RUNS = 5;

export interface SettlementFigures {
  database: 'PGlite' | 'PostgreSQL';
  loadSeconds: number;
  lines: number;
  p50: number;
  worst: number;
  /** The period's first computation: every line written (the later ones rewrite only what changed). */
  first: number;
}

/** The fortnight measured: 1 to 14 October 2026 (Santiago), measured on the 10th. */
const START = '2026-10-01';
const END = '2026-10-14';
const NOW = new Date('2026-10-10T15:00:00Z');

export async function loadSettlementScene(db: Database): Promise<number> {
  const [seller] = await db.query<{ id: number }>(`insert into sellers (name, publish, seller_type) values ('Liquidaciones del Bench', true, 'pim') returning id`);
  const sellerId = seller!.id;
  await db.query(`insert into seller_publish_history (seller_id, published, reason, created_at) values ($1, true, 'Bench', '2026-01-01T12:00:00Z')`, [sellerId]);
  // Products of four categories; SKUs BENCH-5.. name none (the default rate).
  for (const [index, code] of ['tablets', 'cocina', 'calzado', 'audio'].entries()) {
    const [product] = await db.query<{ id: number }>(
      `insert into products (seller_id, working, category_id, title, price) select $1, '{}'::jsonb, id, $2, 1000 from catalog_categories where code = $3 returning id`,
      [sellerId, `Producto ${code}`, code],
    );
    await db.query('insert into product_skus (seller_id, sku, product_id) values ($1, $2, $3)', [sellerId, `BENCH-${index + 1}`, product!.id]);
  }
  // September: 1,000 orders delivered on time (the reputation's month); October: the fortnight's.
  await db.query(
    `insert into orders (seller_id, order_number, status, created_at, promised_at, dispatched_at, delivered_at, units, total_amount, shipping_amount,
                         customer_name, shipping_street, shipping_commune, shipping_region)
     select $1, '2026-' || lpad(n::text, 6, '0'), 'delivered', at - interval '3 days', at + interval '1 hour', at - interval '1 day', at,
            1, 10000 + n % 90000, case when n % 4 = 0 then 0 else 2990 + (n % 3) * 1000 end, 'Cliente Bench', 'Av. Bench 1', 'Santiago', 'Metropolitana'
       from (select n, case when n <= 1000 then timestamptz '2026-09-02T12:00:00Z' + (n * interval '37 minutes')
                            else timestamptz '2026-10-01T04:00:00Z' + ((n - 1000) * interval '53 seconds') end as at
               from generate_series(1, $2::int) as n) o`,
    [sellerId, DELIVERED_ORDERS + 1000],
  );
  await db.query(
    `insert into order_items (order_id, line, sku, name, quantity, unit_price)
     select o.id, l, 'BENCH-' || (1 + (o.id + l) % 6), 'Producto bench', 1 + (o.id % 3), 1990 + (o.id * l) % 50000
       from orders o, generate_series(1, 3) as l
      where o.seller_id = $1 and l <= 1 + o.id % 3`,
    [sellerId],
  );
  // 200 stock breaks with a penalty, 500 refunds in the fortnight.
  await db.query(
    `insert into orders (seller_id, order_number, status, created_at, promised_at, canceled_at, canceled_by, cancel_reason, units, total_amount,
                         penalty_amount, customer_name, shipping_street, shipping_commune, shipping_region)
     select $1, '2026-' || lpad((900000 + n)::text, 6, '0'), 'canceled', at, at + interval '2 days', at + interval '1 hour', 'seller', 'stock_break', 1, 60000, 3000,
            'Cliente Bench', 'Av. Bench 1', 'Santiago', 'Metropolitana'
       from (select n, timestamptz '2026-10-02T12:00:00Z' + n * interval '1 hour' as at from generate_series(1, 200) as n) c`,
    [sellerId],
  );
  await db.query(
    `with picked as (select id, row_number() over (order by id) as n from orders where seller_id = $1 and status = 'delivered' and delivered_at >= '2026-10-01' order by id limit 500),
          made as (insert into returns (seller_id, order_id, return_number, status, created_at, customer_reason)
                   select $1, id, 'D-2026-' || lpad(n::text, 6, '0'), 'returned', timestamptz '2026-10-05T12:00:00Z', 'regret' from picked returning id, order_id)
     insert into return_items (return_id, line, sku, name, quantity) select m.id, 1, i.sku, i.name, 1 from made m join order_items i on i.order_id = m.order_id and i.line = 1`,
    [sellerId],
  );
  await db.query(
    `insert into return_status_history (return_id, status, at) select id, 'returned', timestamptz '2026-10-06T12:00:00Z' + (id % 100) * interval '1 hour' from returns where seller_id = $1`,
    [sellerId],
  );
  await db.query('analyze');
  return sellerId;
}

async function measure(db: Database, database: SettlementFigures['database']): Promise<SettlementFigures> {
  await migrate(db);
  const loading = performance.now();
  const sellerId = await loadSettlementScene(db);
  const loadSeconds = (performance.now() - loading) / 1000;
  await ensurePeriod(db, sellerId, { start: START, end: END }, NOW);
  const [period] = await db.query<{ id: number }>('select id from settlement_periods where seller_id = $1', [sellerId]);
  const firstStarted = performance.now();
  await freshPeriod(db, period!.id, NOW);
  const first = performance.now() - firstStarted;
  const samples: number[] = [];
  let lines = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    lines = (await freshPeriod(db, period!.id, NOW)).lineCount;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { database, loadSeconds, lines, p50: samples[Math.floor(RUNS / 2)]!, worst: samples.at(-1)!, first };
}

export async function measureSettlementsPostgres(url = benchPostgresUrl()): Promise<SettlementFigures> {
  return inThrowawaySchema('bench_settlements', url, (db) => measure(db, 'PostgreSQL'));
}

export async function measureSettlementsPglite(): Promise<SettlementFigures> {
  return inPglite((db) => measure(db, 'PGlite'));
}

/** Prints the figures of one database as the bench's rows. */
export function printSettlements(figures: SettlementFigures, row: (label: string, figure: string, target: string) => void): void {
  row(
    `  ${figures.database}: a period of ${DELIVERED_ORDERS.toLocaleString('en')} delivered orders, ${figures.lines.toLocaleString('en')} lines (worst ${(figures.worst / 1000).toFixed(2)} s; loaded in ${figures.loadSeconds.toFixed(1)} s)`,
    `${(figures.p50 / 1000).toFixed(2)} s`,
    '<= 2 s',
  );
  row(`  ${figures.database}: its first computation, every line written`, `${(figures.first / 1000).toFixed(2)} s`, 'printed');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const row = (label: string, figure: string, target: string) => console.log(`${label.padEnd(100)} ${figure.padStart(8)}   target ${target}`);
  console.log('Settlements: one open period computed and stored, p50 of 5');
  try {
    printSettlements(await measureSettlementsPostgres(), row);
  } catch (error) {
    console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
  }
  if (process.env.BENCH_SKIP_PGLITE !== '1') printSettlements(await measureSettlementsPglite(), row);
}
