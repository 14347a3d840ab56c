import type { OperationId } from '../openapi/operations.ts';
import type { Role } from './roles.ts';

/**
 * Server-side authorisation: the one place that says which role may call which operation.
 *
 * An operation with bearer security that is NOT listed here is open to every signed-in role.
 * An operation listed here is open only to the roles named. Public operations (security: [])
 * never reach this table.
 *
 * To restrict a new operation, add `operationId: [roles]` below; to widen one, add roles.
 * The same entries feed `jwtPayload.permissions`, so the client can hide what the server refuses.
 */
const restrictedOperations: Partial<Record<OperationId, readonly Role[]>> = {
  updateServiceStatus: ['admin'],
};

/** Whether `role` may call `operationId` (an operation with bearer security). */
export function mayCall(role: Role, operationId: string): boolean {
  const allowed = (restrictedOperations as Partial<Record<string, readonly Role[]>>)[operationId];
  return allowed === undefined || allowed.includes(role);
}

/** The restricted operations this role is granted, sorted: the session's `permissions`. */
export function grantedRestrictedOperations(role: Role): string[] {
  return Object.entries(restrictedOperations)
    .filter(([, roles]) => roles?.includes(role))
    .map(([operationId]) => operationId)
    .sort();
}
