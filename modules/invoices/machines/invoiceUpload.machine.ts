/**
 * The bulk upload of boletas: the seller chooses a filled template, the portal checks it is an
 * Excel workbook within the size limit (`validating`), sends it (`uploading`) and shows what the
 * server answered (`result`): with errors or warnings, an alert that the file was uploaded without
 * required fields, with "Cerrar" and "Ver reporte de errores" (which opens the report with the
 * result as navigation state); without, "Boletas cargadas con éxito". A file the portal or the
 * server refuses whole (not a workbook, too large, columns missing) is `rejected`, naming why.
 *
 * The template to fill is downloaded from `idle`.
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import type { DownloadedFile, UploadedFile, UploadResult } from './invoices.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

/** What the person chose: the browser's file, read by the `readWorkbook` actor. */
export interface ChosenFile {
  file: Blob;
  fileName: string;
}

/** Why a file was refused whole: a code, and for missing columns their names. */
export interface Refusal {
  code: string;
  columns: string[];
}

export interface InvoiceUploadContext {
  chosen: ChosenFile | null;
  /** The chosen file once read, as it is sent. */
  file: UploadedFile | null;
  result: UploadResult | null;
  refusal: Refusal | null;
  /** The code of the last template download that failed. */
  problem: string | null;
}

export type InvoiceUploadEvent =
  | { type: 'upload.choose'; chosen: ChosenFile }
  /** "Cerrar" on the alert or on the refusal. */
  | { type: 'upload.close' }
  /** "Ver reporte de errores". */
  | { type: 'upload.viewReport' }
  | { type: 'template.download' };

export type InvoiceUploadEmitted = { type: 'upload.stored'; stored: number };

/** The refusal a failure stands for: the server's code and named columns, or the client's code. */
function refusalOf(error: unknown): Refusal {
  const columns = error instanceof ApiError && error.code === 'INVOICE_COLUMNS_MISSING' ? (error.details ?? []).map((detail) => detail.message) : [];
  return { code: errorCodeOf(error), columns };
}

export const invoiceUploadMachine = setup({
  types: {
    context: {} as InvoiceUploadContext,
    events: {} as InvoiceUploadEvent,
    emitted: {} as InvoiceUploadEmitted,
  },
  actors: {
    /** Reads the chosen file: a workbook (zip signature) within the size limit, as base64; rejects with the code of why not. */
    readWorkbook: fromPromise<UploadedFile, ChosenFile>(async () => notProvided('readWorkbook')()),
    /** POST /v1/invoices/uploads. */
    uploadInvoices: fromPromise<UploadResult, UploadedFile>(async () => notProvided('uploadInvoices')()),
    /** GET /v1/invoices/template. */
    downloadTemplate: fromPromise<DownloadedFile, void>(async () => notProvided('downloadTemplate')()),
  },
  actions: {
    keepChosen: assign(({ event }) => {
      assertEvent(event, 'upload.choose');
      return { chosen: event.chosen, file: null, result: null, refusal: null, problem: null };
    }),
    keepResult: assign((_, { result }: { result: UploadResult }) => ({ result })),
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
    keepProblem: assign((_, { error }: { error: unknown }) => ({ problem: errorCodeOf(error) })),
    forget: assign({ chosen: null, file: null, result: null, refusal: null, problem: null }),
    announceStored: emit((_, { result }: { result: UploadResult }) => ({ type: 'upload.stored' as const, stored: result.stored })),
    /** Placeholder; the module opens /invoice/reportError with the result as navigation state. */
    openReport: (_, _params: { result: UploadResult }) => {},
    /** Placeholder; the module hands the file to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    hasIssues: (_, { result }: { result: UploadResult }) => result.errors.length > 0 || result.warnings.length > 0,
  },
}).createMachine({
  id: 'invoiceUpload',
  context: { chosen: null, file: null, result: null, refusal: null, problem: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No file on its way: a filled template may be chosen, or the empty one downloaded.',
      on: {
        'upload.choose': { target: 'validating', actions: 'keepChosen' },
        'template.download': '.downloadingTemplate',
      },
      initial: 'ready',
      states: {
        ready: { description: 'Nothing under way.' },
        downloadingTemplate: {
          description: 'The empty template is on its way, to be handed to the browser.',
          invoke: {
            id: 'downloadTemplate',
            src: 'downloadTemplate',
            onDone: { target: 'ready', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
            onError: { target: 'templateFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        templateFailed: { description: 'The template could not be downloaded; it may be asked for again.' },
      },
    },
    validating: {
      description: 'The chosen file is read and checked before it is sent: an Excel workbook of at most 5 MB, or nothing is sent.',
      invoke: {
        id: 'readWorkbook',
        src: 'readWorkbook',
        input: ({ context }) => context.chosen!,
        onDone: { target: 'uploading', actions: assign(({ event }) => ({ chosen: null, file: event.output })) },
        onError: { target: 'rejected', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploading: {
      description: 'The file is with the server, which reads and checks every row; nothing else can be sent meanwhile.',
      invoke: {
        id: 'uploadInvoices',
        src: 'uploadInvoices',
        input: ({ context }) => context.file!,
        onDone: [
          {
            guard: { type: 'hasIssues', params: ({ event }) => ({ result: event.output }) },
            target: 'result.withIssues',
            actions: [
              assign({ file: null }),
              { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'announceStored', params: ({ event }) => ({ result: event.output }) },
            ],
          },
          {
            target: 'result.clean',
            actions: [
              assign({ file: null }),
              { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'announceStored', params: ({ event }) => ({ result: event.output }) },
            ],
          },
        ],
        onError: { target: 'rejected', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    result: {
      description: 'The server read the file: the page says how it went until the alert is closed or another file chosen.',
      on: {
        'upload.close': { target: 'idle', actions: 'forget' },
        'upload.choose': { target: 'validating', actions: 'keepChosen' },
        'template.download': { target: 'idle.downloadingTemplate', actions: 'forget' },
      },
      initial: 'clean',
      states: {
        clean: { description: 'Every row was stored: "Boletas cargadas con éxito".' },
        withIssues: {
          description: 'Some rows have errors (then nothing was stored) or warnings: the alert offers the report of each.',
          on: {
            'upload.viewReport': { actions: { type: 'openReport', params: ({ context }) => ({ result: context.result! }) } },
          },
        },
      },
    },
    rejected: {
      description: 'The file was refused whole (not a workbook, too large, required columns missing): the page says why; nothing was stored.',
      on: {
        'upload.close': { target: 'idle', actions: 'forget' },
        'upload.choose': { target: 'validating', actions: 'keepChosen' },
        'template.download': { target: 'idle.downloadingTemplate', actions: 'forget' },
      },
    },
  },
});
