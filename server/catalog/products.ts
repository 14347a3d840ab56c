/**
 * The SQL of the sellers' products (openapi/catalog.yaml, Productos). The handlers decide who may do
 * what; these read and write, every write under the version the person read and in one transaction
 * with the product's SKUs, which no two products of a seller share.
 */
import type { components } from '../../openapi/generated/catalog.ts';
import type { Queryable } from '../db/database.ts';
import { isUniqueViolationOf } from '../db/violations.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { instantKey, instantKeySql, keysetCondition, keysetCursor, rowId } from '../kit/keysetCursor.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';
import { productProblems, type CategoryAttributeRule } from '../../shared/catalog/productRules.ts';

type Product = components['schemas']['Product'];
type ProductContent = components['schemas']['ProductContent'];
type ProductStatus = components['schemas']['ProductStatus'];
type ProductPage = components['schemas']['ProductPage'];

export const PRODUCT_STATUSES: readonly ProductStatus[] = ['draft', 'pending', 'approved', 'rejected', 'paused'];

interface ProductRow {
  id: number;
  seller_id: number;
  seller_name: string;
  status: ProductStatus;
  revision: number;
  working: ProductContent;
  published: ProductContent | null;
  published_at: Date | null;
  submitted_at: Date | null;
  rejection_code: string | null;
  rejection_text: string | null;
  rejection_note: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** What a stored product is, for its seller or a reviewer. */
export interface StoredProduct {
  row: ProductRow;
  /** The attributes of the published revision's category: what it lacks of them is said. */
  publishedAttributes: CategoryAttributeRule[];
}

const skuTaken = (index: number) =>
  new ApiProblem(409, 'SKU_TAKEN', 'Another product of the seller uses this SKU', { details: [{ field: `body.variants.${index}.sku`, message: 'SKU_TAKEN' }] });

/** The attributes of a category, as the product rules read them (retired ones included: a product may hold their values). */
export async function categoryRules(db: Queryable, categoryId: number): Promise<CategoryAttributeRule[]> {
  return db.query<CategoryAttributeRule>(
    `select code, kind, required, allowed_values as "allowedValues", active from catalog_attributes where category_id = $1 order by position, id`,
    [categoryId],
  );
}

/**
 * Whether a product may be put in the category (an active category of an active department, not a
 * department: retiring a department retires what it holds for new products) and carry the brand (an
 * active one).
 */
export async function usability(db: Queryable, categoryId: number, brandId: number | null): Promise<{ category: boolean; brand: boolean }> {
  const [row] = await db.query<{ category: boolean; brand: boolean }>(
    `select exists (select 1 from catalog_categories c join catalog_categories d on d.id = c.parent_id
                    where c.id = $1 and c.active and d.active) as category,
            ($2::int is null or exists (select 1 from catalog_brands where id = $2 and active)) as brand`,
    [categoryId, brandId],
  );
  return row!;
}

const PRODUCT_SELECT = `select p.id, p.seller_id, s.name as seller_name, p.status, p.revision, p.working, p.published, p.published_at,
       p.submitted_at, p.rejection_code, r.text as rejection_text, p.rejection_note, p.version, p.created_at, p.updated_at
  from products p join sellers s on s.id = p.seller_id left join catalog_rejection_reasons r on r.code = p.rejection_code`;

export async function findProduct(db: Queryable, id: number): Promise<StoredProduct | null> {
  const [row] = await db.query<ProductRow>(`${PRODUCT_SELECT} where p.id = $1`, [id]);
  if (!row) return null;
  return { row, publishedAttributes: row.published ? await categoryRules(db, row.published.categoryId) : [] };
}

/** The product as the contract says it. */
export function productOf({ row, publishedAttributes }: StoredProduct): Product {
  // Required attributes the published revision lacks: they became required after it was approved.
  const missingRequired = row.published
    ? productProblems(row.published, publishedAttributes, { forReview: true })
        .filter((problem) => problem.rule === 'missing' && problem.field.startsWith('attributes.'))
        .map((problem) => problem.field.replace(/^attributes\./, ''))
    : [];
  return {
    id: row.id,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    status: row.status,
    revision: row.revision,
    content: row.working,
    published: row.published,
    publishedAt: row.published_at?.toISOString() ?? null,
    onSale: row.published !== null && row.status !== 'paused',
    submittedAt: row.submitted_at?.toISOString() ?? null,
    rejection: row.status === 'rejected' && row.rejection_code ? { code: row.rejection_code, text: row.rejection_text ?? '', note: row.rejection_note } : null,
    missingRequired,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns the list reads from the working revision. */
const listColumnsOf = (content: ProductContent) => [content.categoryId, content.brandId, content.title.trim(), content.price];

/** The SKUs of the product become `content`'s; one another product of the seller uses is a 409 naming its variant. */
async function claimSkus(tx: Queryable, sellerId: number, productId: number, content: ProductContent): Promise<void> {
  const skus = content.variants.map((variant) => variant.sku);
  const [taken] = await tx.query<{ sku: string }>('select sku from product_skus where seller_id = $1 and sku = any($2::text[]) and product_id <> $3 limit 1', [
    sellerId,
    skus,
    productId,
  ]);
  if (taken) throw skuTaken(skus.indexOf(taken.sku));
  await tx.query('delete from product_skus where product_id = $1', [productId]);
  try {
    await tx.query('insert into product_skus (seller_id, sku, product_id) select $1, unnest($2::text[]), $3', [sellerId, skus, productId]);
  } catch (error) {
    // Another request claimed one of them between the check and the insert.
    if (isUniqueViolationOf(error, 'product_skus_pkey')) throw skuTaken(0);
    throw error;
  }
}

/** A new draft of the seller; its id. */
export async function insertProduct(tx: Queryable, sellerId: number, content: ProductContent, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into products (seller_id, working, category_id, brand_id, title, price, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
    [sellerId, content, ...listColumnsOf(content), now],
  );
  await claimSkus(tx, sellerId, row!.id, content);
  return row!.id;
}

/** Replaces the working revision when the product is still at `version`; whether it was. */
export async function updateWorking(tx: Queryable, product: StoredProduct['row'], version: number, content: ProductContent, now: Date): Promise<boolean> {
  // Editing what was approved starts the next revision; the published one keeps selling.
  const startsRevision = product.published !== null && JSON.stringify(product.working) === JSON.stringify(product.published);
  const nextRevision = product.revision + (startsRevision ? 1 : 0);
  const rows = await tx.query<{ id: number }>(
    `update products set working = $3, category_id = $4, brand_id = $5, title = $6, price = $7, revision = $8,
            version = version + 1, updated_at = $9
      where id = $1 and version = $2 returning id`,
    [product.id, version, content, ...listColumnsOf(content), nextRevision, now],
  );
  if (rows.length === 0) return false;
  await claimSkus(tx, product.seller_id, product.id, content);
  return true;
}

/** Moves the product to `status` when it is still at `version`; whether it was. */
export async function setStatus(db: Queryable, id: number, version: number, status: ProductStatus, now: Date, submitted = false): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update products set status = $3, version = version + 1, updated_at = $4,
            submitted_at = case when $5 then $4 else submitted_at end
      where id = $1 and version = $2 returning id`,
    [id, version, status, now, submitted],
  );
  return rows.length === 1;
}

export interface ProductFilters {
  sellerId: number | null;
  status: ProductStatus | null;
  categoryId: number | null;
  brandId: number | null;
  q: string;
}

const productCursor = keysetCursor([instantKey, rowId]);

/**
 * How many products of each status match the filters (the tabs' counts, the status filter aside).
 * Without a category, brand or search the counts the triggers keep answer it in five rows a seller
 * (migration 032); a filtered list counts its products, which its filter's index finds.
 */
async function countByStatus(db: Queryable, filters: ProductFilters, conditions: readonly string[], parameters: SqlParameters) {
  if (filters.categoryId === null && filters.brandId === null && filters.q === '') {
    const sellerOnly = filters.sellerId === null ? '' : 'where seller_id = $1';
    return db.query<{ status: ProductStatus; total: number }>(
      `select status, sum(products)::int as total from product_status_counts ${sellerOnly} group by status`,
      filters.sellerId === null ? [] : [filters.sellerId],
    );
  }
  return db.query<{ status: ProductStatus; total: number }>(`select p.status, count(*)::int as total from products p ${whereOf(conditions)} group by p.status`, parameters.values);
}

/** One page of products, newest change first, and the counts per status under the other filters. */
export async function listProducts(db: Queryable, filters: ProductFilters, cursor: string | null, limit: number): Promise<ProductPage> {
  const parameters = new SqlParameters();
  const conditions: string[] = [];
  if (filters.sellerId !== null) conditions.push(`p.seller_id = ${parameters.add(filters.sellerId)}`);
  if (filters.categoryId !== null) conditions.push(`p.category_id = ${parameters.add(filters.categoryId)}`);
  if (filters.brandId !== null) conditions.push(`p.brand_id = ${parameters.add(filters.brandId)}`);
  if (filters.q !== '') {
    const q = parameters.add(filters.q);
    // Two index searches joined (the title's trigrams, the SKU's key), not a test of every product:
    // the SKU's products are read once, before the products are.
    const skuOwner = filters.sellerId === null ? '' : `k.seller_id = ${parameters.add(filters.sellerId)} and `;
    conditions.push(
      `(p.title_key like '%' || portal_name_key(${q}) || '%'
        or p.id = any(array(select k.product_id from product_skus k where ${skuOwner}k.sku = ${q})))`,
    );
  }
  const counts = await countByStatus(db, filters, conditions, parameters);
  const statusCounts = Object.fromEntries(PRODUCT_STATUSES.map((status) => [status, counts.find((row) => row.status === status)?.total ?? 0])) as ProductPage['statusCounts'];

  const scope = ['products', filters.status ?? 'all'];
  if (filters.status !== null) conditions.push(`p.status = ${parameters.add(filters.status)}`);
  if (cursor !== null) {
    const key = productCursor.decode(scope, cursor);
    conditions.push(keysetCondition([{ sql: 'p.updated_at', cast: 'timestamptz' }, { sql: 'p.id', cast: 'int' }], key, 'desc', parameters));
  }
  const rows = await db.query<{
    id: number;
    seller_id: number;
    seller_name: string;
    status: ProductStatus;
    working: ProductContent;
    published: ProductContent | null;
    category_name: string;
    brand_name: string | null;
    updated_at: Date;
    updated_key: string;
  }>(
    `select p.id, p.seller_id, s.name as seller_name, p.status, p.working, p.published, c.name as category_name, b.name as brand_name,
            p.updated_at, ${instantKeySql('p.updated_at')} as updated_key
       from products p join sellers s on s.id = p.seller_id join catalog_categories c on c.id = p.category_id
       left join catalog_brands b on b.id = p.brand_id
      ${whereOf(conditions)}
      order by p.updated_at desc, p.id desc limit ${parameters.add(limit + 1)}`,
    parameters.values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      sellerId: row.seller_id,
      sellerName: row.seller_name,
      status: row.status,
      title: row.working.title,
      categoryId: row.working.categoryId,
      categoryName: row.category_name,
      brandName: row.brand_name,
      price: row.working.price,
      offerPrice: row.working.offer?.price ?? null,
      variantCount: row.working.variants.length,
      onSale: row.published !== null && row.status !== 'paused',
      updatedAt: row.updated_at.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? productCursor.encode(scope, [last.updated_key, last.id]) : null,
    statusCounts,
  };
}
