/**
 * Catalogue approval (openapi/catalog-approval.yaml): the queue of pending products across sellers,
 * oldest sent first, with its filters and keyset pages; a product as its reviewer reads it (the
 * working revision, its attributes checked against the category, the changes from what is on sale);
 * approving publishes, rejecting records why and keeps what was published selling, each once per
 * revision; the bulk approval's result per product; the seller's notification; and who reaches what
 * (a seller only its own products, never the queue nor a decision).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const images: Record<string, string> = {};
const DAY_MS = 24 * 60 * 60 * 1000;

const ANDES = 'seller@demo.cl';
const AUSTRAL = 'nuevo@demo.cl';
const CATALOG = 'catalogo@demo.cl';

/** Signs everyone in again (a session lasts less than the days the queue's products wait). */
async function signIn() {
  for (const email of [ANDES, AUSTRAL, 'admin@demo.cl', CATALOG]) tokens[email] = await t.login(email);
}

/** Moves the clock on by `days`, signing everyone in again. */
async function waitDays(days: number) {
  t.clock.advance(days * DAY_MS);
  await signIn();
}

beforeAll(async () => {
  t = await openTestApp();
  await signIn();
  const rows = await t.db.query<{ code: string; id: number }>(
    `select code, id from catalog_categories where code in ('television', 'calzado')
     union all select name, id from catalog_brands where name in ('Samsung', 'LG')
     union all select email, seller_id from users where email in ($1, $2)
     union all select email, id from users where email = $3`,
    [ANDES, AUSTRAL, CATALOG],
  );
  for (const row of rows) ids[row.code] = row.id;
  const photo = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#204080' } }).jpeg().toBuffer();
  for (const email of [ANDES, AUSTRAL]) {
    const uploaded = await t.request({ method: 'POST', url: '/v1/catalog/images', token: tokens[email], payload: { fileName: 'tv.jpg', contentBase64: photo.toString('base64') } });
    images[email] = uploaded.json<{ id: string }>().id;
  }
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.request({ method, url, token: tokens[who], ...(payload ? { payload: payload as Record<string, unknown> } : {}) });

/** A 55" TV of `who`, complete enough to be sent to review. */
const tv = (who: string, sku: string, overrides: Record<string, unknown> = {}) => ({
  categoryId: ids.television,
  title: `Smart TV LED 55" 4K ${sku}`,
  description: 'Panel 4K con HDR.',
  brandId: ids.Samsung,
  price: 429_990,
  offer: null,
  attributes: { pantalla: 55, resolucion: '4K', smart_tv: true },
  variants: [{ sku, attributes: {} }],
  images: [images[who]],
  ...overrides,
});

/** Creates the product and sends it to review now; its id. */
async function sent(who: string, sku: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const created = await call('POST', '/v1/catalog/products', who, tv(who, sku, overrides));
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();
  const submitted = await call('POST', `/v1/catalog/products/${id}/submission`, who, { version: 1 });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return id;
}

const queue = async (query = '', who = CATALOG) => {
  const answer = await call('GET', `/v1/catalog-approval/queue${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  expectContract(answer, 'listReviewQueue');
  type Facet = { id: number; name: string; count: number };
  return answer.json<{ items: { productId: number; revision: number; isUpdate: boolean; sellerName: string }[]; nextCursor: string | null; total: number; sellers: Facet[]; categories: Facet[] }>();
};

const approve = (productId: number, revision: number, who = CATALOG) => call('POST', `/v1/catalog-approval/products/${productId}/approval`, who, { revision });
const reject = (productId: number, revision: number, reasonCode: string, note?: string, who = CATALOG) =>
  call('POST', `/v1/catalog-approval/products/${productId}/rejection`, who, { revision, reasonCode, ...(note ? { note } : {}) });

describe('the queue', () => {
  // Sent a day apart: Andes' TV on 2 March, Austral's on the 3rd, Andes' shoe on the 4th (Santiago days).
  const queued: Record<'first' | 'second' | 'third', number> = { first: 0, second: 0, third: 0 };

  beforeAll(async () => {
    queued.first = await sent(ANDES, 'COLA-1');
    await waitDays(1);
    queued.second = await sent(AUSTRAL, 'COLA-2');
    await waitDays(1);
    queued.third = await sent(ANDES, 'COLA-3', { categoryId: ids.calzado, title: 'Zapatilla urbana Andes', attributes: { talla: '42', color: 'Negro' } });
    // A draft never sent waits for nobody.
    expect((await call('POST', '/v1/catalog/products', ANDES, tv(ANDES, 'COLA-BORRADOR'))).statusCode).toBe(201);
    await waitDays(1);
  });

  it("holds every seller's pending products, the oldest sent first, or the newest when asked", async () => {
    const oldest = await queue();
    expect(oldest.items.map((item) => item.productId)).toEqual([queued.first, queued.second, queued.third]);
    expect(oldest.total).toBe(3);
    expect(oldest.nextCursor).toBeNull();
    expect(oldest.items[0]).toEqual({
      productId: queued.first,
      revision: 1,
      sellerId: ids[ANDES],
      sellerName: 'Tienda Andes SpA',
      title: 'Smart TV LED 55" 4K COLA-1',
      categoryId: ids.television,
      categoryName: 'Televisión',
      brandName: 'Samsung',
      price: 429_990,
      submittedAt: '2026-03-02T12:00:00.000Z',
      isUpdate: false,
    });
    expect((await queue('?order=newest')).items.map((item) => item.productId)).toEqual([queued.third, queued.second, queued.first]);
  });

  it('offers the sellers and categories with pending products, each counted under the other filters', async () => {
    const all = await queue();
    expect([all.sellers, all.categories]).toEqual([
      [
        { id: ids[AUSTRAL], name: 'Emporio Austral Ltda', count: 1 },
        { id: ids[ANDES], name: 'Tienda Andes SpA', count: 2 },
      ],
      [
        { id: ids.calzado, name: 'Calzado', count: 1 },
        { id: ids.television, name: 'Televisión', count: 2 },
      ],
    ]);
    // A seller chosen narrows the categories, not the sellers offered.
    const andes = await queue(`?sellerId=${ids[ANDES]}`);
    expect([andes.sellers.length, andes.categories]).toEqual([
      2,
      [
        { id: ids.calzado, name: 'Calzado', count: 1 },
        { id: ids.television, name: 'Televisión', count: 1 },
      ],
    ]);
  });

  it('narrows by seller, category, the days sent and how long it has waited', async () => {
    expect((await queue(`?sellerId=${ids[AUSTRAL]}`)).items.map((item) => item.productId)).toEqual([queued.second]);
    expect((await queue(`?categoryId=${ids.calzado}`)).items.map((item) => item.productId)).toEqual([queued.third]);
    const third = await queue('?submittedFrom=2026-03-03&submittedTo=2026-03-03');
    expect([third.items.map((item) => item.productId), third.total]).toEqual([[queued.second], 1]);
    expect((await queue('?submittedFrom=2026-03-03')).items.map((item) => item.productId)).toEqual([queued.second, queued.third]);
    // Now is the 5th, 09:00 in Santiago: two days or more is what was sent on the 2nd and the 3rd.
    expect((await queue('?minWaitingDays=2')).items.map((item) => item.productId)).toEqual([queued.first, queued.second]);
    expect((await queue(`?sellerId=${ids[AUSTRAL]}&minWaitingDays=3`)).items).toEqual([]);
  });

  it('pages by keyset, and refuses a cursor made for the other order', async () => {
    const first = await queue('?limit=2');
    expect(first.items.map((item) => item.productId)).toEqual([queued.first, queued.second]);
    expect(first.total).toBe(3);
    const second = await queue(`?limit=2&cursor=${first.nextCursor}`);
    expect([second.items.map((item) => item.productId), second.nextCursor]).toEqual([[queued.third], null]);
    const wrong = await call('GET', `/v1/catalog-approval/queue?order=newest&cursor=${first.nextCursor}`, CATALOG);
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_CURSOR']);
  });

  it('is the catalogue team\'s: a seller is refused it', async () => {
    const refused = await call('GET', '/v1/catalog-approval/queue', ANDES);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await queue('', 'admin@demo.cl')).total).toBe(3);
  });

  it('approves the chosen products one by one, answering each: approved, decided already, not found', async () => {
    const decided = await approve(queued.third, 1);
    expect(decided.statusCode).toBe(200);
    const bulk = await call('POST', '/v1/catalog-approval/bulk-approval', CATALOG, {
      items: [
        { productId: queued.first, revision: 1 },
        { productId: queued.third, revision: 1 },
        { productId: 999_999, revision: 1 },
        { productId: queued.second, revision: 1 },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    expectContract(bulk, 'approveProductRevisions');
    expect(bulk.json()).toEqual({
      results: [
        { productId: queued.first, outcome: 'approved', code: null },
        { productId: queued.third, outcome: 'refused', code: 'REVIEW_ALREADY_DECIDED' },
        { productId: 999_999, outcome: 'notFound', code: 'PRODUCT_NOT_FOUND' },
        { productId: queued.second, outcome: 'approved', code: null },
      ],
    });
    const statuses = await t.db.query<{ id: number; status: string }>('select id, status from products where id = any($1::int[]) order by id', [Object.values(queued)]);
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'approved', 'approved']);
    expect((await queue()).total).toBe(0);
    const refused = await call('POST', '/v1/catalog-approval/bulk-approval', ANDES, { items: [{ productId: queued.first, revision: 1 }] });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a product under review', () => {
  it('shows the working revision with its attributes checked by name, nothing published to compare, no decision yet', async () => {
    const id = await sent(ANDES, 'VISTA-1', { attributes: { pantalla: 55, resolucion: '4K' } });
    const review = await call('GET', `/v1/catalog-approval/products/${id}`, CATALOG);
    expect(review.statusCode).toBe(200);
    expectContract(review, 'getProductReview');
    expect(review.json()).toMatchObject({
      productId: id,
      sellerName: 'Tienda Andes SpA',
      status: 'pending',
      revision: 1,
      version: 2,
      publishedAt: null,
      onSale: false,
      categoryName: 'Televisión',
      brandName: 'Samsung',
      content: { title: 'Smart TV LED 55" 4K VISTA-1', price: 429_990, images: [images[ANDES]] },
      attributes: [
        { code: 'pantalla', name: 'Tamaño de pantalla', unit: 'pulgadas', required: true, value: 55, problem: null },
        { code: 'resolucion', name: 'Resolución', unit: null, required: true, value: '4K', problem: null },
        { code: 'smart_tv', name: 'Smart TV', unit: null, required: false, value: null, problem: null },
      ],
      problems: [],
      changes: null,
      decisions: [],
    });
  });

  it('says what a revision breaks once its category asks for more, and refuses to approve it', async () => {
    const id = await sent(ANDES, 'REGLAS-1', { attributes: { pantalla: 55, resolucion: '4K' } });
    await t.db.query(`update catalog_attributes set required = true, required_since = now() where code = 'smart_tv' and category_id = $1`, [ids.television]);
    try {
      const review = (await call('GET', `/v1/catalog-approval/products/${id}`, CATALOG)).json();
      expect(review.problems).toEqual([{ field: 'attributes.smart_tv', rule: 'missing' }]);
      expect(review.attributes[2]).toEqual({ code: 'smart_tv', name: 'Smart TV', unit: null, required: true, value: null, problem: 'missing' });
      const refused = await approve(id, 1);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'RULES_NOT_MET']);
      expectContract(refused, 'approveProductRevision');
      expect((await reject(id, 1, 'attributes_missing')).statusCode).toBe(200);
    } finally {
      await t.db.query(`update catalog_attributes set required = false, required_since = null where code = 'smart_tv' and category_id = $1`, [ids.television]);
    }
  });

  it('publishes what it approves, records who and when, and tells the seller with a link to the product', async () => {
    const id = await sent(ANDES, 'APROBAR-1');
    t.clock.advance(60_000);
    const approved = await approve(id, 1);
    expect(approved.statusCode).toBe(200);
    expectContract(approved, 'approveProductRevision');
    const decidedAt = t.clock.now().toISOString();
    expect(approved.json()).toMatchObject({
      status: 'approved',
      onSale: true,
      publishedAt: decidedAt,
      decisions: [{ revision: 1, decision: 'approved', reasonCode: null, reasonText: null, note: null, reviewerName: 'Felipe Contreras', decidedAt }],
    });
    const product = (await call('GET', `/v1/catalog/products/${id}`, ANDES)).json();
    expect(product).toMatchObject({ status: 'approved', onSale: true, rejection: null, publishedAt: decidedAt });
    expect(product.published).toEqual(product.content);
    const [record] = await t.db.query('select revision, decision, reason_code, note, reviewer_id, decided_at from catalog_reviews where product_id = $1', [id]);
    expect(record).toEqual({ revision: 1, decision: 'approved', reason_code: null, note: null, reviewer_id: ids[CATALOG], decided_at: new Date(decidedAt) });
    const notices = (await call('GET', '/user-notification', ANDES)).json<{ data: { label: string; config: { content: string } }[] }>().data;
    expect(notices[0]).toMatchObject({
      label: 'Producto aprobado',
      config: { content: `<p>Aprobamos tu producto <strong>Smart TV LED 55" 4K APROBAR-1</strong>: ya está a la venta como lo enviaste.</p><p><a href="/pim/products/${id}">Ver el producto</a></p>` },
    });
    // Only its seller is told.
    const others = (await call('GET', '/user-notification', AUSTRAL)).json<{ data: { config: { content: string } }[] }>().data;
    expect(others.some((notice) => notice.config.content.includes(`/pim/products/${id}"`))).toBe(false);
  });

  it('decides a revision once: a second decision, or two at the same time, is a 409 that changes nothing', async () => {
    const id = await sent(ANDES, 'DOBLE-1');
    const [one, two] = await Promise.all([approve(id, 1), approve(id, 1, 'admin@demo.cl')]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const late = [one, two].find((answer) => answer.statusCode === 409)!;
    expect(late.json().code).toBe('REVIEW_ALREADY_DECIDED');
    const again = await reject(id, 1, 'images_quality');
    expect([again.statusCode, again.json().code]).toEqual([409, 'REVIEW_ALREADY_DECIDED']);
    expectContract(again, 'rejectProductRevision');
    const [counted] = await t.db.query<{ decisions: number }>('select count(*)::int as decisions from catalog_reviews where product_id = $1', [id]);
    expect(counted).toEqual({ decisions: 1 });
    expect((await call('GET', `/v1/catalog/products/${id}`, ANDES)).json().status).toBe('approved');
  });

  it('rejects with a reason the seller reads on its product, keeps what was published selling, and takes the next revision afresh', async () => {
    const id = await sent(ANDES, 'RECHAZO-1');
    expect((await approve(id, 1)).statusCode).toBe(200);
    // The seller edits what sells (its title, price and screen size) and sends it again.
    const before = (await call('GET', `/v1/catalog/products/${id}`, ANDES)).json();
    const content = { ...before.content, title: 'Smart TV LED 65" 4K RECHAZO-1', price: 529_990, attributes: { ...before.content.attributes, pantalla: 65 } };
    const edited = await call('PUT', `/v1/catalog/products/${id}`, ANDES, { content, version: before.version });
    expect(edited.json()).toMatchObject({ revision: 2 });
    expect((await call('POST', `/v1/catalog/products/${id}/submission`, ANDES, { version: edited.json().version })).statusCode).toBe(200);

    const inQueue = (await queue(`?sellerId=${ids[ANDES]}`)).items.find((item) => item.productId === id);
    expect(inQueue).toMatchObject({ revision: 2, isUpdate: true });
    const review = (await call('GET', `/v1/catalog-approval/products/${id}`, CATALOG)).json();
    expect(review.changes).toEqual([
      { field: 'title', name: null, before: 'Smart TV LED 55" 4K RECHAZO-1', after: 'Smart TV LED 65" 4K RECHAZO-1' },
      { field: 'price', name: null, before: 429_990, after: 529_990 },
      { field: 'attributes.pantalla', name: 'Tamaño de pantalla', before: 55, after: 65 },
    ]);

    const unknownReason = await reject(id, 2, 'no_existe');
    expect([unknownReason.statusCode, unknownReason.json().code, unknownReason.json().details]).toEqual([400, 'REASON_NOT_USABLE', [{ field: 'body.reasonCode', message: 'REASON_NOT_USABLE' }]]);
    const stale = await reject(id, 1, 'images_quality');
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'REVIEW_ALREADY_DECIDED']);

    const rejected = await reject(id, 2, 'price_out_of_range', '  El precio subió un 23 %; confírmalo.  ');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', onSale: true, revision: 2 });
    const product = (await call('GET', `/v1/catalog/products/${id}`, ANDES)).json();
    expect(product).toMatchObject({
      status: 'rejected',
      onSale: true,
      published: { title: 'Smart TV LED 55" 4K RECHAZO-1', price: 429_990 },
      rejection: { code: 'price_out_of_range', text: 'El precio o el precio de oferta no es coherente con el producto.', note: 'El precio subió un 23 %; confírmalo.' },
    });
    const notices = (await call('GET', '/user-notification', ANDES)).json<{ data: { label: string; config: { content: string } }[] }>().data;
    expect(notices[0]).toMatchObject({
      label: 'Producto rechazado',
      config: {
        content:
          '<p>Rechazamos la revisión de tu producto <strong>Smart TV LED 65" 4K RECHAZO-1</strong>. Motivo: El precio o el precio de oferta no es coherente con el producto.</p>' +
          `<p>El precio subió un 23 %; confírmalo.</p><p>Sigue a la venta la versión publicada antes.</p><p><a href="/pim/products/${id}">Ver el producto</a></p>`,
      },
    });

    // Sent again as it was: a new revision, decided on its own.
    const resent = await call('POST', `/v1/catalog/products/${id}/submission`, ANDES, { version: product.version });
    expect(resent.json()).toMatchObject({ status: 'pending', revision: 3 });
    const old = await approve(id, 2);
    expect([old.statusCode, old.json().code]).toEqual([409, 'REVIEW_ALREADY_DECIDED']);
    const approved = await approve(id, 3);
    expect(approved.json()).toMatchObject({ status: 'approved', decisions: [{ revision: 3, decision: 'approved' }, { revision: 2, decision: 'rejected', reasonCode: 'price_out_of_range' }, { revision: 1, decision: 'approved' }] });
    const notPending = await approve(id, 4);
    expect([notPending.statusCode, notPending.json().code]).toEqual([409, 'REVISION_CHANGED']);
  });
});

describe('sellers', () => {
  it("read their own products' reviews, without the reviewer's name, and another seller's answers 404 without its data", async () => {
    const id = await sent(ANDES, 'PROPIO-1');
    expect((await reject(id, 1, 'images_quality', 'Fondo blanco, por favor.')).statusCode).toBe(200);
    const own = await call('GET', `/v1/catalog-approval/products/${id}`, ANDES);
    expect(own.statusCode).toBe(200);
    expect(own.json().decisions).toEqual([
      { revision: 1, decision: 'rejected', reasonCode: 'images_quality', reasonText: 'Las imágenes no cumplen: deben ser nítidas, sobre fondo blanco y mostrar el producto que se vende.', note: 'Fondo blanco, por favor.', reviewerName: null, decidedAt: t.clock.now().toISOString() },
    ]);
    const theirs = await call('GET', `/v1/catalog-approval/products/${id}`, AUSTRAL);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expectContract(theirs, 'getProductReview');
    expect(theirs.body).not.toContain('PROPIO-1');
    expect((await call('GET', '/v1/catalog-approval/products/999999', CATALOG)).statusCode).toBe(404);
  });

  it('decide nothing', async () => {
    const id = await sent(AUSTRAL, 'PROPIO-2');
    for (const answer of [await approve(id, 1, AUSTRAL), await reject(id, 1, 'images_quality', undefined, AUSTRAL)]) {
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await call('GET', `/v1/catalog/products/${id}`, AUSTRAL)).json().status).toBe('pending');
  });

  it('list their own products sent to review, the latest change first, with the last decision, a page at a time', async () => {
    const list = await call('GET', '/v1/catalog-approval/own-products?limit=3', AUSTRAL);
    expect(list.statusCode).toBe(200);
    expectContract(list, 'listOwnProductReviews');
    const page = list.json();
    expect(page.items.map((item: { title: string; status: string; lastDecision: { decision: string } | null }) => [item.title, item.status, item.lastDecision?.decision ?? null])).toEqual([
      ['Smart TV LED 55" 4K PROPIO-2', 'pending', null],
      ['Smart TV LED 55" 4K COLA-2', 'approved', 'approved'],
    ]);
    expect(page.nextCursor).toBeNull();
    const rejected = (await call('GET', '/v1/catalog-approval/own-products?status=rejected', ANDES)).json();
    expect(rejected.items.map((item: { title: string; lastDecision: { reasonText: string; reviewerName: null } }) => [item.title, item.lastDecision.reasonText, item.lastDecision.reviewerName])).toEqual([
      ['Smart TV LED 55" 4K PROPIO-1', 'Las imágenes no cumplen: deben ser nítidas, sobre fondo blanco y mostrar el producto que se vende.', null],
      ['Smart TV LED 55" 4K REGLAS-1', 'Faltan atributos obligatorios de la categoría o sus valores no corresponden al producto.', null],
    ]);
    const first = (await call('GET', '/v1/catalog-approval/own-products?limit=1', ANDES)).json();
    const second = (await call('GET', `/v1/catalog-approval/own-products?limit=1&cursor=${first.nextCursor}`, ANDES)).json();
    expect(second.items[0].productId).not.toBe(first.items[0].productId);
    expect((await call('GET', '/v1/catalog-approval/own-products', CATALOG)).statusCode).toBe(403);
  });
});
