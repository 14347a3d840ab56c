/** Which driver failures mean "the database is away" (503) rather than a bug (500). */
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from '../../server/db/unavailable.ts';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code === undefined ? {} : { code });

describe('isConnectionFailure', () => {
  it.each([
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', failure('read ECONNRESET', 'ECONNRESET')],
    ['an administrator shutdown', failure('terminating connection due to administrator command', '57P01')],
    ['a server starting up', failure('the database system is starting up', '57P03')],
    ['a connection exception', failure('connection failure', '08006')],
    ['too many connections', failure('sorry, too many clients already', '53300')],
    ['a connection cut mid-query', failure('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', failure('timeout exceeded when trying to connect')],
  ])('%s is the database being away', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failure('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', failure('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});
