/**
 * `npm start`: opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates, seeds demo data on
 * first start, serves the API and the built client, and prints the demo logins.
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { createPasswordHasher } from './auth/passwords.ts';
import { readConfig, resolveJwtSecret } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openPgliteDatabase } from './db/pglite.ts';
import { openPostgresDatabase } from './db/postgres.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedDemoData, seedServiceModules } from './seed/seed.ts';

const config = readConfig();

async function openDatabase(): Promise<{ database: Database; label: string }> {
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

const jwtSecret = await resolveJwtSecret(config);
const { database, label: databaseLabel } = await openDatabase();
await migrate(database);
await seedServiceModules(database, new Date());
await seedDemoData(database, createPasswordHasher(), new Date());

const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
const app = await buildApp({
  database,
  config: {
    jwtSecret,
    publicUrl: config.publicUrl,
    production: config.production,
    trustProxy: config.trustProxy,
    clientDir: config.serveClient ? config.clientDir : null,
  },
  mailer,
  clock: () => new Date(),
  logLevel: config.logLevel,
});

if (!mailer && config.production) app.log.warn('SMTP_URL is not set: mails stay queued in mail_outbox until it is');
if (config.databaseUrl && !process.env.JWT_SECRET) {
  app.log.warn('DATABASE_URL without JWT_SECRET: set JWT_SECRET so every instance signs sessions with the same key');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${config.port}`;
const existing = new Set(
  (await database.query<{ email: string }>('select email from users where email = any($1::text[])', [DEMO_ACCOUNTS.map((account) => account.email)])).map(
    (row) => row.email,
  ),
);
const lines = [
  '',
  `Portal Sellers escuchando en ${url}`,
  `  Base de datos: ${databaseLabel}`,
  `  Enlaces en correos: ${config.publicUrl}`,
  mailer
    ? '  Correo: SMTP (SMTP_URL)'
    : app.portal.devMailbox
      ? `  Correo: sin SMTP, revisa el buzón de desarrollo en ${config.publicUrl}/dev/mailbox`
      : '  Correo: sin SMTP_URL, los correos quedan en cola (mail_outbox)',
];
if (!config.serveClient) lines.push('  Solo API (SERVE_CLIENT=false): el cliente lo sirve Vite');
else if (!app.portal.clientBuilt) lines.push('  ¡Falta dist/! Ejecuta `npm run build` para servir la interfaz web (o usa `npm run dev`).');
if (existing.size > 0) {
  lines.push('', `Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS.filter((candidate) => existing.has(candidate.email))) {
    lines.push(`  ${account.email.padEnd(20)} ${account.role.padEnd(16)} ${account.shows}`);
  }
}
console.log(lines.join('\n') + '\n');
