/**
 * The lint rule that keeps SQL out of the server's handlers (eslint.config.js), tried on small pieces
 * of code placed where it applies: a handler validates, authorises and calls its feature's query
 * module, which alone may import the database and run statements.
 */
import { describe, expect, it } from 'vitest';
import { rulesBroken } from '../support/lintProbe.ts';

const RUNS_SQL = "export const count = (db: { query(sql: string): Promise<unknown> }) => db.query('select 1');\n";
const IMPORTS_DATABASE = "import type { Queryable } from '../db/database.ts';\nexport type Db = Queryable;\n";

describe('handlers never touch the database', () => {
  it.each([
    ['a handler running SQL', RUNS_SQL, 'server/probe/handlers.ts', ['no-restricted-syntax']],
    ['a named handlers file running SQL', RUNS_SQL, 'server/probe/admin-handlers.ts', ['no-restricted-syntax']],
    ['a handler importing the database module', IMPORTS_DATABASE, 'server/probe/handlers.ts', ['@typescript-eslint/no-restricted-imports']],
  ])('%s is refused', async (_name, code, filePath, rules) => {
    expect(await rulesBroken(code, filePath)).toEqual(rules);
  });

  it('a feature query module may do both', async () => {
    expect(await rulesBroken(IMPORTS_DATABASE + RUNS_SQL, 'server/probe/queries.ts')).toEqual([]);
  });

  it('a handler keeps the server-wide boundary too', async () => {
    expect(await rulesBroken("import { App } from '../../src/app/App.tsx';\nexport const app = App;\n", 'server/probe/handlers.ts')).toEqual(['no-restricted-imports']);
  });
});
