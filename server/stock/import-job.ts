/**
 * The job that reads a stock import: it counts the file's rows, then reads them as they stream and
 * applies them a batch at a time. Each batch is one transaction holding its levels' row locks, its
 * movements and the import's progress, so a reload reads how far it got, and a job that starts again
 * after a crash goes on after the last batch stored, applying nothing twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { WorkbookUnreadable } from '../kit/workbookReader.ts';
import {
  IMPORT_MODE_WORDS,
  importQuantityOf,
  STOCK_IMPORT_MAX_ROWS,
  STOCK_QUANTITY_MAX,
  type StockImportColumn,
  type StockImportMode,
  type StockRowIssueCode,
} from '../../shared/stock/rules.ts';
import { sheetRows, type SheetRow } from './import-sheet.ts';
import { IMPORT_COLUMNS, STOCK_IMPORT_JOB, type ImportIssues, type ImportRow, type StockRowIssue } from './imports.ts';
import { applyLevelChanges, ensureLevels, levelKey, lockLevels, type LevelChange } from './ledger.ts';
import { warehouseNameKey, warehousesOf } from './warehouses.ts';

/** Rows applied per transaction: few enough to keep row locks short, many enough to keep it quick. */
const BATCH_ROWS = 1_000;
/** Issues kept of each kind: enough to fix a file, never a report as large as the file. */
const ISSUES_KEPT = 1_000;

/** The English message of each row issue (the portal translates by code). */
const MESSAGES: Record<StockRowIssueCode, string> = {
  SKU_REQUIRED: 'The SKU is missing',
  SKU_NOT_FOUND: 'The SKU is none of your products or stock',
  WAREHOUSE_REQUIRED: 'The warehouse is missing',
  WAREHOUSE_NOT_FOUND: 'The warehouse is none of yours',
  QUANTITY_REQUIRED: 'The quantity is missing',
  QUANTITY_NOT_A_NUMBER: 'The quantity is not a number',
  QUANTITY_NOT_INTEGER: 'The quantity must be a whole number of units',
  QUANTITY_NEGATIVE: 'The units on hand cannot go below zero',
  QUANTITY_TOO_LARGE: `The quantity is over ${STOCK_QUANTITY_MAX}`,
  MODE_INVALID: 'The mode is neither set nor add',
  ROW_REPEATED: 'This SKU and warehouse are already in an earlier row of the file',
  QUANTITY_UNCHANGED: 'The level already had this quantity; the row changes nothing',
  BELOW_RESERVED: 'Fewer units on hand than open orders hold: nothing is available',
};

const issue = (row: number, column: StockImportColumn, code: StockRowIssueCode): StockRowIssue => ({ row, column, code, message: MESSAGES[code] });

/** A row that passed the checks a sheet alone can make. */
interface CandidateRow {
  row: number;
  sku: string;
  warehouseId: number;
  mode: StockImportMode;
  quantity: number;
}

/** What the seller's warehouses and the file's earlier rows say about a row, before the database. */
function checkCells(row: SheetRow, defaultMode: StockImportMode, warehouses: ReadonlyMap<string, number>, seen: Set<string>): CandidateRow | StockRowIssue[] {
  const problems: StockRowIssue[] = [];
  if (row.sku === '') problems.push(issue(row.row, 'SKU', 'SKU_REQUIRED'));
  const warehouseId = warehouses.get(warehouseNameKey(row.warehouse));
  if (row.warehouse === '') problems.push(issue(row.row, 'Bodega', 'WAREHOUSE_REQUIRED'));
  else if (warehouseId === undefined) problems.push(issue(row.row, 'Bodega', 'WAREHOUSE_NOT_FOUND'));
  const mode = row.mode === '' ? defaultMode : IMPORT_MODE_WORDS[row.mode.toLowerCase()];
  if (mode === undefined) problems.push(issue(row.row, 'Modo', 'MODE_INVALID'));
  const quantity = importQuantityOf(row.quantity, mode ?? defaultMode);
  if ('problem' in quantity) problems.push(issue(row.row, 'Cantidad', quantity.problem));
  const key = repeatKey(row);
  if (key !== null) {
    if (seen.has(key)) problems.push(issue(row.row, 'SKU', 'ROW_REPEATED'));
    seen.add(key);
  }
  if (problems.length > 0 || warehouseId === undefined || mode === undefined || 'problem' in quantity) return problems;
  return { row: row.row, sku: row.sku, warehouseId, mode, quantity: quantity.quantity };
}

/** Two rows repeat each other when they name the same SKU and the same warehouse (as written). */
const repeatKey = (row: SheetRow): string | null => (row.sku === '' || row.warehouse === '' ? null : `${row.sku}\u0000${warehouseNameKey(row.warehouse)}`);

/** The names of the SKUs the seller uses (its catalogue's, or a level it has); a SKU it does not use is absent. */
async function knownSkus(db: Queryable, sellerId: number, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<{ sku: string; name: string | null }>(
    `select v.sku, coalesce(
              (select l.name from stock_levels l where l.seller_id = $1 and l.sku = v.sku order by l.id limit 1),
              (select p.title from product_skus ps join products p on p.id = ps.product_id where ps.seller_id = $1 and ps.sku = v.sku)) as name
       from unnest($2::text[]) as v(sku)`,
    [sellerId, [...new Set(skus)]],
  );
  return new Map(rows.filter((row) => row.name !== null).map((row) => [row.sku, row.name!]));
}

/** Issues of a batch added to what the import kept, each kind up to ISSUES_KEPT. */
function merged(kept: ImportIssues, errors: readonly StockRowIssue[], warnings: readonly StockRowIssue[]): ImportIssues {
  const room = (list: readonly StockRowIssue[], more: readonly StockRowIssue[]) => [...list, ...more].slice(0, ISSUES_KEPT);
  return {
    errors: room(kept.errors, errors),
    warnings: room(kept.warnings, warnings),
    truncated: kept.truncated || kept.errors.length + errors.length > ISSUES_KEPT || kept.warnings.length + warnings.length > ISSUES_KEPT,
  };
}

/**
 * One batch in one transaction: the SKUs it names checked against the seller's, the levels made where
 * a known SKU has none in that warehouse yet, locked, changed and written to the ledger, and the
 * import's progress with them.
 */
async function applyBatch(db: Database, job: ImportRow, rows: readonly SheetRow[], context: BatchContext, now: Date): Promise<void> {
  const errors: StockRowIssue[] = [];
  const warnings: StockRowIssue[] = [];
  const candidates: CandidateRow[] = [];
  for (const row of rows) {
    const checked = checkCells(row, job.mode, context.warehouses, context.seen);
    if (Array.isArray(checked)) errors.push(...checked);
    else candidates.push(checked);
  }
  const names = await knownSkus(db, job.seller_id, candidates.map((row) => row.sku));
  const known = candidates.filter((row) => {
    if (names.has(row.sku)) return true;
    errors.push(issue(row.row, 'SKU', 'SKU_NOT_FOUND'));
    return false;
  });
  let applied = 0;
  await db.transaction(async (tx) => {
    // The import's row first: a second runner of the same import (a lease that expired while this
    // one still ran) finds the rows it meant to apply already stored, and stands down rather than
    // apply them twice.
    const [current] = await tx.query<{ issues: ImportIssues; done_through_row: number }>('select issues, done_through_row from stock_imports where id = $1 for update', [job.id]);
    if (!current || current.done_through_row !== context.doneThroughRow) throw new ImportSuperseded();
    // A row that only takes units away never makes a level: with none there is nothing to take.
    const making = known.filter((row) => row.mode === 'set' || row.quantity >= 0);
    const levelIds = await ensureLevels(
      tx,
      job.seller_id,
      making.map((row) => ({ sku: row.sku, warehouseId: row.warehouseId, name: names.get(row.sku)! })),
      now,
    );
    const taking = known.filter((row) => !levelIds.has(levelKey(row.sku, row.warehouseId)));
    if (taking.length > 0) {
      const existing = await tx.query<{ id: number; sku: string; warehouse_id: number }>(
        `select l.id, l.sku, l.warehouse_id from stock_levels l join unnest($2::text[], $3::int[]) as v(sku, warehouse_id) on l.sku = v.sku and l.warehouse_id = v.warehouse_id
          where l.seller_id = $1`,
        [job.seller_id, taking.map((row) => row.sku), taking.map((row) => row.warehouseId)],
      );
      for (const level of existing) levelIds.set(levelKey(level.sku, level.warehouse_id), level.id);
    }
    const locked = await lockLevels(tx, [...levelIds.values()]);
    const changes: LevelChange[] = [];
    for (const row of known) {
      const levelId = levelIds.get(levelKey(row.sku, row.warehouseId));
      const level = levelId === undefined ? undefined : locked.get(levelId);
      const onHand = row.mode === 'set' ? row.quantity : (level?.on_hand ?? 0) + row.quantity;
      if (onHand < 0 || level === undefined) {
        errors.push(issue(row.row, 'Cantidad', 'QUANTITY_NEGATIVE'));
        continue;
      }
      if (onHand > STOCK_QUANTITY_MAX) {
        errors.push(issue(row.row, 'Cantidad', 'QUANTITY_TOO_LARGE'));
        continue;
      }
      applied += 1;
      if (onHand === level.on_hand) warnings.push(issue(row.row, 'Cantidad', 'QUANTITY_UNCHANGED'));
      else if (onHand < level.reserved) warnings.push(issue(row.row, 'Cantidad', 'BELOW_RESERVED'));
      changes.push({ levelId: level.id, kind: 'import', onHand: { set: onHand }, importId: job.id, userId: job.user_id });
    }
    await applyLevelChanges(tx, changes, now, locked);
    errors.sort((a, b) => a.row - b.row);
    await tx.query(
      `update stock_imports set rows_read = rows_read + $2, rows_applied = rows_applied + $3, rows_skipped = rows_skipped + $4,
              done_through_row = $5, issues = $6::jsonb
        where id = $1`,
      [job.id, rows.length, applied, rows.length - applied, rows.at(-1)!.row, JSON.stringify(merged(current.issues, errors, warnings))],
    );
  });
  context.doneThroughRow = rows.at(-1)!.row;
}

/** Another runner stored rows of this import since this one started: it goes on, this one stops. */
class ImportSuperseded extends Error {}

interface BatchContext {
  warehouses: ReadonlyMap<string, number>;
  /** The SKU and warehouse of every row read so far, to find repeated rows. */
  seen: Set<string>;
  /** The last row stored, as this runner knows it. */
  doneThroughRow: number;
}

async function finish(db: Queryable, importId: string, now: Date, failure: string | null): Promise<void> {
  await db.query(`update stock_imports set state = $2, failure = $3, finished_at = $4, file = null where id = $1`, [importId, failure === null ? 'finished' : 'failed', failure, now]);
}

/** The rows under the header, up to one beyond the limit (that one says the file is too long). */
async function countRows(bytes: Uint8Array): Promise<number> {
  let rows = 0;
  for await (const _row of sheetRows(bytes)) {
    rows += 1;
    if (rows > STOCK_IMPORT_MAX_ROWS) break;
  }
  return rows;
}

/** Reads one import to its end (or on from where a crashed attempt stopped). */
export async function runStockImport(db: Database, importId: string, clock: () => Date, options: { batchRows?: number } = {}): Promise<void> {
  const [found] = await db.query<ImportRow & { file: Uint8Array | null }>(`select ${IMPORT_COLUMNS}, file from stock_imports where id = $1`, [importId]);
  if (!found || found.file === null || found.state === 'finished' || found.state === 'failed') return;
  const { file, ...job } = found;
  const bytes = new Uint8Array(file);
  if (job.state === 'queued') await db.query(`update stock_imports set state = 'running', started_at = $2 where id = $1 and state = 'queued'`, [importId, clock()]);
  try {
    if (job.rows_total === null) {
      const total = await countRows(bytes);
      if (total > STOCK_IMPORT_MAX_ROWS) return await finish(db, importId, clock(), 'STOCK_FILE_TOO_MANY_ROWS');
      await db.query('update stock_imports set rows_total = $2 where id = $1', [importId, total]);
    }
    const warehouses = new Map((await warehousesOf(db, job.seller_id)).map((warehouse) => [warehouseNameKey(warehouse.name), warehouse.id]));
    const context: BatchContext = { warehouses, seen: new Set(), doneThroughRow: job.done_through_row };
    const batchRows = options.batchRows ?? BATCH_ROWS;
    let batch: SheetRow[] = [];
    for await (const row of sheetRows(bytes)) {
      if (row.row <= job.done_through_row) {
        // Stored by an earlier attempt: only remembered, so a repeat of it is still found.
        const key = repeatKey(row);
        if (key !== null) context.seen.add(key);
        continue;
      }
      batch.push(row);
      if (batch.length === batchRows) {
        await applyBatch(db, job, batch, context, clock());
        batch = [];
      }
    }
    if (batch.length > 0) await applyBatch(db, job, batch, context, clock());
    await finish(db, importId, clock(), null);
  } catch (error) {
    if (error instanceof WorkbookUnreadable) return finish(db, importId, clock(), 'STOCK_FILE_INVALID_FORMAT');
    if (error instanceof ImportSuperseded) return;
    throw error;
  }
}

/** The queue's handler of stock imports; a failed attempt (the database away) is tried again. */
export function stockImportJobHandler(options: { db: Database; clock: () => Date; log: FastifyBaseLogger }): JobHandler {
  return {
    backoff: { baseMs: 5_000, capMs: 5 * 60 * 1000 },
    async run(job) {
      const importId = (job.payload as { importId?: unknown }).importId;
      if (typeof importId === 'string') await runStockImport(options.db, importId, options.clock);
    },
    async onFailure(job, error, retryAt) {
      options.log.error({ jobId: job.id, attempts: job.attempts, retryAt: retryAt.toISOString(), err: error }, 'stock import failed; it will be retried');
    },
  };
}

export { STOCK_IMPORT_JOB };
