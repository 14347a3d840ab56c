/**
 * A seller's settlement periods (openapi/finance.yaml): which seller a call is about, the periods'
 * rows (created the first time their fortnight is asked for), their answers, and the acts on them:
 * close, payment, adjustment. Every act locks the period's row, so a close, a computation and a
 * payment of the same period never interleave.
 */
import type { components } from '../../openapi/generated/finance.ts';
import { loadSubjectFacts } from '../auth/access-facts.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { keysetCondition, keysetCursor, keysetPage, textMatching } from '../kit/keysetCursor.ts';
import { addDays, santiagoDay } from '../kit/santiagoCalendar.ts';
import { SqlParameters } from '../kit/sqlParameters.ts';
import type { Caller } from '../sellers/access.ts';
import { fortnightOf, paymentDueOn } from '../../shared/finance/settlement.ts';
import { recomputeLocked, type PeriodKey } from './compute.ts';

export type Period = components['schemas']['Period'];
type PeriodPage = components['schemas']['PeriodPage'];

interface PeriodRow {
  id: number;
  seller_id: number;
  start_day: string;
  end_day: string;
  state: Period['state'];
  reputation_level: string;
  shipping_discount_percent: number;
  sale_total: number;
  commission_total: number;
  shipping_total: number;
  penalty_total: number;
  refund_total: number;
  adjustment_total: number;
  net_total: number;
  line_count: number;
  payment_due_on: string;
  closed_at: Date | null;
  version: number;
  paid_on: string | null;
  reference: string | null;
  recorded_at: Date | null;
}

const PERIOD_SELECT = `
  select p.id, p.seller_id, to_char(p.start_day, 'YYYY-MM-DD') as start_day, to_char(p.end_day, 'YYYY-MM-DD') as end_day, p.state,
         p.reputation_level, p.shipping_discount_percent, p.sale_total::float8 as sale_total, p.commission_total::float8 as commission_total,
         p.shipping_total::float8 as shipping_total, p.penalty_total::float8 as penalty_total, p.refund_total::float8 as refund_total,
         p.adjustment_total::float8 as adjustment_total, p.net_total::float8 as net_total, p.line_count,
         to_char(p.payment_due_on, 'YYYY-MM-DD') as payment_due_on, p.closed_at, p.version,
         to_char(pay.paid_on, 'YYYY-MM-DD') as paid_on, pay.reference, pay.recorded_at
    from settlement_periods p left join settlement_payments pay on pay.period_id = p.id`;

const periodOf = (row: PeriodRow): Period => ({
  id: row.id,
  sellerId: row.seller_id,
  start: row.start_day,
  end: row.end_day,
  state: row.state,
  reputationLevel: row.reputation_level,
  shippingDiscountPercent: row.shipping_discount_percent,
  totals: {
    sale: row.sale_total,
    commission: row.commission_total,
    shipping: row.shipping_total,
    penalty: row.penalty_total,
    refund: row.refund_total,
    adjustment: row.adjustment_total,
    net: row.net_total,
  },
  lineCount: row.line_count,
  paymentDueOn: row.payment_due_on,
  closedAt: row.closed_at?.toISOString() ?? null,
  payment: row.paid_on === null ? null : { paidOn: row.paid_on, reference: row.reference!, recordedAt: row.recorded_at!.toISOString() },
  version: row.version,
});

const keyOf = (row: PeriodRow): PeriodKey => ({ id: row.id, sellerId: row.seller_id, start: row.start_day, end: row.end_day });

const periodNotFound = (periodId: number) => new ApiProblem(404, 'PERIOD_NOT_FOUND', `No settlement period ${periodId}`);
export const notPublished = (): ApiProblem => new ApiProblem(403, 'NOT_PUBLISHED', 'Settlements are for sellers in the publish history');

/** A seller's caller may read settlements only once in the publish history (the /finance route's rule). */
async function requirePublished(db: Queryable, caller: Caller): Promise<void> {
  if (caller.role !== 'seller') return;
  const facts = await loadSubjectFacts(db, caller.userId);
  if (!facts.inPublishHistory) throw notPublished();
}

/** The seller whose periods a list is: a seller's own; the one admin names (required). */
export async function financeSellerOf(db: Queryable, caller: Caller, named: number | undefined): Promise<number> {
  if (caller.role === 'seller') {
    await requirePublished(db, caller);
    return caller.sellerId ?? 0;
  }
  if (named === undefined) {
    throw new ApiProblem(400, 'SELLER_REQUIRED', 'Staff name the seller whose settlements these are', { details: [{ field: 'query.sellerId', message: 'is required for staff' }] });
  }
  const [seller] = await db.query('select 1 from sellers where id = $1', [named]);
  if (!seller) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${named} does not exist`);
  return named;
}

/** The period rows of a fortnight, created open when missing (a second creation finds the first). */
export async function ensurePeriod(db: Queryable, sellerId: number, fortnight: { start: string; end: string }, now: Date): Promise<void> {
  await db.query(
    `insert into settlement_periods (seller_id, start_day, end_day, payment_due_on, created_at) values ($1, $2, $3, $4, $5)
     on conflict (seller_id, start_day) do nothing`,
    [sellerId, fortnight.start, fortnight.end, paymentDueOn(fortnight.end), now],
  );
}

/**
 * The current fortnight's period, and every fortnight between the seller's latest earlier period and
 * it (they ended before anyone asked: the closing job closes them). A seller's first period is the
 * current fortnight. Running it again creates nothing.
 */
export async function ensureCurrentPeriods(db: Queryable, sellerId: number, now: Date): Promise<void> {
  const current = fortnightOf(santiagoDay(now));
  const [latest] = await db.query<{ end_day: string }>(
    `select to_char(max(end_day), 'YYYY-MM-DD') as end_day from settlement_periods where seller_id = $1 and start_day < $2`,
    [sellerId, current.start],
  );
  if (latest?.end_day) {
    for (let fortnight = fortnightOf(addDays(latest.end_day, 1)); fortnight.start < current.start; fortnight = fortnightOf(addDays(fortnight.end, 1))) {
      await ensurePeriod(db, sellerId, fortnight, now);
    }
  }
  await ensurePeriod(db, sellerId, current, now);
}

async function readPeriod(db: Queryable, periodId: number, lock = false): Promise<PeriodRow | undefined> {
  const [row] = await db.query<PeriodRow>(`${PERIOD_SELECT} where p.id = $1${lock ? ' for update of p' : ''}`, [periodId]);
  return row;
}

/** The period as it is now: an open one computed afresh (in its own transaction), a closed one as frozen. */
export async function freshPeriod(db: Database, periodId: number, now: Date): Promise<Period> {
  return db.transaction(async (tx) => {
    const row = await readPeriod(tx, periodId, true);
    if (!row) throw periodNotFound(periodId);
    if (row.state !== 'open') return periodOf(row);
    await recomputeLocked(tx, keyOf(row), now);
    return periodOf((await readPeriod(tx, periodId))!);
  });
}

/**
 * The period a caller may see: a seller's own (another's is 404 first, whoever asks, so ids cannot
 * be probed), and only once it is in the publish history; admin any.
 */
export async function findVisiblePeriod(db: Database, caller: Caller, periodId: number): Promise<PeriodKey & { state: Period['state'] }> {
  const [row] = await db.query<{ id: number; seller_id: number; start_day: string; end_day: string; state: Period['state'] }>(
    `select id, seller_id, to_char(start_day, 'YYYY-MM-DD') as start_day, to_char(end_day, 'YYYY-MM-DD') as end_day, state
       from settlement_periods where id = $1`,
    [periodId],
  );
  if (!row || (caller.role === 'seller' && row.seller_id !== caller.sellerId)) throw periodNotFound(periodId);
  await requirePublished(db, caller);
  return { id: row.id, sellerId: row.seller_id, start: row.start_day, end: row.end_day, state: row.state };
}

const periodCursor = keysetCursor([textMatching(/^\d{4}-\d{2}-\d{2}$/)] as const);
const DEFAULT_LIMIT = 25;

/** One page of the seller's periods, newest first; the open ones on it computed afresh. */
export async function listPeriods(db: Database, sellerId: number, query: { cursor?: string; limit?: number }, now: Date): Promise<PeriodPage> {
  await ensureCurrentPeriods(db, sellerId, now);
  const scope = ['settlementPeriods', sellerId] as const;
  const after = query.cursor === undefined ? null : periodCursor.decode(scope, query.cursor);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const parameters = new SqlParameters([sellerId]);
  const conditions = ['p.seller_id = $1'];
  if (after !== null) conditions.push(keysetCondition([{ sql: 'p.start_day', cast: 'date' }], after, 'desc', parameters));
  const rows = await db.query<PeriodRow>(`${PERIOD_SELECT} where ${conditions.join(' and ')} order by p.start_day desc limit ${parameters.add(limit + 1)}`, parameters.values);
  const page = keysetPage(rows, limit, (last) => periodCursor.encode(scope, [last.start_day]));
  const items: Period[] = [];
  for (const row of page.rows) items.push(row.state === 'open' ? await freshPeriod(db, row.id, now) : periodOf(row));
  return { items, nextCursor: page.nextCursor };
}

/**
 * Closes an open period whose last day is over: computed one last time, then frozen. 409 when it is
 * not open (a second close changes nothing) or not over yet.
 */
export async function closePeriod(db: Database, periodId: number, now: Date): Promise<Period> {
  return db.transaction((tx) => closeInTransaction(tx, periodId, now));
}

/** {@link closePeriod} inside the caller's transaction (the demo seed closes its periods in its own). */
export async function closeInTransaction(tx: Queryable, periodId: number, now: Date): Promise<Period> {
  const row = await readPeriod(tx, periodId, true);
  if (!row) throw periodNotFound(periodId);
  if (row.state !== 'open') throw new ApiProblem(409, 'PERIOD_NOT_OPEN', `Period ${periodId} is ${row.state} already`);
  if (santiagoDay(now) <= row.end_day) throw new ApiProblem(409, 'PERIOD_NOT_ENDED', `Period ${periodId} ends on ${row.end_day}`);
  await recomputeLocked(tx, keyOf(row), now);
  await tx.query(`update settlement_periods set state = 'closed', closed_at = $2, version = version + 1 where id = $1`, [periodId, now]);
  return periodOf((await readPeriod(tx, periodId))!);
}

/** The payment of a closed period inside the caller's transaction (the demo seed's). */
export async function payInTransaction(tx: Queryable, userId: number | null, periodId: number, payment: { paidOn: string; reference: string }, now: Date): Promise<Period> {
  const row = await readPeriod(tx, periodId, true);
  if (!row) throw periodNotFound(periodId);
  if (row.state === 'open') throw new ApiProblem(409, 'PERIOD_NOT_CLOSED', `Period ${periodId} is still open`);
  if (row.state === 'paid') throw new ApiProblem(409, 'PERIOD_ALREADY_PAID', `Period ${periodId} was paid on ${row.paid_on}`);
  await tx.query('insert into settlement_payments (period_id, paid_on, reference, recorded_by, recorded_at) values ($1, $2, $3, $4, $5)', [
    periodId,
    payment.paidOn,
    payment.reference,
    userId,
    now,
  ]);
  await tx.query(`update settlement_periods set state = 'paid', version = version + 1 where id = $1`, [periodId]);
  return periodOf((await readPeriod(tx, periodId))!);
}

/** Records the payment of a closed period; 409 on an open or paid one. */
export async function recordPayment(db: Database, caller: Caller, periodId: number, payment: { paidOn: string; reference: string }, now: Date): Promise<Period> {
  return db.transaction((tx) => payInTransaction(tx, caller.userId, periodId, payment, now));
}

/** Records an adjustment of an open period and computes it again; 409 on a closed one. */
export async function recordAdjustment(
  db: Database,
  caller: Caller,
  periodId: number,
  adjustment: { amount: number; reason: string; orderId?: number },
  now: Date,
): Promise<Period> {
  return db.transaction(async (tx) => {
    const row = await readPeriod(tx, periodId, true);
    if (!row) throw periodNotFound(periodId);
    if (row.state !== 'open') throw new ApiProblem(409, 'PERIOD_NOT_OPEN', `Period ${periodId} is ${row.state}: it never changes`);
    if (adjustment.orderId !== undefined) {
      const [order] = await tx.query('select 1 from orders where id = $1 and seller_id = $2', [adjustment.orderId, row.seller_id]);
      if (!order) {
        throw new ApiProblem(400, 'ORDER_NOT_FOUND', `Order ${adjustment.orderId} is not the seller's`, { details: [{ field: 'body.orderId', message: "is not the period's seller's" }] });
      }
    }
    await tx.query('insert into settlement_adjustments (period_id, amount, reason, order_id, created_by, created_at) values ($1, $2, $3, $4, $5, $6)', [
      periodId,
      adjustment.amount,
      adjustment.reason,
      adjustment.orderId ?? null,
      caller.userId,
      now,
    ]);
    await tx.query('update settlement_periods set version = version + 1 where id = $1', [periodId]);
    await recomputeLocked(tx, keyOf(row), now);
    return periodOf((await readPeriod(tx, periodId))!);
  });
}

/** Ended open periods, oldest first: what the closing job closes. */
export async function endedOpenPeriods(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`select id from settlement_periods where state = 'open' and end_day < $1::date order by end_day, id`, [santiagoDay(now)]);
  return rows.map((row) => row.id);
}

/** The sellers whose periods the closing job keeps: those in the publish history. */
export async function settledSellers(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ seller_id: number }>('select distinct seller_id from seller_publish_history order by seller_id');
  return rows.map((row) => row.seller_id);
}
