import type { components } from '../../openapi/generated/returns.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import {
  returnActionsFor,
  type CustomerReason,
  type EscalationReason,
  type RejectReason,
  type ReturnDecision,
  type ReturnState,
  type ReturnStatus,
} from '../../shared/returns/lifecycle.ts';

type ReturnDetail = components['schemas']['ReturnDetail'];
type ReturnSummary = components['schemas']['ReturnSummary'];

/** A return as the lists, the detail and the actions read it. */
export interface ReturnRecord {
  id: number;
  seller_id: number;
  seller_name: string;
  order_id: number;
  order_number: string;
  return_number: string;
  status: ReturnStatus;
  created_at: Date;
  units: number;
  customer_name: string;
  customer_reason: CustomerReason;
  customer_comment: string | null;
  escalated_at: Date | null;
  escalation_reason: EscalationReason | null;
  assignee_user_id: number | null;
  assignee_name: string | null;
  assigned_at: Date | null;
  decision: ReturnDecision | null;
  decision_reason: RejectReason | null;
  decision_note: string | null;
  decided_at: Date | null;
  decided_by: 'seller' | 'customerService' | null;
}

/** The columns of a ReturnRecord, from `returns r join orders o` and the assignee `u` (left join). */
export const RECORD_COLUMNS = `r.id, r.seller_id, (select name from sellers s where s.id = r.seller_id) as seller_name, r.order_id, o.order_number, r.return_number, r.status, r.created_at,
  (select coalesce(sum(i.quantity), 0)::int from return_items i where i.return_id = r.id) as units,
  o.customer_name, r.customer_reason, r.customer_comment, r.escalated_at, r.escalation_reason, r.assignee_user_id,
  case when u.id is null then null else u.first_name || ' ' || u.last_name end as assignee_name, r.assigned_at,
  r.decision, r.decision_reason, r.decision_note, r.decided_at, r.decided_by`;

export const RECORD_FROM = 'returns r join orders o on o.id = r.order_id left join users u on u.id = r.assignee_user_id';

/**
 * The seller whose returns the caller may see: its own for a seller, any (null) for staff. A seller
 * account without a seller (the database forbids it) would see none, never every seller's.
 */
export const visibleSellerOf = (caller: Caller): number | null => (caller.role === 'seller' ? (caller.sellerId ?? 0) : null);

/**
 * The return if the caller may see it. Another seller's return is a 404, like one that does not
 * exist, so ids cannot be probed. `forUpdate` locks the return's row until the transaction ends.
 */
export async function findVisibleReturn(db: Queryable, caller: Caller, returnId: number, forUpdate = false): Promise<ReturnRecord> {
  const [row] = await db.query<ReturnRecord>(
    `select ${RECORD_COLUMNS} from ${RECORD_FROM} where r.id = $1 and ($2::int is null or r.seller_id = $2) ${forUpdate ? 'for update of r' : ''}`,
    [returnId, visibleSellerOf(caller)],
  );
  if (!row) throw new ApiProblem(404, 'RETURN_NOT_FOUND', `There is no return ${returnId}`);
  return row;
}

/** What the lifecycle's rules read of a return. */
export const stateOf = (row: ReturnRecord): ReturnState => ({ status: row.status, escalated: row.escalated_at !== null, assigneeUserId: row.assignee_user_id });

/** The lists' view of a return. */
export function summaryOf(row: ReturnRecord): ReturnSummary {
  return {
    id: row.id,
    returnNumber: row.return_number,
    orderId: row.order_id,
    orderNumber: row.order_number,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    units: row.units,
    customerName: row.customer_name,
    customerReason: row.customer_reason,
    escalated: row.escalated_at !== null,
    takenOver: row.assignee_user_id !== null,
  };
}

/** The whole return as the caller sees it, with what the caller may do with it now. */
export async function returnDetailOf(db: Queryable, row: ReturnRecord, caller: Caller): Promise<ReturnDetail> {
  const items = await db.query<{ sku: string; name: string; quantity: number }>('select sku, name, quantity from return_items where return_id = $1 order by line', [row.id]);
  const timeline = await db.query<{ status: ReturnStatus; at: Date; note: string | null }>(
    'select status, at, note from return_status_history where return_id = $1 order by at, id',
    [row.id],
  );
  return {
    summary: summaryOf(row),
    items,
    customerComment: row.customer_comment,
    timeline: timeline.map((entry) => ({ status: entry.status, at: entry.at.toISOString(), note: entry.note })),
    escalation: row.escalated_at && row.escalation_reason ? { at: row.escalated_at.toISOString(), reason: row.escalation_reason } : null,
    assignee: row.assignee_name && row.assigned_at ? { name: row.assignee_name, since: row.assigned_at.toISOString() } : null,
    decision:
      row.decision && row.decided_at && row.decided_by
        ? { decision: row.decision, reason: row.decision_reason, note: row.decision_note, at: row.decided_at.toISOString(), by: row.decided_by }
        : null,
    allowedActions: returnActionsFor(stateOf(row), caller),
  };
}
