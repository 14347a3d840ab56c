/**
 * The seller directory (openapi/seller-directory.yaml) against the real app and the demo seed:
 * the list with its search (name, RUT, id), filters and keyset pages; one seller's record with its
 * publish history and who made each movement; publishing and unpublishing with a reason (one
 * movement, 409 for the state it is in, nothing else ended); the audited settings with their
 * version; and that only admin may call any of it. Expected values are written here.
 */
import { describe, expect, it } from 'vitest';
import { setPublished } from '../../server/sellers/publication.ts';
import { expectContract } from './contract.ts';
import type { TestApp } from './harness.ts';
import { openDemoSellersApp } from './support/demo-sellers-app.ts';

let t: TestApp;
let andes: number;
let austral: number;
let tokens: Record<string, string>;
let prueba: number;

openDemoSellersApp(
  { admin: 'admin@demo.cl', seller: 'seller@demo.cl', comercial: 'comercial@demo.cl', atencion: 'atencion@demo.cl' },
  (app) => {
    ({ t, andes, austral, tokens } = app);
  },
);

/** A third seller, integrated and without any terms accepted, so the filters have something to tell apart. */
async function insertPrueba(): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into sellers (name, legal_name, document_number, seller_type, publish, vendor_code_801_provider)
     values ('Ferretería Prueba', 'FERRETERIA PRUEBA SPA', '123456785', 'multivende', false, '801-999001') returning id`,
  );
  return row!.id;
}

const get = (url: string, who = 'admin') => t.request({ method: 'GET', url, token: tokens[who] });
const post = (url: string, payload: Record<string, unknown>, who = 'admin') => t.request({ method: 'POST', url, payload, token: tokens[who] });
const patch = (url: string, payload: Record<string, unknown>, who = 'admin') => t.request({ method: 'PATCH', url, payload, token: tokens[who] });
const idsOf = (body: { items: { id: number }[] }) => body.items.map((seller) => seller.id);

describe('GET /v1/seller-directory', () => {
  it('lists every seller by name with its state at a glance', async () => {
    prueba ??= await insertPrueba();
    const response = await get('/v1/seller-directory');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listDirectorySellers');
    const body = response.json();
    expect(idsOf(body)).toEqual([austral, prueba, andes]);
    expect(body.nextCursor).toBeNull();
    expect(body.items[2]).toEqual({
      id: andes,
      name: 'Tienda Andes SpA',
      legalName: 'TIENDA ANDES SPA',
      documentNumber: '760864285',
      sellerType: 'pim',
      isCollector: false,
      publish: true,
      reputationLevel: 'Destacado',
      vendorCodeProvider: '801-204310',
      vendorCodeClient: '801-504310',
      termsSigned: true,
    });
    expect(body.items[1]).toMatchObject({ name: 'Ferretería Prueba', sellerType: 'multivende', publish: false, vendorCodeClient: null, termsSigned: false, reputationLevel: 'Nuevo' });
    expect(body.items[0]).toMatchObject({ name: 'Emporio Austral Ltda', publish: false, termsSigned: true, reputationLevel: 'Nuevo' });
  });

  it('finds a seller by RUT (with or without dots and hyphen), by id, or by a part of its name', async () => {
    prueba ??= await insertPrueba();
    expect(idsOf((await get('/v1/seller-directory?q=76.086.428-5')).json())).toEqual([andes]);
    expect(idsOf((await get('/v1/seller-directory?q=760864285')).json())).toEqual([andes]);
    expect(idsOf((await get(`/v1/seller-directory?q=${prueba}`)).json())).toEqual([prueba]);
    expect(idsOf((await get('/v1/seller-directory?q=ferreteria')).json())).toEqual([prueba]);
    expect(idsOf((await get('/v1/seller-directory?q=EMPÓRIO')).json())).toEqual([austral]);
    expect(idsOf((await get('/v1/seller-directory?q=no%20existe')).json())).toEqual([]);
  });

  it('filters by publish state and by type', async () => {
    prueba ??= await insertPrueba();
    expect(idsOf((await get('/v1/seller-directory?publish=true')).json())).toEqual([andes]);
    expect(idsOf((await get('/v1/seller-directory?publish=false')).json())).toEqual([austral, prueba]);
    expect(idsOf((await get('/v1/seller-directory?sellerType=multivende')).json())).toEqual([prueba]);
    expect(idsOf((await get('/v1/seller-directory?sellerType=pim&publish=false')).json())).toEqual([austral]);
    const unknownType = await get('/v1/seller-directory?sellerType=shopify');
    expect(unknownType.statusCode).toBe(400);
  });

  it('pages by keyset: each page starts after the last row of the one before', async () => {
    prueba ??= await insertPrueba();
    const first = (await get('/v1/seller-directory?limit=2')).json();
    expect(idsOf(first)).toEqual([austral, prueba]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await get(`/v1/seller-directory?limit=2&cursor=${first.nextCursor}`);
    expectContract(second, 'listDirectorySellers');
    expect(second.json()).toEqual({ items: [expect.objectContaining({ id: andes })], nextCursor: null });
    const forged = await get('/v1/seller-directory?cursor=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_CURSOR');
  });
});

describe('GET /v1/seller-directory/{sellerId}', () => {
  it('answers the record with its publish history newest first, each movement with who made it', async () => {
    const response = await get(`/v1/seller-directory/${andes}`);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getDirectorySeller');
    const record = response.json();
    expect(record.seller).toMatchObject({ id: andes, name: 'Tienda Andes SpA', publish: true });
    expect(record.commercialEmail).toBe('comercial@tiendaandes.cl');
    expect(record.version).toBe(1);
    expect(record.publishHistory.map((movement: { publish: boolean; reason: string; actor: { name: string } | null }) => [movement.publish, movement.reason, movement.actor?.name ?? null])).toEqual([
      [true, 'Reactivación tras carga de stock', 'Carolina Fuentes'],
      [false, 'Pausa solicitada por el seller por inventario', null],
      [true, 'Alta aprobada por el equipo de onboarding', 'Carolina Fuentes'],
    ]);
    expect(record.settingsChanges).toEqual([]);
  });

  it('shows the contacts, bank account and warehouse a seller has stored', async () => {
    await t.db.query(
      `insert into seller_contacts (seller_id, area, first_name, last_name, email, position, phone)
       values ($1, 'finance', 'Rosa', 'Pérez', 'finanzas@emporioaustral.cl', 'Contadora', '912345678'),
              ($1, 'commercial', 'Luis', 'Mora', 'ventas@emporioaustral.cl', 'Gerente', '223456789')`,
      [austral],
    );
    await t.db.query(`insert into seller_accounts (seller_id, bank_code, account_type, account_number, updated_at) values ($1, '012', 'vista', '12345678', $2)`, [austral, t.clock.now()]);
    await t.db.query(
      `insert into seller_warehouses (seller_id, name, node_number, address, region_code, commune_code, region_name, commune_name, technical_service, created_at)
       values ($1, 'Bodega Talcahuano', null, 'Av. Colón 1240', 'VIII', 'VIII-1', 'Biobío', 'Talcahuano', true, $2)`,
      [austral, t.clock.now()],
    );
    const record = (await get(`/v1/seller-directory/${austral}`)).json();
    expect(record.contacts.map((contact: { area: string; firstName: string }) => [contact.area, contact.firstName])).toEqual([
      ['commercial', 'Luis'],
      ['finance', 'Rosa'],
    ]);
    expect(record.bank).toEqual({ bankCode: '012', bankName: 'Banco del Estado de Chile', accountType: 'vista', accountNumber: '12345678' });
    expect(record.warehouses).toEqual([
      { id: expect.any(Number), name: 'Bodega Talcahuano', nodeNumber: null, address: 'Av. Colón 1240', regionName: 'Biobío', communeName: 'Talcahuano', technicalService: true },
    ]);
    expect(record.publishHistory).toEqual([]);
  });

  it('answers 404 for a seller that does not exist', async () => {
    const response = await get('/v1/seller-directory/999999');
    expect(response.statusCode).toBe(404);
    expectContract(response, 'getDirectorySeller');
    expect(response.json().code).toBe('SELLER_NOT_FOUND');
  });
});

describe('POST /v1/seller-directory/{sellerId}/publication', () => {
  const movementsOf = async (sellerId: number) =>
    (await t.db.query<{ movements: number }>('select count(*)::int as movements from seller_publish_history where seller_id = $1', [sellerId]))[0]!.movements;

  it('unpublishes with the reason and the admin in the history, and refuses the same state with 409 and no second movement', async () => {
    const response = await post(`/v1/seller-directory/${andes}/publication`, { publish: false, reason: '  Reclamos reiterados de clientes  ' });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'changeSellerPublication');
    const record = response.json();
    expect(record.seller.publish).toBe(false);
    expect(record.publishHistory[0]).toEqual({
      id: expect.any(Number),
      publish: false,
      reason: 'Reclamos reiterados de clientes',
      createdAt: '2026-03-02T12:00:00.000Z',
      actor: { id: expect.any(Number), name: 'Carolina Fuentes' },
    });
    expect(await movementsOf(andes)).toBe(4);

    const again = await post(`/v1/seller-directory/${andes}/publication`, { publish: false, reason: 'Reclamos reiterados de clientes' });
    expect(again.statusCode).toBe(409);
    expectContract(again, 'changeSellerPublication');
    expect(again.json().code).toBe('SELLER_ALREADY_UNPUBLISHED');
    expect(await movementsOf(andes)).toBe(4);
  });

  it('ends nothing else: the seller’s users still work in the portal', async () => {
    const session = await t.request({ method: 'GET', url: '/auth/session', token: tokens.seller });
    expect(session.statusCode).toBe(200);
    expect(session.json().sellerIsPublished).toBe(false);
    expect((await t.request({ method: 'GET', url: '/v1/orders?limit=1', token: tokens.seller })).statusCode).toBe(200);
  });

  it('publishes again, once, when two admins press at the same time', async () => {
    const [one, two] = await Promise.all([
      post(`/v1/seller-directory/${andes}/publication`, { publish: true, reason: 'Reclamos resueltos con el seller' }),
      post(`/v1/seller-directory/${andes}/publication`, { publish: true, reason: 'Reclamos resueltos con el seller' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([one, two].find((response) => response.statusCode === 409)!.json().code).toBe('SELLER_ALREADY_PUBLISHED');
    expect(await movementsOf(andes)).toBe(5);
    expect((await get(`/v1/seller-directory/${andes}`)).json().seller.publish).toBe(true);
  });

  it('refuses a missing, short or long reason with its code, recording nothing', async () => {
    for (const [reason, code] of [
      ['   ', 'REASON_REQUIRED'],
      ['Corto', 'REASON_TOO_SHORT'],
      ['x'.repeat(501), 'REASON_TOO_LONG'],
    ] as const) {
      const response = await post(`/v1/seller-directory/${austral}/publication`, { publish: true, reason });
      expect(response.statusCode, reason).toBe(400);
      expectContract(response, 'changeSellerPublication');
      expect(response.json().code).toBe(code);
      expect(response.json().details).toEqual([{ field: 'body.reason', message: code }]);
    }
    expect(await movementsOf(austral)).toBe(0);
    expect((await post(`/v1/seller-directory/${austral}/publication`, { publish: true })).statusCode).toBe(400);
    const missing = await post('/v1/seller-directory/999999/publication', { publish: true, reason: 'Alta aprobada por el área comercial' });
    expect(missing.statusCode).toBe(404);
  });

  it('setPublished records an automatic movement with no actor, and reports an unchanged state', async () => {
    const at = new Date('2026-03-03T09:00:00.000Z');
    expect(await t.db.transaction((tx) => setPublished(tx, austral, false, 'Sin cambios', null, at))).toEqual({ kind: 'unchanged' });
    const outcome = await t.db.transaction((tx) => setPublished(tx, austral, true, 'Publicación automática de prueba', null, at));
    expect(outcome).toEqual({ kind: 'changed', movementId: expect.any(Number) });
    const record = (await get(`/v1/seller-directory/${austral}`)).json();
    expect(record.publishHistory[0]).toMatchObject({ publish: true, reason: 'Publicación automática de prueba', createdAt: '2026-03-03T09:00:00.000Z', actor: null });
    expect(await t.db.transaction((tx) => setPublished(tx, 999_999, true, 'No existe este seller', null, at))).toEqual({ kind: 'notFound' });
  });
});

describe('PATCH /v1/seller-directory/{sellerId}', () => {
  it('stores the type and collector flag on the version read, audited, and refuses a stale version with 409', async () => {
    prueba ??= await insertPrueba();
    const response = await patch(`/v1/seller-directory/${prueba}`, { sellerType: 'centry', isCollector: true, version: 1 });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'updateDirectorySeller');
    const record = response.json();
    expect(record.seller).toMatchObject({ sellerType: 'centry', isCollector: true });
    expect(record.version).toBe(2);
    expect(record.settingsChanges).toEqual([
      {
        id: expect.any(Number),
        changedAt: '2026-03-02T12:00:00.000Z',
        actor: { id: expect.any(Number), name: 'Carolina Fuentes' },
        sellerTypeBefore: 'multivende',
        sellerTypeAfter: 'centry',
        isCollectorBefore: false,
        isCollectorAfter: true,
      },
    ]);

    const stale = await patch(`/v1/seller-directory/${prueba}`, { sellerType: 'pim', isCollector: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'updateDirectorySeller');
    expect(stale.json().code).toBe('SELLER_CHANGED_MEANWHILE');
    const [row] = await t.db.query<{ seller_type: string; is_collector: boolean }>('select seller_type, is_collector from sellers where id = $1', [prueba]);
    expect(row).toEqual({ seller_type: 'centry', is_collector: true });
  });

  it('stores nothing and spends no version for what is stored already', async () => {
    const response = await patch(`/v1/seller-directory/${andes}`, { sellerType: 'pim', isCollector: false, version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 1, settingsChanges: [] });
  });

  it('refuses a type the portal does not know', async () => {
    const response = await patch(`/v1/seller-directory/${andes}`, { sellerType: 'shopify', isCollector: false, version: 1 });
    expect(response.statusCode).toBe(400);
    expectContract(response, 'updateDirectorySeller');
  });
});

describe('who may call', () => {
  it('answers 401 without a token and 403 to every role but admin', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/seller-directory' })).statusCode).toBe(401);
    for (const who of ['seller', 'comercial', 'atencion']) {
      expect((await get('/v1/seller-directory', who)).statusCode, who).toBe(403);
      expect((await get(`/v1/seller-directory/${andes}`, who)).statusCode, who).toBe(403);
      expect((await post(`/v1/seller-directory/${andes}/publication`, { publish: false, reason: 'Intento sin permiso' }, who)).statusCode, who).toBe(403);
      expect((await patch(`/v1/seller-directory/${andes}`, { sellerType: 'centry', isCollector: true, version: 1 }, who)).statusCode, who).toBe(403);
    }
    expect((await get(`/v1/seller-directory/${andes}`)).json().seller.publish).toBe(true);
  });
});
