/**
 * Stock imports as the service stores and shows them: the upload (checked, stored, queued as a job in
 * the same transaction) and what a reload reads back.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '../../openapi/generated/stock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { decodeBase64, decodedLength } from '../invoices/files.ts';
import { scheduleJob } from '../jobs/queue.ts';
import type { Caller } from '../sellers/access.ts';
import { STOCK_XLSX_MAX_BYTES, type StockImportMode } from '../../shared/stock/rules.ts';
import { checkSheetHeader } from './import-sheet.ts';

type StockImport = components['schemas']['StockImport'];
type StockImportRequest = components['schemas']['StockImportRequest'];
export type StockRowIssue = components['schemas']['StockRowIssue'];

/** The job that reads an import (server/stock/import-job.ts); one per import, keyed by its id. */
export const STOCK_IMPORT_JOB = 'stock-import';

/** What an import's rows came to so far: the first issues of each kind. */
export interface ImportIssues {
  errors: StockRowIssue[];
  warnings: StockRowIssue[];
  truncated: boolean;
}

export interface ImportRow {
  id: string;
  seller_id: number;
  user_id: number;
  file_name: string;
  mode: StockImportMode;
  state: StockImport['state'];
  rows_total: number | null;
  rows_read: number;
  rows_applied: number;
  rows_skipped: number;
  done_through_row: number;
  issues: ImportIssues;
  failure: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export const IMPORT_COLUMNS = `id, seller_id, user_id, file_name, mode, state, rows_total, rows_read, rows_applied, rows_skipped, done_through_row, issues,
  failure, created_at, started_at, finished_at`;

/** The contract's view; the report only once finished (and only when asked: lists leave it out). */
export function importOf(row: ImportRow, withReport = true): StockImport {
  return {
    id: row.id,
    sellerId: row.seller_id,
    fileName: row.file_name,
    mode: row.mode,
    state: row.state,
    progress: { rowsTotal: row.rows_total, rowsRead: row.rows_read, rowsApplied: row.rows_applied },
    report:
      withReport && row.state === 'finished'
        ? {
            rows: row.rows_read,
            applied: row.rows_applied,
            skipped: row.rows_skipped,
            errors: row.issues.errors,
            warnings: row.issues.warnings,
            truncated: row.issues.truncated,
          }
        : null,
    failure: row.failure,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

const fileRequired = (): ApiProblem =>
  new ApiProblem(400, 'STOCK_FILE_REQUIRED', 'You must select a file', { details: [{ field: 'body.file', message: 'is required' }] });

/**
 * Checks the file (present, a workbook, its header), stores it and queues its job, in one transaction:
 * the job exists exactly when the import does. Answers the import as queued.
 */
export async function createImport(db: Database, caller: Caller, sellerId: number, request: StockImportRequest, now: Date): Promise<StockImport> {
  const file = request.file;
  if (!file || file.contentBase64 === '') throw fileRequired();
  // Measured before decoding: a huge body is refused without holding its bytes twice.
  if (decodedLength(file.contentBase64) > STOCK_XLSX_MAX_BYTES) {
    throw new ApiProblem(413, 'STOCK_FILE_TOO_LARGE', `The file holds more than ${STOCK_XLSX_MAX_BYTES} bytes`, {
      details: [{ field: 'body.file.contentBase64', message: `at most ${STOCK_XLSX_MAX_BYTES} bytes` }],
    });
  }
  const bytes = decodeBase64(file.contentBase64);
  if (bytes === null || bytes.length === 0) throw fileRequired();
  await checkSheetHeader(bytes);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ImportRow>(
      `insert into stock_imports (id, seller_id, user_id, file_name, file, mode, created_at) values ($1, $2, $3, $4, $5, $6, $7)
       returning ${IMPORT_COLUMNS}`,
      [id, sellerId, caller.userId, file.fileName, bytes, request.mode ?? 'set', now],
    );
    await scheduleJob(tx, { name: STOCK_IMPORT_JOB, singletonKey: id, payload: { importId: id }, runAt: now }, now);
    return importOf(row!);
  });
}

/** An import the caller may read: a seller its own; another seller's is as absent as none. */
export async function findVisibleImport(db: Queryable, caller: Caller, importId: string): Promise<StockImport> {
  const [row] = await db.query<ImportRow>(`select ${IMPORT_COLUMNS} from stock_imports where id = $1 and ($2::int is null or seller_id = $2)`, [
    importId,
    caller.role === 'seller' ? (caller.sellerId ?? 0) : null,
  ]);
  if (!row) throw new ApiProblem(404, 'STOCK_IMPORT_NOT_FOUND', `There is no stock import ${importId}`);
  return importOf(row);
}

/** The seller's latest imports, without their reports. */
export async function latestImports(db: Queryable, sellerId: number): Promise<StockImport[]> {
  const rows = await db.query<ImportRow>(`select ${IMPORT_COLUMNS} from stock_imports where seller_id = $1 order by created_at desc, id limit 20`, [sellerId]);
  return rows.map((row) => importOf(row, false));
}
