/**
 * The composition root of the invoices module: its charts with their effects provided from what the
 * shell lends (the typed clients, navigation). Views receive the provided logic and never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createAttachSubmit, createInvoiceActionsActors, createInvoicesListActors, createInvoiceUploadActors } from './actors.ts';
import { attachFormMachine } from './machines/attachForm.ts';
import { queryOfFilters } from './machines/invoiceFilters.ts';
import { invoiceActionsMachine } from './machines/invoiceActions.machine.ts';
import { invoicesListMachine } from './machines/invoicesList.machine.ts';
import { invoiceUploadMachine } from './machines/invoiceUpload.machine.ts';
import { UPLOAD_RESULT_STATE } from './machines/uploadReport.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';
import { createSellerPicker, type SellerPickerLogic } from '../../src/app/modules/sellerPicker.ts';

export interface InvoicesFlows {
  invoicesList: typeof invoicesListMachine;
  invoiceActions: typeof invoiceActionsMachine;
  invoiceUpload: typeof invoiceUploadMachine;
  /** The list's seller filter, for staff (a seller's list holds only its own orders). */
  sellerPicker: SellerPickerLogic;
}

/** The module page's path with `query`, as the list writes it to the URL. */
export const listPath = (query: string): string => (query ? `/invoice?${query}` : '/invoice');

/** Where "Ver reporte de errores" goes. */
export const REPORT_PATH = '/invoice/reportError';

export function createInvoicesFlows(host: ModuleHost): InvoicesFlows {
  return {
    sellerPicker: createSellerPicker(host.api),
    invoicesList: invoicesListMachine.provide({
      actors: createInvoicesListActors(host.api),
      actions: {
        // Replacing the entry: each filter is no page of its own, and a step back leaves the list.
        rememberFilters: (_, { filters }) => host.navigate(listPath(queryOfFilters(filters)), { replace: true }),
      },
    }),
    invoiceActions: invoiceActionsMachine.provide({
      actors: { ...createInvoiceActionsActors(host.api), attachForm: attachFormMachine.provide({ actors: { submit: createAttachSubmit(host.api) } }) },
      actions: { saveFile: (_, { file }) => saveFile(file) },
    }),
    invoiceUpload: invoiceUploadMachine.provide({
      actors: createInvoiceUploadActors(host.api),
      actions: {
        openReport: (_, { result }) => host.navigate(REPORT_PATH, { state: { [UPLOAD_RESULT_STATE]: result } }),
        saveFile: (_, { file }) => saveFile(file),
      },
    }),
  };
}
