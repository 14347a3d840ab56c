/**
 * The SQL of a running Centry import: the job as an attempt finds it, its token, the catalogue the
 * products are mapped to, and a page's products stored in one transaction with the job's progress,
 * so an attempt that stops anywhere leaves the job where the next one goes on.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { categoryRules, insertProduct, setStatus } from '../../catalog/products.ts';
import { requireOwnImages } from '../../catalog/productImages.ts';
import { activeBrands, takenSkus } from '../../catalog/bulkLoads.ts';
import { normalisedHeader } from '../../kit/workbookReader.ts';
import { createNotification } from '../../documents/notifications.ts';
import { importNotice } from './notice.ts';
import type { CategoryAttributeRule, ProductProblem } from '../../../shared/catalog/productRules.ts';
import type { Catalogue, ProductContent } from './product.ts';

/** What an attempt needs of its job. */
export interface RunningImport {
  id: string;
  sellerId: number;
  /** The OAuth code, until it has been exchanged. */
  oauthCode: string | null;
  accessToken: string | null;
  nextOffset: number;
}

/** Problems kept on a job: enough to see what went wrong, never a list as large as the catalogue. */
const ISSUES_KEPT = 500;

/**
 * Marks the job running (its counts from zero the first time) and answers it; null when it is over
 * (or gone), so a late attempt does nothing.
 */
export async function startImport(db: Queryable, id: string, now: Date): Promise<RunningImport | null> {
  const [row] = await db.query<{ id: string; seller_id: number; oauth_code: string | null; access_token: string | null; next_offset: number }>(
    `update import_jobs set status = 'running', started_at = coalesce(started_at, $2),
            products_seen = coalesce(products_seen, 0), products_imported = coalesce(products_imported, 0),
            products_failed = coalesce(products_failed, 0)
      where id = $1 and status in ('queued', 'running')
      returning id, seller_id, oauth_code, access_token, next_offset`,
    [id, now],
  );
  return row ? { id: row.id, sellerId: row.seller_id, oauthCode: row.oauth_code, accessToken: row.access_token, nextOffset: row.next_offset } : null;
}

/** Keeps the token and forgets the code, which Centry would not take a second time anyway. */
export async function keepToken(db: Queryable, id: string, token: string): Promise<void> {
  await db.query('update import_jobs set access_token = $2, oauth_code = null where id = $1', [id, token]);
}

/**
 * Ends the job: succeeded, or failed with the code the portal translates. Its secrets go with it,
 * and the seller who started it is told how it ended, in the same transaction (once: a job already
 * ended is left as it is).
 */
export async function finishImport(db: Database, id: string, now: Date, failure: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx.query<{ seller_id: number; requested_by: number | null; imported: number; failed: number }>(
      `update import_jobs set status = $2, error = $3, finished_at = $4, access_token = null, oauth_code = null
        where id = $1 and status in ('queued', 'running')
        returning seller_id, requested_by, coalesce(products_imported, 0) as imported, coalesce(products_failed, 0) as failed`,
      [id, failure === null ? 'succeeded' : 'failed', failure, now],
    );
    // A job without its requester (the user was removed) ends unannounced: a notice needs an author.
    if (!ended || ended.requested_by === null) return;
    const { label, content } = importNotice({ imported: ended.imported, failed: ended.failed, failure });
    await createNotification(tx, { label, icon: 'package', size: 'm', config: { content }, sellerIds: [ended.seller_id] }, ended.requested_by, now);
  });
}

/** The catalogue a Centry product is mapped to, read once per attempt. */
export async function readCatalogue(db: Queryable): Promise<Catalogue> {
  const categories = await db.query<{ id: number; code: string; name: string }>(
    `select c.id, c.code, c.name from catalog_categories c join catalog_categories d on d.id = c.parent_id
      where c.active and d.active order by d.position, c.position, c.id`,
  );
  const other = categories.find((category) => category.code === 'otro');
  if (!other) throw new Error("The catalogue has no active 'otro' category for products of an unknown category");
  const categoryIds = new Map<string, number>();
  // Two departments may hold categories of one name: the first in the catalogue's order is taken.
  for (const category of categories) if (!categoryIds.has(normalisedHeader(category.name))) categoryIds.set(normalisedHeader(category.name), category.id);
  const rules = new Map<number, CategoryAttributeRule[]>();
  for (const category of categories) rules.set(category.id, await categoryRules(db, category.id));
  return {
    categoryIds,
    otherCategoryId: other.id,
    brandIds: new Map((await activeBrands(db)).map((brand) => [normalisedHeader(brand.name), brand.id])),
    rulesOf: (categoryId) => rules.get(categoryId) ?? [],
  };
}

/** Which of the external ids the seller's earlier imports already made products of. */
export async function importedExternalIds(db: Queryable, sellerId: number, externalIds: readonly string[]): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const rows = await db.query<{ external_id: string }>(
    `select external_id from import_external_products where seller_id = $1 and provider = 'centry' and external_id = any($2::text[])`,
    [sellerId, [...externalIds]],
  );
  return new Set(rows.map((row) => row.external_id));
}

/** Why a product was stored as a draft, or not at all. */
export interface ImportIssue {
  externalId: string;
  sku: string | null;
  outcome: 'draft' | 'failed';
  /** REVIEW_RULES (the fields say which), INVALID_PRODUCT (not even a draft's rules), SKU_TAKEN, NO_ID. */
  reason: 'REVIEW_RULES' | 'INVALID_PRODUCT' | 'SKU_TAKEN' | 'NO_ID';
  fields: ProductProblem[];
}

/** What became of one product of a page, as judged before the page's transaction. */
export type PageEntry =
  | { kind: 'known'; externalId: string }
  | { kind: 'invalid'; issue: ImportIssue }
  | { kind: 'product'; externalId: string; content: ProductContent; reviewProblems: ProductProblem[] };

/**
 * Stores a page read at `offset`: each new product with its SKUs and its external id (in review when
 * it passes the review rules, a draft otherwise), the job's counts, its issues and the next offset,
 * all in one transaction. The job's row is locked first: when another attempt (a lease that ran out)
 * has stored this page already, nothing is written. A product whose SKU another product of the
 * seller uses is counted as failed and nothing of it is written. Answers the offset to read next.
 */
export async function storePage(db: Database, job: RunningImport, offset: number, read: number, entries: readonly PageEntry[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ next_offset: number }>('select next_offset from import_jobs where id = $1 for update', [job.id]);
    if (!locked || locked.next_offset !== offset) return locked?.next_offset ?? offset + read;
    const fresh = entries.filter((entry) => entry.kind === 'product');
    const known = await importedExternalIds(tx, job.sellerId, fresh.map((entry) => entry.externalId));
    const taken = await takenSkus(tx, job.sellerId, fresh.flatMap((entry) => entry.content.variants.map((variant) => variant.sku)));
    await requireOwnImages(tx, job.sellerId, fresh.flatMap((entry) => entry.content.images), '');
    const issues: ImportIssue[] = entries.flatMap((entry) => (entry.kind === 'invalid' ? [entry.issue] : []));
    let imported = 0;
    for (const entry of fresh) {
      if (known.has(entry.externalId)) continue;
      const skus = entry.content.variants.map((variant) => variant.sku);
      const firstSku = skus[0] ?? null;
      if (skus.some((sku) => taken.has(sku))) {
        issues.push({ externalId: entry.externalId, sku: firstSku, outcome: 'failed', reason: 'SKU_TAKEN', fields: [] });
        continue;
      }
      const productId = await insertProduct(tx, job.sellerId, entry.content, now);
      if (entry.reviewProblems.length === 0) await setStatus(tx, productId, 1, 'pending', now, true);
      else issues.push({ externalId: entry.externalId, sku: firstSku, outcome: 'draft', reason: 'REVIEW_RULES', fields: entry.reviewProblems });
      await tx.query(
        `insert into import_external_products (seller_id, provider, external_id, product_id, import_job_id, created_at) values ($1, 'centry', $2, $3, $4, $5)`,
        [job.sellerId, entry.externalId, productId, job.id, now],
      );
      for (const sku of skus) taken.add(sku);
      known.add(entry.externalId);
      imported += 1;
    }
    const failed = issues.filter((issue) => issue.outcome === 'failed').length;
    const next = offset + read;
    await tx.query(
      `update import_jobs set next_offset = $2, products_seen = coalesce(products_seen, 0) + $3,
              products_imported = coalesce(products_imported, 0) + $4, products_failed = coalesce(products_failed, 0) + $5,
              issues = (select coalesce(jsonb_agg(issue order by position), '[]'::jsonb)
                          from jsonb_array_elements(issues || $6::jsonb) with ordinality as kept(issue, position) where position <= $7)
        where id = $1`,
      [job.id, next, read, imported, failed, JSON.stringify(issues), ISSUES_KEPT],
    );
    return next;
  });
}
