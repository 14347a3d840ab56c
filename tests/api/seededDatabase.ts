/**
 * The demo database every API suite starts from, migrated and seeded once per run instead of once
 * per file: seeding takes seconds (PGlite runs in WebAssembly, and the demo passwords are hashed with
 * argon2id) while copying the result takes a fraction of one.
 * - PGlite: the seeded data folder as a tarball on disk; each file loads it into a fresh instance.
 * - PostgreSQL: a database every file clones with CREATE DATABASE ... TEMPLATE.
 * The vitest global set-ups of the API projects make them (tests/api/global-setup.*.ts) and hand
 * their names to the workers; outside vitest (the proofs) the harness migrates and seeds as before.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteDatabase } from '../../server/db/pglite.ts';
import { openPostgresDatabase } from '../../server/db/postgres.ts';
import { seedDemoData, seedServiceModules } from '../../server/seed/seed.ts';

/** When every suite's clock starts (TestClock's default): the seed dates its data from it. */
export const SEED_TIME = new Date('2026-03-02T12:00:00.000Z');

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Where the global set-ups tell the test files what they made (workers inherit the environment). */
export const SEEDED_PGLITE_ENV = 'PORTAL_TEST_SEEDED_PGLITE';
export const SEEDED_POSTGRES_ENV = 'PORTAL_TEST_SEEDED_POSTGRES';

/** What to do when TEST_DB=postgres finds no server. */
export function postgresHelp(url: string, cause: unknown): Error {
  const shown = url.replace(/\/\/[^@/]*@/, '//***@');
  return new Error(
    [
      `TEST_DB=postgres but PostgreSQL at ${shown} does not answer: ${(cause as Error).message}`,
      'Start it, e.g. `pg_ctlcluster 15 main start` (then `createdb -U postgres test` once),',
      'or `docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust -e POSTGRES_DB=test postgres:15`,',
      'or point TEST_DATABASE_URL at a server you can use (its user needs CREATEDB).',
    ].join('\n'),
  );
}

/** The harness's seed: the service modules and the demo accounts, sellers and orders. */
export async function seedForTests(db: Database): Promise<void> {
  await migrate(db);
  await seedServiceModules(db, SEED_TIME);
  await seedDemoData(db, createPasswordHasher(), SEED_TIME);
}

/** Migrates and seeds an in-memory PGlite and writes its data folder to `file`. */
export async function writeSeededPglite(file: string): Promise<void> {
  const db = await openPgliteDatabase();
  try {
    await seedForTests(db);
    const dump = await db.dumpDataDir();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** `url` pointing at another database of the same server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export const quoteDatabase = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Creates a database on the server of `url`, migrated and seeded, and answers its name. */
export async function createSeededPostgres(url: string): Promise<string> {
  const name = `portal_seed_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteDatabase(name)}`);
  } finally {
    await admin.end();
  }
  const db = await openPostgresDatabase({ connectionString: databaseUrl(url, name), max: 2 });
  try {
    await seedForTests(db);
  } finally {
    await db.close();
  }
  return name;
}

/** Drops a database, closing whatever connections are still open to it. */
export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${quoteDatabase(name)} with (force)`);
  } finally {
    await admin.end();
  }
}
