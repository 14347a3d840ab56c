/**
 * The SQL of the product imports (openapi/import.yaml): a seller's jobs, read and queued. The handlers
 * check who may do what; these only touch the database.
 */
import type { components } from '../../openapi/generated/import.ts';
import type { Database, Queryable } from '../db/database.ts';
import { scheduleJob } from '../jobs/queue.ts';

type ImportJob = components['schemas']['ImportJob'];

/** The queue's job that runs a Centry import (server/import/centry/job.ts); its singleton key is the import's id. */
export const CENTRY_IMPORT_JOB = 'centry-import';

interface JobRow {
  id: string;
  seller_id: number;
  provider: 'centry';
  status: ImportJob['status'];
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  products_seen: number | null;
  products_imported: number | null;
  products_failed: number | null;
  error: string | null;
}

const JOB_COLUMNS = 'id, seller_id, provider, status, created_at, started_at, finished_at, products_seen, products_imported, products_failed, error';

const jobOf = (row: JobRow): ImportJob => ({
  id: row.id,
  sellerId: row.seller_id,
  provider: row.provider,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  startedAt: row.started_at?.toISOString() ?? null,
  finishedAt: row.finished_at?.toISOString() ?? null,
  productsSeen: row.products_seen,
  productsImported: row.products_imported,
  productsFailed: row.products_failed,
  error: row.error,
});

/** The unique index of one queued or running job per seller (005_sellers_orders_reports.sql). */
const isActiveJobConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505' && String((error as { message?: string }).message).includes('import_jobs_one_active');

export interface JobRequest {
  id: string;
  sellerId: number;
  code: string;
  codeSha256: string;
  requestedBy: number;
  now: Date;
}

/** What queuing a job came to: the job of the same code, a new job, or none while another runs. */
export type QueueOutcome = { outcome: 'same'; job: ImportJob } | { outcome: 'queued'; job: ImportJob } | { outcome: 'alreadyRunning' };

export async function queueImportJob(db: Database, request: JobRequest): Promise<QueueOutcome> {
  try {
    return await db.transaction(async (tx): Promise<QueueOutcome> => {
      // Serialises the starts of one seller, so "same code" and "one active job" are decided once.
      await tx.query('select id from sellers where id = $1 for update', [request.sellerId]);
      const [same] = await tx.query<JobRow>(`select ${JOB_COLUMNS} from import_jobs where seller_id = $1 and provider = 'centry' and code_sha256 = $2`, [
        request.sellerId,
        request.codeSha256,
      ]);
      if (same) return { outcome: 'same', job: jobOf(same) };
      const [active] = await tx.query('select 1 from import_jobs where seller_id = $1 and status in ($2, $3)', [request.sellerId, 'queued', 'running']);
      if (active) return { outcome: 'alreadyRunning' };
      const [created] = await tx.query<JobRow>(
        `insert into import_jobs (id, seller_id, provider, status, code_sha256, oauth_code, requested_by, created_at)
         values ($1, $2, 'centry', 'queued', $3, $4, $5, $6) returning ${JOB_COLUMNS}`,
        [request.id, request.sellerId, request.codeSha256, request.code, request.requestedBy, request.now],
      );
      if (!created) throw new Error('import job insert returned nothing');
      // Committed with the job, so a queued import always has its run waiting on the queue.
      await scheduleJob(tx, { name: CENTRY_IMPORT_JOB, singletonKey: request.id, payload: { importId: request.id }, runAt: request.now }, request.now);
      return { outcome: 'queued', job: jobOf(created) };
    });
  } catch (error) {
    if (isActiveJobConflict(error)) return { outcome: 'alreadyRunning' };
    throw error;
  }
}

export async function sellerExists(db: Queryable, sellerId: number): Promise<boolean> {
  const [exists] = await db.query('select 1 from sellers where id = $1', [sellerId]);
  return exists !== undefined;
}

/** A page of a seller's jobs, newest first, and how many it has. */
export async function listImportJobs(db: Queryable, sellerId: number, limit: number, offset: number): Promise<{ data: ImportJob[]; total: number }> {
  const [{ total = 0 } = {}] = await db.query<{ total: number }>('select count(*)::int as total from import_jobs where seller_id = $1', [sellerId]);
  const rows = await db.query<JobRow>(`select ${JOB_COLUMNS} from import_jobs where seller_id = $1 order by created_at desc, id limit $2 offset $3`, [
    sellerId,
    limit,
    offset,
  ]);
  return { data: rows.map(jobOf), total };
}

export async function findImportJob(db: Queryable, jobId: string): Promise<ImportJob | null> {
  const [row] = await db.query<JobRow>(`select ${JOB_COLUMNS} from import_jobs where id = $1`, [jobId]);
  return row ? jobOf(row) : null;
}
