import type { Queryable } from '../db/database.ts';

/**
 * About 450 orders over the 183 days before the seed for the published demo seller, so its
 * reputation and home reports show real figures from the first start. Deterministic: a fixed-seed
 * generator and times relative to `now`, so the same seed time gives the same orders (tests).
 * Roughly 1.2% are cancelled by the seller for lack of stock (with a penalty), 2.3% by the buyer,
 * 2.5% of deliveries arrive after the promised date and 2% of deliveries get a claim.
 */
export const ORDER_SEED = 0x5e11e7;
const DAYS = 183;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** mulberry32: a small, fast, well-spread 32-bit generator; [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Products of the demo store, prices in CLP with VAT. */
const PRODUCTS: readonly { name: string; price: number }[] = [
  { name: 'Taladro percutor 650 W', price: 39_990 },
  { name: 'Set de destornilladores 24 piezas', price: 12_990 },
  { name: 'Escalera de aluminio 5 peldaños', price: 54_990 },
  { name: 'Hervidor eléctrico 1,7 L', price: 17_990 },
  { name: 'Juego de sábanas 2 plazas', price: 24_990 },
  { name: 'Lámpara de escritorio LED', price: 15_990 },
  { name: 'Parka impermeable outdoor', price: 69_990 },
  { name: 'Mochila trekking 40 L', price: 44_990 },
  { name: 'Sartén antiadherente 28 cm', price: 19_990 },
  { name: 'Cafetera italiana 6 tazas', price: 22_990 },
  { name: 'Aspiradora sin bolsa 1.800 W', price: 89_990 },
  { name: 'Silla de escritorio ergonómica', price: 129_990 },
];

const CLAIM_REASONS = ['Producto dañado', 'Producto distinto al publicado', 'Faltan piezas', 'No funciona'];

type Status = 'new' | 'awaiting_fulfillment' | 'ready_to_ship' | 'delivery_in_progress' | 'delivered' | 'canceled' | 'refunded_before_shipping' | 'refunded_after_return';

interface SeedOrder {
  number: string;
  status: Status;
  createdAt: Date;
  promisedAt: Date;
  dispatchedAt: Date | null;
  deliveredAt: Date | null;
  canceledAt: Date | null;
  canceledBy: 'seller' | 'customer' | null;
  cancelReason: 'stock_break' | 'customer_request' | null;
  units: number;
  total: number;
  shipping: number;
  penalty: number;
  claimedAt: Date | null;
  claimReason: string | null;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The demo orders of a seller, oldest first. Pure: the same `now` gives the same orders. */
export function demoOrders(now: Date, prefix: string, seed = ORDER_SEED): SeedOrder[] {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const nowMs = now.getTime();
  const orders: SeedOrder[] = [];

  for (let day = DAYS; day >= 0; day -= 1) {
    const dayStart = nowMs - day * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const count = Math.floor(between(1, weekday === 0 || weekday === 6 ? 3 : 4.2));
    for (let index = 0; index < count; index += 1) {
      const created = dayStart - between(0, DAY_MS);
      if (created > nowMs - HOUR_MS) continue;
      const product = pick(PRODUCTS);
      const units = random() < 0.8 ? 1 : random() < 0.7 ? 2 : 3;
      const total = product.price * units;
      const order: SeedOrder = {
        number: `${prefix}-${new Date(created).toISOString().slice(0, 10).replaceAll('-', '')}-${String(orders.length + 1).padStart(4, '0')}`,
        status: 'delivered',
        createdAt: new Date(created),
        promisedAt: new Date(created + Math.round(between(4, 7)) * DAY_MS),
        dispatchedAt: null,
        deliveredAt: null,
        canceledAt: null,
        canceledBy: null,
        cancelReason: null,
        units,
        total,
        shipping: roundTo(between(2_990, 5_990), 10),
        penalty: 0,
        claimedAt: null,
        claimReason: null,
      };
      orders.push(order);

      const outcome = random();
      if (outcome < 0.035) {
        const canceled = Math.min(created + between(2 * HOUR_MS, 2 * DAY_MS), nowMs - 60_000);
        order.canceledAt = new Date(canceled);
        if (outcome < 0.012) {
          Object.assign(order, { status: 'canceled', canceledBy: 'seller', cancelReason: 'stock_break', penalty: Math.max(3_000, roundTo(total * 0.05, 10)) });
        } else {
          Object.assign(order, { status: 'refunded_before_shipping', canceledBy: 'customer', cancelReason: 'customer_request' });
        }
        continue;
      }

      const dispatched = created + between(4 * HOUR_MS, 2 * DAY_MS);
      if (dispatched > nowMs) {
        const age = nowMs - created;
        order.status = age < 6 * HOUR_MS ? 'new' : age < DAY_MS ? 'awaiting_fulfillment' : 'ready_to_ship';
        continue;
      }
      order.dispatchedAt = new Date(dispatched);
      const late = random() < 0.025;
      const delivered = late ? order.promisedAt.getTime() + between(6 * HOUR_MS, 3 * DAY_MS) : dispatched + between(DAY_MS, 3 * DAY_MS);
      if (delivered > nowMs) {
        order.status = 'delivery_in_progress';
        continue;
      }
      order.deliveredAt = new Date(late ? delivered : Math.min(delivered, order.promisedAt.getTime()));
      if (random() < 0.02) {
        const claimed = delivered + between(HOUR_MS, 5 * DAY_MS);
        if (claimed < nowMs) {
          order.claimedAt = new Date(claimed);
          order.claimReason = pick(CLAIM_REASONS);
          if (random() < 0.3) order.status = 'refunded_after_return';
        }
      }
    }
  }
  return orders;
}

/** Inserts the demo orders of the published seller (none for the new one). */
export async function seedDemoOrders(tx: Queryable, sellerId: number | undefined, now: Date): Promise<number> {
  if (sellerId === undefined) return 0;
  const orders = demoOrders(now, `AND${sellerId}`);
  const columns = [
    'seller_id', 'order_number', 'status', 'created_at', 'promised_at', 'dispatched_at', 'delivered_at', 'canceled_at',
    'canceled_by', 'cancel_reason', 'units', 'total_amount', 'shipping_amount', 'penalty_amount', 'claimed_at', 'claim_reason',
  ];
  // In batches of 100 rows: one statement per batch instead of one per order.
  for (let start = 0; start < orders.length; start += 100) {
    const batch = orders.slice(start, start + 100);
    const params: unknown[] = [];
    const rows = batch.map((order) => {
      const values = [
        sellerId, order.number, order.status, order.createdAt, order.promisedAt, order.dispatchedAt, order.deliveredAt, order.canceledAt,
        order.canceledBy, order.cancelReason, order.units, order.total, order.shipping, order.penalty, order.claimedAt, order.claimReason,
      ];
      const placeholders = values.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`insert into orders (${columns.join(', ')}) values ${rows.join(', ')}`, params);
  }
  return orders.length;
}
