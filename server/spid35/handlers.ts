import type { operations } from '../../openapi/generated/spid35.ts';
import type { AppContext } from '../app-context.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf } from '../sellers/access.ts';
import { moveOrder, resolveShortage, type Spid35ChangeOutcome } from './changes.ts';
import { queueOf } from './orders.ts';
import { facilitiesOf, visibleFacility } from './scope.ts';
import { expressStockOf } from './stock.ts';

type Spid35OperationId = keyof operations & string;

const CONFLICT_MESSAGES: Readonly<Record<Extract<Spid35ChangeOutcome, { outcome: 'conflict' }>['code'], string>> = {
  SPID35_ORDER_CHANGED: 'The order changed since the version sent; here it is as it is now',
  SPID35_MOVE_NOT_ALLOWED: 'The order does not move to that status from the one it has',
  SPID35_SHORTAGE_NOT_ALLOWED: 'Lines are resolved only while the order is being picked, once each',
  SPID35_SUBSTITUTE_UNAVAILABLE: "The substitute is not in the store's express stock, or has too few units",
};

function answer(result: Spid35ChangeOutcome) {
  if (result.outcome === 'done') return { status: 200 as const, body: result.order };
  return { status: 409 as const, body: { statusCode: 409 as const, code: result.code, message: CONFLICT_MESSAGES[result.code], current: result.current } };
}

/**
 * Handlers of openapi/spid35.yaml. Which roles reach each is the operation table's; which store,
 * server/spid35/scope.ts's.
 */
export function createSpid35Handlers(context: AppContext): Required<Pick<OperationHandlers, Spid35OperationId>> {
  const { db, clock } = context;
  return {
    listSpid35Facilities: async ({ session }) => ({ status: 200, body: { items: await facilitiesOf(db, callerOf(session)) } }),

    listSpid35Orders: async ({ query, session }) => {
      const facility = await visibleFacility(db, callerOf(session), query.facilityId);
      return { status: 200, body: { facility, items: await queueOf(db, facility.id) } };
    },

    moveSpid35Order: async ({ params, body, session }) => answer(await moveOrder(db, callerOf(session), params.orderId, body, clock())),

    resolveSpid35Shortage: async ({ params, body, session }) =>
      answer(await resolveShortage(db, callerOf(session), params.orderId, params.lineId, body, clock())),

    listSpid35Stock: async ({ query, session }) => {
      const facility = await visibleFacility(db, callerOf(session), query.facilityId);
      return { status: 200, body: { facility, items: await expressStockOf(db, facility.id, query.q) } };
    },
  };
}
