import { operationAccessOf, OPERATION_ROUTES } from '../../shared/access/operationRoutes.ts';
import { mayOpenPath, type AccessSubject } from '../../shared/access/routeAccess.ts';
import type { Role } from './roles.ts';

/**
 * Server-side authorisation: which role may call which operation, derived from the portal's one
 * permission table (shared/access/routeAccess.ts) through shared/access/operationRoutes.ts.
 *
 * It fails closed. An operation that belongs to a route is open to whoever may open that route; when
 * the answer would depend on the seller's type, collector flag or publish history, only to a role that
 * every seller variant of it may open (no operation needs those facts yet; the one that does will load
 * them). One with a role list is open to those roles, one marked 'any-signed-in' to every signed-in
 * role, and one the table does not name, or names as public while its contract asks for a token, to
 * nobody. Which seller a seller may act on is checked in the handlers (server/sellers/access.ts).
 *
 * The restricted entries feed `jwtPayload.permissions`, so the client can hide what the server refuses.
 */

/** Every combination of seller facts a route may filter by. */
const SELLER_VARIANTS: readonly Omit<AccessSubject, 'role'>[] = [null, 'pim', 'centry'].flatMap((sellerType) =>
  [false, true].flatMap((isCollector) => [false, true].map((inPublishHistory) => ({ sellerType, isCollector, inPublishHistory }))),
);

/** Whether `role` may call `operationId`, an operation whose contract asks for a bearer token. */
export function mayCall(role: Role, operationId: string): boolean {
  const access = operationAccessOf(operationId);
  if (access === null || access === 'public') return false;
  if (access === 'any-signed-in') return true;
  if (typeof access !== 'string') return access.includes(role);
  return SELLER_VARIANTS.every((variant) => mayOpenPath({ role, ...variant }, access));
}

/** The restricted operations this role is granted, sorted: the session's `permissions`. */
export function grantedRestrictedOperations(role: Role): string[] {
  return Object.entries(OPERATION_ROUTES)
    .filter(([, access]) => access !== 'any-signed-in' && access !== 'public')
    .filter(([operationId]) => mayCall(role, operationId))
    .map(([operationId]) => operationId)
    .sort();
}
