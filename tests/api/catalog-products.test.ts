/**
 * The sellers' products (openapi/catalog.yaml, Productos): drafts that only have to be well formed,
 * sending to review with an image and the category's required attributes, a published product that keeps
 * selling while its next revision waits, pausing and resuming, what becomes required after approval,
 * the list's tabs, search and keyset pages, and who reaches what (a seller only its own, never an
 * integrated seller, staff read only).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';
import { addSellerVariant, SELLER_VARIANTS } from './support/seller-variants.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** An image the demo seller uploaded, which its products show. */
let imageKey = '';

beforeAll(async () => {
  t = await openTestApp();
  await addSellerVariant(t, SELLER_VARIANTS.centry);
  for (const email of ['seller@demo.cl', 'nuevo@demo.cl', 'admin@demo.cl', 'catalogo@demo.cl', 'centry@demo.cl']) tokens[email] = await t.login(email);
  const rows = await t.db.query<{ code: string; id: number }>(
    `select code, id from catalog_categories where code in ('television', 'tecnologia', 'calzado')
     union all select name, id from catalog_brands where name in ('Samsung', 'LG')`,
  );
  for (const row of rows) ids[row.code] = row.id;
  const photo = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#204080' } }).jpeg().toBuffer();
  const uploaded = await t.request({ method: 'POST', url: '/v1/catalog/images', token: tokens['seller@demo.cl'], payload: { fileName: 'tv.jpg', contentBase64: photo.toString('base64') } });
  imageKey = uploaded.json<{ id: string }>().id;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who = 'seller@demo.cl', payload?: object) =>
  t.request({ method, url, token: tokens[who], ...(payload ? { payload: payload as Record<string, unknown> } : {}) });

/** A 55" 4K TV of the demo seller, complete enough to be sent to review. */
const tv = (overrides: Record<string, unknown> = {}) => ({
  categoryId: ids.television,
  title: 'Smart TV LED 55" 4K Crystal UHD',
  description: 'Televisor <b>4K</b> con HDR.',
  brandId: ids.Samsung,
  price: 429_990,
  offer: { price: 379_990, from: '2026-12-01', to: '2026-12-15' },
  attributes: { pantalla: 55, resolucion: '4K', smart_tv: true },
  variants: [{ sku: 'UN55CU7000', attributes: {} }],
  images: [imageKey],
  ...overrides,
});

/** Stands in for the review the catalogue team will do: the working revision becomes what sells. */
async function approve(productId: number) {
  await t.db.query(`update products set status = 'approved', published = working, published_at = now(), version = version + 1 where id = $1`, [productId]);
}

describe('drafts', () => {
  it('stores a well-formed draft as it was written, HTML in the description kept as text', async () => {
    const created = await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ attributes: { pantalla: 55 } }));
    expect(created.statusCode).toBe(201);
    expectContract(created, 'createProduct');
    expect(created.json()).toMatchObject({
      sellerName: 'Tienda Andes SpA',
      status: 'draft',
      revision: 1,
      published: null,
      onSale: false,
      submittedAt: null,
      rejection: null,
      missingRequired: [],
      version: 1,
      content: { title: 'Smart TV LED 55" 4K Crystal UHD', description: 'Televisor <b>4K</b> con HDR.', attributes: { pantalla: 55 } },
    });
  });

  it('refuses what breaks a rule, naming every field, and a SKU another product of the seller uses', async () => {
    const broken = await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({
      title: 'TV corta',
      offer: { price: 429_990, from: '2026-12-15', to: '2026-12-01' },
      attributes: { pantalla: 'cincuenta', resolucion: '16K', color: 'Negro' },
      variants: [{ sku: 'A-1', attributes: {} }, { sku: 'A-1', attributes: {} }, { sku: '-mala', attributes: {} }],
      images: [imageKey, imageKey],
    }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().details).toEqual([
      { field: 'body.title', message: 'tooShort' },
      { field: 'body.offer.price', message: 'offerNotBelowPrice' },
      { field: 'body.offer.to', message: 'periodReversed' },
      { field: 'body.images.1', message: 'duplicated' },
      { field: 'body.variants.1.sku', message: 'duplicated' },
      { field: 'body.variants.2.sku', message: 'skuFormat' },
      { field: 'body.attributes.pantalla', message: 'notANumber' },
      { field: 'body.attributes.resolucion', message: 'notAllowed' },
      { field: 'body.attributes.color', message: 'unknownAttribute' },
    ]);
    const taken = await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ variants: [{ sku: 'OTRO-1', attributes: {} }, { sku: 'UN55CU7000', attributes: {} }] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SKU_TAKEN', details: [{ field: 'body.variants.1.sku', message: 'SKU_TAKEN' }] });
    // Another seller may use the same SKU: SKUs are each seller's own.
    expect((await call('POST', '/v1/catalog/products', 'nuevo@demo.cl', tv({ images: [] }))).statusCode).toBe(201);

    expect((await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ categoryId: ids.tecnologia }))).json().code).toBe('CATEGORY_NOT_USABLE');
    // A retired department retires its categories for new products, whatever each says of itself.
    await t.db.query(`update catalog_categories set active = false where code = 'tecnologia'`);
    expect((await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ variants: [{ sku: 'TV-RETIRADO', attributes: {} }] }))).json().code).toBe('CATEGORY_NOT_USABLE');
    await t.db.query(`update catalog_categories set active = true where code = 'tecnologia'`);
    await t.db.query(`update catalog_brands set active = false where name = 'LG'`);
    expect((await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ brandId: ids.LG }))).json().code).toBe('BRAND_NOT_USABLE');
  });
});

describe('review, sale and revisions', () => {
  it('sends a complete product to review, refuses an incomplete one naming what it lacks, and keeps a product under review as it was sent', async () => {
    const incomplete = (await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ brandId: null, attributes: { smart_tv: false }, variants: [{ sku: 'TV-32-HD', attributes: {} }], images: [] }))).json();
    const refused = await call('POST', `/v1/catalog/products/${incomplete.id}/submission`, 'seller@demo.cl', { version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'content.brandId', message: 'required' },
      { field: 'content.images', message: 'missing' },
      { field: 'content.attributes.pantalla', message: 'missing' },
      { field: 'content.attributes.resolucion', message: 'missing' },
    ]);

    const product = (await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ variants: [{ sku: 'TV-55-A', attributes: {} }] }))).json();
    const sent = await call('POST', `/v1/catalog/products/${product.id}/submission`, 'seller@demo.cl', { version: 1 });
    expect(sent.statusCode).toBe(200);
    expectContract(sent, 'submitProduct');
    expect(sent.json()).toMatchObject({ status: 'pending', submittedAt: t.clock.now().toISOString(), version: 2, onSale: false });
    const edit = await call('PUT', `/v1/catalog/products/${product.id}`, 'seller@demo.cl', { content: tv({ price: 1, variants: [{ sku: 'TV-55-A', attributes: {} }] }), version: 2 });
    expect(edit.json().code).toBe('PRODUCT_UNDER_REVIEW');
    expect((await call('POST', `/v1/catalog/products/${product.id}/submission`, 'seller@demo.cl', { version: 2 })).json().code).toBe('PRODUCT_NOT_SENDABLE');
  });

  it('keeps selling the published revision while the next one is edited and reviewed, and pauses and resumes it', async () => {
    const product = (await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ variants: [{ sku: 'TV-65-B', attributes: {} }] }))).json();
    await approve(product.id);
    const onSale = (await call('GET', `/v1/catalog/products/${product.id}`)).json();
    expect(onSale).toMatchObject({ status: 'approved', onSale: true, revision: 1 });

    const edited = await call('PUT', `/v1/catalog/products/${product.id}`, 'seller@demo.cl', { content: tv({ price: 399_990, offer: null, variants: [{ sku: 'TV-65-B', attributes: {} }] }), version: onSale.version });
    expect(edited.statusCode).toBe(200);
    expectContract(edited, 'updateProduct');
    expect(edited.json()).toMatchObject({ status: 'approved', onSale: true, revision: 2, content: { price: 399_990 }, published: { price: 429_990 } });
    // A second edit of the same revision does not start another.
    const again = (await call('PUT', `/v1/catalog/products/${product.id}`, 'seller@demo.cl', { content: tv({ price: 389_990, offer: null, variants: [{ sku: 'TV-65-B', attributes: {} }] }), version: edited.json().version })).json();
    expect(again.revision).toBe(2);
    expect((await call('PUT', `/v1/catalog/products/${product.id}`, 'seller@demo.cl', { content: tv(), version: edited.json().version })).json().code).toBe('VERSION_CONFLICT');

    const paused = await call('POST', `/v1/catalog/products/${product.id}/pause`, 'seller@demo.cl', { version: again.version });
    expectContract(paused, 'pauseProduct');
    expect(paused.json()).toMatchObject({ status: 'paused', onSale: false });
    // Paused, it is resumed before its revision is sent: review would put it back on sale.
    expect((await call('POST', `/v1/catalog/products/${product.id}/submission`, 'seller@demo.cl', { version: paused.json().version })).json().code).toBe('PRODUCT_NOT_SENDABLE');
    expect((await call('POST', `/v1/catalog/products/${product.id}/pause`, 'seller@demo.cl', { version: paused.json().version })).json().code).toBe('PRODUCT_NOT_ON_SALE');
    const resumed = await call('POST', `/v1/catalog/products/${product.id}/resume`, 'seller@demo.cl', { version: paused.json().version });
    expect(resumed.json()).toMatchObject({ status: 'approved', onSale: true });
    const sent = await call('POST', `/v1/catalog/products/${product.id}/submission`, 'seller@demo.cl', { version: resumed.json().version });
    expect(sent.json()).toMatchObject({ status: 'pending', onSale: true, published: { price: 429_990 }, content: { price: 389_990 } });
  });

  it('says which attributes became required after approval, while the product keeps selling', async () => {
    const product = (await call('POST', '/v1/catalog/products', 'seller@demo.cl', tv({ variants: [{ sku: 'TV-43-C', attributes: {} }] }))).json();
    await approve(product.id);
    const television = (await call('GET', '/v1/catalog/categories', 'admin@demo.cl')).json().items.find((category: { code: string }) => category.code === 'television');
    const attributes = [
      ...television.attributes.map(({ code, name, kind, unit, required, allowedValues, active }: Record<string, unknown>) => ({ code, name, kind, unit, required, allowedValues, active })),
      { code: 'hdmi', name: 'Puertos HDMI', kind: 'number', unit: null, required: true, allowedValues: [], active: true },
    ];
    expect((await call('PUT', `/v1/catalog/categories/${ids.television}/attributes`, 'catalogo@demo.cl', { attributes, version: television.version })).statusCode).toBe(200);
    expect((await call('GET', `/v1/catalog/products/${product.id}`)).json()).toMatchObject({ status: 'approved', onSale: true, missingRequired: ['hdmi'] });
  });
});

describe('the list and who reaches what', () => {
  it('pages the seller’s products newest change first, with counts per status, found by title without accents or by SKU', async () => {
    const listed = await call('GET', '/v1/catalog/products?limit=2');
    expect(listed.statusCode).toBe(200);
    expectContract(listed, 'listProducts');
    const body = listed.json();
    expect(body.statusCounts).toEqual({ draft: 2, pending: 2, approved: 1, rejected: 0, paused: 0 });
    expect(body.items).toHaveLength(2);
    const next = (await call('GET', `/v1/catalog/products?limit=2&cursor=${body.nextCursor}`)).json();
    expect(next.items.map((item: { id: number }) => item.id).some((id: number) => body.items.some((item: { id: number }) => item.id === id))).toBe(false);
    expect((await call('GET', `/v1/catalog/products?status=approved&cursor=${body.nextCursor}`)).json().code).toBe('INVALID_CURSOR');

    const byTitle = (await call('GET', '/v1/catalog/products?q=CRYSTAL%20uhd&status=draft')).json();
    expect(byTitle.items.map((item: { variantCount: number; brandName: string; categoryName: string }) => [item.categoryName, item.brandName, item.variantCount])).toEqual([
      // The harness clock stands still: the same instant, the later product first.
      ['Televisión', null, 1],
      ['Televisión', 'Samsung', 1],
    ]);
    const bySku = (await call('GET', '/v1/catalog/products?q=TV-65-B')).json();
    expect(bySku.items.map((item: { status: string; price: number; offerPrice: number | null; onSale: boolean }) => [item.status, item.price, item.offerPrice, item.onSale])).toEqual([['pending', 389_990, null, true]]);
    // Not part of a SKU: a SKU is matched whole.
    expect((await call('GET', '/v1/catalog/products?q=TV-65')).json().items).toEqual([]);
  });

  it('answers another seller 404, lets staff read every seller’s products but not change them, and refuses integrated sellers', async () => {
    const own = (await call('GET', '/v1/catalog/products?limit=1')).json().items[0];
    const other = await call('GET', `/v1/catalog/products/${own.id}`, 'nuevo@demo.cl');
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('PRODUCT_NOT_FOUND');
    expect((await call('POST', `/v1/catalog/products/${own.id}/pause`, 'nuevo@demo.cl', { version: 1 })).statusCode).toBe(404);
    expect((await call('GET', '/v1/catalog/products', 'nuevo@demo.cl')).json().statusCounts).toEqual({ draft: 1, pending: 0, approved: 0, rejected: 0, paused: 0 });

    expect((await call('GET', `/v1/catalog/products/${own.id}`, 'catalogo@demo.cl')).json().sellerName).toBe('Tienda Andes SpA');
    const everySeller = (await call('GET', '/v1/catalog/products', 'admin@demo.cl')).json();
    expect(everySeller.statusCounts).toEqual({ draft: 3, pending: 2, approved: 1, rejected: 0, paused: 0 });
    expect((await call('PUT', `/v1/catalog/products/${own.id}`, 'catalogo@demo.cl', { content: tv(), version: 1 })).statusCode).toBe(403);

    const integrated = await call('GET', '/v1/catalog/products', 'centry@demo.cl');
    expect(integrated.statusCode).toBe(403);
    expect(integrated.json().code).toBe('PRODUCTS_BY_INTEGRATION');
  });
});
