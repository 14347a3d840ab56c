import type { operations } from '../../openapi/generated/invoices.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { findVisibleOrder } from '../orders/detail.ts';
import { callerOf } from '../sellers/access.ts';
import { INVOICE_BODY_LIMIT_BYTES } from '../../shared/invoices/rules.ts';
import { attachInvoice, invoiceFileOf } from './attach.ts';
import { listInvoiceOrders } from './list.ts';
import { uploadInvoices } from './upload.ts';
import { invoiceTemplate, XLSX_MEDIA_TYPE } from './workbook.ts';

type InvoicesOperationId = keyof operations & string;

/** Request bodies larger than the app's default: a 5 MB file travels in base64 (contract: 413 above 8 MB). */
export const INVOICES_BODY_LIMITS: Partial<Record<InvoicesOperationId, number>> = {
  attachInvoice: INVOICE_BODY_LIMIT_BYTES,
  uploadInvoices: INVOICE_BODY_LIMIT_BYTES,
};

/** Handlers of openapi/invoices.yaml. Roles are enforced by server/auth/permissions.ts before these run. */
export function createInvoicesHandlers(context: AppContext): Required<Pick<OperationHandlers, InvoicesOperationId>> {
  const { db, clock } = context;

  return {
    listInvoices: async ({ query, session }) => ({ status: 200, body: await listInvoiceOrders(db, callerOf(session), query) }),

    getInvoiceTemplate: async () => ({
      status: 200,
      body: await invoiceTemplate(),
      headers: { 'content-type': XLSX_MEDIA_TYPE, 'content-disposition': 'attachment; filename="plantilla-boletas.xlsx"', 'cache-control': 'no-store' },
    }),

    uploadInvoices: async ({ body, session }) => ({ status: 200, body: await uploadInvoices(db, callerOf(session), body, clock()) }),

    attachInvoice: async ({ params, body, session }) => ({ status: 200, body: await attachInvoice(db, callerOf(session), params.orderId, body, clock()) }),

    getInvoiceFile: async ({ params, session }) => {
      const order = await findVisibleOrder(db, callerOf(session), params.orderId);
      const content = await invoiceFileOf(db, order.id);
      if (content === null || order.invoice_folio === null) throw new ApiProblem(404, 'INVOICE_FILE_NOT_FOUND', `Order ${order.order_number} has no boleta PDF`);
      return {
        status: 200,
        body: content,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="boleta-${order.invoice_folio}.pdf"`,
          'cache-control': 'no-store',
        },
      };
    },
  };
}
