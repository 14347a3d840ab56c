/**
 * The one way stock levels change: lock the levels' rows, work out each movement on the figures the
 * lock holds, write the levels and append their movements, all inside the caller's transaction. An
 * import, a person, an order and an integration changing the same level at once queue on its row
 * lock and each one's movement starts from the figures the previous one left, so nothing is lost or
 * counted twice, and on_hand and reserved stay the sums of the level's movements.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { StockMovementKind } from '../../shared/stock/rules.ts';

/** What a movement asks of a level. */
export interface LevelChange {
  levelId: number;
  kind: StockMovementKind;
  /**
   * `delta`: add to on_hand (taking away never goes below zero: the movement records what was taken);
   * `set`: the units on hand become this.
   */
  onHand?: { delta: number } | { set: number };
  /** Added to reserved (never below zero). */
  reservedDelta?: number;
  orderId?: number | null;
  returnId?: number | null;
  importId?: string | null;
  userId?: number | null;
  /** When it happened, if before the call's time (an order handed over with its purchase time). */
  at?: Date;
}

/** A level as the ledger locked it. */
export interface LockedLevel {
  id: number;
  on_hand: number;
  reserved: number;
  version: number;
}

/** A movement written: its level's figures after it. */
export interface AppliedMovement {
  levelId: number;
  kind: StockMovementKind;
  onHandDelta: number;
  reservedDelta: number;
  onHandAfter: number;
  reservedAfter: number;
}

/**
 * Locks the levels, lowest id first: every writer takes its locks in the same order, so two
 * writers of the same levels wait for each other instead of deadlocking.
 */
export async function lockLevels(tx: Queryable, levelIds: readonly number[]): Promise<Map<number, LockedLevel>> {
  const ids = [...new Set(levelIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await tx.query<LockedLevel>('select id, on_hand, reserved, version from stock_levels where id = any($1::int[]) order by id for update', [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Applies the changes in the order given (several may touch one level) and answers the movements
 * written; a change that moves nothing writes nothing. Every level named must exist. `locked` may
 * hand over levels the caller already locked in this transaction (to decide on their figures).
 */
export async function applyLevelChanges(tx: Queryable, changes: readonly LevelChange[], at: Date, locked?: Map<number, LockedLevel>): Promise<AppliedMovement[]> {
  if (changes.length === 0) return [];
  const levels = locked ?? new Map<number, LockedLevel>();
  const missing = changes.map((change) => change.levelId).filter((id) => !levels.has(id));
  if (missing.length > 0) for (const [id, level] of await lockLevels(tx, missing)) levels.set(id, level);

  const now = new Map<number, { on_hand: number; reserved: number }>();
  const movements: (AppliedMovement & { change: LevelChange })[] = [];
  for (const change of changes) {
    const level = now.get(change.levelId) ?? levels.get(change.levelId);
    if (!level) throw new Error(`stock level ${change.levelId} does not exist`);
    const onHand = change.onHand === undefined ? level.on_hand : 'set' in change.onHand ? change.onHand.set : Math.max(0, level.on_hand + change.onHand.delta);
    const reserved = Math.max(0, level.reserved + (change.reservedDelta ?? 0));
    now.set(change.levelId, { on_hand: onHand, reserved });
    if (onHand === level.on_hand && reserved === level.reserved) continue;
    movements.push({
      change,
      levelId: change.levelId,
      kind: change.kind,
      onHandDelta: onHand - level.on_hand,
      reservedDelta: reserved - level.reserved,
      onHandAfter: onHand,
      reservedAfter: reserved,
    });
  }
  if (movements.length === 0) return [];

  const touched = [...new Set(movements.map((movement) => movement.levelId))];
  await tx.query(
    `update stock_levels s set on_hand = v.on_hand, reserved = v.reserved, version = s.version + 1, updated_at = $4
       from unnest($1::int[], $2::int[], $3::int[]) as v(id, on_hand, reserved)
      where s.id = v.id`,
    [touched, touched.map((id) => now.get(id)!.on_hand), touched.map((id) => now.get(id)!.reserved), at],
  );
  await tx.query(
    `insert into stock_movements (level_id, seller_id, sku, warehouse_id, kind, on_hand_delta, reserved_delta, on_hand_after, reserved_after,
                                  order_id, return_id, import_id, user_id, at)
     select l.id, l.seller_id, l.sku, l.warehouse_id, v.kind, v.on_hand_delta, v.reserved_delta, v.on_hand_after, v.reserved_after,
            v.order_id, v.return_id, v.import_id, v.user_id, v.at
       from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::uuid[], $10::int[], $11::timestamptz[])
              with ordinality as v(level_id, kind, on_hand_delta, reserved_delta, on_hand_after, reserved_after, order_id, return_id, import_id, user_id, at, n)
       join stock_levels l on l.id = v.level_id
      order by v.n`,
    [
      movements.map((movement) => movement.levelId),
      movements.map((movement) => movement.kind),
      movements.map((movement) => movement.onHandDelta),
      movements.map((movement) => movement.reservedDelta),
      movements.map((movement) => movement.onHandAfter),
      movements.map((movement) => movement.reservedAfter),
      movements.map((movement) => movement.change.orderId ?? null),
      movements.map((movement) => movement.change.returnId ?? null),
      movements.map((movement) => movement.change.importId ?? null),
      movements.map((movement) => movement.change.userId ?? null),
      movements.map((movement) => movement.change.at ?? at),
    ],
  );
  return movements.map(({ change: _change, ...movement }) => movement);
}

/**
 * The levels of these SKUs in one warehouse each, made when missing (nothing on hand, nothing
 * reserved) with the name given; answers each one's id by `${sku}\u0000${warehouseId}`.
 */
export async function ensureLevels(
  tx: Queryable,
  sellerId: number,
  wanted: readonly { sku: string; warehouseId: number; name: string }[],
  at: Date,
): Promise<Map<string, number>> {
  if (wanted.length === 0) return new Map();
  // Once each, in one order: two writers making the same new levels wait for each other in that
  // order instead of each holding one the other needs.
  const unique = [...new Map(wanted.map((level) => [levelKey(level.sku, level.warehouseId), level])).values()].sort(
    (a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.warehouseId - b.warehouseId),
  );
  await tx.query(
    `insert into stock_levels (seller_id, sku, warehouse_id, name, updated_at)
     select $1, v.sku, v.warehouse_id, v.name, $5 from unnest($2::text[], $3::int[], $4::text[]) with ordinality as v(sku, warehouse_id, name, n)
      order by v.n
     on conflict (seller_id, sku, warehouse_id) do nothing`,
    [sellerId, unique.map((level) => level.sku), unique.map((level) => level.warehouseId), unique.map((level) => level.name), at],
  );
  const rows = await tx.query<{ id: number; sku: string; warehouse_id: number }>(
    `select l.id, l.sku, l.warehouse_id from stock_levels l join unnest($2::text[], $3::int[]) as v(sku, warehouse_id)
        on l.sku = v.sku and l.warehouse_id = v.warehouse_id
      where l.seller_id = $1`,
    [sellerId, unique.map((level) => level.sku), unique.map((level) => level.warehouseId)],
  );
  return new Map(rows.map((row) => [levelKey(row.sku, row.warehouse_id), row.id]));
}

/**
 * Runs `work` in a transaction: the one the caller is in, or a new one when it handed over the whole
 * database (the seed and tests write orders outside one), since a level's lock, its new figures and
 * its movements must commit together or not at all.
 */
export function inTransaction<T>(db: Queryable | Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db ? db.transaction(work) : work(db);
}

/** The key of a SKU in a warehouse in the maps above. */
export const levelKey = (sku: string, warehouseId: number): string => `${sku}\u0000${warehouseId}`;
