/**
 * An open period computed from its sources: the orders delivered and cancelled in it, the returns
 * refunded in it (and those refunded on a day of a period already closed), the catalogue's
 * commissions, the seller's reputation level and the rules version in force on its last day.
 *
 * Recomputed on read rather than on a trigger: a period depends on orders, order items, returns,
 * products, the catalogue's commissions, the reputation (itself computed from a month of orders)
 * and the rules versions; a trigger on each of them would miss the next source someone adds, while
 * computing on read is always right and costs one pass over a fortnight's orders (the bench:
 * scripts/bench/settlements.ts). A closed period is never computed again: its lines are frozen.
 */
import type { Queryable } from '../db/database.ts';
import { firstDayOfMonth } from '../kit/santiagoCalendar.ts';
import { santiagoDayRange } from '../kit/santiagoCalendar.ts';
import { ruleVersionForMonth } from '../rules/versions.ts';
import { computeReputation } from '../sellers/reputation.ts';
import { settlementLines, shippingDiscountOf, totalsOf, type DeliveredOrder, type SettlementFacts, type SettlementLine, type Totals } from '../../shared/finance/settlement.ts';

export interface PeriodKey {
  id: number;
  sellerId: number;
  start: string;
  end: string;
}

interface ItemRow {
  id: number;
  order_number: string;
  shipping_amount: number;
  line: number;
  sku: string;
  quantity: number;
  unit_price: number;
  category: string | null;
  commission_bp: number | null;
}

interface RefundRow {
  return_id: number;
  return_number: string;
  order_id: number;
  amount: number;
}

/** What a refund costs: the returned units at the price the order's item of that SKU had. */
const REFUNDS_SQL = `
  select r.id as return_id, r.return_number, r.order_id,
         coalesce((select sum(ri.quantity * (select i.unit_price from order_items i where i.order_id = r.order_id and i.sku = ri.sku order by i.line limit 1))
                     from return_items ri where ri.return_id = r.id), 0)::float8 as amount
    from returns r
    join lateral (select min(h.at) as at from return_status_history h where h.return_id = r.id and h.status = 'returned') refunded on refunded.at is not null`;

/** The level the seller held on the period's last day, and the shipping discount the rules then in force give it. */
export async function levelAndDiscount(db: Queryable, sellerId: number, end: string): Promise<{ level: string; discount: number }> {
  const [reputation, version] = await Promise.all([computeReputation(db, sellerId, end), ruleVersionForMonth(db, firstDayOfMonth(end))]);
  const benefits = version.values.benefits as Record<string, string>;
  return { level: reputation.category, discount: shippingDiscountOf(benefits[reputation.category]) };
}

/** Everything a period's lines are computed from. `earliestOpen`: it takes the late refunds. */
export async function readFacts(db: Queryable, period: PeriodKey, earliestOpen: boolean): Promise<SettlementFacts & { level: string }> {
  const { level, discount } = await levelAndDiscount(db, period.sellerId, period.end);
  const items = await db.query<ItemRow>(
    `select o.id, o.order_number, o.shipping_amount, i.line, i.sku, i.quantity, i.unit_price,
            c.code as category, coalesce(c.commission_bp, d.commission_bp) as commission_bp
       from orders o
       join order_items i on i.order_id = o.id
       left join product_skus ps on ps.seller_id = o.seller_id and ps.sku = i.sku
       left join products p on p.id = ps.product_id
       left join catalog_categories c on c.id = p.category_id
       left join catalog_categories d on d.id = c.parent_id
      where o.seller_id = $1 and ${santiagoDayRange('o.delivered_at', '$2', '$3')}
      order by o.id, i.line`,
    [period.sellerId, period.start, period.end],
  );
  const delivered: DeliveredOrder[] = [];
  let current: { id: number; orderNumber: string; shipping: number; items: DeliveredOrder['items'][number][] } | undefined;
  for (const row of items) {
    if (current?.id !== row.id) {
      current = { id: row.id, orderNumber: row.order_number, shipping: row.shipping_amount, items: [] };
      delivered.push(current);
    }
    current.items.push({ line: row.line, sku: row.sku, quantity: row.quantity, unitPrice: row.unit_price, category: row.category, commissionBp: row.commission_bp });
  }
  const penalties = await db.query<{ id: number; order_number: string; penalty_amount: number }>(
    `select id, order_number, penalty_amount from orders
      where seller_id = $1 and canceled_by = 'seller' and penalty_amount > 0 and ${santiagoDayRange('canceled_at', '$2', '$3')}
      order by id`,
    [period.sellerId, period.start, period.end],
  );
  const refunds = await db.query<RefundRow>(`${REFUNDS_SQL} where r.seller_id = $1 and ${santiagoDayRange('refunded.at', '$2', '$3')} order by r.id`, [
    period.sellerId,
    period.start,
    period.end,
  ]);
  // Refunded on a day of a period closed already, and settled in none: a closed period never changes.
  const lateRefunds = earliestOpen
    ? await db.query<RefundRow>(
        `${REFUNDS_SQL}
          where r.seller_id = $1
            and exists (select 1 from settlement_periods sp where sp.seller_id = r.seller_id and sp.state <> 'open'
                           and ${santiagoDayRange('refunded.at', 'sp.start_day', 'sp.end_day')})
            and not exists (select 1 from settlement_lines l join settlement_periods lp on lp.id = l.period_id
                             where l.return_id = r.id and lp.state <> 'open')
          order by r.id`,
        [period.sellerId],
      )
    : [];
  const adjustments = await db.query<{ id: number; amount: number; reason: string; order_id: number | null }>(
    'select id, amount::float8 as amount, reason, order_id from settlement_adjustments where period_id = $1 order by id',
    [period.id],
  );
  return {
    level,
    delivered,
    penalties: penalties.map((row) => ({ orderId: row.id, orderNumber: row.order_number, amount: row.penalty_amount })),
    refunds: refunds.map((row) => ({ returnId: row.return_id, returnNumber: row.return_number, orderId: row.order_id, amount: row.amount })),
    lateRefunds: lateRefunds.map((row) => ({ returnId: row.return_id, returnNumber: row.return_number, orderId: row.order_id, amount: row.amount })),
    adjustments: adjustments.map((row) => ({ id: row.id, amount: row.amount, reason: row.reason, orderId: row.order_id })),
    shippingDiscountPercent: discount,
  };
}

const LINES_PER_STATEMENT = 20_000;

interface StoredLine {
  line_key: string;
  kind: string;
  order_id: number | null;
  return_id: number | null;
  category: string | null;
  amount: number;
  description: string;
}

const sameLine = (stored: StoredLine, line: SettlementLine) =>
  stored.kind === line.kind &&
  stored.order_id === line.orderId &&
  stored.return_id === line.returnId &&
  stored.category === line.category &&
  stored.amount === line.amount &&
  stored.description === line.description;

/**
 * Makes the period's stored lines `lines` (the period must be locked and open), writing only what
 * changed since the last computation: a period read again and again rewrites nothing.
 */
async function writeLines(tx: Queryable, periodId: number, lines: readonly SettlementLine[]): Promise<void> {
  const stored = new Map(
    (
      await tx.query<StoredLine>(
        'select line_key, kind, order_id, return_id, category, amount::float8 as amount, description from settlement_lines where period_id = $1',
        [periodId],
      )
    ).map((row) => [row.line_key, row]),
  );
  const changed = lines.filter((line) => {
    const before = stored.get(line.key);
    stored.delete(line.key);
    return before === undefined || !sameLine(before, line);
  });
  // What is left was not computed this time: gone.
  if (stored.size > 0) await tx.query('delete from settlement_lines where period_id = $1 and line_key = any($2::text[])', [periodId, [...stored.keys()]]);
  for (let start = 0; start < changed.length; start += LINES_PER_STATEMENT) {
    const batch = changed.slice(start, start + LINES_PER_STATEMENT);
    await tx.query(
      `insert into settlement_lines (period_id, kind, line_key, order_id, return_id, category, amount, description)
       select $1, v.kind, v.line_key, v.order_id, v.return_id, v.category, v.amount, v.description
         from unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::bigint[], $8::text[])
           as v(kind, line_key, order_id, return_id, category, amount, description)
       on conflict (period_id, line_key) do update
          set kind = excluded.kind, order_id = excluded.order_id, return_id = excluded.return_id, category = excluded.category,
              amount = excluded.amount, description = excluded.description`,
      [
        periodId,
        batch.map((line) => line.kind),
        batch.map((line) => line.key),
        batch.map((line) => line.orderId),
        batch.map((line) => line.returnId),
        batch.map((line) => line.category),
        batch.map((line) => line.amount),
        batch.map((line) => line.description),
      ],
    );
  }
}

/**
 * Computes an open period afresh and stores its lines and totals, inside the caller's transaction
 * with the period's row locked (a close or another computation waits). Answers the totals.
 */
export async function recomputeLocked(tx: Queryable, period: PeriodKey, now: Date): Promise<Totals> {
  const [earliest] = await tx.query<{ id: number }>(
    `select id from settlement_periods where seller_id = $1 and state = 'open' order by start_day limit 1`,
    [period.sellerId],
  );
  const facts = await readFacts(tx, period, earliest?.id === period.id);
  const lines = settlementLines(facts);
  const totals = totalsOf(lines);
  await writeLines(tx, period.id, lines);
  await tx.query(
    `update settlement_periods
        set reputation_level = $2, shipping_discount_percent = $3, sale_total = $4, commission_total = $5, shipping_total = $6,
            penalty_total = $7, refund_total = $8, adjustment_total = $9, net_total = $10, line_count = $11, computed_at = $12
      where id = $1`,
    [period.id, facts.level, facts.shippingDiscountPercent, totals.sale, totals.commission, totals.shipping, totals.penalty, totals.refund, totals.adjustment, totals.net, lines.length, now],
  );
  return totals;
}
