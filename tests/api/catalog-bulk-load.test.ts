/**
 * Products by Excel (openapi/catalog.yaml, bulk-loads): a category's template with its columns, its
 * drop-down lists and its notes; a filled file judged whole when sent (format, columns, size, rows)
 * and then stored row by row by its job, the valid rows as drafts or sent to review and the others
 * reported by row, column and code; SKUs repeated within the file or taken by another product; a job
 * that stops halfway and resumes without creating a product twice; and the products list as Excel.
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { insertBulkLoad } from '../../server/catalog/bulkLoads.ts';
import { runBulkLoad } from '../../server/catalog/bulkLoadJob.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let sellerId = 0;
let userId = 0;
let imageKey = '';

const HEADER = ['SKU', 'Título', 'Descripción', 'Marca', 'Precio', 'Imágenes', 'Tamaño de pantalla (pulgadas)', 'Resolución', 'Smart TV'];

beforeAll(async () => {
  t = await openTestApp();
  for (const email of ['seller@demo.cl', 'nuevo@demo.cl', 'admin@demo.cl', 'catalogo@demo.cl']) tokens[email] = await t.login(email);
  const rows = await t.db.query<{ code: string; id: number }>(
    `select code, id from catalog_categories where code in ('television', 'tecnologia', 'telefonia') union all select name, id from catalog_brands where name = 'Samsung'`,
  );
  for (const row of rows) ids[row.code] = row.id;
  const [seller] = await t.db.query<{ seller_id: number; id: number }>(`select seller_id, id from users where email = 'seller@demo.cl'`);
  sellerId = seller!.seller_id;
  userId = seller!.id;
  const photo = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#204080' } }).jpeg().toBuffer();
  const uploaded = await t.request({ method: 'POST', url: '/v1/catalog/images', token: tokens['seller@demo.cl'], payload: { fileName: 'tv.jpg', contentBase64: photo.toString('base64') } });
  imageKey = uploaded.json<{ id: string }>().id;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

/** A workbook whose first sheet holds `header` and `rows`. */
async function workbook(header: readonly string[], rows: readonly unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Productos');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart/form-data body as a browser's FormData sends it. */
function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----portalBulkLoad7MA4YWxkTrZu0gW';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer | null, { outcome = 'draft', categoryId = ids.television!, who = 'seller@demo.cl', name = 'productos.xlsx' } = {}) =>
  t.request({ method: 'POST', url: '/v1/catalog/product-bulk-loads', token: tokens[who], ...form({ categoryId: String(categoryId), outcome }, file ? { name, data: file } : undefined) });

const readLoad = (id: string, who = 'seller@demo.cl') => t.request({ method: 'GET', url: `/v1/catalog/product-bulk-loads/${id}`, token: tokens[who] });

/** A valid TV row of `sku`. */
const tvRow = (sku: string, overrides: Partial<Record<(typeof HEADER)[number], unknown>> = {}) => {
  const row: Record<string, unknown> = {
    SKU: sku,
    Título: `Smart TV LED 55" ${sku}`,
    Descripción: 'Televisor 4K con HDR.',
    Marca: 'samsung',
    Precio: 429_990,
    Imágenes: '',
    'Tamaño de pantalla (pulgadas)': 55,
    Resolución: '4k',
    'Smart TV': 'Sí',
    ...overrides,
  };
  return HEADER.map((column) => row[column] ?? null);
};

/** Products of the demo seller whose SKU starts with `prefix`. */
const productsOf = (prefix: string) =>
  t.db.query<{ sku: string; status: string; title: string; description: string; brand_id: number | null; attributes: Record<string, unknown> }>(
    `select k.sku, p.status, p.title, p.working ->> 'description' as description, p.brand_id, p.working -> 'attributes' as attributes
       from product_skus k join products p on p.id = k.product_id where k.seller_id = $1 and k.sku like $2 order by k.sku`,
    [sellerId, `${prefix}%`],
  );

describe('the template', () => {
  it("has a column per product field and per attribute, lists for list and yes/no attributes, and notes on the required columns", async () => {
    const response = await t.request({ method: 'GET', url: `/v1/catalog/categories/${ids.television}/product-template`, token: tokens['seller@demo.cl'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="plantilla-productos-television.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['Productos', 'visible'],
      ['Instrucciones', 'visible'],
      ['Listas', 'hidden'],
    ]);
    const sheet = book.getWorksheet('Productos')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const notes = HEADER.map((_, index) => sheet.getRow(1).getCell(index + 1).note);
    expect(notes.map((note) => (note ? String(typeof note === 'string' ? note : note.texts?.map((part) => part.text).join('')).startsWith('Obligatoria') : false))).toEqual([
      true, true, false, false, true, false, true, true, false,
    ]);
    // Resolución (H) and Smart TV (I) offer their values; the size is a number, no list.
    const validations = (sheet as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }).dataValidations.model;
    expect(validations.H2).toMatchObject({ type: 'list', formulae: ['Listas!$A$2:$A$5'] });
    expect(validations.I10001).toMatchObject({ type: 'list', formulae: ['"Sí,No"'] });
    expect(validations.G2).toBeUndefined();
    const lists = book.getWorksheet('Listas')!;
    expect([2, 3, 4, 5].map((row) => lists.getCell(row, 1).value)).toEqual(['HD', 'Full HD', '4K', '8K']);
  });

  it('is refused for a department and for a category that does not exist, and to staff', async () => {
    const department = await t.request({ method: 'GET', url: `/v1/catalog/categories/${ids.tecnologia}/product-template`, token: tokens['seller@demo.cl'] });
    expect(department.statusCode).toBe(400);
    expect(department.json().code).toBe('CATEGORY_NOT_USABLE');
    expect((await t.request({ method: 'GET', url: '/v1/catalog/categories/999999/product-template', token: tokens['seller@demo.cl'] })).json().code).toBe('CATEGORY_NOT_FOUND');
    expect((await t.request({ method: 'GET', url: `/v1/catalog/categories/${ids.television}/product-template`, token: tokens['admin@demo.cl'] })).statusCode).toBe(403);
  });
});

describe('a load', () => {
  it('stores 47 of 50 rows as drafts and reports the 3 others by row, column and code', async () => {
    const rows = Array.from({ length: 50 }, (_, index) => tvRow(`BULK-${String(index + 1).padStart(3, '0')}`));
    rows[4] = tvRow('BULK-005', { Precio: 'mil pesos' });
    rows[19] = tvRow('BULK-020', { Título: 'TV corta', Resolución: '16K' });
    rows[32] = tvRow('BULK-033', { Marca: 'Marca Inventada', 'Tamaño de pantalla (pulgadas)': 'grande' });
    rows[40] = tvRow('BULK-041', { Descripción: '<script>alert(1)</script><b>Oferta</b>' });
    const response = await upload(await workbook(HEADER, rows));
    expect(response.statusCode).toBe(202);
    expectContract(response, 'uploadProductBulkLoad');
    const queued = response.json();
    expect(queued).toMatchObject({ categoryId: ids.television, categoryName: 'Televisión', outcome: 'draft', fileName: 'productos.xlsx', totalRows: 50, issues: [] });

    await t.app.portal.jobs.runner.runDue();
    const done = await readLoad(queued.id);
    expect(done.statusCode).toBe(200);
    expectContract(done, 'getProductBulkLoad');
    expect(done.json()).toMatchObject({ state: 'done', totalRows: 50, processedRows: 50, createdRows: 47, failedRows: 3, issueCount: 5 });
    expect(done.json().issues).toEqual([
      { row: 6, column: 'Precio', code: 'positiveInteger', message: 'Must be a whole number of pesos from 1' },
      { row: 21, column: 'Título', code: 'tooShort', message: 'The text is too short' },
      { row: 21, column: 'Resolución', code: 'notAllowed', message: 'Must be one of the values of the list' },
      { row: 34, column: 'Marca', code: 'brandUnknown', message: 'No active brand of the catalogue has this name' },
      { row: 34, column: 'Tamaño de pantalla (pulgadas)', code: 'notANumber', message: 'Must be a number' },
    ]);
    const products = await productsOf('BULK-');
    expect(products).toHaveLength(47);
    expect(products.map((product) => product.sku)).not.toContain('BULK-005');
    expect(products[0]).toMatchObject({ sku: 'BULK-001', status: 'draft', title: 'Smart TV LED 55" BULK-001', brand_id: ids.Samsung, attributes: { pantalla: 55, resolucion: '4K', smart_tv: true } });
    // HTML is kept as the text it is: the product pages draw it as text, never as markup.
    expect(products.find((product) => product.sku === 'BULK-041')?.description).toBe('<script>alert(1)</script><b>Oferta</b>');
    // The file is not kept once every row has its outcome.
    const [kept] = await t.db.query<{ file: unknown }>('select file from product_bulk_loads where id = $1', [queued.id]);
    expect(kept!.file).toBeNull();
  });

  it('sends the valid rows to review when the seller chose so, judging them by the review rules', async () => {
    const rows = [tvRow('REVIEW-1', { Imágenes: imageKey }), tvRow('REVIEW-2', { Imágenes: '' }), tvRow('REVIEW-3', { Imágenes: imageKey, Marca: null, Resolución: null })];
    const response = await upload(await workbook(HEADER, rows), { outcome: 'review' });
    expect(response.statusCode).toBe(202);
    await t.app.portal.jobs.runner.runDue();
    const done = (await readLoad(response.json().id)).json();
    expect(done).toMatchObject({ outcome: 'review', createdRows: 1, failedRows: 2 });
    expect(done.issues.map(({ row, column, code }: { row: number; column: string; code: string }) => ({ row, column, code }))).toEqual([
      { row: 3, column: 'Imágenes', code: 'missing' },
      { row: 4, column: 'Marca', code: 'required' },
      { row: 4, column: 'Resolución', code: 'missing' },
    ]);
    const [sent] = await productsOf('REVIEW-');
    expect(sent).toMatchObject({ sku: 'REVIEW-1', status: 'pending' });
    const [submitted] = await t.db.query<{ submitted_at: Date | null }>(`select p.submitted_at from products p join product_skus k on k.product_id = p.id where k.sku = 'REVIEW-1'`);
    expect(submitted!.submitted_at).not.toBeNull();
  });

  it('refuses a SKU repeated within the file and one another product of the seller uses', async () => {
    const rows = [tvRow('DUP-1'), tvRow('DUP-2'), tvRow('DUP-1'), tvRow('BULK-001'), tvRow('DUP-3')];
    const response = await upload(await workbook(HEADER, rows));
    await t.app.portal.jobs.runner.runDue();
    const done = (await readLoad(response.json().id)).json();
    expect(done).toMatchObject({ createdRows: 3, failedRows: 2 });
    expect(done.issues).toEqual([
      { row: 4, column: 'SKU', code: 'skuRepeated', message: 'An earlier row of the file has this SKU' },
      { row: 5, column: 'SKU', code: 'skuTaken', message: 'Another of your products has this SKU' },
    ]);
    expect((await productsOf('DUP-')).map((product) => product.sku)).toEqual(['DUP-1', 'DUP-2', 'DUP-3']);
    // SKUs are each seller's: another seller loads the same ones.
    const other = await upload(await workbook(HEADER, [tvRow('DUP-1')]), { who: 'nuevo@demo.cl' });
    await t.app.portal.jobs.runner.runDue();
    expect((await readLoad(other.json().id, 'nuevo@demo.cl')).json()).toMatchObject({ createdRows: 1, failedRows: 0 });
    // A load is its seller's alone.
    expect((await readLoad(other.json().id)).json().code).toBe('BULK_LOAD_NOT_FOUND');
  });

  it('resumes a job that stopped halfway without creating any product twice', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => tvRow(`RESUME-${String(index + 1).padStart(2, '0')}`));
    rows[2] = tvRow('RESUME-01');
    const id = '6f1c2a4e-9b7d-4c3e-8a5f-0d1e2f3a4b5c';
    await insertBulkLoad(t.db, { id, sellerId, userId, categoryId: ids.television!, outcome: 'draft', fileName: 'reanudar.xlsx', file: await workbook(HEADER, rows), totalRows: 12 }, t.clock.now());
    // An instance that dies after storing its first batch of 5 rows.
    let transactions = 0;
    const dying = Object.create(t.db) as Database;
    dying.transaction = (work) => {
      transactions += 1;
      if (transactions === 2) return Promise.reject(new Error('the instance died'));
      return t.db.transaction(work);
    };
    await expect(runBulkLoad(dying, id, t.clock.now, 5)).rejects.toThrow('the instance died');
    expect((await readLoad(id)).json()).toMatchObject({ state: 'processing', processedRows: 5, createdRows: 4, failedRows: 1 });

    // The queue's next attempt reads the file from the top and stores only the rows not stored.
    await t.app.portal.jobs.runner.runDue();
    const done = (await readLoad(id)).json();
    expect(done).toMatchObject({ state: 'done', processedRows: 12, createdRows: 11, failedRows: 1 });
    expect(done.issues).toEqual([{ row: 4, column: 'SKU', code: 'skuRepeated', message: 'An earlier row of the file has this SKU' }]);
    const products = await productsOf('RESUME-');
    expect(products.map((product) => product.sku)).toEqual(Array.from({ length: 12 }, (_, index) => `RESUME-${String(index + 1).padStart(2, '0')}`).filter((sku) => sku !== 'RESUME-03'));
    const [count] = await t.db.query<{ total: number }>(`select count(*)::int as total from products p where p.seller_id = $1 and p.title like 'Smart TV LED 55" RESUME-%'`, [sellerId]);
    expect(count!.total).toBe(11);
    // Running it again changes nothing.
    await runBulkLoad(t.db, id, t.clock.now, 5);
    expect((await productsOf('RESUME-')).length).toBe(11);
  });
});

describe('a file refused whole', () => {
  it('names the required columns it lacks', async () => {
    const response = await upload(await workbook(['SKU', 'Título', 'Descripción', 'Tamaño de pantalla (pulgadas)'], [['X-1', 'Un televisor grande', '', 55]]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PRODUCT_COLUMNS_MISSING',
      message: 'The file lacks the required column(s): Precio, Resolución',
      details: [
        { field: 'body.file', message: 'Precio' },
        { field: 'body.file', message: 'Resolución' },
      ],
    });
  });

  it('refuses what is not a workbook, no file, a JSON body, an empty sheet, more than 10,000 rows and a file over 20 MB, keeping nothing', async () => {
    const [before] = await t.db.query<{ total: number }>('select count(*)::int as total from product_bulk_loads');
    const text = await upload(Buffer.from('SKU;Título;Precio\nA;B;1\n'), { name: 'productos.csv' });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('PRODUCT_FILE_NOT_XLSX');
    const brokenZip = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]));
    expect(brokenZip.json().code).toBe('PRODUCT_FILE_NOT_XLSX');
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('PRODUCT_FILE_REQUIRED');
    const badFields = await t.request({ method: 'POST', url: '/v1/catalog/product-bulk-loads', token: tokens['seller@demo.cl'], ...form({ categoryId: 'tv', outcome: 'published' }) });
    expect(badFields.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.categoryId' }, { field: 'body.outcome' }] });
    const json = await t.request({ method: 'POST', url: '/v1/catalog/product-bulk-loads', token: tokens['seller@demo.cl'], payload: { categoryId: ids.television, outcome: 'draft' } });
    expect(json.statusCode).toBe(415);
    expect((await upload(await workbook(HEADER, []))).json().code).toBe('PRODUCT_FILE_EMPTY');
    expect((await upload(await workbook(HEADER, [tvRow('DEPT-1')]), { categoryId: ids.tecnologia })).json().code).toBe('CATEGORY_NOT_USABLE');

    const many = Array.from({ length: 10_001 }, (_, index) => tvRow(`MANY-${index}`));
    const tooMany = await upload(await workbook(HEADER, many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'PRODUCT_FILE_TOO_MANY_ROWS', message: 'The file holds more than 10000 product rows' });

    const huge = await upload(Buffer.alloc(21 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PRODUCT_FILE_TOO_LARGE');
    const [after] = await t.db.query<{ total: number }>('select count(*)::int as total from product_bulk_loads');
    expect(after!.total).toBe(before!.total);
  });
});

describe('the export', () => {
  it("writes the list's filters' products as a workbook", async () => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/catalog/products/export?categoryId=${ids.television}&status=draft&sellerId=${sellerId}&q=BULK-04`,
      token: tokens['catalogo@demo.cl'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Productos')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['ID', 'Seller', 'SKU', 'Título', 'Categoría', 'Marca', 'Precio', 'Precio oferta', 'Estado', 'En venta', 'Variantes', 'Último cambio']);
    // "BULK-04" is part of ten titles (BULK-040 to BULK-049), one of which (BULK-041) holds HTML in its description.
    const titles = Array.from({ length: sheet.rowCount - 1 }, (_, index) => String(sheet.getRow(index + 2).getCell(4).value)).sort();
    expect(titles).toEqual(Array.from({ length: 10 }, (_, index) => `Smart TV LED 55" BULK-04${index}`));
    expect((sheet.getRow(2).values as unknown[]).slice(2, 4)).toEqual(['Tienda Andes SpA', expect.stringMatching(/^BULK-04\d$/)]);
    expect(sheet.getRow(2).getCell(9).value).toBe('Borrador');
  });

  it("gives a seller its own list's products only, whichever seller it names", async () => {
    const response = await t.request({ method: 'GET', url: `/v1/catalog/products/export?status=draft&q=BULK-04&sellerId=${sellerId + 1000}`, token: tokens['seller@demo.cl'] });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Productos')!;
    expect(sheet.rowCount).toBe(11);
    expect(new Set(Array.from({ length: 10 }, (_, index) => sheet.getRow(index + 2).getCell(2).value))).toEqual(new Set(['Tienda Andes SpA']));
  });
});
