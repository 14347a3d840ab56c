import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { LONGEST_RATE_WINDOW_MS } from '../../server/auth/rate-limits.ts';
import { ONBOARDING_LONGEST_RATE_WINDOW_MS } from '../../server/onboarding/rate-limits.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const FIFTEEN_MINUTES = 15 * 60_000;

const attempt = (email: string, password: string, address: string) =>
  t.request({ method: 'POST', url: '/auth/login', payload: { email, password }, address });

async function failTimes(times: number, email: string, address: string) {
  for (let index = 0; index < times; index += 1) {
    expect((await attempt(email, `wrong-${index}`, address)).statusCode).toBe(401);
  }
}

describe('login failures', () => {
  it('ten failures from one address give 429 with Retry-After, for every account, until the window passes', async () => {
    const address = freshAddress();
    await failTimes(10, 'nadie@demo.cl', address);
    const refused = await attempt('seller@demo.cl', DEMO_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expectContract(refused, 'login');
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts, try again later',
      retryAfterSeconds: 900,
    });
    expect(refused.headers['retry-after']).toBe('900');

    t.clock.advance(FIFTEEN_MINUTES - 60_000);
    const later = await attempt('seller@demo.cl', DEMO_PASSWORD, address);
    expect(later.statusCode).toBe(429);
    expect(later.json().retryAfterSeconds).toBe(60);
    t.clock.advance(60_000);
    expect((await attempt('seller@demo.cl', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('ten failures on one account lock it for new addresses, not for addresses it signed in from', async () => {
    const home = freshAddress();
    await t.login('catalogo@demo.cl', { address: home });
    for (let index = 0; index < 10; index += 1) await failTimes(1, 'catalogo@demo.cl', freshAddress());

    const elsewhere = await attempt('catalogo@demo.cl', DEMO_PASSWORD, freshAddress());
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);
    // The owner at a known address still gets in: the attacker cannot lock them out.
    expect((await attempt('catalogo@demo.cl', DEMO_PASSWORD, home)).statusCode).toBe(200);
    // And the owner's mistakes there are still answered as mistakes, not as a lockout.
    expect((await attempt('catalogo@demo.cl', 'typo', home)).statusCode).toBe(401);
  });

  it('the per-address limit applies even at a known address', async () => {
    const home = freshAddress();
    await t.login('comercial@demo.cl', { address: home });
    await failTimes(10, 'comercial@demo.cl', home);
    expect((await attempt('comercial@demo.cl', DEMO_PASSWORD, home)).statusCode).toBe(429);
  });

  it('unknown e-mails are limited like accounts, so the answer does not reveal which exist', async () => {
    for (let index = 0; index < 10; index += 1) await failTimes(1, 'fantasma@demo.cl', freshAddress());
    const refused = await attempt('fantasma@demo.cl', 'x', freshAddress());
    expect(refused.statusCode).toBe(429);
  });

  it('a right password does not count as a failure', async () => {
    const address = freshAddress();
    await failTimes(9, 'logistica@demo.cl', address);
    for (let index = 0; index < 3; index += 1) expect((await attempt('logistica@demo.cl', DEMO_PASSWORD, address)).statusCode).toBe(200);
    await failTimes(1, 'logistica@demo.cl', address);
    expect((await attempt('logistica@demo.cl', DEMO_PASSWORD, address)).statusCode).toBe(429);
  });

  it('parallel guesses cannot overshoot the limit', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 15 }, (_, index) => attempt('tienda@demo.cl', `guess-${index}`, address)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('counts are stored in the database and old hits are swept', async () => {
    const [{ hits = 0 } = {}] = await t.db.query<{ hits: number }>('select count(*)::int as hits from rate_limit_hits');
    expect(hits).toBeGreaterThan(0);
    // Hits are kept as long as the longest window of any limit (the hourly application limit).
    t.clock.advance(Math.max(LONGEST_RATE_WINDOW_MS, ONBOARDING_LONGEST_RATE_WINDOW_MS) + 120_000);
    await t.request({ method: 'GET', url: '/services-status' });
    await t.app.close();
    const [{ left = -1 } = {}] = await t.db.query<{ left: number }>('select count(*)::int as left from rate_limit_hits');
    expect(left).toBe(0);
  });
});
