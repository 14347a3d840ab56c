/**
 * Handlers of openapi/seller-directory.yaml, the admin's Configuración > Sellers. Who may call is
 * server/auth/permissions.ts's business (modules/sellers/permissions.json: admin only).
 */
import { publicationReasonProblemOf } from '../../shared/sellers/publicationRules.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf } from '../sellers/access.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { setPublished } from '../sellers/publication.ts';
import { listDirectoryPage } from './list.ts';
import { readSellerRecord, sellerNotFound } from './record.ts';
import { updateSellerSettings } from './settings.ts';

type DirectoryOperationId = 'listDirectorySellers' | 'getDirectorySeller' | 'updateDirectorySeller' | 'changeSellerPublication';

export function createSellerDirectoryHandlers(context: AppContext): Required<Pick<OperationHandlers, DirectoryOperationId>> {
  const { db, clock } = context;
  const today = () => santiagoDay(clock());

  return {
    listDirectorySellers: async ({ query }) => ({ status: 200, body: await listDirectoryPage(db, query, today()) }),

    getDirectorySeller: async ({ params }) => ({ status: 200, body: await readSellerRecord(db, params.sellerId, today()) }),

    updateDirectorySeller: async ({ params, body, session }) => {
      const caller = callerOf(session);
      await db.transaction((tx) => updateSellerSettings(tx, params.sellerId, body, caller.userId, clock()));
      return { status: 200, body: await readSellerRecord(db, params.sellerId, today()) };
    },

    changeSellerPublication: async ({ params, body, session }) => {
      const caller = callerOf(session);
      const problem = publicationReasonProblemOf(body.reason);
      if (problem) throw new ApiProblem(400, problem, 'The reason must say why in 10 to 500 characters', { details: [{ field: 'body.reason', message: problem }] });
      const outcome = await db.transaction((tx) => setPublished(tx, params.sellerId, body.publish, body.reason.trim(), caller.userId, clock()));
      if (outcome.kind === 'notFound') throw sellerNotFound(params.sellerId);
      if (outcome.kind === 'unchanged') {
        throw body.publish
          ? new ApiProblem(409, 'SELLER_ALREADY_PUBLISHED', 'The seller is published already')
          : new ApiProblem(409, 'SELLER_ALREADY_UNPUBLISHED', 'The seller is unpublished already');
      }
      return { status: 200, body: await readSellerRecord(db, params.sellerId, today()) };
    },
  };
}
