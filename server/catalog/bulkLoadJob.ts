/**
 * The job that stores a bulk load's products: it reads the kept workbook row by row (streaming),
 * judges each row by the product rules of the load's category and outcome, a SKU against the earlier
 * rows of the file and the seller's other products, and stores the rows a batch at a time with the
 * load's progress. Started again after a crash it reads the file from the top, skipping the rows
 * already stored, so no product is created twice and the earlier rows' SKUs still count.
 */
import type { Database } from '../db/database.ts';
import { firstSheetRows, headerColumns, normalisedHeader } from '../kit/workbookReader.ts';
import { isBlankRow, locateColumns, templateColumns } from './bulkLoadColumns.ts';
import { readProductRow, type ReadRow, type RowIssue } from './bulkLoadRows.ts';
import { activeBrands, finishBulkLoad, ownImageKeys, startBulkLoad, storedRowNumbers, storeRows, takenSkus, type LoadToRun, type RowOutcome } from './bulkLoads.ts';
import { findCategory } from './categories.ts';
import { categoryRules } from './products.ts';

/** Rows stored per transaction: ten steps of progress for a full file, and few enough statements that the database is not the wait. */
export const BULK_LOAD_BATCH = 1_000;

/** The database's judgement of a batch: SKUs other products use, images that are not the seller's. */
async function judge(db: Database, load: LoadToRun, batch: readonly ReadRow[], imagesHeader: string, skuHeader: string): Promise<RowOutcome[]> {
  const candidates = batch.filter((row) => row.sku !== '');
  const taken = await takenSkus(db, load.sellerId, candidates.map((row) => row.sku));
  const own = await ownImageKeys(db, load.sellerId, [...new Set(batch.flatMap((row) => row.content.images))]);
  return batch.map((row): RowOutcome => {
    const issues: RowIssue[] = [...row.issues];
    if (taken.has(row.sku) && !issues.some((issue) => issue.code === 'skuRepeated')) issues.push({ column: skuHeader, code: 'skuTaken' });
    const unknown = row.content.images.filter((key) => !own.has(key));
    if (unknown.length > 0) issues.push({ column: imagesHeader, code: 'unknownImage' });
    return issues.length === 0 ? { number: row.number, sku: row.sku, content: row.content, issues: [] } : { number: row.number, issues };
  });
}

/** Runs the load `loadId` to its end (or to the failure its job's next attempt resumes from). */
export async function runBulkLoad(db: Database, loadId: string, clock: () => Date, batchSize = BULK_LOAD_BATCH): Promise<void> {
  const load = await startBulkLoad(db, loadId, clock());
  if (!load || load.state === 'done') return;
  if (load.file === null) {
    await finishBulkLoad(db, load.id, clock());
    return;
  }
  const category = await findCategory(db, load.categoryId);
  if (!category) throw new Error(`The category ${load.categoryId} of bulk load ${load.id} is gone`);
  const columns = templateColumns(category.attributes);
  const rules = await categoryRules(db, load.categoryId);
  const brands = new Map((await activeBrands(db)).map((brand) => [normalisedHeader(brand.name), brand.id]));
  const stored = await storedRowNumbers(db, load.id);
  const skuHeader = columns.find((column) => column.field === 'sku')!.header;
  const imagesHeader = columns.find((column) => column.field === 'images')!.header;

  let at: (number | null)[] | null = null;
  const seen = new Set<string>();
  let batch: ReadRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const outcomes = await judge(db, load, batch, imagesHeader, skuHeader);
    batch = [];
    await storeRows(db, load, outcomes, clock());
  };
  for await (const { number, values } of firstSheetRows(load.file)) {
    if (at === null) {
      at = locateColumns(columns, headerColumns(values)).at;
      continue;
    }
    if (isBlankRow(values, at)) continue;
    const row = readProductRow(number, values, { columns, at, categoryId: load.categoryId, rules, brands, forReview: load.outcome === 'review' });
    if (!row) continue;
    // The first row of a SKU keeps it (when valid); a later one is refused as a repetition.
    if (row.sku !== '') {
      if (seen.has(row.sku)) row.issues.push({ column: skuHeader, code: 'skuRepeated' });
      seen.add(row.sku);
    }
    if (stored.has(number)) continue;
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await finishBulkLoad(db, load.id, clock());
}
