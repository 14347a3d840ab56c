/**
 * The rules of boletas, read by the server and the Invoices module alike: what a folio is, which
 * days a boleta may carry, which orders take one, the template's columns, the files' limits and
 * how a PDF and an Excel workbook are recognised (by their first bytes, never by name or type).
 */
import type { OrderStatus } from '../orders/lifecycle.ts';

/** The largest folio (the database keeps folios as integers). */
export const FOLIO_MAX = 2_147_483_647;

/** A PDF of a boleta holds at most this many bytes (5 MB). */
export const INVOICE_PDF_MAX_BYTES = 5 * 1024 * 1024;

/** A bulk upload's workbook holds at most this many bytes (5 MB)... */
export const INVOICE_XLSX_MAX_BYTES = 5 * 1024 * 1024;

/** ...and at most this many rows under its header. */
export const INVOICE_XLSX_MAX_ROWS = 10_000;

/** The JSON body of an upload: the largest file in base64, with room for the rest. */
export const INVOICE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** The template's columns, in order; every one is required. */
export const INVOICE_COLUMNS = ['Número de orden', 'Folio', 'Fecha de emisión', 'Monto total'] as const;
export type InvoiceColumn = (typeof INVOICE_COLUMNS)[number];

/** Orders that take no boleta: never paid, or cancelled before anything was sold. */
export const STATUSES_WITHOUT_INVOICE: readonly OrderStatus[] = ['new', 'canceled', 'unable_to_fulfill', 'refunded_before_shipping', 'refunded_after_cancelation'];

/** Whether an order in `status` takes a boleta. */
export const takesInvoice = (status: OrderStatus): boolean => !STATUSES_WITHOUT_INVOICE.includes(status);

/** A folio as typed: digits only, no leading zero, within range. Null when it is not one. */
export function folioOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[1-9]\d{0,9}$/.test(trimmed)) return null;
  const folio = Number(trimmed);
  return folio <= FOLIO_MAX ? folio : null;
}

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What is wrong with a boleta's day, or null: not a day, after `today`, or before the day of the
 * purchase (both YYYY-MM-DD in Santiago; the purchase day is unknown to a form that has none).
 */
export function issuedOnProblem(issuedOn: string, today: string, purchasedOn: string | null): 'DATE_INVALID' | 'DATE_IN_FUTURE' | 'DATE_BEFORE_PURCHASE' | null {
  if (!isCalendarDay(issuedOn)) return 'DATE_INVALID';
  if (issuedOn > today) return 'DATE_IN_FUTURE';
  if (purchasedOn !== null && issuedOn < purchasedOn) return 'DATE_BEFORE_PURCHASE';
  return null;
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK.. (an .xlsx is a zip)

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Whether the bytes are a PDF (its signature, whatever the file is called). */
export const isPdf = (bytes: Uint8Array): boolean => startsWith(bytes, PDF_SIGNATURE);

/** Whether the bytes can be an .xlsx workbook (a zip archive). */
export const isZip = (bytes: Uint8Array): boolean => startsWith(bytes, ZIP_SIGNATURE);

/** The first bytes of a base64 text (enough for the signatures), or null when it is not base64. */
export function base64Head(base64: string, bytes = 8): Uint8Array | null {
  const chunk = base64.slice(0, Math.ceil(bytes / 3) * 4);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(chunk)) return null;
  try {
    return Uint8Array.from(atob(chunk), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

const santiagoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day (YYYY-MM-DD) an instant falls on in Santiago, where boletas are dated. */
export const santiagoDayOf = (instant: Date): string => santiagoDayFormat.format(instant);
