/**
 * Products by Excel (/pim/bulk-load): the seller chooses a category (and may download its template),
 * a filled file and what the valid rows become (drafts, or sent to review), and sends it. The page
 * checks what it can before sending (a category, a file, an .xlsx of at most 20 MB); the server
 * judges the file whole (its columns, its rows) and answers with the load, which the page then
 * follows at its own address (/pim/bulk-load/<id>), so a reload, a bookmark or a second tab shows the
 * same load: its progress read every few seconds until it is done, then the report of the refused
 * rows and the way to the products created.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { BULK_LOAD_FILE_EXTENSION, BULK_LOAD_MAX_BYTES } from '../../../shared/catalog/bulkLoadLimits.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { components } from '../../../openapi/generated/catalog.ts';

export type ProductBulkLoad = components['schemas']['ProductBulkLoad'];
export type BulkLoadOutcome = components['schemas']['BulkLoadOutcome'];

/** The browser's file as the person chose it. */
export interface ChosenFile {
  file: Blob;
  fileName: string;
}

/** A file the page hands to the browser to keep. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** What the upload actor sends. */
export interface BulkLoadUpload {
  categoryId: number;
  outcome: BulkLoadOutcome;
  file: ChosenFile;
}

/** Why a file was not taken: the page's or the server's code, and for missing columns their names. */
export interface BulkLoadRefusal {
  code: string;
  columns: string[];
}

export interface BulkLoadInput {
  /** The load in the address; null on the page that starts one. */
  loadId: string | null;
}

export interface BulkLoadContext {
  categoryId: number | null;
  outcome: BulkLoadOutcome;
  file: ChosenFile | null;
  loadId: string | null;
  load: ProductBulkLoad | null;
  refusal: BulkLoadRefusal | null;
  /** The code of the last failure that was no refusal (the template, reading the load). */
  problem: string | null;
}

export type BulkLoadEvent =
  | { type: 'bulkLoad.category'; categoryId: number | null }
  | { type: 'bulkLoad.outcome'; outcome: BulkLoadOutcome }
  | { type: 'bulkLoad.file'; file: ChosenFile | null }
  | { type: 'bulkLoad.send' }
  | { type: 'template.download' }
  /** "Reintentar" after the load could not be read. */
  | { type: 'bulkLoad.retry' }
  /** "Cargar otro archivo". */
  | { type: 'bulkLoad.again' };

/** How long the page waits between two readings of a load under way. */
export const BULK_LOAD_POLL_MS = 2_000;

const refusal = (code: string): BulkLoadRefusal => ({ code, columns: [] });

/** The server's refusal: its code and, for missing columns, their names. */
function refusalOf(error: unknown): BulkLoadRefusal {
  const columns = error instanceof ApiError && error.code === 'PRODUCT_COLUMNS_MISSING' ? (error.details ?? []).map((detail) => detail.message) : [];
  return { code: errorCodeOf(error), columns };
}

const FRESH = { categoryId: null, outcome: 'draft', file: null, loadId: null, load: null, refusal: null, problem: null } as const satisfies BulkLoadContext;

export const bulkLoadMachine = setup({
  types: {
    context: {} as BulkLoadContext,
    events: {} as BulkLoadEvent,
    input: {} as BulkLoadInput,
  },
  actors: {
    /** GET /v1/catalog/categories/{categoryId}/product-template. */
    downloadTemplate: fromPromise<DownloadedFile, { categoryId: number }>(async () => notProvided('downloadTemplate')()),
    /** POST /v1/catalog/product-bulk-loads (multipart). */
    uploadLoad: fromPromise<ProductBulkLoad, BulkLoadUpload>(async () => notProvided('uploadLoad')()),
    /** GET /v1/catalog/product-bulk-loads/{loadId}. */
    readLoad: fromPromise<ProductBulkLoad, { loadId: string }>(async () => notProvided('readLoad')()),
  },
  actions: {
    keepCategory: assign(({ event }) => {
      assertEvent(event, 'bulkLoad.category');
      return { categoryId: event.categoryId, refusal: null, problem: null };
    }),
    keepOutcome: assign(({ event }) => {
      assertEvent(event, 'bulkLoad.outcome');
      return { outcome: event.outcome };
    }),
    keepFile: assign(({ event }) => {
      assertEvent(event, 'bulkLoad.file');
      return { file: event.file, refusal: null };
    }),
    refuse: assign((_, { code }: { code: string }) => ({ refusal: refusal(code) })),
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
    keepProblem: assign((_, { error }: { error: unknown }) => ({ problem: errorCodeOf(error) })),
    keepLoad: assign((_, { load }: { load: ProductBulkLoad }) => ({ load, loadId: load.id, problem: null })),
    forget: assign(() => ({ ...FRESH })),
    /** Placeholder; the module hands the template to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    /** Placeholder; the module writes the load's own address, where a reload finds it. */
    openLoad: (_, _params: { loadId: string }) => {},
    /** Placeholder; the module goes back to the page that starts a load. */
    startAgain: () => {},
  },
  guards: {
    opensLoad: ({ context }) => context.loadId !== null,
    categoryChosen: ({ context }) => context.categoryId !== null,
    noCategory: ({ context }) => context.categoryId === null,
    noFile: ({ context }) => context.file === null,
    fileTooLarge: ({ context }) => (context.file?.file.size ?? 0) > BULK_LOAD_MAX_BYTES,
    notAWorkbook: ({ context }) => !(context.file?.fileName ?? '').toLowerCase().endsWith(BULK_LOAD_FILE_EXTENSION),
    isDone: (_, { load }: { load: ProductBulkLoad }) => load.state === 'done',
    notFound: (_, { error }: { error: unknown }) => error instanceof ApiError && error.statusCode === 404,
  },
  delays: {
    pollDelay: BULK_LOAD_POLL_MS,
  },
}).createMachine({
  id: 'bulkLoad',
  context: ({ input }) => ({ ...FRESH, loadId: input.loadId }),
  initial: 'opening',
  states: {
    opening: {
      description: 'The address decides: a load to follow, or the form that starts one.',
      always: [{ guard: 'opensLoad', target: 'watching' }, { target: 'choosing' }],
    },
    choosing: {
      description: 'The category, its template, the file and what the valid rows become are chosen; nothing is sent yet.',
      initial: 'ready',
      on: {
        'bulkLoad.category': { target: '.ready', actions: 'keepCategory' },
        'bulkLoad.outcome': { actions: 'keepOutcome' },
        'bulkLoad.file': { target: '.ready', actions: 'keepFile' },
        'template.download': { guard: 'categoryChosen', target: '.downloadingTemplate' },
        // What the page can tell is refused at once, in the order the form asks for it: a file
        // that cannot be taken never leaves the browser.
        'bulkLoad.send': [
          { guard: 'noCategory', target: '.refused', actions: { type: 'refuse', params: { code: 'CATEGORY_REQUIRED' } } },
          { guard: 'noFile', target: '.refused', actions: { type: 'refuse', params: { code: 'PRODUCT_FILE_REQUIRED' } } },
          { guard: 'notAWorkbook', target: '.refused', actions: { type: 'refuse', params: { code: 'PRODUCT_FILE_NOT_XLSX' } } },
          { guard: 'fileTooLarge', target: '.refused', actions: { type: 'refuse', params: { code: 'PRODUCT_FILE_TOO_LARGE' } } },
          { target: 'sending' },
        ],
      },
      states: {
        ready: { description: 'Waiting for the person.' },
        refused: { description: 'The page or the server refused the file whole, and says why; a new choice clears it.' },
        downloadingTemplate: {
          description: "The category's template is on its way, to be handed to the browser.",
          invoke: {
            src: 'downloadTemplate',
            input: ({ context }) => ({ categoryId: context.categoryId! }),
            onDone: { target: 'ready', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
            onError: { target: 'templateFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        templateFailed: { description: 'The template could not be downloaded; it may be asked for again.' },
      },
    },
    sending: {
      description: 'The file is with the server, which judges it whole before it keeps it; nothing else can be sent meanwhile.',
      invoke: {
        src: 'uploadLoad',
        input: ({ context }) => ({ categoryId: context.categoryId!, outcome: context.outcome, file: context.file! }),
        onDone: {
          target: 'watching.waiting',
          actions: [{ type: 'keepLoad', params: ({ event }) => ({ load: event.output }) }, { type: 'openLoad', params: ({ event }) => ({ loadId: event.output.id }) }],
        },
        onError: { target: 'choosing.refused', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    watching: {
      description: 'A load is under way: its progress is read again every few seconds, from this page or any other that opens its address.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The load is being read.',
          invoke: {
            src: 'readLoad',
            input: ({ context }) => ({ loadId: context.loadId! }),
            onDone: [
              { guard: { type: 'isDone', params: ({ event }) => ({ load: event.output }) }, target: '#bulkLoad.finished', actions: { type: 'keepLoad', params: ({ event }) => ({ load: event.output }) } },
              { target: 'waiting', actions: { type: 'keepLoad', params: ({ event }) => ({ load: event.output }) } },
            ],
            onError: [
              { guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) }, target: 'missing' },
              { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        waiting: {
          description: 'The rows are being stored by the server; the progress shown is the last read.',
          after: { pollDelay: 'loading' },
        },
        failed: {
          description: 'The load could not be read (no network, the service away); the load goes on on the server and "Reintentar" reads it again.',
          on: { 'bulkLoad.retry': 'loading' },
        },
        missing: {
          description: 'No load of the seller has this address (another seller\'s, or a mistyped link).',
          on: { 'bulkLoad.again': { target: '#bulkLoad.choosing', actions: ['forget', 'startAgain'] } },
        },
      },
    },
    finished: {
      description: 'Every row has its outcome: the products created, and the report of the refused rows by row and column.',
      on: { 'bulkLoad.again': { target: 'choosing', actions: ['forget', 'startAgain'] } },
    },
  },
});
