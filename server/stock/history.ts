/**
 * A SKU's history: its movements, the latest first, paged by keyset on the movement's id (movements
 * are only ever appended, so a page never repeats or skips one while new ones arrive).
 */
import type { components } from '../../openapi/generated/stock.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { keysetCondition, keysetCursor, keysetPage, rowId } from '../kit/keysetCursor.ts';
import { SqlParameters } from '../kit/sqlParameters.ts';
import type { StockMovementKind } from '../../shared/stock/rules.ts';

type StockMovementPage = components['schemas']['StockMovementPage'];

interface MovementRow {
  id: number;
  kind: StockMovementKind;
  sku: string;
  warehouse_id: number;
  warehouse_name: string;
  commune_name: string | null;
  on_hand_delta: number;
  reserved_delta: number;
  on_hand_after: number;
  reserved_after: number;
  order_id: number | null;
  order_number: string | null;
  return_id: number | null;
  return_number: string | null;
  import_id: string | null;
  user_id: number | null;
  user_name: string | null;
  at: Date;
}

const DEFAULT_LIMIT = 25;
const cursor = keysetCursor([rowId] as const);

export interface HistoryQuery {
  sellerId: number;
  sku: string;
  warehouseId: number | null;
  cursor?: string;
  limit?: number;
}

/** One page of the SKU's movements; 404 when the seller has no level of that SKU (there). */
export async function movementsPage(db: Queryable, query: HistoryQuery): Promise<StockMovementPage> {
  const [known] = await db.query('select 1 from stock_levels where seller_id = $1 and sku = $2 and ($3::int is null or warehouse_id = $3) limit 1', [
    query.sellerId,
    query.sku,
    query.warehouseId,
  ]);
  if (!known) throw new ApiProblem(404, 'STOCK_SKU_NOT_FOUND', `The seller has no stock of ${query.sku}${query.warehouseId === null ? '' : ' in that warehouse'}`);
  const scope = ['stockMovements', query.sellerId, query.sku, query.warehouseId ?? 0] as const;
  const after = query.cursor === undefined ? null : cursor.decode(scope, query.cursor);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const parameters = new SqlParameters([query.sellerId, query.sku]);
  const conditions = ['m.seller_id = $1', 'm.sku = $2'];
  if (query.warehouseId !== null) conditions.push(`m.warehouse_id = ${parameters.add(query.warehouseId)}`);
  if (after !== null) conditions.push(keysetCondition([{ sql: 'm.id', cast: 'int' }], after, 'desc', parameters));
  const rows = await db.query<MovementRow>(
    `select m.id, m.kind, m.sku, m.warehouse_id, w.name as warehouse_name, w.commune_name, m.on_hand_delta, m.reserved_delta,
            m.on_hand_after, m.reserved_after, m.order_id, o.order_number, m.return_id, r.return_number, m.import_id,
            m.user_id, case when u.id is null then null else u.first_name || ' ' || u.last_name end as user_name, m.at
       from stock_movements m
       join seller_warehouses w on w.id = m.warehouse_id
       left join orders o on o.id = m.order_id
       left join returns r on r.id = m.return_id
       left join users u on u.id = m.user_id
      where ${conditions.join(' and ')}
      order by m.id desc
      limit ${parameters.add(limit + 1)}`,
    parameters.values,
  );
  const page = keysetPage(rows, limit, (last) => cursor.encode(scope, [last.id]));
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      sku: row.sku,
      warehouse: { id: row.warehouse_id, name: row.warehouse_name, communeName: row.commune_name },
      onHandDelta: row.on_hand_delta,
      reservedDelta: row.reserved_delta,
      onHandAfter: row.on_hand_after,
      reservedAfter: row.reserved_after,
      order: row.order_id !== null && row.order_number !== null ? { id: row.order_id, orderNumber: row.order_number } : null,
      return: row.return_id !== null && row.return_number !== null ? { id: row.return_id, returnNumber: row.return_number } : null,
      importId: row.import_id,
      by: row.user_id !== null && row.user_name !== null ? { userId: row.user_id, name: row.user_name } : null,
      at: row.at.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
