/**
 * The reputation card of a published seller's home: asks the server for the summary once the card
 * mounts. A failure is logged and the card still shows, with the default category, Bloqueo.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import { fallbackSummary, type ReputationSummary } from './reputation.ts';

export interface ReputationSummaryInput {
  sellerId: number;
  /** The session's seller name, shown by the fallback card. */
  sellerName: string;
  /** Today in the portal's time zone (YYYY-MM-DD): the fallback card's period is counted from it. */
  today: string;
}

export interface ReputationSummaryContext extends ReputationSummaryInput {
  summary: ReputationSummary | null;
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by the composition root`);
};

export const reputationSummaryMachine = setup({
  types: {
    input: {} as ReputationSummaryInput,
    context: {} as ReputationSummaryContext,
  },
  actors: {
    /** GET {sellers}/v1/sellers/reputation-summary/{sellerId}; rejects with an ApiError. */
    loadReputationSummary: fromPromise<ReputationSummary, { sellerId: number }>(async () => notProvided('loadReputationSummary')()),
  },
  actions: {
    keepSummary: assign({ summary: (_, params: { summary: ReputationSummary }) => params.summary }),
    useDefaultCategory: assign({ summary: ({ context }) => fallbackSummary(context.sellerId, context.sellerName, context.today) }),
    /** Placeholder; the composition root logs where the portal logs. */
    logFailure: (_, _params: { code: string }) => {},
  },
}).createMachine({
  id: 'reputationSummary',
  context: ({ input }) => ({ ...input, summary: null }),
  initial: 'loading',
  states: {
    // Why: the card keeps its size while the figures are on their way (no layout shift).
    loading: {
      invoke: {
        id: 'loadReputationSummary',
        src: 'loadReputationSummary',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: { target: 'shown', actions: { type: 'keepSummary', params: ({ event }) => ({ summary: event.output }) } },
        onError: {
          target: 'failed',
          actions: ['useDefaultCategory', { type: 'logFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) }],
        },
      },
    },
    // Why final: the summary is monthly; it is read again when the home mounts again.
    shown: { type: 'final' },
    // Why a card still shows: the default category, Bloqueo, stands in for what could not be read.
    failed: { type: 'final' },
  },
});
