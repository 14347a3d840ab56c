import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { grantedRestrictedOperations } from '../../server/auth/permissions.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const login = (payload: unknown, address = freshAddress()) =>
  t.request({ method: 'POST', url: '/auth/login', payload: payload as Record<string, unknown>, address });

describe('POST /auth/login', () => {
  it('signs in every demo account and answers its payload fresh from the database', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await login({ email: account.email, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      expectContract(response, 'login');
      const { accessToken, jwtPayload } = response.json();
      expect(accessToken.split('.')).toHaveLength(3);
      expect(jwtPayload).toMatchObject({ email: account.email, role: account.role, first_name: account.firstName, last_name: account.lastName });
      // The session carries exactly the restricted operations the server's table grants the role.
      expect(jwtPayload.permissions).toEqual(grantedRestrictedOperations(account.role));
      expect(jwtPayload.permissions.includes('updateServiceStatus')).toBe(account.role === 'admin');
    }
  });

  it('describes the seller and its publication state', async () => {
    const published = (await login({ email: 'seller@demo.cl', password: DEMO_PASSWORD })).json().jwtPayload;
    expect(published).toMatchObject({ seller_name: 'Tienda Andes SpA', sellerIsPublished: true, seller_type: 'pim', is_collector: false });
    expect(published.seller_id).toEqual(expect.any(Number));
    expect(published.api_key).toEqual(expect.any(String));
    const fresh = (await login({ email: 'nuevo@demo.cl', password: DEMO_PASSWORD })).json().jwtPayload;
    expect(fresh).toMatchObject({ seller_name: 'Emporio Austral Ltda', sellerIsPublished: false });
    const staff = (await login({ email: 'atencion@demo.cl', password: DEMO_PASSWORD })).json().jwtPayload;
    expect(staff).toMatchObject({ seller_id: null, seller_name: null, sellerIsPublished: false, api_key: null });
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await login({ email: 'Admin@Demo.CL', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await login({ email: 'admin@demo.cl', password: 'Portal2026?' });
    const unknownEmail = await login({ email: 'nadie@demo.cl', password: DEMO_PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expectContract(response, 'login');
    }
    expect(wrongPassword.json()).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('answers a disabled account as a wrong password, even with the right one', async () => {
    await t.db.query(`update users set active = false where email = 'tienda@demo.cl'`);
    try {
      const right = await login({ email: 'tienda@demo.cl', password: DEMO_PASSWORD });
      expect(right.statusCode).toBe(401);
      expectContract(right, 'login');
      expect(right.json()).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
      const wrong = await login({ email: 'tienda@demo.cl', password: 'nope' });
      expect(wrong.body).toBe(right.body);
    } finally {
      await t.db.query(`update users set active = true where email = 'tienda@demo.cl'`);
    }
  });

  describe('bad input is a 400 with the Error shape, never a 500', () => {
    const cases: [string, string | Record<string, unknown>, string][] = [
      ['malformed JSON', '{"email": "admin@demo.cl",', 'body'],
      ['a JSON array', '[]', 'body'],
      ['a JSON string', '"admin@demo.cl"', 'body'],
      ['a number as e-mail', { email: 5, password: 'x' }, 'body.email'],
      ['an object as password', { email: 'admin@demo.cl', password: { $gt: '' } }, 'body.password'],
      ['an unknown field', { email: 'admin@demo.cl', password: 'x', role: 'admin' }, 'body.role'],
      ['a missing password', { email: 'admin@demo.cl' }, 'body.password'],
      ['a missing e-mail', { password: 'x' }, 'body.email'],
      ['an invalid e-mail', { email: 'not-an-email', password: 'x' }, 'body.email'],
      ['an empty password', { email: 'admin@demo.cl', password: '' }, 'body.password'],
      ['a too long e-mail', { email: `${'a'.repeat(95)}@demo.cl`, password: 'x' }, 'body.email'],
      ['prototype pollution', '{"email":"admin@demo.cl","password":"x","__proto__":{"admin":true}}', 'body'],
    ];
    it.each(cases)('%s', async (_name, payload, field) => {
      const response = await t.request({
        method: 'POST',
        url: '/auth/login',
        address: freshAddress(),
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expectContract(response, 'login');
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    });

    it('a missing body', async () => {
      const response = await t.request({ method: 'POST', url: '/auth/login', address: freshAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('an empty body declared as JSON', async () => {
      const response = await t.request({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('a body that is not JSON is 415', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const response = await t.request({ method: 'POST', url: '/auth/login', headers: { 'content-type': type }, payload: 'email=admin@demo.cl&password=x' });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    });

    it('a body over the limit is 413', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'admin@demo.cl', password: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    });
  });
});

describe('GET /auth/check, GET /auth/session, POST /auth/logout', () => {
  it('check answers true for a valid token', async () => {
    const token = await t.login('seller@demo.cl');
    const response = await t.request({ method: 'GET', url: '/auth/check', token });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'checkSession');
    expect(response.body).toBe('true');
  });

  it('session answers the current payload, reading the database each time', async () => {
    const token = await t.login('comercial@demo.cl');
    await t.db.query(`update users set first_name = 'Camila Andrea' where email = 'comercial@demo.cl'`);
    const response = await t.request({ method: 'GET', url: '/auth/session', token });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getSession');
    expect(response.json()).toMatchObject({ email: 'comercial@demo.cl', first_name: 'Camila Andrea', role: 'comercial' });
  });

  it('logout revokes only that token, and is idempotent for it', async () => {
    const first = await t.login('catalogo@demo.cl');
    const second = await t.login('catalogo@demo.cl');
    const response = await t.request({ method: 'POST', url: '/auth/logout', token: first });
    expect(response.statusCode).toBe(204);
    expectContract(response, 'logout');
    for (const url of ['/auth/check', '/auth/session']) {
      const after = await t.request({ method: 'GET', url, token: first });
      expect(after.statusCode).toBe(401);
      expectContract(after, url === '/auth/check' ? 'checkSession' : 'getSession');
    }
    expect((await t.request({ method: 'POST', url: '/auth/logout', token: first })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/auth/check', token: second })).statusCode).toBe(200);
  });

  it('every session operation is 401 without a token', async () => {
    for (const [method, url, operationId] of [
      ['GET', '/auth/check', 'checkSession'],
      ['GET', '/auth/session', 'getSession'],
      ['POST', '/auth/logout', 'logout'],
    ] as const) {
      const response = await t.request({ method, url });
      expect(response.statusCode).toBe(401);
      expectContract(response, operationId);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('a disabled account loses its open sessions', async () => {
    const token = await t.login('seguridad@demo.cl');
    await t.db.query(`update users set active = false where email = 'seguridad@demo.cl'`);
    try {
      expect((await t.request({ method: 'GET', url: '/auth/check', token })).statusCode).toBe(401);
    } finally {
      await t.db.query(`update users set active = true where email = 'seguridad@demo.cl'`);
    }
  });
});
