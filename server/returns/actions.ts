import type { components } from '../../openapi/generated/returns.ts';
import type { Database } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { decisionInputProblemOf, decisionRefusalOf, mayBeTakenOver, nextReturnStatusOf, type DecisionInputProblem } from '../../shared/returns/lifecycle.ts';
import { followReturnMovement } from '../stock/return-stock.ts';
import { findVisibleReturn, returnDetailOf, stateOf } from './records.ts';

type ReturnDecisionRequest = components['schemas']['ReturnDecisionRequest'];
type ReturnDetail = components['schemas']['ReturnDetail'];

const INPUT_PROBLEMS: Record<DecisionInputProblem, { field: string; message: string }> = {
  REJECT_REASON_REQUIRED: { field: 'body.reason', message: 'A rejection needs a reason' },
  REJECT_NOTE_REQUIRED: { field: 'body.note', message: 'A rejection for another reason needs a note' },
  REASON_ONLY_FOR_REJECT: { field: 'body.reason', message: 'Only a rejection has a reason' },
  NOTE_TOO_LONG: { field: 'body.note', message: 'The note is longer than 500 characters' },
};

const REFUSAL_MESSAGES = {
  RETURN_TRANSITION_NOT_ALLOWED: 'The return is not in process',
  RETURN_TAKEN_OVER: 'Customer service took the return over; only who took it decides',
  RETURN_NOT_TAKEN_OVER: 'Customer service decides a return only after taking it over',
} as const;

/**
 * Approves or rejects a return by the lifecycle table, in one transaction: the return's row is
 * locked first, so two clicks (or the seller and customer service at once) cannot both decide it;
 * the second finds it decided and gets 409, and nothing changes. The decision is written to the
 * return's timeline with who made it.
 */
export async function decideReturn(db: Database, caller: Caller, returnId: number, request: ReturnDecisionRequest, now: Date): Promise<ReturnDetail> {
  const problem = decisionInputProblemOf(request);
  if (problem) throw new ApiProblem(400, problem, INPUT_PROBLEMS[problem].message, { details: [INPUT_PROBLEMS[problem]] });
  const note = request.note?.trim() || null;

  return db.transaction(async (tx) => {
    const row = await findVisibleReturn(tx, caller, returnId, true);
    const refusal = decisionRefusalOf(stateOf(row), caller, request.decision);
    if (refusal) throw new ApiProblem(409, refusal, REFUSAL_MESSAGES[refusal]);
    const next = nextReturnStatusOf(row.status, request.decision);
    if (next === null) throw new ApiProblem(409, 'RETURN_TRANSITION_NOT_ALLOWED', REFUSAL_MESSAGES.RETURN_TRANSITION_NOT_ALLOWED);
    await tx.query(
      `update returns set status = $2, decision = $3, decision_reason = $4, decision_note = $5, decided_at = $6, decided_by = $7, decided_by_user_id = $8
        where id = $1`,
      [row.id, next, request.decision, request.reason ?? null, note, now, row.assignee_user_id === null ? 'seller' : 'customerService', caller.userId],
    );
    await tx.query('insert into return_status_history (return_id, status, at, note, by_user_id) values ($1, $2, $3, $4, $5)', [row.id, next, now, note, caller.userId]);
    // An approved return's units are back on hand, in this same transaction.
    await followReturnMovement(tx, row.id, request.decision, caller.userId, now);
    return returnDetailOf(tx, await findVisibleReturn(tx, caller, returnId), caller);
  });
}

/**
 * Customer service takes an escalated return in process over: it is assigned to the caller, in one
 * transaction with the row locked, so two agents cannot both take it (the second gets 409).
 */
export async function takeOverReturn(db: Database, caller: Caller, returnId: number, now: Date): Promise<ReturnDetail> {
  return db.transaction(async (tx) => {
    const row = await findVisibleReturn(tx, caller, returnId, true);
    if (!mayBeTakenOver(stateOf(row))) {
      throw new ApiProblem(409, 'RETURN_TAKE_OVER_NOT_ALLOWED', 'Only an escalated return in process that nobody took over may be taken over');
    }
    await tx.query('update returns set assignee_user_id = $2, assigned_at = $3 where id = $1', [row.id, caller.userId, now]);
    return returnDetailOf(tx, await findVisibleReturn(tx, caller, returnId), caller);
  });
}
