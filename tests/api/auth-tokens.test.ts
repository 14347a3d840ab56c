import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/auth/tokens.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, TEST_JWT_SECRET, eventually, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await openTestApp();
  const [admin] = await t.db.query<{ id: number }>(`select id from users where email = 'admin@demo.cl'`);
  adminId = admin!.id;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const claims = (overrides: Record<string, unknown> = {}) => {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return { iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: String(adminId), jti: randomUUID(), iat: now, exp: now + 3600, ...overrides };
};

const sign = (payload: Record<string, unknown>, { alg = 'HS256', secret = TEST_JWT_SECRET } = {}) =>
  new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);

const check = (token: string | undefined, authorization?: string) =>
  t.request({ method: 'GET', url: '/auth/check', headers: authorization ? { authorization } : token ? { authorization: `Bearer ${token}` } : {} });

async function expectRefused(token: string | undefined, authorization?: string) {
  const response = await check(token, authorization);
  expect(response.statusCode).toBe(401);
  expectContract(response, 'checkSession');
  expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
}

describe('bearer tokens', () => {
  it('a token the server signed itself is accepted (the control case)', async () => {
    expect((await check(await sign(claims()))).statusCode).toBe(200);
  });

  it('accepts a token issued up to a minute ahead of this clock (another instance, its iat with milliseconds), not later', async () => {
    const now = t.clock.now().getTime() / 1000;
    expect((await check(await sign(claims({ iat: Math.floor(now) + 0.999 })))).statusCode).toBe(200);
    expect((await check(await sign(claims({ iat: now + 60 })))).statusCode).toBe(200);
    await expectRefused(await sign(claims({ iat: now + 61 })));
  });

  it('issues HS256 tokens with issuer, audience, subject, id and an 8 hour life', async () => {
    const token = await t.login('admin@demo.cl');
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: String(adminId) });
    expect(payload.jti).toEqual(expect.any(String));
    expect(payload.exp! - Math.floor(payload.iat!)).toBe(8 * 60 * 60);
  });

  it('accepts its own token within the second it was issued in, the clock between whole seconds', async () => {
    t.clock.advance(999);
    try {
      const token = await t.login('admin@demo.cl');
      expect(decodeJwt(token).iat! % 1).not.toBe(0);
      expect((await check(token)).statusCode).toBe(200);
    } finally {
      t.clock.advance(1);
    }
  });

  it('refuses no token and malformed Authorization headers', async () => {
    await expectRefused(undefined);
    await expectRefused(undefined, 'Bearer');
    await expectRefused(undefined, 'Basic YWRtaW46YWRtaW4=');
    await expectRefused(undefined, 'Bearer not.a.jwt');
    await expectRefused(undefined, `Token ${await sign(claims())}`);
  });

  it('refuses a forged signature', async () => {
    await expectRefused(await sign(claims(), { secret: new TextEncoder().encode('another-secret-with-at-least-32-bytes!!') }));
    const genuine = await sign(claims());
    const [header, , signature] = genuine.split('.');
    await expectRefused(`${header}.${base64url({ ...claims(), sub: '2' })}.${signature}`);
  });

  it("refuses alg 'none' and algorithms other than HS256", async () => {
    await expectRefused(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`);
    await expectRefused(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}`);
    await expectRefused(await sign(claims(), { alg: 'HS512' }));
    await expectRefused(await sign(claims(), { alg: 'HS384' }));
  });

  it('refuses a wrong issuer or audience, and tokens missing required claims', async () => {
    await expectRefused(await sign(claims({ iss: 'someone-else' })));
    await expectRefused(await sign(claims({ aud: 'portal-sellers-admin' })));
    await expectRefused(await sign(claims({ jti: undefined })));
    await expectRefused(await sign(claims({ sub: undefined })));
    await expectRefused(await sign(claims({ exp: undefined })));
    await expectRefused(await sign(claims({ sub: '999999' })));
    await expectRefused(await sign(claims({ sub: 'admin' })));
  });

  it('refuses an expired token: valid until 8 hours after issue, not after', async () => {
    const token = await t.login('logistica@demo.cl');
    t.clock.advance(8 * 60 * 60 * 1000 - 2000);
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advance(2000);
    await expectRefused(token);
  });

  it('refuses a token revoked by logout', async () => {
    const token = await t.login('tienda@demo.cl');
    expect((await t.request({ method: 'POST', url: '/auth/logout', token })).statusCode).toBe(204);
    await expectRefused(token);
  });

  it('refuses tokens issued before the last password change, to the millisecond', async () => {
    const token = await t.login('sysadmin@demo.cl');
    const issuedAtMs = Math.round(decodeJwt(token).iat! * 1000);
    await t.db.query(`update users set tokens_valid_after = $1 where email = 'sysadmin@demo.cl'`, [new Date(issuedAtMs)]);
    expect((await check(token)).statusCode).toBe(200);
    await t.db.query(`update users set tokens_valid_after = $1 where email = 'sysadmin@demo.cl'`, [new Date(issuedAtMs + 1)]);
    // The accepted check above is cached; the update's trigger NOTIFYs the cache to drop it (on
    // PostgreSQL through the LISTEN connection, so it may take a moment).
    await eventually(() => check(token), (response) => response.statusCode === 401);
    await expectRefused(token);
  });
});
