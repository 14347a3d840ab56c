/**
 * The Centry import against a local stand-in of Centry's API: the queued job exchanges the code and
 * reads the seller's products page by page into products of the seller (in review when they pass
 * its rules, drafts otherwise); a second import of the same account makes nothing twice; an error
 * page or a slow answer part way is retried by the queue and resumes at the page reached; a refused
 * code fails at once with its reason; pictures come only from Centry's own origin.
 */
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCentryClient } from '../../server/import/centry/client.ts';
import { CENTRY_IMPORT_BACKOFF, CENTRY_IMPORT_JOB, centryImportJobHandler } from '../../server/import/centry/job.ts';
import { createJobRunner } from '../../server/jobs/runner.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';
import { STAND_IN_APP, startCentryStandIn, type CentryStandIn, type StandInProduct } from './support/centryStandIn.ts';

let t: TestApp;
let centry: CentryStandIn;
/** Another host, which a product's picture may name and the importer must never call. */
let elsewhere: CentryStandIn;
const tokens: Record<string, string> = {};
const sellers: Record<string, number> = {};
const ids: Record<string, number> = {};
const { log } = Fastify({ logger: false });

beforeAll(async () => {
  t = await openTestApp();
  for (const [key, email] of Object.entries({ austral: 'nuevo@demo.cl', andes: 'seller@demo.cl', catalog: 'catalogo@demo.cl' })) tokens[key] = await t.login(email);
  for (const row of await t.db.query<{ name: string; id: number }>('select name, id from sellers')) {
    if (row.name === 'Emporio Austral Ltda') sellers.austral = row.id;
    if (row.name === 'Tienda Andes SpA') sellers.andes = row.id;
  }
  const rows = await t.db.query<{ code: string; id: number }>(
    `select code, id from catalog_categories where code in ('audio', 'electronica-menor', 'otro') union all select name, id from catalog_brands where name = 'Samsung'`,
  );
  for (const row of rows) ids[row.code] = row.id;
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#305070' } }).jpeg().toBuffer();
  centry = await startCentryStandIn(picture);
  elsewhere = await startCentryStandIn(picture);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await centry?.close();
  await elsewhere?.close();
  await t?.close();
});

/** The queue's runner with only the importer, on the stand-in, with small pages and a short timeout. */
function importer({ pageSize = 25, attempts, maxProducts }: { pageSize?: number; attempts?: number; maxProducts?: number } = {}) {
  const client = createCentryClient({ baseUrl: centry.url, ...STAND_IN_APP }, { timeoutMs: 300 });
  const handler = centryImportJobHandler({ db: t.db, clock: t.clock.now, log, client, pageSize, ...(attempts ? { attempts } : {}), ...(maxProducts ? { maxProducts } : {}) });
  return createJobRunner({ db: t.db, clock: t.clock.now, log, handlers: { [CENTRY_IMPORT_JOB]: handler } });
}

const start = async (seller: 'austral' | 'andes', code: string): Promise<string> => {
  const response = await t.request({ method: 'GET', url: `/import-start?seller_id=${sellers[seller]}&code=${code}`, token: tokens[seller] });
  expect(response.statusCode).toBe(202);
  return response.json<{ id: string }>().id;
};

const readJob = async (seller: 'austral' | 'andes', id: string) => {
  const response = await t.request({ method: 'GET', url: `/import-jobs/${id}`, token: tokens[seller] });
  expect(response.statusCode).toBe(200);
  expectContract(response, 'getImportJob');
  return response.json<{ status: string; productsSeen: number | null; productsImported: number | null; productsFailed: number | null; error: string | null }>();
};

const counts = (job: Awaited<ReturnType<typeof readJob>>) => ({
  status: job.status,
  seen: job.productsSeen,
  imported: job.productsImported,
  failed: job.productsFailed,
  error: job.error,
});

/** The queue's row of an import's job. */
const queueRow = async (id: string) =>
  (await t.db.query<{ attempts: number; completed_at: Date | null; last_error: string | null; run_at: Date }>(
    'select attempts, completed_at, last_error, run_at from jobs where name = $1 and singleton_key = $2',
    [CENTRY_IMPORT_JOB, id],
  ))[0];

const secretsOf = async (id: string) =>
  (await t.db.query<{ oauth_code: string | null; access_token: string | null; next_offset: number }>('select oauth_code, access_token, next_offset from import_jobs where id = $1', [id]))[0];

/** Requests the stand-in received since `from` (an index of its log). */
const since = (from: number) => centry.requests.slice(from);

/** A plain product of `prefix` number `i`: a title, a price, one variant, no picture. */
const plain = (prefix: string, i: number, overrides: Partial<StandInProduct> = {}): StandInProduct => ({
  _id: `${prefix}-${i}`,
  name: `Producto de prueba ${prefix} ${i}`,
  description: `Descripción ${i}`,
  price_compare: 10_000 + i,
  sku: `${prefix.toUpperCase()}-${i}`,
  variants: [{ _id: `${prefix}-${i}-v`, sku: `${prefix.toUpperCase()}-${i}` }],
  assets: [],
  ...overrides,
});

const CATEGORY_NAMES = ['AUDIO', 'electronica menor', 'Artículos de Fantasía'];

/** The 300 products of the Austral account: every tenth with a Samsung brand and a picture, after one on another host. */
const australProducts = (): StandInProduct[] =>
  Array.from({ length: 300 }, (_, index) => {
  const i = index + 1;
  return plain('cx', i, {
    name: `Parlante portátil modelo ${i}`,
    description: `<p>Sonido <b>claro</b> &amp; potente</p><p>Modelo ${i}</p>`,
    price_compare: 19_990 + i,
    price_offer: 17_990,
    brand_name: i % 2 === 0 ? 'SAMSUNG' : 'Marca Desconocida',
    category_name: CATEGORY_NAMES[i % 3],
    variants: i % 7 === 0 ? [{ _id: `v${i}a`, sku: `CX-${i}-M`, size: 'M' }, { _id: `v${i}b`, sku: `CX-${i}-L`, size: 'L', color: 'Rojo' }] : [{ _id: `v${i}`, sku: `CX-${i}` }],
    assets: i % 10 === 0 ? [{ url: `${elsewhere.url}/assets/foto-${i}.jpg` }, { url: `${centry.url}/assets/foto-${i}.jpg` }] : [],
  });
  });

/** The Austral seller's products that Centry imports made, by status. */
const importedByStatus = async () =>
  Object.fromEntries(
    (
      await t.db.query<{ status: string; total: number }>(
        `select p.status, count(*)::int as total from import_external_products m join products p on p.id = m.product_id
          where m.seller_id = $1 group by p.status order by p.status`,
        [sellers.austral],
      )
    ).map((row) => [row.status, row.total]),
  );

/** The newest notification the seller's user reads, as the notifications pop-up lists it. */
const latestNotice = async (seller: 'austral' | 'andes') => {
  const response = await t.request({ method: 'GET', url: '/user-notification', token: tokens[seller] });
  expect(response.statusCode).toBe(200);
  const [newest] = response.json<{ data: { id: number; label: string; config: { content: string } }[] }>().data.sort((a, b) => b.id - a.id);
  return { label: newest?.label, content: newest?.config.content };
};

const productCount = async (seller: 'austral' | 'andes') =>
  (await t.db.query<{ total: number }>('select count(*)::int as total from products where seller_id = $1', [sellers[seller]]))[0]!.total;

const reviewQueueTotal = async () => {
  const response = await t.request({ method: 'GET', url: `/v1/catalog-approval/queue?sellerId=${sellers.austral}`, token: tokens.catalog });
  expect(response.statusCode).toBe(200);
  return response.json<{ total: number }>().total;
};

describe('a 300-product account', () => {
  let queueBefore = 0;
  let productsBefore = 0;

  it('is imported whole: 300 products of the seller, those that pass the review rules in review', async () => {
    centry.addAccount({ code: 'codigo-austral-0001', token: 'token-austral-1', products: australProducts() });
    queueBefore = await reviewQueueTotal();
    productsBefore = await productCount('austral');
    const mark = centry.requests.length;
    const id = await start('austral', 'codigo-austral-0001');
    // Scheduled with the job: the queue holds its run.
    expect(await queueRow(id)).toMatchObject({ attempts: 0, completed_at: null });

    expect(await importer().runDue()).toBe(1);

    expect(counts(await readJob('austral', id))).toEqual({ status: 'succeeded', seen: 300, imported: 300, failed: 0, error: null });
    expect(await productCount('austral')).toBe(productsBefore + 300);
    // Every tenth has a brand and a picture: 30 in review; the others lack one or both and wait as drafts.
    expect(await importedByStatus()).toEqual({ draft: 270, pending: 30 });
    const requests = since(mark);
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual(['POST /oauth/token']);
    // Twelve full pages of 25, then an empty one that says the list is over.
    expect(requests.filter((request) => request.includes('products.json'))).toEqual(
      Array.from({ length: 13 }, (_, page) => `GET /conexion/v1/products.json?limit=25&offset=${page * 25}`),
    );
    expect(requests.filter((request) => request.includes('/assets/'))).toHaveLength(30);
    // Nothing was requested from the picture's other host.
    expect(elsewhere.requests).toEqual([]);
    // The token and the code are gone with the job.
    expect(await secretsOf(id)).toEqual({ oauth_code: null, access_token: null, next_offset: 300 });
    expect(await queueRow(id)).toMatchObject({ attempts: 1, completed_at: expect.any(Date) });
    // The seller, long back from Centry, is told how it ended.
    expect(await latestNotice('austral')).toEqual({
      label: 'Importación desde Centry terminada',
      content:
        '<p>Importamos 300 productos desde Centry. Los completos quedaron en revisión; a los demás les falta algo para enviarlos y quedaron como borradores.</p><p><a href="/pim">Ver mis productos</a></p>',
    });
  });

  it('maps the category and brand by name (no accents or case), the rest to Otro and no brand, and the description to plain text', async () => {
    const rows = await t.db.query<{ external_id: string; status: string; category_id: number; brand_id: number | null; title: string; price: number; working: Record<string, unknown>; submitted: boolean }>(
      `select m.external_id, p.status, p.category_id, p.brand_id, p.title, p.price, p.working, p.submitted_at is not null as submitted
         from import_external_products m join products p on p.id = m.product_id
        where m.seller_id = $1 and m.external_id in ('cx-1', 'cx-14', 'cx-30') order by m.external_id`,
      [sellers.austral],
    );
    expect(rows.map(({ working, ...row }) => ({ ...row, images: (working.images as string[]).length, description: working.description, variants: working.variants, offer: working.offer }))).toEqual([
      {
        external_id: 'cx-1',
        status: 'draft',
        category_id: ids['electronica-menor'],
        brand_id: null,
        title: 'Parlante portátil modelo 1',
        price: 19_991,
        submitted: false,
        images: 0,
        description: 'Sonido claro & potente\nModelo 1',
        variants: [{ sku: 'CX-1', attributes: {} }],
        offer: null,
      },
      {
        external_id: 'cx-14',
        status: 'draft',
        category_id: ids.otro,
        brand_id: ids.Samsung,
        title: 'Parlante portátil modelo 14',
        price: 20_004,
        submitted: false,
        images: 0,
        description: 'Sonido claro & potente\nModelo 14',
        // Otro has no size or colour: those are left out.
        variants: [
          { sku: 'CX-14-M', attributes: {} },
          { sku: 'CX-14-L', attributes: {} },
        ],
        offer: null,
      },
      {
        external_id: 'cx-30',
        status: 'pending',
        category_id: ids.audio,
        brand_id: ids.Samsung,
        title: 'Parlante portátil modelo 30',
        price: 20_020,
        submitted: true,
        images: 1,
        description: 'Sonido claro & potente\nModelo 30',
        variants: [{ sku: 'CX-30', attributes: {} }],
        offer: null,
      },
    ]);
    const [other] = await t.db.query<{ category_id: number }>(
      `select p.category_id from import_external_products m join products p on p.id = m.product_id where m.seller_id = $1 and m.external_id = 'cx-2'`,
      [sellers.austral],
    );
    expect(other!.category_id).toBe(ids.otro);
    // The picture was checked and stored as the seller's upload, re-encoded.
    const [image] = await t.db.query<{ width: number; height: number }>(
      `select i.width, i.height from products p join import_external_products m on m.product_id = p.id
         join product_images i on i.key = p.working -> 'images' ->> 0
        where m.seller_id = $1 and m.external_id = 'cx-30'`,
      [sellers.austral],
    );
    expect(image).toEqual({ width: 600, height: 600 });
  });

  it('puts the products in review in the catalogue approval queue', async () => {
    expect(await reviewQueueTotal()).toBe(queueBefore + 30);
  });

  it('imported again with a new code, makes no product twice and fetches no picture again', async () => {
    centry.addAccount({ code: 'codigo-austral-0002', token: 'token-austral-2', products: australProducts() });
    const mark = centry.requests.length;
    t.clock.advance(60_000);
    const id = await start('austral', 'codigo-austral-0002');
    expect(await importer().runDue()).toBe(1);
    expect(counts(await readJob('austral', id))).toEqual({ status: 'succeeded', seen: 300, imported: 0, failed: 0, error: null });
    expect(await productCount('austral')).toBe(productsBefore + 300);
    expect(await importedByStatus()).toEqual({ draft: 270, pending: 30 });
    expect(since(mark).filter((request) => request.includes('/assets/'))).toEqual([]);
    expect(await reviewQueueTotal()).toBe(queueBefore + 30);
  });
});

describe('an import that stops part way', () => {
  it('resumes at the page an error page stopped it, with the token it kept, making each product once', async () => {
    centry.addAccount({ code: 'codigo-andes-0001', token: 'token-andes-1', products: Array.from({ length: 60 }, (_, index) => plain('rs', index + 1)) });
    centry.failNext('/conexion/v1/products.json?limit=10&offset=20');
    const before = await productCount('andes');
    const mark = centry.requests.length;
    const id = await start('andes', 'codigo-andes-0001');
    const runner = importer({ pageSize: 10 });

    expect(await runner.runDue()).toBe(0);
    // Two pages stored; the seller sees the progress while the job waits for its next attempt.
    expect(counts(await readJob('andes', id))).toEqual({ status: 'running', seen: 20, imported: 20, failed: 0, error: null });
    expect(await secretsOf(id)).toEqual({ oauth_code: null, access_token: 'token-andes-1', next_offset: 20 });
    const row = await queueRow(id);
    expect(row).toMatchObject({ attempts: 1, completed_at: null });
    expect(row!.last_error).toContain('CENTRY_UNAVAILABLE');
    expect(row!.run_at).toEqual(new Date(t.clock.now().getTime() + CENTRY_IMPORT_BACKOFF.baseMs));
    // Not due before its backoff.
    expect(await runner.runDue()).toBe(0);

    t.clock.advance(CENTRY_IMPORT_BACKOFF.baseMs);
    expect(await runner.runDue()).toBe(1);
    expect(counts(await readJob('andes', id))).toEqual({ status: 'succeeded', seen: 60, imported: 60, failed: 0, error: null });
    expect(await productCount('andes')).toBe(before + 60);
    expect(since(mark)).toEqual([
      'POST /oauth/token',
      ...[0, 10, 20, 20, 30, 40, 50, 60].map((offset) => `GET /conexion/v1/products.json?limit=10&offset=${offset}`),
    ]);
  });

  it('retries a page that answers too slowly, without waiting for it', async () => {
    centry.addAccount({ code: 'codigo-andes-0002', token: 'token-andes-2', products: Array.from({ length: 5 }, (_, index) => plain('lento', index + 1)) });
    centry.delayNext('/conexion/v1/products.json', 5_000);
    t.clock.advance(60_000);
    const id = await start('andes', 'codigo-andes-0002');
    const runner = importer({ pageSize: 10 });
    const began = Date.now();
    expect(await runner.runDue()).toBe(0);
    expect(Date.now() - began).toBeLessThan(3_000);
    expect((await queueRow(id))!.last_error).toContain('CENTRY_TIMEOUT');
    expect(counts(await readJob('andes', id))).toEqual({ status: 'running', seen: 0, imported: 0, failed: 0, error: null });

    t.clock.advance(CENTRY_IMPORT_BACKOFF.baseMs);
    expect(await runner.runDue()).toBe(1);
    expect(counts(await readJob('andes', id))).toEqual({ status: 'succeeded', seen: 5, imported: 5, failed: 0, error: null });
  });

  it('fails with the reason once the last attempt meets Centry down', async () => {
    centry.addAccount({ code: 'codigo-andes-0003', token: 'token-andes-3', products: [plain('caido', 1)] });
    centry.failNext('/conexion/v1/products.json', 2);
    t.clock.advance(60_000);
    const id = await start('andes', 'codigo-andes-0003');
    const runner = importer({ attempts: 2 });
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(CENTRY_IMPORT_BACKOFF.baseMs);
    expect(await runner.runDue()).toBe(1);
    expect(counts(await readJob('andes', id))).toEqual({ status: 'failed', seen: 0, imported: 0, failed: 0, error: 'CENTRY_UNAVAILABLE' });
    expect(await secretsOf(id)).toMatchObject({ oauth_code: null, access_token: null });
  });
});

describe('a list that does not end', () => {
  it('stops at the most products an import reads, failed as an answer that is not Centry’s', async () => {
    centry.addAccount({ code: 'codigo-andes-0005', token: 'token-andes-5', products: Array.from({ length: 30 }, (_, index) => plain('sinfin', index + 1)) });
    t.clock.advance(60_000);
    const id = await start('andes', 'codigo-andes-0005');
    expect(await importer({ pageSize: 10, maxProducts: 20 }).runDue()).toBe(1);
    expect(counts(await readJob('andes', id))).toEqual({ status: 'failed', seen: 20, imported: 20, failed: 0, error: 'CENTRY_ANSWER_INVALID' });
  });
});

describe('a refused code', () => {
  it('fails the job at once with CENTRY_CODE_REFUSED, without a retry', async () => {
    centry.refuse('codigo-vencido-0001');
    t.clock.advance(60_000);
    const id = await start('andes', 'codigo-vencido-0001');
    expect(await importer().runDue()).toBe(1);
    const job = await readJob('andes', id);
    expect(counts(job)).toEqual({ status: 'failed', seen: 0, imported: 0, failed: 0, error: 'CENTRY_CODE_REFUSED' });
    expect(await latestNotice('andes')).toEqual({
      label: 'Importación desde Centry interrumpida',
      content:
        '<p>Centry no aceptó la autorización (puede haber vencido). Vuelve a conectar tu cuenta de Centry para intentarlo de nuevo.</p><p><a href="/pim">Ver mis productos</a></p>',
    });
    expect(await queueRow(id)).toMatchObject({ attempts: 1, completed_at: expect.any(Date) });
    expect(await secretsOf(id)).toMatchObject({ oauth_code: null, access_token: null });
  });
});

describe('products that cannot be imported as they are', () => {
  it('counts as failed one with a SKU the seller uses or not even a draft, writing nothing of it; keeps the reasons on the job', async () => {
    centry.addAccount({
      code: 'codigo-andes-0004',
      token: 'token-andes-4',
      products: [
        plain('mx', 1),
        plain('mx', 2, { name: 'Corto' }),
        // RS-1 is a SKU of a product the earlier import made for this seller.
        plain('mx', 3, { name: 'Producto con un SKU ocupado', variants: [{ _id: 'a', sku: 'MX-3' }, { _id: 'b', sku: 'RS-1' }] }),
        plain('mx', 4, { variants: [{ _id: 'a', sku: 'MX-4' }, { _id: 'b', sku: 'MX-4' }] }),
      ],
    });
    t.clock.advance(60_000);
    const before = await productCount('andes');
    const id = await start('andes', 'codigo-andes-0004');
    expect(await importer().runDue()).toBe(1);
    expect(counts(await readJob('andes', id))).toEqual({ status: 'succeeded', seen: 4, imported: 1, failed: 3, error: null });
    expect(await productCount('andes')).toBe(before + 1);
    expect(await t.db.query(`select 1 from product_skus where seller_id = $1 and sku = 'MX-3'`, [sellers.andes])).toEqual([]);
    const [{ issues } = { issues: [] }] = await t.db.query<{ issues: unknown[] }>('select issues from import_jobs where id = $1', [id]);
    expect(issues).toEqual([
      { externalId: 'mx-2', sku: 'MX-2', outcome: 'failed', reason: 'INVALID_PRODUCT', fields: [{ field: 'title', rule: 'tooShort' }] },
      { externalId: 'mx-4', sku: 'MX-4', outcome: 'failed', reason: 'INVALID_PRODUCT', fields: [{ field: 'variants.1.sku', rule: 'duplicated' }] },
      { externalId: 'mx-1', sku: 'MX-1', outcome: 'draft', reason: 'REVIEW_RULES', fields: [{ field: 'brandId', rule: 'required' }, { field: 'images', rule: 'missing' }] },
      { externalId: 'mx-3', sku: 'MX-3', outcome: 'failed', reason: 'SKU_TAKEN', fields: [] },
    ]);
  });
});
