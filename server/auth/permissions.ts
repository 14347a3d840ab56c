import { operationAccessOf, OPERATION_ROUTES } from '../../shared/access/operationRoutes.ts';
import { mayOpenPath, type AccessSubject } from '../../shared/access/routeAccess.ts';
import type { operations as LearningGuideOperations } from '../../openapi/generated/learning-guide.ts';
import type { OperationId } from '../openapi/operations.ts';
import type { Role } from './roles.ts';

/**
 * Server-side authorisation: which role may call which operation, derived from the portal's one
 * permission table (shared/access/routeAccess.ts) through shared/access/operationRoutes.ts.
 *
 * An operation that belongs to a route is open to whoever may open that route (seller filters
 * included: seller type, collector flag, publish history); one with a role list to those roles; one
 * marked 'any-signed-in' or not listed to every signed-in role. Public operations (security: [])
 * never reach this. To restrict a new operation, add it to OPERATION_ROUTES (its screen's route, or
 * roles). Which seller a seller may act on is checked in the handlers (server/sellers/access.ts).
 *
 * The restricted entries feed `jwtPayload.permissions`, so the client can hide what the server refuses.
 */

/** Only operations of the contracts may be annotated (a typo would leave the real one open): names the stray key. */
type NotAnOperation = Exclude<keyof typeof OPERATION_ROUTES, OperationId | keyof LearningGuideOperations>;
export const ONLY_CONTRACT_OPERATIONS_ANNOTATED: [NotAnOperation] extends [never] ? true : NotAnOperation = true;

/** The seller facts a decision may depend on; what a caller has when they are not known. */
export type SubjectFacts = Omit<AccessSubject, 'role'>;

/** Every combination of seller facts, to decide without knowing them. */
const SELLER_VARIANTS: readonly SubjectFacts[] = [null, 'pim', 'centry'].flatMap((sellerType) =>
  [false, true].flatMap((isCollector) => [false, true].map((inPublishHistory) => ({ sellerType, isCollector, inPublishHistory }))),
);

/** Whether the answer for `role` may change with the caller's seller facts (then load them first). */
export function dependsOnSellerFacts(role: Role, operationId: string): boolean {
  const access = operationAccessOf(operationId);
  if (typeof access !== 'string' || access === 'any-signed-in') return false;
  const answers = new Set(SELLER_VARIANTS.map((facts) => mayOpenPath({ role, ...facts }, access)));
  return answers.size > 1;
}

/**
 * Whether `role` may call `operationId` (an operation with bearer security). Without `facts`, an
 * answer that depends on them is yes only when it is yes for every seller variant.
 */
export function mayCall(role: Role, operationId: string, facts?: SubjectFacts | null): boolean {
  const access = operationAccessOf(operationId);
  if (access === 'any-signed-in') return true;
  if (typeof access !== 'string') return access.includes(role);
  if (facts) return mayOpenPath({ role, ...facts }, access);
  return SELLER_VARIANTS.every((variant) => mayOpenPath({ role, ...variant }, access));
}

/** The restricted operations this role (with these seller facts) is granted, sorted: the session's `permissions`. */
export function grantedRestrictedOperations(role: Role, facts?: SubjectFacts | null): string[] {
  return Object.entries(OPERATION_ROUTES)
    .filter(([, access]) => access !== 'any-signed-in')
    .filter(([operationId]) => mayCall(role, operationId, facts))
    .map(([operationId]) => operationId)
    .sort();
}
