/**
 * The lifecycle of a Spid35 express order, shared by the server (which enforces it) and the portal
 * (which offers the next step and shows the time left). Pure data and functions: no I/O.
 *
 * An express order is promised to reach the rider's hands within 35 minutes of coming in. The store
 * accepts it, picks its products, packs them and hands the bag to the rider: one step at a time, in
 * that order, by ONE table, SPID35_MOVES. Lines the store does not have are resolved ("sin stock")
 * while the order is being picked, that is while it is accepted.
 */
import type { components } from '../../openapi/generated/spid35.ts';

export type Spid35Status = components['schemas']['Spid35Status'];

/** Every status, in the order an express order goes through them. */
export const SPID35_STATUSES = ['new', 'accepted', 'picked', 'packed', 'handedOver'] as const satisfies readonly Spid35Status[];

/** The one step each status moves to; the last has none (the order left the store). */
export const SPID35_MOVES: Readonly<Record<Spid35Status, Spid35Status | null>> = {
  new: 'accepted',
  accepted: 'picked',
  picked: 'packed',
  packed: 'handedOver',
  handedOver: null,
};

/** The promise: minutes from an order coming in to its bag in the rider's hands. */
export const SPID35_PROMISE_MINUTES = 35;

/** The status an order in `from` may move to, or null. */
export const nextSpid35Status = (from: Spid35Status): Spid35Status | null => SPID35_MOVES[from];

/** Whether the lifecycle moves an order from `from` to `to`. */
export const maySpid35Move = (from: Spid35Status, to: Spid35Status): boolean => SPID35_MOVES[from] === to;

/** Whether lines may be resolved "sin stock": only while the order is being picked. */
export const mayResolveSpid35Shortage = (status: Spid35Status): boolean => status === 'accepted';

/** When an order that came in at `createdAt` must be handed over at the latest. */
export const spid35PromiseOf = (createdAt: Date): Date => new Date(createdAt.getTime() + SPID35_PROMISE_MINUTES * 60_000);

/**
 * The time left against the promise, in whole minutes: `left` rounds up (a minute and a half left
 * still says 2), `late` counts whole minutes past the promise (it shows from the first full minute;
 * until then the order has 0 left).
 */
export type Spid35TimeLeft = { kind: 'left'; minutes: number } | { kind: 'late'; minutes: number };

export function spid35TimeLeft(promisedAt: Date, now: Date): Spid35TimeLeft {
  const ms = promisedAt.getTime() - now.getTime();
  if (ms >= 0) return { kind: 'left', minutes: Math.ceil(ms / 60_000) };
  const late = Math.floor(-ms / 60_000);
  return late === 0 ? { kind: 'left', minutes: 0 } : { kind: 'late', minutes: late };
}
