/**
 * The stock service (openapi/stock.yaml) against the real app: the demo seed's stock, the list with
 * its filters, pages and export, a quantity set on the version seen (and the 409 when an order or
 * another person moved the level meanwhile), a SKU's history, the import template and an import run
 * by the job queue with its per-row report, the files refused at upload, the order and return
 * lifecycles moving stock in their own transactions, and Existencias with an integration's update.
 * After every block the ledger still adds up: on hand and reserved are the sums of their movements.
 */
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import type { Queryable } from '../../server/db/database.ts';
import { applyOrderMovement } from '../../server/orders/movements.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { insertOrders, type NewOrder } from '../../server/seed/order-rows.ts';
import { runStockImport } from '../../server/stock/import-job.ts';
import { createImport, STOCK_IMPORT_JOB } from '../../server/stock/imports.ts';
import { applyLevelChanges, ensureLevels, levelKey } from '../../server/stock/ledger.ts';
import type { OrderStatus } from '../../shared/orders/lifecycle.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

// The harness clock: 2026-03-02T12:00Z, 09:00 in Santiago.
let t: TestApp;
const tokens: Record<string, string> = {};
let shop: number;
let other: number;
let synced: number;
const warehouses: Record<string, number> = {};
const levels: Record<string, number> = {};

const DAY_MS = 86_400_000;

async function seller(name: string, email: string, sellerType: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`insert into sellers (name, publish, seller_type) values ($1, true, $2) returning id`, [name, sellerType]);
  await t.db.query(`insert into users (email, password_hash, first_name, last_name, role, seller_id) values ($1, $2, 'Prueba', 'Stock', 'seller', $3)`, [
    email,
    await createPasswordHasher().hash(DEMO_PASSWORD),
    row!.id,
  ]);
  return row!.id;
}

async function warehouse(sellerId: number, name: string, offsetMs: number): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into seller_warehouses (seller_id, name, address, region_code, commune_code, region_name, commune_name, technical_service, created_at)
     values ($1, $2, 'Av. Prueba 100', '13', '13101', 'Metropolitana de Santiago', 'Santiago', false, $3) returning id`,
    [sellerId, name, new Date(t.clock.now().getTime() - DAY_MS + offsetMs)],
  );
  return row!.id;
}

/** The fixture seller's levels: SKU, name, warehouse, units on hand (counted by a correction). */
const FIXTURE_LEVELS = [
  ['ALF-001', 'Alfombra de baño', 'central', 10],
  ['CAF-002', 'Cafetera eléctrica', 'central', 0],
  ['CAF-002', 'Cafetera eléctrica', 'sur', 3],
  ['GRA-004', 'Café de grano 1 kg', 'central', 50],
  ['TET-003', 'Tetera acero', 'central', 4],
] as const;

beforeAll(async () => {
  t = await openTestApp();
  shop = await seller('Bodegas Prueba', 'bodegas@demo.cl', 'pim');
  other = await seller('Otra Tienda', 'otra@demo.cl', 'pim');
  synced = await seller('Integrada Prueba', 'integrada@demo.cl', 'centry');
  warehouses.central = await warehouse(shop, 'Bodega Central', 0);
  warehouses.sur = await warehouse(shop, 'Bodega Sur', 1000);
  warehouses.other = await warehouse(other, 'Bodega Otra', 0);
  warehouses.synced = await warehouse(synced, 'Bodega Integrada', 0);
  const made = await ensureLevels(
    t.db,
    shop,
    FIXTURE_LEVELS.map(([sku, name, where]) => ({ sku, name, warehouseId: warehouses[where]! })),
    t.clock.now(),
  );
  for (const [sku, , where] of FIXTURE_LEVELS) levels[`${sku}@${where}`] = made.get(levelKey(sku, warehouses[where]!))!;
  await t.db.transaction((tx) =>
    applyLevelChanges(
      tx,
      FIXTURE_LEVELS.map(([sku, , where, onHand]) => ({ levelId: levels[`${sku}@${where}`]!, kind: 'correction', onHand: { set: onHand } })),
      t.clock.now(),
    ),
  );
  const otherLevels = await ensureLevels(t.db, other, [{ sku: 'ALF-001', name: 'Alfombra ajena', warehouseId: warehouses.other }], t.clock.now());
  levels.other = otherLevels.get(levelKey('ALF-001', warehouses.other))!;
  for (const [who, email] of Object.entries({
    shop: 'bodegas@demo.cl',
    other: 'otra@demo.cl',
    synced: 'integrada@demo.cl',
    andes: 'seller@demo.cl',
    admin: 'admin@demo.cl',
    logistica: 'logistica@demo.cl',
  })) {
    tokens[who] = await t.login(email);
  }
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

/** Levels whose figures are not the sums of their movements: none, ever. */
async function ledgerMismatches() {
  return t.db.query(
    `select l.id, l.sku, l.on_hand, l.reserved, coalesce(sum(m.on_hand_delta), 0)::int as on_hand_sum, coalesce(sum(m.reserved_delta), 0)::int as reserved_sum
       from stock_levels l left join stock_movements m on m.level_id = l.id
      group by l.id
     having l.on_hand <> coalesce(sum(m.on_hand_delta), 0) or l.reserved <> coalesce(sum(m.reserved_delta), 0)`,
  );
}
afterEach(async () => {
  expect(await ledgerMismatches()).toEqual([]);
});

const get = (url: string, who = 'shop') => t.request({ method: 'GET', url, token: tokens[who]! });
const put = (url: string, payload: unknown, who = 'shop') => t.request({ method: 'PUT', url, token: tokens[who]!, payload: payload as Record<string, unknown> });

interface Level {
  id: number;
  sku: string;
  name: string;
  warehouse: { id: number; name: string };
  onHand: number;
  reserved: number;
  available: number;
  state: string;
  version: number;
}
type Page = { items: Level[]; nextCursor: string | null; lowStockThreshold: number };

/** A row of a list as the tests compare it. */
const brief = (level: Level) => [level.sku, level.warehouse.name, level.onHand, level.reserved, level.available, level.state];

async function levelNow(key: string): Promise<Level> {
  const response = await get(`/v1/stock/levels/${levels[key]}`);
  expect(response.statusCode).toBe(200);
  return response.json<Level>();
}

describe('the demo seed', () => {
  it('gives every SKU of the published demo seller\'s orders stock, in one or two warehouses, some of it low and some out', async () => {
    const page = (await get('/v1/stock?limit=100', 'andes')).json<Page>();
    const [{ skus } = { skus: 0 }] = await t.db.query<{ skus: number }>(
      `select count(distinct i.sku)::int as skus from order_items i join orders o on o.id = i.order_id join sellers s on s.id = o.seller_id where s.name = 'Tienda Andes SpA'`,
    );
    expect(new Set(page.items.map((level) => level.sku)).size).toBe(skus);
    expect(skus).toBe(26);
    expect(new Set(page.items.map((level) => level.warehouse.name))).toEqual(new Set(['Bodega Quilicura', 'Bodega Concepción']));
    const states = page.items.map((level) => level.state);
    expect(states.filter((state) => state === 'outOfStock').length).toBeGreaterThanOrEqual(3);
    expect(states.filter((state) => state === 'lowStock').length).toBeGreaterThanOrEqual(3);
    expect(states.filter((state) => state === 'inStock').length).toBeGreaterThanOrEqual(15);
    // The open demo orders hold their units.
    expect(page.items.reduce((sum, level) => sum + level.reserved, 0)).toBeGreaterThan(0);
  });
});

describe('GET /v1/stock', () => {
  it('lists the seller\'s levels by SKU, then warehouse, with what is available and its state', async () => {
    const response = await get('/v1/stock');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listStock');
    const page = response.json<Page>();
    expect(page.lowStockThreshold).toBe(5);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map(brief)).toEqual([
      ['ALF-001', 'Bodega Central', 10, 0, 10, 'inStock'],
      ['CAF-002', 'Bodega Central', 0, 0, 0, 'outOfStock'],
      ['CAF-002', 'Bodega Sur', 3, 0, 3, 'lowStock'],
      ['GRA-004', 'Bodega Central', 50, 0, 50, 'inStock'],
      ['TET-003', 'Bodega Central', 4, 0, 4, 'lowStock'],
    ]);
  });

  it('filters out of stock, low stock, one warehouse, and a search on SKU or name without accents or case', async () => {
    const skus = async (query: string) => (await get(`/v1/stock?${query}`)).json<Page>().items.map((level) => `${level.sku}@${level.warehouse.name}`);
    expect(await skus('availability=outOfStock')).toEqual(['CAF-002@Bodega Central']);
    expect(await skus('availability=lowStock')).toEqual(['CAF-002@Bodega Sur', 'TET-003@Bodega Central']);
    expect(await skus(`warehouseId=${warehouses.sur}`)).toEqual(['CAF-002@Bodega Sur']);
    expect(await skus('q=cafe')).toEqual(['CAF-002@Bodega Central', 'CAF-002@Bodega Sur', 'GRA-004@Bodega Central']);
    expect(await skus(`q=${encodeURIComponent('CAFÉ DE')}`)).toEqual(['GRA-004@Bodega Central']);
    expect(await skus('q=tet-003')).toEqual(['TET-003@Bodega Central']);
    expect(await skus('q=alfombra&availability=outOfStock')).toEqual([]);
  });

  it('pages by keyset, each row once, and refuses a cursor of other filters', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = (await get(`/v1/stock?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json<Page>();
      seen.push(...page.items.map((level) => `${level.sku}@${level.warehouse.name}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(['ALF-001@Bodega Central', 'CAF-002@Bodega Central', 'CAF-002@Bodega Sur', 'GRA-004@Bodega Central', 'TET-003@Bodega Central']);
    const first = (await get('/v1/stock?limit=2')).json<Page>();
    const refused = await get(`/v1/stock?limit=2&availability=lowStock&cursor=${first.nextCursor}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_CURSOR');
  });

  it('shows a seller its own levels only; another seller\'s level or warehouse is not found', async () => {
    const page = (await get('/v1/stock', 'other')).json<Page>();
    expect(page.items.map(brief)).toEqual([['ALF-001', 'Bodega Otra', 0, 0, 0, 'outOfStock']]);
    for (const response of [await get(`/v1/stock/levels/${levels['ALF-001@central']}`, 'other'), await put(`/v1/stock/levels/${levels['ALF-001@central']}`, { onHand: 1, version: 2 }, 'other')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('STOCK_LEVEL_NOT_FOUND');
    }
    const foreignWarehouse = await get(`/v1/stock?warehouseId=${warehouses.central}`, 'other');
    expect(foreignWarehouse.statusCode).toBe(404);
    expect(foreignWarehouse.json().code).toBe('WAREHOUSE_NOT_FOUND');
    const history = await get('/v1/stock/movements?sku=GRA-004', 'other');
    expect(history.statusCode).toBe(404);
    expect(history.json().code).toBe('STOCK_SKU_NOT_FOUND');
  });

  it('lets staff read one seller\'s levels, or every seller\'s', async () => {
    const one = (await get(`/v1/stock?sellerId=${shop}`, 'logistica')).json<Page>();
    expect(one.items).toHaveLength(5);
    const all = await get('/v1/stock?q=alfombra', 'admin');
    expect(all.statusCode).toBe(200);
    expect(all.json<Page>().items.map((level) => [level.sku, level.name])).toEqual([
      ['ALF-001', 'Alfombra de baño'],
      ['ALF-001', 'Alfombra ajena'],
    ]);
  });

  it('keeps the threshold the seller saves, and judges low stock by it', async () => {
    const saved = await put('/v1/stock/settings', { lowStockThreshold: 4 });
    expect(saved.statusCode).toBe(200);
    expectContract(saved, 'saveLowStockThreshold');
    const page = (await get('/v1/stock?availability=lowStock')).json<Page>();
    expect(page.lowStockThreshold).toBe(4);
    expect(page.items.map((level) => `${level.sku}@${level.warehouse.name}`)).toEqual(['CAF-002@Bodega Sur']);
    await put('/v1/stock/settings', { lowStockThreshold: 5 });
  });

  it('exports the filtered list as an Excel workbook', async () => {
    const response = await get('/v1/stock/export?q=cafe');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'exportStock');
    expect(response.headers['content-disposition']).toBe('attachment; filename="stock-2026-03-02.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1, 7));
    expect(rows).toEqual([
      ['SKU', 'Producto', 'Bodega', 'Stock físico', 'Reservado', 'Disponible'],
      ['CAF-002', 'Cafetera eléctrica', 'Bodega Central', 0, 0, 0],
      ['CAF-002', 'Cafetera eléctrica', 'Bodega Sur', 3, 0, 3],
      ['GRA-004', 'Café de grano 1 kg', 'Bodega Central', 50, 0, 50],
    ]);
  });
});

describe('PUT /v1/stock/levels/{levelId}', () => {
  it('sets the units on hand on the version seen, as a manual movement by the user', async () => {
    const before = await levelNow('ALF-001@central');
    const response = await put(`/v1/stock/levels/${before.id}`, { onHand: 7, version: before.version });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'setStockQuantity');
    expect(response.json()).toMatchObject({ onHand: 7, reserved: 0, available: 7, version: before.version + 1 });
    const history = (await get('/v1/stock/movements?sku=ALF-001')).json<{ items: { kind: string; onHandDelta: number; onHandAfter: number; by: { name: string } | null }[] }>();
    expect(history.items[0]).toMatchObject({ kind: 'manual_set', onHandDelta: -3, onHandAfter: 7, by: { name: 'Prueba Stock' } });
  });

  it('answers 409 with the level as it is when someone changed it meanwhile, and writes nothing', async () => {
    const seen = await levelNow('GRA-004@central');
    // Someone else sets it first.
    expect((await put(`/v1/stock/levels/${seen.id}`, { onHand: 45, version: seen.version }, 'logistica')).statusCode).toBe(200);
    const late = await put(`/v1/stock/levels/${seen.id}`, { onHand: 60, version: seen.version });
    expect(late.statusCode).toBe(409);
    expectContract(late, 'setStockQuantity');
    expect(late.json()).toMatchObject({ code: 'STOCK_LEVEL_CHANGED', current: { id: seen.id, onHand: 45, version: seen.version + 1 } });
    expect((await levelNow('GRA-004@central')).onHand).toBe(45);
  });

  it('answers 409 when an order reserved units of the level after it was read', async () => {
    const seen = await levelNow('TET-003@central');
    await insertOrders(t.db, shop, [order('new', [['TET-003', 1]])]);
    const late = await put(`/v1/stock/levels/${seen.id}`, { onHand: 9, version: seen.version });
    expect(late.statusCode).toBe(409);
    expect(late.json().current).toMatchObject({ onHand: 4, reserved: 1, available: 3, version: seen.version + 1 });
  });

  it('refuses a seller whose stock comes from its integration', async () => {
    await applyIntegration('synced', { items: [{ sku: 'INT-1', name: 'Producto integrado', warehouseId: warehouses.synced!, onHand: 5 }] });
    const [level] = (await get('/v1/stock/existences', 'synced')).json<Page>().items;
    const refused = await put(`/v1/stock/levels/${level!.id}`, { onHand: 1, version: level!.version }, 'synced');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STOCK_FROM_INTEGRATION');
  });
});

/** An order of the fixture seller, bought a day ago, with these SKUs and quantities. */
function order(status: OrderStatus, items: readonly (readonly [string, number])[]): NewOrder {
  const created = new Date(t.clock.now().getTime() - DAY_MS);
  return {
    status,
    createdAt: created,
    promisedAt: new Date(created.getTime() + 5 * DAY_MS),
    shipping: 0,
    items: items.map(([sku, quantity]) => ({ sku, name: `Producto ${sku}`, quantity, unitPrice: 10_000 })),
    customer: { name: 'Cliente Stock', phone: null },
    address: { street: 'Los Aromos 742', reference: null, commune: 'Providencia', region: 'Metropolitana de Santiago' },
  };
}

const applyIntegration = (who: string, payload: Record<string, unknown>) => put('/v1/stock/integration', payload, who);

describe('GET /v1/stock/movements', () => {
  it('tells a SKU\'s history, the latest first, with what caused each movement and who made it, paged', async () => {
    type MovementPage = { items: { kind: string; warehouse: { name: string }; onHandDelta: number; onHandAfter: number; by: { name: string } | null }[]; nextCursor: string | null };
    const brief = (page: MovementPage) => page.items.map((movement) => [movement.kind, movement.warehouse.name, movement.onHandDelta, movement.onHandAfter, movement.by?.name ?? null]);
    const first = await get('/v1/stock/movements?sku=GRA-004&limit=1');
    expect(first.statusCode).toBe(200);
    expectContract(first, 'listStockMovements');
    const page = first.json<MovementPage>();
    expect(brief(page)).toEqual([['manual_set', 'Bodega Central', -5, 45, 'Diego Silva']]);
    const rest = (await get(`/v1/stock/movements?sku=GRA-004&limit=1&cursor=${page.nextCursor}`)).json<MovementPage>();
    expect(brief(rest)).toEqual([['correction', 'Bodega Central', 50, 50, null]]);
    expect(rest.nextCursor).toBeNull();
    // Nothing ever moved the central level of CAF-002 (it was made with nothing): its history is the south's only.
    expect(brief((await get('/v1/stock/movements?sku=CAF-002')).json<MovementPage>())).toEqual([['correction', 'Bodega Sur', 3, 3, null]]);
    expect((await get(`/v1/stock/movements?sku=CAF-002&warehouseId=${warehouses.central}`)).json<MovementPage>().items).toEqual([]);
  });
});

describe('the order and return lifecycles', () => {
  it('reserves a new order\'s units, releases them when the seller cancels, and a pick-up takes them out of the warehouse', async () => {
    const before = await levelNow('ALF-001@central');
    const [cancelled, shipped] = await insertOrders(t.db, shop, [order('new', [['ALF-001', 2]]), order('awaiting_fulfillment', [['ALF-001', 3]])]);
    expect(await levelNow('ALF-001@central')).toMatchObject({ onHand: before.onHand, reserved: before.reserved + 5, available: before.onHand - before.reserved - 5 });

    const cancel = await t.request({
      method: 'POST',
      url: `/v1/orders/${cancelled!.id}/transitions`,
      token: tokens.shop!,
      payload: { action: 'cancel', reason: 'out_of_stock' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await levelNow('ALF-001@central')).toMatchObject({ onHand: before.onHand, reserved: before.reserved + 3 });

    const ready = await t.request({ method: 'POST', url: `/v1/orders/${shipped!.id}/transitions`, token: tokens.shop!, payload: { action: 'readyToShip' } });
    expect(ready.statusCode).toBe(200);
    expect(await levelNow('ALF-001@central')).toMatchObject({ onHand: before.onHand, reserved: before.reserved + 3 });
    await applyOrderMovement(t.db, shipped!.id, 'pickUp', t.clock.now());
    expect(await levelNow('ALF-001@central')).toMatchObject({ onHand: before.onHand - 3, reserved: before.reserved });
    // What follows on the carrier's way moves nothing more.
    await applyOrderMovement(t.db, shipped!.id, 'enterNetwork', t.clock.now());
    expect(await levelNow('ALF-001@central')).toMatchObject({ onHand: before.onHand - 3, reserved: before.reserved });

    const history = (await get('/v1/stock/movements?sku=ALF-001&limit=4')).json<{ items: { kind: string; onHandDelta: number; reservedDelta: number; order: { id: number } | null }[] }>();
    expect(history.items.map((movement) => [movement.kind, movement.onHandDelta, movement.reservedDelta, movement.order?.id])).toEqual([
      ['order_shipped', -3, -3, shipped!.id],
      ['order_released', 0, -2, cancelled!.id],
      ['order_reserved', 0, 3, shipped!.id],
      ['order_reserved', 0, 2, cancelled!.id],
    ]);
  });

  it('releases what a refund before shipping frees, once', async () => {
    const before = await levelNow('GRA-004@central');
    const [refunded] = await insertOrders(t.db, shop, [order('awaiting_fulfillment', [['GRA-004', 4]])]);
    expect((await levelNow('GRA-004@central')).reserved).toBe(before.reserved + 4);
    await applyOrderMovement(t.db, refunded!.id, 'refundBeforeShipping', t.clock.now());
    expect(await levelNow('GRA-004@central')).toMatchObject({ onHand: before.onHand, reserved: before.reserved });
  });

  it('reserves an order of a SKU without a level in the seller\'s first warehouse, available staying at zero', async () => {
    await insertOrders(t.db, shop, [order('new', [['NUEVO-9', 2]])]);
    const page = (await get('/v1/stock?q=nuevo-9')).json<Page>();
    expect(page.items.map(brief)).toEqual([['NUEVO-9', 'Bodega Central', 0, 2, 0, 'outOfStock']]);
  });

  it('restocks a return approved after it came back, in the warehouse its order took the units from', async () => {
    const before = await levelNow('CAF-002@sur');
    // The Sur warehouse has the most available of CAF-002, so the order reserves there.
    const [delivered] = await insertOrders(t.db, shop, [order('ready_to_ship', [['CAF-002', 1]])]);
    expect((await levelNow('CAF-002@sur')).reserved).toBe(before.reserved + 1);
    for (const movement of ['pickUp', 'enterNetwork', 'outForDelivery', 'deliver'] as const) await applyOrderMovement(t.db, delivered!.id, movement, t.clock.now());
    expect(await levelNow('CAF-002@sur')).toMatchObject({ onHand: before.onHand - 1, reserved: before.reserved });
    const [returned] = await t.db.query<{ id: number }>(
      `insert into returns (seller_id, order_id, return_number, status, created_at, customer_reason) values ($1, $2, 'D-2026-900001', 'return_in_process', $3, 'regret') returning id`,
      [shop, delivered!.id, t.clock.now()],
    );
    await t.db.query(`insert into return_items (return_id, line, sku, name, quantity) values ($1, 1, 'CAF-002', 'Cafetera eléctrica', 1)`, [returned!.id]);
    const approve = await t.request({ method: 'POST', url: `/v1/returns/${returned!.id}/decision`, token: tokens.shop!, payload: { decision: 'approve' } });
    expect(approve.statusCode).toBe(200);
    expect(await levelNow('CAF-002@sur')).toMatchObject({ onHand: before.onHand, reserved: before.reserved });
    const [latest] = (await get(`/v1/stock/movements?sku=CAF-002&warehouseId=${warehouses.sur}&limit=1`)).json<{ items: { kind: string; onHandDelta: number; return: { returnNumber: string } }[] }>().items;
    expect(latest).toMatchObject({ kind: 'return_restocked', onHandDelta: 1, return: { returnNumber: 'D-2026-900001' } });
  });
});

/** A workbook whose first sheet holds `header` and `rows`. */
async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Stock');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (payload: Record<string, unknown>, who = 'shop') => t.request({ method: 'POST', url: '/v1/stock/imports', token: tokens[who]!, payload });
const uploadFile = (bytes: Buffer, extra: Record<string, unknown> = {}) => upload({ file: { fileName: 'stock.xlsx', contentBase64: bytes.toString('base64') }, ...extra });

interface ImportState {
  id: string;
  state: string;
  progress: { rowsTotal: number | null; rowsRead: number; rowsApplied: number };
  report: { rows: number; applied: number; skipped: number; errors: { row: number; column: string; code: string }[]; warnings: { row: number; column: string; code: string }[]; truncated: boolean } | null;
}

describe('the Excel import', () => {
  it('hands out a template with the columns SKU, Bodega, Cantidad and the optional Modo', async () => {
    const response = await get('/v1/stock/template');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getStockTemplate');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Stock', 'Instrucciones']);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['SKU', 'Bodega', 'Cantidad', 'Modo']);
  });

  it('refuses no file, a file that is not a workbook, and a header lacking required columns (naming them)', async () => {
    const none = await upload({ mode: 'set' });
    expect(none.statusCode).toBe(400);
    expectContract(none, 'uploadStockImport');
    expect(none.json().code).toBe('STOCK_FILE_REQUIRED');
    const empty = await upload({ file: { fileName: 'stock.xlsx', contentBase64: '' } });
    expect(empty.json().code).toBe('STOCK_FILE_REQUIRED');
    const csv = await uploadFile(Buffer.from('SKU;Bodega;Cantidad\nALF-001;Bodega Central;3\n'));
    expect(csv.statusCode).toBe(400);
    expect(csv.json().code).toBe('STOCK_FILE_INVALID_FORMAT');
    const brokenZip = await uploadFile(Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(brokenZip.json().code).toBe('STOCK_FILE_INVALID_FORMAT');
    const lacking = await uploadFile(await workbook(['SKU', 'Unidades'], [['ALF-001', 3]]));
    expect(lacking.statusCode).toBe(400);
    expectContract(lacking, 'uploadStockImport');
    expect(lacking.json()).toMatchObject({ code: 'STOCK_COLUMNS_MISSING', details: [{ message: 'Bodega' }, { message: 'Cantidad' }] });
    const [{ imports } = { imports: 0 }] = await t.db.query<{ imports: number }>('select count(*)::int as imports from stock_imports where seller_id = $1', [shop]);
    expect(imports).toBe(0);
  });

  it('stores the file, runs it as a job and reports each row: good rows applied, two bad ones skipped', async () => {
    const alf = await levelNow('ALF-001@central');
    const sur = await levelNow('CAF-002@sur');
    const response = await uploadFile(
      await workbook(
        ['sku', 'BODEGA', 'Cantidad'],
        [
          ['ALF-001', 'Bodega Central', 20],
          ['CAF-002', 'bodega sur', 8],
          ['XYZ-999', 'Bodega Central', 1],
          ['GRA-004', 'Bodega Central', 'muchos'],
        ],
      ),
    );
    expect(response.statusCode, response.body).toBe(202);
    expectContract(response, 'uploadStockImport');
    const queued = response.json<ImportState>();
    expect(queued).toMatchObject({ state: 'queued', progress: { rowsTotal: null, rowsRead: 0, rowsApplied: 0 }, report: null });

    await t.app.portal.jobs.runner.runDue([STOCK_IMPORT_JOB]);
    const done = await get(`/v1/stock/imports/${queued.id}`);
    expectContract(done, 'getStockImport');
    expect(done.json<ImportState>()).toMatchObject({
      state: 'finished',
      progress: { rowsTotal: 4, rowsRead: 4, rowsApplied: 2 },
      report: {
        rows: 4,
        applied: 2,
        skipped: 2,
        errors: [
          { row: 4, column: 'SKU', code: 'SKU_NOT_FOUND' },
          { row: 5, column: 'Cantidad', code: 'QUANTITY_NOT_A_NUMBER' },
        ],
        warnings: [],
        truncated: false,
      },
    });
    expect(await levelNow('ALF-001@central')).toMatchObject({ onHand: 20, version: alf.version + 1 });
    expect(await levelNow('CAF-002@sur')).toMatchObject({ onHand: 8, version: sur.version + 1 });
    const [latest] = (await get('/v1/stock/movements?sku=ALF-001&limit=1')).json<{ items: { kind: string; importId: string; by: { name: string } }[] }>().items;
    expect(latest).toMatchObject({ kind: 'import', importId: queued.id, by: { name: 'Prueba Stock' } });
    const listed = (await get('/v1/stock/imports')).json<{ items: ImportState[] }>();
    expect(listed.items.map((item) => [item.id, item.state, item.report])).toEqual([[queued.id, 'finished', null]]);
    // Another seller's import is as absent as one that does not exist.
    const foreign = await get(`/v1/stock/imports/${queued.id}`, 'other');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('STOCK_IMPORT_NOT_FOUND');
  });

  it('reports every kind of bad row, reads formulas by their value and adds in add mode', async () => {
    const tet = await levelNow('TET-003@central');
    const gra = await levelNow('GRA-004@central');
    const response = await uploadFile(
      await workbook(
        ['SKU', 'Bodega', 'Cantidad', 'Modo'],
        [
          ['TET-003', 'Bodega Central', 2, ''],
          ['GRA-004', 'Bodega Central', { formula: '2*3', result: 6 }, 'set'],
          ['', 'Bodega Central', 1, ''],
          ['ALF-001', 'Bodega Norte', 1, ''],
          ['ALF-001', '', 1, ''],
          ['ALF-001', 'Bodega Sur', -1, 'set'],
          ['ALF-001', 'Bodega Sur', 1.5, ''],
          ['ALF-001', 'Bodega Sur', 1e12, ''],
          ['ALF-001', 'Bodega Sur', null, ''],
          ['ALF-001', 'Bodega Sur', 1, 'quitar'],
          ['TET-003', 'bodega central', 5, ''],
          ['CAF-002', 'Bodega Central', -1, ''],
        ],
      ),
      { mode: 'add' },
    );
    expect(response.statusCode).toBe(202);
    await t.app.portal.jobs.runner.runDue([STOCK_IMPORT_JOB]);
    const report = (await get(`/v1/stock/imports/${response.json<ImportState>().id}`)).json<ImportState>().report!;
    expect(report.errors.map((issue) => [issue.row, issue.column, issue.code])).toEqual([
      [4, 'SKU', 'SKU_REQUIRED'],
      [5, 'Bodega', 'WAREHOUSE_NOT_FOUND'],
      [6, 'Bodega', 'WAREHOUSE_REQUIRED'],
      [7, 'Cantidad', 'QUANTITY_NEGATIVE'],
      [8, 'Cantidad', 'QUANTITY_NOT_INTEGER'],
      [8, 'SKU', 'ROW_REPEATED'],
      [9, 'Cantidad', 'QUANTITY_TOO_LARGE'],
      [9, 'SKU', 'ROW_REPEATED'],
      [10, 'Cantidad', 'QUANTITY_REQUIRED'],
      [10, 'SKU', 'ROW_REPEATED'],
      [11, 'Modo', 'MODE_INVALID'],
      [11, 'SKU', 'ROW_REPEATED'],
      [12, 'SKU', 'ROW_REPEATED'],
      [13, 'Cantidad', 'QUANTITY_NEGATIVE'],
    ]);
    expect(report).toMatchObject({ rows: 12, applied: 2, skipped: 10 });
    expect(await levelNow('TET-003@central')).toMatchObject({ onHand: tet.onHand + 2 });
    expect(await levelNow('GRA-004@central')).toMatchObject({ onHand: 6 });
    expect(gra.onHand).not.toBe(6);
  });

  it('keeps its progress where a reload reads it while the job runs', async () => {
    // Stored as the upload stores it, without waking the runner: this test runs the job itself.
    const [user] = await t.db.query<{ id: number }>(`select id from users where email = 'bodegas@demo.cl'`);
    const file = await workbook(['SKU', 'Bodega', 'Cantidad'], [['ALF-001', 'Bodega Central', 0], ['ALF-001', 'Bodega Sur', 1]]);
    const { id } = await createImport(t.db, { userId: user!.id, role: 'seller', sellerId: shop }, shop, { file: { fileName: 'stock.xlsx', contentBase64: file.toString('base64') } }, t.clock.now());
    // A runner that stops after its first batch of one row, as a crash would.
    let batches = 0;
    const stopping = new Proxy(t.db, {
      get: (target, property) =>
        property === 'transaction'
          ? <T>(work: (tx: Queryable) => Promise<T>) => {
              if (batches++ === 1) throw new Error('the instance went away');
              return target.transaction(work);
            }
          : Reflect.get(target, property, target),
    });
    await expect(runStockImport(stopping, id, t.clock.now, { batchRows: 1 })).rejects.toThrow('the instance went away');
    const midway = (await get(`/v1/stock/imports/${id}`)).json<ImportState>();
    expect(midway).toMatchObject({ state: 'running', progress: { rowsTotal: 2, rowsRead: 1, rowsApplied: 1 }, report: null });
    // The next attempt goes on after the stored batch.
    await runStockImport(t.db, id, t.clock.now, { batchRows: 1 });
    expect((await get(`/v1/stock/imports/${id}`)).json<ImportState>()).toMatchObject({ state: 'finished', progress: { rowsTotal: 2, rowsRead: 2, rowsApplied: 2 } });
    expect((await levelNow('ALF-001@central')).onHand).toBe(0);
    // A known SKU gets its level in a warehouse where it had none.
    expect((await get(`/v1/stock?q=ALF-001&warehouseId=${warehouses.sur}`)).json<Page>().items.map(brief)).toEqual([['ALF-001', 'Bodega Sur', 1, 0, 1, 'lowStock']]);
  });
  it('applies each row once when two runners read the same import at once', async () => {
    const before = await levelNow('TET-003@central');
    const [user] = await t.db.query<{ id: number }>(`select id from users where email = 'bodegas@demo.cl'`);
    const file = await workbook(['SKU', 'Bodega', 'Cantidad'], [['TET-003', 'Bodega Central', 1], ['GRA-004', 'Bodega Central', 1], ['ALF-001', 'Bodega Central', 1]]);
    const { id } = await createImport(t.db, { userId: user!.id, role: 'seller', sellerId: shop }, shop, { file: { fileName: 'stock.xlsx', contentBase64: file.toString('base64') }, mode: 'add' }, t.clock.now());
    await Promise.all([runStockImport(t.db, id, t.clock.now, { batchRows: 1 }), runStockImport(t.db, id, t.clock.now, { batchRows: 1 })]);
    expect((await get(`/v1/stock/imports/${id}`)).json<ImportState>()).toMatchObject({ state: 'finished', progress: { rowsTotal: 3, rowsRead: 3, rowsApplied: 3 } });
    expect((await levelNow('TET-003@central')).onHand).toBe(before.onHand + 1);
    const [{ movements } = { movements: 0 }] = await t.db.query<{ movements: number }>('select count(*)::int as movements from stock_movements where import_id = $1', [id]);
    expect(movements).toBe(3);
  });
});

describe('Existencias and the integration', () => {
  it('applies an integration\'s levels for its seller and shows them read-only with when they arrived', async () => {
    t.clock.advance(60_000);
    const sent = await applyIntegration('synced', {
      items: [
        { sku: 'INT-1', warehouseId: warehouses.synced!, onHand: 9 },
        { sku: 'INT-2', name: 'Otro integrado', warehouseId: warehouses.synced!, onHand: 0 },
      ],
    });
    expect(sent.statusCode).toBe(200);
    expectContract(sent, 'updateIntegrationStock');
    expect(sent.json()).toEqual({ applied: 1, unchanged: 1, lastSyncAt: t.clock.now().toISOString() });
    const response = await get('/v1/stock/existences', 'synced');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listStockExistences');
    const page = response.json<Page & { lastSyncAt: string }>();
    expect(page.lastSyncAt).toBe(t.clock.now().toISOString());
    expect(page.items.map(brief)).toEqual([
      ['INT-1', 'Bodega Integrada', 9, 0, 9, 'inStock'],
      ['INT-2', 'Bodega Integrada', 0, 0, 0, 'outOfStock'],
    ]);
    const [movement] = (await get('/v1/stock/movements?sku=INT-1&limit=1', 'synced')).json<{ items: { kind: string; onHandDelta: number }[] }>().items;
    expect(movement).toEqual(expect.objectContaining({ kind: 'integration', onHandDelta: 4 }));
  });

  it('keeps an integrated seller out of the portal\'s loading, and a direct seller out of the integration\'s call', async () => {
    for (const url of ['/v1/stock', '/v1/stock/imports', '/v1/stock/export']) {
      const refused = await get(url, 'synced');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('STOCK_FROM_INTEGRATION');
    }
    const direct = await applyIntegration('shop', { items: [{ sku: 'ALF-001', warehouseId: warehouses.central!, onHand: 1 }] });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().code).toBe('STOCK_NOT_INTEGRATED');
    const foreign = await applyIntegration('synced', { items: [{ sku: 'INT-1', warehouseId: warehouses.central!, onHand: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'WAREHOUSE_NOT_FOUND', details: [{ field: 'body.items.0.warehouseId' }] });
    const direct2 = (await get('/v1/stock/existences', 'shop')).json<Page & { lastSyncAt: string | null }>();
    expect(direct2.lastSyncAt).toBeNull();
  });
});
