import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repositoryRoot } from './repositoryRoot.ts';

/** Everything the server reads from the environment. */
export interface ServerConfig {
  /** PORT, default 3000. */
  port: number;
  /** HOST, default 127.0.0.1 (set HOST=0.0.0.0 to listen on every interface, e.g. in a container). */
  host: string;
  /** DATA_DIR, default .data: the PGlite folder and the generated JWT secret. */
  dataDir: string;
  /** DATABASE_URL: use this PostgreSQL server instead of PGlite. */
  databaseUrl: string | null;
  /** JWT_SECRET (at least 32 characters); otherwise generated once into DATA_DIR/jwt-secret. */
  jwtSecret: string | null;
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.cl:465; without it mails stay in the outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM, default "Portal Sellers <no-reply@localhost>". */
  mailFrom: string;
  /** PUBLIC_URL: origin of the web client in mailed links; default http://localhost:PORT. */
  publicUrl: string;
  /** NODE_ENV. */
  nodeEnv: string;
  production: boolean;
  /** TRUST_PROXY: true, a hop count, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** SERVE_CLIENT=false: API only (npm run dev, where Vite serves the client). */
  serveClient: boolean;
  /** The Vite build: dist/ at the repository root. */
  clientDir: string;
  /** LOG_LEVEL, default info. */
  logLevel: string;
  /**
   * SEED_DEMO: whether the demo sellers, accounts and orders are created on first start. On by default
   * outside production, off in production unless the operator asks for it with SEED_DEMO=true: a
   * production database must never hold an admin whose password is printed in the README.
   */
  seedDemo: boolean;
  /**
   * The origins of the service base URLs the client was built with (VITE_AUTH_URL, VITE_API_URL, ...),
   * when a service is deployed apart from this server: the only other origins the CSP lets scripts call.
   */
  serviceOrigins: string[];
  /** Where the Centry product import reads from, and as which application (CENTRY_*). */
  centry: CentrySettings;
}

/**
 * The marketplace's application in Centry. The client secret never leaves the server; an instance
 * without an id and a secret takes no import, which waits queued for one that has them.
 */
export interface CentrySettings {
  /** CENTRY_BASE_URL, default https://www.centry.cl: the API's origin (and the only host images are fetched from). */
  baseUrl: string;
  /** CENTRY_CLIENT_ID. */
  clientId: string | null;
  /** CENTRY_CLIENT_SECRET. */
  clientSecret: string | null;
  /** CENTRY_REDIRECT_URI, default PUBLIC_URL/eiffel/centry-auth: the address Centry sent the code to, which the exchange repeats. */
  redirectUri: string;
}

/** A setting that keeps the server from starting; its message names the variable and fits on one line. */
export class ConfigError extends Error {}

/** The build-time variables of the client that name a service's base URL (empty: this origin). */
export const SERVICE_URL_VARIABLES = [
  'VITE_AUTH_URL',
  'VITE_API_URL',
  'VITE_DOCUMENTS_URL',
  'VITE_SELLERS_URL',
  'VITE_METRICS_URL',
  'VITE_IMPORT_URL',
  'VITE_BASE_URL',
  'VITE_SERVICES_STATUS_URL',
] as const;

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new ConfigError(`PORT must be a number from 1 to 65535, got ${value}`);
  return port;
}

/** An http(s) URL, or a ConfigError naming the variable. */
function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL, got ${value}`);
  return url;
}

/** An http(s) base URL without its trailing slashes. */
function parseBaseUrl(name: string, value: string): string {
  const url = httpUrl(name, value);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const parsePublicUrl = (value: string): string => parseBaseUrl('PUBLIC_URL', value);

function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  throw new ConfigError(`${name} must be true or false, got ${value}`);
}

/** The distinct origins of the service base URLs that are set (relative or empty ones mean this origin). */
function serviceOriginsOf(env: NodeJS.ProcessEnv): string[] {
  const origins: string[] = [];
  for (const name of SERVICE_URL_VARIABLES) {
    const value = nonEmpty(env[name]);
    if (value !== null && !value.startsWith('/')) origins.push(httpUrl(name, value).origin);
  }
  return [...new Set(origins)];
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Reads and checks the environment; throws a ConfigError whose message names the variable at fault. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (jwtSecret !== null && Buffer.byteLength(jwtSecret) < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  // A generated key lives in one instance's DATA_DIR: in production every instance must share one set on purpose.
  if (production && jwtSecret === null) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  // Mailed links point at PUBLIC_URL; a localhost default would send real people to nowhere.
  if (production && nonEmpty(env.SMTP_URL) !== null && nonEmpty(env.PUBLIC_URL) === null) {
    throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production and SMTP_URL is set (the origin mailed links point to)');
  }
  const publicUrl = parsePublicUrl(nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Portal Sellers <no-reply@localhost>',
    publicUrl,
    nodeEnv,
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    serveClient: !['false', '0', 'no'].includes((env.SERVE_CLIENT ?? '').trim().toLowerCase()),
    clientDir: path.join(repositoryRoot, 'dist'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    seedDemo: parseFlag('SEED_DEMO', env.SEED_DEMO, !production),
    serviceOrigins: serviceOriginsOf(env),
    centry: {
      baseUrl: parseBaseUrl('CENTRY_BASE_URL', nonEmpty(env.CENTRY_BASE_URL) ?? 'https://www.centry.cl'),
      clientId: nonEmpty(env.CENTRY_CLIENT_ID),
      clientSecret: nonEmpty(env.CENTRY_CLIENT_SECRET),
      redirectUri: httpUrl('CENTRY_REDIRECT_URI', nonEmpty(env.CENTRY_REDIRECT_URI) ?? `${publicUrl}/eiffel/centry-auth`).href,
    },
  };
}

/**
 * The HS256 key: JWT_SECRET, or a random one created on first start in DATA_DIR/jwt-secret
 * (mode 0600) and reused afterwards, so sessions survive restarts.
 */
export async function resolveJwtSecret(config: Pick<ServerConfig, 'jwtSecret' | 'dataDir'>): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  await mkdir(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first secret.
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (Buffer.byteLength(secret) < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to generate a new one`);
  return new TextEncoder().encode(secret);
}
