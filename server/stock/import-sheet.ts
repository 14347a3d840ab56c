/**
 * What an import's workbook says, row by row: its header's columns and each row's cells, read with
 * the kit's streaming reader (server/kit/workbookReader.ts), so a file of 100,000 rows costs the
 * rows in flight, never the sheet.
 */
import { ApiProblem } from '../http/api-problem.ts';
import { cellText, firstSheetRows, headerColumns, normalisedHeader, startsAsZip, WorkbookUnreadable } from '../kit/workbookReader.ts';
import { STOCK_IMPORT_REQUIRED_COLUMNS, type StockImportColumn } from '../../shared/stock/rules.ts';

/** The names a column is known by (compared without accents or case): the template's, and English. */
const COLUMN_NAMES: Readonly<Record<StockImportColumn, readonly string[]>> = {
  SKU: ['sku'],
  Bodega: ['bodega', 'warehouse'],
  Cantidad: ['cantidad', 'quantity'],
  Modo: ['modo', 'mode'],
};

/** Where each column is in the sheet (exceljs's index, 1 is column A); Modo may be absent. */
export type SheetColumns = Record<Exclude<StockImportColumn, 'Modo'>, number> & { Modo: number | null };

/** A Cantidad cell: its number when it holds one (a formula's by its value), and its text. */
export interface QuantityCell {
  number: number | null;
  text: string;
}

/** One row under the header, as the checks read it. */
export interface SheetRow {
  row: number;
  sku: string;
  warehouse: string;
  quantity: QuantityCell;
  mode: string;
}

export const invalidFormat = (): ApiProblem =>
  new ApiProblem(400, 'STOCK_FILE_INVALID_FORMAT', 'Invalid file format: the file is not an Excel workbook (.xlsx)', {
    details: [{ field: 'body.file.contentBase64', message: 'not an .xlsx workbook' }],
  });

const columnsMissing = (missing: readonly string[]): ApiProblem =>
  new ApiProblem(400, 'STOCK_COLUMNS_MISSING', `The file lacks the required column(s): ${missing.join(', ')}`, {
    details: missing.map((column) => ({ field: 'body.file.contentBase64', message: column })),
  });

/** The header's columns, or 400 STOCK_COLUMNS_MISSING naming every required one it lacks. */
function columnsOf(values: readonly unknown[]): SheetColumns {
  const found = headerColumns(values);
  const indexOf = (column: StockImportColumn) => COLUMN_NAMES[column].map((name) => found.get(normalisedHeader(name))).find((index) => index !== undefined) ?? null;
  const missing = STOCK_IMPORT_REQUIRED_COLUMNS.filter((column) => indexOf(column) === null);
  if (missing.length > 0) throw columnsMissing(missing);
  return { SKU: indexOf('SKU')!, Bodega: indexOf('Bodega')!, Cantidad: indexOf('Cantidad')!, Modo: indexOf('Modo') };
}

/**
 * What the upload checks before storing the file: a workbook (400 STOCK_FILE_INVALID_FORMAT otherwise)
 * whose first row names the required columns (400 STOCK_COLUMNS_MISSING). Only the header is read.
 */
export async function checkSheetHeader(bytes: Uint8Array): Promise<void> {
  if (!startsAsZip(bytes)) throw invalidFormat();
  try {
    for await (const header of firstSheetRows(bytes)) {
      columnsOf(header.values);
      return;
    }
  } catch (error) {
    if (error instanceof WorkbookUnreadable) throw invalidFormat();
    throw error;
  }
  throw columnsMissing(STOCK_IMPORT_REQUIRED_COLUMNS);
}

/** A Cantidad cell as it was meant: a formula by its cached value, an error cell as text. */
function quantityCellOf(value: unknown): QuantityCell {
  if (typeof value === 'number') return { number: value, text: String(value) };
  if (typeof value === 'object' && value !== null) {
    if ('result' in value) return quantityCellOf((value as { result: unknown }).result);
    // A formula never calculated has no value to read; an error cell (#DIV/0!) is no figure either.
    if ('formula' in value || 'sharedFormula' in value) return { number: null, text: '=' };
    if ('error' in value) return { number: null, text: String((value as { error: unknown }).error) };
  }
  return { number: null, text: cellText(value) };
}

/**
 * The rows of the sheet under its header, blank rows skipped, as they are read. The header was
 * checked at upload; a file that cannot be read any more throws WorkbookUnreadable.
 */
export async function* sheetRows(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  let columns: SheetColumns | null = null;
  for await (const { number, values } of firstSheetRows(bytes)) {
    if (columns === null) {
      columns = columnsOf(values);
      continue;
    }
    const row: SheetRow = {
      row: number,
      sku: cellText(values[columns.SKU]),
      warehouse: cellText(values[columns.Bodega]),
      quantity: quantityCellOf(values[columns.Cantidad]),
      mode: columns.Modo === null ? '' : cellText(values[columns.Modo]),
    };
    if (row.sku === '' && row.warehouse === '' && row.quantity.number === null && row.quantity.text === '' && row.mode === '') continue;
    yield row;
  }
}
