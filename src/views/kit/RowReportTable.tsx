/**
 * The report of a file's rows (an upload's errors and warnings): a table of row, column and message,
 * with a column for the kind where a report has more than one. The invoices' upload and the
 * products' bulk load draw their reports with it; each gives its own words.
 */
import { chakra, VisuallyHidden } from '@chakra-ui/react';

/** One line of a report, in the words the page shows. */
export interface RowReportLine {
  row: number;
  column: string;
  message: string;
  /** The kind where the report has several (an error, a warning), and how it is coloured. */
  kind?: { text: string; tone: 'error' | 'warning' };
}

export interface RowReportTableProps {
  /** Read by screen readers as the table's name. */
  caption: string;
  headers: { row: string; column: string; message: string; kind?: string };
  lines: readonly RowReportLine[];
}

const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

export function RowReportTable({ caption, headers, lines }: RowReportTableProps) {
  const titles = [headers.row, headers.column, headers.message, ...(headers.kind ? [headers.kind] : [])];
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {titles.map((title) => (
              <chakra.th key={title} scope="col" {...cell} fontWeight="semibold">
                {title}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <chakra.td {...cell}>{line.row}</chakra.td>
              <chakra.td {...cell}>{line.column}</chakra.td>
              <chakra.td {...cell}>{line.message}</chakra.td>
              {headers.kind && (
                <chakra.td {...cell} color={line.kind?.tone === 'warning' ? 'fg.warning' : 'fg.error'} fontWeight="semibold">
                  {line.kind?.text}
                </chakra.td>
              )}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}
