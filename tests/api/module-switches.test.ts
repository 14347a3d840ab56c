/**
 * Module switches (Configuración > Módulos) through the API: closing asks for a reason and an
 * expected reopening that the public list shows sellers, opening clears them, every switch lands
 * in the module's history with who did it, the rules refuse with codes the screen translates, and
 * the switches' own module is never switched. The test clock stands at 2026-03-02 12:00 UTC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adminToken: string;
let sellerToken: string;
beforeAll(async () => {
  t = await openTestApp();
  adminToken = await t.login('admin@demo.cl');
  sellerToken = await t.login('seller@demo.cl');
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const put = (keyModule: string, payload: Record<string, unknown>, token = adminToken) =>
  t.request({ method: 'PUT', url: `/services-status/${keyModule}`, payload, token });
const publicList = async () => (await t.request({ method: 'GET', url: '/services-status' })).json() as Record<string, unknown>[];
const history = (keyModule: string, token = adminToken) => t.request({ method: 'GET', url: `/services-status/${keyModule}/history`, token });
const ADMIN = { id: 1, name: 'Carolina Fuentes', email: 'admin@demo.cl' };

describe('closing and opening a module', () => {
  it('shows sellers the reason and the expected reopening, and clears both on opening', async () => {
    const closed = await put('shipments', { active: false, reason: '  Cambio de transportista  ', expected_reopening: '2026-03-03T13:00:00-03:00' });
    expect(closed.statusCode).toBe(200);
    expectContract(closed, 'updateServiceStatus');
    expect(closed.json()).toMatchObject({ key_module: 'shipments', active: false, reason: 'Cambio de transportista', expected_reopening: '2026-03-03T16:00:00.000Z' });

    const listed = (await publicList()).find((module) => module.key_module === 'shipments');
    expect(listed).toEqual({
      key_module: 'shipments',
      active: false,
      released: true,
      count_to_close_page: 0,
      module: 'Envíos',
      reason: 'Cambio de transportista',
      expected_reopening: '2026-03-03T16:00:00.000Z',
    });
    // Who switched it is for admins only.
    expect(JSON.stringify(await publicList())).not.toContain('admin@demo.cl');

    const opened = await put('shipments', { active: true });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ active: true, reason: null, expected_reopening: null });
    expect((await publicList()).find((module) => module.key_module === 'shipments')).toMatchObject({ active: true, reason: null, expected_reopening: null });
  });

  it('takes null as "no estimated date"', async () => {
    const closed = await put('invoice', { active: false, reason: 'Actualización del SII', expected_reopening: null });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ active: false, reason: 'Actualización del SII', expected_reopening: null });
    expect((await put('invoice', { active: true })).statusCode).toBe(200);
  });

  it('keeps a module whose reopening time passed closed, with its time, until an admin opens it', async () => {
    expect((await put('stock', { active: false, reason: 'Inventario anual', expected_reopening: '2026-03-02T13:00:00Z' })).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await publicList()).find((module) => module.key_module === 'stock')).toMatchObject({
      active: false,
      reason: 'Inventario anual',
      expected_reopening: '2026-03-02T13:00:00.000Z',
    });
    expect((await put('stock', { active: true })).statusCode).toBe(200);
  });
});

describe('the history of a module', () => {
  it('records every switch with who and when, newest first, and the switches list shows the last one', async () => {
    const start = t.clock.now().getTime();
    await put('returns', { active: false, reason: 'Revisión de casos', expected_reopening: '2026-03-05T12:00:00Z' });
    t.clock.advance(60_000);
    await put('returns', { active: true });

    const response = await history('returns');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listModuleSwitchHistory');
    const entries = response.json() as { id: number }[];
    expect(entries.map(({ id: _id, ...entry }) => entry)).toEqual([
      { active: true, reason: null, expected_reopening: null, changed_at: new Date(start + 60_000).toISOString(), changed_by: ADMIN },
      { active: false, reason: 'Revisión de casos', expected_reopening: '2026-03-05T12:00:00.000Z', changed_at: new Date(start).toISOString(), changed_by: ADMIN },
    ]);

    const switches = await t.request({ method: 'GET', url: '/services-status/switches', token: adminToken });
    expect(switches.statusCode).toBe(200);
    expectContract(switches, 'listModuleSwitches');
    const returns = (switches.json() as { key_module: string; last_change: unknown }[]).find((module) => module.key_module === 'returns');
    expect(returns?.last_change).toEqual({ id: entries[0]!.id, active: true, reason: null, expected_reopening: null, changed_at: new Date(start + 60_000).toISOString(), changed_by: ADMIN });
    const never = (switches.json() as { key_module: string; last_change: unknown }[]).find((module) => module.key_module === 'campaigns');
    expect(never?.last_change).toBeNull();
  });

  it('is empty for a module never switched, 404 for one that does not exist', async () => {
    expect((await history('campaigns')).json()).toEqual([]);
    const missing = await history('teleport');
    expect(missing.statusCode).toBe(404);
    expectContract(missing, 'listModuleSwitchHistory');
  });

  it('is for admins only, as is the switches list', async () => {
    expect((await history('returns', sellerToken)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/services-status/switches', token: sellerToken })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/services-status/switches' })).statusCode).toBe(401);
  });
});

describe('refusals', () => {
  it('never switches the switches module, closing or opening, and records nothing', async () => {
    for (const payload of [{ active: false, reason: 'Mantención', expected_reopening: null }, { active: true }]) {
      const response = await put('modules', payload);
      expect(response.statusCode).toBe(409);
      expectContract(response, 'updateServiceStatus');
      expect(response.json()).toMatchObject({ code: 'MODULE_SWITCH_LOCKED' });
    }
    expect((await publicList()).find((module) => module.key_module === 'modules')).toMatchObject({ active: true, released: true, module: 'Módulos' });
    expect((await history('modules')).json()).toEqual([]);
  });

  it('refuses closings that break the rules with a code per rule, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ active: false, expected_reopening: null }, 'SWITCH_REASON_REQUIRED', 'body.reason'],
      [{ active: false, reason: '   ', expected_reopening: null }, 'SWITCH_REASON_REQUIRED', 'body.reason'],
      [{ active: false, reason: 'a'.repeat(201), expected_reopening: null }, 'SWITCH_REASON_TOO_LONG', 'body.reason'],
      [{ active: false, reason: 'Vuelve <b>pronto</b>', expected_reopening: null }, 'SWITCH_REASON_NOT_PLAIN', 'body.reason'],
      [{ active: false, reason: 'Dos\nlíneas', expected_reopening: null }, 'SWITCH_REASON_NOT_PLAIN', 'body.reason'],
      [{ active: false, reason: 'Mantención' }, 'SWITCH_REOPENING_REQUIRED', 'body.expected_reopening'],
      [{ active: false, reason: 'Mantención', expected_reopening: '2026-03-01T12:00:00Z' }, 'SWITCH_REOPENING_IN_PAST', 'body.expected_reopening'],
      [{ active: true, reason: 'Listo' }, 'SWITCH_OPEN_TAKES_NO_REASON', 'body.reason'],
      [{ active: true, expected_reopening: null }, 'SWITCH_OPEN_TAKES_NO_REASON', 'body.expected_reopening'],
    ];
    const before = (await history('orders')).json();
    for (const [payload, code, field] of cases) {
      const response = await put('orders', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectContract(response, 'updateServiceStatus');
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ code, details: [{ field, message: code }] });
    }
    expect((await publicList()).find((module) => module.key_module === 'orders')).toMatchObject({ active: true, reason: null });
    expect((await history('orders')).json()).toEqual(before);
  });

  it('refuses a reopening that is not a date-time by the contract', async () => {
    const response = await put('orders', { active: false, reason: 'Mantención', expected_reopening: 'mañana' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain('body.expected_reopening');
  });
});
