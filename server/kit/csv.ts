import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, type CsvValue } from '../../shared/csv/csvCells.ts';

export { csvCell, csvDocument, type CsvValue } from '../../shared/csv/csvCells.ts';

/**
 * A CSV download written as its rows are read (shared/csv/csvCells.ts: Excel's dialect and the
 * formula guard on every text cell), so memory does not grow with the file.
 */
export function csvStream<Row>(header: readonly string[], batches: AsyncIterable<readonly Row[]>, cellsOf: (row: Row) => readonly CsvValue[]): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(`${CSV_BOM}${csvLine(header)}`, 'utf8');
      for await (const batch of batches) yield Buffer.from(batch.map((row) => csvLine(cellsOf(row))).join(''), 'utf8');
    })(),
  );
}
