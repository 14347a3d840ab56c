/**
 * Proof: load on this 2-core machine. The real server (`server/main.ts`, production settings, one
 * process, PGlite; `LOAD_DATABASE_URL` for PostgreSQL) behind one trusted proxy hop, as deployed.
 * For 60 s at a fixed 2,000 req/s in all: the session check, the notifications list, the home's
 * reports and publish history, and the sign-up wizard's lookups (from many applicants' addresses).
 * Beside it, 200 req/s of bad logins from rotating addresses against a real seller's e-mail.
 * After a 10 s warm-up at the same rates (printed apart), each kind is sent evenly spaced and each
 * latency counts from when its request was due (scripts/load/fixedRate.ts says why not autocannon's
 * rate). Prints requests sent, p50/p99/max and answers by status class per kind; then the real seller signs in from the address she always uses.
 * Exits 1 on any error or non-2xx answer of the workload, a 5xx to a bad login, a session check p99
 * over 50 ms, or a lockout.
 */
import { randomBytes } from 'node:crypto';
import { startServer } from '../../tests/support/serverProcess.ts';
import { runFixedRate, type FixedRateKind } from '../load/fixedRate.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = 10;
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
const fromManyAddresses = () => ({ 'x-forwarded-for': randomAddress() });

let failed = false;
try {
  const seller = await login('seller@demo.cl', 'Portal2026!', SELLER_ADDRESS);
  if (seller.status !== 200) throw new Error(`The seller could not sign in: ${seller.status}`);
  const bearer = { authorization: `Bearer ${seller.body.accessToken}` };
  const sellerId = seller.body.jwtPayload.seller_id;

  const kinds: FixedRateKind[] = [
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
        { method: 'GET', path: '/v1/sellers/document-number/760864285' },
        { method: 'GET', path: '/v1/sellers/by-name/Tienda%20Nueva' },
        { method: 'GET', path: '/node-giv/13/commune' },
      ],
      perRequestHeaders: fromManyAddresses,
    },
  ];
  const badLogins: FixedRateKind = {
    name: 'bad logins',
    rate: 200,
    requests: [
      {
        method: 'POST',
        path: '/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seller@demo.cl', password: 'not-her-password' }),
      },
    ],
    perRequestHeaders: fromManyAddresses,
  };

  const perSecond = `${kinds.reduce((sum, kind) => sum + kind.rate, 0)} req/s of work plus ${badLogins.rate} req/s of bad logins, each kind evenly spaced`;
  // A server just started compiles its hot paths and the database fills its caches and plans; a
  // deployment meets its traffic warm. The warm-up's figures are printed too, apart.
  console.log(`warm-up: ${WARM_UP_SECONDS} s at ${perSecond}…`);
  const warmUp = await runFixedRate({ baseUrl: server.baseUrl, seconds: WARM_UP_SECONDS, kinds: [...kinds, badLogins] });
  const warmCheck = warmUp.results[0]!;
  console.log(`warm-up: session check p50 ${warmCheck.latency.p50.toFixed(1)} ms, p99 ${warmCheck.latency.p99.toFixed(1)} ms; ${warmUp.results.reduce((sum, result) => sum + (result.statusClasses['5xx'] ?? 0) + result.errors + result.timeouts, 0)} errors`);
  console.log(`measured: ${SECONDS} s at ${perSecond}…`);
  const run = await runFixedRate({ baseUrl: server.baseUrl, seconds: SECONDS, kinds: [...kinds, badLogins] });

  console.log('kind               rate/s      sent     p50      p99      max     2xx     4xx     5xx  errors  timeouts');
  for (const result of run.results) {
    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8);
    const count = (value: number | undefined) => String(value ?? 0).padStart(7);
    console.log(
      `${result.name.padEnd(18)} ${String(result.rate).padStart(6)} ${String(result.sent).padStart(9)} ${ms(result.latency.p50)} ${ms(result.latency.p99)} ${ms(result.latency.max)} ${count(result.statusClasses['2xx'])} ${count(result.statusClasses['4xx'])} ${count(result.statusClasses['5xx'])} ${String(result.errors).padStart(7)} ${String(result.timeouts).padStart(9)}`,
    );
    const answeredOk = result.statusClasses['2xx'] ?? 0;
    if (result.name !== badLogins.name && answeredOk !== result.sent) failed = true;
    if (result.name === badLogins.name && (result.statusClasses['5xx'] ?? 0) + result.errors + result.timeouts > 0) failed = true;
  }
  const refusals = run.results.at(-1)!.statuses;
  console.log(`bad logins answered: ${Object.entries(refusals).map(([status, count]) => `${count} × ${status}`).join(', ')}`);
  console.log(`the generator's own event-loop delay, p99: ${run.generatorDelayP99.toFixed(1)} ms`);
  const check = run.results[0]!;
  if (check.latency.p99 > 50) failed = true;
  console.log(`session check p99 during bad logins: ${check.latency.p99.toFixed(1)} ms (rule: <= 50 ms)`);
  const total = run.results.slice(0, kinds.length).reduce((sum, result) => sum + result.sent, 0);
  console.log(`mixed workload: ${total} requests, ${(total / SECONDS).toFixed(0)} req/s`);

  const after = await login('seller@demo.cl', 'Portal2026!', SELLER_ADDRESS);
  console.log(`the seller signs in from her usual address after ${run.results.at(-1)!.sent} bad logins: ${after.status}`);
  if (after.status !== 200) failed = true;
} catch (error) {
  console.log(`Load proof could not run: ${(error as Error).message}`);
  failed = true;
} finally {
  await server.stop();
}
console.log(failed ? 'Load: FAILED' : 'Load: held.');
process.exit(failed ? 1 : 0);
