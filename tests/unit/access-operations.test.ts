/**
 * Operations bound to routes with seller filters (finance: publish history; stock: direct loading;
 * fulfillment: collectors). No contract operation is bound to one yet, so these probes are added to
 * the real table the way a later module will add its own.
 */
import { describe, expect, it, vi } from 'vitest';
import { dependsOnSellerFacts, grantedRestrictedOperations, mayCall } from '../../server/auth/permissions.ts';
import type * as OperationRoutes from '../../shared/access/operationRoutes.ts';

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
    operationAccessOf: (operationId: string) => (OPERATION_ROUTES as Record<string, unknown>)[operationId] ?? 'any-signed-in',
  };
});

const seller = { sellerType: 'pim', isCollector: false, inPublishHistory: true };

describe('operations of seller-filtered routes', () => {
  it('depend on the seller facts for sellers only', () => {
    for (const operationId of ['probeFinance', 'probeStock', 'probeFulfillment']) {
      expect(dependsOnSellerFacts('seller', operationId), operationId).toBe(true);
      expect(dependsOnSellerFacts('admin', operationId), operationId).toBe(false);
      expect(dependsOnSellerFacts('logistics', operationId), operationId).toBe(false);
    }
  });

  it('are decided with the caller facts', () => {
    expect(mayCall('seller', 'probeFinance', seller)).toBe(true);
    expect(mayCall('seller', 'probeFinance', { ...seller, inPublishHistory: false })).toBe(false);
    expect(mayCall('seller', 'probeStock', seller)).toBe(true);
    expect(mayCall('seller', 'probeStock', { ...seller, sellerType: 'multivende' })).toBe(false);
    expect(mayCall('seller', 'probeFulfillment', seller)).toBe(false);
    expect(mayCall('seller', 'probeFulfillment', { ...seller, isCollector: true })).toBe(true);
    expect(mayCall('admin', 'probeFinance', { sellerType: null, isCollector: false, inPublishHistory: false })).toBe(true);
    expect(mayCall('comercial', 'probeFinance', seller)).toBe(false);
  });

  it('are refused without the facts unless every seller would be allowed', () => {
    expect(mayCall('seller', 'probeFinance')).toBe(false);
    expect(mayCall('seller', 'probeStock')).toBe(false);
    expect(mayCall('admin', 'probeFinance')).toBe(true);
    expect(grantedRestrictedOperations('seller', seller)).toEqual(expect.arrayContaining(['probeFinance', 'probeStock']));
    expect(grantedRestrictedOperations('seller', seller)).not.toContain('probeFulfillment');
    expect(grantedRestrictedOperations('seller', { ...seller, inPublishHistory: false, isCollector: true })).toEqual(
      expect.arrayContaining(['probeFulfillment', 'probeStock']),
    );
    expect(grantedRestrictedOperations('seller', { ...seller, inPublishHistory: false })).not.toContain('probeFinance');
  });
});
