/**
 * Spid35, the express store console (openapi/spid35.yaml) against the real app and the demo seed:
 * the store's queue oldest first with the time left against the 35-minute promise, each move of the
 * lifecycle, a move the lifecycle refuses, two people pressing at once (one wins, the other is told
 * the order changed), "sin stock" by substitution (taking the substitute's units) and by removal,
 * another store's queue and orders answering 404, the store's express stock, and the roles refused.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spid35TimeLeft } from '../../shared/spid35/lifecycle.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

// The harness clock: 2026-03-02T12:00Z, when the seed dated its express orders from.
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

interface Line {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  shortage: null | { resolution: string; substituteSku: string | null; substituteName: string | null; by: string; at: string };
}
interface Order {
  id: number;
  facilityId: string;
  orderNumber: string;
  status: string;
  version: number;
  createdAt: string;
  promisedAt: string;
  lines: Line[];
}

beforeAll(async () => {
  t = await openTestApp();
  for (const [key, email] of Object.entries({
    admin: 'admin@demo.cl',
    logistics: 'logistica@demo.cl',
    store: 'tienda@demo.cl',
    seller: 'seller@demo.cl',
    customerService: 'atencion@demo.cl',
    catalog: 'catalogo@demo.cl',
    comercial: 'comercial@demo.cl',
    security: 'seguridad@demo.cl',
    sysadmin: 'sysadmin@demo.cl',
  })) {
    tokens[key] = await t.login(email);
  }
  for (const row of await t.db.query<{ id: number; order_number: string }>('select id, order_number from spid35_orders')) ids[row.order_number] = row.id;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const queue = (token: string, facilityId: string) => t.request({ method: 'GET', url: `/v1/spid35/orders?facilityId=${facilityId}`, token });
const move = (token: string, number: string, to: string, version: number) =>
  t.request({ method: 'POST', url: `/v1/spid35/orders/${ids[number]}/move`, token, payload: { to, version } });
const shortage = (token: string, number: string, lineId: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/spid35/orders/${ids[number]}/lines/${lineId}/shortage`, token, payload });

function body<T>(response: LightMyRequestResponse, operationId: string, status: number): T {
  expectContract(response, operationId);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

async function orderOf(number: string): Promise<Order> {
  const facility = number.startsWith('S35-2026-0002') ? 'TDA-NUNOA' : 'TDA-PROVIDENCIA';
  const { items } = body<{ items: Order[] }>(await queue(tokens.admin!, facility), 'listSpid35Orders', 200);
  const found = items.find((order) => order.orderNumber === number);
  if (!found) throw new Error(`${number} is not in the queue`);
  return found;
}

describe('the stores and the session', () => {
  it('gives the store person its own store, and staff every store by name', async () => {
    const session = (await t.request({ method: 'GET', url: '/auth/session', token: tokens.store! })).json() as { facility_id: string | null };
    expect(session.facility_id).toBe('TDA-PROVIDENCIA');
    expect(body(await t.request({ method: 'GET', url: '/v1/spid35/facilities', token: tokens.store! }), 'listSpid35Facilities', 200)).toEqual({
      items: [{ id: 'TDA-PROVIDENCIA', name: 'Tienda Providencia' }],
    });
    for (const staff of ['admin', 'logistics']) {
      expect(body(await t.request({ method: 'GET', url: '/v1/spid35/facilities', token: tokens[staff]! }), 'listSpid35Facilities', 200)).toEqual({
        items: [
          { id: 'TDA-PROVIDENCIA', name: 'Tienda Providencia' },
          { id: 'TDA-NUNOA', name: 'Tienda Ñuñoa' },
        ],
      });
    }
  });
});

describe('the queue', () => {
  it('lists the open express orders oldest first, with the promise 35 minutes after each came in', async () => {
    const answer = body<{ facility: unknown; items: Order[] }>(await queue(tokens.store!, 'TDA-PROVIDENCIA'), 'listSpid35Orders', 200);
    expect(answer.facility).toEqual({ id: 'TDA-PROVIDENCIA', name: 'Tienda Providencia' });
    expect(answer.items.map((order) => [order.orderNumber, order.status, order.createdAt, order.promisedAt])).toEqual([
      ['S35-2026-000102', 'accepted', '2026-03-02T11:21:00.000Z', '2026-03-02T11:56:00.000Z'],
      ['S35-2026-000103', 'new', '2026-03-02T11:24:00.000Z', '2026-03-02T11:59:00.000Z'],
      ['S35-2026-000104', 'picked', '2026-03-02T11:35:00.000Z', '2026-03-02T12:10:00.000Z'],
      ['S35-2026-000105', 'packed', '2026-03-02T11:40:00.000Z', '2026-03-02T12:15:00.000Z'],
      ['S35-2026-000106', 'accepted', '2026-03-02T11:45:00.000Z', '2026-03-02T12:20:00.000Z'],
      ['S35-2026-000107', 'new', '2026-03-02T11:57:00.000Z', '2026-03-02T12:32:00.000Z'],
    ]);
    // The time left at the seed's 12:00: two late, the rest with minutes to go.
    expect(answer.items.map((order) => spid35TimeLeft(new Date(order.promisedAt), t.clock.now()))).toEqual([
      { kind: 'late', minutes: 4 },
      { kind: 'late', minutes: 1 },
      { kind: 'left', minutes: 10 },
      { kind: 'left', minutes: 15 },
      { kind: 'left', minutes: 20 },
      { kind: 'left', minutes: 32 },
    ]);
    const resolved = answer.items.find((order) => order.orderNumber === 'S35-2026-000106')!;
    expect(resolved.lines[1]).toMatchObject({
      sku: 'S35-JUG-1L',
      shortage: { resolution: 'substituted', substituteSku: 'S35-LEC-DES', substituteName: 'Leche descremada 1 L', by: 'Francisca Morales', at: '2026-03-02T11:55:00.000Z' },
    });
  });

  it("answers another store's queue with 404 to a store person, and shows it to staff", async () => {
    const refused = body<{ code: string }>(await queue(tokens.store!, 'TDA-NUNOA'), 'listSpid35Orders', 404);
    expect(refused.code).toBe('SPID35_FACILITY_NOT_FOUND');
    expect(body<{ code: string }>(await queue(tokens.admin!, 'TDA-NADA'), 'listSpid35Orders', 404).code).toBe('SPID35_FACILITY_NOT_FOUND');
    const other = body<{ items: Order[] }>(await queue(tokens.logistics!, 'TDA-NUNOA'), 'listSpid35Orders', 200);
    expect(other.items.map((order) => order.orderNumber)).toEqual(['S35-2026-000201']);
  });
});

describe('moves', () => {
  it('walks an order from new to handed over, one step at a time, each recorded with who made it', async () => {
    let version = 1;
    for (const to of ['accepted', 'picked', 'packed', 'handedOver']) {
      const moved = body<Order>(await move(tokens.store!, 'S35-2026-000107', to, version), 'moveSpid35Order', 200);
      expect([moved.status, moved.version]).toEqual([to, version + 1]);
      version += 1;
    }
    const { items } = body<{ items: Order[] }>(await queue(tokens.store!, 'TDA-PROVIDENCIA'), 'listSpid35Orders', 200);
    expect(items.map((order) => order.orderNumber)).not.toContain('S35-2026-000107');
    const moves = await t.db.query<{ from_status: string; to_status: string; email: string }>(
      'select m.from_status, m.to_status, u.email from spid35_order_moves m join users u on u.id = m.user_id where m.order_id = $1 order by m.id',
      [ids['S35-2026-000107']],
    );
    expect(moves).toEqual([
      { from_status: 'new', to_status: 'accepted', email: 'tienda@demo.cl' },
      { from_status: 'accepted', to_status: 'picked', email: 'tienda@demo.cl' },
      { from_status: 'picked', to_status: 'packed', email: 'tienda@demo.cl' },
      { from_status: 'packed', to_status: 'handedOver', email: 'tienda@demo.cl' },
    ]);
  });

  it('refuses a move the lifecycle does not allow with 409 SPID35_MOVE_NOT_ALLOWED, writing nothing', async () => {
    const skipped = body<{ code: string; current: Order }>(await move(tokens.store!, 'S35-2026-000105', 'accepted', 1), 'moveSpid35Order', 409);
    expect([skipped.code, skipped.current.status, skipped.current.version]).toEqual(['SPID35_MOVE_NOT_ALLOWED', 'packed', 1]);
    const gone = body<{ code: string; current: Order }>(await move(tokens.admin!, 'S35-2026-000101', 'new', 1), 'moveSpid35Order', 409);
    expect([gone.code, gone.current.status]).toEqual(['SPID35_MOVE_NOT_ALLOWED', 'handedOver']);
  });

  it('lets one of two presses at once win; the other gets 409 SPID35_ORDER_CHANGED with the order as it is', async () => {
    const answers = await Promise.all([move(tokens.store!, 'S35-2026-000103', 'accepted', 1), move(tokens.logistics!, 'S35-2026-000103', 'accepted', 1)]);
    for (const answer of answers) expectContract(answer, 'moveSpid35Order');
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!.json() as { code: string; current: Order };
    expect([lost.code, lost.current.status, lost.current.version]).toEqual(['SPID35_ORDER_CHANGED', 'accepted', 2]);
    const [{ moves = 0 } = {}] = await t.db.query<{ moves: number }>('select count(*)::int as moves from spid35_order_moves where order_id = $1', [ids['S35-2026-000103']]);
    expect(moves).toBe(1);
    // A version already gone is told the same.
    expect(body<{ code: string }>(await move(tokens.store!, 'S35-2026-000103', 'picked', 1), 'moveSpid35Order', 409).code).toBe('SPID35_ORDER_CHANGED');
  });
});

describe('sin stock', () => {
  it('substitutes a line by another SKU of the store, taking its units, and records who and when', async () => {
    const order = await orderOf('S35-2026-000102');
    const coffee = order.lines.find((line) => line.sku === 'S35-CAF-250')!;
    t.clock.advance(60_000);
    const resolved = body<Order>(await shortage(tokens.store!, 'S35-2026-000102', coffee.id, { version: 1, resolution: 'substitute', substituteSku: 'S35-LEC-DES' }), 'resolveSpid35Shortage', 200);
    expect(resolved.version).toBe(2);
    expect(resolved.lines.find((line) => line.id === coffee.id)!.shortage).toEqual({
      resolution: 'substituted',
      substituteSku: 'S35-LEC-DES',
      substituteName: 'Leche descremada 1 L',
      by: 'Francisca Morales',
      at: '2026-03-02T12:01:00.000Z',
    });
    const stock = body<{ items: { sku: string; onHand: number; updatedAt: string }[] }>(
      await t.request({ method: 'GET', url: '/v1/spid35/stock?facilityId=TDA-PROVIDENCIA&q=descremada', token: tokens.store! }),
      'listSpid35Stock',
      200,
    );
    expect(stock.items).toEqual([{ sku: 'S35-LEC-DES', name: 'Leche descremada 1 L', onHand: 17, updatedAt: '2026-03-02T12:01:00.000Z' }]);
  });

  it('removes a line', async () => {
    const order = await orderOf('S35-2026-000102');
    const milk = order.lines.find((line) => line.sku === 'S35-LEC-1L')!;
    const resolved = body<Order>(await shortage(tokens.logistics!, 'S35-2026-000102', milk.id, { version: 2, resolution: 'remove' }), 'resolveSpid35Shortage', 200);
    expect(resolved.version).toBe(3);
    expect(resolved.lines.find((line) => line.id === milk.id)!.shortage).toEqual({
      resolution: 'removed',
      substituteSku: null,
      substituteName: null,
      by: 'Diego Silva',
      at: '2026-03-02T12:01:00.000Z',
    });
  });

  it('refuses a line resolved already, an order not being picked, a substitute without units, and a stale version', async () => {
    const order = await orderOf('S35-2026-000102');
    const again = body<{ code: string }>(await shortage(tokens.store!, 'S35-2026-000102', order.lines[0]!.id, { version: 3, resolution: 'remove' }), 'resolveSpid35Shortage', 409);
    expect(again.code).toBe('SPID35_SHORTAGE_NOT_ALLOWED');
    const picked = await orderOf('S35-2026-000104');
    const notPicking = body<{ code: string }>(await shortage(tokens.store!, 'S35-2026-000104', picked.lines[0]!.id, { version: 1, resolution: 'remove' }), 'resolveSpid35Shortage', 409);
    expect(notPicking.code).toBe('SPID35_SHORTAGE_NOT_ALLOWED');
    const busy = await orderOf('S35-2026-000106');
    const coffee = busy.lines.find((line) => line.sku === 'S35-CAF-250')!;
    // Café molido has none left, and Palta Hass has 3 for a line of 2 coffees: only the first is short.
    const empty = body<{ code: string; current: Order }>(
      await shortage(tokens.store!, 'S35-2026-000106', coffee.id, { version: 1, resolution: 'substitute', substituteSku: 'S35-CAF-250' }),
      'resolveSpid35Shortage',
      409,
    );
    expect([empty.code, empty.current.version]).toEqual(['SPID35_SUBSTITUTE_UNAVAILABLE', 1]);
    const unknown = body<{ code: string }>(
      await shortage(tokens.store!, 'S35-2026-000106', coffee.id, { version: 1, resolution: 'substitute', substituteSku: 'NO-EXISTE' }),
      'resolveSpid35Shortage',
      409,
    );
    expect(unknown.code).toBe('SPID35_SUBSTITUTE_UNAVAILABLE');
    const stale = body<{ code: string }>(await shortage(tokens.store!, 'S35-2026-000106', coffee.id, { version: 7, resolution: 'remove' }), 'resolveSpid35Shortage', 409);
    expect(stale.code).toBe('SPID35_ORDER_CHANGED');
    const missing = body<{ code: string }>(await shortage(tokens.store!, 'S35-2026-000106', coffee.id, { version: 1, resolution: 'substitute' }), 'resolveSpid35Shortage', 400);
    expect(missing.code).toBe('VALIDATION_FAILED');
    const [{ on_hand = -1 } = {}] = await t.db.query<{ on_hand: number }>("select on_hand from spid35_stock where facility_id = 'TDA-PROVIDENCIA' and sku = 'S35-CAF-250'");
    expect(on_hand).toBe(0);
  });
});

describe("another store's orders", () => {
  it('answers 404 to a store person, never the order, and changes nothing', async () => {
    const theirs = await orderOf('S35-2026-000201');
    const moved = body<{ code: string; current?: unknown }>(await move(tokens.store!, 'S35-2026-000201', 'accepted', 1), 'moveSpid35Order', 404);
    expect(moved).toEqual({ statusCode: 404, code: 'SPID35_ORDER_NOT_FOUND', message: 'No such express order among your stores' });
    const short = body<{ code: string }>(await shortage(tokens.store!, 'S35-2026-000201', theirs.lines[0]!.id, { version: 1, resolution: 'remove' }), 'resolveSpid35Shortage', 404);
    expect(short.code).toBe('SPID35_ORDER_NOT_FOUND');
    const nowhere = await t.request({ method: 'POST', url: '/v1/spid35/orders/999999/move', token: tokens.admin!, payload: { to: 'accepted', version: 1 } });
    expect(body<{ code: string }>(nowhere, 'moveSpid35Order', 404).code).toBe('SPID35_ORDER_NOT_FOUND');
    expect((await orderOf('S35-2026-000201')).version).toBe(1);
    const stock = await t.request({ method: 'GET', url: '/v1/spid35/stock?facilityId=TDA-NUNOA', token: tokens.store! });
    expect(body<{ code: string }>(stock, 'listSpid35Stock', 404).code).toBe('SPID35_FACILITY_NOT_FOUND');
  });
});

describe('express stock', () => {
  it("lists a store's express stock by SKU, narrowed by a search", async () => {
    const all = body<{ items: { sku: string; onHand: number }[] }>(
      await t.request({ method: 'GET', url: '/v1/spid35/stock?facilityId=TDA-NUNOA', token: tokens.admin! }),
      'listSpid35Stock',
      200,
    );
    expect(all.items.map((item) => [item.sku, item.onHand])).toEqual([
      ['S35-AGU-500', 30],
      ['S35-LEC-1L', 12],
      ['S35-PAN-MOL', 5],
    ]);
    const found = body<{ items: { sku: string }[] }>(
      await t.request({ method: 'GET', url: `/v1/spid35/stock?facilityId=TDA-PROVIDENCIA&q=${encodeURIComponent('LECHE')}`, token: tokens.store! }),
      'listSpid35Stock',
      200,
    );
    expect(found.items.map((item) => item.sku)).toEqual(['S35-LEC-1L', 'S35-LEC-DES']);
  });
});

describe('roles', () => {
  it('refuses every Spid35 operation to the roles without Spid35 (403)', async () => {
    for (const role of ['seller', 'customerService', 'catalog', 'comercial', 'security', 'sysadmin']) {
      const token = tokens[role]!;
      const answers: [LightMyRequestResponse, string][] = [
        [await t.request({ method: 'GET', url: '/v1/spid35/facilities', token }), 'listSpid35Facilities'],
        [await queue(token, 'TDA-PROVIDENCIA'), 'listSpid35Orders'],
        [await move(token, 'S35-2026-000105', 'handedOver', 1), 'moveSpid35Order'],
        [await shortage(token, 'S35-2026-000106', 1, { version: 1, resolution: 'remove' }), 'resolveSpid35Shortage'],
        [await t.request({ method: 'GET', url: '/v1/spid35/stock?facilityId=TDA-PROVIDENCIA', token }), 'listSpid35Stock'],
      ];
      for (const [answer, operationId] of answers) expect(body<{ code: string }>(answer, operationId, 403).code, `${role} ${operationId}`).toBe('FORBIDDEN');
    }
    expect((await orderOf('S35-2026-000105')).version).toBe(1);
  });
});
