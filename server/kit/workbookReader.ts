/**
 * Reading an uploaded Excel workbook (.xlsx) row by row with exceljs's streaming reader: the file is
 * never held as a whole workbook, so a large file costs the rows in flight, not the sheet. The
 * invoices' upload and the products' bulk load read their sheets through here; each decides what its
 * header must hold and what a row means.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A row of the first sheet: the number Excel shows and exceljs's values (index 1 is column A). */
export interface WorkbookRow {
  number: number;
  values: readonly unknown[];
}

/** The bytes are not a workbook exceljs can read (not a zip, a damaged zip, no sheet XML). */
export class WorkbookUnreadable extends Error {
  constructor(cause?: unknown) {
    super('The file is not an Excel workbook (.xlsx)', { cause });
  }
}

/** Whether the bytes start as a zip does (an .xlsx is one), whatever the file is called. */
export const startsAsZip = (bytes: Uint8Array): boolean => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A header's name as compared: no accents, no case, single spaces. */
export const normalisedHeader = (text: string): string =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Two digits. */
const pad = (value: number) => String(value).padStart(2, '0');

/** Excel's serial day (1900 system) as YYYY-MM-DD, for a date cell stored without its format. */
function serialDay(serial: number): string {
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A cell as text: numbers as written, dates as YYYY-MM-DD (Excel keeps a date as the wall clock, which
 * exceljs reads as UTC), rich text, formulas and links by what they show.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('').trim();
    if ('result' in cell) return cellText(cell.result);
    if (typeof cell.text === 'string') return cell.text.trim();
  }
  return '';
}

/** A date column's cell: a date, a day written as text (dd-mm-yyyy), or an unformatted serial day. */
export function dayText(value: unknown): string {
  if (typeof value === 'number' && value > 1 && value < 2_958_466) return serialDay(value);
  const text = cellText(value);
  const chilean = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  return chilean ? `${chilean[3]}-${pad(Number(chilean[2]))}-${pad(Number(chilean[1]))}` : text;
}

/**
 * The rows of the workbook's first sheet, header included, as they are read (other sheets, such as a
 * template's instructions, are never rows). Stopping early (a `break` in the caller's loop) stops
 * the reading. What exceljs cannot read throws WorkbookUnreadable.
 */
export async function* firstSheetRows(bytes: Uint8Array): AsyncGenerator<WorkbookRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let reading = true;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // What the caller does with a row is its own affair: only the reader's failures are "unreadable".
        reading = false;
        yield { number: row.number, values: row.values as unknown[] };
        reading = true;
      }
      return;
    }
  } catch (error) {
    if (reading) throw new WorkbookUnreadable(error);
    throw error;
  }
}

/** The header row's columns by normalised name: the first column of each name, by its index. */
export function headerColumns(values: readonly unknown[]): Map<string, number> {
  const columns = new Map<string, number>();
  values.forEach((value, index) => {
    const name = normalisedHeader(cellText(value));
    if (name !== '' && !columns.has(name)) columns.set(name, index);
  });
  return columns;
}
