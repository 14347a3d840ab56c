/**
 * A person sets the units on hand of one level, on the version they saw.
 */
import type { components } from '../../openapi/generated/stock.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../sellers/access.ts';
import { applyLevelChanges, lockLevels } from './ledger.ts';
import { findVisibleLevel, levelById, levelOf, type StockLevel } from './levels.ts';
import { fromIntegration, isIntegratedSeller } from './scope.ts';

type StockQuantityChange = components['schemas']['StockQuantityChange'];

/** Set, or refused because the level moved on since the version the person saw. */
export type SetQuantityOutcome = { outcome: 'set'; level: StockLevel } | { outcome: 'changed'; current: StockLevel };

/**
 * In one transaction with the level's row locked: a version other than the level's means someone or
 * something (an import, an order) changed it meanwhile, and nothing is written, so no change is ever
 * overwritten unseen. The same figure as now writes nothing either and keeps the version.
 */
export async function setQuantity(db: Database, caller: Caller, levelId: number, change: StockQuantityChange, now: Date): Promise<SetQuantityOutcome> {
  const visible = await findVisibleLevel(db, caller, levelId);
  if (caller.role === 'seller' && (await isIntegratedSeller(db, visible.seller_id))) throw fromIntegration();
  return db.transaction(async (tx) => {
    const locked = await lockLevels(tx, [levelId]);
    const level = locked.get(levelId);
    if (!level || level.version !== change.version) return { outcome: 'changed', current: levelOf(await levelById(tx, levelId)) };
    await applyLevelChanges(tx, [{ levelId, kind: 'manual_set', onHand: { set: change.onHand }, userId: caller.userId }], now, locked);
    return { outcome: 'set', level: levelOf(await levelById(tx, levelId)) };
  });
}
