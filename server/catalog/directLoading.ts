/**
 * Whether a caller may write products from the portal: a seller that loads products directly (the
 * /pim route of the permission table, read with the seller's facts); an integrated seller's products
 * come from its integration. Staff pass: what they may call, the permission table says.
 */
import { loadSubjectFacts } from '../auth/access-facts.ts';
import { signedIn, type Session } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { mayOpenPath } from '../../shared/access/routeAccess.ts';

/** The signed-in caller, unless it is a seller whose products come from its integration (403 PRODUCTS_BY_INTEGRATION). */
export async function requireDirectLoading(db: Queryable, session: Session | null): Promise<Session> {
  const caller = signedIn(session);
  if (caller.role !== 'seller') return caller;
  const facts = await loadSubjectFacts(db, caller.userId);
  if (!mayOpenPath({ role: caller.role, ...facts }, '/pim')) {
    throw new ApiProblem(403, 'PRODUCTS_BY_INTEGRATION', "This seller's products come from its integration, not from the portal");
  }
  return caller;
}
