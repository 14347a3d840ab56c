import type { operations } from '../../openapi/generated/finance.ts';
import type { AppContext } from '../app-context.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf } from '../sellers/access.ts';
import { linesPage } from './lines.ts';
import { closePeriod, financeSellerOf, findVisiblePeriod, freshPeriod, listPeriods, recordAdjustment, recordPayment } from './periods.ts';

type FinanceOperationId = keyof operations & string;

/**
 * Handlers of openapi/finance.yaml. Which roles reach each is the operation table's (sellers and
 * admin read; admin acts); which seller, and whether a seller is in the publish history yet, is
 * server/finance/periods.ts's.
 */
export function createFinanceHandlers(context: AppContext): Required<Pick<OperationHandlers, FinanceOperationId>> {
  const { db, clock } = context;

  return {
    listSettlementPeriods: async ({ query, session }) => {
      const sellerId = await financeSellerOf(db, callerOf(session), query.sellerId);
      return { status: 200, body: await listPeriods(db, sellerId, query, clock()) };
    },

    getSettlementPeriod: async ({ params, session }) => {
      const period = await findVisiblePeriod(db, callerOf(session), params.periodId);
      return { status: 200, body: await freshPeriod(db, period.id, clock()) };
    },

    listSettlementLines: async ({ params, query, session }) => {
      const period = await findVisiblePeriod(db, callerOf(session), params.periodId);
      return { status: 200, body: await linesPage(db, period, query, clock()) };
    },

    createSettlementAdjustment: async ({ params, body, session }) => ({
      status: 201,
      body: await recordAdjustment(db, callerOf(session), params.periodId, body, clock()),
    }),

    closeSettlementPeriod: async ({ params }) => ({ status: 200, body: await closePeriod(db, params.periodId, clock()) }),

    recordSettlementPayment: async ({ params, body, session }) => ({
      status: 200,
      body: await recordPayment(db, callerOf(session), params.periodId, body, clock()),
    }),
  };
}
