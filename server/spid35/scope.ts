/**
 * Which stores a caller works: a store person only the facility its account names; admin and
 * logistics every one (the operation table keeps the other roles out before this runs). Another
 * store's queue, stock or order is a 404, never its data, so codes and ids cannot be probed.
 */
import type { components } from '../../openapi/generated/spid35.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';

export type Spid35Facility = components['schemas']['Spid35Facility'];

export const facilityNotFound = (): ApiProblem => new ApiProblem(404, 'SPID35_FACILITY_NOT_FOUND', 'No such store among yours');

/** The facility a store person works at, or null (an account without one works none). */
async function ownFacilityOf(db: Queryable, caller: Caller): Promise<string | null> {
  const [row] = await db.query<{ facility_id: string | null }>('select facility_id from users where id = $1', [caller.userId]);
  return row?.facility_id ?? null;
}

/** The stores the caller works, by name. */
export async function facilitiesOf(db: Queryable, caller: Caller): Promise<Spid35Facility[]> {
  if (caller.role === 'store') {
    const own = await ownFacilityOf(db, caller);
    if (own === null) return [];
    return db.query<Spid35Facility>('select id, name from facilities where id = $1', [own]);
  }
  return db.query<Spid35Facility>('select id, name from facilities order by name collate "C", id');
}

/** The store `facilityId` names when the caller works it; 404 otherwise. */
export async function visibleFacility(db: Queryable, caller: Caller, facilityId: string): Promise<Spid35Facility> {
  if (caller.role === 'store' && (await ownFacilityOf(db, caller)) !== facilityId) throw facilityNotFound();
  const [row] = await db.query<Spid35Facility>('select id, name from facilities where id = $1', [facilityId]);
  if (!row) throw facilityNotFound();
  return row;
}

/** Whether the caller works the store of an order: staff every store, a store person its own. */
export async function worksFacility(db: Queryable, caller: Caller, facilityId: string): Promise<boolean> {
  if (caller.role !== 'store') return true;
  return (await ownFacilityOf(db, caller)) === facilityId;
}
