/**
 * The reputation card of a published seller's home: asks the server for the summary once the card
 * mounts. A failure is logged and the card still shows, with the default category, Bloqueo, and no
 * rules, so the drawer stays shut. Beside it, whether the card's drawer (the ladder of levels, their
 * benefits and what moves the seller up) is open.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import { fallbackSummary, isReadSummary, type CardSummary, type ReputationSummary } from './reputation.ts';
import { notProvided } from '../notProvided.ts';

export interface ReputationSummaryInput {
  sellerId: number;
  /** The session's seller name, shown by the fallback card. */
  sellerName: string;
  /** Today in the portal's time zone (YYYY-MM-DD): the fallback card's period is counted from it. */
  today: string;
}

export interface ReputationSummaryContext extends ReputationSummaryInput {
  summary: CardSummary | null;
}

/** What the card's reader does: open the drawer with the card's button, close it (button or Escape). */
export type ReputationSummaryEvent = { type: 'drawer.open' } | { type: 'drawer.close' };

export const reputationSummaryMachine = setup({
  types: {
    input: {} as ReputationSummaryInput,
    context: {} as ReputationSummaryContext,
    events: {} as ReputationSummaryEvent,
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
  guards: {
    /** The server's summary arrived, with the rules its month was scored with. */
    hasRules: ({ context }) => context.summary !== null && isReadSummary(context.summary),
  },
}).createMachine({
  id: 'reputationSummary',
  context: ({ input }) => ({ ...input, summary: null }),
  type: 'parallel',
  states: {
    summary: {
      description: 'The figures the card and the drawer draw: asked once, when the card mounts.',
      initial: 'loading',
      states: {
        // Why: the card keeps its size while the figures are on their way (no layout shift).
        loading: {
          description: 'Asking the server for the summary; the card holds its place.',
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
        shown: { type: 'final', description: "The server's summary, this month's figures included." },
        // Why a card still shows: the default category, Bloqueo, stands in for what could not be read.
        failed: { type: 'final', description: 'The default category, Bloqueo, without figures.' },
      },
    },
    drawer: {
      description: "The card's drawer: the ladder of levels, their benefits and what moves the seller up.",
      initial: 'closed',
      states: {
        closed: {
          description: 'Only the card shows.',
          on: {
            // Why the guard: the drawer explains the seller's own level with the rules it was scored
            // with; neither is known while loading, nor after a failed read (no copy of the rules here).
            'drawer.open': { guard: 'hasRules', target: 'open' },
          },
        },
        open: {
          description: 'The drawer covers the end of the page; the focus is in it until it closes.',
          on: { 'drawer.close': 'closed' },
        },
      },
    },
  },
});
