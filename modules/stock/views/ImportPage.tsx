/**
 * An import's own page (/stock/imports/<id>): the file and its mode, how many rows the server read
 * and applied while it works (read again every few seconds, across reloads), and once it ended the
 * report of every row it skipped or warned about: the row, the column and why, in the shown
 * language. Every part is a projection of the import's progress chart.
 */
import { Alert, Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../../../src/views/kit/ProgressBar.tsx';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { RowReportTable } from '../../../src/views/kit/RowReportTable.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import type { StockFlows } from '../flows.ts';
import { selectJob, selectProgressProblem, selectProgressScreen } from '../machines/import.selectors.ts';
import type { RowIssue, StockImport } from '../machines/stock.types.ts';

export interface ImportPageProps {
  logic: StockFlows['importProgress'];
  importId: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ImportPage({ logic, importId, host }: ImportPageProps) {
  const intl = useIntl();
  const progress = useActorRef(logic, { input: { importId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(progress, selectProgressScreen);
  const job = useSelector(progress, selectJob);
  const problem = useSelector(progress, selectProgressProblem);
  const back = (
    <PortalLink href="/stock" onOpen={(href) => host.navigate(href)}>
      <FormattedMessage id="stock.importPage.back" />
    </PortalLink>
  );
  return (
    <Stack gap="5" align="stretch">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="stock.importPage.title" />
      </Heading>
      {screen === 'loading' && (
        <Text role="status" color="fg.muted">
          <FormattedMessage id="stock.importPage.loading" />
        </Text>
      )}
      {screen === 'notFound' && (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="stock.importPage.notFound" />
          </Alert.Title>
        </Alert.Root>
      )}
      {job && <JobFacts job={job} />}
      {screen === 'readFailed' && problem && (
        <Stack gap="3" align="flex-start">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="stock.importPage.readFailed" />
              </Alert.Title>
              <Alert.Description>{problemText(intl, 'stock', problem)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="brand" onClick={() => progress.send({ type: 'import.retry' })}>
            <FormattedMessage id="stock.retry" />
          </Button>
        </Stack>
      )}
      {job && screen === 'underWay' && <UnderWay job={job} />}
      {job && screen === 'stopped' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="stock.importPage.stopped" />
            </Alert.Title>
            <Alert.Description>
              {problemText(intl, 'stock', job.failure)} <FormattedMessage id="stock.importPage.stoppedApplied" values={{ applied: job.progress.rowsApplied }} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {job?.report && (screen === 'clean' || screen === 'withIssues') && <Report report={job.report} />}
      {back}
    </Stack>
  );
}

/** The file, its mode and when it was loaded. */
function JobFacts({ job }: { job: StockImport }) {
  const format = useFormats();
  return (
    <Text color="fg.muted">
      <FormattedMessage id="stock.importPage.file" values={{ fileName: job.fileName, when: format.dateTime(job.createdAt) }} />{' '}
      <Badge variant="outline" size="sm">
        <FormattedMessage id={`stock.import.mode.short.${job.mode}`} />
      </Badge>
    </Text>
  );
}

/** How far the server got: rows read and applied, said aloud as it changes. */
function UnderWay({ job }: { job: StockImport }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: job.state === 'queued' ? 'stock.importPage.queued' : 'stock.importPage.running' });
  return (
    <Stack gap="2">
      {/* Until the server counted the rows, the bar only says something is under way. */}
      <ProgressBar value={job.progress.rowsTotal ? Math.round((job.progress.rowsRead / job.progress.rowsTotal) * 100) : null} label={label} />
      <Text role="status">
        {label} <FormattedMessage id="stock.importPage.progress" values={{ read: job.progress.rowsRead, applied: job.progress.rowsApplied }} />
      </Text>
    </Stack>
  );
}

type ReportLine = RowIssue & { kind: 'error' | 'warning' };

/** The import's outcome: rows applied and skipped, then each row's problem (errors first within a row). */
function Report({ report }: { report: NonNullable<StockImport['report']> }) {
  const intl = useIntl();
  const lines: ReportLine[] = [...report.errors.map((issue) => ({ ...issue, kind: 'error' as const })), ...report.warnings.map((issue) => ({ ...issue, kind: 'warning' as const }))].sort(
    (a, b) => a.row - b.row || (a.kind === b.kind ? 0 : a.kind === 'error' ? -1 : 1),
  );
  const clean = lines.length === 0;
  return (
    <Stack gap="4">
      <Alert.Root status={clean ? 'success' : report.errors.length > 0 ? 'warning' : 'info'} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id={clean ? 'stock.importPage.done' : 'stock.importPage.doneWithIssues'} />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="stock.importPage.summary" values={{ rows: report.rows, applied: report.applied, skipped: report.skipped }} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {!clean && (
        <>
          <Heading as="h2" size="lg">
            <FormattedMessage id="stock.report.title" />
          </Heading>
          <RowReportTable
            caption={intl.formatMessage({ id: 'stock.report.caption' })}
            headers={{
              row: intl.formatMessage({ id: 'stock.report.row' }),
              column: intl.formatMessage({ id: 'stock.report.column' }),
              message: intl.formatMessage({ id: 'stock.report.message' }),
              kind: intl.formatMessage({ id: 'stock.report.kind' }),
            }}
            lines={lines.map((line) => ({
              row: line.row,
              column: line.column,
              message: intl.formatMessage({ id: `stock.issue.${line.code}` }),
              kind: { text: intl.formatMessage({ id: `stock.report.kind.${line.kind}` }), tone: line.kind },
            }))}
          />
          {report.truncated && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="stock.report.truncated" />
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
