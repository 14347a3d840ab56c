import type { operations } from '../../openapi/generated/returns.ts';
import type { AppContext } from '../app-context.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf } from '../sellers/access.ts';
import { decideReturn, takeOverReturn } from './actions.ts';
import { listCsQueuePage, listReturnsPage } from './list.ts';
import { findVisibleReturn, returnDetailOf } from './records.ts';

type ReturnsOperationId = keyof operations & string;

/** Handlers of openapi/returns.yaml; who reaches each is modules/returns/permissions.json's. */
export function createReturnsHandlers(context: AppContext): Required<Pick<OperationHandlers, ReturnsOperationId>> {
  const { db, clock } = context;
  return {
    listReturns: async ({ query, session }) => ({ status: 200, body: await listReturnsPage(db, callerOf(session), query ?? {}) }),
    listCsReturns: async ({ query, session }) => ({ status: 200, body: await listCsQueuePage(db, callerOf(session), query ?? {}) }),
    getReturn: async ({ params, session }) => {
      const caller = callerOf(session);
      return { status: 200, body: await returnDetailOf(db, await findVisibleReturn(db, caller, params.returnId), caller) };
    },
    decideReturn: async ({ params, body, session }) => ({ status: 200, body: await decideReturn(db, callerOf(session), params.returnId, body, clock()) }),
    takeOverReturn: async ({ params, session }) => ({ status: 200, body: await takeOverReturn(db, callerOf(session), params.returnId, clock()) }),
  };
}
