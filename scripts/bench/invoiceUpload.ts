/**
 * The bulk upload of boletas at its limit (target <= 5 s): a 10,000-row invoice workbook, every row
 * valid, processed as uploadInvoices does it for the request (server/invoices/upload.ts: decode,
 * read with exceljs's streaming reader, check every row against the seller's orders, store the file
 * in one transaction), on PGlite in memory and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a throwaway schema dropped
 * afterwards). The process's peak RSS and heap while it runs are sampled every 10 ms.
 *
 * Run alone: `npx tsx scripts/bench/invoiceUpload.ts`. Prints, asserts nothing.
 */
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { uploadInvoices } from '../../server/invoices/upload.ts';
import { insertOrders, type NewOrder } from '../../server/seed/order-rows.ts';
import { santiagoDay } from '../../server/kit/santiagoCalendar.ts';
import { INVOICE_COLUMNS, INVOICE_XLSX_MAX_ROWS } from '../../shared/invoices/rules.ts';
import { benchPostgresUrl, inPglite, inThrowawaySchema } from './benchDatabase.ts';

const DAY_MS = 86_400_000;

export interface InvoiceUploadFigures {
  database: 'PGlite' | 'PostgreSQL';
  rows: number;
  fileKb: number;
  seconds: number;
  stored: number;
  errors: number;
  peakRssMb: number;
  peakHeapMb: number;
}

/** 10,000 delivered orders of one seller, one every hour back from `now`, without boleta. */
function benchOrders(now: Date): NewOrder[] {
  return Array.from({ length: INVOICE_XLSX_MAX_ROWS }, (_, index) => {
    const createdAt = new Date(now.getTime() - (INVOICE_XLSX_MAX_ROWS - index) * 3_600_000 - 2 * DAY_MS);
    return {
      status: 'delivered',
      createdAt,
      promisedAt: new Date(createdAt.getTime() + 5 * DAY_MS),
      shipping: 2_990,
      items: [{ sku: 'BENCH-01', name: 'Producto del bench', quantity: 1, unitPrice: 9_990 + (index % 500) * 100 }],
      customer: { name: 'Cliente Bench', phone: null },
      address: { street: 'Av. Matta 100', reference: null, commune: 'Santiago', region: 'Metropolitana de Santiago' },
    };
  });
}

/** The filled template: one row per order, its folio, the day after the purchase and its total. */
async function benchWorkbook(orders: { orderNumber: string; total: number; issuedOn: Date }[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Boletas');
  sheet.columns = INVOICE_COLUMNS.map((header) => ({ header, key: header, ...(header === 'Fecha de emisión' ? { style: { numFmt: 'dd-mm-yyyy' } } : {}) }));
  orders.forEach((order, index) => sheet.addRow([order.orderNumber, 500_001 + index, order.issuedOn, order.total]).commit());
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function measure(db: Database, database: InvoiceUploadFigures['database']): Promise<InvoiceUploadFigures> {
  await migrate(db);
  const [seller] = await db.query<{ id: number }>(`insert into sellers (name, publish) values ('Boletas del Bench', true) returning id`);
  const sellerId = seller!.id;
  const now = new Date();
  const orders = benchOrders(now);
  const written = await insertOrders(db, sellerId, orders);
  const file = await benchWorkbook(
    written.map((order, index) => {
      const day = santiagoDay(new Date(orders[index]!.createdAt.getTime() + DAY_MS));
      return { orderNumber: order.orderNumber, total: orders[index]!.items[0]!.unitPrice + orders[index]!.shipping, issuedOn: new Date(`${day}T00:00:00Z`) };
    }),
  );
  const body = { fileName: 'boletas.xlsx', contentBase64: file.toString('base64') };

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
  const result = await uploadInvoices(db, { userId: 0, role: 'seller', sellerId }, body, now);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  return {
    database,
    rows: result.rows,
    fileKb: Math.round(file.length / 1024),
    seconds,
    stored: result.stored,
    errors: result.errors.length,
    peakRssMb: peakRss / 1024 / 1024,
    peakHeapMb: peakHeap / 1024 / 1024,
  };
}

export async function measureInvoiceUploadPglite(): Promise<InvoiceUploadFigures> {
  return inPglite((db) => measure(db, 'PGlite'));
}

export async function measureInvoiceUploadPostgres(url = benchPostgresUrl()): Promise<InvoiceUploadFigures> {
  return inThrowawaySchema('bench_invoices', url, (db) => measure(db, 'PostgreSQL'));
}

/** Prints the figures of one database as the bench's rows. */
export function printInvoiceUpload(figures: InvoiceUploadFigures, row: (label: string, figure: string, target: string) => void): void {
  row(
    `  ${figures.database}: ${figures.rows.toLocaleString('en')} rows (${figures.fileKb} KB), ${figures.stored.toLocaleString('en')} stored, ${figures.errors} errors`,
    `${figures.seconds.toFixed(2)} s`,
    '<= 5 s',
  );
  row(`  ${figures.database}: peak RSS / heap while processing`, `${figures.peakRssMb.toFixed(0)} / ${figures.peakHeapMb.toFixed(0)} MB`, 'printed');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const row = (label: string, figure: string, target: string) => console.log(`${label.padEnd(72)} ${figure.padStart(14)}   target ${target}`);
  console.log('Invoice bulk upload, one 10,000-row workbook:');
  printInvoiceUpload(await measureInvoiceUploadPglite(), row);
  try {
    printInvoiceUpload(await measureInvoiceUploadPostgres(), row);
  } catch (error) {
    console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
  }
}
