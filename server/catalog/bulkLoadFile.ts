/**
 * A bulk load's file judged whole when it is sent, before anything is kept: a workbook, a header
 * holding every required column, and between one and BULK_LOAD_MAX_ROWS product rows. The rows are
 * counted streaming and the count stops one past the limit, so a file of 200,000 rows is refused
 * after reading 10,001 of them, never held whole.
 */
import { ApiProblem } from '../http/api-problem.ts';
import { firstSheetRows, headerColumns, startsAsZip, WorkbookUnreadable } from '../kit/workbookReader.ts';
import { BULK_LOAD_MAX_ROWS, isBlankRow, locateColumns, type TemplateColumn } from './bulkLoadColumns.ts';

const notXlsx = () =>
  new ApiProblem(400, 'PRODUCT_FILE_NOT_XLSX', 'The file is not an Excel workbook (.xlsx)', { details: [{ field: 'body.file', message: 'not an .xlsx workbook' }] });

const columnsMissing = (missing: readonly string[]) =>
  new ApiProblem(400, 'PRODUCT_COLUMNS_MISSING', `The file lacks the required column(s): ${missing.join(', ')}`, {
    details: missing.map((column) => ({ field: 'body.file', message: column })),
  });

/** How many product rows the file holds; a 400 naming why it is refused otherwise. */
export async function countProductRows(bytes: Buffer, columns: readonly TemplateColumn[], maxRows = BULK_LOAD_MAX_ROWS): Promise<number> {
  if (!startsAsZip(bytes)) throw notXlsx();
  let at: (number | null)[] | null = null;
  let rows = 0;
  try {
    for await (const { values } of firstSheetRows(bytes)) {
      if (at === null) {
        const located = locateColumns(columns, headerColumns(values));
        if (located.missing.length > 0) throw columnsMissing(located.missing);
        at = located.at;
        continue;
      }
      if (isBlankRow(values, at)) continue;
      rows += 1;
      if (rows > maxRows) {
        throw new ApiProblem(400, 'PRODUCT_FILE_TOO_MANY_ROWS', `The file holds more than ${maxRows} product rows`, { details: [{ field: 'body.file', message: `at most ${maxRows} rows` }] });
      }
    }
  } catch (error) {
    if (error instanceof WorkbookUnreadable) throw notXlsx();
    throw error;
  }
  if (at === null) throw columnsMissing(columns.filter((column) => column.required).map((column) => column.header));
  if (rows === 0) throw new ApiProblem(400, 'PRODUCT_FILE_EMPTY', 'The file holds no product rows under its header', { details: [{ field: 'body.file', message: 'no rows' }] });
  return rows;
}
