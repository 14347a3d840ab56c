/**
 * `openTestApp()`: the real app on its own copy of the demo seed. TEST_DB=pglite uses in-memory
 * PGlite; TEST_DB=postgres uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test):
 * a database `t_<random>` cloned from the run's seeded template, or, for `openTestDatabase()` (an
 * empty one), a throwaway schema `t_<random>`; both are dropped afterwards. Open once per test file
 * (beforeAll).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { openPgliteDatabase } from '../../server/db/pglite.ts';
import { openPostgresDatabase, type PostgresOptions } from '../../server/db/postgres.ts';
import type { Mailer, OutgoingMail } from '../../server/mail/mailer.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import {
  DEFAULT_POSTGRES_URL,
  SEEDED_PGLITE_ENV,
  SEEDED_POSTGRES_ENV,
  SEED_TIME,
  databaseUrl,
  dropPostgresDatabase,
  postgresHelp,
  quoteDatabase,
  seedForTests,
} from './seededDatabase.ts';

/** For beforeAll hooks that open a database: PGlite's start (initdb in WebAssembly) takes seconds on a busy machine. */
export const OPEN_TIMEOUT_MS = 60_000;

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-with-at-least-32-bytes-of-entropy');
export const PUBLIC_URL = 'https://sellers.test';

/** A clock the test moves by hand. */
export class TestClock {
  private current: number;
  constructor(start = SEED_TIME.getTime()) {
    this.current = start;
  }
  readonly now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
}

export interface TestDatabase {
  db: Database;
  /**
   * Opens another connection pool (and LISTEN connection) to the same data, as a second instance
   * behind a load balancer would (PostgreSQL only; PGlite has one connection).
   */
  openAnother?: (options?: Pick<PostgresOptions, 'reconnectDelayMs'>) => Promise<Database>;
  /** The schema the data lives in (PostgreSQL; PGlite uses public). */
  schema: string;
  dispose(): Promise<void>;
}

/**
 * An empty PGlite data folder as a tarball, made once per machine and PGlite version and shared by
 * every test file: starting from it skips initdb (seconds per file). Asked for by several databases
 * at once on a fresh machine, it is still made once: three initdbs side by side on a busy 2-core
 * machine outlasted the minute a hook may take.
 */
let template: Promise<Blob> | undefined;
const pgliteTemplate = (): Promise<Blob> => (template ??= makePgliteTemplate());

async function makePgliteTemplate(): Promise<Blob> {
  const { version } = JSON.parse(await readFile(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const file = path.join(tmpdir(), `portal-sellers-pglite-${version}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const blank = await PGlite.create();
    const dump = await blank.dumpDataDir('none');
    await blank.close();
    // Written aside and renamed, so a parallel test file never reads half a template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind === 'pglite') {
    const db = await openPgliteDatabase(undefined, await pgliteTemplate());
    return { db, schema: 'public', dispose: () => db.close() };
  }
  if (kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got ${kind}`);

  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw postgresHelp(url, error);
  }
  await admin.query(`create schema ${schema}`);
  const open = (options?: Pick<PostgresOptions, 'reconnectDelayMs'>) =>
    openPostgresDatabase({ connectionString: url, searchPath: schema, max: 4, ...options });
  const db = await open();
  const extra: Database[] = [];
  return {
    db,
    schema,
    async openAnother(options) {
      const another = await open(options);
      extra.push(another);
      return another;
    },
    async dispose() {
      await Promise.all([db, ...extra].map((database) => database.close()));
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

let seededPglite: Promise<Blob> | undefined;

/**
 * A database holding the harness's demo seed: a copy of the one the run's global set-up seeded
 * (tests/api/seededDatabase.ts), or, outside vitest, a fresh database migrated and seeded here.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const kind = process.env.TEST_DB ?? 'pglite';
  const pgliteFile = process.env[SEEDED_PGLITE_ENV];
  if (kind === 'pglite' && pgliteFile) {
    seededPglite ??= readFile(pgliteFile).then((bytes) => new Blob([bytes]));
    const db = await openPgliteDatabase(undefined, await seededPglite);
    return { db, schema: 'public', dispose: () => db.close() };
  }
  const template = process.env[SEEDED_POSTGRES_ENV];
  if (kind === 'postgres' && template) return cloneSeededPostgres(template);
  const fresh = await openTestDatabase();
  await seedForTests(fresh.db);
  return fresh;
}

/** A database of its own for the file, cloned from the seeded template (data in its public schema). */
async function cloneSeededPostgres(template: string): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw postgresHelp(url, error);
  }
  try {
    await admin.query(`create database ${quoteDatabase(name)} template ${quoteDatabase(template)}`);
  } finally {
    await admin.end();
  }
  const open = (options?: Pick<PostgresOptions, 'reconnectDelayMs'>) =>
    openPostgresDatabase({ connectionString: databaseUrl(url, name), max: 4, ...options });
  const db = await open();
  const extra: Database[] = [];
  return {
    db,
    schema: 'public',
    async openAnother(options) {
      const another = await open(options);
      extra.push(another);
      return another;
    },
    async dispose() {
      await Promise.all([db, ...extra].map((database) => database.close()));
      await dropPostgresDatabase(url, name);
    },
  };
}

export interface TestAppOptions {
  /** A RecordingMailer instead of none (none enables /dev/mailbox). */
  withMailer?: boolean;
  production?: boolean;
  /** Serve a tiny fake Vite build. */
  withClient?: boolean;
  /** Serve this folder as the build instead (e.g. one without index.html). */
  clientDir?: string;
  trustProxy?: boolean;
  contractsDir?: string;
  bodyLimitBytes?: number;
  /** The most orders one export holds, lowered so a test reaches it with a few orders. */
  orderExportLimit?: number;
  /** Build on an already seeded database (kept open on close) instead of a new one. */
  sharedDatabase?: TestDatabase;
  /** Origins of services deployed apart (the CSP's connect-src). */
  serviceOrigins?: string[];
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  testDatabase: TestDatabase;
  clock: TestClock;
  mailer: RecordingMailer | null;
  /** Sends a request; `address` sets the caller's IP. */
  request(options: InjectOptions & { address?: string; token?: string }): Promise<LightMyRequestResponse>;
  /** Signs in and answers the access token. */
  login(email: string, options?: { password?: string; address?: string }): Promise<string>;
  close(): Promise<void>;
}

/** A fake `dist/`: index.html with a head, one hashed asset and a favicon. */
async function writeFakeClient(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-client-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="es-CL">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Portal Sellers</title>\n    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  // The entrance as the build draws it ahead of the script (scripts/prerender/).
  await writeFile(
    path.join(dir, 'login.html'),
    '<!doctype html>\n<html lang="es-CL">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Portal Sellers</title>\n    <link rel="stylesheet" href="/assets/login-XyZ789.css" data-prerendered>\n    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>\n  </head>\n  <body><div id="root"><main><h1>Ingresa a Portal Sellers</h1></main></div></body>\n</html>\n',
  );
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("portal");\n');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export async function openTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = options.sharedDatabase ?? (await openSeededTestDatabase());
  const { db } = testDatabase;
  const clock = new TestClock();

  const fakeClientDir = options.withClient ? await writeFakeClient() : null;
  const clientDir = options.clientDir ?? fakeClientDir;
  const mailer = options.withMailer ? new RecordingMailer() : null;
  const app = await buildApp({
    database: db,
    config: {
      jwtSecret: TEST_JWT_SECRET,
      publicUrl: PUBLIC_URL,
      production: options.production ?? false,
      trustProxy: options.trustProxy ?? false,
      clientDir,
      ...(options.bodyLimitBytes ? { bodyLimitBytes: options.bodyLimitBytes } : {}),
      ...(options.orderExportLimit ? { orderExportLimit: options.orderExportLimit } : {}),
      ...(options.serviceOrigins ? { serviceOrigins: options.serviceOrigins } : {}),
    },
    mailer,
    clock: clock.now,
    ...(options.contractsDir ? { contractsDir: options.contractsDir } : {}),
    logLevel: false,
  });
  await app.ready();

  const request: TestApp['request'] = ({ address, token, headers, ...rest }) =>
    app.inject({
      ...rest,
      ...(address ? { remoteAddress: address } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  return {
    app,
    db,
    testDatabase,
    clock,
    mailer,
    request,
    async login(email, { password = DEMO_PASSWORD, address } = {}) {
      const response = await request({ method: 'POST', url: '/auth/login', payload: { email, password }, ...(address ? { address } : {}) });
      if (response.statusCode !== 200) throw new Error(`login ${email} answered ${response.statusCode}: ${response.body}`);
      return (response.json() as { accessToken: string }).accessToken;
    },
    async close() {
      await app.close();
      if (!options.sharedDatabase) await testDatabase.dispose();
      if (fakeClientDir) await rm(fakeClientDir, { recursive: true, force: true });
    },
  };
}

/**
 * Calls `probe` until `accept` takes its answer or `timeoutMs` passed (then answers the last one):
 * for what another connection learns asynchronously, like a NOTIFY. With 0, probes once.
 */
export async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 1_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let addressCounter = 0;
/** A caller address no other test of the file used (rate limits are per address). */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${1 + Math.floor(Math.random() * 250)}`;
}
