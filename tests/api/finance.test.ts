/**
 * Settlements (openapi/finance.yaml) against the real app. Every expected figure is written by hand
 * from the fixture below, never computed by the code under test.
 *
 * The harness clock: 2026-03-02T12:00Z, 09:00 in Santiago (UTC-3 in summer). The fortnights in
 * play: 2026-02-01..14 (ended), 2026-02-15..28 (ended) and 2026-03-01..14 (the current one).
 *
 * "Cuentas Claras" (published) placed 11 orders in January: 10 delivered on time, 1 cancelled by
 * the seller (9 % cancellations): two rules of three met, level Bueno in February (40 % off
 * shipping in the rules' first version). "Destacada Prueba" delivered all 10 of January's: Destacado (50 %).
 *
 * Cuentas Claras in 2026-02-15..28:
 *   O1 delivered 16 Feb: TAB-1 (Tablets, 8 %) 1 × 200.000; shipping 5.990
 *      sale 200.000, commission 16.000, shipping 5.990 − 2.396 = 3.594
 *   O2 delivered 20 Feb: COC-1 (Cocina, 12 %) 2 × 15.990; shipping 3.990
 *      sale 31.980, commission 3.837,6 → 3.838, shipping 3.990 − 1.596 = 2.394
 *   O3 delivered 27 Feb: ZZZ-9 (no product: default 15 %) 1 × 10.000; no shipping
 *      sale 10.000, commission 1.500
 *   O5 cancelled by the seller 18 Feb: penalty 3.000
 *   R1 of O2, one COC-1 refunded 25 Feb: 15.990
 *   sale 241.980 − commission 21.338 − shipping 5.988 − penalty 3.000 − refund 15.990 = net 195.664
 * and in 2026-02-01..14:
 *   O4 delivered 14 Feb 23:30 Santiago (15 Feb 02:30 UTC): COC-1 1 × 15.990; shipping 2.990
 *      sale 15.990, commission 1.918,8 → 1.919, shipping 2.990 − 1.196 = 1.794; net 12.277
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import { runSettlementClose } from '../../server/finance/close-job.ts';
import { ensurePeriod } from '../../server/finance/periods.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { insertOrders, type NewOrder } from '../../server/seed/order-rows.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let claras: number;
let destacada: number;
const orders: Record<string, number> = {};

/** A Santiago wall-clock time in summer (UTC-3). */
const santiago = (day: string, time = '12:00') => new Date(`${day}T${time}:00-03:00`);

async function seller(name: string, email: string, published: boolean): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`insert into sellers (name, publish, seller_type) values ($1, $2, 'pim') returning id`, [name, published]);
  await t.db.query(`insert into users (email, password_hash, first_name, last_name, role, seller_id) values ($1, $2, 'Prueba', 'Finanzas', 'seller', $3)`, [
    email,
    await createPasswordHasher().hash(DEMO_PASSWORD),
    row!.id,
  ]);
  if (published) await t.db.query(`insert into seller_publish_history (seller_id, published, reason, created_at) values ($1, true, 'Publicado', $2)`, [row!.id, santiago('2025-12-01')]);
  return row!.id;
}

const ADDRESS = { street: 'Av. Prueba 100', reference: null, commune: 'Santiago', region: 'Metropolitana de Santiago' };
const CUSTOMER = { name: 'Cliente Prueba', phone: null };

function delivered(day: string, items: NewOrder['items'], shipping: number, time = '12:00'): NewOrder {
  const at = santiago(day, time);
  return { status: 'delivered', createdAt: new Date(at.getTime() - 3 * 86_400_000), promisedAt: at, dispatchedAt: new Date(at.getTime() - 86_400_000), deliveredAt: at, shipping, items, customer: CUSTOMER, address: ADDRESS };
}

/** January: 10 orders delivered on time, and `canceled` more cancelled by the seller. */
function january(canceled: number): NewOrder[] {
  const month: NewOrder[] = [];
  for (let day = 5; day < 15; day += 1) month.push(delivered(`2026-01-${String(day).padStart(2, '0')}`, [{ sku: 'ENE-1', name: 'Producto de enero', quantity: 1, unitPrice: 1_000 }], 0));
  for (let index = 0; index < canceled; index += 1) {
    const at = santiago('2026-01-20');
    month.push({ status: 'canceled', createdAt: at, promisedAt: new Date(at.getTime() + 86_400_000), canceledAt: at, canceledBy: 'seller', cancelReason: 'stock_break', shipping: 0, items: [{ sku: 'ENE-1', name: 'Producto de enero', quantity: 1, unitPrice: 1_000 }], customer: CUSTOMER, address: ADDRESS });
  }
  return month;
}

async function product(sellerId: number, sku: string, category: string): Promise<void> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into products (seller_id, working, category_id, title, price) select $1, '{}'::jsonb, id, $2, 1000 from catalog_categories where code = $3 returning id`,
    [sellerId, `Producto ${sku}`, category],
  );
  await t.db.query('insert into product_skus (seller_id, sku, product_id) values ($1, $2, $3)', [sellerId, sku, row!.id]);
}

async function refund(sellerId: number, orderId: number, number: string, sku: string, quantity: number, at: Date): Promise<void> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into returns (seller_id, order_id, return_number, status, created_at, customer_reason) values ($1, $2, $3, 'returned', $4, 'regret') returning id`,
    [sellerId, orderId, number, new Date(at.getTime() - 86_400_000)],
  );
  await t.db.query(`insert into return_items (return_id, line, sku, name, quantity) values ($1, 1, $2, 'Devuelto', $3)`, [row!.id, sku, quantity]);
  await t.db.query(`insert into return_status_history (return_id, status, at) values ($1, 'returned', $2)`, [row!.id, at]);
}

const get = (url: string, who = 'claras') => t.request({ method: 'GET', url, token: tokens[who]! });
const post = (url: string, payload: Record<string, unknown> | undefined, who = 'admin') =>
  t.request({ method: 'POST', url, token: tokens[who]!, ...(payload ? { payload } : {}) });

interface Period {
  id: number;
  sellerId: number;
  start: string;
  end: string;
  state: string;
  reputationLevel: string;
  shippingDiscountPercent: number;
  totals: Record<string, number>;
  lineCount: number;
  paymentDueOn: string;
  payment: { paidOn: string; reference: string } | null;
  version: number;
}
interface Line {
  kind: string;
  key: string;
  orderId: number | null;
  returnId: number | null;
  category: string | null;
  amount: number;
}

async function periodOf(sellerId: number, start: string): Promise<Period> {
  const [row] = await t.db.query<{ id: number }>('select id from settlement_periods where seller_id = $1 and start_day = $2', [sellerId, start]);
  const response = await get(`/v1/finance/periods/${row!.id}`, 'admin');
  expect(response.statusCode).toBe(200);
  return response.json<Period>();
}

async function allLines(periodId: number, kind?: string, who = 'claras'): Promise<Line[]> {
  const lines: Line[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`/v1/finance/periods/${periodId}/lines?limit=2${kind ? `&kind=${kind}` : ''}${cursor ? `&cursor=${cursor}` : ''}`, who);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listSettlementLines');
    const page = response.json<{ items: Line[]; nextCursor: string | null }>();
    lines.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return lines;
}

beforeAll(async () => {
  t = await openTestApp();
  claras = await seller('Cuentas Claras', 'claras@demo.cl', true);
  destacada = await seller('Destacada Prueba', 'destacada@demo.cl', true);
  await seller('Sin Publicar', 'sinpublicar@demo.cl', false);
  await product(claras, 'TAB-1', 'tablets');
  await product(claras, 'COC-1', 'cocina');
  await insertOrders(t.db, claras, january(1));
  await insertOrders(t.db, destacada, january(0));
  const written = await insertOrders(t.db, claras, [
    delivered('2026-02-14', [{ sku: 'COC-1', name: 'Olla', quantity: 1, unitPrice: 15_990 }], 2_990, '23:30'),
    delivered('2026-02-16', [{ sku: 'TAB-1', name: 'Tablet', quantity: 1, unitPrice: 200_000 }], 5_990),
    delivered('2026-02-20', [{ sku: 'COC-1', name: 'Olla', quantity: 2, unitPrice: 15_990 }], 3_990),
    delivered('2026-02-27', [{ sku: 'ZZZ-9', name: 'Sin ficha', quantity: 1, unitPrice: 10_000 }], 0),
    {
      status: 'canceled',
      createdAt: santiago('2026-02-17'),
      promisedAt: santiago('2026-02-21'),
      canceledAt: santiago('2026-02-18'),
      canceledBy: 'seller',
      cancelReason: 'stock_break',
      penalty: 3_000,
      shipping: 0,
      items: [{ sku: 'TAB-1', name: 'Tablet', quantity: 1, unitPrice: 50_000 }],
      customer: CUSTOMER,
      address: ADDRESS,
    },
  ]);
  for (const [index, name] of ['o4', 'o1', 'o2', 'o3', 'o5'].entries()) orders[name] = written[index]!.id;
  await refund(claras, orders.o2!, 'D-2026-800001', 'COC-1', 1, santiago('2026-02-25'));
  const [o] = await insertOrders(t.db, destacada, [delivered('2026-02-16', [{ sku: 'X-1', name: 'Algo', quantity: 1, unitPrice: 10_000 }], 5_990)]);
  orders.destacada = o!.id;
  for (const sellerId of [claras, destacada]) {
    await ensurePeriod(t.db, sellerId, { start: '2026-02-01', end: '2026-02-14' }, t.clock.now());
    await ensurePeriod(t.db, sellerId, { start: '2026-02-15', end: '2026-02-28' }, t.clock.now());
  }
  for (const [who, email] of Object.entries({
    claras: 'claras@demo.cl',
    destacada: 'destacada@demo.cl',
    unpublished: 'sinpublicar@demo.cl',
    admin: 'admin@demo.cl',
    cs: 'atencion@demo.cl',
    comercial: 'comercial@demo.cl',
  })) {
    tokens[who] = await t.login(email);
  }
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

describe('an open period', () => {
  it("adds up the fortnight's sales, commissions, shipping after the Bueno discount, penalty and refund", async () => {
    const period = await periodOf(claras, '2026-02-15');
    expect(period).toMatchObject({
      sellerId: claras,
      start: '2026-02-15',
      end: '2026-02-28',
      state: 'open',
      reputationLevel: 'Bueno',
      shippingDiscountPercent: 40,
      totals: { sale: 241_980, commission: 21_338, shipping: 5_988, penalty: 3_000, refund: 15_990, adjustment: 0, net: 195_664 },
      // 3 sales, 3 commissions, 2 shipping charges, a penalty and a refund.
      lineCount: 10,
      // Saturday 28 Feb: Mon 2, Tue 3, Wed 4, Thu 5, Fri 6 March.
      paymentDueOn: '2026-03-06',
      payment: null,
    });
  });

  it('puts an order delivered at 23:30 on the 14th (Santiago) in the first fortnight', async () => {
    const first = await periodOf(claras, '2026-02-01');
    expect(first.totals).toEqual({ sale: 15_990, commission: 1_919, shipping: 1_794, penalty: 0, refund: 0, adjustment: 0, net: 12_277 });
    const sales = await allLines(first.id, 'sale');
    expect(sales.map((line) => [line.orderId, line.amount])).toEqual([[orders.o4, 15_990]]);
    const second = await allLines((await periodOf(claras, '2026-02-15')).id, 'sale');
    expect(second.map((line) => line.orderId)).not.toContain(orders.o4);
  });

  it('gives a Destacado seller 50 % off the shipping charge', async () => {
    const period = await periodOf(destacada, '2026-02-15');
    expect(period.reputationLevel).toBe('Destacado');
    expect(period.shippingDiscountPercent).toBe(50);
    expect(period.totals.shipping).toBe(2_995);
  });

  it('lists lines by kind, each naming its order, the commission with its category; every total is the sum of its lines', async () => {
    const period = await periodOf(claras, '2026-02-15');
    const commissions = await allLines(period.id, 'commission');
    expect(commissions.map((line) => [line.orderId, line.category, line.amount]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [orders.o1, 'tablets', 16_000],
      [orders.o2, 'cocina', 3_838],
      [orders.o3, null, 1_500],
    ]);
    const lines = await allLines(period.id);
    expect(lines).toHaveLength(10);
    expect(new Set(lines.map((line) => `${line.kind}:${line.key}`)).size).toBe(10);
    for (const kind of ['sale', 'commission', 'shipping', 'penalty', 'refund', 'adjustment']) {
      expect(lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0), kind).toBe(period.totals[kind]);
    }
    expect(lines.find((line) => line.kind === 'penalty')).toMatchObject({ orderId: orders.o5, amount: 3_000 });
    expect(lines.find((line) => line.kind === 'refund')).toMatchObject({ orderId: orders.o2, amount: 15_990 });
    const refused = await get(`/v1/finance/periods/${period.id}/lines?limit=2&kind=sale&cursor=${(await get(`/v1/finance/periods/${period.id}/lines?limit=2`)).json<{ nextCursor: string }>().nextCursor}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it("lists the seller's periods newest first, the current fortnight created open", async () => {
    const response = await get('/v1/finance/periods');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listSettlementPeriods');
    const page = response.json<{ items: Period[]; nextCursor: string | null }>();
    expect(page.items.map((period) => [period.start, period.state])).toEqual([
      ['2026-03-01', 'open'],
      ['2026-02-15', 'open'],
      ['2026-02-01', 'open'],
    ]);
    const first = (await get('/v1/finance/periods?limit=2')).json<{ items: Period[]; nextCursor: string }>();
    const second = (await get(`/v1/finance/periods?limit=2&cursor=${first.nextCursor}`)).json<{ items: Period[]; nextCursor: string | null }>();
    expect([...first.items, ...second.items].map((period) => period.start)).toEqual(['2026-03-01', '2026-02-15', '2026-02-01']);
    expect(second.nextCursor).toBeNull();
  });

  it('takes an adjustment from admin, with its reason, into the net', async () => {
    const period = await periodOf(claras, '2026-02-15');
    const response = await post(`/v1/finance/periods/${period.id}/adjustments`, { amount: 5_000, reason: 'Compensación por envío duplicado', orderId: orders.o1 });
    expect(response.statusCode).toBe(201);
    expectContract(response, 'createSettlementAdjustment');
    expect(response.json<Period>().totals).toMatchObject({ adjustment: 5_000, net: 200_664 });
    expect(response.json<Period>().version).toBe(period.version + 1);
    const foreign = await post(`/v1/finance/periods/${period.id}/adjustments`, { amount: 1, reason: 'Otra', orderId: orders.destacada });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('closing and paying', () => {
  it('closes an ended period once: a second close answers 409 and changes nothing; the current one cannot close', async () => {
    const period = await periodOf(claras, '2026-02-01');
    const closed = await post(`/v1/finance/periods/${period.id}/close`, undefined);
    expect(closed.statusCode).toBe(200);
    expectContract(closed, 'closeSettlementPeriod');
    expect(closed.json<Period>()).toMatchObject({ state: 'closed', totals: { net: 12_277 } });
    const again = await post(`/v1/finance/periods/${period.id}/close`, undefined);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PERIOD_NOT_OPEN' });
    const [count] = await t.db.query<{ lines: number }>('select count(*)::int as lines from settlement_lines where period_id = $1', [period.id]);
    expect(count!.lines).toBe(3);
    const current = await periodOf(claras, '2026-03-01');
    const early = await post(`/v1/finance/periods/${current.id}/close`, undefined);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PERIOD_NOT_ENDED' });
  });

  it('never changes a closed period: a late return of its fortnight becomes an adjustment of the next open one', async () => {
    const closed = await periodOf(claras, '2026-02-01');
    // Refunded on 14 Feb at 23:45 Santiago, recorded only now.
    await refund(claras, orders.o4!, 'D-2026-800002', 'COC-1', 1, santiago('2026-02-14', '23:45'));
    expect(await periodOf(claras, '2026-02-01')).toEqual(closed);
    const next = await periodOf(claras, '2026-02-15');
    expect(next.totals).toMatchObject({ refund: 15_990, adjustment: 5_000 - 15_990, net: 200_664 - 15_990 });
    const adjustments = await allLines(next.id, 'adjustment');
    expect(adjustments.map((line) => [line.orderId, line.amount]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [orders.o4, -15_990],
      [orders.o1, 5_000],
    ]);
    const refused = await post(`/v1/finance/periods/${closed.id}/adjustments`, { amount: 100, reason: 'Tarde' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PERIOD_NOT_OPEN' });
  });

  it('records a payment only on a closed period, once', async () => {
    const open = await periodOf(claras, '2026-03-01');
    const early = await post(`/v1/finance/periods/${open.id}/payment`, { paidOn: '2026-03-20', reference: 'TRX-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PERIOD_NOT_CLOSED' });
    const closed = await periodOf(claras, '2026-02-01');
    const paid = await post(`/v1/finance/periods/${closed.id}/payment`, { paidOn: '2026-02-20', reference: 'TRX-0001' });
    expect(paid.statusCode).toBe(200);
    expectContract(paid, 'recordSettlementPayment');
    expect(paid.json<Period>()).toMatchObject({ state: 'paid', payment: { paidOn: '2026-02-20', reference: 'TRX-0001' }, totals: { net: 12_277 } });
    const twice = await post(`/v1/finance/periods/${closed.id}/payment`, { paidOn: '2026-02-21', reference: 'TRX-0002' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PERIOD_ALREADY_PAID' });
  });

  it('the daily job closes every ended open period, with the late refund frozen in it, and a second run closes nothing', async () => {
    // Cuentas Claras' 15-28 Feb and Destacada's two fortnights of February.
    expect(await runSettlementClose(t.db, t.clock.now())).toEqual({ closed: 3 });
    const period = await periodOf(claras, '2026-02-15');
    expect(period).toMatchObject({ state: 'closed', totals: { sale: 241_980, commission: 21_338, shipping: 5_988, penalty: 3_000, refund: 15_990, adjustment: -10_990, net: 184_674 } });
    expect(await runSettlementClose(t.db, t.clock.now())).toEqual({ closed: 0 });
    // The late refund was settled in the period just closed, not again in the current one.
    const current = await periodOf(claras, '2026-03-01');
    expect(current.totals.adjustment).toBe(0);
    const [jobs] = await t.db.query<{ scheduled: number }>(`select count(*)::int as scheduled from jobs where name = 'settlement-close'`);
    expect(jobs!.scheduled).toBeLessThanOrEqual(1);
  });
});

describe('who sees what', () => {
  it("answers 404 for another seller's period, never its data", async () => {
    const other = await periodOf(destacada, '2026-02-15');
    const response = await get(`/v1/finance/periods/${other.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PERIOD_NOT_FOUND' });
    expect((await get(`/v1/finance/periods/${other.id}/lines`)).statusCode).toBe(404);
    // A seller naming another seller still gets its own.
    const own = (await get(`/v1/finance/periods?sellerId=${destacada}`)).json<{ items: Period[] }>();
    expect(own.items.every((period) => period.sellerId === claras)).toBe(true);
  });

  it('refuses a seller outside the publish history (403)', async () => {
    const response = await get('/v1/finance/periods', 'unpublished');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'NOT_PUBLISHED' });
  });

  it("refuses staff roles, and sellers the admin's acts", async () => {
    const period = await periodOf(claras, '2026-03-01');
    for (const who of ['cs', 'comercial']) {
      expect((await get(`/v1/finance/periods?sellerId=${claras}`, who)).statusCode).toBe(403);
      expect((await get(`/v1/finance/periods/${period.id}`, who)).statusCode).toBe(403);
    }
    expect((await post(`/v1/finance/periods/${period.id}/adjustments`, { amount: 1, reason: 'Yo mismo' }, 'claras')).statusCode).toBe(403);
    expect((await post(`/v1/finance/periods/${period.id}/close`, undefined, 'claras')).statusCode).toBe(403);
    expect((await post(`/v1/finance/periods/${period.id}/payment`, { paidOn: '2026-03-20', reference: 'X' }, 'claras')).statusCode).toBe(403);
  });

  it('asks admin to name the seller', async () => {
    const response = await get('/v1/finance/periods', 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SELLER_REQUIRED' });
  });
});
