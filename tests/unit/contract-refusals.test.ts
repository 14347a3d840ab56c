/**
 * The server checks every request against its contract and refuses one that does not match with a
 * 400 (an unlisted query parameter is enough, even on an operation that takes none). So every
 * operation must declare that 400, or the refusal would be an answer its own contract does not
 * allow. The contract fuzzer finds an omission only when its draw happens to send such a request;
 * this finds it for every operation at once.
 */
import { describe, expect, it } from 'vitest';
import { loadContracts } from '../../server/openapi/contracts.ts';

describe('the refusals every contract declares', () => {
  it('declares the 400 of request validation on every operation', () => {
    const without = loadContracts()
      .filter((operation) => !('400' in operation.responses))
      .map((operation) => `${operation.contract} ${operation.operationId}`);
    expect(without).toEqual([]);
  });
});
