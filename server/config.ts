import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`PORT must be a number from 1 to 65535, got ${value}`);
  return port;
}

function parsePublicUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http(s), got ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (jwtSecret !== null && Buffer.byteLength(jwtSecret) < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Portal Sellers <no-reply@localhost>',
    publicUrl: parsePublicUrl(nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`),
    nodeEnv,
    production: nodeEnv === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    serveClient: !['false', '0', 'no'].includes((env.SERVE_CLIENT ?? '').trim().toLowerCase()),
    clientDir: path.join(repositoryRoot, 'dist'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
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
