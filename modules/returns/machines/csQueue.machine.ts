/**
 * Customer service's queue of escalated returns (Configuración > Devoluciones escaladas): those nobody took
 * over yet, or those the signed-in user took over, newest escalation first, paged by keyset. A
 * return of the first view may be taken over ("Tomar caso"); once it is the user's, the page opens
 * it for the decision (`openReturn`, which the module provides).
 *
 * A take-over the server refuses (409: another agent took it first, or it was decided meanwhile)
 * or that reaches no verdict stays on the queue with the reason, and may be tried again.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import type { CsAssignment, CsReturnPage, CsReturnSummary, ReturnDetail } from './returns.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface CsQueueInput {
  assignment: CsAssignment;
}

export interface CsQueueContext {
  assignment: CsAssignment;
  rows: CsReturnSummary[];
  nextCursor: string | null;
  /** The return being taken over, or the last one tried. */
  takingId: number | null;
  problem: string | null;
}

export type CsQueueEvent =
  | { type: 'queue.assignment'; assignment: CsAssignment }
  | { type: 'queue.more' }
  | { type: 'queue.retry' }
  | { type: 'queue.takeOver'; returnId: number };

export interface CsPageRequest {
  assignment: CsAssignment;
  cursor: string | null;
}

type PageDone = { event: { output: CsReturnPage } };

const firstPage = {
  id: 'queuePage',
  src: 'queuePage',
  input: ({ context }: { context: CsQueueContext }) => ({ assignment: context.assignment, cursor: null }),
  onDone: [
    {
      guard: { type: 'hasRows', params: ({ event }: PageDone) => ({ page: event.output }) },
      target: '#csQueue.loaded',
      actions: { type: 'keepPage', params: ({ event }: PageDone) => ({ page: event.output }) },
    },
    { target: '#csQueue.empty', actions: { type: 'keepPage', params: ({ event }: PageDone) => ({ page: event.output }) } },
  ],
  onError: { target: '#csQueue.failed', actions: { type: 'dropRows', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
} as const;

export const csQueueMachine = setup({
  types: {
    context: {} as CsQueueContext,
    input: {} as CsQueueInput,
    events: {} as CsQueueEvent,
  },
  actors: {
    /** GET /v1/returns/customer-service. */
    queuePage: fromPromise<CsReturnPage, CsPageRequest>(async () => notProvided('queuePage')()),
    /** POST /v1/returns/{returnId}/take-over. */
    takeOverReturn: fromPromise<ReturnDetail, { returnId: number }>(async () => notProvided('takeOverReturn')()),
  },
  actions: {
    applyAssignment: assign(({ event }) => {
      assertEvent(event, 'queue.assignment');
      return { assignment: event.assignment };
    }),
    keepPage: assign((_, { page }: { page: CsReturnPage }) => ({ rows: page.items, nextCursor: page.nextCursor, problem: null })),
    appendPage: assign(({ context }, { page }: { page: CsReturnPage }) => ({ rows: [...context.rows, ...page.items], nextCursor: page.nextCursor, problem: null })),
    dropRows: assign((_, { error }: { error: unknown }) => ({ rows: [], nextCursor: null, problem: errorCodeOf(error) })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    chooseReturn: assign(({ event }) => {
      assertEvent(event, 'queue.takeOver');
      return { takingId: event.returnId, problem: null };
    }),
    /** Placeholder; the module opens the return's page. */
    openReturn: (_, _params: { returnId: number }) => {},
  },
  guards: {
    hasRows: (_, { page }: { page: CsReturnPage }) => page.items.length > 0,
    hasNextPage: ({ context }) => context.nextCursor !== null,
    /** The row is on screen and the server said this user may take it over. */
    mayTakeOver: ({ context, event }) => {
      assertEvent(event, 'queue.takeOver');
      return context.rows.some((row) => row.summary.id === event.returnId && row.allowedActions.includes('takeOver'));
    },
  },
}).createMachine({
  id: 'csQueue',
  context: ({ input }) => ({ assignment: input.assignment, rows: [], nextCursor: null, takingId: null, problem: null }),
  initial: 'loading',
  on: {
    // The other view of the queue; a page or take-over under way is for the view left.
    'queue.assignment': { target: '.refreshing', actions: 'applyAssignment' },
  },
  states: {
    loading: {
      description: 'The first page of the queue is on its way; there is nothing to show yet.',
      invoke: firstPage,
    },
    loaded: {
      description: 'Returns on screen: the next page may be asked for, and one may be taken over.',
      on: {
        'queue.more': { guard: 'hasNextPage', target: 'loadingMore' },
        'queue.takeOver': { guard: 'mayTakeOver', target: 'takingOver', actions: 'chooseReturn' },
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing went wrong.' },
        moreFailed: { description: 'The next page could not be loaded; the rows stay and "Cargar más" tries again.' },
        takeOverFailed: { description: 'The take-over was refused (someone else took it) or reached no verdict; the page says why.' },
      },
    },
    empty: {
      description: 'Nothing waits in this view of the queue.',
    },
    failed: {
      description: 'The queue could not be loaded; "Reintentar" asks again.',
      on: { 'queue.retry': 'loading' },
    },
    refreshing: {
      description: 'The view changed: the rows of the last one stay on screen until the new first page arrives.',
      invoke: firstPage,
    },
    loadingMore: {
      description: 'The next page is on its way, to be added under the rows on screen.',
      invoke: {
        id: 'nextPage',
        src: 'queuePage',
        input: ({ context }) => ({ assignment: context.assignment, cursor: context.nextCursor }),
        onDone: { target: 'loaded', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'loaded.moreFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    takingOver: {
      description: 'The chosen return is being assigned to the user.',
      invoke: {
        id: 'takeOverReturn',
        src: 'takeOverReturn',
        input: ({ context }) => ({ returnId: context.takingId ?? 0 }),
        onDone: { target: 'opening', actions: { type: 'openReturn', params: ({ event }) => ({ returnId: event.output.summary.id }) } },
        onError: { target: 'loaded.takeOverFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    opening: {
      description: 'The return is the user\'s now; its page, where it is decided, is being opened.',
    },
  },
});
