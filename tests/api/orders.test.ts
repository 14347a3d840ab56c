/**
 * The orders service (openapi/orders.yaml) against the real app: the keyset list over the seeded
 * demo store (every order once, in order, for every sort and direction), its filters, search and tab
 * counts over nine orders written here by hand, who sees which orders, the seller's actions, the
 * shipping label and the exports. Expected values are written here; where the seed decides them, the
 * test counts the rows with its own SQL.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LIMIT } from '../../server/orders/export.ts';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { insertOrders, type NewOrder } from '../../server/seed/order-rows.ts';
import { ORDER_STATUSES, groupOf, movementsBetween, type OrderStatus } from '../../shared/orders/lifecycle.ts';
import { readPdf } from '../support/pdf.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

// The harness clock: 2026-03-02T12:00Z, 09:00 in Santiago (UTC-3 in summer).
let t: TestApp;
let andes: number;
let shop: number;
const tokens: Record<string, string> = {};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Fixture {
  created: string;
  status: OrderStatus;
  route: OrderStatus[];
  customer: string;
  items: { sku: string; name: string; quantity: number; unitPrice: number }[];
  shipping: number;
  commune: string;
  region: string;
  folio?: number;
}

const RM = 'Metropolitana de Santiago';
const TO_DELIVERY: OrderStatus[] = ['new', 'awaiting_fulfillment', 'ready_to_ship', 'dispatched', 'shipped', 'delivery_in_progress', 'delivered'];

/** The nine orders of "Ferretería Prueba", oldest first (numbered in this order). Totals include the shipping. */
const FIXTURES: Record<string, Fixture> = {
  // Total 78.980. Closed.
  F1: {
    created: '2026-01-15T15:00:00.000Z', status: 'canceled', route: ['new', 'canceled'], customer: 'Tomás Fernández Vidal',
    items: [{ sku: 'FIX-PAR-57', name: 'Parrilla a carbón 57 cm', quantity: 1, unitPrice: 74_990 }], shipping: 3_990, commune: 'Temuco', region: 'La Araucanía',
  },
  // Total 27.980. Incident.
  F2: {
    created: '2026-01-20T15:00:00.000Z', status: 'lost_after_shipping', route: ['new', 'awaiting_fulfillment', 'ready_to_ship', 'dispatched', 'shipped', 'lost_after_shipping'],
    customer: 'Valeria Núñez Castro', items: [{ sku: 'FIX-CAF-03', name: 'Cafetera italiana 6 tazas', quantity: 1, unitPrice: 22_990 }], shipping: 4_990,
    commune: 'Viña del Mar', region: 'Valparaíso',
  },
  // Total 39.990, free shipping, with its boleta.
  F3: {
    created: '2026-02-10T15:00:00.000Z', status: 'delivered', route: TO_DELIVERY, customer: 'José Muñoz Pérez',
    items: [{ sku: 'FIX-TAL-01', name: 'Taladro percutor 650 W', quantity: 1, unitPrice: 39_990 }], shipping: 0, commune: 'Providencia', region: RM, folio: 5001,
  },
  // Total 42.970, two units.
  F4: {
    created: '2026-02-11T15:00:00.000Z', status: 'delivered', route: TO_DELIVERY, customer: 'María Ñúñez Soto',
    items: [{ sku: 'FIX-SAR-02', name: 'Sartén antiadherente 28 cm', quantity: 2, unitPrice: 19_990 }], shipping: 2_990, commune: 'Concepción', region: 'Biobío',
  },
  // Total 62.980, two items. In transit.
  F5: {
    created: '2026-02-20T15:00:00.000Z', status: 'dispatched', route: ['new', 'awaiting_fulfillment', 'ready_to_ship', 'dispatched'], customer: 'Pedro González Rojas',
    items: [
      { sku: 'FIX-TAL-01', name: 'Taladro percutor 650 W', quantity: 1, unitPrice: 39_990 },
      { sku: 'FIX-CAF-03', name: 'Cafetera italiana 6 tazas', quantity: 1, unitPrice: 22_990 },
    ],
    shipping: 0, commune: 'Ñuñoa', region: RM,
  },
  // Total 48.980. Ready for the carrier.
  F6: {
    created: '2026-02-25T15:00:00.000Z', status: 'ready_to_ship', route: ['new', 'awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship'], customer: 'Ana Muñoz Lagos',
    items: [{ sku: 'FIX-MOC-40', name: 'Mochila trekking 40 L', quantity: 1, unitPrice: 44_990 }], shipping: 3_990, commune: 'La Serena', region: 'Coquimbo',
  },
  // Total 11.980. Bought on 28 February at 23:00 in Santiago (1 March in UTC).
  F7: {
    created: '2026-03-01T02:00:00.000Z', status: 'new', route: ['new'], customer: 'Camila Silva Araya',
    items: [{ sku: 'FIX-AMP-9W', name: 'Pack 6 ampolletas LED 9 W', quantity: 1, unitPrice: 8_990 }], shipping: 2_990, commune: 'Maipú', region: RM,
  },
  // Total 41.980.
  F8: {
    created: '2026-03-01T15:00:00.000Z', status: 'awaiting_fulfillment', route: ['new', 'awaiting_fulfillment'], customer: 'Luis Peña Díaz',
    items: [{ sku: 'FIX-EST-5R', name: 'Estante metálico 5 repisas', quantity: 1, unitPrice: 36_990 }], shipping: 4_990, commune: 'Puente Alto', region: RM,
  },
  // Total 21.980.
  F9: {
    created: '2026-03-02T10:00:00.000Z', status: 'packed_by_seller', route: ['new', 'awaiting_fulfillment', 'packed_by_seller'], customer: 'Rocío Muñoz Tapia',
    items: [{ sku: 'FIX-HER-17', name: 'Hervidor eléctrico 1,7 L', quantity: 1, unitPrice: 17_990 }], shipping: 3_990, commune: 'Las Condes', region: RM,
  },
};
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};
/** Fixture names of order ids (for readable expectations). */
const namesOf = (items: { id: number }[]) => items.map((item) => Object.keys(ids).find((name) => ids[name] === item.id) ?? `#${item.id}`);

function fixtureOrder(fixture: Fixture): NewOrder {
  const created = Date.parse(fixture.created);
  // One step every half hour; the carrier's pick-up is the dispatch, the last step the delivery.
  const timeline = fixture.route.map((status, index) => ({ status, at: new Date(created + index * 30 * 60_000) }));
  const at = (status: OrderStatus) => timeline.find((entry) => entry.status === status)?.at ?? null;
  return {
    status: fixture.status,
    createdAt: new Date(created),
    promisedAt: new Date(created + 5 * DAY_MS),
    dispatchedAt: at('dispatched'),
    deliveredAt: at('delivered'),
    canceledAt: at('canceled'),
    canceledBy: at('canceled') ? 'customer' : null,
    cancelReason: at('canceled') ? 'customer_request' : null,
    shipping: fixture.shipping,
    items: fixture.items,
    customer: { name: fixture.customer, phone: '+56911112222' },
    address: { street: 'Los Aromos 742', reference: 'Dejar en conserjería', commune: fixture.commune, region: fixture.region },
    invoice: fixture.folio ? { folio: fixture.folio, issuedOn: fixture.created.slice(0, 10) } : null,
    timeline,
  };
}

async function addSellerWithUser(name: string, email: string, role = 'seller'): Promise<number> {
  const [seller] = await t.db.query<{ id: number }>(
    `insert into sellers (name, publish, pickup_street, pickup_commune, pickup_region) values ($1, true, 'Camino Lo Boza 120', 'Pudahuel', $2) returning id`,
    [name, RM],
  );
  await t.db.query(`insert into users (email, password_hash, first_name, last_name, role, seller_id) values ($1, $2, 'Prueba', 'Órdenes', $3, $4)`, [
    email,
    await createPasswordHasher().hash(DEMO_PASSWORD),
    role,
    seller!.id,
  ]);
  return seller!.id;
}

beforeAll(async () => {
  t = await openTestApp();
  const [row] = await t.db.query<{ id: number }>(`select id from sellers where name = 'Tienda Andes SpA'`);
  andes = row!.id;
  shop = await addSellerWithUser('Ferretería Prueba', 'prueba@demo.cl');
  const written = await insertOrders(t.db, shop, Object.values(FIXTURES).map(fixtureOrder));
  Object.keys(FIXTURES).forEach((name, index) => {
    ids[name] = written[index]!.id;
    numbers[name] = written[index]!.orderNumber;
  });
  for (const [who, email] of Object.entries({
    shop: 'prueba@demo.cl',
    andes: 'seller@demo.cl',
    nuevo: 'nuevo@demo.cl',
    admin: 'admin@demo.cl',
    atencion: 'atencion@demo.cl',
    logistica: 'logistica@demo.cl',
    tienda: 'tienda@demo.cl',
    catalogo: 'catalogo@demo.cl',
  })) {
    tokens[who] = await t.login(email);
  }
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: string) => t.request({ method: 'GET', url, token: tokens[who]! });
const act = (orderId: number, who: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/orders/${orderId}/transitions`, token: tokens[who]!, payload });

async function list(query: string, who = 'shop'): Promise<{ items: { id: number; status: OrderStatus; sellerId: number }[]; nextCursor: string | null; groupCounts: Record<string, number> }> {
  const response = await get(`/v1/orders?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'listOrders');
  return response.json();
}

const counts = (toPrepare: number, readyToShip: number, inTransit: number, delivered: number, incidents: number, closed: number) => ({
  toPrepare,
  readyToShip,
  inTransit,
  delivered,
  incidents,
  closed,
});

describe('the demo seed', () => {
  it('gives the published demo store several hundred orders over six months, in every one of the 26 statuses', async () => {
    const rows = await t.db.query<{ status: OrderStatus; orders: number; oldest: Date }>(
      'select status, count(*)::int as orders, min(created_at) as oldest from orders where seller_id = $1 group by status',
      [andes],
    );
    expect(rows.map((row) => row.status).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(rows.reduce((sum, row) => sum + row.orders, 0)).toBeGreaterThan(500);
    const oldest = Math.min(...rows.map((row) => row.oldest.getTime()));
    expect(t.clock.now().getTime() - oldest).toBeGreaterThan(150 * DAY_MS);
    expect(t.clock.now().getTime() - oldest).toBeLessThan(190 * DAY_MS);
  });

  it('gives every order a timeline the lifecycle allows, from new to its status, and items that add up to its total', async () => {
    const history = await t.db.query<{ order_id: number; status: OrderStatus; at: Date }>(
      `select h.order_id, h.status, h.at from order_status_history h join orders o on o.id = h.order_id where o.seller_id = $1 order by h.order_id, h.at, h.id`,
      [andes],
    );
    const orders = await t.db.query<{ id: number; status: OrderStatus; units: number; total_amount: number; shipping_amount: number; items_units: number; items_amount: number }>(
      `select o.id, o.status, o.units, o.total_amount, o.shipping_amount, sum(i.quantity)::int as items_units, sum(i.quantity * i.unit_price)::int as items_amount
         from orders o join order_items i on i.order_id = o.id where o.seller_id = $1 group by o.id`,
      [andes],
    );
    const timelines = new Map<number, { status: OrderStatus; at: Date }[]>();
    for (const entry of history) timelines.set(entry.order_id, [...(timelines.get(entry.order_id) ?? []), entry]);
    const illegal: string[] = [];
    for (const order of orders) {
      const timeline = timelines.get(order.id) ?? [];
      if (timeline[0]?.status !== 'new' || timeline.at(-1)?.status !== order.status) illegal.push(`${order.id}: ${timeline.map((entry) => entry.status).join(' > ')}`);
      for (let index = 1; index < timeline.length; index += 1) {
        if (movementsBetween(timeline[index - 1]!.status, timeline[index]!.status).length === 0) illegal.push(`${order.id}: ${timeline[index - 1]!.status} > ${timeline[index]!.status}`);
      }
      expect(order.items_units).toBe(order.units);
      expect(order.items_amount + order.shipping_amount).toBe(order.total_amount);
    }
    expect(illegal).toEqual([]);
    const [boletas] = await t.db.query<{ attached: number }>('select count(*)::int as attached from orders where seller_id = $1 and invoice_folio is not null', [andes]);
    expect(boletas!.attached).toBeGreaterThan(100);
  });

  it('keeps the tab of each status in SQL as shared/orders/lifecycle.ts has it', async () => {
    const rows = await t.db.query<{ status: OrderStatus; tab: string }>('select status, order_status_group(status) as tab from unnest($1::text[]) as status', [ORDER_STATUSES]);
    for (const row of rows) expect(row).toEqual({ status: row.status, tab: groupOf(row.status) });
  });
});

describe('keyset paging over the demo store', () => {
  const SORTS = ['createdAt', 'promisedAt', 'totalAmount', 'orderNumber'] as const;
  const COLUMN = { createdAt: 'created_at', promisedAt: 'promised_at', totalAmount: 'total_amount', orderNumber: 'order_number' } as const;

  /** Every page of a query, as the seller pages through it. */
  async function walk(query: string, between?: () => Promise<void>) {
    const seen: { id: number; status: OrderStatus }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`, 'andes');
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
      if (pages === 1 && between) await between();
    } while (cursor !== null && pages < 100);
    return { seen, pages };
  }

  it.each(SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((direction) => [sort, direction] as const)))(
    'walks every order of the seller exactly once, sorted by %s %s',
    async (sort, direction) => {
      const { seen, pages } = await walk(`sort=${sort}&direction=${direction}&limit=100`);
      // Written by the test's own SQL: the seller's orders in the same order.
      const expected = await t.db.query<{ id: number }>(`select id from orders where seller_id = $1 order by ${COLUMN[sort]} ${direction}, id ${direction}`, [andes]);
      expect(seen.map((order) => order.id)).toEqual(expected.map((row) => row.id));
      expect(pages).toBe(Math.ceil(expected.length / 100));
    },
  );

  it('walks one tab exactly once too', async () => {
    const { seen } = await walk('group=delivered&sort=totalAmount&direction=desc&limit=100');
    const expected = await t.db.query<{ id: number }>(`select id from orders where seller_id = $1 and status = 'delivered' order by total_amount desc, id desc`, [andes]);
    expect(seen.map((order) => order.id)).toEqual(expected.map((row) => row.id));
  });

  it('neither repeats nor skips an order when a new one arrives while the seller pages', async () => {
    const before = await t.db.query<{ id: number }>('select id from orders where seller_id = $1 order by created_at desc, id desc', [andes]);
    let added = 0;
    const { seen } = await walk('limit=100', async () => {
      const { timeline: _timeline, ...order } = fixtureOrder(FIXTURES.F8!);
      const [newcomer] = await insertOrders(t.db, andes, [
        { ...order, status: 'new', createdAt: new Date(t.clock.now().getTime() - 60_000), promisedAt: new Date(t.clock.now().getTime() + 4 * DAY_MS) },
      ]);
      added = newcomer!.id;
    });
    expect(seen.map((order) => order.id)).toEqual(before.map((row) => row.id));
    expect((await list('limit=1', 'andes')).items[0]!.id).toBe(added);
  });

  it('counts every tab with the same filters, as the test counts the rows', async () => {
    const rows = await t.db.query<{ tab: string; orders: number }>('select order_status_group(status) as tab, count(*)::int as orders from orders where seller_id = $1 group by 1', [andes]);
    const expected = Object.fromEntries(['toPrepare', 'readyToShip', 'inTransit', 'delivered', 'incidents', 'closed'].map((tab) => [tab, rows.find((row) => row.tab === tab)?.orders ?? 0]));
    expect((await list('limit=1', 'andes')).groupCounts).toEqual(expected);
    // The tab and the status filter do not change the tabs' figures.
    expect((await list('group=closed&limit=1', 'andes')).groupCounts).toEqual(expected);
  });

  it('refuses a cursor of another sort or direction, or one it never gave, with 400 INVALID_CURSOR', async () => {
    const { nextCursor } = await list('sort=createdAt&direction=desc&limit=5', 'andes');
    for (const query of [`sort=totalAmount&cursor=${nextCursor}`, `direction=asc&cursor=${nextCursor}`, 'cursor=bm90LWEtY3Vyc29y', 'cursor=WyJjcmVhdGVkQXQiLCJkZXNjIiwiMjAyNi0wMi0zMFQwMDowMDowMC4wMDAwMDBaIiwxXQ']) {
      const response = await get(`/v1/orders?${query}`, 'andes');
      expect(response.statusCode, query).toBe(400);
      expectContract(response, 'listOrders');
      expect(response.json().code).toBe('INVALID_CURSOR');
    }
  });
});

describe('filters, search and tab counts (the nine orders of Ferretería Prueba)', () => {
  it('lists the seller its own nine orders, newest first, with the tabs’ figures', async () => {
    const page = await list('limit=100');
    expect(namesOf(page.items)).toEqual(['F9', 'F8', 'F7', 'F6', 'F5', 'F4', 'F3', 'F2', 'F1']);
    expect(page.groupCounts).toEqual(counts(3, 1, 1, 2, 1, 1));
    expect(page.nextCursor).toBeNull();
    expect(page.items[6]).toEqual({
      id: ids.F3,
      orderNumber: numbers.F3,
      sellerId: shop,
      sellerName: 'Ferretería Prueba',
      status: 'delivered',
      createdAt: '2026-02-10T15:00:00.000Z',
      promisedAt: '2026-02-15T15:00:00.000Z',
      units: 1,
      totalAmount: 39_990,
      customerName: 'José Muñoz Pérez',
      invoiceStatus: 'attached',
    });
    expect(page.items[5]).toMatchObject({ units: 2, totalAmount: 42_970, invoiceStatus: 'pending' });
  });

  it('pages the nine orders four at a time', async () => {
    const first = await list('limit=4&sort=totalAmount&direction=asc');
    const second = await list(`limit=4&sort=totalAmount&direction=asc&cursor=${first.nextCursor}`);
    const third = await list(`limit=4&sort=totalAmount&direction=asc&cursor=${second.nextCursor}`);
    expect([namesOf(first.items), namesOf(second.items), namesOf(third.items)]).toEqual([
      ['F7', 'F9', 'F2', 'F3'],
      ['F8', 'F4', 'F6', 'F5'],
      ['F1'],
    ]);
    expect(third.nextCursor).toBeNull();
  });

  it('sorts by promise and by number both ways', async () => {
    expect(namesOf((await list('sort=promisedAt&direction=asc')).items)).toEqual(['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9']);
    expect(namesOf((await list('sort=orderNumber&direction=desc')).items)).toEqual(['F9', 'F8', 'F7', 'F6', 'F5', 'F4', 'F3', 'F2', 'F1']);
  });

  it('filters by tab and by status, both together by AND, keeping the tabs’ figures', async () => {
    const toPrepare = await list('group=toPrepare');
    expect(namesOf(toPrepare.items)).toEqual(['F9', 'F8', 'F7']);
    expect(toPrepare.groupCounts).toEqual(counts(3, 1, 1, 2, 1, 1));
    expect(namesOf((await list('status=delivered&status=new')).items)).toEqual(['F7', 'F4', 'F3']);
    expect(namesOf((await list('group=toPrepare&status=new&status=packed_by_seller')).items)).toEqual(['F9', 'F7']);
    expect((await list('group=toPrepare&status=delivered')).items).toEqual([]);
    expect(namesOf((await list('group=incidents')).items)).toEqual(['F2']);
  });

  it('filters by Santiago days of purchase, the tabs counting the period', async () => {
    // F7 was bought at 23:00 on 28 February in Santiago, 02:00 on 1 March in UTC.
    const lastOfFebruary = await list('from=2026-02-28&to=2026-02-28');
    expect(namesOf(lastOfFebruary.items)).toEqual(['F7']);
    expect(lastOfFebruary.groupCounts).toEqual(counts(1, 0, 0, 0, 0, 0));
    expect(namesOf((await list('from=2026-03-01')).items)).toEqual(['F9', 'F8']);
    const january = await list('to=2026-01-31');
    expect(namesOf(january.items)).toEqual(['F2', 'F1']);
    expect(january.groupCounts).toEqual(counts(0, 0, 0, 0, 1, 1));
  });

  it('refuses a period that ends before it starts (INVALID_PERIOD) and a day that does not exist', async () => {
    const backwards = await get('/v1/orders?from=2026-03-01&to=2026-02-01', 'shop');
    expect(backwards.statusCode).toBe(400);
    expectContract(backwards, 'listOrders');
    expect(backwards.json().code).toBe('INVALID_PERIOD');
    expect((await get('/v1/orders?from=2026-02-30', 'shop')).statusCode).toBe(400);
    expect((await get('/v1/orders/export?format=csv&from=2026-03-01&to=2026-02-01', 'shop')).json().code).toBe('INVALID_PERIOD');
  });

  it('narrows to the late orders, those promised before now, the tabs counting only them', async () => {
    // At 09:00 in Santiago on 2 March the orders promised in February are late; F6, promised for
    // 12:00 today, is not yet, nor any of the three to prepare.
    const late = await list('overdue=true');
    expect(namesOf(late.items)).toEqual(['F5', 'F4', 'F3', 'F2', 'F1']);
    expect(late.groupCounts).toEqual(counts(0, 0, 1, 2, 1, 1));
    expect(namesOf((await list('overdue=false')).items)).toEqual(['F9', 'F8', 'F7', 'F6', 'F5', 'F4', 'F3', 'F2', 'F1']);
    // Four days on (6 March, 09:00 in Santiago) F7, promised for 23:00 on the 5th, is late; F8 and F9 not yet.
    t.clock.advance(4 * DAY_MS);
    try {
      // The session of 2 March has expired by then: the seller signs in again.
      tokens.shopLater = await t.login('prueba@demo.cl');
      const toPrepare = await list('group=toPrepare&overdue=true&sort=promisedAt&direction=asc', 'shopLater');
      expect(namesOf(toPrepare.items)).toEqual(['F7']);
      expect(toPrepare.groupCounts.toPrepare).toBe(1);
    } finally {
      t.clock.advance(-4 * DAY_MS);
    }
    expect((await get('/v1/orders?overdue=yes', 'shop')).statusCode).toBe(400);
  });

  it('finds part of a customer’s name, without accents or case', async () => {
    const munoz = await list('q=munoz');
    expect(namesOf(munoz.items)).toEqual(['F9', 'F6', 'F3']);
    expect(munoz.groupCounts).toEqual(counts(1, 1, 0, 1, 0, 0));
    expect(namesOf((await list(`q=${encodeURIComponent('MUÑOZ')}`)).items)).toEqual(['F9', 'F6', 'F3']);
    // Núñez and Ñúñez are both "nunez".
    expect(namesOf((await list('q=nunez')).items)).toEqual(['F4', 'F2']);
    expect(namesOf((await list(`q=${encodeURIComponent(' gonzález rojas ')}`)).items)).toEqual(['F5']);
  });

  it('finds an item added to an order after it was written by its SKU', async () => {
    await t.db.query(`insert into order_items (order_id, line, sku, name, quantity, unit_price) values ($1, 2, 'FIX-EXTRA-99', 'Repuesto', 1, 0)`, [ids.F1]);
    expect(namesOf((await list('q=FIX-EXTRA-99')).items)).toEqual(['F1']);
    await t.db.query(`delete from order_items where order_id = $1 and line = 2`, [ids.F1]);
    expect((await list('q=FIX-EXTRA-99')).items).toEqual([]);
  });

  it('finds an item’s SKU exactly, and an order number whole or by its start', async () => {
    expect(namesOf((await list('q=FIX-TAL-01')).items)).toEqual(['F5', 'F3']);
    expect((await list('q=FIX-TAL')).items).toEqual([]);
    expect(namesOf((await list(`q=${numbers.F5}`)).items)).toEqual(['F5']);
    // The nine were numbered one after the other: the start of F9's number, less its last digit.
    const prefix = numbers.F9!.slice(0, 10);
    const sharing = Object.keys(numbers).filter((name) => numbers[name]!.startsWith(prefix));
    expect(namesOf((await list(`q=${prefix}&sort=orderNumber&direction=asc`)).items)).toEqual(sharing);
    expect(sharing).toContain('F9');
  });
});

describe('who sees which orders', () => {
  it('answers another seller’s order 404 for the detail, an action and the label, and changes nothing', async () => {
    const [andesOrder] = await t.db.query<{ id: number }>(`select id from orders where seller_id = $1 and status = 'awaiting_fulfillment' limit 1`, [andes]);
    for (const [who, orderId] of [['andes', ids.F8!], ['nuevo', ids.F8!], ['shop', andesOrder!.id]] as const) {
      const detail = await get(`/v1/orders/${orderId}`, who);
      expect(detail.statusCode, who).toBe(404);
      expectContract(detail, 'getOrder');
      expect(detail.json().code).toBe('ORDER_NOT_FOUND');
      const action = await act(orderId, who, { action: 'pack' });
      expect(action.statusCode, who).toBe(404);
      expectContract(action, 'transitionOrder');
      const label = await get(`/v1/orders/${orderId}/label`, who);
      expect(label.statusCode, who).toBe(404);
      expectContract(label, 'getOrderLabel');
    }
    const unchanged = await t.db.query<{ id: number; status: string }>('select id, status from orders where id = any($1::int[]) order by id', [[ids.F8, andesOrder!.id]]);
    expect(unchanged.map((row) => row.status)).toEqual(['awaiting_fulfillment', 'awaiting_fulfillment']);
  });

  it('ignores the sellerId a seller sends: always its own orders', async () => {
    expect(namesOf((await list(`sellerId=${andes}`)).items)).toEqual(['F9', 'F8', 'F7', 'F6', 'F5', 'F4', 'F3', 'F2', 'F1']);
  });

  it('shows staff every seller’s orders, narrowed by sellerId', async () => {
    for (const who of ['admin', 'atencion', 'logistica', 'tienda']) {
      const all = await list('limit=100', who);
      expect(new Set(all.items.map((order) => order.sellerId)), who).toEqual(new Set([andes, shop]));
      expect(namesOf((await list(`sellerId=${shop}&limit=100`, who)).items), who).toEqual(['F9', 'F8', 'F7', 'F6', 'F5', 'F4', 'F3', 'F2', 'F1']);
      expect((await list('sellerId=999999', who)).items).toEqual([]);
    }
    expect((await get('/v1/orders', 'catalogo')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/orders' })).statusCode).toBe(401);
  });

  it('offers the actions to those who may apply them: the seller, admin and logistics, not customerService or store', async () => {
    for (const [who, actions] of [['shop', ['pack', 'readyToShip', 'cancel']], ['admin', ['pack', 'readyToShip', 'cancel']], ['logistica', ['pack', 'readyToShip', 'cancel']], ['atencion', []], ['tienda', []]] as const) {
      const detail = await get(`/v1/orders/${ids.F8}`, who);
      expect(detail.statusCode, who).toBe(200);
      expect(detail.json().allowedActions, who).toEqual(actions);
    }
  });
});

describe('the detail of an order', () => {
  it('answers its items, amounts, address, buyer, timeline and boleta', async () => {
    const response = await get(`/v1/orders/${ids.F5}`, 'shop');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getOrder');
    expect(response.json()).toEqual({
      order: {
        id: ids.F5,
        orderNumber: numbers.F5,
        sellerId: shop,
        sellerName: 'Ferretería Prueba',
        status: 'dispatched',
        createdAt: '2026-02-20T15:00:00.000Z',
        promisedAt: '2026-02-25T15:00:00.000Z',
        units: 2,
        totalAmount: 62_980,
        customerName: 'Pedro González Rojas',
        invoiceStatus: 'pending',
      },
      items: [
        { sku: 'FIX-TAL-01', name: 'Taladro percutor 650 W', quantity: 1, unitPrice: 39_990 },
        { sku: 'FIX-CAF-03', name: 'Cafetera italiana 6 tazas', quantity: 1, unitPrice: 22_990 },
      ],
      amounts: { items: 62_980, shipping: 0, total: 62_980 },
      shippingAddress: { street: 'Los Aromos 742', reference: 'Dejar en conserjería', commune: 'Ñuñoa', region: RM },
      customer: { name: 'Pedro González Rojas', phone: '+56911112222' },
      timeline: [
        { status: 'new', at: '2026-02-20T15:00:00.000Z', note: null },
        { status: 'awaiting_fulfillment', at: '2026-02-20T15:30:00.000Z', note: null },
        { status: 'ready_to_ship', at: '2026-02-20T16:00:00.000Z', note: null },
        { status: 'dispatched', at: '2026-02-20T16:30:00.000Z', note: null },
      ],
      invoice: { status: 'pending', folio: null, issuedAt: null },
      cancelReason: null,
      allowedActions: [],
      labelAvailable: false,
    });
    expect((await get(`/v1/orders/${ids.F3}`, 'shop')).json().invoice).toEqual({ status: 'attached', folio: 5001, issuedAt: '2026-02-10' });
    expect((await get('/v1/orders/999999', 'admin')).statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('writes the filtered orders as CSV for Excel: a byte-order mark, `;` and a header', async () => {
    const response = await get('/v1/orders/export?format=csv&sort=orderNumber&direction=asc', 'shop');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'exportOrders');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ordenes-2026-03-02.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('N° de orden;Fecha de compra;Fecha prometida;Estado;Unidades;Total;Envío;Cliente;Comuna;Región;Folio boleta');
    expect(lines[1]).toBe(`${numbers.F1};15-01-2026 12:00;20-01-2026 12:00;Cancelada;1;78980;3990;Tomás Fernández Vidal;Temuco;La Araucanía;`);
    expect(lines[3]).toBe(`${numbers.F3};10-02-2026 12:00;15-02-2026 12:00;Entregada;1;39990;0;José Muñoz Pérez;Providencia;Metropolitana de Santiago;5001`);
    expect(lines[7]).toBe(`${numbers.F7};28-02-2026 23:00;05-03-2026 23:00;Nueva;1;11980;2990;Camila Silva Araya;Maipú;Metropolitana de Santiago;`);
    expect(lines[10]).toBe('');

    const delivered = await get('/v1/orders/export?format=csv&group=delivered&q=munoz', 'shop');
    expect(delivered.rawPayload.toString('utf8').split('\r\n').slice(1, -1).map((line) => line.split(';')[7])).toEqual(['José Muñoz Pérez']);
  });

  it('writes an Excel workbook with dates and amounts as numbers', async () => {
    const response = await get('/v1/orders/export?format=xlsx&sort=totalAmount&direction=desc', 'shop');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'exportOrders');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ordenes-2026-03-02.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Órdenes')!;
    expect(sheet.rowCount).toBe(10);
    expect(sheet.getRow(1).getCell(1).value).toBe('N° de orden');
    const top = sheet.getRow(2);
    expect([top.getCell(1).value, top.getCell(4).value, top.getCell(6).value, top.getCell(8).value, top.getCell(9).value]).toEqual([
      numbers.F1,
      'Cancelada',
      78_980,
      'Tomás Fernández Vidal',
      'Temuco',
    ]);
    // Excel has no time zones: the cell holds Santiago's wall clock, 12:00 on 15 January.
    expect((top.getCell(2).value as Date).toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(sheet.getRow(10).getCell(6).value).toBe(11_980);
  });

  it('refuses the catalog role and an unknown format', async () => {
    expect((await get('/v1/orders/export?format=csv', 'catalogo')).statusCode).toBe(403);
    expect((await get('/v1/orders/export?format=pdf', 'shop')).statusCode).toBe(400);
  });
});

describe('the shipping label', () => {
  it('prints the label of an order waiting for the carrier, named by its number', async () => {
    const response = await get(`/v1/orders/${ids.F6}/label`, 'shop');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getOrderLabel');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="etiqueta-${numbers.F6}.pdf"`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain(`Orden N° ${numbers.F6}`);
    expect(pdf.text).toContain('Ana Muñoz Lagos');
    expect(pdf.text).toContain('La Serena');
    expect(pdf.text).toContain('Pudahuel, Metropolitana de Santiago');
    // The barcode's caption: the order number while there is no tracking number.
    expect(pdf.pages[0]!.lines.at(-1)).toBe(numbers.F6);
  });

  it('answers 409 LABEL_NOT_AVAILABLE once delivered, and before the payment is confirmed', async () => {
    for (const name of ['F3', 'F7']) {
      const response = await get(`/v1/orders/${ids[name]}/label`, 'shop');
      expect(response.statusCode, name).toBe(409);
      expectContract(response, 'getOrderLabel');
      expect(response.json().code).toBe('LABEL_NOT_AVAILABLE');
    }
  });
});

describe("the seller's actions", () => {
  const detailOf = async (orderId: number) => (await get(`/v1/orders/${orderId}`, 'shop')).json();

  it('refuses an action the status does not allow with 409, and changes nothing', async () => {
    const before = await detailOf(ids.F6!);
    const response = await act(ids.F6!, 'shop', { action: 'pack' });
    expect(response.statusCode).toBe(409);
    expectContract(response, 'transitionOrder');
    expect(response.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expect(await detailOf(ids.F6!)).toEqual(before);
  });

  it('applies a legal one: the new status last in the timeline, the action no longer offered, a second click 409', async () => {
    const response = await act(ids.F8!, 'shop', { action: 'pack', note: 'Embalado en caja doble' });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'transitionOrder');
    const detail = response.json();
    expect(detail.order.status).toBe('packed_by_seller');
    expect(detail.timeline.at(-1)).toEqual({ status: 'packed_by_seller', at: '2026-03-02T12:00:00.000Z', note: 'Embalado en caja doble' });
    expect(detail.timeline).toHaveLength(3);
    expect(detail.allowedActions).toEqual(['readyToShip', 'cancel']);
    expect(detail.labelAvailable).toBe(true);
    const again = await act(ids.F8!, 'shop', { action: 'pack' });
    expect(again.statusCode).toBe(409);
    expect((await detailOf(ids.F8!)).timeline).toHaveLength(3);
    const [written] = await t.db.query<{ by_user_id: number; email: string }>(
      `select h.by_user_id, u.email from order_status_history h join users u on u.id = h.by_user_id where h.order_id = $1 and h.status = 'packed_by_seller'`,
      [ids.F8],
    );
    expect(written!.email).toBe('prueba@demo.cl');
  });

  it('asks a cancel for a reason, and a note when it is "other"; a reason only goes with a cancel', async () => {
    for (const [payload, code] of [
      [{ action: 'cancel' }, 'CANCEL_REASON_REQUIRED'],
      [{ action: 'cancel', reason: 'other' }, 'CANCEL_NOTE_REQUIRED'],
      [{ action: 'cancel', reason: 'other', note: '   ' }, 'CANCEL_NOTE_REQUIRED'],
      [{ action: 'pack', reason: 'out_of_stock' }, 'REASON_ONLY_FOR_CANCEL'],
    ] as const) {
      const response = await act(ids.F9!, 'shop', payload);
      expect(response.statusCode, code).toBe(400);
      expectContract(response, 'transitionOrder');
      expect(response.json().code).toBe(code);
    }
    expect((await act(ids.F9!, 'shop', { action: 'cancel', reason: 'broken' })).statusCode).toBe(400);
    expect((await detailOf(ids.F9!)).order.status).toBe('packed_by_seller');
  });

  it('cancels as the seller’s stock break: in its reputation, with the penalty', async () => {
    const march = async () => (await get(`/v1/sellers/reputation-summary/${shop}`, 'shop')).json().currentMonth;
    expect(await march()).toMatchObject({ orders: 2, sellerCanceled: 0 });
    const response = await act(ids.F9!, 'shop', { action: 'cancel', reason: 'out_of_stock' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order: { status: 'unable_to_fulfill' }, cancelReason: 'out_of_stock', allowedActions: [], labelAvailable: false });
    expect(await march()).toMatchObject({ orders: 2, sellerCanceled: 1 });
    const [row] = await t.db.query('select canceled_by, cancel_reason, seller_cancel_reason, penalty_amount, canceled_at from orders where id = $1', [ids.F9]);
    // 5% of $21.980 is $1.099, under the $3.000 minimum.
    expect(row).toEqual({ canceled_by: 'seller', cancel_reason: 'stock_break', seller_cancel_reason: 'out_of_stock', penalty_amount: 3_000, canceled_at: t.clock.now() });
    // The tabs follow: F9 moved from "to prepare" to "closed".
    expect((await list('limit=1')).groupCounts).toEqual(counts(2, 1, 1, 2, 1, 2));
  });

  it('lets admin and logistics act for the seller; customerService and store are refused 403', async () => {
    for (const who of ['atencion', 'tienda']) {
      const refused = await act(ids.F7!, who, { action: 'readyToShip' });
      expect(refused.statusCode, who).toBe(403);
      expectContract(refused, 'transitionOrder');
    }
    expect((await act(ids.F7!, 'admin', { action: 'readyToShip' })).json().order.status).toBe('ready_to_ship');
    expect((await act(ids.F8!, 'logistica', { action: 'readyToShip' })).json().order.status).toBe('ready_to_ship');
    expect((await act(ids.F8!, 'catalogo', { action: 'cancel', reason: 'out_of_stock' })).statusCode).toBe(403);
    expect((await list('group=readyToShip')).items.map((order) => order.id).sort()).toEqual([ids.F6, ids.F7, ids.F8].sort());
  });
});

describe('the export limit', () => {
  it('is 50,000 orders for everyone', () => {
    expect(EXPORT_LIMIT).toBe(50_000);
  });

  it('answers 413 EXPORT_TOO_LARGE when more orders match than an export holds, so the seller narrows the dates', async () => {
    // The same server with an export of at most 100 orders: 101 rows reach the limit that 50,001
    // would reach with the real one, in a fraction of the time.
    const small = await openTestApp({ sharedDatabase: t.testDatabase, orderExportLimit: 100 });
    try {
      const big = await addSellerWithUser('Mayorista Grande', 'mayorista@demo.cl');
      // Numbered in a year no other order of the test has, one an hour from noon of New Year's Day.
      await t.db.query(
        `insert into orders (seller_id, order_number, status, created_at, promised_at, units, total_amount, customer_name, shipping_street, shipping_commune, shipping_region)
         select $1, '2023-' || lpad(n::text, 6, '0'), 'delivered', timestamptz '2023-01-01T12:00:00Z' + n * interval '1 hour',
                timestamptz '2023-01-05T12:00:00Z' + n * interval '1 hour', 1, 10000, 'Cliente ' || n, 'Calle 1', 'Santiago', $2
           from generate_series(1, 101) n`,
        [big, RM],
      );
      const admin = await small.login('admin@demo.cl');
      const response = await small.request({ method: 'GET', url: `/v1/orders/export?format=xlsx&sellerId=${big}`, token: admin });
      expect(response.statusCode).toBe(413);
      expectContract(response, 'exportOrders');
      expect(response.json()).toMatchObject({ code: 'EXPORT_TOO_LARGE', message: '101 orders match; an export holds at most 100' });
      // One day of them (a Santiago day, UTC-3 in January) is well within the limit.
      const oneDay = await small.request({ method: 'GET', url: `/v1/orders/export?format=csv&sellerId=${big}&from=2023-01-02&to=2023-01-02`, token: admin });
      expect(oneDay.statusCode).toBe(200);
      expect(oneDay.rawPayload.toString('utf8').split('\r\n')).toHaveLength(1 + 24 + 1);
    } finally {
      await small.close();
    }
  });
});
