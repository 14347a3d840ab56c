import type { Queryable } from '../db/database.ts';
import { sellerCancelPenalty } from '../orders/penalty.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { ORDER_STATUSES, groupOf, type CancelReason, type OrderStatus } from '../../shared/orders/lifecycle.ts';
import {
  ADDRESS_REFERENCES,
  CARRIERS,
  CLAIM_REASONS,
  DELIVERY_PROBLEMS,
  DESTINATION_WEIGHTS,
  GIVEN_NAMES,
  PRODUCTS,
  STREETS,
  SURNAMES,
} from './order-catalogue.ts';
import { insertOrders, type NewOrder } from './order-rows.ts';
import { shortestRouteTo, timeRoute, type TimedStep } from './order-timelines.ts';

/**
 * The demo orders of a published seller: about four a day over the 183 days before the seed, each
 * with a timeline the lifecycle allows, cut at the seed's time (so recent orders are still being
 * prepared or travelling). Besides deliveries, about 1.2% are cancelled by the seller for lack of
 * stock (with a penalty), some by the buyer or the marketplace, some get lost, damaged, returned or
 * claimed. Every one of the 26 statuses holds at least MIN_PER_STATUS orders: statuses the draw
 * left short get orders that reached them recently (or, for final ones, weeks ago).
 *
 * Deterministic: a fixed-seed generator and times relative to `now`, so the same seed time gives
 * the same orders (tests rely on it).
 */
export const ORDER_SEED = 0x5e11e7;
const DAYS = 183;
const MIN_PER_STATUS = 3;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
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

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

const SELLER_CANCEL_NOTES: Record<CancelReason, string | null> = {
  out_of_stock: null,
  damaged_product: 'El producto llegó dañado desde el proveedor',
  price_error: null,
  other: 'Producto descontinuado por el proveedor',
};

/** Draws from the seeded generator. */
function drawsOf(random: () => number) {
  const between = (low: number, high: number) => low + random() * (high - low);
  const chance = (probability: number) => random() < probability;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    let left = random() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) {
      left -= item.weight;
      if (left < 0) return item;
    }
    return items.at(-1)!;
  };
  return { random, between, chance, pick, weighted };
}
type Draws = ReturnType<typeof drawsOf>;

/**
 * Where an order will end if nobody stops it: the whole route from `new`. Probabilities are per
 * order; most are paid, packed, picked up and delivered.
 */
function drawRoute({ random, chance }: Draws): { route: OrderStatus[]; claimed: boolean } {
  const fate = random();
  const prepared: OrderStatus[] = chance(0.7) ? ['new', 'awaiting_fulfillment', 'packed_by_seller'] : ['new', 'awaiting_fulfillment'];
  if (fate < 0.012) return { route: [...prepared, 'unable_to_fulfill'], claimed: false };
  if (fate < 0.024) return { route: chance(0.7) ? ['new', 'canceled', 'refunded_after_cancelation'] : ['new', 'awaiting_fulfillment', 'canceled'], claimed: false };
  if (fate < 0.036) return { route: [...prepared, 'refunded_before_shipping'], claimed: false };

  const ready: OrderStatus[] = chance(0.025) ? [...prepared, 'handled_by_marketplace'] : [...prepared, 'ready_to_ship'];
  if (fate < 0.04) return { route: [...ready, 'lost_before_shipping'], claimed: false };
  if (fate < 0.043) return { route: [...ready, 'damaged_before_shipping'], claimed: false };

  const travelling: OrderStatus[] = [...ready, 'dispatched', 'shipped'];
  if (fate < 0.048) return { route: [...travelling, 'lost_after_shipping'], claimed: false };
  if (fate < 0.052) return { route: [...travelling, 'delivery_in_progress', 'damaged_after_shipping'], claimed: false };
  if (fate < 0.06) {
    const failed: OrderStatus[] = [...travelling, 'delivery_in_progress', 'delivery_failed_in_process', 'delivery_need_second_visit', 'delivery_failed'];
    const after = random();
    if (after < 0.4) return { route: [...failed, 'not_delivered', ...(chance(0.5) ? (['refunded_after_delivery_failed'] as const) : [])], claimed: false };
    if (after < 0.7) return { route: [...failed, 'refunded_after_delivery_failed'], claimed: false };
    return { route: failed, claimed: false };
  }

  const detour = random();
  const delivered: OrderStatus[] =
    detour < 0.05
      ? [...travelling, 'delivery_in_progress', 'delivery_failed_in_process', 'delivery_need_second_visit', 'delivery_in_progress', 'delivered']
      : detour < 0.08
        ? [...travelling, 'delivery_in_progress', 'delivery_in_branch_office', 'delivered']
        : detour < 0.1
          ? [...travelling, 'delivery_with_problems', 'delivery_in_progress', 'delivered']
          : [...travelling, 'delivery_in_progress', 'delivered'];
  if (chance(0.02)) {
    const returned = random();
    if (returned < 0.3) return { route: [...delivered, 'refunded_after_return'], claimed: true };
    if (returned < 0.4) return { route: [...delivered, 'lost_in_return'], claimed: true };
    return { route: delivered, claimed: true };
  }
  return { route: delivered, claimed: false };
}

/** The note of a timeline entry, as the marketplace or the carrier wrote it. */
function noteOf(step: TimedStep, context: { carrier: string; commune: string; sellerCancelNote: string | null }, draws: Draws): string | null {
  switch (step.movement) {
    case 'pickUp':
      return `Retirado por ${context.carrier}`;
    case 'leaveAtBranch':
      return `Disponible para retiro en sucursal ${context.carrier} de ${context.commune}`;
    case 'failAttempt':
      return 'Nadie en el domicilio';
    case 'reportProblem':
      return draws.pick(DELIVERY_PROBLEMS);
    case 'cancelOrder':
      return draws.pick(['Pago rechazado por el emisor', 'Anulada a pedido del cliente']);
    case 'takeOver':
      return 'Preparada por el marketplace';
    case 'cancel':
      return context.sellerCancelNote;
    case 'refundCancelation':
    case 'refundBeforeShipping':
    case 'refundFailedDelivery':
    case 'refundReturn':
      return 'Reembolso aprobado';
    default:
      return null;
  }
}

interface DemoOrderDraft {
  createdAt: number;
  route: OrderStatus[];
  claimed: boolean;
  /** Seeds the generator that times the route, so where the order stands now is known before it is built. */
  timingSeed: number;
}

/** The draft's route with the time of each step; the same draft always gives the same times. */
const timedRouteOf = (draft: DemoOrderDraft) =>
  timeRoute(draft.route, seededRandom(draft.timingSeed)).map((step) => ({ ...step, at: draft.createdAt + step.offsetMs }));

/**
 * The whole order, as it stands at `now`, from its purchase time and route: the steps already
 * reached, and the reputation's columns (dispatch, delivery, cancellation, claim) they imply.
 */
function buildOrder(draft: DemoOrderDraft, now: number, draws: Draws, sellerUserId: number | null, folios: { next: number }): NewOrder {
  const { between, chance, pick, weighted } = draws;
  const created = draft.createdAt;
  const items = Array.from({ length: chance(0.8) ? 1 : chance(0.75) ? 2 : 3 }, () => pick(PRODUCTS))
    .filter((product, index, all) => all.indexOf(product) === index)
    .map((product) => ({ sku: product.sku, name: product.name, quantity: chance(0.85) ? 1 : 2, unitPrice: product.price }));
  const itemsAmount = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const destination = weighted(DESTINATION_WEIGHTS);
  // Free shipping from $49.990 in the capital; elsewhere it costs more.
  const shipping = destination.region === 'Metropolitana de Santiago' && itemsAmount >= 49_990 ? 0 : roundTo(between(2_990, 6_990), 1_000) - 10;
  const customerName = `${pick(GIVEN_NAMES)} ${pick(SURNAMES)} ${pick(SURNAMES)}`;
  const sellerCancelReason: CancelReason = weighted([
    { reason: 'out_of_stock', weight: 6 },
    { reason: 'damaged_product', weight: 2 },
    { reason: 'price_error', weight: 1 },
    { reason: 'other', weight: 1 },
  ] as const).reason;
  const context = { carrier: pick(CARRIERS), commune: destination.commune, sellerCancelNote: SELLER_CANCEL_NOTES[sellerCancelReason] };

  const reached = timedRouteOf(draft).filter((step) => step.at <= now);
  const at = (status: OrderStatus) => reached.find((step) => step.status === status)?.at ?? null;
  const current = reached.at(-1)!;
  const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

  const order: NewOrder = {
    status: current.status,
    createdAt: new Date(created),
    promisedAt: new Date(created + Math.round(between(4, 7)) * DAY_MS),
    dispatchedAt: toDate(at('dispatched')),
    deliveredAt: toDate(at('delivered')),
    shipping,
    items,
    customer: { name: customerName, phone: chance(0.9) ? `+569${String(Math.floor(between(10_000_000, 99_999_999)))}` : null },
    address: {
      street: `${pick(STREETS)} ${Math.floor(between(100, 9_800))}${chance(0.35) ? `, depto ${Math.floor(between(101, 2_210))}` : ''}`,
      reference: chance(0.3) ? pick(ADDRESS_REFERENCES) : null,
      commune: destination.commune,
      region: destination.region,
    },
    timeline: reached.map((step) => ({
      status: step.status,
      at: new Date(step.at),
      note: noteOf(step, context, draws),
      byUserId: step.movement === 'pack' || step.movement === 'readyToShip' || step.movement === 'cancel' ? sellerUserId : null,
    })),
  };

  const sellerCanceled = at('unable_to_fulfill');
  const marketplaceCanceled = at('canceled');
  const refundedEarly = at('refunded_before_shipping');
  if (sellerCanceled !== null) {
    Object.assign(order, {
      canceledAt: new Date(sellerCanceled),
      canceledBy: 'seller',
      cancelReason: 'stock_break',
      sellerCancelReason,
      sellerCancelNote: context.sellerCancelNote,
      penalty: sellerCancelPenalty(itemsAmount + shipping),
    });
  } else if (marketplaceCanceled !== null) {
    const paymentFailed = order.timeline!.some((entry) => entry.note === 'Pago rechazado por el emisor');
    Object.assign(order, { canceledAt: new Date(marketplaceCanceled), canceledBy: paymentFailed ? 'marketplace' : 'customer', cancelReason: paymentFailed ? 'payment_failed' : 'customer_request' });
  } else if (refundedEarly !== null) {
    Object.assign(order, { canceledAt: new Date(refundedEarly), canceledBy: 'customer', cancelReason: 'customer_request' });
  }

  const delivered = at('delivered');
  if (draft.claimed && delivered !== null) {
    // The claim comes before what follows the delivery (a refund or a lost return).
    const following = reached.find((step) => step.at > delivered);
    const claimed = following ? delivered + (following.at - delivered) / 3 : delivered + between(HOUR_MS, 5 * DAY_MS);
    if (claimed <= now) Object.assign(order, { claimedAt: new Date(claimed), claimReason: pick(CLAIM_REASONS) });
  }

  // Two of three orders handed to the carrier have their boleta attached, issued the day they were ready.
  const ready = at('ready_to_ship') ?? at('handled_by_marketplace');
  if (ready !== null && at('dispatched') !== null && chance(0.66)) {
    order.invoice = { folio: folios.next, issuedOn: santiagoDay(new Date(ready)) };
    folios.next += 1;
  }
  return order;
}

/**
 * When an order reached `status` if it is to be there now: a few hours ago for a status that
 * moves on within a day or two, weeks ago for a final one.
 */
function showcaseReach(status: OrderStatus, now: number, draws: Draws): number {
  const group = groupOf(status);
  if (group === 'toPrepare' || group === 'readyToShip' || group === 'inTransit') return now - draws.between(10 * MINUTE_MS, 3 * HOUR_MS);
  return now - draws.between(10 * DAY_MS, 60 * DAY_MS);
}

/** The demo orders of one seller, oldest first. Pure: the same `now` and seed give the same orders. */
export function demoOrders(now: Date, options: { seed?: number; sellerUserId?: number | null } = {}): NewOrder[] {
  const draws = drawsOf(seededRandom(options.seed ?? ORDER_SEED));
  const { between } = draws;
  const nowMs = now.getTime();
  const drafts: DemoOrderDraft[] = [];

  for (let day = DAYS; day >= 0; day -= 1) {
    const dayStart = nowMs - day * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const count = Math.floor(weekday === 0 || weekday === 6 ? between(2, 5) : between(3, 7));
    for (let index = 0; index < count; index += 1) {
      const createdAt = Math.round(dayStart - between(0, DAY_MS));
      if (createdAt > nowMs - 10 * MINUTE_MS) continue;
      drafts.push({ createdAt, ...drawRoute(draws), timingSeed: Math.floor(draws.random() * 2 ** 32) });
    }
  }

  // Statuses the draw left short get orders of their own that reached them recently.
  const counts = new Map<OrderStatus, number>();
  for (const draft of drafts) {
    const status = timedRouteOf(draft).filter((step) => step.at <= nowMs).at(-1)!.status;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  for (const status of ORDER_STATUSES) {
    for (let missing = MIN_PER_STATUS - (counts.get(status) ?? 0); missing > 0; missing -= 1) {
      const route = shortestRouteTo(status);
      const timingSeed = Math.floor(draws.random() * 2 ** 32);
      const reachOffset = timeRoute(route, seededRandom(timingSeed)).at(-1)!.offsetMs;
      const createdAt = Math.round(showcaseReach(status, nowMs, draws) - reachOffset);
      drafts.push({ createdAt, route, claimed: status === 'refunded_after_return' || status === 'lost_in_return', timingSeed });
    }
  }
  drafts.sort((a, b) => a.createdAt - b.createdAt);

  const folios = { next: 104_201 };
  return drafts.map((draft) => buildOrder(draft, nowMs, draws, options.sellerUserId ?? null, folios));
}

/**
 * Writes the demo orders of every published demo seller (`sellers`, with the seller's first user,
 * who made the seller's own movements); answers how many.
 */
export async function seedDemoOrders(tx: Queryable, sellers: readonly { sellerId: number; userId: number | null }[], now: Date): Promise<number> {
  let written = 0;
  for (const [index, seller] of sellers.entries()) {
    const orders = demoOrders(now, { seed: ORDER_SEED + index, sellerUserId: seller.userId });
    written += (await insertOrders(tx, seller.sellerId, orders)).length;
  }
  return written;
}
