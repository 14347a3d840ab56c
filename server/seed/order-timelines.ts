import {
  movementsBetween,
  nextStatusesFrom,
  type MovementName,
  type OrderStatus,
} from '../../shared/orders/lifecycle.ts';

/**
 * Timelines that could have happened: a route of statuses, each step one movement of the lifecycle
 * table (shared/orders/lifecycle.ts), timed by how long that movement usually takes.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long after the previous status each movement usually happens, [shortest, longest] in ms. */
export const MOVEMENT_DELAYS: Record<MovementName, readonly [number, number]> = {
  confirmPayment: [5 * MINUTE_MS, 90 * MINUTE_MS],
  pack: [HOUR_MS, 20 * HOUR_MS],
  readyToShip: [30 * MINUTE_MS, 8 * HOUR_MS],
  cancel: [2 * HOUR_MS, 30 * HOUR_MS],
  cancelOrder: [10 * MINUTE_MS, 12 * HOUR_MS],
  refundCancelation: [6 * HOUR_MS, 3 * DAY_MS],
  refundBeforeShipping: [2 * HOUR_MS, DAY_MS],
  takeOver: [20 * HOUR_MS, 2 * DAY_MS],
  loseBeforeShipping: [DAY_MS, 3 * DAY_MS],
  damageBeforeShipping: [6 * HOUR_MS, 2 * DAY_MS],
  refundFailedDelivery: [DAY_MS, 5 * DAY_MS],
  refundReturn: [3 * DAY_MS, 10 * DAY_MS],
  pickUp: [4 * HOUR_MS, 30 * HOUR_MS],
  enterNetwork: [2 * HOUR_MS, 12 * HOUR_MS],
  outForDelivery: [8 * HOUR_MS, 40 * HOUR_MS],
  deliver: [HOUR_MS, 10 * HOUR_MS],
  leaveAtBranch: [2 * HOUR_MS, 8 * HOUR_MS],
  failAttempt: [HOUR_MS, 8 * HOUR_MS],
  scheduleSecondVisit: [2 * HOUR_MS, 10 * HOUR_MS],
  reportProblem: [4 * HOUR_MS, DAY_MS],
  failDelivery: [2 * DAY_MS, 6 * DAY_MS],
  returnToSeller: [2 * DAY_MS, 6 * DAY_MS],
  loseAfterShipping: [2 * DAY_MS, 5 * DAY_MS],
  damageAfterShipping: [HOUR_MS, 2 * DAY_MS],
  loseInReturn: [4 * DAY_MS, 12 * DAY_MS],
};

export interface TimedStep {
  status: OrderStatus;
  /** The movement that led here; null for the purchase (`new`). */
  movement: MovementName | null;
  /** Ms after the purchase. */
  offsetMs: number;
}

/**
 * Times a route that starts at `new`. Throws when two consecutive statuses are not joined by a
 * movement of the table: a seed timeline is always one the lifecycle allows.
 */
export function timeRoute(route: readonly OrderStatus[], random: () => number): TimedStep[] {
  if (route[0] !== 'new') throw new Error(`A route starts at new, not ${route[0]}`);
  const steps: TimedStep[] = [{ status: 'new', movement: null, offsetMs: 0 }];
  for (let index = 1; index < route.length; index += 1) {
    const from = route[index - 1]!;
    const to = route[index]!;
    const [movement] = movementsBetween(from, to);
    if (!movement) throw new Error(`No movement leads from ${from} to ${to}`);
    const [shortest, longest] = MOVEMENT_DELAYS[movement];
    const offsetMs = steps.at(-1)!.offsetMs + Math.round(shortest + random() * (longest - shortest));
    steps.push({ status: to, movement, offsetMs });
  }
  return steps;
}

/** The shortest route from `new` to `target` through the table (breadth first, table order). */
export function shortestRouteTo(target: OrderStatus): OrderStatus[] {
  const previous = new Map<OrderStatus, OrderStatus | null>([['new', null]]);
  const queue: OrderStatus[] = ['new'];
  while (queue.length > 0) {
    const status = queue.shift()!;
    if (status === target) break;
    for (const next of nextStatusesFrom(status)) {
      if (!previous.has(next)) {
        previous.set(next, status);
        queue.push(next);
      }
    }
  }
  if (!previous.has(target)) throw new Error(`No route leads to ${target}`);
  const route: OrderStatus[] = [];
  for (let status: OrderStatus | null = target; status !== null; status = previous.get(status) ?? null) route.unshift(status);
  return route;
}
