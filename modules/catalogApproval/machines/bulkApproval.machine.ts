/**
 * What the queue does with the products chosen on it (reviewQueue.machine.ts), beside it: approve
 * them all at once, after the reviewer confirms. The server decides each on its own and answers
 * one result per product (approved, refused because someone decided it or it changed meanwhile,
 * not found), which stays on screen until dismissed; the queue is then read again, so the decided
 * products leave it. The chosen products come with the event, with the revision each row showed:
 * what the reviewer saw is what is approved.
 */
import { assign, fromPromise, sendTo, setup, type ActorRef, type Snapshot } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { BulkApprovalResult } from './reviews.types.ts';

/** The queue the approval asks again once products were decided, as the chart sees it. */
export type QueueRef = ActorRef<Snapshot<unknown>, { type: 'list.refresh' }>;

/** A product chosen, with the revision its row showed (and its title, for the results). */
export interface ChosenRevision {
  productId: number;
  revision: number;
  title: string;
}

export interface BulkApprovalInput {
  queue: QueueRef;
}

export interface BulkApprovalContext extends BulkApprovalInput {
  /** The products being confirmed or approved, or last approved. */
  items: ChosenRevision[];
  /** The last answer, one result per product, until dismissed. */
  results: BulkApprovalResult[] | null;
  /** The code of the last failure as a whole. */
  problem: string | null;
}

export type BulkApprovalEvent =
  /** "Aprobar seleccionados": the chosen products, as the queue shows them. */
  | { type: 'bulk.start'; items: ChosenRevision[] }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.confirm' }
  | { type: 'results.dismiss' };

type Chosen = { items: ChosenRevision[] };

const start = {
  guard: { type: 'hasItems', params: ({ event }: { event: Chosen }) => event },
  target: '#bulkApproval.confirming',
  actions: { type: 'keepItems', params: ({ event }: { event: Chosen }) => event },
} as const;

export const bulkApprovalMachine = setup({
  types: {
    context: {} as BulkApprovalContext,
    input: {} as BulkApprovalInput,
    events: {} as BulkApprovalEvent,
  },
  actors: {
    /** POST /v1/catalog-approval/bulk-approval: one result per product. */
    approveAll: fromPromise<BulkApprovalResult[], { items: ChosenRevision[] }>(async () => notProvided('approveAll')()),
  },
  actions: {
    keepItems: assign((_, { items }: Chosen) => ({ items })),
    keepResults: assign((_, { results }: { results: BulkApprovalResult[] }) => ({ results, problem: null })),
    keepProblem: assign((_, { error }: { error: unknown }) => ({ problem: errorCodeOf(error) })),
    dismissResults: assign({ results: null }),
    /** Decided products leave the queue: it is read again. */
    refreshQueue: sendTo(({ context }) => context.queue, { type: 'list.refresh' }),
    /** Placeholder; the module says how it went (the portal's flash), each product's result being on the page. */
    announce: (_, _params: { results: BulkApprovalResult[] | null }) => {},
  },
  guards: {
    hasItems: (_, { items }: Chosen) => items.length > 0,
    hasResults: ({ context }) => context.results !== null,
  },
}).createMachine({
  id: 'bulkApproval',
  context: ({ input }) => ({ ...input, items: [], results: null, problem: null }),
  initial: 'idle',
  // The last results are the page's to dismiss whatever comes next.
  on: { 'results.dismiss': { guard: 'hasResults', actions: 'dismissResults' } },
  states: {
    idle: {
      description: 'Nothing is being approved and nothing failed: the chosen products may be approved.',
      on: { 'bulk.start': start },
    },
    confirming: {
      description: 'A dialog asks whether to approve every chosen product; approving publishes them, so it sends only on its own button.',
      on: { 'bulk.cancel': 'idle', 'bulk.confirm': 'approving' },
    },
    approving: {
      description: 'The chosen products are being approved, each on its own; the queue stands still until the answer about them.',
      invoke: {
        src: 'approveAll',
        input: ({ context }) => ({ items: context.items }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'keepResults', params: ({ event }) => ({ results: event.output }) },
            { type: 'announce', params: ({ event }) => ({ results: event.output }) },
            'refreshQueue',
          ],
        },
        onError: {
          target: 'failed',
          actions: [{ type: 'keepProblem', params: ({ event }) => ({ error: event.error }) }, { type: 'announce', params: { results: null } }],
        },
      },
    },
    failed: {
      description: 'The approval reached no verdict (no network, a server failure): nothing is known to be decided, and the same products may be tried again.',
      on: { 'bulk.start': start },
    },
  },
});
