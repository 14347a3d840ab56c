/**
 * The SQL of catalogue approval (openapi/catalog-approval.yaml): the queue of pending products, one
 * product as its reviewer reads it, and the decisions. A decision locks its product, so two
 * reviewers deciding at once are taken one after the other, and the second finds it decided; the
 * unique key of catalog_reviews refuses a second decision on a revision whatever else happens.
 */
import type { components } from '../../openapi/generated/catalog-approval.ts';
import type { Queryable } from '../db/database.ts';
import { isUniqueViolationOf } from '../db/violations.ts';
import { createNotification } from '../documents/notifications.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { escapeHtml } from '../kit/html.ts';
import { instantKey, instantKeySql, keysetCondition, keysetCursor, rowId } from '../kit/keysetCursor.ts';
import { santiagoDayEndSql, santiagoDayStartSql } from '../kit/santiagoCalendar.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';
import type { components as CatalogSchemas } from '../../openapi/generated/catalog.ts';
import { productProblems, type AttributeValue, type CategoryAttributeRule } from '../../shared/catalog/productRules.ts';

type Schemas = components['schemas'];
type ReviewQueuePage = Schemas['ReviewQueuePage'];
type ProductReview = Schemas['ProductReview'];
type FieldChange = Schemas['FieldChange'];
type DecisionRecord = Schemas['DecisionRecord'];
type OwnReviewPage = Schemas['OwnReviewPage'];
type ReviewStatus = Schemas['ReviewStatus'];
type ProductStatus = ProductReview['status'];
type ProductContent = CatalogSchemas['schemas']['ProductContent'];
export type Decision = Schemas['Decision'];

const productNotFound = () => new ApiProblem(404, 'PRODUCT_NOT_FOUND', 'No product has this id');
const alreadyDecided = () => new ApiProblem(409, 'REVIEW_ALREADY_DECIDED', 'This revision was decided already; read the product again');
const revisionChanged = () => new ApiProblem(409, 'REVISION_CHANGED', 'The product has another revision now; read it again');
const notPending = () => new ApiProblem(409, 'NOT_PENDING', 'The product is not waiting for review');
const rulesNotMet = () => new ApiProblem(409, 'RULES_NOT_MET', 'The revision breaks a rule of its category; reject it saying what it lacks');

// ---------------------------------------------------------------------------------------------
// The queue.

export interface QueueFilters {
  sellerId: number | null;
  categoryId: number | null;
  /** Santiago days, both included. */
  submittedFrom: string | null;
  submittedTo: string | null;
  minWaitingDays: number | null;
  order: 'oldest' | 'newest';
}

const queueCursor = keysetCursor([instantKey, rowId]);

/** The conditions of the filters on `p` (products), leaving out `omit`'s, with their parameters. */
function queueConditions(filters: QueueFilters, now: Date, omit: 'seller' | 'category' | null = null): { conditions: string[]; parameters: SqlParameters } {
  const parameters = new SqlParameters();
  const conditions = [`p.status = 'pending'`];
  if (filters.sellerId !== null && omit !== 'seller') conditions.push(`p.seller_id = ${parameters.add(filters.sellerId)}`);
  if (filters.categoryId !== null && omit !== 'category') conditions.push(`p.category_id = ${parameters.add(filters.categoryId)}`);
  if (filters.submittedFrom !== null) conditions.push(`p.submitted_at >= ${santiagoDayStartSql(parameters.add(filters.submittedFrom))}`);
  if (filters.submittedTo !== null) conditions.push(`p.submitted_at < ${santiagoDayEndSql(parameters.add(filters.submittedTo))}`);
  if (filters.minWaitingDays !== null) {
    conditions.push(`p.submitted_at <= ${parameters.add(now)}::timestamptz - make_interval(days => ${parameters.add(filters.minWaitingDays)}::int)`);
  }
  return { conditions, parameters };
}

/**
 * One page of pending products, the oldest sent first (or the newest), how many the filters select,
 * and the sellers and categories the other filters leave, each with its count.
 */
export async function listQueue(db: Queryable, filters: QueueFilters, cursor: string | null, limit: number, now: Date): Promise<ReviewQueuePage> {
  const { conditions, parameters } = queueConditions(filters, now);
  const [{ total = 0 } = {}] = await db.query<{ total: number }>(`select count(*)::int as total from products p ${whereOf(conditions)}`, parameters.values);
  const bySeller = queueConditions(filters, now, 'seller');
  const sellers = await db.query<{ id: number; name: string; count: number }>(
    `select s.id, s.name, count(*)::int as count from products p join sellers s on s.id = p.seller_id
      ${whereOf(bySeller.conditions)} group by s.id, s.name order by s.name, s.id`,
    bySeller.parameters.values,
  );
  const byCategory = queueConditions(filters, now, 'category');
  const categories = await db.query<{ id: number; name: string; count: number }>(
    `select c.id, c.name, count(*)::int as count from products p join catalog_categories c on c.id = p.category_id
      ${whereOf(byCategory.conditions)} group by c.id, c.name order by c.name, c.id`,
    byCategory.parameters.values,
  );

  const direction = filters.order === 'oldest' ? 'asc' : 'desc';
  const scope = ['review-queue', filters.order];
  if (cursor !== null) {
    const key = queueCursor.decode(scope, cursor);
    conditions.push(keysetCondition([{ sql: 'p.submitted_at', cast: 'timestamptz' }, { sql: 'p.id', cast: 'int' }], key, direction, parameters));
  }
  const rows = await db.query<{
    id: number;
    revision: number;
    seller_id: number;
    seller_name: string;
    working: ProductContent;
    is_update: boolean;
    category_name: string;
    brand_name: string | null;
    submitted_at: Date;
    submitted_key: string;
  }>(
    `select p.id, p.revision, p.seller_id, s.name as seller_name, p.working, p.published is not null as is_update,
            c.name as category_name, b.name as brand_name, p.submitted_at, ${instantKeySql('p.submitted_at')} as submitted_key
       from products p join sellers s on s.id = p.seller_id join catalog_categories c on c.id = p.category_id
       left join catalog_brands b on b.id = p.brand_id
      ${whereOf(conditions)}
      order by p.submitted_at ${direction}, p.id ${direction} limit ${parameters.add(limit + 1)}`,
    parameters.values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      productId: row.id,
      revision: row.revision,
      sellerId: row.seller_id,
      sellerName: row.seller_name,
      title: row.working.title,
      categoryId: row.working.categoryId,
      categoryName: row.category_name,
      brandName: row.brand_name,
      price: row.working.price,
      submittedAt: row.submitted_at.toISOString(),
      isUpdate: row.is_update,
    })),
    nextCursor: rows.length > limit && last ? queueCursor.encode(scope, [last.submitted_key, last.id]) : null,
    total,
    sellers,
    categories,
  };
}

// ---------------------------------------------------------------------------------------------
// One product under review.

interface ReviewRow {
  id: number;
  seller_id: number;
  seller_name: string;
  status: ProductStatus;
  revision: number;
  version: number;
  working: ProductContent;
  published: ProductContent | null;
  published_at: Date | null;
  submitted_at: Date | null;
}

interface AttributeRule extends CategoryAttributeRule {
  name: string;
  unit: string | null;
}

interface DecisionRow {
  revision: number;
  decision: Decision;
  reason_code: string | null;
  reason_text: string | null;
  note: string | null;
  reviewer_name: string;
  decided_at: Date;
}

/** What the review of a product reads, besides the product itself. */
export interface StoredReview {
  row: ReviewRow;
  rules: AttributeRule[];
  /** Category and brand names, by id, of both revisions. */
  categoryNames: Map<number, string>;
  brandNames: Map<number, string>;
  decisions: DecisionRow[];
}

const REVIEW_SELECT = `select p.id, p.seller_id, s.name as seller_name, p.status, p.revision, p.version, p.working, p.published,
       p.published_at, p.submitted_at
  from products p join sellers s on s.id = p.seller_id`;

/** The seller of a product, or null when there is none with this id. */
export async function sellerOfProduct(db: Queryable, productId: number): Promise<number | null> {
  const [row] = await db.query<{ seller_id: number }>('select seller_id from products where id = $1', [productId]);
  return row?.seller_id ?? null;
}

export async function findReview(db: Queryable, productId: number): Promise<StoredReview | null> {
  const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} where p.id = $1`, [productId]);
  if (!row) return null;
  return readAround(db, row);
}

async function readAround(db: Queryable, row: ReviewRow): Promise<StoredReview> {
  const rules = await db.query<AttributeRule>(
    `select code, name, unit, kind, required, allowed_values as "allowedValues", active from catalog_attributes where category_id = $1 order by position, id`,
    [row.working.categoryId],
  );
  const categoryIds = [row.working.categoryId, ...(row.published ? [row.published.categoryId] : [])];
  const brandIds = [row.working.brandId, row.published?.brandId ?? null].filter((id): id is number => id !== null);
  const categories = await db.query<{ id: number; name: string }>('select id, name from catalog_categories where id = any($1::int[])', [categoryIds]);
  const brands = await db.query<{ id: number; name: string }>('select id, name from catalog_brands where id = any($1::int[])', [brandIds]);
  const decisions = await db.query<DecisionRow>(
    `select d.revision, d.decision, d.reason_code, r.text as reason_text, d.note, u.first_name || ' ' || u.last_name as reviewer_name, d.decided_at
       from catalog_reviews d join users u on u.id = d.reviewer_id left join catalog_rejection_reasons r on r.code = d.reason_code
      where d.product_id = $1 order by d.decided_at desc, d.id desc`,
    [row.id],
  );
  return {
    row,
    rules,
    categoryNames: new Map(categories.map((category) => [category.id, category.name])),
    brandNames: new Map(brands.map((brand) => [brand.id, brand.name])),
    decisions,
  };
}

const decisionOf = (row: DecisionRow, staff: boolean): DecisionRecord => ({
  revision: row.revision,
  decision: row.decision,
  reasonCode: row.reason_code,
  reasonText: row.reason_text,
  note: row.note,
  // Sellers hear from the catalogue team, not from a person of it.
  reviewerName: staff ? row.reviewer_name : null,
  decidedAt: row.decided_at.toISOString(),
});

/** The rules of review the working revision breaks, read now. */
const problemsOf = ({ row, rules }: Pick<StoredReview, 'row' | 'rules'>) => productProblems(row.working, rules, { forReview: true });

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What the working revision changes from the published one, field by field, in the order a product page shows them. */
function changesOf({ row, rules, categoryNames, brandNames }: StoredReview): FieldChange[] | null {
  const before = row.published;
  if (!before) return null;
  const after = row.working;
  const changes: FieldChange[] = [];
  const add = (field: string, was: FieldChange['before'], now: FieldChange['after'], name: string | null = null) => {
    if (!sameValue(was, now)) changes.push({ field, name, before: was ?? null, after: now ?? null });
  };
  add('title', before.title, after.title);
  add('category', categoryNames.get(before.categoryId) ?? null, categoryNames.get(after.categoryId) ?? null);
  add('brand', before.brandId === null ? null : (brandNames.get(before.brandId) ?? null), after.brandId === null ? null : (brandNames.get(after.brandId) ?? null));
  add('price', before.price, after.price);
  add('offer', before.offer, after.offer);
  add('description', before.description, after.description);
  add('images', before.images, after.images);
  // Variants are told apart by their SKUs; a variant whose values changed changes the list too.
  if (!sameValue(before.variants, after.variants)) {
    changes.push({ field: 'variants', name: null, before: before.variants.map((variant) => variant.sku), after: after.variants.map((variant) => variant.sku) });
  }
  const codes = [...new Set([...rules.map((rule) => rule.code), ...Object.keys(before.attributes), ...Object.keys(after.attributes)])];
  for (const code of codes) {
    add(`attributes.${code}`, before.attributes[code] ?? null, after.attributes[code] ?? null, rules.find((rule) => rule.code === code)?.name ?? null);
  }
  return changes;
}

/** The product as the contract's review says it; `staff` see who decided. */
export function reviewOf(stored: StoredReview, staff: boolean): ProductReview {
  const { row, rules } = stored;
  const problems = problemsOf(stored);
  const problemAt = (code: string) => problems.find((problem) => problem.field === `attributes.${code}`)?.rule ?? null;
  const values = row.working.attributes;
  const shown = rules.filter((rule) => rule.active || rule.code in values);
  const unknown = Object.keys(values).filter((code) => !rules.some((rule) => rule.code === code));
  return {
    productId: row.id,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    status: row.status,
    revision: row.revision,
    version: row.version,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    publishedAt: row.published_at?.toISOString() ?? null,
    onSale: row.published !== null && row.status !== 'paused',
    content: row.working,
    categoryName: stored.categoryNames.get(row.working.categoryId) ?? '',
    brandName: row.working.brandId === null ? null : (stored.brandNames.get(row.working.brandId) ?? null),
    attributes: [
      ...shown.map((rule) => ({
        code: rule.code,
        name: rule.name,
        unit: rule.unit,
        required: rule.required && rule.active,
        value: (values[rule.code] as AttributeValue | undefined) ?? null,
        problem: problemAt(rule.code),
      })),
      ...unknown.map((code) => ({ code, name: null, unit: null, required: false, value: values[code] ?? null, problem: problemAt(code) })),
    ],
    problems,
    changes: changesOf(stored),
    decisions: stored.decisions.map((decision) => decisionOf(decision, staff)),
  };
}

// ---------------------------------------------------------------------------------------------
// Decisions.

export interface DecisionInput {
  productId: number;
  revision: number;
  decision: Decision;
  reasonCode: string | null;
  note: string | null;
  reviewerId: number;
  now: Date;
}

/** Whether a rejection reason is one the catalogue offers now. */
export async function isUsableReason(db: Queryable, code: string): Promise<boolean> {
  const [row] = await db.query<{ usable: boolean }>('select exists (select 1 from catalog_rejection_reasons where code = $1 and active) as usable', [code]);
  return row?.usable ?? false;
}

/** What the seller is told of a decision, in Spanish, with the way to its product's page. */
function noticeOf(input: DecisionInput, product: ReviewRow, reasonText: string | null) {
  const title = escapeHtml(product.working.title);
  const link = `<p><a href="/pim/products/${product.id}">Ver el producto</a></p>`;
  if (input.decision === 'approved') {
    return { label: 'Producto aprobado', content: `<p>Aprobamos tu producto <strong>${title}</strong>: ya está a la venta como lo enviaste.</p>${link}` };
  }
  const why = reasonText ? ` Motivo: ${escapeHtml(reasonText)}` : '';
  const note = input.note ? `<p>${escapeHtml(input.note)}</p>` : '';
  const selling = product.published ? '<p>Sigue a la venta la versión publicada antes.</p>' : '';
  return { label: 'Producto rechazado', content: `<p>Rechazamos la revisión de tu producto <strong>${title}</strong>.${why}</p>${note}${selling}${link}` };
}

/**
 * Records a decision on the revision the reviewer read and applies it to the product: approving
 * publishes the working revision, rejecting keeps what was published selling. The seller gets a
 * notification in the same transaction, so a decision is never stored without it.
 */
export async function decide(tx: Queryable, input: DecisionInput): Promise<void> {
  const [row] = await tx.query<ReviewRow>(`${REVIEW_SELECT} where p.id = $1 for update of p`, [input.productId]);
  if (!row) throw productNotFound();
  const [decided] = await tx.query<{ id: number }>('select id from catalog_reviews where product_id = $1 and revision = $2', [input.productId, input.revision]);
  if (decided) throw alreadyDecided();
  if (row.revision !== input.revision) throw revisionChanged();
  if (row.status !== 'pending') throw notPending();
  if (input.decision === 'approved') {
    const rules = await tx.query<AttributeRule>(
      `select code, name, unit, kind, required, allowed_values as "allowedValues", active from catalog_attributes where category_id = $1`,
      [row.working.categoryId],
    );
    if (problemsOf({ row, rules }).length > 0) throw rulesNotMet();
  }
  try {
    await tx.query(
      `insert into catalog_reviews (product_id, revision, decision, reason_code, note, reviewer_id, decided_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [input.productId, input.revision, input.decision, input.reasonCode, input.note, input.reviewerId, input.now],
    );
  } catch (error) {
    if (isUniqueViolationOf(error, 'catalog_reviews_one_per_revision')) throw alreadyDecided();
    throw error;
  }
  if (input.decision === 'approved') {
    await tx.query(
      `update products set status = 'approved', published = working, published_at = $2, rejection_code = null, rejection_note = null,
              version = version + 1, updated_at = $2
        where id = $1`,
      [input.productId, input.now],
    );
  } else {
    await tx.query(
      `update products set status = 'rejected', rejection_code = $2, rejection_note = $3, version = version + 1, updated_at = $4 where id = $1`,
      [input.productId, input.reasonCode, input.note, input.now],
    );
  }
  const [reason] = input.reasonCode ? await tx.query<{ text: string }>('select text from catalog_rejection_reasons where code = $1', [input.reasonCode]) : [];
  const { label, content } = noticeOf(input, row, reason?.text ?? null);
  await createNotification(tx, { label, icon: 'tag', size: 'm', config: { content }, sellerIds: [row.seller_id] }, input.reviewerId, input.now);
}

// ---------------------------------------------------------------------------------------------
// A seller's own products.

const ownCursor = keysetCursor([instantKey, rowId]);

/** The seller's products ever sent to review, the latest change first, with the last decision on each. */
export async function listOwnReviews(db: Queryable, sellerId: number, status: ReviewStatus | null, cursor: string | null, limit: number): Promise<OwnReviewPage> {
  const parameters = new SqlParameters();
  const conditions = [`p.seller_id = ${parameters.add(sellerId)}`, 'p.submitted_at is not null'];
  if (status !== null) conditions.push(`p.status = ${parameters.add(status)}`);
  const scope = ['own-reviews', status ?? 'all'];
  if (cursor !== null) {
    const key = ownCursor.decode(scope, cursor);
    conditions.push(keysetCondition([{ sql: 'p.updated_at', cast: 'timestamptz' }, { sql: 'p.id', cast: 'int' }], key, 'desc', parameters));
  }
  const rows = await db.query<{
    id: number;
    title: string;
    status: ReviewStatus;
    revision: number;
    submitted_at: Date;
    updated_key: string;
    decision: DecisionRow | null;
  }>(
    `select p.id, p.working ->> 'title' as title, p.status, p.revision, p.submitted_at, ${instantKeySql('p.updated_at')} as updated_key,
            (select json_build_object('revision', d.revision, 'decision', d.decision, 'reason_code', d.reason_code, 'reason_text', r.text,
                                      'note', d.note, 'reviewer_name', '', 'decided_at', d.decided_at)
               from catalog_reviews d left join catalog_rejection_reasons r on r.code = d.reason_code
              where d.product_id = p.id order by d.decided_at desc, d.id desc limit 1) as decision
       from products p
      ${whereOf(conditions)}
      order by p.updated_at desc, p.id desc limit ${parameters.add(limit + 1)}`,
    parameters.values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      productId: row.id,
      title: row.title,
      status: row.status,
      revision: row.revision,
      submittedAt: row.submitted_at.toISOString(),
      lastDecision: row.decision ? decisionOf({ ...row.decision, decided_at: new Date(row.decision.decided_at) }, false) : null,
    })),
    nextCursor: rows.length > limit && last ? ownCursor.encode(scope, [last.updated_key, last.id]) : null,
  };
}
