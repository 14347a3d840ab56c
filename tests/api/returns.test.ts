/**
 * The returns service (openapi/returns.yaml) against the real app and the demo seed: the seeded
 * returns of the demo store in all 8 statuses, the keyset list with its tabs, status filter and
 * search, who sees which return, the seller's decision (reason required to reject) and customer
 * service taking an escalated return over. Expected values are written here; where the seed decides
 * them, the test reads the rows with its own SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { insertOrders } from '../../server/seed/order-rows.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let andes: number;
let otherSeller: number;
let otherReturn: number;
const tokens: Record<string, string> = {};

const STATUSES = [
  'delivery_returned',
  'return_approved',
  'return_failed',
  'return_in_process',
  'return_in_progress',
  'return_rejected',
  'returned',
  'waiting_for_return',
];

interface Summary {
  id: number;
  returnNumber: string;
  orderNumber: string;
  sellerId: number;
  sellerName: string;
  status: string;
  escalated: boolean;
  takenOver: boolean;
}

beforeAll(async () => {
  t = await openTestApp();
  const [row] = await t.db.query<{ id: number }>(`select id from sellers where name = 'Tienda Andes SpA'`);
  andes = row!.id;
  // A second seller with one delivered order and its return in process.
  const [seller] = await t.db.query<{ id: number }>(`insert into sellers (name, publish) values ('Ferretería Prueba', true) returning id`);
  otherSeller = seller!.id;
  await t.db.query(`insert into users (email, password_hash, first_name, last_name, role, seller_id) values ('prueba@demo.cl', $1, 'Prueba', 'Devoluciones', 'seller', $2)`, [
    await createPasswordHasher().hash(DEMO_PASSWORD),
    otherSeller,
  ]);
  const [order] = await insertOrders(t.db, otherSeller, [
    {
      status: 'delivered',
      createdAt: new Date('2026-02-01T15:00:00Z'),
      promisedAt: new Date('2026-02-05T15:00:00Z'),
      dispatchedAt: new Date('2026-02-02T15:00:00Z'),
      deliveredAt: new Date('2026-02-04T15:00:00Z'),
      shipping: 0,
      items: [{ sku: 'FIX-TAL-01', name: 'Taladro percutor 650 W', quantity: 1, unitPrice: 39_990 }],
      customer: { name: 'José Muñoz Pérez', phone: null },
      address: { street: 'Los Aromos 742', reference: null, commune: 'Providencia', region: 'Metropolitana de Santiago' },
    },
  ]);
  const [written] = await t.db.query<{ id: number }>(
    `insert into returns (seller_id, order_id, return_number, status, created_at, customer_reason)
     values ($1, $2, 'D-2026-900001', 'return_in_process', '2026-02-20T15:00:00Z', 'defective') returning id`,
    [otherSeller, order!.id],
  );
  otherReturn = written!.id;
  await t.db.query(`insert into return_items (return_id, line, sku, name, quantity) values ($1, 1, 'FIX-TAL-01', 'Taladro percutor 650 W', 1)`, [otherReturn]);
  await t.db.query(`insert into return_status_history (return_id, status, at) values ($1, 'waiting_for_return', '2026-02-20T15:00:00Z'), ($1, 'return_in_process', '2026-02-25T15:00:00Z')`, [
    otherReturn,
  ]);
  for (const [who, email] of Object.entries({
    andes: 'seller@demo.cl',
    prueba: 'prueba@demo.cl',
    admin: 'admin@demo.cl',
    atencion: 'atencion@demo.cl',
    logistica: 'logistica@demo.cl',
    catalogo: 'catalogo@demo.cl',
  })) {
    tokens[who] = await t.login(email);
  }
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: string) => t.request({ method: 'GET', url, token: tokens[who]! });
const decide = (returnId: number, who: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: `/v1/returns/${returnId}/decision`, token: tokens[who]!, payload });
const takeOver = (returnId: number, who: string) => t.request({ method: 'POST', url: `/v1/returns/${returnId}/take-over`, token: tokens[who]! });

async function list(query: string, who = 'andes'): Promise<{ items: Summary[]; nextCursor: string | null; groupCounts: { toReview: number; onTheWay: number; decided: number; closed: number } }> {
  const response = await get(`/v1/returns?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'listReturns');
  return response.json();
}

/** A seeded return of the demo store matching `where` (SQL over `r`). */
async function seededReturn(where: string): Promise<{ id: number; return_number: string }> {
  const [row] = await t.db.query<{ id: number; return_number: string }>(`select r.id, r.return_number from returns r where r.seller_id = $1 and ${where} order by r.id limit 1`, [andes]);
  if (!row) throw new Error(`No seeded return where ${where}`);
  return row;
}

describe('the demo seed', () => {
  it('gives the demo store returns in all 8 statuses over the last months, some escalated and one taken over', async () => {
    const rows = await t.db.query<{ status: string; returns: number }>('select status, count(*)::int as returns from returns where seller_id = $1 group by status order by status', [andes]);
    expect(rows.map((row) => row.status)).toEqual(STATUSES);
    for (const row of rows) expect(row.returns, row.status).toBeGreaterThanOrEqual(4);
    expect(rows.reduce((sum, row) => sum + row.returns, 0)).toBe(50);
    const [escalated] = await t.db.query<{ waiting: number; taken: number }>(
      `select count(*) filter (where assignee_user_id is null and decision is null)::int as waiting, count(*) filter (where assignee_user_id is not null)::int as taken
         from returns where seller_id = $1 and escalated_at is not null`,
      [andes],
    );
    expect(escalated).toEqual({ waiting: 3, taken: 3 });
    const [oldest] = await t.db.query<{ days: number }>(`select extract(day from $2::timestamptz - min(created_at))::int as days from returns where seller_id = $1`, [andes, t.clock.now()]);
    expect(oldest!.days).toBeGreaterThan(60);
  });
});

describe('GET /v1/returns', () => {
  it('pages a seller through its own returns, newest first, each once, with the tabs counted', async () => {
    const [total] = await t.db.query<{ n: number }>('select count(*)::int as n from returns where seller_id = $1', [andes]);
    const seen: Summary[] = [];
    let page = await list('limit=7');
    expect(page.groupCounts.toReview + page.groupCounts.onTheWay + page.groupCounts.decided + page.groupCounts.closed).toBe(total!.n);
    seen.push(...page.items);
    while (page.nextCursor) {
      page = await list(`limit=7&cursor=${page.nextCursor}`);
      seen.push(...page.items);
    }
    expect(seen).toHaveLength(total!.n);
    expect(new Set(seen.map((item) => item.id)).size).toBe(total!.n);
    expect(seen.every((item) => item.sellerId === andes)).toBe(true);
  });

  it('narrows to a tab and its statuses', async () => {
    const toReview = await list('group=toReview&limit=100');
    expect(new Set(toReview.items.map((item) => item.status))).toEqual(new Set(['return_in_process']));
    expect(toReview.items).toHaveLength(toReview.groupCounts.toReview);
    const rejected = await list('group=decided&status=return_rejected&limit=100');
    expect(new Set(rejected.items.map((item) => item.status))).toEqual(new Set(['return_rejected']));
  });

  it('finds a return by its number (with or without D-) and by its order number', async () => {
    const seeded = await seededReturn(`r.status = 'returned'`);
    expect((await list(`q=${seeded.return_number}`)).items.map((item) => item.id)).toEqual([seeded.id]);
    expect((await list(`q=${seeded.return_number.slice(2)}`)).items.map((item) => item.id)).toContain(seeded.id);
    const [order] = await t.db.query<{ order_number: string }>('select o.order_number from returns r join orders o on o.id = r.order_id where r.id = $1', [seeded.id]);
    expect((await list(`q=${order!.order_number}`)).items.map((item) => item.id)).toEqual([seeded.id]);
    expect((await list('q=Taladro')).items).toEqual([]);
  });

  it('shows staff every seller and refuses a cursor it did not hand out', async () => {
    const all = await list('limit=100&group=toReview', 'atencion');
    expect(all.items.map((item) => item.sellerId)).toContain(otherSeller);
    const narrowed = (await list(`sellerId=${otherSeller}`, 'admin')).items;
    expect(narrowed.map((item) => item.id)).toEqual([otherReturn]);
    // Staff read whose each return is.
    expect(narrowed.map((item) => item.sellerName)).toEqual(['Ferretería Prueba']);
    const bad = await get('/v1/returns?cursor=bm90LWEtY3Vyc29y', 'andes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_CURSOR');
  });

  it('is for the roles of /returns only', async () => {
    expect((await get('/v1/returns', 'catalogo')).statusCode).toBe(403);
    expect((await get('/v1/returns', 'logistica')).statusCode).toBe(200);
  });
});

describe('GET /v1/returns/{returnId}', () => {
  it('shows the seller its return with items, timeline and the decisions it may take', async () => {
    const response = await get(`/v1/returns/${otherReturn}`, 'prueba');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getReturn');
    expect(response.json()).toMatchObject({
      summary: { returnNumber: 'D-2026-900001', status: 'return_in_process', customerName: 'José Muñoz Pérez', units: 1, escalated: false, takenOver: false },
      items: [{ sku: 'FIX-TAL-01', name: 'Taladro percutor 650 W', quantity: 1 }],
      timeline: [
        { status: 'waiting_for_return', at: '2026-02-20T15:00:00.000Z', note: null },
        { status: 'return_in_process', at: '2026-02-25T15:00:00.000Z', note: null },
      ],
      escalation: null,
      assignee: null,
      decision: null,
      allowedActions: ['approve', 'reject'],
    });
  });

  it('answers 404 for another seller\'s return, and shows staff only what their role may do', async () => {
    const response = await get(`/v1/returns/${otherReturn}`, 'andes');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('RETURN_NOT_FOUND');
    expect((await get(`/v1/returns/${otherReturn}`, 'logistica')).json().allowedActions).toEqual([]);
    expect((await get(`/v1/returns/${otherReturn}`, 'atencion')).json().allowedActions).toEqual([]);
  });
});

describe('POST /v1/returns/{returnId}/decision', () => {
  it('needs a reason to reject, and a note for "other"', async () => {
    const noReason = await decide(otherReturn, 'prueba', { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'REJECT_REASON_REQUIRED', details: [{ field: 'body.reason' }] });
    const noNote = await decide(otherReturn, 'prueba', { decision: 'reject', reason: 'other', note: '   ' });
    expect(noNote.json().code).toBe('REJECT_NOTE_REQUIRED');
    const reasonToApprove = await decide(otherReturn, 'prueba', { decision: 'approve', reason: 'product_used' });
    expect(reasonToApprove.json().code).toBe('REASON_ONLY_FOR_REJECT');
    expect((await get(`/v1/returns/${otherReturn}`, 'prueba')).json().summary.status).toBe('return_in_process');
  });

  it('rejects with the reason once; a second decision is 409 and changes nothing', async () => {
    const [before] = await t.db.query<{ n: number }>('select count(*)::int as n from return_status_history where return_id = $1', [otherReturn]);
    const response = await decide(otherReturn, 'prueba', { decision: 'reject', reason: 'product_used', note: 'Tiene rayas de uso.' });
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'decideReturn');
    const body = response.json();
    expect(body.summary.status).toBe('return_rejected');
    expect(body.decision).toMatchObject({ decision: 'reject', reason: 'product_used', note: 'Tiene rayas de uso.', at: t.clock.now().toISOString(), by: 'seller' });
    expect(body.timeline.at(-1)).toEqual({ status: 'return_rejected', at: t.clock.now().toISOString(), note: 'Tiene rayas de uso.' });
    expect(body.allowedActions).toEqual([]);

    const again = await decide(otherReturn, 'prueba', { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETURN_TRANSITION_NOT_ALLOWED');
    const [after] = await t.db.query<{ n: number }>('select count(*)::int as n from return_status_history where return_id = $1', [otherReturn]);
    expect(after!.n).toBe(before!.n + 1);
  });

  it('lets the seller approve a return in process, and refuses one not back yet', async () => {
    const inProcess = await seededReturn(`r.status = 'return_in_process' and r.escalated_at is null`);
    const approved = await decide(inProcess.id, 'andes', { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().summary.status).toBe('return_approved');
    const onTheWay = await seededReturn(`r.status = 'return_in_progress'`);
    const refused = await decide(onTheWay.id, 'andes', { decision: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RETURN_TRANSITION_NOT_ALLOWED');
  });

  it('is 404 on another seller\'s return and 403 for logistics', async () => {
    const inProcess = await seededReturn(`r.status = 'return_in_process' and r.escalated_at is null and r.decision is null`);
    expect((await decide(inProcess.id, 'prueba', { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(inProcess.id, 'logistica', { decision: 'approve' })).statusCode).toBe(403);
  });
});

describe('the customer-service queue', () => {
  it('lists the escalated returns nobody took over, and the seller cannot open it', async () => {
    const response = await get('/v1/returns/customer-service', 'atencion');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listCsReturns');
    const { items } = response.json() as { items: { summary: Summary; allowedActions: string[] }[] };
    expect(items).toHaveLength(3);
    for (const item of items) {
      // The seller is named once, in the summary.
      expect(item).not.toHaveProperty('sellerName');
      expect(item).toMatchObject({ allowedActions: ['takeOver'], summary: { sellerName: 'Tienda Andes SpA', status: 'return_in_process', escalated: true, takenOver: false } });
    }
    // Both parts of the queue are counted whichever is asked for (the demo's agent already took one over).
    expect(response.json().assignmentCounts).toEqual({ unassigned: 3, mine: 1 });
    expect((await get('/v1/returns/customer-service?assignment=mine&limit=1', 'atencion')).json().assignmentCounts).toEqual({ unassigned: 3, mine: 1 });
    expect((await get('/v1/returns/customer-service', 'andes')).statusCode).toBe(403);
    expect((await get('/v1/returns/customer-service', 'logistica')).statusCode).toBe(403);
  });

  it('takes an escalated return over; then only that user decides it, the seller gets 409', async () => {
    const escalated = await seededReturn(`r.status = 'return_in_process' and r.escalated_at is not null and r.assignee_user_id is null`);
    const beforeTaking = await decide(escalated.id, 'atencion', { decision: 'approve' });
    expect(beforeTaking.statusCode).toBe(409);
    expect(beforeTaking.json().code).toBe('RETURN_NOT_TAKEN_OVER');
    expect((await takeOver(escalated.id, 'andes')).statusCode).toBe(403);

    const taken = await takeOver(escalated.id, 'atencion');
    expect(taken.statusCode, taken.body).toBe(200);
    expectContract(taken, 'takeOverReturn');
    expect(taken.json()).toMatchObject({ assignee: { name: 'Javiera Muñoz', since: t.clock.now().toISOString() }, allowedActions: ['approve', 'reject'], summary: { takenOver: true } });
    const twice = await takeOver(escalated.id, 'admin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('RETURN_TAKE_OVER_NOT_ALLOWED');

    const mine = (await get('/v1/returns/customer-service?assignment=mine', 'atencion')).json() as { items: { summary: Summary }[]; assignmentCounts: { unassigned: number; mine: number } };
    expect(mine.items.map((item) => item.summary.id)).toContain(escalated.id);
    // Taken over: one fewer nobody's, one more the caller's; another person has none of their own.
    expect(mine.assignmentCounts).toEqual({ unassigned: 2, mine: 2 });
    expect((await get('/v1/returns/customer-service', 'admin')).json().assignmentCounts).toEqual({ unassigned: 2, mine: 0 });
    expect((await get(`/v1/returns/${escalated.id}`, 'andes')).json().allowedActions).toEqual([]);
    const seller = await decide(escalated.id, 'andes', { decision: 'approve' });
    expect(seller.statusCode).toBe(409);
    expect(seller.json().code).toBe('RETURN_TAKEN_OVER');

    const decided = await decide(escalated.id, 'atencion', { decision: 'reject', reason: 'missing_parts' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().decision).toMatchObject({ decision: 'reject', reason: 'missing_parts', note: null, by: 'customerService' });
    const queue = (await get('/v1/returns/customer-service?assignment=mine', 'atencion')).json() as { items: { summary: Summary }[] };
    expect(queue.items.map((item) => item.summary.id)).not.toContain(escalated.id);
  });

  it('refuses to take over a return that is not escalated', async () => {
    const plain = await seededReturn(`r.status = 'return_in_process' and r.escalated_at is null and r.decision is null`);
    const response = await takeOver(plain.id, 'atencion');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('RETURN_TAKE_OVER_NOT_ALLOWED');
  });
});
