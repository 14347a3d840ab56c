import type { components, operations } from '../../openapi/generated/invoices.ts';
import type { Queryable } from '../db/database.ts';
import { decimalIdCursor, keysetCondition, keysetPage } from '../kit/keysetCursor.ts';
import { SqlParameters } from '../kit/sqlParameters.ts';
import { visibleSellerOf } from '../orders/detail.ts';
import type { Caller } from '../sellers/access.ts';
import { folioOf, STATUSES_WITHOUT_INVOICE } from '../../shared/invoices/rules.ts';
import { INVOICE_ORDER_COLUMNS, invoiceOrderOf, type InvoiceOrderRow } from './records.ts';

type ListQuery = NonNullable<operations['listInvoices']['parameters']['query']>;
type InvoicePage = components['schemas']['InvoicePage'];

const DEFAULT_LIMIT = 25;

/**
 * One page of the orders that take a boleta, the latest ids first. The cursor is the last id of the
 * previous page, so a page never repeats or skips an order that arrives meanwhile (new ids are
 * larger and land on the first page). A seller sees its own orders; staff every seller's, or one's.
 */
export async function listInvoiceOrders(db: Queryable, caller: Caller, query: ListQuery): Promise<InvoicePage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor === undefined ? null : decimalIdCursor.decode(query.cursor);
  const sellerId = visibleSellerOf(caller) ?? query.sellerId ?? null;
  const folio = query.q === undefined ? null : folioOf(query.q);
  const parameters = new SqlParameters([sellerId, STATUSES_WITHOUT_INVOICE, query.state ?? null, query.q ?? null, folio, limit + 1]);
  const beyond = after === null ? '' : `and ${keysetCondition([{ sql: 'o.id', cast: 'int' }], [after], 'desc', parameters)}`;
  const rows = await db.query<InvoiceOrderRow>(
    `select ${INVOICE_ORDER_COLUMNS}
       from orders o left join invoice_files f on f.order_id = o.id
      where ($1::int is null or o.seller_id = $1)
        and o.status <> all($2::text[])
        and ($3::text is null or ($3 = 'pending') = (o.invoice_folio is null))
        and ($4::text is null or o.order_number like $4 || '%' or o.invoice_folio = $5::int)
        ${beyond}
      order by o.id desc
      limit $6`,
    parameters.values,
  );
  const page = keysetPage(rows, limit, (last) => decimalIdCursor.encode(last.id));
  return { items: page.rows.map(invoiceOrderOf), nextCursor: page.nextCursor };
}
