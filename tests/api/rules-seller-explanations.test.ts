/**
 * What sellers read about the rules follows the versions: the reputation summary explains its
 * scored month with the version that month was scored with (thresholds and benefits texts), its
 * current month carries the version in force now, and the seller configuration's conference cutoff
 * is the version in force. Every expected value is written by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { addBorderlineMonth } from './support/borderline-month.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

// The harness clock: 2026-03-02T12:00Z, 09:00 in Santiago. March 2026 is the open month, February
// the last closed one.
let t: TestApp;
let seller: number;
const tokens: Record<string, string> = {};

const V1_BENEFITS = {
  Nuevo: 'Visibilidad estándar de tus productos en búsquedas y categorías. Guía de primeros pasos en el centro de ayuda.',
  Bajo: 'Visibilidad estándar de tus productos en búsquedas y categorías. Plan de mejora acompañado por tu ejecutivo comercial.',
  Medio: 'Visibilidad estándar de tus productos en búsquedas y categorías. Postulación a los eventos de temporada del marketplace.',
  Bueno: '40 % de descuento en el costo de envío. Cofinanciamiento de ofertas. Campañas publicitarias. Despacho programado.',
  Destacado:
    '50 % de descuento en el costo de envío. Cofinanciamiento de ofertas. Campañas publicitarias. Despacho programado. Insignia «Seller destacado» en tus productos.',
};
const V1_VALUES = {
  minOnTimeDeliveriesPercent: 95.01,
  maxClaimsPercent: 3,
  maxCancellationsPercent: 1.5,
  minShippedOrders: 5,
  benefits: V1_BENEFITS,
  conferenceCutoffDay: '2023-10-19',
  conferenceCutoffTime: '23:30',
};
const V1_THRESHOLDS = { minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 };
/** Version 2, saved in March: on time above 94 %, other benefits for Bueno, the conference on 20 March at 18:00. */
const V2_VALUES = {
  ...V1_VALUES,
  minOnTimeDeliveriesPercent: 94,
  benefits: { ...V1_BENEFITS, Bueno: 'Envío gratis en pedidos sobre $20.000 y campañas publicitarias.' },
  conferenceCutoffDay: '2026-03-20',
  conferenceCutoffTime: '18:00',
};
const V2_THRESHOLDS = { ...V1_THRESHOLDS, minDeliveries: 0.94 };

beforeAll(async () => {
  t = await openTestApp();
  const [row] = await t.db.query<{ id: number }>(`insert into sellers (name, publish) values ('Bazar Explicado', true) returning id`);
  seller = row!.id;
  await t.db.query(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id)
     select 'explicado@demo.cl', password_hash, 'Prueba', 'Explicado', 'seller', $1 from users where email = 'seller@demo.cl'`,
    [seller],
  );
  await addBorderlineMonth(t.db, seller, '2026-02');
  await addBorderlineMonth(t.db, seller, '2026-03');
  for (const email of ['admin@demo.cl', 'explicado@demo.cl']) tokens[email] = await t.login(email);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const save = (basedOnVersion: number, note: string, values: unknown) =>
  t.request({ method: 'POST', url: '/v1/rules/versions', token: tokens['admin@demo.cl']!, payload: { basedOnVersion, note, values } as Record<string, unknown> });
const summaryOf = async (token: string) => {
  const answer = await get(`/v1/sellers/reputation-summary/${seller}`, token);
  expect(answer.statusCode).toBe(200);
  expectContract(answer, 'getReputationSummary');
  return answer.json();
};
const cutoffOf = async (token: string) => {
  const answer = await get(`/sellers/seller-configuration/${seller}`, token);
  expect(answer.statusCode).toBe(200);
  expectContract(answer, 'getSellerConfiguration');
  return answer.json().conferenceCutoff;
};

describe('what the seller reads follows the rules versions', () => {
  it('with version 1 only: February and March both explained by it; the cutoff is 19 October 2023, 23:30 Santiago', async () => {
    const summary = await summaryOf(tokens['explicado@demo.cl']!);
    expect(summary).toMatchObject({ level: 'Medio', rulesVersion: 1, thresholds: V1_THRESHOLDS, benefits: V1_BENEFITS });
    // March so far (the 2nd): its orders are placed on the 5th, so none yet.
    expect(summary.currentMonth).toEqual({
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
    });
    // Chile was on summer time (UTC-3).
    expect(await cutoffOf(tokens['explicado@demo.cl']!)).toBe('2023-10-20T02:30:00.000Z');
  });

  it('after version 2 is saved in March: closed February keeps version 1, March takes version 2, the cutoff moves', async () => {
    expect((await save(1, 'Bajamos el umbral de entregas y cambiamos los beneficios de Bueno', V2_VALUES)).statusCode).toBe(201);
    const summary = await summaryOf(tokens['explicado@demo.cl']!);
    expect(summary).toMatchObject({ level: 'Medio', rulesVersion: 1, thresholds: V1_THRESHOLDS, benefits: V1_BENEFITS });
    expect(summary.currentMonth).toMatchObject({ rulesVersion: 2, thresholds: V2_THRESHOLDS, benefits: V2_VALUES.benefits });
    // 20 March 2026, 18:00 in Santiago, still summer time (UTC-3) then.
    expect(await cutoffOf(tokens['explicado@demo.cl']!)).toBe('2026-03-20T21:00:00.000Z');
    // An admin reading the seller's configuration gets the same.
    expect(await cutoffOf(tokens['admin@demo.cl']!)).toBe('2026-03-20T21:00:00.000Z');
  });

  it('once March closes: it is explained by version 2, and a version saved in April changes April only', async () => {
    t.clock.advance(31 * 24 * 3_600_000); // 2026-04-02T12:00Z: March is closed
    const token = await t.login('explicado@demo.cl');
    tokens['admin@demo.cl'] = await t.login('admin@demo.cl');
    const march = await summaryOf(token);
    expect(march).toMatchObject({
      level: 'Bueno',
      levelNumber: 3,
      period: { from: '2026-03-01', to: '2026-03-31' },
      rulesVersion: 2,
      thresholds: V2_THRESHOLDS,
      benefits: { ...V1_BENEFITS, Bueno: 'Envío gratis en pedidos sobre $20.000 y campañas publicitarias.' },
    });
    expect(march.currentMonth).toMatchObject({ rulesVersion: 2, thresholds: V2_THRESHOLDS });

    // Version 3 in April: measured from 8 shipped orders, Destacado's text changes, the conference
    // on 15 June at 09:00, when Chile is on winter time (UTC-4).
    const v3 = {
      ...V2_VALUES,
      minShippedOrders: 8,
      benefits: { ...V2_VALUES.benefits, Destacado: 'Todo lo de Bueno e insignia destacada.' },
      conferenceCutoffDay: '2026-06-15',
      conferenceCutoffTime: '09:00',
    };
    expect((await save(2, 'Subimos el mínimo de despachos', v3)).statusCode).toBe(201);
    const after = await summaryOf(token);
    expect(after).toMatchObject({ level: 'Bueno', rulesVersion: 2, thresholds: V2_THRESHOLDS, benefits: V2_VALUES.benefits });
    expect(after.currentMonth).toMatchObject({
      rulesVersion: 3,
      thresholds: { ...V2_THRESHOLDS, minShippedOrders: 8 },
      benefits: { ...V2_VALUES.benefits, Destacado: 'Todo lo de Bueno e insignia destacada.' },
    });
    expect(await cutoffOf(token)).toBe('2026-06-15T13:00:00.000Z');
  });
});
