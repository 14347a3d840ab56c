/**
 * The demo catalogue: the published seller's 150 products in every status (most on sale, some
 * waiting for review, drafts, rejections with their reason, paused ones, and published products
 * whose edit waits for review), every SKU its demo orders carry among them, and a new seller's first
 * products waiting in the review queue beside them. Each category's products share a picture drawn
 * here (a still life of shapes in the department's colour), stored as an upload of the seller is.
 */
import sharp from 'sharp';
import type { ProductContent } from '../../shared/catalog/productRules.ts';
import type { Queryable } from '../db/database.ts';
import { storeImageBytes } from '../catalog/productImages.ts';
import { MORE_FAMILIES, ORDERED_FAMILIES, type DemoFamily, type DemoModel } from './catalogue-families.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Status = 'draft' | 'pending' | 'approved' | 'rejected' | 'paused';

/** A demo product as written: its content, its status and, when it sells, what buyers see. */
interface DemoProduct {
  content: ProductContent;
  status: Status;
  /** What buyers see: the working revision itself, or the one before it while an edit waits for review. */
  published: ProductContent | null;
  /** 2 for an edit of what sells waiting for review (the first revision was approved); 1 otherwise. */
  revision: 1 | 2;
  rejection: { code: string; note: string | null } | null;
  ageDays: number;
}

/** Why the demo rejections were refused: a reason of the catalogue and, for some, a reviewer's note. */
const REJECTIONS: readonly { code: string; note: string | null }[] = [
  { code: 'images_quality', note: 'La foto principal tiene fondo de color; usa fondo blanco.' },
  { code: 'title_incomplete', note: null },
  { code: 'attributes_missing', note: 'Indica la potencia en el título o en la descripción.' },
  { code: 'price_out_of_range', note: null },
  { code: 'contact_data', note: 'La descripción incluye un número de WhatsApp.' },
];

/**
 * Which status a product of the catalogue has, by its place: what the orders carry is on sale, and
 * of the rest six in ten sell, and one in ten of each is waiting, a draft, rejected or paused.
 */
function statusAt(index: number, ordered: boolean): Status {
  if (ordered) return 'approved';
  return (['approved', 'approved', 'approved', 'pending', 'approved', 'draft', 'approved', 'rejected', 'approved', 'paused'] as const)[index % 10]!;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function contentOf(family: DemoFamily, model: DemoModel, ids: Ids, image: string): ProductContent {
  return {
    categoryId: ids.category(family.category),
    title: model.title,
    description: family.description,
    brandId: ids.brand(family.brand),
    price: model.price,
    offer: null,
    attributes: { ...(model.attributes ?? {}) },
    variants: model.variants ? model.variants.map((variant) => ({ sku: variant.sku, attributes: { ...variant.attributes } })) : [{ sku: model.sku!, attributes: {} }],
    images: [image],
  };
}

/** The products of one family list, in order, with their statuses. */
function demoProducts(families: readonly DemoFamily[], ordered: boolean, ids: Ids, images: Map<string, string>, now: Date, start: number): DemoProduct[] {
  const models = families.flatMap((family) => family.models.map((model) => ({ family, model })));
  return models.map(({ family, model }, offset): DemoProduct => {
    const index = start + offset;
    const content = contentOf(family, model, ids, images.get(family.category)!);
    const status = statusAt(index, ordered);
    const ageDays = 3 + ((index * 37) % 200);
    // Every seventh product on sale has a price cut for two weeks, as sellers do for an event.
    if (status === 'approved' && index % 7 === 3) {
      content.offer = { price: Math.round((model.price * 0.85) / 10) * 10, from: dayOf(new Date(now.getTime() - 3 * DAY_MS)), to: dayOf(new Date(now.getTime() + 11 * DAY_MS)) };
    }
    // Every eleventh one sold at another price and the seller's new price waits for review.
    if (!ordered && status === 'approved' && index % 11 === 4) {
      return { content, status: 'pending', published: { ...content, price: content.price + 5_000 }, revision: 2, rejection: null, ageDays };
    }
    const rejection = status === 'rejected' ? REJECTIONS[index % REJECTIONS.length]! : null;
    return { content, status, published: status === 'approved' || status === 'paused' ? content : null, revision: 1, rejection, ageDays };
  });
}

interface Ids {
  category(code: string): number;
  brand(name: string): number;
}

async function idsOf(tx: Queryable): Promise<Ids> {
  const categories = new Map((await tx.query<{ id: number; code: string }>('select id, code from catalog_categories')).map((row) => [row.code, row.id]));
  const brands = new Map((await tx.query<{ id: number; name: string }>('select id, name from catalog_brands')).map((row) => [row.name, row.id]));
  const need = <T>(map: Map<string, T>, key: string, what: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`The demo catalogue names ${what} "${key}", which the catalogue's configuration does not seed`);
    return value;
  };
  return { category: (code) => need(categories, code, 'the category'), brand: (name) => need(brands, name, 'the brand') };
}

/** Each department's colour, by the category's place among the families, so pictures of one category look alike. */
const HUES = [8, 32, 48, 96, 140, 170, 196, 220, 262, 300, 330];

/** A still life of a box, a ball and a bar on a white ground: a product photo's composition, in colour. */
function pictureSvg(index: number): string {
  const hue = HUES[index % HUES.length]!;
  const tone = (lightness: number) => `hsl(${hue}, 55%, ${lightness}%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#ffffff"/>
  <ellipse cx="400" cy="660" rx="280" ry="36" fill="#e8e8e8"/>
  <rect x="170" y="260" width="300" height="390" rx="28" fill="${tone(42)}"/>
  <rect x="200" y="300" width="240" height="70" rx="12" fill="${tone(78)}"/>
  <circle cx="560" cy="540" r="110" fill="${tone(60)}"/>
  <rect x="500" y="200" width="40" height="260" rx="20" fill="${tone(28)}" transform="rotate(${(index * 17) % 40 - 20} 520 330)"/>
</svg>`;
}

/** One picture per category of the families, stored as the seller's uploads; their keys by category. */
async function storePictures(tx: Queryable, sellerId: number, families: readonly DemoFamily[], now: Date): Promise<Map<string, string>> {
  const categories = [...new Set(families.map((family) => family.category))];
  const keys = new Map<string, string>();
  for (const [index, category] of categories.entries()) {
    const png = await sharp(Buffer.from(pictureSvg(index))).png().toBuffer();
    keys.set(category, (await storeImageBytes(tx, sellerId, png, now)).id);
  }
  return keys;
}

async function insertDemoProduct(tx: Queryable, sellerId: number, product: DemoProduct, reviewerId: number | null, now: Date): Promise<void> {
  const created = new Date(now.getTime() - product.ageDays * DAY_MS);
  const updated = new Date(created.getTime() + DAY_MS);
  const sentToReview = product.status !== 'draft';
  const { revision } = product;
  const [row] = await tx.query<{ id: number }>(
    `insert into products (seller_id, status, working, revision, published, published_at, category_id, brand_id, title, price,
                           submitted_at, rejection_code, rejection_note, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
    [
      sellerId,
      product.status,
      product.content,
      revision,
      product.published,
      product.published ? updated : null,
      product.content.categoryId,
      product.content.brandId,
      product.content.title,
      product.content.price,
      sentToReview ? created : null,
      product.rejection?.code ?? null,
      product.rejection?.note ?? null,
      created,
      updated,
    ],
  );
  const productId = row!.id;
  await tx.query('insert into product_skus (seller_id, sku, product_id) select $1, unnest($2::text[]), $3', [sellerId, product.content.variants.map((variant) => variant.sku), productId]);
  if (reviewerId === null) return;
  // The catalogue team's decisions, as its review queue records them: what sells was approved once,
  // and a rejection was decided on the revision the seller sent.
  if (product.published) {
    await tx.query(`insert into catalog_reviews (product_id, revision, decision, reviewer_id, decided_at) values ($1, 1, 'approved', $2, $3)`, [productId, reviewerId, updated]);
  }
  if (product.rejection) {
    await tx.query(
      `insert into catalog_reviews (product_id, revision, decision, reason_code, note, reviewer_id, decided_at) values ($1, $2, 'rejected', $3, $4, $5, $6)`,
      [productId, revision, product.rejection.code, product.rejection.note, reviewerId, updated],
    );
  }
}

export interface DemoCatalogueSellers {
  /** The published seller whose orders name the catalogue's SKUs. */
  published: readonly number[];
  /** Sellers not selling yet, whose first products wait in the review queue. */
  starting: readonly number[];
}

/** Writes the demo catalogue; the catalogue team's decisions are the reviewer's when there is one. */
export async function seedDemoCatalogue(tx: Queryable, sellers: DemoCatalogueSellers, reviewerId: number | null, now: Date): Promise<void> {
  const ids = await idsOf(tx);
  for (const sellerId of sellers.published) {
    const families = [...ORDERED_FAMILIES, ...MORE_FAMILIES];
    const images = await storePictures(tx, sellerId, families, now);
    const products = [...demoProducts(ORDERED_FAMILIES, true, ids, images, now, 0), ...demoProducts(MORE_FAMILIES, false, ids, images, now, 0)];
    for (const product of products) await insertDemoProduct(tx, sellerId, product, reviewerId, now);
  }
  // A new seller's first products: the kitchen ones sent to review, the rest still drafts.
  const firsts = MORE_FAMILIES.filter((family) => family.category === 'electrodomesticos' || family.category === 'mascotas');
  for (const sellerId of sellers.starting) {
    const images = await storePictures(tx, sellerId, firsts, now);
    const products = demoProducts(firsts, true, ids, images, now, 0).map((product, index): DemoProduct => ({
      ...product,
      status: index < 10 ? 'pending' : 'draft',
      published: null,
      ageDays: 1 + (index % 6),
    }));
    for (const product of products) await insertDemoProduct(tx, sellerId, product, null, now);
  }
}
