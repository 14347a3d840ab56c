/**
 * Stock at scale. The list (target p95 <= 30 ms): one seller with 200,000 levels (100,000 SKUs in
 * two warehouses, each with the movement that counted it), the list's database work for one request
 * as listStock does it (server/stock/list.ts: a keyset page and the seller's threshold). Cases: the
 * first page and one 180,000 levels deep; out of stock (first and deep); low stock; one warehouse
 * (first and deep); a search matching many names, one SKU, and nothing. Then the import (target:
 * printed): a 50,000-row workbook stored and run by the import's job (server/stock/import-job.ts:
 * counted, streamed and applied 1,000 rows a transaction), with the process's peak RSS and heap
 * sampled every 10 ms.
 *
 * On PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a throwaway schema dropped afterwards); `--pglite` adds
 * PGlite in memory.
 *
 * Run alone: `npx tsx scripts/bench/stock.ts`. Prints, asserts nothing.
 */
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { PRODUCTS } from '../../server/seed/order-catalogue.ts';
import { runStockImport } from '../../server/stock/import-job.ts';
import { createImport } from '../../server/stock/imports.ts';
import { filtersOf, levelsPage, listLevels, lowStockThresholdOf, type StockFilters } from '../../server/stock/list.ts';
import { benchPostgresUrl, inPglite, inThrowawaySchema } from './benchDatabase.ts';

export const LEVELS = 200_000;
const SKUS = LEVELS / 2;
const DEEP = 180_000;
const IMPORT_ROWS = 50_000;
const RUNS = 200;
const WARM_UP = 20;

export interface StockListCase {
  label: string;
  p50: number;
  p95: number;
}

export interface StockFigures {
  database: 'PGlite' | 'PostgreSQL';
  loadSeconds: number;
  cases: StockListCase[];
  import: { rows: number; fileKb: number; seconds: number; applied: number; skipped: number; peakRssMb: number; peakHeapMb: number };
}

/**
 * 100,000 SKUs of `sellerId` in its two warehouses, named after the demo catalogue's products; about
 * one level in twelve out of stock and one in ten low; each counted by one correction movement.
 */
async function loadLevels(db: Database, sellerId: number, warehouses: readonly number[], now: Date): Promise<void> {
  await db.query(
    `insert into stock_levels (seller_id, sku, warehouse_id, name, on_hand, reserved, updated_at)
     select $1, 'SKU-' || lpad(n::text, 6, '0'), ($2::int[])[1 + w], ($3::text[])[1 + n % array_length($3::text[], 1)] || ' ' || n,
            case when n % 12 = 0 then 0 when n % 10 = 0 then 2 else 5 + n % 200 end,
            case when n % 7 = 0 then 1 else 0 end, $4
       from generate_series(1, $5::int) as n, generate_series(0, 1) as w
      order by n, w`,
    [sellerId, warehouses, PRODUCTS.map((product) => product.name), now, SKUS],
  );
  // Every level's figures as one correction, so the ledger adds up as it does everywhere else.
  await db.query(
    `insert into stock_movements (level_id, seller_id, sku, warehouse_id, kind, on_hand_delta, reserved_delta, on_hand_after, reserved_after, at)
     select id, seller_id, sku, warehouse_id, 'correction', on_hand, reserved, on_hand, reserved, updated_at from stock_levels
      where seller_id = $1 and (on_hand <> 0 or reserved <> 0)`,
    [sellerId],
  );
  await db.query('analyze');
}

/** p50 and p95 of one list request's database work, in ms. */
async function time(db: Database, label: string, request: () => Promise<unknown>): Promise<StockListCase> {
  for (let run = 0; run < WARM_UP; run++) await request();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await request();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: samples[Math.floor(RUNS * 0.5)]!, p95: samples[Math.floor(RUNS * 0.95) - 1]! };
}

/** The level at `offset` of a filtered list: the key a page ending there hands over. */
async function keyAt(db: Database, filters: StockFilters, offset: number): Promise<[string, number]> {
  const rows = await levelsPage(db, filters, null, offset);
  const last = rows.at(-1)!;
  return [last.sku, last.id];
}

/** A workbook setting the first warehouse's units of the first IMPORT_ROWS SKUs, written as a stream. */
async function importWorkbook(): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Stock');
  sheet.addRow(['SKU', 'Bodega', 'Cantidad']).commit();
  for (let n = 1; n <= IMPORT_ROWS; n++) sheet.addRow([`SKU-${String(n).padStart(6, '0')}`, 'Bodega Bench Norte', 10 + (n % 50)]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function measure(db: Database, database: StockFigures['database']): Promise<StockFigures> {
  await migrate(db);
  const now = new Date();
  const [seller] = await db.query<{ id: number }>(`insert into sellers (name, publish, seller_type) values ('Bodegas del Bench', true, 'pim') returning id`);
  const sellerId = seller!.id;
  const [user] = await db.query<{ id: number }>(`insert into users (email, password_hash, first_name, last_name, role, seller_id) values ('bench@stock.cl', 'x', 'Bench', 'Stock', 'seller', $1) returning id`, [sellerId]);
  const warehouses: number[] = [];
  for (const [index, name] of ['Bodega Bench Norte', 'Bodega Bench Sur'].entries()) {
    const [row] = await db.query<{ id: number }>(
      `insert into seller_warehouses (seller_id, name, address, region_code, commune_code, region_name, commune_name, technical_service, created_at)
       values ($1, $2, 'Av. Bench 1', '13', '13101', 'Metropolitana de Santiago', 'Santiago', false, $3) returning id`,
      [sellerId, name, new Date(now.getTime() + index * 1000)],
    );
    warehouses.push(row!.id);
  }
  const started = performance.now();
  await loadLevels(db, sellerId, warehouses, now);
  const loadSeconds = (performance.now() - started) / 1000;

  const all = filtersOf({}, sellerId);
  const out = filtersOf({ availability: 'outOfStock' }, sellerId);
  const low = filtersOf({ availability: 'lowStock' }, sellerId);
  const north = filtersOf({ warehouseId: warehouses[0]! }, sellerId);
  // A deep page as listStock reads it after decoding the cursor: the page and the seller's threshold.
  const page = (filters: StockFilters, after: [string, number]) => () => Promise.all([levelsPage(db, filters, after, 26), lowStockThresholdOf(db, sellerId)]);
  const handlerPage = (query: Parameters<typeof filtersOf>[0]) => () => listLevels(db, filtersOf(query, sellerId), { limit: 25 });
  const cases = [
    await time(db, 'first page (as listStock answers it)', handlerPage({})),
    await time(db, `page ${DEEP.toLocaleString('en')} deep`, page(all, await keyAt(db, all, DEEP))),
    await time(db, 'out of stock, first page', handlerPage({ availability: 'outOfStock' })),
    await time(db, 'out of stock, page 15,000 deep', page(out, await keyAt(db, out, 15_000))),
    await time(db, 'low stock, first page', handlerPage({ availability: 'lowStock' })),
    await time(db, 'low stock, page 15,000 deep', page(low, await keyAt(db, low, 15_000))),
    await time(db, 'one warehouse, first page', handlerPage({ warehouseId: warehouses[0]! })),
    await time(db, 'one warehouse, page 90,000 deep', page(north, await keyAt(db, north, 90_000))),
    await time(db, 'search "taladro" (many names)', handlerPage({ q: 'taladro' })),
    await time(db, 'search "SKU-099999" (one SKU)', handlerPage({ q: 'SKU-099999' })),
    await time(db, 'search "zzz inexistente" (nothing)', handlerPage({ q: 'zzz inexistente' })),
  ];

  const file = await importWorkbook();
  global.gc?.();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  sample();
  const sampler = setInterval(sample, 10);
  const importStarted = performance.now();
  const created = await createImport(db, { userId: user!.id, role: 'seller', sellerId }, sellerId, { file: { fileName: 'stock.xlsx', contentBase64: file.toString('base64') } }, new Date());
  await runStockImport(db, created.id, () => new Date());
  const seconds = (performance.now() - importStarted) / 1000;
  clearInterval(sampler);
  sample();
  const [done] = await db.query<{ rows_applied: number; rows_skipped: number }>('select rows_applied, rows_skipped from stock_imports where id = $1', [created.id]);
  return {
    database,
    loadSeconds,
    cases,
    import: {
      rows: IMPORT_ROWS,
      fileKb: Math.round(file.length / 1024),
      seconds,
      applied: done!.rows_applied,
      skipped: done!.rows_skipped,
      peakRssMb: peakRss / 1024 / 1024,
      peakHeapMb: peakHeap / 1024 / 1024,
    },
  };
}

export async function measureStockPglite(): Promise<StockFigures> {
  return inPglite((db) => measure(db, 'PGlite'));
}

export async function measureStockPostgres(url = benchPostgresUrl()): Promise<StockFigures> {
  return inThrowawaySchema('bench_stock', url, (db) => measure(db, 'PostgreSQL'));
}

/** Prints the figures of one database as the bench's rows. */
export function printStock(figures: StockFigures, row: (label: string, figure: string, target: string) => void): void {
  console.log(`  ${figures.database}: ${LEVELS.toLocaleString('en')} levels of one seller loaded in ${figures.loadSeconds.toFixed(1)} s`);
  for (const entry of figures.cases) row(`  ${entry.label} (p50 ${entry.p50.toFixed(1)} ms)`, `${entry.p95.toFixed(1)} ms`, '<= 30 ms');
  const { import: imported } = figures;
  row(
    `  ${figures.database}: import of ${imported.rows.toLocaleString('en')} rows (${imported.fileKb} KB), ${imported.applied.toLocaleString('en')} applied, ${imported.skipped} skipped`,
    `${imported.seconds.toFixed(1)} s`,
    'printed',
  );
  row(`  ${figures.database}: peak RSS / heap while importing`, `${imported.peakRssMb.toFixed(0)} / ${imported.peakHeapMb.toFixed(0)} MB`, 'printed');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const row = (label: string, figure: string, target: string) => console.log(`${label.padEnd(72)} ${figure.padStart(12)}   target ${target}`);
  console.log('Stock list, p95 of one request; stock import of 50,000 rows');
  try {
    printStock(await measureStockPostgres(), row);
  } catch (error) {
    console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
  }
  if (process.argv.includes('--pglite')) printStock(await measureStockPglite(), row);
}
