/**
 * One return's page: what comes back, why, what happened to it, its escalation and decision, with
 * what the person may do: approve it or reject it (a dialog asks why) while it is in process, or,
 * for customer service, take an escalated return over. What may be done comes from the return
 * itself: the server answers `allowedActions` for the caller (the lifecycle table and who asks), so
 * the page asks `snapshot.can(...)` and never repeats the rules.
 *
 * The kit's detail chart (machines/detail): both decisions ask with the decision form, the take-over
 * is sent at once. A decision or take-over the return no longer allows (someone decided it or took
 * it over meanwhile) answers 409: the page says so and shows the return as it now is. Any other
 * failure reaches no verdict and the same action may be tried again.
 */
import { createDetailMachine, hasStatus, type DetailActRequest } from '../../../machines/detail/detail.machine.ts';
import { decisionFormMachine, EMPTY_DECISION, type DecisionValues } from './decisionForm.ts';
import type { RejectReason, ReturnAction, ReturnDecision, ReturnDetail } from './returns.types.ts';

export interface ReturnDetailInput {
  returnId: number;
}

/** Every action of the page, in the order of its buttons, and how it asks. */
export const RETURN_ACTIONS = { takeOver: 'direct', approve: 'form', reject: 'form' } as const satisfies Record<ReturnAction, 'direct' | 'form'>;

/** Whether the return, as the server last answered it, offers the action to the caller. */
export const allowsReturn = (detail: ReturnDetail, action: ReturnAction): boolean => detail.allowedActions.includes(action);

/** What a decision sends (the body of POST /v1/returns/{returnId}/decision). */
export interface DecisionBody {
  decision: ReturnDecision;
  reason?: RejectReason;
  note?: string;
}

/** The decision's body: a rejection carries its reason, and a note when there is one. */
export function decisionBodyOf({ action, values }: DetailActRequest<ReturnDetailInput, ReturnDetail, ReturnAction, DecisionValues>): DecisionBody {
  const decision: ReturnDecision = action === 'reject' ? 'reject' : 'approve';
  const draft = values ?? EMPTY_DECISION;
  const note = draft.note.trim();
  return { decision, ...(decision === 'reject' && draft.reason !== '' ? { reason: draft.reason } : {}), ...(note ? { note } : {}) };
}

export const returnDetailMachine = createDetailMachine<ReturnDetailInput, ReturnDetail, ReturnAction, typeof decisionFormMachine>({
  id: 'returnDetail',
  actions: RETURN_ACTIONS,
  allows: allowsReturn,
  form: {
    machine: decisionFormMachine,
    // The decision is the form's fact; a refused send brings back what was chosen, its errors shown.
    start: (action, _detail, draft) => {
      const facts: ReturnDecision = action === 'reject' ? 'reject' : 'approve';
      return draft ? { values: draft, facts, touched: { reason: true, note: true } as const } : { values: EMPTY_DECISION, facts };
    },
  },
  isConflict: hasStatus(409),
});
