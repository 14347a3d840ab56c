/**
 * A period's lines, one kind or all, by line key (which starts with its kind's name): the key names
 * the order (or return, or adjustment) and does not change when an open period is computed again, so a page never repeats
 * or skips a line while the period is recomputed between pages.
 */
import type { components } from '../../openapi/generated/finance.ts';
import type { Database } from '../db/database.ts';
import { keysetCondition, keysetCursor, keysetPage, textMatching } from '../kit/keysetCursor.ts';
import { SqlParameters } from '../kit/sqlParameters.ts';
import { recomputeLocked, type PeriodKey } from './compute.ts';

type LinePage = components['schemas']['LinePage'];
type LineKind = components['schemas']['LineKind'];

interface LineRow {
  kind: LineKind;
  line_key: string;
  order_id: number | null;
  order_number: string | null;
  return_id: number | null;
  category: string | null;
  amount: number;
  description: string;
}

const lineCursor = keysetCursor([textMatching(/^[a-z-]+:[0-9:]+$/)] as const);
const DEFAULT_LIMIT = 25;

/** One page of the period's lines; an open period is computed afresh first (in the same transaction). */
export async function linesPage(db: Database, period: PeriodKey & { state: string }, query: { kind?: LineKind; cursor?: string; limit?: number }, now: Date): Promise<LinePage> {
  const scope = ['settlementLines', period.id, query.kind ?? ''] as const;
  const after = query.cursor === undefined ? null : lineCursor.decode(scope, query.cursor);
  const limit = query.limit ?? DEFAULT_LIMIT;
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ state: string }>('select state from settlement_periods where id = $1 for update', [period.id]);
    if (locked?.state === 'open') await recomputeLocked(tx, period, now);
    const parameters = new SqlParameters([period.id]);
    const conditions = ['l.period_id = $1'];
    if (query.kind !== undefined) conditions.push(`l.kind = ${parameters.add(query.kind)}`);
    if (after !== null) conditions.push(keysetCondition([{ sql: 'l.line_key', cast: 'text collate "C"' }], [after[0]], 'asc', parameters));
    const rows = await tx.query<LineRow>(
      `select l.kind, l.line_key, l.order_id, o.order_number, l.return_id, l.category, l.amount::float8 as amount, l.description
         from settlement_lines l left join orders o on o.id = l.order_id
        where ${conditions.join(' and ')}
        order by l.line_key
        limit ${parameters.add(limit + 1)}`,
      parameters.values,
    );
    const page = keysetPage(rows, limit, (last) => lineCursor.encode(scope, [last.line_key]));
    return {
      items: page.rows.map((row) => ({
        kind: row.kind,
        key: row.line_key,
        orderId: row.order_id,
        orderNumber: row.order_number,
        returnId: row.return_id,
        category: row.category,
        amount: row.amount,
        description: row.description,
      })),
      nextCursor: page.nextCursor,
    };
  });
}
