import ExcelJS from 'exceljs';
import { ApiProblem } from '../http/api-problem.ts';
import { cellText, dayText, firstSheetRows, normalisedHeader, WorkbookUnreadable, XLSX_MEDIA_TYPE } from '../kit/workbookReader.ts';
import { INVOICE_COLUMNS, INVOICE_XLSX_MAX_ROWS, type InvoiceColumn } from '../../shared/invoices/rules.ts';

export { XLSX_MEDIA_TYPE };

/** One row of an uploaded sheet, each required column's cell as text ('' when blank). */
export interface SheetRow {
  /** The row number Excel shows (the header is row 1). */
  row: number;
  cells: Record<InvoiceColumn, string>;
}

/**
 * The bulk upload's template: a "Boletas" sheet with the four required columns (folio and amount as
 * whole numbers, the day as a date) and an "Instrucciones" sheet explaining each. Only the first
 * sheet is read back, so the instructions never count as rows.
 */
export async function invoiceTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Boletas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: INVOICE_COLUMNS[0], key: 'orderNumber', width: 18, style: { numFmt: '@' } },
    { header: INVOICE_COLUMNS[1], key: 'folio', width: 14, style: { numFmt: '0' } },
    { header: INVOICE_COLUMNS[2], key: 'issuedOn', width: 18, style: { numFmt: 'dd-mm-yyyy' } },
    { header: INVOICE_COLUMNS[3], key: 'amount', width: 14, style: { numFmt: '"$"#,##0' } },
  ];
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('Instrucciones');
  help.columns = [{ header: 'Cómo llenar la planilla', key: 'text', width: 110 }];
  help.getRow(1).font = { bold: true };
  for (const text of [
    'Una fila por boleta, en la hoja "Boletas", bajo la fila de títulos (no la borres ni cambies sus nombres).',
    'Número de orden: como aparece en Órdenes, por ejemplo 2026-000123.',
    'Folio: el número de la boleta, sin puntos ni ceros a la izquierda, por ejemplo 104201.',
    'Fecha de emisión: el día de la boleta (dd-mm-aaaa), no posterior a hoy ni anterior a la compra.',
    'Monto total: lo que pagó el comprador, productos y despacho, sin decimales, por ejemplo 12990.',
    `Hasta ${INVOICE_XLSX_MAX_ROWS.toLocaleString('es-CL')} filas y 5 MB por archivo. Si alguna fila tiene errores no se carga ninguna: corrígela y sube el archivo completo otra vez.`,
  ]) {
    help.addRow({ text });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const REQUIRED = new Map(INVOICE_COLUMNS.map((column) => [normalisedHeader(column), column]));

const refuse = (code: string, message: string, details?: { field: string; message: string }[]) =>
  new ApiProblem(400, code, message, details ? { details } : {});

/**
 * The rows of the workbook's first sheet, read with exceljs's streaming reader (the file is never
 * held as a whole workbook). The first row is the header: every required column must be there
 * (in any order, among other columns; names compared without accents or case), else 400
 * INVOICE_COLUMNS_MISSING naming the missing ones. Blank rows are skipped; more than
 * INVOICE_XLSX_MAX_ROWS rows is 400 INVOICE_FILE_TOO_MANY_ROWS.
 */
export async function readInvoiceSheet(bytes: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let header: Map<InvoiceColumn, number> | null = null;
  try {
    for await (const row of firstSheetRows(bytes)) {
      const values = row.values;
      if (header === null) {
        header = new Map();
        values.forEach((value, index) => {
          const column = REQUIRED.get(normalisedHeader(cellText(value)));
          if (column && !header!.has(column)) header!.set(column, index);
        });
        const missing = INVOICE_COLUMNS.filter((column) => !header!.has(column));
        if (missing.length > 0) {
          throw refuse('INVOICE_COLUMNS_MISSING', `The file lacks the required column(s): ${missing.join(', ')}`, missing.map((column) => ({ field: 'body.contentBase64', message: column })));
        }
        continue;
      }
      const cells = Object.fromEntries(
        INVOICE_COLUMNS.map((column) => {
          const value = values[header!.get(column)!];
          return [column, column === 'Fecha de emisión' ? dayText(value) : cellText(value)];
        }),
      ) as Record<InvoiceColumn, string>;
      if (INVOICE_COLUMNS.every((column) => cells[column] === '')) continue;
      if (rows.length === INVOICE_XLSX_MAX_ROWS) {
        throw refuse('INVOICE_FILE_TOO_MANY_ROWS', `The file holds more than ${INVOICE_XLSX_MAX_ROWS} rows`);
      }
      rows.push({ row: row.number, cells });
    }
  } catch (error) {
    if (error instanceof WorkbookUnreadable) throw refuse('INVOICE_FILE_NOT_XLSX', 'The file is not an Excel workbook (.xlsx)');
    throw error;
  }
  if (header === null) {
    throw refuse('INVOICE_COLUMNS_MISSING', `The file lacks the required column(s): ${INVOICE_COLUMNS.join(', ')}`, INVOICE_COLUMNS.map((column) => ({ field: 'body.contentBase64', message: column })));
  }
  return rows;
}
