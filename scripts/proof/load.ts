/**
 * Proof: load on this 2-core machine. The real server (`server/main.ts`, production settings, one
 * process, PGlite; `LOAD_DATABASE_URL` for PostgreSQL) behind one trusted proxy hop, as deployed.
 * For 60 s at a fixed 2,000 req/s in all: the session check, the notifications list, the home's
 * reports and publish history, and the sign-up wizard's lookups (from many applicants' addresses).
 * Beside it, 200 req/s of bad logins from rotating addresses against a real seller's e-mail.
 * Prints achieved rates, p50/p99/max per kind and errors; then the real seller signs in from the
 * address she always uses. Exits 1 on any error, a session check p99 over 50 ms, or a lockout.
 */
import autocannon, { type Request, type Result } from 'autocannon';
import { randomBytes } from 'node:crypto';
import { startServer } from '../../tests/support/serverProcess.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SELLER_ADDRESS = '203.0.113.10';

const server = await startServer({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  SEED_DEMO: 'true',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
  ...(process.env.LOAD_DATABASE_URL ? { DATABASE_URL: process.env.LOAD_DATABASE_URL } : {}),
});

async function login(email: string, password: string, address: string) {
  const response = await fetch(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { accessToken: string; jwtPayload: { seller_id: number } } };
}

const randomAddress = () => `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${1 + ((Math.random() * 250) | 0)}`;
const fromManyAddresses = (request: Request): Request => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': randomAddress() } });

let failed = false;
try {
  const seller = await login('seller@demo.cl', 'Portal2026!', SELLER_ADDRESS);
  if (seller.status !== 200) throw new Error(`The seller could not sign in: ${seller.status}`);
  const bearer = { authorization: `Bearer ${seller.body.accessToken}` };
  const sellerId = seller.body.jwtPayload.seller_id;

  const kinds: { name: string; rate: number; requests: Request[]; okStatuses?: number[] }[] = [
    { name: 'session check', rate: 800, requests: [{ method: 'GET', path: '/auth/check', headers: bearer }] },
    { name: 'notifications', rate: 400, requests: [{ method: 'GET', path: '/user-notification', headers: bearer }] },
    {
      name: 'home reports',
      rate: 400,
      requests: [
        { method: 'GET', path: '/metabase/dashboard/reputation', headers: bearer },
        { method: 'GET', path: `/seller-publish-history/get-movements/${sellerId}`, headers: bearer },
        { method: 'GET', path: `/v1/sellers/reputation-summary/${sellerId}`, headers: bearer },
      ],
    },
    {
      name: 'sign-up lookups',
      rate: 400,
      requests: [
        { method: 'GET', path: '/v1/sellers/document-number/760864285', setupRequest: fromManyAddresses },
        { method: 'GET', path: '/v1/sellers/by-name/Tienda%20Nueva', setupRequest: fromManyAddresses },
        { method: 'GET', path: '/node-giv/13/commune', setupRequest: fromManyAddresses },
      ],
    },
  ];
  const badLogins = {
    name: 'bad logins',
    rate: 200,
    requests: [
      {
        method: 'POST' as const,
        path: '/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seller@demo.cl', password: 'not-her-password' }),
        setupRequest: fromManyAddresses,
      },
    ],
  };

  const run = (kind: { rate: number; requests: Request[] }) =>
    autocannon({ url: server.baseUrl, connections: Math.max(8, kind.rate / 10), overallRate: kind.rate, duration: SECONDS, requests: kind.requests, timeout: 10 });
  console.log(`${SECONDS} s at ${kinds.reduce((sum, kind) => sum + kind.rate, 0)} req/s of work plus ${badLogins.rate} req/s of bad logins…`);
  const results: Result[] = await Promise.all([...kinds, badLogins].map(run));

  console.log('kind               target  achieved     p50     p99     max   2xx   non-2xx  errors  timeouts');
  [...kinds, badLogins].forEach((kind, index) => {
    const result = results[index]!;
    const achieved = result.requests.total / result.duration;
    const line = `${kind.name.padEnd(18)} ${String(kind.rate).padStart(6)} ${achieved.toFixed(0).padStart(9)} ${`${result.latency.p50} ms`.padStart(7)} ${`${result.latency.p99} ms`.padStart(7)} ${`${result.latency.max} ms`.padStart(7)} ${String(result['2xx']).padStart(5)} ${String(result.non2xx).padStart(9)} ${String(result.errors).padStart(7)} ${String(result.timeouts).padStart(9)}`;
    console.log(line);
    if (kind !== badLogins && (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)) failed = true;
    if (kind !== badLogins && achieved < kind.rate * 0.97) {
      console.log(`  ${kind.name}: the load generator reached ${achieved.toFixed(0)} of ${kind.rate} req/s`);
      failed = true;
    }
  });
  const check = results[0]!;
  if (check.latency.p99 > 50) failed = true;
  console.log(`session check p99 during bad logins: ${check.latency.p99} ms (rule: <= 50 ms)`);
  const total = results.slice(0, kinds.length).reduce((sum, result) => sum + result.requests.total, 0);
  console.log(`mixed workload: ${total} requests, ${(total / SECONDS).toFixed(0)} req/s achieved`);

  const after = await login('seller@demo.cl', 'Portal2026!', SELLER_ADDRESS);
  console.log(`the seller signs in from her usual address after ${results.at(-1)!.requests.total} bad logins: ${after.status}`);
  if (after.status !== 200) failed = true;
} catch (error) {
  console.log(`Load proof could not run: ${(error as Error).message}`);
  failed = true;
} finally {
  await server.stop();
}
console.log(failed ? 'Load: FAILED' : 'Load: held.');
process.exit(failed ? 1 : 0);
