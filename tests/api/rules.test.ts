import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { addBorderlineMonth } from './support/borderline-month.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

// The harness clock: 2026-03-02T12:00Z, 09:00 in Santiago. March 2026 is the open month, February
// the last closed one.
let t: TestApp;
let andes: number;
const tokens: Record<string, string> = {};

const VERSION_1_VALUES = {
  minOnTimeDeliveriesPercent: 95.01,
  maxClaimsPercent: 3,
  maxCancellationsPercent: 1.5,
  minShippedOrders: 5,
  benefits: {
    Nuevo: 'Visibilidad estándar de tus productos en búsquedas y categorías. Guía de primeros pasos en el centro de ayuda.',
    Bajo: 'Visibilidad estándar de tus productos en búsquedas y categorías. Plan de mejora acompañado por tu ejecutivo comercial.',
    Medio: 'Visibilidad estándar de tus productos en búsquedas y categorías. Postulación a los eventos de temporada del marketplace.',
    Bueno: '40 % de descuento en el costo de envío. Cofinanciamiento de ofertas. Campañas publicitarias. Despacho programado.',
    Destacado:
      '50 % de descuento en el costo de envío. Cofinanciamiento de ofertas. Campañas publicitarias. Despacho programado. Insignia «Seller destacado» en tus productos.',
  },
  conferenceCutoffDay: '2023-10-19',
  conferenceCutoffTime: '23:30',
};

beforeAll(async () => {
  t = await openTestApp();
  const [seller] = await t.db.query<{ id: number }>(`insert into sellers (name, publish) values ('Bazar Reglas', true) returning id`);
  andes = seller!.id;
  await t.db.query(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id)
     select 'reglas@demo.cl', password_hash, 'Prueba', 'Reglas', 'seller', $1 from users where email = 'seller@demo.cl'`,
    [andes],
  );
  await addBorderlineMonth(t.db, andes, '2026-02');
  await addBorderlineMonth(t.db, andes, '2026-03');
  for (const email of ['admin@demo.cl', 'comercial@demo.cl', 'seller@demo.cl', 'atencion@demo.cl', 'reglas@demo.cl']) tokens[email] = await t.login(email);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const save = (token: string, payload: unknown) => t.request({ method: 'POST', url: '/v1/rules/versions', token, payload: payload as Record<string, unknown> });
const withValues = (change: Partial<typeof VERSION_1_VALUES>) => ({ ...VERSION_1_VALUES, ...change });

describe('the rules as versions', () => {
  it('starts with version 1: the programme rules the portal scored with before', async () => {
    const answer = await get('/v1/rules', tokens['comercial@demo.cl']!);
    expect(answer.statusCode).toBe(200);
    expectContract(answer, 'getReputationRules');
    expect(answer.json()).toEqual({
      current: {
        version: 1,
        effectiveFrom: '1970-01-01',
        note: 'Reglas iniciales del programa de reputación',
        savedBy: null,
        savedAt: '2023-01-01T03:00:00.000Z',
        values: VERSION_1_VALUES,
      },
      history: [{ version: 1, effectiveFrom: '1970-01-01', note: 'Reglas iniciales del programa de reputación', savedBy: null, savedAt: '2023-01-01T03:00:00.000Z' }],
    });
  });

  it('refuses broken rules field by field with codes, and saves nothing', async () => {
    const answer = await save(tokens['admin@demo.cl']!, {
      basedOnVersion: 1,
      note: '   ',
      values: withValues({
        maxClaimsPercent: 96,
        maxCancellationsPercent: 101,
        minShippedOrders: 0,
        benefits: { ...VERSION_1_VALUES.benefits, Bueno: ' ' },
        conferenceCutoffDay: '2023-02-29',
        conferenceCutoffTime: '24:00',
      }),
    });
    expect(answer.statusCode).toBe(400);
    expectContract(answer, 'saveReputationRules');
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(answer.json().details).toEqual(
      expect.arrayContaining([
        { field: 'body.values.maxClaimsPercent', message: 'claimsNotBelowDeliveries' },
        { field: 'body.values.maxCancellationsPercent', message: 'percentRange' },
        { field: 'body.values.minShippedOrders', message: 'positiveInteger' },
        { field: 'body.values.benefits.Bueno', message: 'required' },
        { field: 'body.values.conferenceCutoffDay', message: 'notADay' },
        { field: 'body.values.conferenceCutoffTime', message: 'notATime' },
        { field: 'body.note', message: 'required' },
      ]),
    );
    expect(answer.json().details).toHaveLength(7);
    const cancellations = await save(tokens['admin@demo.cl']!, { basedOnVersion: 1, note: 'Orden', values: withValues({ maxCancellationsPercent: 3 }) });
    expect(cancellations.json().details).toEqual([{ field: 'body.values.maxCancellationsPercent', message: 'cancellationsNotBelowClaims' }]);
    const decimals = await save(tokens['admin@demo.cl']!, { basedOnVersion: 1, note: 'Decimales', values: withValues({ minOnTimeDeliveriesPercent: 95.001 }) });
    expect(decimals.json().details).toEqual([{ field: 'body.values.minOnTimeDeliveriesPercent', message: 'tooManyDecimals' }]);
    expect((await get('/v1/rules', tokens['admin@demo.cl']!)).json().history).toHaveLength(1);
  });

  it('saves the next version with who, when and why, in force from the open month', async () => {
    const answer = await save(tokens['comercial@demo.cl']!, {
      basedOnVersion: 1,
      note: 'Bajamos el umbral de entregas a tiempo',
      values: withValues({ minOnTimeDeliveriesPercent: 94 }),
    });
    expect(answer.statusCode).toBe(201);
    expectContract(answer, 'saveReputationRules');
    expect(answer.json()).toEqual({
      version: 2,
      effectiveFrom: '2026-03-01',
      note: 'Bajamos el umbral de entregas a tiempo',
      savedBy: 'Camila Araya',
      savedAt: '2026-03-02T12:00:00.000Z',
      values: withValues({ minOnTimeDeliveriesPercent: 94 }),
    });
    const overview = (await get('/v1/rules', tokens['admin@demo.cl']!)).json();
    expect(overview.current.version).toBe(2);
    expect(overview.history.map((entry: { version: number; savedBy: string | null }) => [entry.version, entry.savedBy])).toEqual([
      [2, 'Camila Araya'],
      [1, null],
    ]);
    const old = await get('/v1/rules/versions/1', tokens['admin@demo.cl']!);
    expect(old.statusCode).toBe(200);
    expectContract(old, 'getReputationRuleVersion');
    expect(old.json().values).toEqual(VERSION_1_VALUES);
    const missing = await get('/v1/rules/versions/9', tokens['admin@demo.cl']!);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('RULES_VERSION_NOT_FOUND');
  });

  it('answers 409 to a save based on a version that is no longer current, and saves nothing', async () => {
    const answer = await save(tokens['admin@demo.cl']!, { basedOnVersion: 1, note: 'Basado en la versión 1', values: withValues({ minShippedOrders: 6 }) });
    expect(answer.statusCode).toBe(409);
    expectContract(answer, 'saveReputationRules');
    expect(answer.json().code).toBe('RULES_VERSION_STALE');
    expect((await get('/v1/rules', tokens['admin@demo.cl']!)).json().current.version).toBe(2);
  });

  it('of two saves based on the same version, exactly one is stored', async () => {
    const payload = (note: string) => ({ basedOnVersion: 2, note, values: withValues({ minOnTimeDeliveriesPercent: 94 }) });
    const answers = await Promise.all([save(tokens['admin@demo.cl']!, payload('Primera')), save(tokens['comercial@demo.cl']!, payload('Segunda'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await get('/v1/rules', tokens['admin@demo.cl']!)).json().history).toHaveLength(3);
  });
});

describe('who may use the rules', () => {
  it('refuses sellers and roles without the /rules screen', async () => {
    for (const email of ['seller@demo.cl', 'atencion@demo.cl']) {
      expect((await get('/v1/rules', tokens[email]!)).statusCode).toBe(403);
      expect((await save(tokens[email]!, { basedOnVersion: 3, note: 'x', values: VERSION_1_VALUES })).statusCode).toBe(403);
    }
  });
});

describe('the scoring by the version in force for each month', () => {
  it('keeps scoring closed February, and showing its thresholds, by version 1', async () => {
    const status = await get(`/v1/sellers/status-reputation/${andes}`, tokens['reglas@demo.cl']!);
    expect(status.json()).toEqual({ categoriaReputacion: 'Medio', cancelQuiebre: 0.05, porcentajeReclamos: 0, entregasRetraso: 0.0526 });
    const summary = await get(`/v1/sellers/reputation-summary/${andes}`, tokens['reglas@demo.cl']!);
    expect(summary.json()).toMatchObject({ level: 'Medio', thresholds: { minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 } });
  });

  it('scores March, once closed, by the version saved during it', async () => {
    t.clock.advance(31 * 24 * 3_600_000); // 2026-04-02T12:00Z: March is closed
    const token = await t.login('reglas@demo.cl');
    const status = await get(`/v1/sellers/status-reputation/${andes}`, token);
    expect(status.json()).toEqual({ categoriaReputacion: 'Bueno', cancelQuiebre: 0.05, porcentajeReclamos: 0, entregasRetraso: 0.0526 });
    const summary = await get(`/v1/sellers/reputation-summary/${andes}`, token);
    expect(summary.json()).toMatchObject({ level: 'Bueno', levelNumber: 3, thresholds: { minDeliveries: 0.94, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 } });
  });
});
