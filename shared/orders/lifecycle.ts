/**
 * The lifecycle of a marketplace order, shared by the server (which enforces it) and the portal
 * (which shows what may be done). Pure data and functions: no I/O.
 *
 * An order moves between its 26 statuses by ONE table of movements, ORDER_MOVEMENTS. Each movement
 * says who makes it: the seller (the three actions the portal offers and the server applies), the
 * marketplace (payment, cancellations, refunds, taking an order over) or the carrier (pick-up to
 * delivery, and what goes wrong on the way). Only the seller's rows are applied through the API;
 * the others come from the marketplace's own systems, and the demo seed walks them to build
 * timelines that could have happened.
 */
import type { components } from '../../openapi/generated/orders.ts';

export type OrderStatus = components['schemas']['OrderStatus'];
export type OrderStatusGroup = components['schemas']['OrderStatusGroup'];
export type OrderAction = components['schemas']['OrderAction'];
export type CancelReason = components['schemas']['CancelReason'];

/** Every status, in the contract's order (openapi/orders.yaml OrderStatus). */
export const ORDER_STATUSES = [
  'new',
  'awaiting_fulfillment',
  'ready_to_ship',
  'dispatched',
  'shipped',
  'delivered',
  'delivery_in_progress',
  'delivery_in_branch_office',
  'delivery_failed',
  'delivery_failed_in_process',
  'delivery_need_second_visit',
  'delivery_with_problems',
  'not_delivered',
  'canceled',
  'refunded_before_shipping',
  'refunded_after_cancelation',
  'refunded_after_delivery_failed',
  'refunded_after_return',
  'lost_before_shipping',
  'lost_after_shipping',
  'lost_in_return',
  'damaged_before_shipping',
  'damaged_after_shipping',
  'unable_to_fulfill',
  'handled_by_marketplace',
  'packed_by_seller',
] as const satisfies readonly OrderStatus[];

/** The list's tabs, in the order the portal shows them. */
export const ORDER_STATUS_GROUPS = ['toPrepare', 'readyToShip', 'inTransit', 'delivered', 'incidents', 'closed'] as const satisfies readonly OrderStatusGroup[];

/**
 * Which statuses each tab holds (the contract's OrderStatusGroup). Every status is in exactly one
 * group, so the tabs' counts add up to the list's total.
 */
export const GROUP_STATUSES = {
  // The seller has something to do: prepare, pack, or cancel if it cannot.
  toPrepare: ['new', 'awaiting_fulfillment', 'packed_by_seller'],
  // Prepared and labelled: waiting for the carrier's pick-up.
  readyToShip: ['ready_to_ship'],
  // Out of the seller's hands and on its way, including the marketplace fulfilling it and a
  // delivery that failed but will be tried again.
  inTransit: [
    'dispatched',
    'shipped',
    'delivery_in_progress',
    'delivery_in_branch_office',
    'delivery_need_second_visit',
    'delivery_failed_in_process',
    'delivery_with_problems',
    'handled_by_marketplace',
  ],
  delivered: ['delivered'],
  // Something went wrong for good: never delivered, lost or damaged. Support follows these up.
  incidents: ['delivery_failed', 'not_delivered', 'lost_before_shipping', 'lost_after_shipping', 'lost_in_return', 'damaged_before_shipping', 'damaged_after_shipping'],
  // Nothing more happens: cancelled by someone, or the buyer was refunded.
  closed: ['canceled', 'unable_to_fulfill', 'refunded_before_shipping', 'refunded_after_cancelation', 'refunded_after_delivery_failed', 'refunded_after_return'],
} as const satisfies Record<OrderStatusGroup, readonly OrderStatus[]>;

const GROUP_OF = new Map<OrderStatus, OrderStatusGroup>(
  ORDER_STATUS_GROUPS.flatMap((group) => GROUP_STATUSES[group].map((status) => [status, group] as const)),
);

/** The tab an order in `status` is listed under. */
export function groupOf(status: OrderStatus): OrderStatusGroup {
  const group = GROUP_OF.get(status);
  if (!group) throw new Error(`No group holds the status ${status}`);
  return group;
}

/** The statuses of a tab. */
export const statusesOf = (group: OrderStatusGroup): readonly OrderStatus[] => GROUP_STATUSES[group];

/** Who makes a movement. */
export type MovementActor = 'seller' | 'marketplace' | 'carrier';

export interface Movement {
  by: MovementActor;
  from: readonly OrderStatus[];
  to: OrderStatus;
}

/**
 * THE transition table. The keys of the seller's rows are the contract's OrderAction values; the
 * rest name what the marketplace or the carrier does.
 */
export const ORDER_MOVEMENTS = {
  // The seller's actions (transitionOrder). Packing is optional: an order may go straight to
  // ready_to_ship. Once ready_to_ship the carrier may be on its way, so the seller can no longer
  // cancel; the marketplace can still refund it (refundBeforeShipping).
  pack: { by: 'seller', from: ['new', 'awaiting_fulfillment'], to: 'packed_by_seller' },
  readyToShip: { by: 'seller', from: ['new', 'awaiting_fulfillment', 'packed_by_seller'], to: 'ready_to_ship' },
  // The seller cannot fulfil it (no stock, a damaged product, a wrong price): the buyer is refunded
  // by the marketplace and it counts against the seller's reputation as a stock-break cancellation.
  cancel: { by: 'seller', from: ['new', 'awaiting_fulfillment', 'packed_by_seller'], to: 'unable_to_fulfill' },

  // The marketplace's.
  // Payment confirmed: the order is the seller's to prepare.
  confirmPayment: { by: 'marketplace', from: ['new'], to: 'awaiting_fulfillment' },
  // Payment failed, the fraud check refused it or the buyer cancelled before the seller packed.
  cancelOrder: { by: 'marketplace', from: ['new', 'awaiting_fulfillment'], to: 'canceled' },
  refundCancelation: { by: 'marketplace', from: ['canceled'], to: 'refunded_after_cancelation' },
  // The buyer regretted before the carrier took it.
  refundBeforeShipping: { by: 'marketplace', from: ['awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship'], to: 'refunded_before_shipping' },
  // The marketplace fulfils it itself (the seller is late, or it sits in the marketplace's warehouse).
  takeOver: { by: 'marketplace', from: ['awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship'], to: 'handled_by_marketplace' },
  // Lost or damaged in a warehouse before any carrier had it.
  loseBeforeShipping: { by: 'marketplace', from: ['ready_to_ship', 'handled_by_marketplace'], to: 'lost_before_shipping' },
  damageBeforeShipping: { by: 'marketplace', from: ['ready_to_ship', 'handled_by_marketplace'], to: 'damaged_before_shipping' },
  refundFailedDelivery: { by: 'marketplace', from: ['delivery_failed', 'not_delivered'], to: 'refunded_after_delivery_failed' },
  // A return the marketplace accepted and refunded.
  refundReturn: { by: 'marketplace', from: ['delivered'], to: 'refunded_after_return' },

  // The carrier's.
  pickUp: { by: 'carrier', from: ['ready_to_ship', 'handled_by_marketplace'], to: 'dispatched' },
  enterNetwork: { by: 'carrier', from: ['dispatched'], to: 'shipped' },
  // Out for delivery, also again after a failed attempt or a solved problem.
  outForDelivery: { by: 'carrier', from: ['shipped', 'delivery_need_second_visit', 'delivery_with_problems'], to: 'delivery_in_progress' },
  deliver: { by: 'carrier', from: ['delivery_in_progress', 'delivery_in_branch_office'], to: 'delivered' },
  // Nobody home: left at a branch office for the buyer to collect.
  leaveAtBranch: { by: 'carrier', from: ['delivery_in_progress'], to: 'delivery_in_branch_office' },
  failAttempt: { by: 'carrier', from: ['delivery_in_progress'], to: 'delivery_failed_in_process' },
  scheduleSecondVisit: { by: 'carrier', from: ['delivery_failed_in_process'], to: 'delivery_need_second_visit' },
  // A wrong address, a closed building, a package held at the hub.
  reportProblem: { by: 'carrier', from: ['shipped', 'delivery_in_progress'], to: 'delivery_with_problems' },
  // The carrier gives up (also a package never collected from the branch).
  failDelivery: {
    by: 'carrier',
    from: ['delivery_failed_in_process', 'delivery_need_second_visit', 'delivery_with_problems', 'delivery_in_branch_office'],
    to: 'delivery_failed',
  },
  returnToSeller: { by: 'carrier', from: ['delivery_failed'], to: 'not_delivered' },
  loseAfterShipping: { by: 'carrier', from: ['dispatched', 'shipped', 'delivery_in_progress', 'delivery_with_problems'], to: 'lost_after_shipping' },
  damageAfterShipping: { by: 'carrier', from: ['dispatched', 'shipped', 'delivery_in_progress', 'delivery_with_problems'], to: 'damaged_after_shipping' },
  // On its way back: after a failed delivery, or a return of a delivered order.
  loseInReturn: { by: 'carrier', from: ['delivery_failed', 'delivered'], to: 'lost_in_return' },
} as const satisfies Record<string, Movement>;

export type MovementName = keyof typeof ORDER_MOVEMENTS;

/** The seller's actions, in the order the portal offers them. */
export const ORDER_ACTIONS = ['pack', 'readyToShip', 'cancel'] as const satisfies readonly OrderAction[];

/** The status `action` takes an order in `status` to; null when the action is not allowed there. */
export function nextStatusOf(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const movement: Movement = ORDER_MOVEMENTS[action];
  return movement.from.includes(status) ? movement.to : null;
}

/** The seller's actions allowed from `status`, in ORDER_ACTIONS order. */
export function actionsAllowedFrom(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => nextStatusOf(status, action) !== null);
}

/**
 * Whether the shipping label can be printed: from payment to the carrier's pick-up. Not while `new`
 * (the payment may still fail) and not once the carrier has it (its own label travels with it).
 */
export const LABEL_STATUSES = ['awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship'] as const satisfies readonly OrderStatus[];

export function labelAvailableFor(status: OrderStatus): boolean {
  return (LABEL_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Every movement (any actor) from one status to another; empty when none leads there. */
export function movementsBetween(from: OrderStatus, to: OrderStatus): MovementName[] {
  return (Object.keys(ORDER_MOVEMENTS) as MovementName[]).filter((name) => {
    const movement: Movement = ORDER_MOVEMENTS[name];
    return movement.to === to && movement.from.includes(from);
  });
}

/** The statuses any actor can move an order to from `status`. */
export function nextStatusesFrom(status: OrderStatus): OrderStatus[] {
  const next = new Set<OrderStatus>();
  for (const movement of Object.values(ORDER_MOVEMENTS) as Movement[]) if (movement.from.includes(status)) next.add(movement.to);
  return [...next];
}

/** Why the seller cancels, in the order the portal offers them. */
export const CANCEL_REASONS = ['out_of_stock', 'damaged_product', 'price_error', 'other'] as const satisfies readonly CancelReason[];

/** What is wrong with an action's reason and note, as stable codes the client translates. */
export type TransitionInputProblem =
  /** A cancel needs a reason. */
  | 'CANCEL_REASON_REQUIRED'
  /** `other` says nothing by itself: the seller writes why. */
  | 'CANCEL_NOTE_REQUIRED'
  /** Only a cancel has a reason. */
  | 'REASON_ONLY_FOR_CANCEL';

/**
 * The problem with the reason and note sent with an action, or null when there is none. A note
 * (blank counts as none) may go with any action; it is kept in the order's timeline.
 */
export function transitionInputProblemOf(input: { action: OrderAction; reason?: CancelReason | null; note?: string | null }): TransitionInputProblem | null {
  const hasNote = (input.note ?? '').trim() !== '';
  if (input.action !== 'cancel') return input.reason ? 'REASON_ONLY_FOR_CANCEL' : null;
  if (!input.reason) return 'CANCEL_REASON_REQUIRED';
  if (input.reason === 'other' && !hasNote) return 'CANCEL_NOTE_REQUIRED';
  return null;
}
