/**
 * The upload error report (/invoice/reportError): the upload's result as it arrives in the
 * navigation state, read back with care (a state is whatever the history holds), and its rows as a
 * CSV file Excel in Chile opens (UTF-8 with a byte-order mark, `;` between fields, CRLF).
 */
import { csvDocument } from '../../../shared/csv/csvCells.ts';
import { INVOICE_COLUMNS } from '../../../shared/invoices/rules.ts';
import type { RowIssue, UploadResult } from './invoices.types.ts';

/** The key of the navigation state that carries the result. */
export const UPLOAD_RESULT_STATE = 'uploadResult';

/** One line of the report: the issue and whether it is an error or a warning. */
export interface ReportLine extends RowIssue {
  kind: 'error' | 'warning';
}

const isIssue = (value: unknown): value is RowIssue => {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return (
    Number.isInteger(issue.row) &&
    typeof issue.column === 'string' &&
    (INVOICE_COLUMNS as readonly string[]).includes(issue.column) &&
    typeof issue.code === 'string' &&
    typeof issue.message === 'string'
  );
};

/** The upload result the navigation state carries, or null (a reload, a bookmark: no state). */
export function uploadResultOf(state: Record<string, unknown> | undefined): UploadResult | null {
  const candidate = state?.[UPLOAD_RESULT_STATE];
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { rows, stored, errors, warnings } = candidate as Record<string, unknown>;
  if (!Number.isInteger(rows) || !Number.isInteger(stored) || !Array.isArray(errors) || !Array.isArray(warnings)) return null;
  if (!errors.every(isIssue) || !warnings.every(isIssue)) return null;
  return { rows: rows as number, stored: stored as number, errors, warnings };
}

/** Every issue in the sheet's order: by row, errors before warnings. */
export function reportLines(result: UploadResult): ReportLine[] {
  const lines: ReportLine[] = [...result.errors.map((issue) => ({ ...issue, kind: 'error' as const })), ...result.warnings.map((issue) => ({ ...issue, kind: 'warning' as const }))];
  return lines.sort((a, b) => a.row - b.row || (a.kind === b.kind ? 0 : a.kind === 'error' ? -1 : 1));
}

/** The report as CSV: a header and one line per issue, in the words `text` gives (messages may quote the sheet's cells, hence the shared writer's formula guard). */
export function reportCsv(lines: readonly ReportLine[], text: { header: readonly string[]; message: (line: ReportLine) => string; kind: (line: ReportLine) => string }): string {
  return csvDocument(
    text.header,
    lines.map((line) => [line.row, line.column, text.message(line), text.kind(line)]),
  );
}
