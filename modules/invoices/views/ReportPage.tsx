/**
 * /invoice/reportError: the upload's errors and warnings as a table (row, column, message, type),
 * from the result the upload handed over as navigation state, and the same lines as a CSV file. A
 * reload or a bookmark carries no state: the page says the report is gone and links back.
 */
import { Alert, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportLine } from '../machines/uploadReport.ts';
import type { UploadResult } from '../machines/invoices.types.ts';
import { reportCsv, reportLines } from '../machines/uploadReport.ts';
import { RowReportTable } from '../../../src/views/kit/RowReportTable.tsx';

export interface ReportPageProps {
  result: UploadResult | null;
  onBack: () => void;
  /** Hands the report's CSV to the browser. */
  onSave: (csv: string) => void;
}

const COLUMNS = ['row', 'column', 'message', 'kind'] as const;

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <Link
      href="/invoice"
      colorPalette="brand"
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <FormattedMessage id="invoices.report.back" />
    </Link>
  );
}

export function ReportPage({ result, onBack, onSave }: ReportPageProps) {
  const intl = useIntl();
  if (result === null) {
    return (
      <Stack gap="3" align="flex-start">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="invoices.report.title" />
        </Heading>
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="invoices.report.gone" />
          </Alert.Title>
        </Alert.Root>
        <BackLink onBack={onBack} />
      </Stack>
    );
  }
  const lines = reportLines(result);
  const message = (line: ReportLine) => intl.formatMessage({ id: `invoices.issue.${line.code}` });
  const kind = (line: ReportLine) => intl.formatMessage({ id: `invoices.report.kind.${line.kind}` });
  const save = () =>
    onSave(reportCsv(lines, { header: COLUMNS.map((column) => intl.formatMessage({ id: `invoices.report.column.${column}` })), message, kind }));
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="invoices.report.title" />
        </Heading>
        <Button variant="outline" onClick={save}>
          <FormattedMessage id="invoices.report.download" />
        </Button>
      </Flex>
      <Text>
        <FormattedMessage id="invoices.report.summary" values={{ rows: result.rows, errors: result.errors.length, warnings: result.warnings.length, stored: result.stored }} />
      </Text>
      <RowReportTable
        caption={intl.formatMessage({ id: 'invoices.report.caption' })}
        headers={{
          row: intl.formatMessage({ id: 'invoices.report.column.row' }),
          column: intl.formatMessage({ id: 'invoices.report.column.column' }),
          message: intl.formatMessage({ id: 'invoices.report.column.message' }),
          kind: intl.formatMessage({ id: 'invoices.report.column.kind' }),
        }}
        lines={lines.map((line) => ({ row: line.row, column: line.column, message: message(line), kind: { text: kind(line), tone: line.kind } }))}
      />
      <BackLink onBack={onBack} />
    </Stack>
  );
}
