import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { repositoryRoot } from '../repositoryRoot.ts';
import type { Database } from './database.ts';

const defaultMigrationsDir = path.join(repositoryRoot, 'server', 'db', 'migrations');

/** Any fixed number; every instance of the portal takes the same lock before touching the schema. */
const MIGRATION_LOCK_KEY = 8_015_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** `NNN_name.sql` files of the folder, in version order. */
export async function readMigrations(dir = defaultMigrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(path.join(dir, file), 'utf8');
      const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version, name: rest.join('_'), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies the pending migrations, each in its own transaction, under an advisory lock so that
 * instances starting together apply each one exactly once. Answers the versions it applied.
 */
export async function migrate(db: Database, dir?: string): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const [existing] = await tx.query<{ checksum: string }>(
        'select checksum from schema_migrations where version = $1',
        [migration.version],
      );
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name}.sql changed after it was applied; add a new migration instead.`,
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
