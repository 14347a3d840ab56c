/**
 * Where the database benches run: PostgreSQL at BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the
 * machine's own server) in a throwaway schema dropped afterwards, so a bench never touches the data
 * beside it; or PGlite in memory.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../server/db/database.ts';
import { openPgliteDatabase } from '../../server/db/pglite.ts';
import { openPostgresDatabase } from '../../server/db/postgres.ts';

export const benchPostgresUrl = (): string => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `measure` on a fresh schema named `<prefix>_<random>` of the PostgreSQL at `url`, dropped afterwards. */
export async function inThrowawaySchema<T>(prefix: string, url: string, measure: (db: Database) => Promise<T>): Promise<T> {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const db = await openPostgresDatabase({ connectionString: url, searchPath: schema, max: 4 });
    try {
      return await measure(db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

/** Runs `measure` on an in-memory PGlite, closed afterwards. */
export async function inPglite<T>(measure: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPgliteDatabase();
  try {
    return await measure(db);
  } finally {
    await db.close();
  }
}
