/**
 * The shipments service (openapi/shipments.yaml) against the real app: the dispatch desk's tabs and
 * keyset pages over orders written here by hand, who sees which orders, marking ready in bulk with a
 * result per order, the labels of a selection as one PDF and the dispatch manifest that hands ready
 * orders to a carrier. PDFs are read back with pdf.js. Expected values are written here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { insertOrders, type NewOrder } from '../../server/seed/order-rows.ts';
import type { OrderStatus } from '../../shared/orders/lifecycle.ts';
import { readPdf } from '../support/pdf.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

// The harness clock: 2026-03-02T12:00Z, 09:00 in Santiago.
let t: TestApp;
let andes: number;
let shop: number;
let andesWaiting: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};

const DAY_MS = 86_400_000;
const RM = 'Metropolitana de Santiago';

interface Fixture {
  status: OrderStatus;
  route: OrderStatus[];
  /** Days after 2026-02-27 the delivery was promised. */
  promisedIn: number;
  customer: string;
  commune: string;
}

/** The orders of "Bodega Prueba", numbered in this order. */
const FIXTURES: Record<string, Fixture> = {
  A3: { status: 'awaiting_fulfillment', route: ['new', 'awaiting_fulfillment'], promisedIn: 6, customer: 'Marta Rojas Vera', commune: 'Ñuñoa' },
  A1: { status: 'awaiting_fulfillment', route: ['new', 'awaiting_fulfillment'], promisedIn: 4, customer: 'Julio Pérez Soto', commune: 'Maipú' },
  A2: { status: 'awaiting_fulfillment', route: ['new', 'awaiting_fulfillment'], promisedIn: 5, customer: 'Inés Araya Díaz', commune: 'Providencia' },
  P1: { status: 'packed_by_seller', route: ['new', 'awaiting_fulfillment', 'packed_by_seller'], promisedIn: 4, customer: 'Raúl Núñez Lagos', commune: 'La Florida' },
  R1: { status: 'ready_to_ship', route: ['new', 'awaiting_fulfillment', 'ready_to_ship'], promisedIn: 3, customer: 'Sofía Muñoz Paz', commune: 'Las Condes' },
  R2: { status: 'ready_to_ship', route: ['new', 'awaiting_fulfillment', 'ready_to_ship'], promisedIn: 5, customer: 'Tomás Vidal Ruiz', commune: 'Puente Alto' },
  C1: { status: 'canceled', route: ['new', 'canceled'], promisedIn: 5, customer: 'Eva Castro Gil', commune: 'Recoleta' },
  D1: { status: 'delivered', route: ['new', 'awaiting_fulfillment', 'ready_to_ship', 'dispatched', 'shipped', 'delivery_in_progress', 'delivered'], promisedIn: 1, customer: 'Luis Fuentes Mora', commune: 'Quilicura' },
};

function fixtureOrder(fixture: Fixture): NewOrder {
  const created = Date.parse('2026-02-27T15:00:00.000Z');
  const timeline = fixture.route.map((status, index) => ({ status, at: new Date(created + index * 30 * 60_000) }));
  const at = (status: OrderStatus) => timeline.find((entry) => entry.status === status)?.at ?? null;
  return {
    status: fixture.status,
    createdAt: new Date(created),
    promisedAt: new Date(created + fixture.promisedIn * DAY_MS),
    dispatchedAt: at('dispatched'),
    deliveredAt: at('delivered'),
    canceledAt: at('canceled'),
    canceledBy: at('canceled') ? 'customer' : null,
    cancelReason: at('canceled') ? 'customer_request' : null,
    shipping: 2_990,
    items: [{ sku: 'BOD-CAJ-01', name: 'Caja organizadora 40 L', quantity: 1, unitPrice: 12_990 }],
    customer: { name: fixture.customer, phone: '+56922223333' },
    address: { street: 'Av. Los Leones 1200', reference: null, commune: fixture.commune, region: RM },
    timeline,
  };
}

beforeAll(async () => {
  t = await openTestApp();
  const [row] = await t.db.query<{ id: number }>(`select id from sellers where name = 'Tienda Andes SpA'`);
  andes = row!.id;
  const [seller] = await t.db.query<{ id: number }>(
    `insert into sellers (name, legal_name, document_number, publish, pickup_street, pickup_commune, pickup_region)
     values ('Bodega Prueba', 'Bodega Prueba SpA', '965432108', true, 'Camino Lo Boza 120', 'Pudahuel', $1) returning id`,
    [RM],
  );
  shop = seller!.id;
  await t.db.query(`insert into users (email, password_hash, first_name, last_name, role, seller_id) values ('bodega@demo.cl', $1, 'Prueba', 'Envíos', 'seller', $2)`, [
    await createPasswordHasher().hash(DEMO_PASSWORD),
    shop,
  ]);
  const written = await insertOrders(t.db, shop, Object.values(FIXTURES).map(fixtureOrder));
  Object.keys(FIXTURES).forEach((name, index) => {
    ids[name] = written[index]!.id;
    numbers[name] = written[index]!.orderNumber;
  });
  const [waiting] = await t.db.query<{ id: number }>(`select id from orders where seller_id = $1 and status = 'awaiting_fulfillment' order by id limit 1`, [andes]);
  andesWaiting = waiting!.id;
  for (const [who, email] of Object.entries({
    shop: 'bodega@demo.cl',
    andes: 'seller@demo.cl',
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
const post = (url: string, who: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url, token: tokens[who]!, payload });
const nameOf = (id: number) => Object.keys(ids).find((name) => ids[name] === id) ?? (id === andesWaiting ? 'andes' : `#${id}`);

interface Page {
  items: { id: number; orderNumber: string; status: string; sellerId: number; sellerName: string; customerName: string; commune: string }[];
  nextCursor: string | null;
  statusCounts: Record<string, number>;
}

async function list(query: string, who = 'shop'): Promise<Page> {
  const response = await get(`/v1/shipments?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'listShipments');
  return response.json();
}

const statusOf = async (id: number) => (await t.db.query<{ status: OrderStatus }>('select status from orders where id = $1', [id]))[0]!.status;

describe('the demo seed', () => {
  it('gives the demo store orders in each of the three dispatch statuses', async () => {
    const page = await list('', 'andes');
    expect(page.statusCounts.awaiting_fulfillment).toBeGreaterThanOrEqual(3);
    expect(page.statusCounts.packed_by_seller).toBeGreaterThanOrEqual(3);
    expect(page.statusCounts.ready_to_ship).toBeGreaterThanOrEqual(3);
    expect(page.items.every((item) => item.sellerId === andes && item.status === 'awaiting_fulfillment')).toBe(true);
  });
});

describe('the dispatch list', () => {
  it('lists a tab the earliest promise first, with the count of each tab', async () => {
    const page = await list('');
    expect(page.items.map((item) => nameOf(item.id))).toEqual(['A1', 'A2', 'A3']);
    expect(page.items[0]).toMatchObject({
      orderNumber: numbers.A1,
      customerName: 'Julio Pérez Soto',
      commune: 'Maipú',
      status: 'awaiting_fulfillment',
      sellerId: shop,
      sellerName: 'Bodega Prueba',
    });
    expect(page.statusCounts).toEqual({ awaiting_fulfillment: 3, packed_by_seller: 1, ready_to_ship: 2 });
    expect(page.nextCursor).toBeNull();
    expect((await list('status=ready_to_ship')).items.map((item) => nameOf(item.id))).toEqual(['R1', 'R2']);
    expect((await list('status=packed_by_seller')).items.map((item) => nameOf(item.id))).toEqual(['P1']);
  });

  it('pages by keyset, and refuses a cursor of another tab', async () => {
    const first = await list('limit=2');
    expect(first.items.map((item) => nameOf(item.id))).toEqual(['A1', 'A2']);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => nameOf(item.id))).toEqual(['A3']);
    expect(second.nextCursor).toBeNull();
    const other = await get(`/v1/shipments?status=ready_to_ship&cursor=${first.nextCursor}`, 'shop');
    expect(other.statusCode).toBe(400);
    expectContract(other, 'listShipments');
    expect(other.json().code).toBe('INVALID_CURSOR');
  });

  it('searches by the start of an order number, counting the tabs under the search', async () => {
    const page = await list(`q=${numbers.A2}`);
    expect(page.items.map((item) => nameOf(item.id))).toEqual(['A2']);
    expect(page.statusCounts).toEqual({ awaiting_fulfillment: 1, packed_by_seller: 0, ready_to_ship: 0 });
    const letters = await get('/v1/shipments?q=Julio', 'shop');
    expect(letters.statusCode).toBe(400);
  });

  it("shows a seller only its own orders, whatever sellerId it sends; staff any seller's, narrowed by sellerId", async () => {
    const foreign = await list(`sellerId=${andes}`);
    expect(foreign.items.map((item) => nameOf(item.id))).toEqual(['A1', 'A2', 'A3']);
    for (const who of ['admin', 'logistica', 'atencion']) {
      const page = await list(`sellerId=${shop}&status=ready_to_ship`, who);
      expect(page.items.map((item) => nameOf(item.id)), who).toEqual(['R1', 'R2']);
      // Staff follow every seller's dispatch: each row says whose it is.
      expect(page.items.map((item) => item.sellerName), who).toEqual(['Bodega Prueba', 'Bodega Prueba']);
    }
    const everyone = await list('status=ready_to_ship&limit=100', 'admin');
    expect(new Set(everyone.items.map((item) => item.sellerId))).toEqual(new Set([andes, shop]));
  });

  it('is refused to roles without the Envíos route', async () => {
    for (const who of ['tienda', 'catalogo']) {
      const response = await get('/v1/shipments', who);
      expect(response.statusCode, who).toBe(403);
      expectContract(response, 'listShipments');
    }
  });
});

describe('the labels of a selection', () => {
  it('prints one 10x15 cm page per order, in the order chosen, named by the day', async () => {
    const response = await post('/v1/shipments/labels', 'shop', { orderIds: [ids.R1, ids.A2, ids.P1] });
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'printShipmentLabels');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="etiquetas-2026-03-02.pdf"');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.title).toBe('Etiquetas de despacho, 3 órdenes');
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages.map((page) => page.lines[0])).toEqual([`Orden N° ${numbers.R1} Bulto 1 de 1`, `Orden N° ${numbers.A2} Bulto 1 de 1`, `Orden N° ${numbers.P1} Bulto 1 de 1`]);
    expect(pdf.pages[0]!.lines.join('\n')).toContain('Sofía Muñoz Paz');
    expect(pdf.pages[1]!.lines.join('\n')).toContain('Providencia');
    expect(pdf.pages[2]!.lines.join('\n')).toContain('Pudahuel, Metropolitana de Santiago');
    expect(pdf.pages.map((page) => page.lines.at(-1))).toEqual([numbers.R1, numbers.A2, numbers.P1]);
  });

  it("answers 404 when another seller's order is chosen, and 409 for an order without a label", async () => {
    const foreign = await post('/v1/shipments/labels', 'shop', { orderIds: [ids.R1, andesWaiting] });
    expect(foreign.statusCode).toBe(404);
    expectContract(foreign, 'printShipmentLabels');
    expect(foreign.json().code).toBe('ORDER_NOT_FOUND');
    const delivered = await post('/v1/shipments/labels', 'shop', { orderIds: [ids.R1, ids.D1] });
    expect(delivered.statusCode).toBe(409);
    expectContract(delivered, 'printShipmentLabels');
    expect(delivered.json().code).toBe('LABEL_NOT_AVAILABLE');
  });

  it('refuses an empty selection, one of more than 100 orders and an order chosen twice', async () => {
    for (const orderIds of [[], Array.from({ length: 101 }, (_, index) => index + 1), [ids.R1, ids.R1]]) {
      const response = await post('/v1/shipments/labels', 'shop', { orderIds });
      expect(response.statusCode).toBe(400);
      expectContract(response, 'printShipmentLabels');
    }
  });
});

describe('marking ready in bulk', () => {
  it('answers one result per order: moved, refused by the lifecycle, or not found; and moves only those allowed', async () => {
    const response = await post('/v1/shipments/ready', 'shop', { orderIds: [ids.A1, ids.P1, ids.R1, ids.C1, andesWaiting, 2_147_483_000] });
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'markShipmentsReady');
    expect(response.json()).toEqual({
      results: [
        { orderId: ids.A1, outcome: 'ok', orderNumber: numbers.A1, status: 'ready_to_ship' },
        { orderId: ids.P1, outcome: 'ok', orderNumber: numbers.P1, status: 'ready_to_ship' },
        { orderId: ids.R1, outcome: 'refused', orderNumber: numbers.R1, status: 'ready_to_ship', code: 'ORDER_TRANSITION_NOT_ALLOWED' },
        { orderId: ids.C1, outcome: 'refused', orderNumber: numbers.C1, status: 'canceled', code: 'ORDER_TRANSITION_NOT_ALLOWED' },
        { orderId: andesWaiting, outcome: 'notFound', code: 'ORDER_NOT_FOUND' },
        { orderId: 2_147_483_000, outcome: 'notFound', code: 'ORDER_NOT_FOUND' },
      ],
    });
    expect(await statusOf(andesWaiting)).toBe('awaiting_fulfillment');
    expect(await statusOf(ids.C1!)).toBe('canceled');
    const history = await t.db.query<{ status: string; by_user_id: number | null }>(
      'select h.status, h.by_user_id from order_status_history h where h.order_id = $1 order by h.at desc, h.id desc limit 1',
      [ids.A1],
    );
    const [user] = await t.db.query<{ id: number }>(`select id from users where email = 'bodega@demo.cl'`);
    expect(history).toEqual([{ status: 'ready_to_ship', by_user_id: user!.id }]);
    expect((await list('')).statusCounts).toEqual({ awaiting_fulfillment: 2, packed_by_seller: 0, ready_to_ship: 4 });
  });

  it('lets logistics mark for the seller, and refuses customerService, who only reads', async () => {
    const refused = await post('/v1/shipments/ready', 'atencion', { orderIds: [ids.A2] });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'markShipmentsReady');
    const applied = await post('/v1/shipments/ready', 'logistica', { orderIds: [ids.A2] });
    expect(applied.json()).toEqual({ results: [{ orderId: ids.A2, outcome: 'ok', orderNumber: numbers.A2, status: 'ready_to_ship' }] });
  });
});

describe('the dispatch manifest', () => {
  it('hands ready orders to the carrier: stores the manifest, moves them to dispatched and answers its PDF', async () => {
    const response = await post('/v1/shipments/manifests', 'shop', { orderIds: [ids.R2, ids.R1], carrier: 'starken' });
    expect(response.statusCode, response.body).toBe(201);
    expectContract(response, 'createDispatchManifest');
    const number = String(response.headers['x-manifest-number']);
    expect(number).toMatch(/^MD-2026-\d{6}$/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="manifiesto-${number}.pdf"`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.title).toBe(`Manifiesto de despacho N° ${number}`);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('Razón social Bodega Prueba SpA');
    expect(pdf.text).toContain('RUT 96.543.210-8');
    expect(pdf.text).toContain('Transportista Starken');
    expect(pdf.text).toContain('Fecha de despacho 02-03-2026');
    expect(pdf.text).toContain('Total 2 órdenes, 2 bultos');
    expect(pdf.text).toContain(`1 ${numbers.R2} Tomás Vidal Ruiz Puente Alto 1`);
    expect(pdf.text).toContain(`2 ${numbers.R1} Sofía Muñoz Paz Las Condes 1`);

    expect(await statusOf(ids.R1!)).toBe('dispatched');
    expect(await statusOf(ids.R2!)).toBe('dispatched');
    const stored = await t.db.query<{ number: string; seller_id: number; carrier: string; orders: number[] }>(
      `select m.number, m.seller_id, m.carrier, array_agg(o.order_id order by o.line) as orders
         from dispatch_manifests m join dispatch_manifest_orders o on o.manifest_id = m.id where m.number = $1 group by m.id`,
      [number],
    );
    expect(stored).toEqual([{ number, seller_id: shop, carrier: 'starken', orders: [ids.R2, ids.R1] }]);
    const [timeline] = await t.db.query<{ note: string; dispatched: boolean }>(
      `select h.note, o.dispatched_at is not null as dispatched from order_status_history h join orders o on o.id = h.order_id
        where h.order_id = $1 and h.status = 'dispatched'`,
      [ids.R1],
    );
    expect(timeline).toEqual({ note: `Manifiesto ${number}, Starken`, dispatched: true });
  });

  it('refuses an order not ready to ship (409) or not visible (404), and changes nothing', async () => {
    const again = await post('/v1/shipments/manifests', 'shop', { orderIds: [ids.A1, ids.R1], carrier: 'chilexpress' });
    expect(again.statusCode).toBe(409);
    expectContract(again, 'createDispatchManifest');
    expect(again.json().code).toBe('MANIFEST_ORDER_NOT_READY');
    const waiting = await post('/v1/shipments/manifests', 'shop', { orderIds: [ids.A1, ids.A3], carrier: 'chilexpress' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('MANIFEST_ORDER_NOT_READY');
    expect(await statusOf(ids.A1!)).toBe('ready_to_ship');
    const foreign = await post('/v1/shipments/manifests', 'shop', { orderIds: [ids.A1, andesWaiting], carrier: 'chilexpress' });
    expect(foreign.statusCode).toBe(404);
    expectContract(foreign, 'createDispatchManifest');
    expect(await statusOf(ids.A1!)).toBe('ready_to_ship');
  });

  it('hands over the orders of one seller only, when staff choose', async () => {
    const [andesReady] = await t.db.query<{ id: number }>(`select id from orders where seller_id = $1 and status = 'ready_to_ship' order by id limit 1`, [andes]);
    const mixed = await post('/v1/shipments/manifests', 'admin', { orderIds: [ids.A1, andesReady!.id], carrier: 'blue_express' });
    expect(mixed.statusCode).toBe(409);
    expectContract(mixed, 'createDispatchManifest');
    expect(mixed.json().code).toBe('MANIFEST_SELLERS_DIFFER');
    expect(await statusOf(ids.A1!)).toBe('ready_to_ship');
    expect(await statusOf(andesReady!.id)).toBe('ready_to_ship');
    const refused = await post('/v1/shipments/manifests', 'atencion', { orderIds: [ids.A1], carrier: 'blue_express' });
    expect(refused.statusCode).toBe(403);
  });
});
