/**
 * The SQL of products by Excel (openapi/catalog.yaml, bulk-loads): a load as the seller sent it,
 * its progress and report, and the rows the job stores a batch at a time, each row's product and
 * its record in one transaction so that a job started again after a crash skips what is stored.
 */
import type { components } from '../../openapi/generated/catalog.ts';
import type { Database, Queryable } from '../db/database.ts';
import { scheduleJob } from '../jobs/queue.ts';
import type { ProductContent } from '../../shared/catalog/productRules.ts';
import { ISSUE_MESSAGES, type RowIssue } from './bulkLoadRows.ts';

type ProductBulkLoad = components['schemas']['ProductBulkLoad'];
export type BulkLoadOutcome = components['schemas']['BulkLoadOutcome'];

/** The job of the queue that reads a load's rows (its singleton key is the load's id). */
export const PRODUCT_BULK_LOAD_JOB = 'product-bulk-load';
/** The most problems a load's answer lists (a file of 10,000 broken rows would be megabytes); `issueCount` tells them all. */
export const REPORT_ISSUES_LISTED = 1_000;

export interface NewBulkLoad {
  id: string;
  sellerId: number;
  userId: number;
  categoryId: number;
  outcome: BulkLoadOutcome;
  fileName: string;
  file: Buffer;
  totalRows: number;
}

/** Stores the load with its file and asks the queue for its job, together. */
export async function insertBulkLoad(db: Database, load: NewBulkLoad, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into product_bulk_loads (id, seller_id, user_id, category_id, outcome, file_name, file, file_bytes, total_rows, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [load.id, load.sellerId, load.userId, load.categoryId, load.outcome, load.fileName, load.file, load.file.byteLength, load.totalRows, now],
    );
    await scheduleJob(tx, { name: PRODUCT_BULK_LOAD_JOB, singletonKey: load.id, payload: { loadId: load.id }, runAt: now }, now);
  });
}

interface LoadRow {
  id: string;
  seller_id: number;
  category_id: number;
  category_name: string;
  outcome: BulkLoadOutcome;
  file_name: string;
  state: ProductBulkLoad['state'];
  total_rows: number;
  processed_rows: number;
  created_rows: number;
  failed_rows: number;
  created_at: Date;
  finished_at: Date | null;
}

/** The seller's load as the contract says it (null: none of the seller's has this id), its report once done. */
export async function findBulkLoad(db: Queryable, sellerId: number, id: string): Promise<ProductBulkLoad | null> {
  const [load] = await db.query<LoadRow>(
    `select l.id, l.seller_id, l.category_id, c.name as category_name, l.outcome, l.file_name, l.state, l.total_rows,
            l.processed_rows, l.created_rows, l.failed_rows, l.created_at, l.finished_at
       from product_bulk_loads l join catalog_categories c on c.id = l.category_id
      where l.id = $1 and l.seller_id = $2`,
    [id, sellerId],
  );
  if (!load) return null;
  const report = load.state === 'done' ? await reportOf(db, id) : { issues: [], issueCount: 0 };
  return {
    id: load.id,
    categoryId: load.category_id,
    categoryName: load.category_name,
    outcome: load.outcome,
    fileName: load.file_name,
    state: load.state,
    totalRows: load.total_rows,
    processedRows: load.processed_rows,
    createdRows: load.created_rows,
    failedRows: load.failed_rows,
    ...report,
    createdAt: load.created_at.toISOString(),
    finishedAt: load.finished_at?.toISOString() ?? null,
  };
}

/** The refused rows' problems in the sheet's order, the first REPORT_ISSUES_LISTED of them, and how many there are. */
async function reportOf(db: Queryable, id: string): Promise<Pick<ProductBulkLoad, 'issues' | 'issueCount'>> {
  const rows = await db.query<{ row: number; column: string; code: RowIssue['code'] }>(
    `select r.row_number as row, i.issue ->> 'column' as column, i.issue ->> 'code' as code
       from product_bulk_load_rows r cross join lateral jsonb_array_elements(r.issues) with ordinality as i(issue, position)
      where r.load_id = $1 and r.product_id is null
      order by r.row_number, i.position limit $2`,
    [id, REPORT_ISSUES_LISTED],
  );
  const [count] = await db.query<{ total: number }>(
    'select coalesce(sum(jsonb_array_length(issues)), 0)::int as total from product_bulk_load_rows where load_id = $1 and product_id is null',
    [id],
  );
  return { issues: rows.map((issue) => ({ ...issue, message: ISSUE_MESSAGES[issue.code] })), issueCount: count?.total ?? 0 };
}

/** What the job needs of a load. */
export interface LoadToRun {
  id: string;
  sellerId: number;
  categoryId: number;
  outcome: BulkLoadOutcome;
  file: Buffer | null;
  state: ProductBulkLoad['state'];
}

/** The load the job reads, marked as under way (null when it no longer exists). */
export async function startBulkLoad(db: Queryable, id: string, now: Date): Promise<LoadToRun | null> {
  const [load] = await db.query<{ id: string; seller_id: number; category_id: number; outcome: BulkLoadOutcome; file: Buffer | Uint8Array | null; state: ProductBulkLoad['state'] }>(
    `update product_bulk_loads set state = case when state = 'done' then state else 'processing' end, started_at = coalesce(started_at, $2)
      where id = $1 returning id, seller_id, category_id, outcome, file, state`,
    [id, now],
  );
  if (!load) return null;
  return {
    id: load.id,
    sellerId: load.seller_id,
    categoryId: load.category_id,
    outcome: load.outcome,
    // Each driver hands bytea back as its own kind of buffer.
    file: load.file === null ? null : Buffer.from(load.file.buffer, load.file.byteOffset, load.file.byteLength),
    state: load.state,
  };
}

/** The rows of the load already stored (by an earlier attempt of its job). */
export async function storedRowNumbers(db: Queryable, id: string): Promise<Set<number>> {
  const rows = await db.query<{ row_number: number }>('select row_number from product_bulk_load_rows where load_id = $1', [id]);
  return new Set(rows.map((row) => row.row_number));
}

/** The active brands by the name the row gives, compared as headers are (no accents or case). */
export async function activeBrands(db: Queryable): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>('select id, name from catalog_brands where active');
}

/** Which of `skus` another product of the seller uses. */
export async function takenSkus(db: Queryable, sellerId: number, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db.query<{ sku: string }>('select sku from product_skus where seller_id = $1 and sku = any($2::text[])', [sellerId, [...skus]]);
  return new Set(rows.map((row) => row.sku));
}

/** Which of `keys` are the seller's uploads. */
export async function ownImageKeys(db: Queryable, sellerId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.query<{ key: string }>('select key from product_images where seller_id = $1 and key = any($2::text[])', [sellerId, [...keys]]);
  return new Set(rows.map((row) => row.key));
}

/** A row's outcome: the product to create, or its problems. */
export type RowOutcome = { number: number; sku: string; content: ProductContent; issues: [] } | { number: number; issues: RowIssue[] };

/**
 * Stores a batch of rows in one transaction: a product (a draft, or pending when the load sends to
 * review) with its SKU for each valid row, a record of every row, and the load's counts. The load's
 * row is locked first, so two attempts of its job (a lease that ran out on a slow instance) never
 * store a row twice: the second skips the rows the first recorded. A SKU claimed meanwhile by the
 * seller's own form fails the batch, which the job's next attempt judges again.
 */
export async function storeRows(db: Database, load: LoadToRun, rows: readonly RowOutcome[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select id from product_bulk_loads where id = $1 for update', [load.id]);
    const stored = new Set(
      (await tx.query<{ row_number: number }>('select row_number from product_bulk_load_rows where load_id = $1 and row_number = any($2::int[])', [load.id, rows.map((row) => row.number)])).map(
        (row) => row.row_number,
      ),
    );
    const fresh = rows.filter((row) => !stored.has(row.number));
    if (fresh.length === 0) return;
    const valid = fresh.filter((row): row is Extract<RowOutcome, { sku: string }> => row.issues.length === 0);
    const ids =
      valid.length === 0
        ? []
        : (await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, $1)`, [valid.length])).map((row) => row.id);
    if (valid.length > 0) {
      const status = load.outcome === 'review' ? 'pending' : 'draft';
      await tx.query(
        `insert into products (id, seller_id, status, working, category_id, brand_id, title, price, submitted_at, created_at, updated_at)
         select v.id, $1, $2, v.working::jsonb, $3, v.brand_id, v.title, v.price, case when $2 = 'pending' then $4::timestamptz end, $4, $4
           from unnest($5::int[], $6::text[], $7::int[], $8::text[], $9::int[]) as v(id, working, brand_id, title, price)`,
        [
          load.sellerId,
          status,
          load.categoryId,
          now,
          ids,
          valid.map((row) => JSON.stringify(row.content)),
          valid.map((row) => row.content.brandId),
          valid.map((row) => row.content.title.trim()),
          valid.map((row) => row.content.price),
        ],
      );
      await tx.query('insert into product_skus (seller_id, sku, product_id) select $1, v.sku, v.id from unnest($2::text[], $3::int[]) as v(sku, id)', [
        load.sellerId,
        valid.map((row) => row.sku),
        ids,
      ]);
    }
    const productIds = new Map(valid.map((row, index) => [row.number, ids[index]!]));
    await tx.query(
      `insert into product_bulk_load_rows (load_id, row_number, product_id, issues)
       select $1, v.row_number, v.product_id, v.issues::jsonb from unnest($2::int[], $3::int[], $4::text[]) as v(row_number, product_id, issues)`,
      [load.id, fresh.map((row) => row.number), fresh.map((row) => productIds.get(row.number) ?? null), fresh.map((row) => JSON.stringify(row.issues))],
    );
    await tx.query(
      `update product_bulk_loads set processed_rows = processed_rows + $2, created_rows = created_rows + $3, failed_rows = failed_rows + $4 where id = $1`,
      [load.id, fresh.length, valid.length, fresh.length - valid.length],
    );
  });
}

/** Every row has its outcome: the load is done and its file no longer kept. */
export async function finishBulkLoad(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(`update product_bulk_loads set state = 'done', finished_at = $2, file = null where id = $1 and state <> 'done'`, [id, now]);
}
