/**
 * One return's page: what comes back, why, what happened to it, its escalation and decision, with
 * what the person may do: approve it or reject it (a dialog asks why) while it is in process, or,
 * for customer service, take an escalated return over. What may be done comes from the return
 * itself: the server answers `allowedActions` for the caller (the lifecycle table and who asks), and
 * the guards read them, so the page asks `snapshot.can(...)` and never repeats the rules.
 *
 * A decision or take-over the return no longer allows (someone decided it or took it over
 * meanwhile) answers 409: the page says so and shows the return as it now is. Any other failure
 * reaches no verdict and the same action may be tried again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { decisionFormMachine, EMPTY_DECISION, type DecisionValues } from './decisionForm.ts';
import type { RejectReason, ReturnAction, ReturnDecision, ReturnDetail } from './returns.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface ReturnDetailInput {
  returnId: number;
}

export interface ReturnDetailContext extends ReturnDetailInput {
  /** The return as the server last answered it (null until it arrives). */
  detail: ReturnDetail | null;
  /** The decision the dialog asks about, is being sent, or was last sent. */
  decision: ReturnDecision | null;
  /** What the dialog held when it was sent: brought back if the send fails. */
  draft: DecisionValues | null;
  /** The code of the failure the page shows. */
  problem: string | null;
}

export type ReturnDetailEvent =
  | { type: 'return.retry' }
  /** "Aprobar" or "Rechazar": opens the dialog of that decision. */
  | { type: 'return.approve' }
  | { type: 'return.reject' }
  | { type: 'decision.close' }
  /** "Tomar caso": customer service takes the escalated return over. */
  | { type: 'return.takeOver' };

/** What the decision actor sends. */
export interface DecisionRequest {
  returnId: number;
  decision: ReturnDecision;
  reason?: RejectReason;
  note?: string;
}

const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.statusCode : null);

const keepReturn = { type: 'keepReturn', params: ({ event }: { event: { output: ReturnDetail } }) => ({ detail: event.output }) } as const;
const keepProblem = { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const isNotFound = { type: 'isStatus', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, status: 404 }) } as const;
const isConflict = { type: 'isStatus', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, status: 409 }) } as const;

/** The request of the decision under way: a rejection carries its reason, and a note when there is one. */
function decisionRequest(context: ReturnDetailContext): DecisionRequest {
  const decision = context.decision ?? 'approve';
  const draft = context.draft ?? EMPTY_DECISION;
  const note = draft.note.trim();
  return {
    returnId: context.returnId,
    decision,
    ...(decision === 'reject' && draft.reason !== '' ? { reason: draft.reason } : {}),
    ...(note ? { note } : {}),
  };
}

export const returnDetailMachine = setup({
  types: {
    context: {} as ReturnDetailContext,
    input: {} as ReturnDetailInput,
    events: {} as ReturnDetailEvent,
    children: {} as { decisionForm: 'decisionForm' },
  },
  actors: {
    /** GET /v1/returns/{returnId}. */
    loadReturn: fromPromise<ReturnDetail, ReturnDetailInput>(async () => notProvided('loadReturn')()),
    /** POST /v1/returns/{returnId}/decision: answers the return as it now is. */
    decideReturn: fromPromise<ReturnDetail, DecisionRequest>(async () => notProvided('decideReturn')()),
    /** POST /v1/returns/{returnId}/take-over: answers the return as it now is. */
    takeOverReturn: fromPromise<ReturnDetail, ReturnDetailInput>(async () => notProvided('takeOverReturn')()),
    decisionForm: decisionFormMachine,
  },
  actions: {
    keepReturn: assign((_, { detail }: { detail: ReturnDetail }) => ({ detail })),
    chooseDecision: assign((_, { decision }: { decision: ReturnDecision }) => ({ decision, draft: null, problem: null })),
    keepDraft: assign((_, { values }: { values: DecisionValues }) => ({ draft: values })),
    forgetDraft: assign({ draft: null }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module tells the breadcrumb the return's name for its id segment. */
    announceName: (_, _params: { returnId: number; returnNumber: string }) => {},
  },
  guards: {
    allows: ({ context }, { action }: { action: ReturnAction }) => context.detail?.allowedActions.includes(action) ?? false,
    isStatus: (_, { error, status }: { error: unknown; status: number }) => statusOf(error) === status,
  },
}).createMachine({
  id: 'returnDetail',
  context: ({ input }) => ({ returnId: input.returnId, detail: null, decision: null, draft: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The return is on its way; nothing of it is known yet.',
      invoke: {
        id: 'loadReturn',
        src: 'loadReturn',
        input: ({ context }) => ({ returnId: context.returnId }),
        onDone: {
          target: 'loaded',
          actions: [keepReturn, { type: 'announceName', params: ({ event }) => ({ returnId: event.output.summary.id, returnNumber: event.output.summary.returnNumber }) }],
        },
        onError: [
          { guard: isNotFound, target: 'notFound' },
          { target: 'failed', actions: keepProblem },
        ],
      },
    },
    failed: {
      description: 'The return could not be loaded (no network, a server failure); "Reintentar" asks again.',
      on: { 'return.retry': 'loading' },
    },
    notFound: {
      description: "No such return for this person (another seller's answers the same): nothing to retry.",
    },
    loaded: {
      description: 'The return is on screen with the actions its status and the person allow.',
      on: {
        'return.approve': { guard: { type: 'allows', params: { action: 'approve' } }, target: 'deciding', actions: { type: 'chooseDecision', params: { decision: 'approve' } } },
        'return.reject': { guard: { type: 'allows', params: { action: 'reject' } }, target: 'deciding', actions: { type: 'chooseDecision', params: { decision: 'reject' } } },
        'return.takeOver': { guard: { type: 'allows', params: { action: 'takeOver' } }, target: 'takingOver' },
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing to report.' },
        decided: { description: 'The decision was recorded: the page says which.' },
        tookOver: { description: 'The return is now the caller\'s to decide: the page says so.' },
        takeOverFailed: { description: 'The take-over reached no verdict (no network, a server failure); it may be tried again.' },
        outdated: { description: 'The return had changed under the page (409): it is shown as it now is, and the page says so.' },
      },
    },
    deciding: {
      description: 'The dialog asks for the decision\'s reason and note; it sends nothing until the rules are met (a rejection needs a reason).',
      invoke: {
        id: 'decisionForm',
        src: 'decisionForm',
        input: ({ context }) =>
          context.draft
            ? { values: context.draft, facts: context.decision ?? 'approve', touched: { reason: true, note: true } as const }
            : { values: EMPTY_DECISION, facts: context.decision ?? 'approve' },
        onDone: { target: 'sending', actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.output }) } },
      },
      on: { 'decision.close': { target: 'loaded', actions: 'forgetDraft' } },
      initial: 'editing',
      states: {
        editing: { description: 'Nothing sent yet.' },
        failed: { description: 'The decision reached no verdict; the dialog is back with what was chosen, to send again.' },
      },
    },
    sending: {
      description: 'The decision is being recorded; a second press would only be refused, so nothing else can be pressed.',
      invoke: {
        id: 'decideReturn',
        src: 'decideReturn',
        input: ({ context }) => decisionRequest(context),
        onDone: { target: 'loaded.decided', actions: [keepReturn, 'forgetDraft'] },
        onError: [
          { guard: isConflict, target: 'conflict', actions: [keepProblem, 'forgetDraft'] },
          { target: 'deciding.failed', actions: keepProblem },
        ],
      },
    },
    takingOver: {
      description: 'The return is being assigned to the caller.',
      invoke: {
        id: 'takeOverReturn',
        src: 'takeOverReturn',
        input: ({ context }) => ({ returnId: context.returnId }),
        onDone: { target: 'loaded.tookOver', actions: keepReturn },
        onError: [
          { guard: isConflict, target: 'conflict', actions: keepProblem },
          { target: 'loaded.takeOverFailed', actions: keepProblem },
        ],
      },
    },
    conflict: {
      description: 'The server refused the action (409): the return moved meanwhile. The page says why while the return is read again.',
      invoke: {
        id: 'reloadReturn',
        src: 'loadReturn',
        input: ({ context }) => ({ returnId: context.returnId }),
        onDone: { target: 'loaded.outdated', actions: keepReturn },
        onError: [
          { guard: isNotFound, target: 'notFound' },
          { target: 'failed', actions: keepProblem },
        ],
      },
    },
  },
});
