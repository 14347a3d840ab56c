/**
 * The side effects of the invoices charts, built from the typed invoices client the shell lends the
 * module (`host.api.invoices`, contract openapi/invoices.yaml). Every failure rejects with the
 * shared ApiError (the server's error body, or the client's own for no network and timeouts), so
 * the charts branch on `code`; the attach form's refusals come back on their field.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import { dataOrThrow, fileNameOf } from '../../src/app/modules/apiAnswers.ts';
import { INVOICE_XLSX_MAX_BYTES, isZip } from '../../shared/invoices/rules.ts';
import type { FormSubmitInput, FormSubmitResult } from '../../machines/form/form.machine.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { toBase64 } from '../../shared/base64.ts';
import { dayErrorOf, type AttachFacts, type AttachValues } from './machines/attachForm.ts';
import type { ChosenFile } from './machines/invoiceUpload.machine.ts';
import type { InvoicePageRequest } from './machines/invoicesList.machine.ts';
import type { DownloadedFile, InvoiceOrder, InvoicePage, UploadedFile, UploadResult } from './machines/invoices.types.ts';

/** Rows per page of the list. */
export const PAGE_SIZE = 25;

/** The list's actor: a page. */
export function createInvoicesListActors(api: ModuleHost['api']) {
  return {
    listPage: fromPromise<InvoicePage, InvoicePageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.invoices.GET('/v1/invoices', {
          params: {
            query: {
              ...(input.filters.state ? { state: input.filters.state } : {}),
              ...(input.filters.q ? { q: input.filters.q } : {}),
              ...(input.filters.sellerId !== null ? { sellerId: input.filters.sellerId } : {}),
              ...(input.cursor ? { cursor: input.cursor } : {}),
              limit: PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    ),
  };
}

/** The row actions' effect: a boleta's PDF as a file (the attach form's send is `createAttachSubmit`). */
export function createInvoiceActionsActors(api: ModuleHost['api']) {
  return {
    downloadInvoice: fromPromise<DownloadedFile, { orderId: number }>(async ({ input, signal }) => {
      const result = await api.invoices.GET('/v1/invoices/{orderId}/file', { params: { path: { orderId: input.orderId } }, parseAs: 'blob', signal });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, `boleta-${input.orderId}.pdf`) };
    }),
  };
}

/** Where a refusal of the server belongs in the attach form: a field and its message id, or the whole form. */
function attachRefusal(error: ApiError): FormSubmitResult<AttachValues, InvoiceOrder> | null {
  switch (error.code) {
    case 'INVOICE_FOLIO_TAKEN':
      return { outcome: 'refused', code: null, fields: { folio: 'invoices.attach.error.folioTaken' } };
    case 'INVOICE_FILE_NOT_PDF':
      return { outcome: 'refused', code: null, fields: { file: 'invoices.attach.error.fileNotPdf' } };
    case 'INVOICE_FILE_TOO_LARGE':
      return { outcome: 'refused', code: null, fields: { file: 'invoices.attach.error.fileTooLarge' } };
    case 'INVOICE_DATE_INVALID':
      return { outcome: 'refused', code: null, fields: { issuedOn: dayErrorOf(error.details?.[0]?.message ?? '') } };
    case 'INVOICE_NOT_EXPECTED':
    case 'ORDER_NOT_FOUND':
      return { outcome: 'refused', code: error.code, fields: {} };
    default:
      return null;
  }
}

/** The attach form's send: PUT /v1/invoices/{orderId}. No signal: once sent, the boleta is stored even if the dialog closes. */
export function createAttachSubmit(api: ModuleHost['api']) {
  return fromPromise<FormSubmitResult<AttachValues, InvoiceOrder>, FormSubmitInput<AttachValues, AttachFacts>>(async ({ input }) => {
    const { values, facts } = input;
    const result = await api.invoices.PUT('/v1/invoices/{orderId}', {
      params: { path: { orderId: facts.orderId } },
      body: {
        folio: Number(values.folio.trim()),
        issuedOn: values.issuedOn,
        file: { fileName: values.file?.fileName ?? 'boleta.pdf', contentBase64: values.file?.contentBase64 ?? '' },
      },
    });
    if (result.response.ok && result.data) return { outcome: 'accepted', output: result.data };
    const error = ApiError.fromBody(result.error, result.response.status);
    const refusal = attachRefusal(error);
    if (refusal) return refusal;
    throw error;
  });
}

const refuseFile = (code: string, message: string) => new ApiError({ statusCode: 400, code, message });

/** The upload's actors: read and check the chosen workbook, send it, and the template as a file. */
export function createInvoiceUploadActors(api: ModuleHost['api']) {
  return {
    readWorkbook: fromPromise<UploadedFile, ChosenFile>(async ({ input }) => {
      if (input.file.size > INVOICE_XLSX_MAX_BYTES) throw refuseFile('INVOICE_FILE_TOO_LARGE', 'The workbook is over 5 MB');
      const bytes = new Uint8Array(await input.file.arrayBuffer());
      // A workbook is a zip: its first bytes say so, whatever the file is called.
      if (!isZip(bytes)) throw refuseFile('INVOICE_FILE_NOT_XLSX', 'The file is not an Excel workbook');
      return { fileName: input.fileName, contentBase64: toBase64(bytes) };
    }),
    // No signal: once sent, the file is stored even if the page is left before the answer.
    uploadInvoices: fromPromise<UploadResult, UploadedFile>(async ({ input }) => dataOrThrow(await api.invoices.POST('/v1/invoices/uploads', { body: input }))),
    downloadTemplate: fromPromise<DownloadedFile, void>(async ({ signal }) => {
      const result = await api.invoices.GET('/v1/invoices/template', { parseAs: 'blob', signal });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, 'plantilla-boletas.xlsx') };
    }),
  };
}
