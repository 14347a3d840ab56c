/**
 * The lifecycle of a return, shared by the server (which enforces it) and the portal (which shows
 * what may be done). Pure data and functions: no I/O.
 *
 * A return moves between its 8 statuses by ONE table of movements, RETURN_MOVEMENTS. Each movement
 * says who makes it: the one who decides the return (its seller, or the customer-service user who
 * took it over), the marketplace (the refund) or the carrier (the product's trips). Only the
 * decisions are applied through the API; the others come from the marketplace's own systems, and
 * the demo seed walks them to build timelines that could have happened.
 *
 * Beside the statuses, a return may be escalated by the marketplace (the seller did not answer in
 * time, the customer complained). An escalated return in process may be taken over by customer
 * service: it is assigned to that user, who decides it from then on; its seller no longer can.
 */
import type { components } from '../../openapi/generated/returns.ts';

export type ReturnStatus = components['schemas']['ReturnStatus'];
export type ReturnStatusGroup = components['schemas']['ReturnStatusGroup'];
export type ReturnDecision = components['schemas']['ReturnDecision'];
export type ReturnAction = components['schemas']['ReturnAction'];
export type RejectReason = components['schemas']['RejectReason'];
export type CustomerReason = components['schemas']['CustomerReason'];
export type EscalationReason = components['schemas']['EscalationReason'];

/** Every status, in the order a return goes through them (openapi/returns.yaml ReturnStatus). */
export const RETURN_STATUSES = [
  'waiting_for_return',
  'return_in_progress',
  'return_in_process',
  'return_approved',
  'return_rejected',
  'return_failed',
  'delivery_returned',
  'returned',
] as const satisfies readonly ReturnStatus[];

/** The list's tabs, in the order the portal shows them. */
export const RETURN_STATUS_GROUPS = ['toReview', 'onTheWay', 'decided', 'closed'] as const satisfies readonly ReturnStatusGroup[];

/** Which statuses each tab holds; every status is in exactly one, so the tabs add up to the total. */
export const RETURN_GROUP_STATUSES = {
  // The product is back with the seller: approve or reject it.
  toReview: ['return_in_process'],
  // The customer has yet to send it, or it travels back.
  onTheWay: ['waiting_for_return', 'return_in_progress'],
  // Decided; the refund or the trip back to the customer follows.
  decided: ['return_approved', 'return_rejected'],
  // Nothing more happens: refunded, sent back to the customer, or never came back.
  closed: ['returned', 'delivery_returned', 'return_failed'],
} as const satisfies Record<ReturnStatusGroup, readonly ReturnStatus[]>;

/** The statuses of a tab. */
export const returnStatusesOf = (group: ReturnStatusGroup): readonly ReturnStatus[] => RETURN_GROUP_STATUSES[group];

/** The tab a return in `status` is listed under. */
export function returnGroupOf(status: ReturnStatus): ReturnStatusGroup {
  const group = RETURN_STATUS_GROUPS.find((candidate) => (RETURN_GROUP_STATUSES[candidate] as readonly ReturnStatus[]).includes(status));
  if (!group) throw new Error(`No group holds the status ${status}`);
  return group;
}

/** Who makes a movement: `decider` is the seller, or the customer-service user who took the return over. */
export type ReturnMovementActor = 'decider' | 'marketplace' | 'carrier';

export interface ReturnMovement {
  by: ReturnMovementActor;
  from: readonly ReturnStatus[];
  to: ReturnStatus;
}

/** THE transition table. The decider's rows are the contract's ReturnDecision values. */
export const RETURN_MOVEMENTS = {
  // The decisions (decideReturn): only once the product is back and could be checked.
  approve: { by: 'decider', from: ['return_in_process'], to: 'return_approved' },
  reject: { by: 'decider', from: ['return_in_process'], to: 'return_rejected' },

  // The carrier's.
  // The customer handed the product to the carrier.
  pickUp: { by: 'carrier', from: ['waiting_for_return'], to: 'return_in_progress' },
  // Delivered back at the seller's: now it can be checked.
  receive: { by: 'carrier', from: ['return_in_progress'], to: 'return_in_process' },
  // The customer never sent it within the period, or it was lost on the way back.
  fail: { by: 'carrier', from: ['waiting_for_return', 'return_in_progress'], to: 'return_failed' },
  // A rejected product travels back to the customer.
  deliverBack: { by: 'carrier', from: ['return_rejected'], to: 'delivery_returned' },

  // The marketplace's: the customer was refunded.
  refund: { by: 'marketplace', from: ['return_approved'], to: 'returned' },
} as const satisfies Record<string, ReturnMovement>;

export type ReturnMovementName = keyof typeof RETURN_MOVEMENTS;

/** The decisions, in the order the portal offers them. */
export const RETURN_DECISIONS = ['approve', 'reject'] as const satisfies readonly ReturnDecision[];

/** The status `movement` takes a return in `status` to; null when it does not apply there. */
export function nextReturnStatusOf(status: ReturnStatus, movement: ReturnMovementName): ReturnStatus | null {
  const row: ReturnMovement = RETURN_MOVEMENTS[movement];
  return row.from.includes(status) ? row.to : null;
}

/** The statuses any actor can move a return to from `status`. */
export function nextReturnStatusesFrom(status: ReturnStatus): ReturnStatus[] {
  const next = new Set<ReturnStatus>();
  for (const row of Object.values(RETURN_MOVEMENTS) as ReturnMovement[]) if (row.from.includes(status)) next.add(row.to);
  return [...next];
}

/** What the rules need to know of a return. */
export interface ReturnState {
  status: ReturnStatus;
  escalated: boolean;
  /** The customer-service user who took it over, or null. */
  assigneeUserId: number | null;
}

/**
 * Who asks, as the rules see it: `seller` decides its own returns (admin may decide for it), `cs`
 * takes escalated returns over and decides those it took (admin may too), `none` only reads.
 */
export interface ReturnCaller {
  userId: number;
  role: string;
}

const decidesForSeller = (role: string) => role === 'seller' || role === 'admin';
const takesOver = (role: string) => role === 'customerService' || role === 'admin';

/** Why a decision is refused (409), as stable codes the client translates. */
export type DecisionRefusal =
  /** The return is not in process: nothing to decide (already decided, or not back yet). */
  | 'RETURN_TRANSITION_NOT_ALLOWED'
  /** Customer service took it over and the caller is not the one who did. */
  | 'RETURN_TAKEN_OVER'
  /** A customer-service caller must take the return over before deciding it. */
  | 'RETURN_NOT_TAKEN_OVER';

/** The refusal of `decision` by `caller`, or null when the caller may decide the return now. */
export function decisionRefusalOf(state: ReturnState, caller: ReturnCaller, decision: ReturnDecision): DecisionRefusal | null {
  if (nextReturnStatusOf(state.status, decision) === null) return 'RETURN_TRANSITION_NOT_ALLOWED';
  if (state.assigneeUserId !== null) return state.assigneeUserId === caller.userId ? null : 'RETURN_TAKEN_OVER';
  return decidesForSeller(caller.role) ? null : 'RETURN_NOT_TAKEN_OVER';
}

/** Only an escalated return in process that nobody took over yet may be taken over. */
export const TAKE_OVER_STATUSES = ['return_in_process'] as const satisfies readonly ReturnStatus[];

/** Whether customer service may take the return over now (the caller's role is the route's to check). */
export function mayBeTakenOver(state: ReturnState): boolean {
  return state.escalated && state.assigneeUserId === null && (TAKE_OVER_STATUSES as readonly ReturnStatus[]).includes(state.status);
}

/** What `caller` may do with the return now, in the order the portal offers them. */
export function returnActionsFor(state: ReturnState, caller: ReturnCaller): ReturnAction[] {
  const actions: ReturnAction[] = RETURN_DECISIONS.filter((decision) => decisionRefusalOf(state, caller, decision) === null);
  if (takesOver(caller.role) && mayBeTakenOver(state)) actions.push('takeOver');
  return actions;
}

/** Why a return is rejected, in the order the portal offers them. */
export const REJECT_REASONS = ['product_used', 'missing_parts', 'not_original_product', 'out_of_return_period', 'other'] as const satisfies readonly RejectReason[];

/** Why customers return products. */
export const CUSTOMER_REASONS = ['defective', 'not_as_described', 'wrong_item', 'damaged_in_transit', 'regret'] as const satisfies readonly CustomerReason[];

/** The longest note the contract takes. */
export const DECISION_NOTE_MAX_LENGTH = 500;

/** What is wrong with a decision's reason and note, as stable codes the client translates. */
export type DecisionInputProblem =
  /** A rejection needs a reason. */
  | 'REJECT_REASON_REQUIRED'
  /** `other` says nothing by itself: whoever rejects writes why. */
  | 'REJECT_NOTE_REQUIRED'
  /** An approval has no reason. */
  | 'REASON_ONLY_FOR_REJECT'
  /** The note is longer than the contract takes. */
  | 'NOTE_TOO_LONG';

/**
 * The problem with a decision's reason and note, or null when there is none: the one rule the
 * decision form and the server both run. A note (blank counts as none) may go with either decision.
 */
export function decisionInputProblemOf(input: { decision: ReturnDecision; reason?: RejectReason | null; note?: string | null }): DecisionInputProblem | null {
  const note = input.note ?? '';
  if (input.decision === 'approve') {
    if (input.reason) return 'REASON_ONLY_FOR_REJECT';
  } else {
    if (!input.reason) return 'REJECT_REASON_REQUIRED';
    if (input.reason === 'other' && note.trim() === '') return 'REJECT_NOTE_REQUIRED';
  }
  return note.length > DECISION_NOTE_MAX_LENGTH ? 'NOTE_TOO_LONG' : null;
}
