import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NOTIFY_SQL, channelOf, quoteIdentifier, type Database, type Queryable, type Subscription } from './database.ts';

/** PGlite's database, which can also hand its whole data folder over as a tarball (a template). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WebAssembly). `dataDir` keeps the data in a folder, created if missing;
 * without it the database lives in memory (tests). One process only: several instances need PostgreSQL.
 * `template` (a `dumpDataDir()` tarball) skips initdb, the slow part of starting.
 */
export async function openPgliteDatabase(dataDir?: string, template?: Blob): Promise<PgliteDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the trigram index of the orders' customer-name search (migration 011).
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) });

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    async notify(channel: string, payload: string) {
      await target.query(NOTIFY_SQL, [channel, payload]);
    },
  });

  return {
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    // One in-process session both sends and receives: delivery never stops, `live` stays true.
    // PGlite hands notifications over (in a microtask) while it reads the result of the statement
    // that committed them, so a listener has run before that statement's caller resumes.
    async listen(channel, onNotification): Promise<Subscription> {
      const [row] = (await pglite.query<{ schema: string }>('select current_schema() as schema')).rows;
      const name = quoteIdentifier(channelOf(row?.schema ?? 'public', channel));
      await pglite.listen(name, onNotification);
      return {
        live: true,
        async close() {
          // Not the function listen() answers: it would UNLISTEN the name unquoted, a syntax error with the dot.
          if (!pglite.closed) await pglite.unlisten(name, onNotification);
        },
      };
    },
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
