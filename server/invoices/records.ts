import type { components } from '../../openapi/generated/invoices.ts';
import type { Queryable } from '../db/database.ts';
import { santiagoCharSql } from '../kit/santiagoCalendar.ts';

export type InvoiceOrder = components['schemas']['InvoiceOrder'];

/** An order as the invoices service reads it. */
export interface InvoiceOrderRow {
  id: number;
  order_number: string;
  seller_id: number;
  seller_name: string;
  status: string;
  created_at: Date;
  /** The day of the purchase in Santiago, YYYY-MM-DD. */
  purchased_on: string;
  total_amount: number;
  invoice_folio: number | null;
  invoice_issued_on: string | null;
  has_file: boolean;
}

/** The columns of InvoiceOrderRow, for `select ... from orders o left join invoice_files f on f.order_id = o.id`. */
export const INVOICE_ORDER_COLUMNS = `o.id, o.order_number, o.seller_id, (select name from sellers s where s.id = o.seller_id) as seller_name, o.status, o.created_at,
  ${santiagoCharSql('o.created_at', 'YYYY-MM-DD')} as purchased_on, o.total_amount, o.invoice_folio,
  to_char(o.invoice_issued_on, 'YYYY-MM-DD') as invoice_issued_on, (f.order_id is not null) as has_file`;

/** The contract's view of an order and its boleta. */
export function invoiceOrderOf(row: InvoiceOrderRow): InvoiceOrder {
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    createdAt: row.created_at.toISOString(),
    totalAmount: row.total_amount,
    invoice: {
      state: row.invoice_folio === null ? 'pending' : 'attached',
      folio: row.invoice_folio,
      issuedOn: row.invoice_issued_on,
      hasFile: row.has_file,
    },
  };
}

/**
 * Serialises boleta writes of one seller (attach and bulk upload): the folio checks and the writes
 * they allow happen with no other writer of that seller in between. Held until the transaction ends.
 */
export async function lockSellerInvoices(tx: Queryable, sellerId: number): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('invoices'), $1)`, [sellerId]);
}
