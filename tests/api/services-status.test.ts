import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts.ts';
import { PORTAL_MODULES } from '../../server/services-status/modules.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await openTestApp();
  adminToken = await t.login('admin@demo.cl');
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const put = (keyModule: string, payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/services-status/${keyModule}`, payload: payload as Record<string, unknown>, ...(token ? { token } : {}) });

describe('GET /services-status', () => {
  it('is public and lists every portal module, open, ordered by key', async () => {
    const response = await t.request({ method: 'GET', url: '/services-status' });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listServiceStatus');
    const modules = response.json() as { key_module: string; active: boolean; module: string }[];
    expect(modules.map((module) => module.key_module)).toEqual(PORTAL_MODULES.map((module) => module.key).sort());
    expect(modules.every((module) => module.active)).toBe(true);
    expect(modules.find((module) => module.key_module === 'catalog-approval')?.module).toBe('Aprobación de catálogo');
    expect(modules.find((module) => module.key_module === 'helper')?.module).toBe('Guía de uso');
  });

  it('says which modules this build has (released), as server/services-status/modules.ts does', async () => {
    const modules = (await t.request({ method: 'GET', url: '/services-status' })).json() as { key_module: string; released: boolean }[];
    for (const module of PORTAL_MODULES) expect(modules.find((row) => row.key_module === module.key)?.released, module.key).toBe(module.released);
    expect(modules.find((module) => module.key_module === 'eiffel')?.released).toBe(true);
    expect(modules.find((module) => module.key_module === 'orders')?.released).toBe(true);
    expect(modules.find((module) => module.key_module === 'returns')?.released).toBe(true);
    expect(modules.find((module) => module.key_module === 'shipments')?.released).toBe(true);
    expect(modules.find((module) => module.key_module === 'invoice')?.released).toBe(true);
  });

  it('refuses unknown query parameters', async () => {
    const response = await t.request({ method: 'GET', url: '/services-status?all=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('query.all');
  });
});

describe('PUT /services-status/{keyModule}', () => {
  it('lets an admin close and reopen a module, and the list shows it', async () => {
    const closed = await put('orders', { active: false, count_to_close_page: 30, reason: 'Mantención programada', expected_reopening: null }, adminToken);
    expect(closed.statusCode).toBe(200);
    expectContract(closed, 'updateServiceStatus');
    expect(closed.json()).toEqual({
      key_module: 'orders',
      active: false,
      released: true,
      count_to_close_page: 30,
      module: 'Órdenes',
      reason: 'Mantención programada',
      expected_reopening: null,
    });
    const list = (await t.request({ method: 'GET', url: '/services-status' })).json() as { key_module: string; active: boolean }[];
    expect(list.find((module) => module.key_module === 'orders')?.active).toBe(false);

    const reopened = await put('orders', { active: true }, adminToken);
    expect(reopened.json()).toEqual({ key_module: 'orders', active: true, released: true, count_to_close_page: 30, module: 'Órdenes', reason: null, expected_reopening: null });
  });

  it('is 403 for every role but admin', async () => {
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.role !== 'admin')) {
      const response = await put('stock', { active: false }, await t.login(account.email));
      expect(response.statusCode, account.role).toBe(403);
      expectContract(response, 'updateServiceStatus');
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const list = (await t.request({ method: 'GET', url: '/services-status' })).json() as { key_module: string; active: boolean }[];
    expect(list.find((module) => module.key_module === 'stock')?.active).toBe(true);
  });

  it('is 401 without a valid token, before looking at the body', async () => {
    for (const token of [undefined, 'garbage']) {
      const response = await put('stock', { active: 'nope' }, token);
      expect(response.statusCode).toBe(401);
      expectContract(response, 'updateServiceStatus');
    }
  });

  it('is 404 for a module that does not exist', async () => {
    const response = await put('teleport', { active: false, reason: 'Mantención', expected_reopening: null }, adminToken);
    expect(response.statusCode).toBe(404);
    expectContract(response, 'updateServiceStatus');
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is 400 for bodies and keys that break the contract', async () => {
    const cases: [string, unknown, string][] = [
      ['orders', { active: 'false' }, 'body.active'],
      ['orders', {}, 'body.active'],
      ['orders', { active: true, module: 'Otro' }, 'body.module'],
      ['orders', { active: true, count_to_close_page: -1 }, 'body.count_to_close_page'],
      ['orders', { active: true, count_to_close_page: 3601 }, 'body.count_to_close_page'],
      ['orders', { active: true, count_to_close_page: 1.5 }, 'body.count_to_close_page'],
      ['Orders', { active: true }, 'params.keyModule'],
      ['o', { active: true }, 'params.keyModule'],
    ];
    for (const [key, payload, field] of cases) {
      const response = await put(key, payload, adminToken);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectContract(response, 'updateServiceStatus');
      expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
  });
});
