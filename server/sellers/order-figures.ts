import type { Queryable } from '../db/database.ts';
import { ratesOf, type ReputationRates } from '../../shared/reputationLadder.ts';
import { santiagoCharSql, santiagoDayRange } from '../kit/santiagoCalendar.ts';

/**
 * Counts and sums over the orders placed (created_at) on Santiago days from `from` to `to`: the one
 * definition of every figure the reputation and the reports show.
 */
export interface OrderFigures {
  /** Orders placed. */
  orders: number;
  /** Of those, dispatched (shipped) by the seller. */
  shipped: number;
  /** Of those, delivered to the buyer. */
  delivered: number;
  /** Delivered no later than the promised date. */
  onTime: number;
  /** With a buyer claim. */
  claimed: number;
  /** Cancelled by the seller (any reason). */
  sellerCanceled: number;
  /** Cancelled by the seller for lack of stock ("quiebre de stock"), and their units. */
  stockBreakOrders: number;
  stockBreakUnits: number;
  /** Penalties charged to the seller, CLP. */
  penalty: number;
  /** Not cancelled: the sales, their amount with VAT (CLP) and units. */
  salesOrders: number;
  gmv: number;
  unitsSold: number;
}

export const EMPTY_FIGURES: OrderFigures = {
  orders: 0,
  shipped: 0,
  delivered: 0,
  onTime: 0,
  claimed: 0,
  sellerCanceled: 0,
  stockBreakOrders: 0,
  stockBreakUnits: 0,
  penalty: 0,
  salesOrders: 0,
  gmv: 0,
  unitsSold: 0,
};

const FIGURES_SQL = `
  count(*)::int as orders,
  count(*) filter (where dispatched_at is not null)::int as shipped,
  count(*) filter (where delivered_at is not null)::int as delivered,
  count(*) filter (where delivered_at is not null and delivered_at <= promised_at)::int as "onTime",
  count(*) filter (where claimed_at is not null)::int as claimed,
  count(*) filter (where canceled_by = 'seller')::int as "sellerCanceled",
  count(*) filter (where canceled_by = 'seller' and cancel_reason = 'stock_break')::int as "stockBreakOrders",
  coalesce(sum(units) filter (where canceled_by = 'seller' and cancel_reason = 'stock_break'), 0)::float8 as "stockBreakUnits",
  coalesce(sum(penalty_amount), 0)::float8 as penalty,
  count(*) filter (where canceled_at is null)::int as "salesOrders",
  coalesce(sum(total_amount) filter (where canceled_at is null), 0)::float8 as gmv,
  coalesce(sum(units) filter (where canceled_at is null), 0)::float8 as "unitsSold"`;

export interface FiguresQuery {
  /** One seller, or null for the whole marketplace. */
  sellerId: number | null;
  from: string;
  to: string;
}

/** The figures over the whole period. */
export async function orderFigures(db: Queryable, query: FiguresQuery): Promise<OrderFigures> {
  const [row] = await db.query<OrderFigures>(
    `select ${FIGURES_SQL} from orders
      where ($1::int is null or seller_id = $1) and ${santiagoDayRange('created_at', '$2', '$3')}`,
    [query.sellerId, query.from, query.to],
  );
  return row ?? EMPTY_FIGURES;
}

/**
 * A subquery answering one seller's figures (seller id as $1) over `from`..`to` as one JSON object,
 * so that a statement can read several periods in one round trip.
 */
export const sellerFiguresJson = (from: string, to: string): string =>
  `select to_jsonb(f) from (select ${FIGURES_SQL} from orders where seller_id = $1 and ${santiagoDayRange('created_at', from, to)}) f`;

/** The figures per Santiago day ('YYYY-MM-DD') or month ('YYYY-MM'); buckets without orders are absent. */
export async function orderFiguresBy(db: Queryable, query: FiguresQuery, granularity: 'day' | 'month'): Promise<Map<string, OrderFigures>> {
  const format = granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await db.query<OrderFigures & { bucket: string }>(
    `select ${santiagoCharSql('created_at', format)} as bucket, ${FIGURES_SQL} from orders
      where ($1::int is null or seller_id = $1) and ${santiagoDayRange('created_at', '$2', '$3')}
      group by 1`,
    [query.sellerId, query.from, query.to],
  );
  return new Map(rows.map(({ bucket, ...figures }) => [bucket, figures]));
}

/** Adds figures (for totals over buckets). */
export function addFigures(a: OrderFigures, b: OrderFigures): OrderFigures {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof OrderFigures)[]) sum[key] += b[key];
  return sum;
}

/** part / whole, or null without a denominator. */
export function fraction(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** A fraction rounded to 4 decimals (0.9712 = 97.12%), as the contracts answer it. */
export function roundRate(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}

/** The reputation's three rates of some figures, exact (the thresholds compare these); defined with the programme's rules. */
export function reputationRates(figures: OrderFigures): ReputationRates {
  return ratesOf(figures);
}
