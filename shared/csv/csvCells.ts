/**
 * CSV as Excel in Chile opens it: UTF-8 with a byte-order mark, `;` between cells, CRLF after every
 * line. Both sides write CSV files (the server the orders export, the browser the upload report), and
 * both write cells people typed, so both must guard against formulas: a spreadsheet runs a cell that
 * starts with = + - @ (or a tab or carriage return before one), and a customer's name like
 * `=HYPERLINK(...)` would become a link to anywhere. Such text gets a leading apostrophe, which the
 * spreadsheet shows as plain text.
 */

/** What a cell may hold: text (guarded and quoted as needed), a number as it is, or nothing. */
export type CsvValue = string | number | null;

/** Starts a spreadsheet formula, or hides one behind a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Needs quotes: the separator, a quote or a line break. */
const NEEDS_QUOTES = /[;"\r\n]/;

/** One cell. Numbers are the app's own (amounts, row numbers) and stay as they are, negative or not. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line, with its CRLF. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(';')}\r\n`;

/** The byte-order mark Excel needs to read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A whole file in memory: the mark, the header, one line per row. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  `${CSV_BOM}${csvLine(header)}${rows.map(csvLine).join('')}`;
