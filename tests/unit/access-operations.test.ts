/**
 * Authorisation fails closed. An operation the table does not name is refused to every role; one
 * bound to a route with seller filters (finance: publish history; stock: direct loading; fulfillment:
 * collectors) is open to sellers only if every seller could open that route, since no seller facts
 * are read per call. The probes below are added to the real table the way a later module adds its own.
 */
import { describe, expect, it, vi } from 'vitest';
import { grantedRestrictedOperations, mayCall } from '../../server/auth/permissions.ts';
import type * as OperationRoutes from '../../shared/access/operationRoutes.ts';
import { ROLES } from '../../shared/access/roles.ts';

vi.mock('../../shared/access/operationRoutes.ts', async (importOriginal) => {
  const original = await importOriginal<typeof OperationRoutes>();
  const OPERATION_ROUTES = {
    ...original.OPERATION_ROUTES,
    probeFinance: '/finance',
    probeStock: '/stock',
    probeFulfillment: '/logistics/fulfillment',
  } as const;
  return {
    ...original,
    OPERATION_ROUTES,
    operationAccessOf: (operationId: string) => (OPERATION_ROUTES as Record<string, unknown>)[operationId] ?? null,
  };
});

describe('authorisation that fails closed', () => {
  it('refuses an operation the table does not name, to every role', () => {
    for (const role of ROLES) expect(mayCall(role, 'someFutureOperation'), role).toBe(false);
  });

  it('refuses a public operation called as if it needed a token', () => {
    expect(mayCall('admin', 'login')).toBe(false);
  });

  it('opens a seller-filtered route operation to sellers only if every seller may open the route', () => {
    expect(mayCall('seller', 'probeFinance')).toBe(false);
    expect(mayCall('seller', 'probeStock')).toBe(false);
    expect(mayCall('seller', 'probeFulfillment')).toBe(false);
    expect(mayCall('admin', 'probeFinance')).toBe(true);
    expect(mayCall('logistics', 'probeStock')).toBe(true);
    expect(mayCall('comercial', 'probeFinance')).toBe(false);
    expect(grantedRestrictedOperations('seller')).not.toContain('probeFinance');
    expect(grantedRestrictedOperations('admin')).toEqual(expect.arrayContaining(['probeFinance', 'probeStock', 'probeFulfillment']));
  });
});
