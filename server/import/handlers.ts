import { createHash, randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf, forbiddenSeller } from '../sellers/access.ts';
import { findImportJob, listImportJobs, queueImportJob, sellerExists } from './queries.ts';

const alreadyRunning = () =>
  new ApiProblem(409, 'IMPORT_ALREADY_RUNNING', 'Another import of this seller is queued or running');

/** Handlers of openapi/import.yaml. */
export function createImportHandlers(
  context: AppContext,
  options: { wakeImports?: () => void } = {},
): Required<Pick<OperationHandlers, 'startImport' | 'listImportJobs' | 'getImportJob'>> {
  const { db, clock } = context;

  return {
    startImport: async ({ query, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== query.seller_id) throw forbiddenSeller();
      const codeSha256 = createHash('sha256').update(query.code).digest('hex');
      const queued = await queueImportJob(db, { id: randomUUID(), sellerId: query.seller_id, code: query.code, codeSha256, requestedBy: caller.userId, now: clock() });
      if (queued.outcome === 'alreadyRunning') throw alreadyRunning();
      // The import starts now on this instance rather than at the queue's next poll.
      if (queued.outcome === 'queued') options.wakeImports?.();
      return queued.outcome === 'same' ? { status: 200, body: queued.job } : { status: 202, body: queued.job };
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
        if (!(await sellerExists(db, query.seller_id))) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${query.seller_id} does not exist`);
        sellerId = query.seller_id;
      }
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { data, total } = await listImportJobs(db, sellerId, pageSize, (page - 1) * pageSize);
      return { status: 200, body: { data, page, pageSize, total } };
    },

    getImportJob: async ({ params, session }) => {
      const caller = callerOf(session);
      const job = await findImportJob(db, params.jobId);
      // The contract's rule: the job's seller or an admin; to anyone else it is as absent as a job that does not exist.
      const mayRead = caller.role === 'admin' || (caller.role === 'seller' && job?.sellerId === caller.sellerId);
      if (!job || !mayRead) throw ApiProblem.notFound('Import job not found');
      return { status: 200, body: job };
    },
  };
}
