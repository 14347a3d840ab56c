/**
 * The home's "what needs doing now" panel: the counts of today's work (orders to prepare and how
 * many of them are late, returns waiting for a decision, orders without a boleta), read by one
 * actor when the home mounts. A failure keeps the panel's place and offers to try again. Unread
 * notifications are the session's notifications chart's to count, not this one's.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import { notProvided } from '../notProvided.ts';

/**
 * The counts the panel draws. A count the person's role may not open, or that is not their kind of
 * work, comes back as null and its line is not drawn; zero is drawn as done.
 */
export interface HomeTodo {
  /** A seller's work: its own orders, returns and boletas. */
  ordersToPrepare: number | null;
  /** Of the orders to prepare, those whose promised date has passed. */
  ordersLate: number | null;
  returnsAwaitingDecision: number | null;
  ordersWithoutBoleta: number | null;
  /** Staff's queues: applications nobody took yet and those in review, escalated returns nobody's and one's own. */
  applicationsReceived: number | null;
  applicationsInReview: number | null;
  escalatedReturnsUnassigned: number | null;
  escalatedReturnsMine: number | null;
}

/** Whose work the panel counts: a seller's own, or the marketplace queues of a staff role. */
export type HomeTodoScope = 'seller' | 'staff';

export interface HomeTodoInput {
  sellerId: number;
  scope: HomeTodoScope;
}

export interface HomeTodoContext extends HomeTodoInput {
  todo: HomeTodo | null;
}

/** The reader's only action: try again after a failed read. */
export type HomeTodoEvent = { type: 'retry' };

export const homeTodoMachine = setup({
  types: {
    input: {} as HomeTodoInput,
    context: {} as HomeTodoContext,
    events: {} as HomeTodoEvent,
  },
  actors: {
    /** Reads every count of the panel at once; rejects with an ApiError. */
    loadHomeTodo: fromPromise<HomeTodo, { sellerId: number; scope: HomeTodoScope }>(async () => notProvided('loadHomeTodo')()),
  },
  actions: {
    keepTodo: assign({ todo: (_, params: { todo: HomeTodo }) => params.todo }),
    /** Placeholder; the composition root logs where the portal logs. */
    logFailure: (_, _params: { code: string }) => {},
  },
}).createMachine({
  id: 'homeTodo',
  context: ({ input }) => ({ ...input, todo: null }),
  initial: 'loading',
  states: {
    // Why: the panel keeps its size while the counts are on their way, so the page does not jump.
    loading: {
      description: 'Asking the server for the counts; the panel holds its place.',
      invoke: {
        id: 'loadHomeTodo',
        src: 'loadHomeTodo',
        input: ({ context }) => ({ sellerId: context.sellerId, scope: context.scope }),
        onDone: { target: 'loaded', actions: { type: 'keepTodo', params: ({ event }) => ({ todo: event.output }) } },
        onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) } },
      },
    },
    // Why final: the counts are read again when the home mounts again.
    loaded: { type: 'final', description: 'Each count the role may open, as a link to its filtered list.' },
    failed: {
      description: 'The counts could not be read; the panel says so and offers to try again.',
      on: { retry: 'loading' },
    },
  },
});
