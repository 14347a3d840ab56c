/**
 * What the contract fuzzer found, kept as plain cases: a body that is not an object reached the
 * terms handler past a discriminated schema; ids beyond the database's integers, or written as
 * "1e309" (read as Infinity, which no bound checks) reached SQL; numerals in other notations were
 * read as numbers; bodies of another media type or too large, and query parameters no contract
 * lists, got statuses the contracts did not declare. All are declared answers now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin@demo.cl');
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

describe('found by fuzzing', () => {
  it.each(['null', '1', '"html"', '[]'])('a terms body of %s is a 400 naming the body', async (payload) => {
    const response = await t.request({ method: 'POST', url: '/document', token: admin, payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expectContract(response, 'createTerms');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body', message: 'must be object' }] });
  });

  it('an id past the largest database integer is a 400, not a database error', async () => {
    const response = await t.request({ method: 'POST', url: '/user-notification/open/9007199254740992', token: admin });
    expect(response.statusCode).toBe(400);
    expectContract(response, 'openNotification');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'params.id' }] });
  });

  it('a path parameter of 2,000 characters is judged by the contract (400), not refused by the router (414)', async () => {
    const response = await t.request({ method: 'GET', url: `/auth/validate/hash/${'a'.repeat(2000)}` });
    expect(response.statusCode).toBe(400);
    expectContract(response, 'validateResetHash');
  });

  it.each([
    ['1e309', '/user-notification/1e309'],
    ['Infinity', '/user-notification/Infinity'],
    ['1e3', '/user-notification/1e3'],
    ['0x10', '/user-notification/0x10'],
    ['a blank before the digits', '/user-notification/%201'],
    ['more digits than a double holds', `/user-notification/${'9'.repeat(400)}`],
  ])('a notification id written as %s is a 400 naming it', async (_notation, url) => {
    const response = await t.request({ method: 'DELETE', url, token: admin });
    expect(response.statusCode).toBe(400);
    expectContract(response, 'withdrawNotification');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'params.id', message: 'must be integer' }] });
  });

  it('a seller id of 1e309 and a page of -1e309 are 400s, not server errors', async () => {
    const account = await t.request({ method: 'GET', url: '/sellers/1e309/account', token: admin });
    expect(account.statusCode).toBe(400);
    expectContract(account, 'getSellerAccount');
    const sellers = await t.request({ method: 'GET', url: '/sellers?page=-1e309', token: admin });
    expect(sellers.statusCode).toBe(400);
    expectContract(sellers, 'listSellers');
    expect(sellers.json()).toMatchObject({ details: [{ field: 'query.page', message: 'must be integer' }] });
  });

  it('a seller search holding a NUL character is a 400 naming the field, not a server error (PostgreSQL refuses NUL in text)', async () => {
    const sellers = await t.request({ method: 'GET', url: '/sellers?q=%00', token: admin });
    expect(sellers.statusCode).toBe(400);
    expectContract(sellers, 'listSellers');
    expect(sellers.json()).toMatchObject({ details: [{ field: 'query.q', message: 'must not contain the NUL character' }] });
  });

  it('plain decimal ids still work', async () => {
    const response = await t.request({ method: 'GET', url: '/sellers/1/account', token: admin });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['login', 'POST', '/auth/login'],
    ['logout', 'POST', '/auth/logout'],
    ['updateMyProfile', 'PUT', '/auth/me'],
    ['withdrawNotification', 'DELETE', '/user-notification/999999'],
  ] as const)('%s: a body of another media type is its contract\'s 415', async (operationId, method, url) => {
    const token = await t.login('admin@demo.cl');
    const response = await t.request({ method, url, token, payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(415);
    expectContract(response, operationId);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it.each([
    ['login', 'POST', '/auth/login'],
    ['logout', 'POST', '/auth/logout'],
    ['saveTourGuideStatus', 'POST', '/sellers/tourguide-status'],
  ] as const)('%s: a body over 1 MB is its contract\'s 413', async (operationId, method, url) => {
    const token = await t.login('seller@demo.cl');
    const payload = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    const response = await t.request({ method, url, token, payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expectContract(response, operationId);
  });

  it('logout: malformed JSON is its contract\'s 400', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/logout', token: await t.login('admin@demo.cl'), payload: '{', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expectContract(response, 'logout');
  });

  it.each([
    ['getSession', '/auth/session?x=1', true],
    ['listServiceStatus', '/services-status?__proto__=1', false],
    ['listRegions', '/node-giv/regions?page%5B0%5D=1', false],
  ] as const)('%s: a query parameter the contract does not list is its contract\'s 400', async (operationId, url, signedIn) => {
    const response = await t.request({ method: 'GET', url, ...(signedIn ? { token: admin } : {}) });
    expect(response.statusCode).toBe(400);
    expectContract(response, operationId);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

