import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { insertOrders } from '../../server/seed/order-rows.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

// The harness clock: 2026-03-02T12:00Z, 09:00 in Santiago (UTC-3 in summer). The measured month is February 2026.
let t: TestApp;
let andes: number;
let austral: number;
let medio: number;
let bloqueo: number;
let marzo: number;
const tokens: Record<string, string> = {};

interface OrderSpec {
  created: string;
  dispatched?: string;
  delivered?: string;
  promised?: string;
  canceledBySeller?: boolean;
  claimed?: boolean;
}

/** Orders of one unit and $10.000, written as the marketplace hands them over (server/seed/order-rows.ts). */
async function addOrders(sellerId: number, orders: OrderSpec[]) {
  const date = (at: string | undefined) => (at ? new Date(at) : null);
  await insertOrders(
    t.db,
    sellerId,
    orders.map((order) => ({
      status: order.canceledBySeller ? 'unable_to_fulfill' : order.delivered ? 'delivered' : 'dispatched',
      createdAt: new Date(order.created),
      promisedAt: new Date(order.promised ?? '2026-02-20T12:00:00Z'),
      dispatchedAt: date(order.dispatched),
      deliveredAt: date(order.delivered),
      canceledAt: order.canceledBySeller ? new Date(order.created) : null,
      canceledBy: order.canceledBySeller ? 'seller' : null,
      cancelReason: order.canceledBySeller ? 'stock_break' : null,
      sellerCancelReason: order.canceledBySeller ? 'out_of_stock' : null,
      claimedAt: order.claimed ? date(order.delivered) : null,
      shipping: 0,
      items: [{ sku: 'TEST-SKU', name: 'Producto de prueba', quantity: 1, unitPrice: 10_000 }],
      customer: { name: 'Cliente de Prueba', phone: null },
      address: { street: 'Av. Providencia 1234', reference: null, commune: 'Providencia', region: 'Metropolitana de Santiago' },
    })),
  );
}

async function addSellerWithUser(name: string, email: string): Promise<number> {
  const [seller] = await t.db.query<{ id: number }>('insert into sellers (name, publish) values ($1, true) returning id', [name]);
  await t.db.query(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id) values ($1, $2, 'Prueba', 'Reputación', 'seller', $3)`,
    [email, await createPasswordHasher().hash(DEMO_PASSWORD), seller!.id],
  );
  tokens[email] = await t.login(email);
  return seller!.id;
}

beforeAll(async () => {
  t = await openTestApp();
  const sellers = await t.db.query<{ id: number; name: string }>('select id, name from sellers');
  andes = sellers.find((seller) => seller.name === 'Tienda Andes SpA')!.id;
  austral = sellers.find((seller) => seller.name === 'Emporio Austral Ltda')!.id;
  tokens.seller = await t.login('seller@demo.cl');
  tokens.nuevo = await t.login('nuevo@demo.cl');
  tokens.admin = await t.login('admin@demo.cl');
  tokens.atencion = await t.login('atencion@demo.cl');

  // Worked by hand. February 2026 (Santiago): 20 orders placed.
  //   19 dispatched and delivered; one of them after its promised date -> on time 18/19 = 0.947368 (not above 0.9501)
  //   no claims -> 0/20 = 0 (below 0.03)
  //   1 cancelled by the seller -> 1/20 = 0.05 (not below 0.015)
  //   one rule met -> Medio (level 2); late deliveries 1 - 0.9474 = 0.0526.
  // The 20th order is placed 2026-03-01T02:00Z = 28 Feb 23:00 in Santiago, so it is February's;
  // one placed 2026-02-01T02:00Z = 31 Jan 23:00 in Santiago is January's and does not count.
  medio = await addSellerWithUser('Ferretería Medio', 'medio@demo.cl');
  const delivered = (created: string, late = false): OrderSpec => ({
    created,
    dispatched: '2026-02-11T12:00:00Z',
    delivered: late ? '2026-02-21T12:00:00Z' : '2026-02-13T12:00:00Z',
    promised: '2026-02-20T12:00:00Z',
  });
  await addOrders(medio, [
    ...Array.from({ length: 17 }, () => delivered('2026-02-10T15:00:00Z')),
    delivered('2026-02-10T15:00:00Z', true),
    { ...delivered('2026-03-01T02:00:00Z'), delivered: '2026-03-01T20:00:00Z', promised: '2026-03-04T12:00:00Z', dispatched: '2026-03-01T10:00:00Z' },
    { created: '2026-02-10T15:00:00Z', canceledBySeller: true },
    { ...delivered('2026-02-01T02:00:00Z'), claimed: true },
  ]);

  // Bloqueo: 6 orders shipped in December (so it is measured), only 2 in February; the figures are
  // then January and February's: 2 orders, both delivered on time, one with a claim.
  bloqueo = await addSellerWithUser('Bazar Bloqueo', 'bloqueo@demo.cl');
  await addOrders(bloqueo, [
    ...Array.from({ length: 6 }, () => ({ created: '2025-12-05T15:00:00Z', dispatched: '2025-12-06T15:00:00Z', delivered: '2025-12-08T15:00:00Z', promised: '2025-12-10T15:00:00Z' })),
    { created: '2026-02-05T15:00:00Z', dispatched: '2026-02-06T15:00:00Z', delivered: '2026-02-08T15:00:00Z', promised: '2026-02-10T15:00:00Z', claimed: true },
    { created: '2026-02-06T15:00:00Z', dispatched: '2026-02-07T15:00:00Z', delivered: '2026-02-08T15:00:00Z', promised: '2026-02-10T15:00:00Z' },
  ]);

  // This month so far (1 to 2 March 2026, Santiago), worked by hand: 9 orders placed in March:
  //   5 delivered on time, 1 delivered late, 1 delivered on time with a claim -> delivered 7, on time 6, claimed 1;
  //   1 shipped and still on its way -> shipped 8 (the 7 delivered and this one);
  //   1 cancelled by the seller, never shipped -> sellerCanceled 1.
  // One more placed 2026-03-01T02:00Z (28 February, 23:00 in Santiago) is February's and does not count.
  marzo = await addSellerWithUser('Librería Marzo', 'marzo@demo.cl');
  const march = { created: '2026-03-01T15:00:00Z', dispatched: '2026-03-01T18:00:00Z', promised: '2026-03-04T12:00:00Z' };
  await addOrders(marzo, [
    ...Array.from({ length: 5 }, () => ({ ...march, delivered: '2026-03-02T10:00:00Z' })),
    { ...march, delivered: '2026-03-02T11:00:00Z', promised: '2026-03-02T10:00:00Z' },
    { ...march, delivered: '2026-03-02T10:00:00Z', claimed: true },
    { ...march },
    { created: '2026-03-01T16:00:00Z', promised: '2026-03-04T12:00:00Z', canceledBySeller: true },
    { created: '2026-03-01T02:00:00Z', dispatched: '2026-03-01T10:00:00Z', delivered: '2026-03-02T10:00:00Z', promised: '2026-03-04T12:00:00Z' },
  ]);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });

/** Version 1 of the rules, the only one in this file: its thresholds and its benefits texts. */
const V1_THRESHOLDS = { minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 };
const V1_BENEFITS = {
  Nuevo: 'Visibilidad estándar de tus productos en búsquedas y categorías. Guía de primeros pasos en el centro de ayuda.',
  Bajo: 'Visibilidad estándar de tus productos en búsquedas y categorías. Plan de mejora acompañado por tu ejecutivo comercial.',
  Medio: 'Visibilidad estándar de tus productos en búsquedas y categorías. Postulación a los eventos de temporada del marketplace.',
  Bueno: '40 % de descuento en el costo de envío. Cofinanciamiento de ofertas. Campañas publicitarias. Despacho programado.',
  Destacado:
    '50 % de descuento en el costo de envío. Cofinanciamiento de ofertas. Campañas publicitarias. Despacho programado. Insignia «Seller destacado» en tus productos.',
};

describe('reputation computed from the orders of the previous calendar month', () => {
  it('scores the worked example as Medio with the hand-computed rates', async () => {
    const status = await get(`/v1/sellers/status-reputation/${medio}`, tokens['medio@demo.cl']);
    expect(status.statusCode).toBe(200);
    expectContract(status, 'getReputationStatus');
    expect(status.json()).toEqual({ categoriaReputacion: 'Medio', cancelQuiebre: 0.05, porcentajeReclamos: 0, entregasRetraso: 0.0526 });

    const summary = await get(`/v1/sellers/reputation-summary/${medio}`, tokens['medio@demo.cl']);
    expect(summary.statusCode).toBe(200);
    expectContract(summary, 'getReputationSummary');
    expect(summary.json()).toEqual({
      sellerId: medio,
      sellerName: 'Ferretería Medio',
      level: 'Medio',
      levelNumber: 2,
      period: { from: '2026-02-01', to: '2026-02-28' },
      deliveries: 0.9474,
      claims: 0,
      cancellations: 0.05,
      shippedOrders: 19,
      thresholds: V1_THRESHOLDS,
      rulesVersion: 1,
      benefits: V1_BENEFITS,
      // Its only order placed on 1 March (Santiago) or later is none: February's last one was placed on the 28th.
      currentMonth: {
        period: { from: '2026-03-01', to: '2026-03-02' },
        rulesVersion: 1,
        thresholds: V1_THRESHOLDS,
        benefits: V1_BENEFITS,
        orders: 0,
        shipped: 0,
        delivered: 0,
        onTime: 0,
        claimed: 0,
        sellerCanceled: 0,
      },
    });
  });

  it('answers the counts of this month so far, from the 1st to today in Santiago', async () => {
    const summary = await get(`/v1/sellers/reputation-summary/${marzo}`, tokens['marzo@demo.cl']);
    expect(summary.statusCode).toBe(200);
    expectContract(summary, 'getReputationSummary');
    expect(summary.json()).toEqual({
      sellerId: marzo,
      sellerName: 'Librería Marzo',
      // Nothing shipped before March: not measured yet. February's one order was shipped (in March).
      level: 'Nuevo',
      levelNumber: null,
      period: null,
      deliveries: null,
      claims: null,
      cancellations: null,
      shippedOrders: 1,
      thresholds: V1_THRESHOLDS,
      rulesVersion: 1,
      benefits: V1_BENEFITS,
      currentMonth: {
        period: { from: '2026-03-01', to: '2026-03-02' },
        rulesVersion: 1,
        thresholds: V1_THRESHOLDS,
        benefits: V1_BENEFITS,
        orders: 9,
        shipped: 8,
        delivered: 7,
        onTime: 6,
        claimed: 1,
        sellerCanceled: 1,
      },
    });
  });

  it('locks a measured seller with fewer than 5 dispatches in the month (Bloqueo, two months)', async () => {
    const summary = (await get(`/v1/sellers/reputation-summary/${bloqueo}`, tokens['bloqueo@demo.cl'])).json();
    expect(summary).toMatchObject({
      level: 'Bloqueo',
      levelNumber: null,
      period: { from: '2026-01-01', to: '2026-02-28' },
      deliveries: 1,
      claims: 0.5,
      cancellations: 0,
      shippedOrders: 2,
    });
  });

  it('answers Nuevo with no figures for a seller with fewer than 5 shipped orders', async () => {
    const status = await get(`/v1/sellers/status-reputation/${austral}`, tokens.nuevo);
    expect(status.json()).toEqual({ categoriaReputacion: 'Nuevo', cancelQuiebre: null, porcentajeReclamos: null, entregasRetraso: null });
    const summary = await get(`/v1/sellers/reputation-summary/${austral}`, tokens.nuevo);
    expectContract(summary, 'getReputationSummary');
    expect(summary.json()).toMatchObject({ level: 'Nuevo', levelNumber: null, period: null, deliveries: null, shippedOrders: 0 });
  });

  it('scores the seeded demo seller from its February orders, as recomputed here from the rows', async () => {
    const rows = await t.db.query<{ dispatched_at: Date | null; delivered_at: Date | null; promised_at: Date; claimed_at: Date | null; canceled_by: string | null }>(
      `select dispatched_at, delivered_at, promised_at, claimed_at, canceled_by from orders
        where seller_id = $1 and created_at >= '2026-02-01T03:00:00Z' and created_at < '2026-03-01T03:00:00Z'`,
      [andes],
    );
    expect(rows.length).toBeGreaterThan(40);
    const delivered = rows.filter((row) => row.delivered_at);
    const onTime = delivered.filter((row) => row.delivered_at! <= row.promised_at).length / delivered.length;
    const claims = rows.filter((row) => row.claimed_at).length / rows.length;
    const cancellations = rows.filter((row) => row.canceled_by === 'seller').length / rows.length;
    const met = [onTime > 0.9501, claims < 0.03, cancellations < 0.015].filter(Boolean).length;
    const round = (value: number) => Math.round(value * 10_000) / 10_000;

    const summary = await get(`/v1/sellers/reputation-summary/${andes}`, tokens.seller);
    expectContract(summary, 'getReputationSummary');
    expect(summary.json()).toMatchObject({
      level: ['Bajo', 'Medio', 'Bueno', 'Destacado'][met],
      levelNumber: met + 1,
      period: { from: '2026-02-01', to: '2026-02-28' },
      deliveries: round(onTime),
      claims: round(claims),
      cancellations: round(cancellations),
      shippedOrders: rows.filter((row) => row.dispatched_at).length,
    });
  });

  it('lets an admin read any seller’s reputation; other sellers and roles are refused', async () => {
    expect((await get(`/v1/sellers/status-reputation/${medio}`, tokens.admin)).json().categoriaReputacion).toBe('Medio');
    expect((await get(`/v1/sellers/status-reputation/${medio}`, tokens.seller)).statusCode).toBe(403);
    expect((await get(`/v1/sellers/reputation-summary/${medio}`, tokens.atencion)).statusCode).toBe(403);
    expect((await get(`/v1/sellers/reputation-summary/${medio}`)).statusCode).toBe(401);
    expect((await get('/v1/sellers/reputation-summary/999999', tokens.admin)).statusCode).toBe(404);
  });
});

describe('level-change modal and first-login record', () => {
  const modalState = (sellerId: number, token: string, date = '2026-03-02') => get(`/v1/sellers/show-reputation-modal/${sellerId}/${date}`, token);

  it('flags a new level and a first login until the seller has seen them', async () => {
    const token = tokens['medio@demo.cl']!;
    const before = await modalState(medio, token);
    expect(before.statusCode).toBe(200);
    expectContract(before, 'getReputationModalState');
    expect(before.json()).toEqual({ reputationCategory: 'Medio', isFirstLogin: true, isNewReputation: true });

    const saved = await t.request({ method: 'PUT', url: `/v1/sellers/reputation-modal/${medio}`, token, payload: { modalShow: false, reputation: 'Medio' } });
    expect(saved.statusCode).toBe(200);
    expectContract(saved, 'saveReputationModal');
    expect(saved.json()).toEqual({ sellerId: medio, modalShow: false, reputation: 'Medio', updatedAt: t.clock.now().toISOString() });

    const first = await t.request({ method: 'POST', url: '/v1/sellers/reputation-logs', token, payload: { sellerId: medio, reputation: 'Medio' } });
    expect(first.statusCode).toBe(201);
    expectContract(first, 'createReputationLog');
    expect(first.json()).toMatchObject({ sellerId: medio, reputation: 'Medio', period: '2026-03' });
    const again = await t.request({ method: 'POST', url: '/v1/sellers/reputation-logs', token, payload: { sellerId: medio, reputation: 'Bueno' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    expect((await modalState(medio, token)).json()).toEqual({ reputationCategory: 'Medio', isFirstLogin: false, isNewReputation: false });
    // Re-armed by support: the modal shows again.
    await t.request({ method: 'PUT', url: `/v1/sellers/reputation-modal/${medio}`, token, payload: { modalShow: true, reputation: 'Medio' } });
    expect((await modalState(medio, token)).json().isNewReputation).toBe(true);
    // Another month has no log yet.
    expect((await modalState(medio, token, '2026-04-10')).json().isFirstLogin).toBe(true);
  });

  it('answers Nuevo with both flags false for a seller never scored', async () => {
    expect((await modalState(austral, tokens.nuevo!)).json()).toEqual({ reputationCategory: 'Nuevo', isFirstLogin: false, isNewReputation: false });
  });

  it('records "sin reputacion" for a locked seller, whose saved level is Nuevo', async () => {
    const token = tokens['bloqueo@demo.cl']!;
    expect((await modalState(bloqueo, token)).json()).toEqual({ reputationCategory: 'Bloqueo', isFirstLogin: true, isNewReputation: false });
    const log = await t.request({ method: 'POST', url: '/v1/sellers/reputation-logs', token, payload: { sellerId: bloqueo, reputation: 'sin reputacion' } });
    expect(log.statusCode).toBe(201);
    expect(log.json().reputation).toBe('sin reputacion');
  });

  it('is the seller’s own: other sellers 403, admins 403, a jwt in the body 400', async () => {
    expect((await modalState(medio, tokens.seller!)).statusCode).toBe(403);
    expect((await modalState(medio, tokens.admin!)).statusCode).toBe(403);
    const put = (token: string, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: `/v1/sellers/reputation-modal/${medio}`, token, payload });
    expect((await put(tokens.seller!, { modalShow: false, reputation: 'Medio' })).statusCode).toBe(403);
    expect((await put(tokens['medio@demo.cl']!, { modalShow: false, reputation: 'Medio', jwt: 'x' })).statusCode).toBe(400);
    expect((await put(tokens['medio@demo.cl']!, { modalShow: false, reputation: 'Bloqueo' })).statusCode).toBe(400);
    const log = await t.request({ method: 'POST', url: '/v1/sellers/reputation-logs', token: tokens.seller!, payload: { sellerId: medio, reputation: 'Medio' } });
    expect(log.statusCode).toBe(403);
    expect((await modalState(medio, tokens['medio@demo.cl']!, '2026-02-30')).statusCode).toBe(400);
  });
});
