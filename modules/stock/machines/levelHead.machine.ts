/**
 * The head of a level's page (/stock/levels/<id>): the level as it is now (its SKU and product, the
 * warehouse, on hand, reserved and available), read once by its id; its SKU's history is read under
 * it once the level is known (movementHistory.machine.ts), since the history is asked for by SKU.
 * The kit's detail chart is for pages with actions; this page only reads.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { StockLevel } from './stock.types.ts';

export interface LevelHeadInput {
  levelId: number;
}

export interface LevelHeadContext extends LevelHeadInput {
  level: StockLevel | null;
  problem: string | null;
}

export type LevelHeadEvent = { type: 'level.retry' };

export const levelHeadMachine = setup({
  types: { context: {} as LevelHeadContext, input: {} as LevelHeadInput, events: {} as LevelHeadEvent },
  actors: {
    /** The level by its id. */
    loadLevel: fromPromise<StockLevel, { levelId: number }>(async () => notProvided('loadLevel')()),
  },
  actions: {
    /** Placeholder; the module tells the breadcrumb the level's name. */
    announce: (_, _params: { level: StockLevel }) => {},
  },
  guards: {
    isMissing: (_, { error }: { error: unknown }) => error instanceof ApiError && error.statusCode === 404,
  },
}).createMachine({
  id: 'levelHead',
  context: ({ input }) => ({ ...input, level: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The level is on its way; there is nothing to show yet.',
      invoke: {
        src: 'loadLevel',
        input: ({ context }) => ({ levelId: context.levelId }),
        onDone: {
          target: 'shown',
          actions: [assign({ level: ({ event }) => event.output, problem: null }), { type: 'announce', params: ({ event }) => ({ level: event.output }) }],
        },
        onError: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: assign({ problem: ({ event }) => errorCodeOf(event.error) }) },
        ],
      },
    },
    shown: { description: 'The level is shown, and its SKU\'s history under it.' },
    notFound: { description: 'No such level among the caller\'s (an old link, another seller\'s): nothing to retry.' },
    failed: {
      description: 'The level could not be read (no network, the service down); "Reintentar" asks again.',
      on: { 'level.retry': 'loading' },
    },
  },
});
