/**
 * The stock ledger under concurrency, as a property: fast-check draws a seller's day (imports in
 * both modes, manual sets on the version read, orders placed and then cancelled, refunded, shipped
 * or shipped and returned) and runs it in random groups at once on the real database, so imports of
 * the same SKUs, an order arriving during an import and a person's set race for the same row locks.
 * After each run, for every level of the seller:
 * - on hand and reserved are the sums of its movements, never below zero;
 * - its movements chain: each one starts from the figures the one before it left, so no writer
 *   worked on figures another had already changed (nothing lost, nothing counted twice);
 * - what is reserved of each SKU is exactly what its orders still to prepare or ship hold, counted
 *   from the orders themselves, not from the ledger.
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOrderMovement } from '../../server/orders/movements.ts';
import { decideReturn } from '../../server/returns/actions.ts';
import { insertOrders } from '../../server/seed/order-rows.ts';
import { runStockImport } from '../../server/stock/import-job.ts';
import { createImport } from '../../server/stock/imports.ts';
import { ensureLevels } from '../../server/stock/ledger.ts';
import { setQuantity } from '../../server/stock/set-quantity.ts';
import type { MovementName } from '../../shared/orders/lifecycle.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

const SKUS = ['INV-A', 'INV-B', 'INV-C'] as const;
const WAREHOUSES = ['Bodega Uno', 'Bodega Dos'] as const;

type Sku = (typeof SKUS)[number];
type Operation =
  | { kind: 'import'; mode: 'set' | 'add'; batchRows: number; rows: { sku: Sku; warehouse: 0 | 1; quantity: number }[] }
  | { kind: 'set'; sku: Sku; warehouse: 0 | 1; onHand: number }
  | { kind: 'order'; items: { sku: Sku; quantity: number }[]; fate: 'open' | 'cancel' | 'refund' | 'ship' | 'return' };

const sku = fc.constantFrom(...SKUS);
const warehouse = fc.constantFrom(0 as const, 1 as const);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('import' as const),
    mode: fc.constantFrom('set' as const, 'add' as const),
    batchRows: fc.integer({ min: 1, max: 3 }),
    rows: fc.uniqueArray(fc.record({ sku, warehouse, quantity: fc.integer({ min: 0, max: 30 }) }), { minLength: 1, maxLength: 5, selector: (row) => `${row.sku}/${row.warehouse}` }),
  }),
  fc.record({ kind: fc.constant('set' as const), sku, warehouse, onHand: fc.integer({ min: 0, max: 30 }) }),
  fc.record({
    kind: fc.constant('order' as const),
    items: fc.uniqueArray(fc.record({ sku, quantity: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 2, selector: (item) => item.sku }),
    fate: fc.constantFrom('open' as const, 'cancel' as const, 'refund' as const, 'ship' as const, 'return' as const),
  }),
);
/** A day: operations, and how many of them start at once each time (the groups run one after another). */
const day = fc.record({ operations: fc.array(operation, { minLength: 3, maxLength: 9 }), groupSizes: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 10, maxLength: 10 }) });

let t: TestApp;
let runs = 0;
let operations = 0;
let groups = 0;
let concurrent = 0;
let conflicts = 0;
let returnNumber = 700_000;

beforeAll(async () => {
  t = await openTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

/** A fresh seller for each run, with two warehouses and a level of each SKU in the first (so the SKUs are its). */
async function freshSeller(run: number) {
  const [seller] = await t.db.query<{ id: number }>(`insert into sellers (name, publish, seller_type) values ($1, true, 'pim') returning id`, [`Invariante ${run}`]);
  const sellerId = seller!.id;
  const [user] = await t.db.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id) values ($1, 'x', 'Prueba', 'Invariante', 'seller', $2) returning id`,
    [`invariante${run}@demo.cl`, sellerId],
  );
  const warehouseIds: number[] = [];
  for (const [index, name] of WAREHOUSES.entries()) {
    const [row] = await t.db.query<{ id: number }>(
      `insert into seller_warehouses (seller_id, name, address, region_code, commune_code, region_name, commune_name, technical_service, created_at)
       values ($1, $2, 'Av. Prueba 1', '13', '13101', 'Metropolitana de Santiago', 'Santiago', false, now() + make_interval(secs => $3)) returning id`,
      [sellerId, name, index],
    );
    warehouseIds.push(row!.id);
  }
  await ensureLevels(t.db, sellerId, SKUS.map((code) => ({ sku: code, warehouseId: warehouseIds[0]!, name: `Producto ${code}` })), t.clock.now());
  return { sellerId, userId: user!.id, warehouseIds, caller: { userId: user!.id, role: 'seller' as const, sellerId } };
}

type Seller = Awaited<ReturnType<typeof freshSeller>>;

async function workbookOf(rows: readonly { sku: string; warehouse: 0 | 1; quantity: number }[]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Stock');
  sheet.addRow(['SKU', 'Bodega', 'Cantidad']);
  for (const row of rows) sheet.addRow([row.sku, WAREHOUSES[row.warehouse], row.quantity]);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

/**
 * The marketplace hands orders over one at a time (their numbers are the next of the year), while
 * everything else of the day, the orders' later movements included, runs at once.
 */
let intake: Promise<unknown> = Promise.resolve();
function placing<T>(work: () => Promise<T>): Promise<T> {
  const next = intake.then(work);
  intake = next.catch(() => undefined);
  return next;
}

const move = async (orderId: number, movements: readonly MovementName[]) => {
  for (const movement of movements) await applyOrderMovement(t.db, orderId, movement, t.clock.now());
};

/** Runs one operation of the day as the portal, the marketplace and the carriers would. */
async function perform(seller: Seller, op: Operation): Promise<void> {
  switch (op.kind) {
    case 'import': {
      const created = await createImport(t.db, seller.caller, seller.sellerId, { file: { fileName: 'stock.xlsx', contentBase64: await workbookOf(op.rows) }, mode: op.mode }, t.clock.now());
      await runStockImport(t.db, created.id, t.clock.now, { batchRows: op.batchRows });
      return;
    }
    case 'set': {
      const [level] = await t.db.query<{ id: number; version: number }>('select id, version from stock_levels where seller_id = $1 and sku = $2 and warehouse_id = $3', [
        seller.sellerId,
        op.sku,
        seller.warehouseIds[op.warehouse],
      ]);
      if (!level) return;
      const outcome = await setQuantity(t.db, seller.caller, level.id, { onHand: op.onHand, version: level.version }, t.clock.now());
      if (outcome.outcome === 'changed') conflicts += 1;
      return;
    }
    case 'order': {
      const created = new Date(t.clock.now().getTime() - 3_600_000);
      const [order] = await placing(() => insertOrders(t.db, seller.sellerId, [
        {
          status: 'awaiting_fulfillment',
          createdAt: created,
          promisedAt: new Date(created.getTime() + 4 * 86_400_000),
          shipping: 0,
          items: op.items.map((item) => ({ sku: item.sku, name: `Producto ${item.sku}`, quantity: item.quantity, unitPrice: 1_000 })),
          customer: { name: 'Cliente Invariante', phone: null },
          address: { street: 'Los Aromos 1', reference: null, commune: 'Santiago', region: 'Metropolitana de Santiago' },
        },
      ]));
      const id = order!.id;
      if (op.fate === 'cancel') await move(id, ['cancelOrder']);
      if (op.fate === 'refund') await move(id, ['readyToShip', 'refundBeforeShipping']);
      if (op.fate === 'ship' || op.fate === 'return') await move(id, ['readyToShip', 'pickUp', 'enterNetwork', 'outForDelivery', 'deliver']);
      if (op.fate === 'return') {
        returnNumber += 1;
        const [row] = await t.db.query<{ id: number }>(
          `insert into returns (seller_id, order_id, return_number, status, created_at, customer_reason) values ($1, $2, $3, 'return_in_process', $4, 'regret') returning id`,
          [seller.sellerId, id, `D-2026-${returnNumber}`, t.clock.now()],
        );
        await t.db.query(`insert into return_items (return_id, line, sku, name, quantity) select $1, line, sku, name, quantity from order_items where order_id = $2`, [row!.id, id]);
        await decideReturn(t.db, seller.caller, row!.id, { decision: 'approve' }, t.clock.now());
      }
      return;
    }
  }
}

/** What breaks the invariant for the seller's levels; empty when it holds. */
async function violations(sellerId: number): Promise<unknown[]> {
  const sums = await t.db.query(
    `select l.sku, l.warehouse_id, l.on_hand, l.reserved, coalesce(sum(m.on_hand_delta), 0)::int as on_hand_sum, coalesce(sum(m.reserved_delta), 0)::int as reserved_sum
       from stock_levels l left join stock_movements m on m.level_id = l.id
      where l.seller_id = $1
      group by l.id
     having l.on_hand <> coalesce(sum(m.on_hand_delta), 0) or l.reserved <> coalesce(sum(m.reserved_delta), 0) or l.on_hand < 0 or l.reserved < 0`,
    [sellerId],
  );
  const broken = await t.db.query(
    `select m.id, m.level_id, m.on_hand_delta, m.on_hand_after, m.reserved_delta, m.reserved_after,
            lag(m.on_hand_after, 1, 0) over w as on_hand_before, lag(m.reserved_after, 1, 0) over w as reserved_before
       from stock_movements m where m.seller_id = $1
     window w as (partition by m.level_id order by m.id)`,
    [sellerId],
  );
  const chain = broken.filter(
    (row) =>
      (row as { on_hand_before: number; on_hand_delta: number; on_hand_after: number }).on_hand_before + (row as { on_hand_delta: number }).on_hand_delta !==
        (row as { on_hand_after: number }).on_hand_after ||
      (row as { reserved_before: number }).reserved_before + (row as { reserved_delta: number }).reserved_delta !== (row as { reserved_after: number }).reserved_after,
  );
  const reserved = await t.db.query(
    `with held as (
       select i.sku, sum(i.quantity)::int as units from order_items i join orders o on o.id = i.order_id
        where o.seller_id = $1 and o.status_group in ('toPrepare', 'readyToShip') group by i.sku),
     levels as (select sku, sum(reserved)::int as units from stock_levels where seller_id = $1 group by sku)
     select coalesce(h.sku, l.sku) as sku, coalesce(h.units, 0) as held, coalesce(l.units, 0) as reserved
       from held h full join levels l on l.sku = h.sku
      where coalesce(h.units, 0) <> coalesce(l.units, 0)`,
    [sellerId],
  );
  return [...sums.map((row) => ({ sums: row })), ...chain.map((row) => ({ chain: row })), ...reserved.map((row) => ({ reserved: row }))];
}

describe('the stock ledger under random interleavings', () => {
  it(
    'keeps on hand and reserved the sums of their movements, chained, and reserved what open orders hold',
    async () => {
      await fc.assert(
        fc.asyncProperty(day, async ({ operations: planned, groupSizes }) => {
          runs += 1;
          const seller = await freshSeller(runs);
          let next = 0;
          for (const size of groupSizes) {
            if (next >= planned.length) break;
            const group = planned.slice(next, next + size);
            next += group.length;
            groups += 1;
            if (group.length > 1) concurrent += 1;
            operations += group.length;
            await Promise.all(group.map((op) => perform(seller, op)));
          }
          if (next < planned.length) {
            groups += 1;
            operations += planned.length - next;
            await Promise.all(planned.slice(next).map((op) => perform(seller, op)));
          }
          expect(await violations(seller.sellerId)).toEqual([]);
        }),
        { numRuns: 15 },
      );
      console.log(`stock invariant: ${runs} cases, ${operations} operations in ${groups} groups, ${concurrent} of them run at once, ${conflicts} sets refused as stale`);
    },
    60_000,
  );
});
