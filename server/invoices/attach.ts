import type { components } from '../../openapi/generated/invoices.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { INVOICE_PDF_MAX_BYTES, isPdf, issuedOnProblem, takesInvoice } from '../../shared/invoices/rules.ts';
import type { OrderStatus } from '../../shared/orders/lifecycle.ts';
import { decodeBase64, refuseOversize } from './files.ts';
import { INVOICE_ORDER_COLUMNS, invoiceOrderOf, lockSellerInvoices, type InvoiceOrder, type InvoiceOrderRow } from './records.ts';

type InvoiceAttachment = components['schemas']['InvoiceAttachment'];

const notFound = (orderId: number) => new ApiProblem(404, 'ORDER_NOT_FOUND', `There is no order ${orderId}`);

/**
 * Attaches a boleta to one of the seller's orders: folio, day and PDF, in one transaction. The PDF
 * is recognised by its first bytes (`%PDF-`), whatever its name; the folio may be no other order's
 * of the seller. The order's earlier boleta, if any, is replaced.
 */
export async function attachInvoice(db: Database, caller: Caller, orderId: number, body: InvoiceAttachment, now: Date): Promise<InvoiceOrder> {
  // Only sellers reach this operation (server/auth/permissions.ts); a seller sees its own orders only.
  const sellerId = caller.sellerId ?? 0;
  refuseOversize(body.file.contentBase64, INVOICE_PDF_MAX_BYTES, 'PDF');
  const pdf = decodeBase64(body.file.contentBase64);
  if (pdf === null || !isPdf(pdf)) {
    throw new ApiProblem(400, 'INVOICE_FILE_NOT_PDF', 'The file is not a PDF', { details: [{ field: 'body.file.contentBase64', message: 'not a PDF' }] });
  }
  return db.transaction(async (tx) => {
    await lockSellerInvoices(tx, sellerId);
    const [order] = await tx.query<InvoiceOrderRow>(
      `select ${INVOICE_ORDER_COLUMNS} from orders o left join invoice_files f on f.order_id = o.id where o.id = $1 and o.seller_id = $2 for update of o`,
      [orderId, sellerId],
    );
    if (!order) throw notFound(orderId);
    if (!takesInvoice(order.status as OrderStatus)) {
      throw new ApiProblem(400, 'INVOICE_NOT_EXPECTED', `An order in ${order.status} takes no boleta`);
    }
    const dayProblem = issuedOnProblem(body.issuedOn, santiagoDay(now), order.purchased_on);
    if (dayProblem) {
      throw new ApiProblem(400, 'INVOICE_DATE_INVALID', 'The boleta cannot carry this day', { details: [{ field: 'body.issuedOn', message: dayProblem }] });
    }
    const [taken] = await tx.query<{ order_number: string }>(
      'select order_number from orders where seller_id = $1 and invoice_folio = $2 and id <> $3',
      [sellerId, body.folio, orderId],
    );
    if (taken) {
      throw new ApiProblem(409, 'INVOICE_FOLIO_TAKEN', `Folio ${body.folio} is the boleta of order ${taken.order_number}`, {
        details: [{ field: 'body.folio', message: taken.order_number }],
      });
    }
    await tx.query('update orders set invoice_folio = $2, invoice_issued_on = $3 where id = $1', [orderId, body.folio, body.issuedOn]);
    await tx.query(
      `insert into invoice_files (order_id, file_name, content, uploaded_by, uploaded_at) values ($1, $2, $3, $4, $5)
       on conflict (order_id) do update set file_name = excluded.file_name, content = excluded.content,
         uploaded_by = excluded.uploaded_by, uploaded_at = excluded.uploaded_at`,
      [orderId, body.file.fileName, pdf, caller.userId, now],
    );
    return invoiceOrderOf({ ...order, invoice_folio: body.folio, invoice_issued_on: body.issuedOn, has_file: true });
  });
}

/** The boleta PDF stored for an order, or null when none was attached. */
export async function invoiceFileOf(db: Queryable, orderId: number): Promise<Uint8Array | null> {
  const [file] = await db.query<{ content: Uint8Array }>('select content from invoice_files where order_id = $1', [orderId]);
  return file?.content ?? null;
}
