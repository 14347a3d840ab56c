/**
 * Loading stock from an Excel file, on the Stock page. The seller downloads the template, chooses
 * the filled file and whether its quantities replace the ones on hand ("set") or add to them
 * ("add"), and presses "Cargar". "Cargar" with no file chosen asks for one (`idle.noFile`); a
 * chosen file is checked to be an Excel workbook within the size limit (`validating`) and sent
 * (`uploading`). The server answers at once with an import job and works through the rows in the
 * background: the flow ends by opening the import's own page (/stock/imports/<id>), which follows it
 * across reloads (importProgress.machine.ts). A file refused whole (not a workbook, too large,
 * required columns missing, another import still running) says why and nothing is applied.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { DownloadedFile, ImportMode, StockImport, UploadedFile } from './stock.types.ts';

/** What the person chose: the browser's file, read by the `readWorkbook` actor. */
export interface ChosenFile {
  file: Blob;
  fileName: string;
}

/** Why a file was refused whole: a code, and for missing columns their names. */
export interface ImportRefusal {
  code: string;
  columns: string[];
}

export interface ImportUploadInput {
  /** Staff: the seller whose stock the file holds (the contract needs it); null for a seller, loading its own. */
  sellerId: number | null;
}

export interface ImportUploadContext extends ImportUploadInput {
  chosen: ChosenFile | null;
  mode: ImportMode;
  /** The chosen file once read, as it is sent. */
  file: UploadedFile | null;
  refusal: ImportRefusal | null;
  /** The code of the last template download that failed. */
  problem: string | null;
}

export type ImportUploadEvent =
  | { type: 'import.choose'; chosen: ChosenFile }
  | { type: 'import.mode'; mode: ImportMode }
  /** "Cargar". */
  | { type: 'import.start' }
  /** "Cerrar" on a refusal. */
  | { type: 'import.close' }
  | { type: 'template.download' };

/** The refusal a failure stands for: the server's code and named columns, or the client's code. */
function refusalOf(error: unknown): ImportRefusal {
  const columns = error instanceof ApiError && error.code === 'STOCK_COLUMNS_MISSING' ? (error.details ?? []).map((detail) => detail.message) : [];
  return { code: errorCodeOf(error), columns };
}

export const importUploadMachine = setup({
  types: {
    context: {} as ImportUploadContext,
    input: {} as ImportUploadInput,
    events: {} as ImportUploadEvent,
  },
  actors: {
    /** Reads the chosen file: a workbook (zip signature) within the size limit, as base64; rejects with the code of why not. */
    readWorkbook: fromPromise<UploadedFile, ChosenFile>(async () => notProvided('readWorkbook')()),
    /** Sends the file and the mode; answers the import the server queued. */
    startImport: fromPromise<StockImport, { file: UploadedFile; mode: ImportMode; sellerId: number | null }>(async () => notProvided('startImport')()),
    /** The empty template to fill. */
    downloadTemplate: fromPromise<DownloadedFile, void>(async () => notProvided('downloadTemplate')()),
  },
  actions: {
    keepChosen: assign(({ event }) => {
      assertEvent(event, 'import.choose');
      return { chosen: event.chosen, refusal: null, problem: null };
    }),
    keepMode: assign(({ event }) => {
      assertEvent(event, 'import.mode');
      return { mode: event.mode };
    }),
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error), file: null })),
    refuseEmpty: assign({ refusal: { code: 'STOCK_FILE_REQUIRED', columns: [] } }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    forgetRefusal: assign({ refusal: null, problem: null }),
    /** Placeholder; the module opens the import's page, which follows it until it ends. */
    openImport: (_, _params: { importId: string }) => {},
    /** Placeholder; the module hands the file to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    hasFile: ({ context }) => context.chosen !== null,
  },
}).createMachine({
  id: 'importUpload',
  context: ({ input }) => ({ ...input, chosen: null, mode: 'set', file: null, refusal: null, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'A file and a mode may be chosen, and the template downloaded; "Cargar" sends the file chosen.',
      on: {
        'import.choose': { target: '.ready', actions: 'keepChosen' },
        'import.mode': { actions: 'keepMode' },
        'import.start': [{ guard: 'hasFile', target: 'validating', actions: 'forgetRefusal' }, { target: '.noFile', actions: 'refuseEmpty' }],
        'template.download': '.downloadingTemplate',
      },
      initial: 'ready',
      states: {
        ready: { description: 'Nothing under way.' },
        noFile: { description: '"Cargar" was pressed with no file chosen: the page asks for one.' },
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
      description: 'The chosen file is read and checked before it is sent: an Excel workbook within the size limit, or nothing is sent.',
      invoke: {
        id: 'readWorkbook',
        src: 'readWorkbook',
        input: ({ context }) => context.chosen!,
        onDone: { target: 'uploading', actions: assign(({ event }) => ({ file: event.output })) },
        onError: { target: 'rejected', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploading: {
      description: 'The file is on its way; the server checks its columns before it queues the rows.',
      invoke: {
        id: 'startImport',
        src: 'startImport',
        input: ({ context }) => ({ file: context.file!, mode: context.mode, sellerId: context.sellerId }),
        onDone: { target: 'sent', actions: { type: 'openImport', params: ({ event }) => ({ importId: event.output.id }) } },
        onError: { target: 'rejected', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      description: "The import is queued: its own page follows it from here, so this flow's part is done.",
      type: 'final',
    },
    rejected: {
      description: 'The file was refused whole (not a workbook, too large, required columns missing, another import running): the page says why; nothing was applied.',
      on: {
        'import.close': { target: 'idle', actions: 'forgetRefusal' },
        'import.choose': { target: 'idle.ready', actions: 'keepChosen' },
      },
    },
  },
});
