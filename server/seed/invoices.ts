import type { Queryable } from '../db/database.ts';
import { onePageTextPdf } from './textPdf.ts';

/** How many of each seller's latest boletas come with their PDF (the rest were loaded in bulk: folio and day only). */
const WITH_PDF_PER_SELLER = 30;

/**
 * A one-page boleta as a demo seller's PDF: the seller, the folio, the day, the order and the amount,
 * in Helvetica.
 */
export function demoBoletaPdf(boleta: { seller: string; folio: number; issuedOn: string; orderNumber: string; total: number }): Buffer {
  const lines = [
    `BOLETA ELECTRONICA N ${boleta.folio}`,
    boleta.seller,
    `Fecha de emision: ${boleta.issuedOn.split('-').reverse().join('-')}`,
    `Orden: ${boleta.orderNumber}`,
    `Total: $${boleta.total.toLocaleString('es-CL')}`,
  ];
  return onePageTextPdf(lines);
}

/**
 * The PDFs of the demo sellers' latest boletas: each seller has orders whose boleta is pending,
 * attached with its PDF (the latest ones, as the seller attaches them one by one) and attached
 * without one (loaded with the bulk template). Answers how many PDFs were written.
 */
export async function seedDemoInvoiceFiles(tx: Queryable, sellers: readonly { sellerId: number; userId: number | null }[], now: Date): Promise<number> {
  let written = 0;
  for (const { sellerId, userId } of sellers) {
    const orders = await tx.query<{ id: number; order_number: string; invoice_folio: number; issued_on: string; total_amount: number; seller: string }>(
      `select o.id, o.order_number, o.invoice_folio, to_char(o.invoice_issued_on, 'YYYY-MM-DD') as issued_on, o.total_amount, s.name as seller
         from orders o join sellers s on s.id = o.seller_id
        where o.seller_id = $1 and o.invoice_folio is not null order by o.id desc limit $2`,
      [sellerId, WITH_PDF_PER_SELLER],
    );
    for (const order of orders) {
      const pdf = demoBoletaPdf({ seller: order.seller, folio: order.invoice_folio, issuedOn: order.issued_on, orderNumber: order.order_number, total: order.total_amount });
      await tx.query('insert into invoice_files (order_id, file_name, content, uploaded_by, uploaded_at) values ($1, $2, $3, $4, $5)', [
        order.id,
        `boleta-${order.invoice_folio}.pdf`,
        pdf,
        userId,
        now,
      ]);
      written += 1;
    }
  }
  return written;
}
