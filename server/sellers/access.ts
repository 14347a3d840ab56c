import type { Role } from '../auth/roles.ts';
import { signedIn, type Session } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';

/** The signed-in caller with the seller its account belongs to (sellers only). */
export interface Caller {
  userId: number;
  role: Role;
  sellerId: number | null;
}

/** The caller of a signed-in operation, as authentication read it from the database (or its session cache). */
export function callerOf(session: Session | null): Caller {
  const { userId, role, sellerId } = signedIn(session);
  return { userId, role, sellerId };
}

export const forbiddenSeller = (): ApiProblem => new ApiProblem(403, 'FORBIDDEN', 'A seller may only use its own seller id');

/**
 * Which roles reach an operation is server/auth/permissions.ts's business; this adds which seller:
 * a seller only its own id (403 for any other, existing or not, so nothing is disclosed); staff
 * any seller that exists (404 otherwise).
 */
export async function requireSellerAccess(db: Queryable, caller: Caller, sellerId: number): Promise<void> {
  if (caller.role === 'seller') {
    if (caller.sellerId !== sellerId) throw forbiddenSeller();
    return;
  }
  const [row] = await db.query('select 1 from sellers where id = $1', [sellerId]);
  if (!row) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${sellerId} does not exist`);
}
