/**
 * The changes a person makes to an express order: a move along the lifecycle, and "sin stock" on a
 * line. Each is made on the version the person saw and written with that version and the status
 * it was read in, in the UPDATE's WHERE: of two presses at once, one changes the row and the other
 * finds nothing to change and is told the order changed, with the order as it is now.
 */
import type { components } from '../../openapi/generated/spid35.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { mayResolveSpid35Shortage, maySpid35Move, type Spid35Status } from '../../shared/spid35/lifecycle.ts';
import { findVisibleOrder, orderById, type Spid35Order } from './orders.ts';

type Spid35Shortage = components['schemas']['Spid35Shortage'];
export type Spid35ConflictCode = components['schemas']['Spid35Conflict']['code'];

/** Done, or refused with a code and the order as it is now (nothing written). */
export type Spid35ChangeOutcome = { outcome: 'done'; order: Spid35Order } | { outcome: 'conflict'; code: Spid35ConflictCode; current: Spid35Order };

const conflict = async (tx: Queryable, orderId: number, code: Spid35ConflictCode): Promise<Spid35ChangeOutcome> => ({
  outcome: 'conflict',
  code,
  current: await orderById(tx, orderId),
});

/**
 * Bumps the order's version when it is still at `version` and `status`; false when someone else
 * changed it first. `status` moves it too when given.
 */
async function claim(tx: Queryable, orderId: number, seen: { version: number; status: Spid35Status }, now: Date, to?: Spid35Status): Promise<boolean> {
  const rows = await tx.query(
    `update spid35_orders set version = version + 1, status = $4, updated_at = $5
      where id = $1 and version = $2 and status = $3 returning id`,
    [orderId, seen.version, seen.status, to ?? seen.status, now],
  );
  return rows.length === 1;
}

/** Moves the order one step, when the lifecycle allows it from the status it has at `version`. */
export async function moveOrder(db: Database, caller: Caller, orderId: number, move: { to: Spid35Status; version: number }, now: Date): Promise<Spid35ChangeOutcome> {
  const seen = await findVisibleOrder(db, caller, orderId);
  return db.transaction(async (tx) => {
    if (seen.version !== move.version) return conflict(tx, orderId, 'SPID35_ORDER_CHANGED');
    if (!maySpid35Move(seen.status, move.to)) return conflict(tx, orderId, 'SPID35_MOVE_NOT_ALLOWED');
    if (!(await claim(tx, orderId, seen, now, move.to))) return conflict(tx, orderId, 'SPID35_ORDER_CHANGED');
    await tx.query('insert into spid35_order_moves (order_id, from_status, to_status, user_id, at) values ($1, $2, $3, $4, $5)', [
      orderId,
      seen.status,
      move.to,
      caller.userId,
      now,
    ]);
    return { outcome: 'done', order: await orderById(tx, orderId) };
  });
}

export const lineNotFound = (): ApiProblem => new ApiProblem(404, 'SPID35_LINE_NOT_FOUND', 'No such line in this express order');

/**
 * "Sin stock" on one line of an order being picked: substituted by a SKU of the store's express
 * stock (its units taken from that SKU's on hand, never below zero) or removed.
 */
export async function resolveShortage(db: Database, caller: Caller, orderId: number, lineId: number, shortage: Spid35Shortage, now: Date): Promise<Spid35ChangeOutcome> {
  const substitute = shortage.resolution === 'substitute';
  if (substitute !== (shortage.substituteSku !== undefined)) {
    throw ApiProblem.validation([{ field: 'body.substituteSku', message: substitute ? 'is required to substitute' : 'is only sent to substitute' }]);
  }
  const seen = await findVisibleOrder(db, caller, orderId);
  const line = seen.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw lineNotFound();
  return db.transaction<Spid35ChangeOutcome>(async (tx) => {
    if (seen.version !== shortage.version) return conflict(tx, orderId, 'SPID35_ORDER_CHANGED');
    if (!mayResolveSpid35Shortage(seen.status) || line.shortage !== null) return conflict(tx, orderId, 'SPID35_SHORTAGE_NOT_ALLOWED');
    if (!(await claim(tx, orderId, seen, now))) return conflict(tx, orderId, 'SPID35_ORDER_CHANGED');
    let replacement: { sku: string; name: string } | null = null;
    if (shortage.substituteSku !== undefined) {
      const [taken] = await tx.query<{ sku: string; name: string }>(
        `update spid35_stock set on_hand = on_hand - $3, updated_at = $4
          where facility_id = $1 and sku = $2 and sku <> $5 and on_hand >= $3 returning sku, name`,
        [seen.facilityId, shortage.substituteSku, line.quantity, now, line.sku],
      );
      // The version was taken in this transaction; leaving it rolls that back too.
      if (!taken) throw new SubstituteUnavailable();
      replacement = taken;
    }
    await tx.query(
      `update spid35_order_lines set shortage = $2, substitute_sku = $3, substitute_name = $4, shortage_by = $5, shortage_at = $6 where id = $1`,
      [lineId, substitute ? 'substituted' : 'removed', replacement?.sku ?? null, replacement?.name ?? null, caller.userId, now],
    );
    return { outcome: 'done', order: await orderById(tx, orderId) };
  }).catch(async (error: unknown) => {
    if (!(error instanceof SubstituteUnavailable)) throw error;
    return conflict(db, orderId, 'SPID35_SUBSTITUTE_UNAVAILABLE');
  });
}

/** Thrown inside the transaction so the version it took is rolled back with it. */
class SubstituteUnavailable extends Error {}
