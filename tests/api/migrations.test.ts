import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../server/db/migrate.ts';
import { OPEN_TIMEOUT_MS, openTestDatabase, type TestDatabase } from './harness.ts';

/** Three empty databases, one per test, opened up front (PGlite takes seconds to start). */
let fresh: TestDatabase[] = [];
const folders: string[] = [];
beforeAll(async () => {
  fresh = await Promise.all([openTestDatabase(), openTestDatabase(), openTestDatabase()]);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(fresh.map((database) => database.dispose()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});


const tableNames = async (database: TestDatabase) =>
  (
    await database.db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    )
  ).map((row) => row.table_name);

describe('migrations', () => {
  it('apply once, in order, and a second run changes nothing', async () => {
    const database = fresh[0]!;
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(versions.length).toBeGreaterThan(0);
    expect(await migrate(database.db)).toEqual(versions);
    const tables = await tableNames(database);
    expect(await migrate(database.db)).toEqual([]);
    expect(await tableNames(database)).toEqual(tables);
    for (const table of [
      'sellers',
      'users',
      'seller_publish_history',
      'revoked_tokens',
      'rate_limit_hits',
      'user_known_addresses',
      'password_reset_tokens',
      'mail_outbox',
      'services_status',
      'services_status_changes',
      'schema_migrations',
    ]) {
      expect(tables).toContain(table);
    }
    const recorded = await database.db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(recorded.map((row) => row.version)).toEqual(versions);
  });

  it('agree when several instances start together', async () => {
    const database = fresh[1]!;
    const others = database.openAnother ? await Promise.all([database.openAnother(), database.openAnother()]) : [database.db, database.db];
    const runs = await Promise.all([migrate(database.db), ...others.map((db) => migrate(db))]);
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(runs.flat().sort()).toEqual(versions);
  });

  it('roll back a failing migration and refuse an edited one', async () => {
    const database = fresh[2]!;
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
    folders.push(folder);
    await writeFile(path.join(folder, '001_alpha.sql'), 'create table alpha (id integer primary key);');
    expect(await migrate(database.db, folder)).toEqual(['001']);

    await writeFile(path.join(folder, '002_broken.sql'), 'create table beta (id integer);\nselect 1 / 0;');
    await expect(migrate(database.db, folder)).rejects.toThrow(/division by zero/);
    expect(await tableNames(database)).not.toContain('beta');
    await writeFile(path.join(folder, '002_broken.sql'), 'create table beta (id integer);');
    expect(await migrate(database.db, folder)).toEqual(['002']);

    await writeFile(path.join(folder, '001_alpha.sql'), 'create table alpha (id bigint primary key);');
    await expect(migrate(database.db, folder)).rejects.toThrow(/001_alpha\.sql changed after it was applied/);
  });
});
