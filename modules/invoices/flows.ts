/**
 * The composition root of the invoices module: its charts with their effects provided from what the
 * shell lends (the typed clients, navigation). Views receive the provided logic and never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createAttachSubmit, createInvoicesListActors, createInvoiceUploadActors } from './actors.ts';
import { attachFormMachine } from './machines/attachForm.ts';
import { queryOfFilters } from './machines/invoiceFilters.ts';
import { invoicesListMachine } from './machines/invoicesList.machine.ts';
import { invoiceUploadMachine } from './machines/invoiceUpload.machine.ts';
import { UPLOAD_RESULT_STATE } from './machines/uploadReport.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';

export interface InvoicesFlows {
  invoicesList: typeof invoicesListMachine;
  invoiceUpload: typeof invoiceUploadMachine;
}

/** The module page's path with `query`, as the list writes it to the URL. */
export const listPath = (query: string): string => (query ? `/invoice?${query}` : '/invoice');

/** Where "Ver reporte de errores" goes. */
export const REPORT_PATH = '/invoice/reportError';

export function createInvoicesFlows(host: ModuleHost): InvoicesFlows {
  return {
    invoicesList: invoicesListMachine.provide({
      actors: { ...createInvoicesListActors(host.api), attachForm: attachFormMachine.provide({ actors: { submit: createAttachSubmit(host.api) } }) },
      actions: {
        // Replacing the entry: each filter is no page of its own, and a step back leaves the list.
        rememberFilters: (_, { filters }) => host.navigate(listPath(queryOfFilters(filters)), { replace: true }),
        saveFile: (_, { file }) => saveFile(file),
      },
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
