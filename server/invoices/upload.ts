import type { components } from '../../openapi/generated/invoices.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { santiagoCharSql, santiagoDay } from '../kit/santiagoCalendar.ts';
import { folioOf, INVOICE_XLSX_MAX_BYTES, isZip, issuedOnProblem, takesInvoice, type InvoiceColumn } from '../../shared/invoices/rules.ts';
import type { OrderStatus } from '../../shared/orders/lifecycle.ts';
import { decodeBase64, refuseOversize } from './files.ts';
import { lockSellerInvoices } from './records.ts';
import { readInvoiceSheet, type SheetRow } from './workbook.ts';

type UploadResult = components['schemas']['UploadResult'];
type RowIssue = components['schemas']['RowIssue'];
type IssueCode = RowIssue['code'];
type UploadedFile = components['schemas']['UploadedFile'];

/** The English message of each row issue (the portal translates by code). */
const MESSAGES: Record<IssueCode, string> = {
  ORDER_NUMBER_REQUIRED: 'The order number is missing',
  ORDER_NOT_FOUND: 'There is no order with this number among your orders',
  ORDER_REPEATED: 'This order is already in an earlier row of the file',
  INVOICE_NOT_EXPECTED: 'This order takes no boleta (unpaid or cancelled)',
  FOLIO_INVALID: 'The folio must be a whole number from 1 to 2147483647',
  FOLIO_REPEATED: 'This folio is already in an earlier row of the file',
  FOLIO_TAKEN: 'This folio is already the boleta of another of your orders',
  DATE_INVALID: 'The issue date is not a day (dd-mm-yyyy)',
  DATE_IN_FUTURE: 'The issue date is after today',
  DATE_BEFORE_PURCHASE: 'The issue date is before the purchase',
  AMOUNT_INVALID: 'The amount must be a positive whole number of pesos',
  AMOUNT_MISMATCH: 'The amount differs from what the buyer paid for the order',
  INVOICE_REPLACED: 'The order had another boleta; this one replaces it',
  INVOICE_UNCHANGED: 'The order already has this boleta; the row changes nothing',
};

const issue = (row: number, column: InvoiceColumn, code: IssueCode): RowIssue => ({ row, column, code, message: MESSAGES[code] });

interface OrderFacts {
  id: number;
  order_number: string;
  status: OrderStatus;
  purchased_on: string;
  total_amount: number;
  invoice_folio: number | null;
  invoice_issued_on: string | null;
}

/** A row that passed every check, to be stored. */
interface Accepted {
  orderId: number;
  folio: number;
  issuedOn: string;
  unchanged: boolean;
}

/** An amount as written: a whole number, optionally with "$" and thousands dots. Null otherwise. */
function amountOf(text: string): number | null {
  const compact = text.replace(/^\$\s*/, '');
  if (/^\d+$/.test(compact)) return Number(compact);
  if (/^\d{1,3}(\.\d{3})+$/.test(compact)) return Number(compact.replaceAll('.', ''));
  return null;
}

/**
 * Checks every row against the seller's orders (read in two queries for the whole file, not per
 * row): errors and warnings with row and column, and the rows that may be stored.
 */
async function checkRows(tx: Queryable, sellerId: number, rows: readonly SheetRow[], today: string) {
  const numbers = [...new Set(rows.map((row) => row.cells['Número de orden']).filter(Boolean))];
  const folios = [...new Set(rows.map((row) => folioOf(row.cells.Folio)).filter((folio) => folio !== null))];
  const orders = new Map(
    (
      await tx.query<OrderFacts>(
        `select id, order_number, status, ${santiagoCharSql('created_at', 'YYYY-MM-DD')} as purchased_on, total_amount,
                invoice_folio, to_char(invoice_issued_on, 'YYYY-MM-DD') as invoice_issued_on
           from orders where seller_id = $1 and order_number = any($2::text[])`,
        [sellerId, numbers],
      )
    ).map((order) => [order.order_number, order]),
  );
  const folioHolders = new Map(
    (await tx.query<{ id: number; invoice_folio: number }>('select id, invoice_folio from orders where seller_id = $1 and invoice_folio = any($2::int[])', [sellerId, folios])).map(
      (row) => [row.invoice_folio, row.id],
    ),
  );

  const errors: RowIssue[] = [];
  const warnings: RowIssue[] = [];
  const accepted: Accepted[] = [];
  const seenOrders = new Set<string>();
  const seenFolios = new Set<number>();
  for (const { row, cells } of rows) {
    const before = errors.length;
    const number = cells['Número de orden'];
    const order = orders.get(number);
    if (number === '') errors.push(issue(row, 'Número de orden', 'ORDER_NUMBER_REQUIRED'));
    else if (!order) errors.push(issue(row, 'Número de orden', 'ORDER_NOT_FOUND'));
    else if (seenOrders.has(number)) errors.push(issue(row, 'Número de orden', 'ORDER_REPEATED'));
    else if (!takesInvoice(order.status)) errors.push(issue(row, 'Número de orden', 'INVOICE_NOT_EXPECTED'));
    if (number !== '') seenOrders.add(number);

    const folio = folioOf(cells.Folio);
    if (folio === null) errors.push(issue(row, 'Folio', 'FOLIO_INVALID'));
    else if (seenFolios.has(folio)) errors.push(issue(row, 'Folio', 'FOLIO_REPEATED'));
    else if (folioHolders.has(folio) && folioHolders.get(folio) !== order?.id) errors.push(issue(row, 'Folio', 'FOLIO_TAKEN'));
    if (folio !== null) seenFolios.add(folio);

    const dayProblem = issuedOnProblem(cells['Fecha de emisión'], today, order?.purchased_on ?? null);
    if (dayProblem) errors.push(issue(row, 'Fecha de emisión', dayProblem));

    const amount = amountOf(cells['Monto total']);
    if (amount === null || amount <= 0) errors.push(issue(row, 'Monto total', 'AMOUNT_INVALID'));
    else if (order && amount !== order.total_amount) errors.push(issue(row, 'Monto total', 'AMOUNT_MISMATCH'));

    if (errors.length > before || !order || folio === null) continue;
    const unchanged = order.invoice_folio === folio && order.invoice_issued_on === cells['Fecha de emisión'];
    if (unchanged) warnings.push(issue(row, 'Folio', 'INVOICE_UNCHANGED'));
    else if (order.invoice_folio !== null) warnings.push(issue(row, 'Folio', 'INVOICE_REPLACED'));
    accepted.push({ orderId: order.id, folio, issuedOn: cells['Fecha de emisión'], unchanged });
  }
  return { errors, warnings, accepted };
}

/**
 * A bulk upload: the workbook's rows checked and, when none has an error, stored in one transaction
 * (the file is atomic: one error stores nothing, so a corrected file can be sent whole again without
 * half of it already in). An order whose folio changes loses the PDF of its earlier boleta.
 */
export async function uploadInvoices(db: Database, caller: Caller, body: UploadedFile, now: Date): Promise<UploadResult> {
  // Only sellers reach this operation (server/auth/permissions.ts).
  const sellerId = caller.sellerId ?? 0;
  refuseOversize(body.contentBase64, INVOICE_XLSX_MAX_BYTES, 'workbook');
  const bytes = decodeBase64(body.contentBase64);
  if (bytes === null || !isZip(bytes)) {
    throw new ApiProblem(400, 'INVOICE_FILE_NOT_XLSX', 'The file is not an Excel workbook (.xlsx)', { details: [{ field: 'body.contentBase64', message: 'not an .xlsx workbook' }] });
  }
  const rows = await readInvoiceSheet(bytes);
  return db.transaction(async (tx) => {
    await lockSellerInvoices(tx, sellerId);
    const { errors, warnings, accepted } = await checkRows(tx, sellerId, rows, santiagoDay(now));
    const changed = errors.length > 0 ? [] : accepted.filter((row) => !row.unchanged);
    if (changed.length > 0) {
      const ids = changed.map((row) => row.orderId);
      await tx.query(
        `delete from invoice_files f using orders o, unnest($1::int[], $2::int[]) as v(id, folio)
          where f.order_id = v.id and o.id = v.id and o.invoice_folio is distinct from v.folio`,
        [ids, changed.map((row) => row.folio)],
      );
      await tx.query(
        `update orders set invoice_folio = v.folio, invoice_issued_on = v.day
           from unnest($1::int[], $2::int[], $3::date[]) as v(id, folio, day)
          where orders.id = v.id`,
        [ids, changed.map((row) => row.folio), changed.map((row) => row.issuedOn)],
      );
    }
    return { rows: rows.length, stored: changed.length, errors, warnings };
  });
}
