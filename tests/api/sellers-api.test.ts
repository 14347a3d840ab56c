import { describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import type { TestApp } from './harness.ts';
import { openDemoSellersApp } from './support/demo-sellers-app.ts';

let t: TestApp;
let andes: number;
let austral: number;
let tokens: Record<string, string>;
openDemoSellersApp({
    seller: 'seller@demo.cl',
    nuevo: 'nuevo@demo.cl',
    admin: 'admin@demo.cl',
    comercial: 'comercial@demo.cl',
    catalog: 'catalogo@demo.cl',
    logistics: 'logistica@demo.cl',
  }, (app) => ({ t, andes, austral, tokens } = app));

const get = (url: string, who?: string) => t.request({ method: 'GET', url, ...(who ? { token: tokens[who] } : {}) });

describe('GET /sellers/{sellerId}', () => {
  it('answers the seller its own record', async () => {
    const response = await get(`/sellers/${andes}`, 'seller');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getSeller');
    expect(response.json()).toMatchObject({
      id: andes,
      name: 'Tienda Andes SpA',
      legalName: 'TIENDA ANDES SPA',
      documentNumber: '760864285',
      seller_type: 'pim',
      publish: true,
      vendor_code_801_provider: '801-204310',
      vendor_code_801_client: '801-504310',
      terms_conditions_signed: true,
    });
  });

  it('refuses another seller’s id with 403, whether it exists or not', async () => {
    for (const id of [austral, 999_999]) {
      const response = await get(`/sellers/${id}`, 'seller');
      expect(response.statusCode).toBe(403);
      expectContract(response, 'getSeller');
    }
  });

  it('lets an admin read any seller and answers 404 for one that does not exist', async () => {
    expect((await get(`/sellers/${austral}`, 'admin')).json().name).toBe('Emporio Austral Ltda');
    const missing = await get('/sellers/999999', 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SELLER_NOT_FOUND');
  });

  it('answers 401 anonymously and 403 to other roles', async () => {
    expect((await get(`/sellers/${andes}`)).statusCode).toBe(401);
    expect((await get(`/sellers/${andes}`, 'comercial')).statusCode).toBe(403);
  });
});

describe('GET /sellers (admin)', () => {
  it('finds by name without accents or case, by RUT with dots and hyphen, and by publish', async () => {
    const byName = await get('/sellers?q=EMPÓRIO', 'admin');
    expect(byName.statusCode).toBe(200);
    expectContract(byName, 'listSellers');
    expect(byName.json().data.map((seller: { id: number }) => seller.id)).toEqual([austral]);
    expect((await get('/sellers?q=76.086.428-5', 'admin')).json().data.map((seller: { id: number }) => seller.id)).toEqual([andes]);
    const unpublished = (await get('/sellers?publish=false', 'admin')).json();
    expect(unpublished.data.every((seller: { publish: boolean }) => !seller.publish)).toBe(true);
    expect(unpublished.data.map((seller: { id: number }) => seller.id)).toContain(austral);
    const paged = (await get('/sellers?pageSize=1&page=2', 'admin')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.total).toBeGreaterThanOrEqual(2);
    expect(paged.data).toHaveLength(1);
  });

  it('is refused to sellers', async () => {
    expect((await get('/sellers', 'seller')).statusCode).toBe(403);
  });
});

describe('GET /seller-names (the staff lists\' seller filter)', () => {
  const names = async (query: string, who = 'logistics') => {
    const response = await get(`/seller-names?${query}`, who);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'findSellerNames');
    return response.json().items as { id: number; name: string }[];
  };

  it('finds sellers by part of the name without accents or case, or by RUT, and names the one of an id', async () => {
    expect(await names('q=EMPÓRIO')).toEqual([{ id: austral, name: 'Emporio Austral Ltda' }]);
    // The legal name counts too: "TIENDA ANDES SPA".
    expect(await names('q=andes%20spa')).toEqual([{ id: andes, name: 'Tienda Andes SpA' }]);
    expect(await names('q=76.086.428-5')).toEqual([{ id: andes, name: 'Tienda Andes SpA' }]);
    expect(await names(`id=${austral}`, 'admin')).toEqual([{ id: austral, name: 'Emporio Austral Ltda' }]);
  });

  it('answers nothing for a blank search, an unknown id or a name nobody has', async () => {
    expect(await names('q=%20%20')).toEqual([]);
    expect(await names('id=999999')).toEqual([]);
    expect(await names('q=zzzz-no-existe')).toEqual([]);
  });

  it('offers at most ten names, by name', async () => {
    await t.db.query(`insert into sellers (name) select 'Bazar Prueba ' || lpad(n::text, 2, '0') from generate_series(1, 12) n`);
    const found = await names('q=bazar%20prueba');
    expect(found.map((seller) => seller.name)).toEqual([
      'Bazar Prueba 01', 'Bazar Prueba 02', 'Bazar Prueba 03', 'Bazar Prueba 04', 'Bazar Prueba 05',
      'Bazar Prueba 06', 'Bazar Prueba 07', 'Bazar Prueba 08', 'Bazar Prueba 09', 'Bazar Prueba 10',
    ]);
  });

  it('is refused to sellers and to staff roles without those lists', async () => {
    expect((await get('/seller-names?q=andes', 'seller')).statusCode).toBe(403);
    expect((await get('/seller-names?q=andes', 'comercial')).statusCode).toBe(403);
    expect((await get('/seller-names?q=andes')).statusCode).toBe(401);
  });
});

describe('seller configuration and tour guide status', () => {
  it('answers zeros for a seller with nothing stored and the stored flags otherwise', async () => {
    const nuevo = await get(`/sellers/seller-configuration/${austral}`, 'nuevo');
    expect(nuevo.statusCode).toBe(200);
    expectContract(nuevo, 'getSellerConfiguration');
    // With the conference cutoff of the rules in force: version 1's 19 October 2023, 23:30 in Santiago (UTC-3).
    expect(nuevo.json()).toEqual({ tourGuideStatus: 0, updateMailingData: 0, topsortLandingStatus: 0, conferenceCutoff: '2023-10-20T02:30:00.000Z' });
    expect((await get(`/sellers/seller-configuration/${andes}`, 'seller')).json()).toEqual({
      tourGuideStatus: 1,
      updateMailingData: 1,
      topsortLandingStatus: 0,
      conferenceCutoff: '2023-10-20T02:30:00.000Z',
    });
    expect((await get(`/sellers/seller-configuration/${andes}`, 'nuevo')).statusCode).toBe(403);
  });

  it('stores the tour guide status the seller posts, last write wins', async () => {
    const save = (payload: Record<string, unknown>, who = 'nuevo') =>
      t.request({ method: 'POST', url: '/sellers/tourguide-status', token: tokens[who], payload });
    const done = await save({ sellerId: austral, tourGuideStatus: 1, createdAt: '2026-03-02T11:59:00.000Z' });
    expect(done.statusCode).toBe(200);
    expectContract(done, 'saveTourGuideStatus');
    expect(done.body).toBe('true');
    expect((await get(`/sellers/seller-configuration/${austral}`, 'nuevo')).json().tourGuideStatus).toBe(1);
    const [row] = await t.db.query<{ tour_guide_client_at: Date; tour_guide_received_at: Date }>(
      'select tour_guide_client_at, tour_guide_received_at from seller_configuration where seller_id = $1',
      [austral],
    );
    expect(row!.tour_guide_client_at.toISOString()).toBe('2026-03-02T11:59:00.000Z');
    expect(row!.tour_guide_received_at.toISOString()).toBe(t.clock.now().toISOString());

    expect((await save({ sellerId: austral, tourGuideStatus: 0, createdAt: '2026-03-02T12:00:00.000Z' })).statusCode).toBe(200);
    expect((await get(`/sellers/seller-configuration/${austral}`, 'nuevo')).json().tourGuideStatus).toBe(0);

    expect((await save({ sellerId: andes, tourGuideStatus: 1, createdAt: '2026-03-02T12:00:00.000Z' })).statusCode).toBe(403);
    expect((await save({ sellerId: andes, tourGuideStatus: 1, createdAt: '2026-03-02T12:00:00.000Z' }, 'admin')).statusCode).toBe(403);
    expect((await save({ sellerId: austral, tourGuideStatus: 2, createdAt: '2026-03-02T12:00:00.000Z' })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/sellers/tourguide-status', payload: { sellerId: austral, tourGuideStatus: 1, createdAt: '2026-03-02T12:00:00.000Z' } })).statusCode).toBe(401);
  });
});

describe('GET /seller-publish-history/get-movements/{sellerId}', () => {
  it('answers the movements newest first and whether the seller is in the publish history', async () => {
    const response = await get(`/seller-publish-history/get-movements/${andes}`, 'seller');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getPublishHistory');
    const body = response.json();
    expect(body.inPublishHistory).toBe(true);
    expect(body.movements.map((movement: { publish: boolean }) => movement.publish)).toEqual([true, false, true]);
    const times = body.movements.map((movement: { createdAt: string }) => movement.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const [admin] = await t.db.query<{ id: number }>(`select id from users where email = 'admin@demo.cl'`);
    expect(body.movements[0].createdBy).toBe(admin!.id);
    expect(body.movements[1].createdBy).toBeNull();

    const nuevo = await get(`/seller-publish-history/get-movements/${austral}`, 'nuevo');
    expect(nuevo.json()).toEqual({ sellerId: austral, inPublishHistory: false, movements: [] });
    expect((await get(`/seller-publish-history/get-movements/${andes}`, 'nuevo')).statusCode).toBe(403);
    expect((await get(`/seller-publish-history/get-movements/${andes}`, 'catalog')).statusCode).toBe(403);
    expect((await get(`/seller-publish-history/get-movements/${andes}`, 'admin')).statusCode).toBe(200);
  });
});
