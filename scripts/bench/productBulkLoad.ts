/**
 * Products by Excel at its limit (target <= 10 s): a 10,000-row workbook of a category with 20
 * attributes (text, number, list and yes/no, some required), every row valid, judged as the upload
 * judges it (server/catalog/bulkLoadFile.ts: the header and the rows counted, streaming) and then
 * stored by the load's job (server/catalog/bulkLoadJob.ts: read streaming, each row checked by the
 * shared product rules, SKUs against the file and the catalogue, stored 1,000 rows per transaction),
 * on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a throwaway schema dropped afterwards) and on PGlite in
 * memory. The process's peak RSS and heap while it runs are sampled every 10 ms.
 *
 * Run alone: `npx tsx scripts/bench/productBulkLoad.ts` (`-- postgres` for PostgreSQL only). Prints, asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { templateColumns } from '../../server/catalog/bulkLoadColumns.ts';
import { countProductRows } from '../../server/catalog/bulkLoadFile.ts';
import { runBulkLoad } from '../../server/catalog/bulkLoadJob.ts';
import { findBulkLoad, insertBulkLoad } from '../../server/catalog/bulkLoads.ts';
import { findCategory } from '../../server/catalog/categories.ts';
import { BULK_LOAD_MAX_ROWS } from '../../shared/catalog/bulkLoadLimits.ts';
import { benchPostgresUrl, inPglite, inThrowawaySchema } from './benchDatabase.ts';

const ATTRIBUTES = 20;

export interface ProductBulkLoadFigures {
  database: 'PGlite' | 'PostgreSQL';
  rows: number;
  attributes: number;
  fileKb: number;
  seconds: number;
  /** Of `seconds`, the upload's judgement of the whole file (before its 202). */
  judgedSeconds: number;
  created: number;
  failed: number;
  peakRssMb: number;
  peakHeapMb: number;
}

/** The attributes of the bench's category: five of each kind, the first of each required. */
const attributeOf = (index: number) => {
  const kind = (['text', 'number', 'list', 'boolean'] as const)[index % 4]!;
  return {
    code: `atributo_${index + 1}`,
    name: `Atributo ${index + 1}`,
    kind,
    required: index < 4,
    allowedValues: kind === 'list' ? ['Rojo', 'Verde', 'Azul', 'Negro', 'Blanco'] : [],
  };
};

/** A value of attribute `index` for row `row`, as a seller would type it. */
const valueOf = (index: number, row: number): string | number => {
  switch (index % 4) {
    case 0:
      return `Texto ${row}-${index}`;
    case 1:
      return (row % 90) + index;
    case 2:
      return ['Rojo', 'Verde', 'Azul', 'Negro', 'Blanco'][row % 5]!;
    default:
      return row % 2 === 0 ? 'Sí' : 'No';
  }
};

async function benchWorkbook(headers: string[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Productos');
  sheet.addRow(headers).commit();
  for (let row = 1; row <= BULK_LOAD_MAX_ROWS; row += 1) {
    sheet
      .addRow([
        `BENCH-${String(row).padStart(5, '0')}`,
        `Producto del bench número ${row}`,
        'Una descripción de largo mediano, como las que escribe un seller, con <b>HTML</b> que se guarda como texto.',
        '',
        9_990 + row,
        '',
        ...Array.from({ length: ATTRIBUTES }, (_, index) => valueOf(index, row)),
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function measure(db: Database, database: ProductBulkLoadFigures['database']): Promise<ProductBulkLoadFigures> {
  await migrate(db);
  const [seller] = await db.query<{ id: number }>(`insert into sellers (name, publish) values ('Productos del Bench', true) returning id`);
  const sellerId = seller!.id;
  const [user] = await db.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id) values ('bench@productos.cl', 'x', 'Bench', 'Productos', 'seller', $1) returning id`,
    [sellerId],
  );
  const [category] = await db.query<{ id: number }>(
    `insert into catalog_categories (parent_id, code, name, position) select id, 'bench-productos', 'Bench de productos', 99 from catalog_categories where code = 'tecnologia' returning id`,
  );
  const categoryId = category!.id;
  for (let index = 0; index < ATTRIBUTES; index += 1) {
    const attribute = attributeOf(index);
    await db.query(
      `insert into catalog_attributes (category_id, code, name, kind, unit, required, required_since, allowed_values, position)
       values ($1, $2, $3, $4, null, $5, case when $5 then now() end, $6, $7)`,
      [categoryId, attribute.code, attribute.name, attribute.kind, attribute.required, attribute.allowedValues, index + 1],
    );
  }
  const columns = templateColumns((await findCategory(db, categoryId))!.attributes);
  const file = await benchWorkbook(columns.map((column) => column.header));

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
  const started = performance.now();
  // What the upload does before answering, then what its job does.
  const totalRows = await countProductRows(file, columns);
  const judgedSeconds = (performance.now() - started) / 1000;
  const id = randomUUID();
  const now = new Date();
  await insertBulkLoad(db, { id, sellerId, userId: user!.id, categoryId, outcome: 'draft', fileName: 'bench.xlsx', file, totalRows }, now);
  await runBulkLoad(db, id, () => new Date());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  const load = (await findBulkLoad(db, sellerId, id))!;
  return {
    database,
    rows: load.totalRows,
    attributes: ATTRIBUTES,
    fileKb: Math.round(file.length / 1024),
    seconds,
    judgedSeconds,
    created: load.createdRows,
    failed: load.failedRows,
    peakRssMb: peakRss / 1024 / 1024,
    peakHeapMb: peakHeap / 1024 / 1024,
  };
}

export async function measureProductBulkLoadPglite(): Promise<ProductBulkLoadFigures> {
  return inPglite((db) => measure(db, 'PGlite'));
}

export async function measureProductBulkLoadPostgres(url = benchPostgresUrl()): Promise<ProductBulkLoadFigures> {
  return inThrowawaySchema('bench_products', url, (db) => measure(db, 'PostgreSQL'));
}

/** Prints the figures of one database as the bench's rows. */
export function printProductBulkLoad(figures: ProductBulkLoadFigures, row: (label: string, figure: string, target: string) => void): void {
  row(
    `  ${figures.database}: ${figures.rows.toLocaleString('en')} rows x ${figures.attributes} attributes (${figures.fileKb} KB), ${figures.created.toLocaleString('en')} created, ${figures.failed} refused`,
    `${figures.seconds.toFixed(2)} s`,
    '<= 10 s',
  );
  row(`  ${figures.database}: of which the upload's judgement before answering 202`, `${figures.judgedSeconds.toFixed(2)} s`, 'printed');
  row(`  ${figures.database}: peak RSS / heap while processing`, `${figures.peakRssMb.toFixed(0)} / ${figures.peakHeapMb.toFixed(0)} MB`, 'printed');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const row = (label: string, figure: string, target: string) => console.log(`${label.padEnd(80)} ${figure.padStart(14)}   target ${target}`);
  console.log('Products by Excel, one 10,000-row workbook:');
  try {
    printProductBulkLoad(await measureProductBulkLoadPostgres(), row);
  } catch (error) {
    console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
  }
  if (!process.argv.includes('postgres')) printProductBulkLoad(await measureProductBulkLoadPglite(), row);
}
