/**
 * The invoices service (openapi/invoices.yaml) against the real app: the list of a seller's orders
 * with their boleta, a boleta attached with its PDF (recognised by content, within its size) and
 * downloaded again, the template, and the bulk upload: a file lacking a column refused naming it,
 * row errors and warnings with row and column, a file with errors storing nothing, a clean file
 * stored whole. Another seller's order is one that does not exist.
 */
import ExcelJS from 'exceljs';
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
let shop: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};

const DAY_MS = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

interface Fixture {
  created: string;
  status: OrderStatus;
  total: number;
  folio?: number;
}

/** The orders of "Boletas Prueba", oldest first. Totals: one item, free shipping. */
const FIXTURES: Record<string, Fixture> = {
  cancelled: { created: '2026-01-15T15:00:00.000Z', status: 'canceled', total: 78_980 },
  withBoleta: { created: '2026-02-10T15:00:00.000Z', status: 'delivered', total: 39_990, folio: 5001 },
  delivered: { created: '2026-02-11T15:00:00.000Z', status: 'delivered', total: 42_970 },
  inTransit: { created: '2026-02-20T15:00:00.000Z', status: 'dispatched', total: 62_980 },
  ready: { created: '2026-02-25T15:00:00.000Z', status: 'ready_to_ship', total: 48_980 },
  unpaid: { created: '2026-03-01T15:00:00.000Z', status: 'new', total: 11_980 },
};

function fixtureOrder(fixture: Fixture): NewOrder {
  const created = new Date(fixture.created);
  return {
    status: fixture.status,
    createdAt: created,
    promisedAt: new Date(created.getTime() + 5 * DAY_MS),
    canceledAt: fixture.status === 'canceled' ? created : null,
    canceledBy: fixture.status === 'canceled' ? 'customer' : null,
    cancelReason: fixture.status === 'canceled' ? 'customer_request' : null,
    shipping: 0,
    items: [{ sku: 'BOL-01', name: 'Producto de prueba', quantity: 1, unitPrice: fixture.total }],
    customer: { name: 'Cliente Prueba', phone: null },
    address: { street: 'Los Aromos 742', reference: null, commune: 'Providencia', region: 'Metropolitana de Santiago' },
    invoice: fixture.folio ? { folio: fixture.folio, issuedOn: fixture.created.slice(0, 10) } : null,
  };
}

beforeAll(async () => {
  t = await openTestApp();
  const [seller] = await t.db.query<{ id: number }>(`insert into sellers (name, publish) values ('Boletas Prueba', true) returning id`);
  shop = seller!.id;
  await t.db.query(`insert into users (email, password_hash, first_name, last_name, role, seller_id) values ('boletas@demo.cl', $1, 'Prueba', 'Boletas', 'seller', $2)`, [
    await createPasswordHasher().hash(DEMO_PASSWORD),
    shop,
  ]);
  const written = await insertOrders(t.db, shop, Object.values(FIXTURES).map(fixtureOrder));
  Object.keys(FIXTURES).forEach((name, index) => {
    ids[name] = written[index]!.id;
    numbers[name] = written[index]!.orderNumber;
  });
  for (const [who, email] of Object.entries({ shop: 'boletas@demo.cl', andes: 'seller@demo.cl', admin: 'admin@demo.cl', atencion: 'atencion@demo.cl', logistica: 'logistica@demo.cl' })) {
    tokens[who] = await t.login(email);
  }
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: string) => t.request({ method: 'GET', url, token: tokens[who]! });
const attach = (orderId: number, who: string, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: `/v1/invoices/${orderId}`, token: tokens[who]!, payload });
const upload = (bytes: Buffer, who = 'shop') =>
  t.request({ method: 'POST', url: '/v1/invoices/uploads', token: tokens[who]!, payload: { fileName: 'boletas.xlsx', contentBase64: bytes.toString('base64') } });

/** A workbook whose first sheet holds `header` and `rows`. */
async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Boletas');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const HEADER = ['Número de orden', 'Folio', 'Fecha de emisión', 'Monto total'];

async function boletaOf(name: string) {
  const [row] = await t.db.query<{ folio: number | null; issued_on: string | null }>(
    `select invoice_folio as folio, to_char(invoice_issued_on, 'YYYY-MM-DD') as issued_on from orders where id = $1`,
    [ids[name]],
  );
  return row;
}

describe('the demo seed', () => {
  it('gives the published demo seller orders without boleta, with boleta and PDF, and with boleta loaded in bulk', async () => {
    type Page = { items: { orderId: number; invoice: { state: string; hasFile: boolean } }[] };
    const pending = (await get('/v1/invoices?state=pending&limit=100', 'andes')).json<Page>();
    expect(pending.items.length).toBeGreaterThan(0);
    const [{ files, withFile, withoutFile } = { files: 0, withFile: 0, withoutFile: 0 }] = await t.db.query<{ files: number; withFile: number; withoutFile: number }>(
      `select count(f.order_id)::int as files,
              count(*) filter (where o.invoice_folio is not null and f.order_id is not null)::int as "withFile",
              count(*) filter (where o.invoice_folio is not null and f.order_id is null)::int as "withoutFile"
         from orders o join sellers s on s.id = o.seller_id left join invoice_files f on f.order_id = o.id
        where s.name = 'Tienda Andes SpA'`,
    );
    expect({ files, withFile }).toEqual({ files: 30, withFile: 30 });
    expect(withoutFile).toBeGreaterThan(0);
    const attached = (await get('/v1/invoices?state=attached&limit=100', 'andes')).json<Page>();
    const seeded = attached.items.find((item) => item.invoice.hasFile);
    expect(seeded).toBeDefined();
    const pdf = await get(`/v1/invoices/${seeded!.orderId}/file`, 'andes');
    expect(pdf.statusCode).toBe(200);
    // A PDF a reader opens: one page naming the boleta, the seller and the order.
    const read = await readPdf(new Uint8Array(pdf.rawPayload));
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]!.lines[0]).toMatch(/^BOLETA ELECTRONICA N \d+$/);
    expect(read.pages[0]!.lines[1]).toBe('Tienda Andes SpA');
    expect(read.pages[0]!.lines[3]).toMatch(/^Orden: \d{4}-\d{6}$/);
  });
});

describe('GET /v1/invoices', () => {
  it("lists the seller's orders that take a boleta, latest first, with the boleta's state", async () => {
    const response = await get('/v1/invoices', 'shop');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listInvoices');
    const page = response.json<{ items: { orderNumber: string; invoice: { state: string; folio: number | null } }[]; nextCursor: string | null }>();
    expect(page.items.map((item) => [item.orderNumber, item.invoice.state, item.invoice.folio])).toEqual([
      [numbers.ready, 'pending', null],
      [numbers.inTransit, 'pending', null],
      [numbers.delivered, 'pending', null],
      [numbers.withBoleta, 'attached', 5001],
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('counts the orders still without boleta and those with one, under every filter but the state', async () => {
    type Counted = { items: unknown[]; stateCounts: { pending: number; attached: number } };
    expect((await get('/v1/invoices', 'shop')).json<Counted>().stateCounts).toEqual({ pending: 3, attached: 1 });
    // A page of one and the state filter change the rows, never the figures.
    const onePending = (await get('/v1/invoices?state=pending&limit=1', 'shop')).json<Counted>();
    expect(onePending.items).toHaveLength(1);
    expect(onePending.stateCounts).toEqual({ pending: 3, attached: 1 });
    expect((await get('/v1/invoices?q=5001', 'shop')).json<Counted>().stateCounts).toEqual({ pending: 0, attached: 1 });
    expect((await get(`/v1/invoices?q=${numbers.ready}`, 'shop')).json<Counted>().stateCounts).toEqual({ pending: 1, attached: 0 });
    expect((await get(`/v1/invoices?sellerId=${shop}`, 'atencion')).json<Counted>().stateCounts).toEqual({ pending: 3, attached: 1 });
  });

  it('filters by state and search, and pages by keyset', async () => {
    const attached = (await get('/v1/invoices?state=attached', 'shop')).json<{ items: { orderId: number }[] }>();
    expect(attached.items.map((item) => item.orderId)).toEqual([ids.withBoleta]);
    const byFolio = (await get('/v1/invoices?q=5001', 'shop')).json<{ items: { orderId: number }[] }>();
    expect(byFolio.items.map((item) => item.orderId)).toEqual([ids.withBoleta]);
    const first = (await get('/v1/invoices?limit=3', 'shop')).json<{ items: { orderId: number }[]; nextCursor: string }>();
    expect(first.items.map((item) => item.orderId)).toEqual([ids.ready, ids.inTransit, ids.delivered]);
    const second = (await get(`/v1/invoices?limit=3&cursor=${first.nextCursor}`, 'shop')).json<{ items: { orderId: number }[]; nextCursor: string | null }>();
    expect(second.items.map((item) => item.orderId)).toEqual([ids.withBoleta]);
    expect(second.nextCursor).toBeNull();
  });

  it("shows staff one seller's boletas, and never another seller's to a seller", async () => {
    const staff = (await get(`/v1/invoices?sellerId=${shop}`, 'atencion')).json<{ items: { orderId: number; sellerName: string }[] }>();
    expect(staff.items).toHaveLength(4);
    // Staff read whose each order is.
    expect(new Set(staff.items.map((item) => item.sellerName))).toEqual(new Set(['Boletas Prueba']));
    const other = (await get(`/v1/invoices?sellerId=${shop}&limit=100`, 'andes')).json<{ items: { sellerId: number }[] }>();
    expect(other.items.every((item) => item.sellerId !== shop)).toBe(true);
    expect((await get('/v1/invoices', 'logistica')).statusCode).toBe(403);
  });
});

describe('PUT /v1/invoices/{orderId} and GET /v1/invoices/{orderId}/file', () => {
  const attachment = (folio: number, content: Buffer, fileName = 'boleta.pdf') => ({ folio, issuedOn: '2026-02-28', file: { fileName, contentBase64: content.toString('base64') } });

  it('attaches folio, day and PDF, and hands the same PDF back', async () => {
    const response = await attach(ids.delivered!, 'shop', attachment(7001, PDF));
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'attachInvoice');
    expect(response.json()).toMatchObject({ orderId: ids.delivered, invoice: { state: 'attached', folio: 7001, issuedOn: '2026-02-28', hasFile: true } });
    const file = await get(`/v1/invoices/${ids.delivered}/file`, 'shop');
    expect(file.statusCode).toBe(200);
    expectContract(file, 'getInvoiceFile');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="boleta-7001.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses content that is not a PDF, whatever its name says', async () => {
    const response = await attach(ids.inTransit!, 'shop', attachment(7002, PNG, 'boleta.pdf'));
    expect(response.statusCode).toBe(400);
    expectContract(response, 'attachInvoice');
    expect(response.json()).toMatchObject({ code: 'INVOICE_FILE_NOT_PDF' });
    expect(await boletaOf('inTransit')).toEqual({ folio: null, issued_on: null });
  });

  it('refuses a PDF over 5 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await attach(ids.inTransit!, 'shop', attachment(7002, big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'INVOICE_FILE_TOO_LARGE' });
  });

  it("answers 404 for another seller's order, and 409 for a folio another order has", async () => {
    const foreign = await attach(ids.inTransit!, 'andes', attachment(7003, PDF));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect((await get(`/v1/invoices/${ids.delivered}/file`, 'andes')).statusCode).toBe(404);
    const taken = await attach(ids.inTransit!, 'shop', attachment(5001, PDF));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'INVOICE_FOLIO_TAKEN' });
  });

  it('refuses a day in the future and an order that takes no boleta; staff only read', async () => {
    const future = await attach(ids.inTransit!, 'shop', { ...attachment(7004, PDF), issuedOn: '2026-03-03' });
    expect(future.json()).toMatchObject({ statusCode: 400, code: 'INVOICE_DATE_INVALID', details: [{ field: 'body.issuedOn', message: 'DATE_IN_FUTURE' }] });
    const cancelled = await attach(ids.cancelled!, 'shop', attachment(7004, PDF));
    expect(cancelled.json()).toMatchObject({ statusCode: 400, code: 'INVOICE_NOT_EXPECTED' });
    expect((await attach(ids.inTransit!, 'admin', attachment(7004, PDF))).statusCode).toBe(403);
  });
});

describe('GET /v1/invoices/template', () => {
  it('is a workbook whose first sheet has the four required columns', async () => {
    const response = await get('/v1/invoices/template', 'shop');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="plantilla-boletas.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Número de orden', 'Folio', 'Fecha de emisión', 'Monto total']);
    expect(book.worksheets[0]!.actualRowCount).toBe(1);
  });
});

describe('POST /v1/invoices/uploads', () => {
  it('refuses a file lacking a required column, naming it', async () => {
    const response = await upload(await workbook(['Número de orden', 'Fecha de emisión', 'Monto total'], [[numbers.ready, '2026-02-28', 48_980]]));
    expect(response.statusCode).toBe(400);
    expectContract(response, 'uploadInvoices');
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVOICE_COLUMNS_MISSING',
      message: 'The file lacks the required column(s): Folio',
      details: [{ field: 'body.contentBase64', message: 'Folio' }],
    });
  });

  it('refuses what is not a workbook', async () => {
    const response = await upload(Buffer.from('Número de orden;Folio\n2026-000001;1\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVOICE_FILE_NOT_XLSX' });
  });

  it('lists every row error with its row and column, and stores nothing of a file with errors', async () => {
    const response = await upload(
      await workbook(HEADER, [
        [numbers.ready, 8001, new Date(Date.UTC(2026, 1, 28)), 48_980],
        ['2026-999999', 8002, '28-02-2026', 10_000],
        [numbers.inTransit, 'A-12', '2026-02-30', -5],
        [numbers.ready, 8001, '2026-03-05', 1],
        [numbers.unpaid, 5001, '2026-03-01', 11_980],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'uploadInvoices');
    const result = response.json<{ rows: number; stored: number; errors: { row: number; column: string; code: string }[]; warnings: unknown[] }>();
    expect(result.rows).toBe(5);
    expect(result.stored).toBe(0);
    expect(result.errors.map(({ row, column, code }) => [row, column, code])).toEqual([
      [3, 'Número de orden', 'ORDER_NOT_FOUND'],
      [4, 'Folio', 'FOLIO_INVALID'],
      [4, 'Fecha de emisión', 'DATE_INVALID'],
      [4, 'Monto total', 'AMOUNT_INVALID'],
      [5, 'Número de orden', 'ORDER_REPEATED'],
      [5, 'Folio', 'FOLIO_REPEATED'],
      [5, 'Fecha de emisión', 'DATE_IN_FUTURE'],
      [5, 'Monto total', 'AMOUNT_MISMATCH'],
      [6, 'Número de orden', 'INVOICE_NOT_EXPECTED'],
      [6, 'Folio', 'FOLIO_TAKEN'],
    ]);
    expect(result.warnings).toEqual([]);
    expect(await boletaOf('ready')).toEqual({ folio: null, issued_on: null });
  });

  it('stores a file without errors whole, warning of a boleta it replaces', async () => {
    const response = await upload(
      await workbook(HEADER, [
        [numbers.ready, 8101, new Date(Date.UTC(2026, 1, 28)), 48_980],
        [],
        [numbers.withBoleta, 8102, '10-02-2026', '$39.990'],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rows: 2,
      stored: 2,
      errors: [],
      warnings: [{ row: 4, column: 'Folio', code: 'INVOICE_REPLACED', message: 'The order had another boleta; this one replaces it' }],
    });
    expect(await boletaOf('ready')).toEqual({ folio: 8101, issued_on: '2026-02-28' });
    expect(await boletaOf('withBoleta')).toEqual({ folio: 8102, issued_on: '2026-02-10' });
  });

  it("treats another seller's order as one that does not exist, and is the seller's alone", async () => {
    const response = await upload(await workbook(HEADER, [[numbers.inTransit, 8201, '2026-02-28', 62_980]]), 'andes');
    expect(response.json()).toMatchObject({ stored: 0, errors: [{ row: 2, column: 'Número de orden', code: 'ORDER_NOT_FOUND' }] });
    expect((await upload(await workbook(HEADER, []), 'atencion')).statusCode).toBe(403);
  });
});
