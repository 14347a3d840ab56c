import { createHash, randomUUID } from 'node:crypto';
import type { components } from '../../openapi/generated/import.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf, forbiddenSeller } from '../sellers/access.ts';

type ImportJob = components['schemas']['ImportJob'];

interface JobRow {
  id: string;
  seller_id: number;
  provider: 'centry';
  status: ImportJob['status'];
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  products_imported: number | null;
  products_failed: number | null;
  error: string | null;
}

const JOB_COLUMNS = 'id, seller_id, provider, status, created_at, started_at, finished_at, products_imported, products_failed, error';

const jobOf = (row: JobRow): ImportJob => ({
  id: row.id,
  sellerId: row.seller_id,
  provider: row.provider,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  startedAt: row.started_at?.toISOString() ?? null,
  finishedAt: row.finished_at?.toISOString() ?? null,
  productsImported: row.products_imported,
  productsFailed: row.products_failed,
  error: row.error,
});

const alreadyRunning = () =>
  new ApiProblem(409, 'IMPORT_ALREADY_RUNNING', 'Another import of this seller is queued or running');

/** The unique index of one queued or running job per seller (005_sellers_orders_reports.sql). */
const isActiveJobConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505' && String((error as { message?: string }).message).includes('import_jobs_one_active');

/** Handlers of openapi/import.yaml. */
export function createImportHandlers(context: AppContext): Required<Pick<OperationHandlers, 'startImport' | 'listImportJobs' | 'getImportJob'>> {
  const { db, clock } = context;

  return {
    startImport: async ({ query, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== query.seller_id) throw forbiddenSeller();
      const codeSha256 = createHash('sha256').update(query.code).digest('hex');
      try {
        return await db.transaction(async (tx) => {
          // Serialises the starts of one seller, so "same code" and "one active job" are decided once.
          await tx.query('select id from sellers where id = $1 for update', [query.seller_id]);
          const [same] = await tx.query<JobRow>(
            `select ${JOB_COLUMNS} from import_jobs where seller_id = $1 and provider = 'centry' and code_sha256 = $2`,
            [query.seller_id, codeSha256],
          );
          if (same) return { status: 200 as const, body: jobOf(same) };
          const [active] = await tx.query('select 1 from import_jobs where seller_id = $1 and status in ($2, $3)', [query.seller_id, 'queued', 'running']);
          if (active) throw alreadyRunning();
          const [created] = await tx.query<JobRow>(
            `insert into import_jobs (id, seller_id, provider, status, code_sha256, oauth_code, requested_by, created_at)
             values ($1, $2, 'centry', 'queued', $3, $4, $5, $6) returning ${JOB_COLUMNS}`,
            [randomUUID(), query.seller_id, codeSha256, query.code, caller.userId, clock()],
          );
          if (!created) throw new Error('import job insert returned nothing');
          return { status: 202 as const, body: jobOf(created) };
        });
      } catch (error) {
        if (isActiveJobConflict(error)) throw alreadyRunning();
        throw error;
      }
    },

    listImportJobs: async ({ query, session }) => {
      const caller = callerOf(session);
      let sellerId: number;
      if (caller.role === 'seller') {
        if (query.seller_id !== undefined && query.seller_id !== caller.sellerId) throw forbiddenSeller();
        if (caller.sellerId === null) throw forbiddenSeller();
        sellerId = caller.sellerId;
      } else {
        if (query.seller_id === undefined) throw ApiProblem.validation([{ field: 'query.seller_id', message: 'is required for staff' }]);
        const [exists] = await db.query('select 1 from sellers where id = $1', [query.seller_id]);
        if (!exists) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${query.seller_id} does not exist`);
        sellerId = query.seller_id;
      }
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const [{ total = 0 } = {}] = await db.query<{ total: number }>('select count(*)::int as total from import_jobs where seller_id = $1', [sellerId]);
      const rows = await db.query<JobRow>(
        `select ${JOB_COLUMNS} from import_jobs where seller_id = $1 order by created_at desc, id limit $2 offset $3`,
        [sellerId, pageSize, (page - 1) * pageSize],
      );
      return { status: 200, body: { data: rows.map(jobOf), page, pageSize, total } };
    },

    getImportJob: async ({ params, session }) => {
      const caller = callerOf(session);
      const [row] = await db.query<JobRow>(`select ${JOB_COLUMNS} from import_jobs where id = $1`, [params.jobId]);
      // The contract's rule: the job's seller or an admin; to anyone else it is as absent as a job that does not exist.
      const mayRead = caller.role === 'admin' || (caller.role === 'seller' && row?.seller_id === caller.sellerId);
      if (!row || !mayRead) throw ApiProblem.notFound('Import job not found');
      return { status: 200, body: jobOf(row) };
    },
  };
}
