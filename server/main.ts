/**
 * `npm start`: opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates, seeds demo data on
 * first start (outside production, or with SEED_DEMO=true), serves the API and the built client, and
 * prints the demo logins. A setting that cannot work stops it with one line naming the variable.
 */
import { buildApp } from './app.ts';
import { createPasswordHasher } from './auth/passwords.ts';
import { ConfigError, readConfig, resolveJwtSecret, type ServerConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedDemoData, seedServiceModules } from './seed/seed.ts';

function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuración inválida: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const jwtSecret = await resolveJwtSecret(config);
const { database, label: databaseLabel } = await openConfiguredDatabase(config);
await migrate(database);
await seedServiceModules(database, new Date());
// A start also seeds sign-up applications, so Configuración > Solicitudes opens with a queue to review.
if (config.seedDemo) await seedDemoData(database, createPasswordHasher(), new Date(), { applications: true, catalogue: true });

const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
const app = await buildApp({
  database,
  config: {
    jwtSecret,
    publicUrl: config.publicUrl,
    production: config.production,
    trustProxy: config.trustProxy,
    clientDir: config.serveClient ? config.clientDir : null,
    serviceOrigins: config.serviceOrigins,
    centry: config.centry,
  },
  mailer,
  clock: () => new Date(),
  logLevel: config.logLevel,
});

if (!mailer && config.production) app.log.warn('SMTP_URL is not set: mails stay queued in mail_outbox until it is');
if (config.production && (config.centry.clientId === null || config.centry.clientSecret === null)) {
  app.log.warn('CENTRY_CLIENT_ID or CENTRY_CLIENT_SECRET is not set: Centry product imports stay queued until they are');
}
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
// The terms deadline job (now, then daily) and mail delivery, on every instance: the job tables
// make sure each job runs on exactly one.
await app.portal.jobs.start();

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
const [admins] = await database.query<{ count: number }>("select count(*)::int as count from users where role = 'admin' and active");
if (admins?.count === 0) {
  lines.push('', 'Aún no hay administradores: crea el primero con', '  ADMIN_PASSWORD=… npm run create-admin -- correo@empresa.cl');
}
console.log(lines.join('\n') + '\n');
