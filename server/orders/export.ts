import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Queryable } from '../db/database.ts';
import { csvStream as csvFile } from '../kit/csv.ts';
import { santiagoDateTime, santiagoExcelDate } from '../kit/santiagoCalendar.ts';
import type { OrderSort, SortDirection } from './cursor.ts';
import { orderPage, type OrderFilters, type OrderListRow } from './list-query.ts';
import { STATUS_LABELS_ES } from './status-labels.ts';

/**
 * The orders export: every order matching the list's filters, in its sort, as CSV (what Excel in
 * Chile opens: UTF-8 with a byte-order mark, `;` between fields, CRLF) or an xlsx workbook. Rows
 * are read by keyset batches and written as they come, so memory does not grow with the file.
 */
export const EXPORT_LIMIT = 50_000;
const BATCH = 1_000;

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const HEADERS = ['N° de orden', 'Fecha de compra', 'Fecha prometida', 'Estado', 'Unidades', 'Total', 'Envío', 'Cliente', 'Comuna', 'Región', 'Folio boleta'];

/**
 * The order's batches: `first` (read before answering, so a failing database is still a proper
 * error answer), then the following ones.
 */
export async function* exportBatches(
  db: Queryable,
  filters: OrderFilters,
  sort: OrderSort,
  direction: SortDirection,
  first: OrderListRow[],
): AsyncGenerator<OrderListRow[]> {
  let batch = first;
  while (batch.length > 0) {
    yield batch;
    if (batch.length < BATCH) return;
    const last = batch.at(-1)!;
    batch = await orderPage(db, filters, { sort, direction, after: { sort, direction, key: last.sort_key, id: last.id }, limit: BATCH });
  }
}

export const firstExportBatch = (db: Queryable, filters: OrderFilters, sort: OrderSort, direction: SortDirection): Promise<OrderListRow[]> =>
  orderPage(db, filters, { sort, direction, after: null, limit: BATCH });

/** The CSV file of the batches: dates as Chile writes them, amounts as plain numbers. */
export function csvStream(batches: AsyncIterable<OrderListRow[]>): Readable {
  return csvFile(HEADERS, batches, (row) => [
    row.order_number,
    santiagoDateTime(row.created_at),
    santiagoDateTime(row.promised_at),
    STATUS_LABELS_ES[row.status],
    row.units,
    row.total_amount,
    row.shipping_amount,
    row.customer_name,
    row.shipping_commune,
    row.shipping_region,
    row.invoice_folio,
  ]);
}

/** The xlsx workbook of the batches: one sheet, dates and amounts as numbers Excel can sum and sort. */
export function xlsxStream(batches: AsyncIterable<OrderListRow[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Órdenes', { views: [{ state: 'frozen', ySplit: 1 }] });
  const dateFormat = 'dd-mm-yyyy hh:mm';
  const pesos = '"$"#,##0';
  sheet.columns = [
    { header: HEADERS[0], key: 'orderNumber', width: 14 },
    { header: HEADERS[1], key: 'createdAt', width: 17, style: { numFmt: dateFormat } },
    { header: HEADERS[2], key: 'promisedAt', width: 17, style: { numFmt: dateFormat } },
    { header: HEADERS[3], key: 'status', width: 30 },
    { header: HEADERS[4], key: 'units', width: 9 },
    { header: HEADERS[5], key: 'total', width: 12, style: { numFmt: pesos } },
    { header: HEADERS[6], key: 'shipping', width: 10, style: { numFmt: pesos } },
    { header: HEADERS[7], key: 'customer', width: 32 },
    { header: HEADERS[8], key: 'commune', width: 20 },
    { header: HEADERS[9], key: 'region', width: 30 },
    { header: HEADERS[10], key: 'folio', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const batch of batches) {
      for (const row of batch) {
        sheet
          .addRow({
            orderNumber: row.order_number,
            createdAt: santiagoExcelDate(row.created_at),
            promisedAt: santiagoExcelDate(row.promised_at),
            status: STATUS_LABELS_ES[row.status],
            units: row.units,
            total: row.total_amount,
            shipping: row.shipping_amount,
            customer: row.customer_name,
            commune: row.shipping_commune,
            region: row.shipping_region,
            folio: row.invoice_folio,
          })
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
