/**
 * An import's own page (/stock/imports/<id>): the server works through the file's rows in the
 * background, and the page, opened right after the upload or again after a reload or from a link,
 * reads the import every few seconds while it is queued or running, showing how many rows it read
 * and applied. It ends with every row applied (`finished.clean`), or with the report of the rows it
 * skipped or warned about, each with its row, column and why (`finished.withIssues`), or stopped on
 * the server (`stopped`: the file could not be read whole). A reading that fails leaves the import
 * running on the server; "Reintentar" asks again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { StockImport } from './stock.types.ts';

/** How long the page waits between two readings of an import under way. */
export const IMPORT_POLL_MS = 2000;

export interface ImportProgressInput {
  importId: string;
}

export interface ImportProgressContext extends ImportProgressInput {
  /** The import as last read; null until it is. */
  job: StockImport | null;
  /** The code of the last failed reading. */
  problem: string | null;
}

export type ImportProgressEvent = { type: 'import.retry' };

type Read = { event: { output: StockImport } };
const keepJob = { type: 'keepJob', params: ({ event }: Read) => ({ job: event.output }) } as const;

export const importProgressMachine = setup({
  types: {
    context: {} as ImportProgressContext,
    input: {} as ImportProgressInput,
    events: {} as ImportProgressEvent,
  },
  actors: {
    /** The import as it stands. */
    readImport: fromPromise<StockImport, { importId: string }>(async () => notProvided('readImport')()),
  },
  actions: {
    keepJob: assign((_, { job }: { job: StockImport }) => ({ job, problem: null })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
  },
  guards: {
    isUnderWay: (_, { job }: { job: StockImport }) => job.state === 'queued' || job.state === 'running',
    hasStopped: (_, { job }: { job: StockImport }) => job.state === 'failed',
    hasIssues: (_, { job }: { job: StockImport }) => (job.report?.errors.length ?? 0) + (job.report?.warnings.length ?? 0) > 0,
    isMissing: (_, { error }: { error: unknown }) => error instanceof ApiError && error.statusCode === 404,
  },
  delays: {
    pollInterval: IMPORT_POLL_MS,
  },
}).createMachine({
  id: 'importProgress',
  context: ({ input }) => ({ ...input, job: null, problem: null }),
  initial: 'reading',
  states: {
    reading: {
      description: 'The import is being read.',
      invoke: {
        id: 'readImport',
        src: 'readImport',
        input: ({ context }) => ({ importId: context.importId }),
        onDone: [
          { guard: { type: 'isUnderWay', params: ({ event }) => ({ job: event.output }) }, target: 'waiting', actions: keepJob },
          { guard: { type: 'hasStopped', params: ({ event }) => ({ job: event.output }) }, target: 'stopped', actions: keepJob },
          {
            guard: { type: 'hasIssues', params: ({ event }) => ({ job: event.output }) },
            target: 'finished.withIssues',
            actions: keepJob,
          },
          { target: 'finished.clean', actions: keepJob },
        ],
        onError: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'readFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    waiting: {
      description: 'The import is queued or running: it is read again in a few seconds.',
      after: { pollInterval: 'reading' },
    },
    readFailed: {
      description: 'The import could not be read (no network, the service down); it keeps running on the server, and "Reintentar" asks again.',
      on: { 'import.retry': 'reading' },
    },
    notFound: {
      description: 'No such import among the caller\'s (an old or foreign link): nothing to follow.',
      type: 'final',
    },
    stopped: {
      description: 'The import stopped on the server before it ended (the file could not be read whole); the rows it applied stay.',
      type: 'final',
    },
    finished: {
      description: 'The import ended: the page says how many rows were applied, and lists those skipped or warned about with their row, column and why.',
      initial: 'clean',
      states: {
        clean: { description: 'Every row was applied.' },
        withIssues: { description: 'Some rows were skipped or applied with a warning: the report names each.' },
      },
    },
  },
});
