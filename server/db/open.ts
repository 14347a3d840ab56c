import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite.ts';
import { openPostgresDatabase } from './postgres.ts';

/** The configured database, with a label for the start message: DATABASE_URL's PostgreSQL, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<{ database: Database; label: string }> {
  if (config.databaseUrl) {
    try {
      return { database: await openPostgresDatabase({ connectionString: config.databaseUrl }), label: 'PostgreSQL (DATABASE_URL)' };
    } catch (error) {
      console.error(`No se pudo conectar a DATABASE_URL: ${(error as Error).message}`);
      process.exit(1);
    }
  }
  const folder = path.join(config.dataDir, 'pglite');
  const shown = path.relative(process.cwd(), folder);
  return { database: await openPgliteDatabase(folder), label: `PGlite en ${shown.startsWith('..') ? folder : shown}` };
}
