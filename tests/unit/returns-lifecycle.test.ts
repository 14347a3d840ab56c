/**
 * The returns lifecycle (shared/returns/lifecycle.ts), read as the rules docs/decisions.md and the contract
 * state: which status follows which, who decides a return and when, when customer service may take
 * one over, and what a decision's reason and note must hold. Expected values are written here.
 */
import { describe, expect, it } from 'vitest';
import {
  RETURN_STATUSES,
  RETURN_STATUS_GROUPS,
  decisionInputProblemOf,
  decisionRefusalOf,
  mayBeTakenOver,
  nextReturnStatusesFrom,
  returnActionsFor,
  returnGroupOf,
  returnStatusesOf,
  type ReturnState,
} from '../../shared/returns/lifecycle.ts';

const inProcess: ReturnState = { status: 'return_in_process', escalated: false, assigneeUserId: null };
const seller = { userId: 31, role: 'seller' };
const admin = { userId: 1, role: 'admin' };
const agent = { userId: 4, role: 'customerService' };
const otherAgent = { userId: 5, role: 'customerService' };
const logistics = { userId: 7, role: 'logistics' };

describe('the returns lifecycle', () => {
  it('puts every status in exactly one tab', () => {
    const grouped = RETURN_STATUS_GROUPS.flatMap((group) => returnStatusesOf(group));
    expect([...grouped].sort()).toEqual([...RETURN_STATUSES].sort());
    expect(returnGroupOf('return_in_process')).toBe('toReview');
    expect(returnGroupOf('delivery_returned')).toBe('closed');
  });

  it('moves a return only along the table', () => {
    expect(nextReturnStatusesFrom('waiting_for_return').sort()).toEqual(['return_failed', 'return_in_progress']);
    expect(nextReturnStatusesFrom('return_in_progress').sort()).toEqual(['return_failed', 'return_in_process']);
    expect(nextReturnStatusesFrom('return_in_process').sort()).toEqual(['return_approved', 'return_rejected']);
    expect(nextReturnStatusesFrom('return_approved')).toEqual(['returned']);
    expect(nextReturnStatusesFrom('return_rejected')).toEqual(['delivery_returned']);
    for (const final of ['returned', 'delivery_returned', 'return_failed'] as const) expect(nextReturnStatusesFrom(final)).toEqual([]);
  });

  it('lets the seller (or admin) decide a return in process, and nothing else', () => {
    expect(returnActionsFor(inProcess, seller)).toEqual(['approve', 'reject']);
    expect(returnActionsFor(inProcess, admin)).toEqual(['approve', 'reject']);
    expect(returnActionsFor(inProcess, agent)).toEqual([]);
    expect(returnActionsFor(inProcess, logistics)).toEqual([]);
    for (const status of RETURN_STATUSES.filter((candidate) => candidate !== 'return_in_process')) {
      expect(returnActionsFor({ ...inProcess, status }, seller), status).toEqual([]);
      expect(decisionRefusalOf({ ...inProcess, status }, seller, 'approve'), status).toBe('RETURN_TRANSITION_NOT_ALLOWED');
    }
    expect(decisionRefusalOf(inProcess, agent, 'reject')).toBe('RETURN_NOT_TAKEN_OVER');
  });

  it('lets customer service take an escalated return over once, and then only that agent decides it', () => {
    const escalated: ReturnState = { ...inProcess, escalated: true };
    expect(mayBeTakenOver(inProcess)).toBe(false);
    expect(mayBeTakenOver(escalated)).toBe(true);
    expect(mayBeTakenOver({ ...escalated, status: 'return_approved' })).toBe(false);
    expect(returnActionsFor(escalated, agent)).toEqual(['takeOver']);
    expect(returnActionsFor(escalated, admin)).toEqual(['approve', 'reject', 'takeOver']);
    expect(returnActionsFor(escalated, seller)).toEqual(['approve', 'reject']);

    const taken: ReturnState = { ...escalated, assigneeUserId: agent.userId };
    expect(mayBeTakenOver(taken)).toBe(false);
    expect(returnActionsFor(taken, agent)).toEqual(['approve', 'reject']);
    expect(returnActionsFor(taken, seller)).toEqual([]);
    expect(returnActionsFor(taken, otherAgent)).toEqual([]);
    expect(decisionRefusalOf(taken, seller, 'approve')).toBe('RETURN_TAKEN_OVER');
  });

  it('asks a rejection for a reason, and "other" for a note', () => {
    expect(decisionInputProblemOf({ decision: 'approve' })).toBeNull();
    expect(decisionInputProblemOf({ decision: 'approve', note: 'Todo en orden' })).toBeNull();
    expect(decisionInputProblemOf({ decision: 'approve', reason: 'product_used' })).toBe('REASON_ONLY_FOR_REJECT');
    expect(decisionInputProblemOf({ decision: 'reject' })).toBe('REJECT_REASON_REQUIRED');
    expect(decisionInputProblemOf({ decision: 'reject', reason: 'missing_parts' })).toBeNull();
    expect(decisionInputProblemOf({ decision: 'reject', reason: 'other', note: '  ' })).toBe('REJECT_NOTE_REQUIRED');
    expect(decisionInputProblemOf({ decision: 'reject', reason: 'other', note: 'Serie distinta' })).toBeNull();
    expect(decisionInputProblemOf({ decision: 'reject', reason: 'product_used', note: 'x'.repeat(501) })).toBe('NOTE_TOO_LONG');
  });
});
