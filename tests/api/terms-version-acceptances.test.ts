/**
 * Who accepted one terms version (GET /document/terms/{termsId}/acceptances): the admin's list of a
 * version's acceptances, newest first, paged and searchable by the seller's name or id; 404 for a
 * version that does not exist and 403 for anyone but an admin. Expected rows are written by hand
 * from the demo accounts (server/seed/demo-accounts.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { ACCOUNTS, sellerIdOf, tokenOf } from './documents-support.ts';
import { OPEN_TIMEOUT_MS, freshAddress, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let seller: string;
let newSeller: string;
let comercial: string;
let andesId: number;
let australId: number;
let termsId: number;
const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  t = await openTestApp();
  [admin, seller, newSeller, comercial] = await Promise.all([
    tokenOf(t, ACCOUNTS.admin),
    tokenOf(t, ACCOUNTS.seller),
    tokenOf(t, ACCOUNTS.newSeller),
    tokenOf(t, ACCOUNTS.comercial),
  ]);
  andesId = await sellerIdOf(t, ACCOUNTS.seller);
  australId = await sellerIdOf(t, ACCOUNTS.newSeller);
  // A version that starts today (the test clock's 2 March 2026 in Santiago), nobody has accepted yet.
  const published = await t.request({
    method: 'POST',
    url: '/document',
    token: admin,
    payload: { key: 'acuerdo-de-despacho', title: 'Acuerdo de Despacho', contentType: 'html', html: '<p>Despachamos en 48 horas.</p>', startDate: '2026-03-02', approvalLimitDate: '2026-03-31', exception: 0 },
  });
  expect(published.statusCode, published.body).toBe(201);
  termsId = (published.json() as { id: number }).id;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const list = async (id: number, query = '', token = admin) => {
  const response = await t.request({ method: 'GET', url: `/document/terms/${id}/acceptances${query}`, token });
  expectContract(response, 'listTermsVersionAcceptances');
  return response;
};

describe('the sellers who accepted a terms version', () => {
  it('is empty for a version nobody accepted yet', async () => {
    const response = await list(termsId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], page: 1, pageSize: 20, total: 0 });
  });

  it('lists each acceptance with the seller, the user who accepted and when, newest first, paged and searchable', async () => {
    const first = await t.request({ method: 'GET', url: `/document/approve/${termsId}`, token: seller, address: freshAddress() });
    expect(first.statusCode, first.body).toBe(200);
    t.clock.advance(HOUR_MS);
    const second = await t.request({ method: 'GET', url: `/document/approve/${termsId}`, token: newSeller, address: freshAddress() });
    expect(second.statusCode, second.body).toBe(200);
    const austral = { sellerId: australId, sellerName: 'Emporio Austral Ltda', userName: 'Valentina Soto', userEmail: 'nuevo@demo.cl', acceptedAt: '2026-03-02T13:00:00.000Z' };
    const andes = { sellerId: andesId, sellerName: 'Tienda Andes SpA', userName: 'Matías Rojas', userEmail: 'seller@demo.cl', acceptedAt: '2026-03-02T12:00:00.000Z' };

    const all = await list(termsId);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ data: [{ id: expect.any(String), ...austral }, { id: expect.any(String), ...andes }], page: 1, pageSize: 20, total: 2 });

    const secondPage = await list(termsId, '?page=2&pageSize=1');
    expect(secondPage.json()).toEqual({ data: [{ id: expect.any(String), ...andes }], page: 2, pageSize: 1, total: 2 });

    expect((await list(termsId, '?q=ANDES')).json()).toEqual({ data: [{ id: expect.any(String), ...andes }], page: 1, pageSize: 20, total: 1 });
    expect((await list(termsId, `?q=${australId}`)).json()).toEqual({ data: [{ id: expect.any(String), ...austral }], page: 1, pageSize: 20, total: 1 });
    expect((await list(termsId, '?q=ferreteria')).json()).toEqual({ data: [], page: 1, pageSize: 20, total: 0 });
  });

  it('answers 404 for a version that does not exist', async () => {
    const response = await list(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'TERMS_NOT_FOUND' });
  });

  it('answers 400 for a search that is too long', async () => {
    const response = await list(termsId, `?q=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only: a seller and other staff get 403, no token 401', async () => {
    expect((await list(termsId, '', seller)).statusCode).toBe(403);
    expect((await list(termsId, '', comercial)).statusCode).toBe(403);
    const anonymous = await t.request({ method: 'GET', url: `/document/terms/${termsId}/acceptances` });
    expect(anonymous.statusCode).toBe(401);
  });
});
