/**
 * "Tomar caso" on a return of customer service's queue, beside the queue (csQueue.machine.ts): the
 * return pressed (it comes with the event, as the queue shows it) is assigned to the signed-in user
 * and, once it is theirs, its page opens for the decision (`openReturn`, which the module provides).
 *
 * A take-over the server refuses (409: another agent took it first, or it was decided meanwhile)
 * or that reaches no verdict stays on the queue with the reason, and may be tried again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { CsReturnSummary, ReturnDetail } from './returns.types.ts';

export interface CsTakeOverContext {
  /** The return being taken over, or the last one tried. */
  row: CsReturnSummary | null;
  problem: string | null;
}

export type CsTakeOverEvent = { type: 'queue.takeOver'; row: CsReturnSummary };

export const csTakeOverMachine = setup({
  types: {
    context: {} as CsTakeOverContext,
    events: {} as CsTakeOverEvent,
  },
  actors: {
    /** POST /v1/returns/{returnId}/take-over. */
    takeOverReturn: fromPromise<ReturnDetail, { returnId: number }>(async () => notProvided('takeOverReturn')()),
  },
  actions: {
    keepRow: assign((_, { row }: { row: CsReturnSummary }) => ({ row, problem: null })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module opens the return's page. */
    openReturn: (_, _params: { returnId: number }) => {},
  },
  guards: {
    /** The server said this user may take the return over. */
    mayTakeOver: (_, { row }: { row: CsReturnSummary }) => row.allowedActions.includes('takeOver'),
  },
}).createMachine({
  id: 'csTakeOver',
  context: { row: null, problem: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No return is being taken over; "Tomar caso" may be pressed on one the user may take.',
      on: {
        'queue.takeOver': {
          guard: { type: 'mayTakeOver', params: ({ event }) => ({ row: event.row }) },
          target: 'takingOver',
          actions: { type: 'keepRow', params: ({ event }) => ({ row: event.row }) },
        },
      },
    },
    takingOver: {
      description: 'The chosen return is being assigned to the user; the other "Tomar caso" wait.',
      invoke: {
        id: 'takeOverReturn',
        src: 'takeOverReturn',
        input: ({ context }) => ({ returnId: context.row?.summary.id ?? 0 }),
        onDone: { target: 'opening', actions: { type: 'openReturn', params: ({ event }) => ({ returnId: event.output.summary.id }) } },
        onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The take-over was refused (someone else took it) or reached no verdict; the page says why, and it may be tried again.',
      on: {
        'queue.takeOver': {
          guard: { type: 'mayTakeOver', params: ({ event }) => ({ row: event.row }) },
          target: 'takingOver',
          actions: { type: 'keepRow', params: ({ event }) => ({ row: event.row }) },
        },
      },
    },
    opening: {
      description: "The return is the user's now; its page, where it is decided, is being opened.",
    },
  },
});
