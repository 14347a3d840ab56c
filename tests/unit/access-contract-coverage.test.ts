/**
 * Every operation of every contract has an entry in the operation table, of the kind its contract
 * asks for: 'public' exactly when the contract needs no token. An operation added to a contract
 * without an entry fails here (and in the type check); the server would refuse it to everyone.
 */
import { describe, expect, it } from 'vitest';
import { loadContracts } from '../../server/openapi/contracts.ts';
import { OPERATION_ROUTES, operationAccessOf } from '../../shared/access/operationRoutes.ts';

describe('the operation table and the contracts', () => {
  const operations = loadContracts();

  it('names every operation of the contracts, and nothing else', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(OPERATION_ROUTES).sort());
  });

  it('marks public exactly the operations whose contract asks for no token', () => {
    for (const operation of operations) {
      const rule = operationAccessOf(operation.operationId);
      expect({ operation: operation.operationId, public: rule === 'public' }).toEqual({
        operation: operation.operationId,
        public: operation.access.kind === 'public',
      });
    }
  });
});
