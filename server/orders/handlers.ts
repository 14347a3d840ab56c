import type { components, operations } from '../../openapi/generated/orders.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { keysetPage } from '../kit/keysetCursor.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf } from '../sellers/access.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { ORDER_STATUSES, ORDER_STATUS_GROUPS, statusesOf } from '../../shared/orders/lifecycle.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { findVisibleOrder, orderDetailOf, summaryOf } from './detail.ts';
import { EXPORT_MEDIA_TYPES, csvStream, exportBatches, firstExportBatch, xlsxStream } from './export.ts';
import { filtersOf } from './filters.ts';
import { orderLabel } from './label.ts';
import { listPage, statusCounts } from './list-query.ts';
import { applyTransition } from './transition.ts';

type OrdersOperationId = keyof operations & string;
type GroupCounts = components['schemas']['OrderPage']['groupCounts'];

const DEFAULT_LIMIT = 25;

/** Handlers of openapi/orders.yaml; an export holds at most `exportLimit` orders. */
export function createOrdersHandlers(context: AppContext, { exportLimit }: { exportLimit: number }): Required<Pick<OperationHandlers, OrdersOperationId>> {
  const { db, clock } = context;

  return {
    listOrders: async ({ query, session }) => {
      const sort = query.sort ?? 'createdAt';
      const direction = query.direction ?? 'desc';
      const limit = query.limit ?? DEFAULT_LIMIT;
      const filters = filtersOf(query, callerOf(session), clock());
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor, sort, direction);
      // One row more than the page tells whether another page follows.
      const { rows, counts } = await listPage(db, filters, { sort, direction, after, limit: limit + 1 });
      const groupCounts = Object.fromEntries(
        ORDER_STATUS_GROUPS.map((group) => [group, statusesOf(group).reduce((sum, status) => sum + (counts.get(status) ?? 0), 0)]),
      ) as GroupCounts;
      const page = keysetPage(rows, limit, (last) => encodeCursor({ sort, direction, key: last.sort_key, id: last.id }));
      return {
        status: 200,
        body: {
          items: page.rows.map(summaryOf),
          nextCursor: page.nextCursor,
          groupCounts,
        },
      };
    },

    exportOrders: async ({ query, session }) => {
      const sort = query.sort ?? 'createdAt';
      const direction = query.direction ?? 'desc';
      const filters = filtersOf(query, callerOf(session), clock());
      const counts = await statusCounts(db, filters);
      const matching = (filters.statuses ?? ORDER_STATUSES).reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
      if (matching > exportLimit) {
        throw new ApiProblem(413, 'EXPORT_TOO_LARGE', `${matching} orders match; an export holds at most ${exportLimit}`);
      }
      const first = await firstExportBatch(db, filters, sort, direction);
      const batches = exportBatches(db, filters, sort, direction, first);
      return {
        status: 200,
        body: query.format === 'csv' ? csvStream(batches) : xlsxStream(batches),
        headers: {
          'content-type': EXPORT_MEDIA_TYPES[query.format],
          'content-disposition': `attachment; filename="ordenes-${santiagoDay(clock())}.${query.format}"`,
          'cache-control': 'no-store',
        },
      };
    },

    getOrder: async ({ params, session }) => {
      const caller = callerOf(session);
      return { status: 200, body: await orderDetailOf(db, await findVisibleOrder(db, caller, params.orderId), caller) };
    },

    transitionOrder: async ({ params, body, session }) => ({
      status: 200,
      body: await applyTransition(db, callerOf(session), params.orderId, body, clock()),
    }),

    getOrderLabel: async ({ params, session }) => {
      const { orderNumber, pdf } = await orderLabel(db, callerOf(session), params.orderId, clock());
      return {
        status: 200,
        body: pdf,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="etiqueta-${orderNumber}.pdf"`,
          'cache-control': 'no-store',
        },
      };
    },
  };
}
