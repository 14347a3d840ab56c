import type { components, operations } from '../../openapi/generated/returns.ts';
import type { Queryable } from '../db/database.ts';
import type { Caller } from '../sellers/access.ts';
import { RETURN_STATUSES, RETURN_STATUS_GROUPS, returnActionsFor, returnStatusesOf, type ReturnStatus } from '../../shared/returns/lifecycle.ts';
import { instantKeySql, keysetCondition, keysetPage } from '../kit/keysetCursor.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';
import { decodeReturnCursor, encodeReturnCursor } from './cursor.ts';
import { RECORD_COLUMNS, RECORD_FROM, stateOf, summaryOf, visibleSellerOf, type ReturnRecord } from './records.ts';

type ListQuery = NonNullable<operations['listReturns']['parameters']['query']>;
type CsQuery = NonNullable<operations['listCsReturns']['parameters']['query']>;
type ReturnPage = components['schemas']['ReturnPage'];
type CsReturnPage = components['schemas']['CsReturnPage'];

const DEFAULT_LIMIT = 25;
/** Newest first, id breaking ties: the keysets of the two lists. */
const CREATED_KEYSET = [
  { sql: 'r.created_at', cast: 'timestamptz' },
  { sql: 'r.id', cast: 'int' },
];
const ESCALATED_KEYSET = [
  { sql: 'r.escalated_at', cast: 'timestamptz' },
  { sql: 'r.id', cast: 'int' },
];
/**
 * The search: a return number's start (the "D-" may be left out) or an order number's start. Both
 * are ASCII in the C collation, so their unique indexes answer the prefix.
 */
function searchCondition(q: string, parameters: SqlParameters): string | null {
  const text = q.toUpperCase();
  if (/^D-?[0-9-]*$/.test(text)) return `r.return_number like ${parameters.add(`${text.startsWith('D-') ? text : `D-${text.slice(1)}`}%`)}`;
  if (/^[0-9-]+$/.test(text)) return `(r.return_number like ${parameters.add(`D-${text}%`)} or o.order_number like ${parameters.add(`${text}%`)})`;
  return 'false';
}

/**
 * One page of the returns list, newest first, and the tabs' counts under the same filters but the
 * tab and the status filter. A seller always sees its own returns (its `sellerId` is ignored).
 */
export async function listReturnsPage(db: Queryable, caller: Caller, query: ListQuery): Promise<ReturnPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor === undefined ? null : decodeReturnCursor('returns', query.cursor);
  const sellerId = caller.role === 'seller' ? visibleSellerOf(caller) : (query.sellerId ?? null);
  // Control characters match nothing a person typed (and PostgreSQL refuses NUL in text).
  const q = (query.q ?? '').replace(/\p{Cc}/gu, '').trim();

  const shared = new SqlParameters();
  const base: string[] = [];
  if (sellerId !== null) base.push(`r.seller_id = ${shared.add(sellerId)}`);
  if (q !== '') {
    const search = searchCondition(q, shared);
    if (search) base.push(search);
  }

  let statuses: readonly ReturnStatus[] = query.group === undefined ? RETURN_STATUSES : returnStatusesOf(query.group);
  if (query.status !== undefined) {
    const wanted = new Set(query.status);
    statuses = statuses.filter((status) => wanted.has(status));
  }

  const counted = await db.query<{ status: ReturnStatus; returns: number }>(
    `select r.status, count(*)::int as returns from ${RECORD_FROM} ${whereOf(base)} group by r.status`,
    shared.values,
  );
  const counts = new Map(counted.map((row) => [row.status, row.returns]));
  const groupCounts = Object.fromEntries(
    RETURN_STATUS_GROUPS.map((group) => [group, returnStatusesOf(group).reduce((sum, status) => sum + (counts.get(status) ?? 0), 0)]),
  ) as ReturnPage['groupCounts'];

  const parameters = new SqlParameters(shared.values);
  const conditions = [...base, `r.status = any(${parameters.add(statuses)}::text[])`];
  if (after) conditions.push(keysetCondition(CREATED_KEYSET, [after.key, after.id], 'desc', parameters));
  // One row more than the page tells whether another page follows.
  const rows = await db.query<ReturnRecord & { sort_key: string }>(
    `select ${RECORD_COLUMNS}, ${instantKeySql('r.created_at')} as sort_key from ${RECORD_FROM} ${whereOf(conditions)}
      order by r.created_at desc, r.id desc limit ${parameters.add(limit + 1)}`,
    parameters.values,
  );
  const page = keysetPage(rows, limit, (last) => encodeReturnCursor('returns', { key: last.sort_key, id: last.id }));
  return {
    items: page.rows.map(summaryOf),
    nextCursor: page.nextCursor,
    groupCounts,
  };
}

/**
 * The customer-service queue: escalated returns with no decision yet, newest escalation first;
 * `unassigned` those nobody took over, `mine` those the caller took over.
 */
export async function listCsQueuePage(db: Queryable, caller: Caller, query: CsQuery): Promise<CsReturnPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor === undefined ? null : decodeReturnCursor('csQueue', query.cursor);
  const parameters = new SqlParameters();
  const conditions = ['r.escalated_at is not null', 'r.decision is null'];
  if ((query.assignment ?? 'unassigned') === 'unassigned') conditions.push('r.assignee_user_id is null');
  else conditions.push(`r.assignee_user_id = ${parameters.add(caller.userId)}`);
  if (after) conditions.push(keysetCondition(ESCALATED_KEYSET, [after.key, after.id], 'desc', parameters));
  const [rows, [counts]] = await Promise.all([
    db.query<ReturnRecord & { sort_key: string }>(
      `select ${RECORD_COLUMNS}, ${instantKeySql('r.escalated_at')} as sort_key
         from ${RECORD_FROM} ${whereOf(conditions)}
        order by r.escalated_at desc, r.id desc limit ${parameters.add(limit + 1)}`,
      parameters.values,
    ),
    // Both parts of the queue, whichever was asked for: its tabs' figures and the home's.
    db.query<{ unassigned: number; mine: number }>(
      `select count(*) filter (where assignee_user_id is null)::int as unassigned, count(*) filter (where assignee_user_id = $1)::int as mine
         from returns where escalated_at is not null and decision is null`,
      [caller.userId],
    ),
  ]);
  const page = keysetPage(rows, limit, (last) => encodeReturnCursor('csQueue', { key: last.sort_key, id: last.id }));
  return {
    items: page.rows.flatMap((row) =>
      row.escalated_at && row.escalation_reason
        ? [
            {
              summary: summaryOf(row),
              escalatedAt: row.escalated_at.toISOString(),
              escalationReason: row.escalation_reason,
              allowedActions: returnActionsFor(stateOf(row), caller),
            },
          ]
        : [],
    ),
    nextCursor: page.nextCursor,
    assignmentCounts: { unassigned: counts?.unassigned ?? 0, mine: counts?.mine ?? 0 },
  };
}
