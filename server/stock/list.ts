/**
 * The stock list and Existencias: levels matching the filters, by SKU then level id, paged by keyset
 * (a deep page costs what the first does), and the same rows in batches for the export.
 */
import type { components, operations } from '../../openapi/generated/stock.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { keysetCondition, keysetCursor, keysetPage, rowId, textMatching } from '../kit/keysetCursor.ts';
import { SqlParameters, whereOf } from '../kit/sqlParameters.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../shared/stock/rules.ts';
import { LEVEL_COLUMNS, LEVEL_FROM, levelOf, type LevelRow } from './levels.ts';

type ListQuery = NonNullable<operations['listStock']['parameters']['query']>;
type StockPage = components['schemas']['StockPage'];

export interface StockFilters {
  /** Null: every seller's (staff). */
  sellerId: number | null;
  availability: ListQuery['availability'] | null;
  warehouseId: number | null;
  q: string | null;
}

const DEFAULT_LIMIT = 25;

/** The last row's SKU and id; the scope is the filters, so a cursor never jumps lists. */
const cursor = keysetCursor([textMatching(/^[^\u0000]{1,64}$/u), rowId] as const);
const scopeOf = (filters: StockFilters) => ['stock', filters.sellerId ?? 0, filters.availability ?? '', filters.warehouseId ?? 0, filters.q ?? ''] as const;

/** The filters of a list or export query, for the seller the call is about. */
export const filtersOf = (query: Pick<ListQuery, 'availability' | 'warehouseId' | 'q'>, sellerId: number | null): StockFilters => ({
  sellerId,
  availability: query.availability ?? null,
  warehouseId: query.warehouseId ?? null,
  q: query.q === undefined ? null : query.q.trim() || null,
});

/** 404 when the warehouse filter names a warehouse that is not the seller's (or does not exist). */
export async function checkWarehouseFilter(db: Queryable, filters: StockFilters): Promise<void> {
  if (filters.warehouseId === null) return;
  const [row] = await db.query('select 1 from seller_warehouses where id = $1 and ($2::int is null or seller_id = $2)', [filters.warehouseId, filters.sellerId]);
  if (!row) throw new ApiProblem(404, 'WAREHOUSE_NOT_FOUND', `There is no warehouse ${filters.warehouseId} of this seller`);
}

/**
 * Levels matching `filters` after `after` (SKU, id), in list order. Only the conditions in use are
 * written, so each combination gets the plan of its own index (seller and SKU, warehouse and SKU,
 * the out-of-stock partial index, the search's trigrams).
 */
export async function levelsPage(db: Queryable, filters: StockFilters, after: readonly [string, number] | null, limit: number): Promise<LevelRow[]> {
  const parameters = new SqlParameters();
  const conditions: string[] = [];
  if (filters.sellerId !== null) conditions.push(`l.seller_id = ${parameters.add(filters.sellerId)}`);
  if (filters.warehouseId !== null) conditions.push(`l.warehouse_id = ${parameters.add(filters.warehouseId)}`);
  if (filters.availability === 'outOfStock') conditions.push('l.on_hand <= l.reserved');
  if (filters.availability === 'lowStock') {
    conditions.push(`l.on_hand > l.reserved and l.on_hand - l.reserved < coalesce(t.low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD})`);
  }
  if (filters.q !== null) conditions.push(`l.search_key like '%' || portal_name_key(${parameters.add(filters.q)}) || '%'`);
  if (after !== null) conditions.push(keysetCondition([{ sql: 'l.sku', cast: 'text' }, { sql: 'l.id', cast: 'int' }], after, 'asc', parameters));
  return db.query<LevelRow>(
    `select ${LEVEL_COLUMNS} from ${LEVEL_FROM} ${whereOf(conditions)} order by l.sku, l.id limit ${parameters.add(limit)}`,
    parameters.values,
  );
}

/** The seller's threshold (the default for staff reading every seller's). */
export async function lowStockThresholdOf(db: Queryable, sellerId: number | null): Promise<number> {
  if (sellerId === null) return DEFAULT_LOW_STOCK_THRESHOLD;
  const [row] = await db.query<{ low_stock_threshold: number }>('select low_stock_threshold from stock_settings where seller_id = $1', [sellerId]);
  return row?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/** One page of the list. */
export async function listLevels(db: Queryable, filters: StockFilters, query: { cursor?: string; limit?: number }): Promise<StockPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor === undefined ? null : cursor.decode(scopeOf(filters), query.cursor);
  await checkWarehouseFilter(db, filters);
  const [rows, lowStockThreshold] = await Promise.all([levelsPage(db, filters, after, limit + 1), lowStockThresholdOf(db, filters.sellerId)]);
  const page = keysetPage(rows, limit, (last) => cursor.encode(scopeOf(filters), [last.sku, last.id]));
  return { items: page.rows.map(levelOf), nextCursor: page.nextCursor, lowStockThreshold };
}

const EXPORT_BATCH = 1_000;

/** Every matching level, a batch at a time, read as the file is written. */
export async function* exportedLevels(db: Queryable, filters: StockFilters, first: LevelRow[]): AsyncGenerator<LevelRow[]> {
  let batch = first;
  while (batch.length > 0) {
    yield batch;
    if (batch.length < EXPORT_BATCH) return;
    const last = batch.at(-1)!;
    batch = await levelsPage(db, filters, [last.sku, last.id], EXPORT_BATCH);
  }
}

/** The export's first batch, read before answering so a failing database is still a proper error. */
export async function firstExportBatch(db: Queryable, filters: StockFilters): Promise<LevelRow[]> {
  await checkWarehouseFilter(db, filters);
  return levelsPage(db, filters, null, EXPORT_BATCH);
}
