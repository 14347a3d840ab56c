import type { operations } from '../../openapi/generated/shipments.ts';
import type { AppContext } from '../app-context.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { visibleSellerOf } from '../orders/detail.ts';
import { callerOf } from '../sellers/access.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { decodeShipmentCursor, dispatchCounts, shipmentPage } from './list.ts';
import { shipmentLabels } from './labels.ts';
import { createManifest } from './manifest.ts';
import { markReady } from './mark-ready.ts';

type ShipmentsOperationId = keyof operations & string;

const DEFAULT_LIMIT = 25;

const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

/** Handlers of openapi/shipments.yaml. */
export function createShipmentsHandlers(context: AppContext): Required<Pick<OperationHandlers, ShipmentsOperationId>> {
  const { db, clock } = context;

  return {
    listShipments: async ({ query, session }) => {
      const caller = callerOf(session);
      const status = query.status ?? 'awaiting_fulfillment';
      const filters = {
        // A seller always sees its own orders; staff every seller's or the one named.
        sellerId: caller.role === 'seller' ? visibleSellerOf(caller) : (query.sellerId ?? null),
        status,
        q: query.q ?? null,
      };
      const after = query.cursor === undefined ? null : decodeShipmentCursor(query.cursor, status);
      const [page, statusCounts] = await Promise.all([shipmentPage(db, filters, after, query.limit ?? DEFAULT_LIMIT), dispatchCounts(db, filters)]);
      return { status: 200, body: { ...page, statusCounts } };
    },

    markShipmentsReady: async ({ body, session }) => ({
      status: 200,
      body: { results: await markReady(db, callerOf(session), body.orderIds, clock()) },
    }),

    printShipmentLabels: async ({ body, session }) => {
      const now = clock();
      const pdf = await shipmentLabels(db, callerOf(session), body.orderIds, now);
      return { status: 200, body: pdf, headers: pdfHeaders(`etiquetas-${santiagoDay(now)}.pdf`) };
    },

    createDispatchManifest: async ({ body, session }) => {
      const { number, pdf } = await createManifest(db, callerOf(session), body.orderIds, body.carrier, clock());
      return { status: 201, body: pdf, headers: { ...pdfHeaders(`manifiesto-${number}.pdf`), 'x-manifest-number': number } };
    },
  };
}
