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
 * The orders a list shows whatever their boleta's state, with its placeholders: the seller (null for
 * every seller's), the statuses that take no boleta, the search and the folio the search may be.
 */
const matching = (seller: string, statuses: string, q: string, folio: string) =>
  `(${seller}::int is null or o.seller_id = ${seller})
          and o.status <> all(${statuses}::text[])
          and (${q}::text is null or o.order_number like ${q} || '%' or o.invoice_folio = ${folio}::int)`;

/**
 * One page of the orders that take a boleta, the latest ids first. The cursor is the last id of the
 * previous page, so a page never repeats or skips an order that arrives meanwhile (new ids are
 * larger and land on the first page). A seller sees its own orders; staff every seller's, or one's.
 * The page comes with the count of each state under the other filters.
 */
export async function listInvoiceOrders(db: Queryable, caller: Caller, query: ListQuery): Promise<InvoicePage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor === undefined ? null : decimalIdCursor.decode(query.cursor);
  const sellerId = visibleSellerOf(caller) ?? query.sellerId ?? null;
  const folio = query.q === undefined ? null : folioOf(query.q);
  const parameters = new SqlParameters([sellerId, STATUSES_WITHOUT_INVOICE, query.state ?? null, query.q ?? null, folio, limit + 1]);
  const beyond = after === null ? '' : `and ${keysetCondition([{ sql: 'o.id', cast: 'int' }], [after], 'desc', parameters)}`;
  const [rows, [counts]] = await Promise.all([
    db.query<InvoiceOrderRow>(
      `select ${INVOICE_ORDER_COLUMNS}
         from orders o left join invoice_files f on f.order_id = o.id
        where ${matching('$1', '$2', '$4', '$5')}
          and ($3::text is null or ($3 = 'pending') = (o.invoice_folio is null))
          ${beyond}
        order by o.id desc
        limit $6`,
      parameters.values,
    ),
    // The same orders whatever their state, counted by it (the state filter's own figures).
    db.query<{ pending: number; attached: number }>(
      `select count(*) filter (where o.invoice_folio is null)::int as pending, count(*) filter (where o.invoice_folio is not null)::int as attached
         from orders o
        where ${matching('$1', '$2', '$3', '$4')}`,
      [sellerId, STATUSES_WITHOUT_INVOICE, query.q ?? null, folio],
    ),
  ]);
  const page = keysetPage(rows, limit, (last) => decimalIdCursor.encode(last.id));
  return { items: page.rows.map(invoiceOrderOf), nextCursor: page.nextCursor, stateCounts: { pending: counts?.pending ?? 0, attached: counts?.attached ?? 0 } };
}
