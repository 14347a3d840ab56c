/**
 * Carga masiva de productos (/pim/bulk-load and a load's own address, /pim/bulk-load/<id>): the
 * category with its template, the file and what the valid rows become; then the load's progress,
 * read again until it is done; then what was created and the report of the refused rows, by row and
 * column, in the seller's words. Every part is a projection of the bulk load's chart and of the
 * categories' chart beside it; every choice and press is an event.
 */
import { Alert, Box, Button, Card, chakra, Field, Flex, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { RowReportTable } from '../../../src/views/kit/RowReportTable.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import type { BulkLoadFlows } from '../bulkLoadFlows.ts';
import type { bulkLoadMachine, BulkLoadOutcome, ProductBulkLoad } from '../machines/bulkLoad.machine.ts';
import {
  selectBulkLoadScreen,
  selectCanDownloadTemplate,
  selectCategoryId,
  selectDownloadingTemplate,
  selectFileName,
  selectLoad,
  selectOutcome,
  selectProblem,
  selectRefusal,
  selectTemplateFailed,
} from '../machines/bulkLoad.selectors.ts';
import type { categoryChoicesMachine } from '../machines/categoryChoices.machine.ts';
import { isDepartment } from '../machines/categoryTree.machine.ts';
import { productsPath } from '../productFlows.ts';
import { ProgressBar } from '../../../src/views/kit/ProgressBar.tsx';

type LoadRef = ActorRefFrom<typeof bulkLoadMachine>;
type ChoicesRef = ActorRefFrom<typeof categoryChoicesMachine>;

const FILE_INPUT_ID = 'pim-bulk-load-file';
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OUTCOMES: readonly BulkLoadOutcome[] = ['draft', 'review'];

export interface BulkLoadPageProps {
  flows: BulkLoadFlows;
  /** The load in the address, or null on the page that starts one. */
  loadId: string | null;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function BulkLoadPage({ flows, loadId, host }: BulkLoadPageProps) {
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const load = useActorRef(flows.bulkLoad, { input: { loadId }, ...inspect });
  const screen = useSelector(load, selectBulkLoadScreen);
  return (
    <Stack gap="5">
      <Box>
        <PortalLink href="/pim" onOpen={(href) => host.navigate(href)}>
          <FormattedMessage id="pim.bulkLoad.back" />
        </PortalLink>
      </Box>
      <Heading as="h1" size="2xl">
        <FormattedMessage id="pim.bulkLoad.title" />
      </Heading>
      {(screen === 'choosing' || screen === 'sending') && <ChoiceForm load={load} flows={flows} inspect={host.inspect} sending={screen === 'sending'} />}
      {(screen === 'watching' || screen === 'readFailed') && <LoadProgress load={load} failed={screen === 'readFailed'} />}
      {screen === 'missing' && <MissingLoad load={load} />}
      {screen === 'finished' && <LoadReport load={load} host={host} />}
    </Stack>
  );
}

function ChoiceForm({ load, flows, inspect, sending }: { load: LoadRef; flows: BulkLoadFlows; inspect: ModuleHost['inspect']; sending: boolean }) {
  const intl = useIntl();
  const choices = useActorRef(flows.categoryChoices, inspect ? { inspect } : {});
  const categoryId = useSelector(load, selectCategoryId);
  const outcome = useSelector(load, selectOutcome);
  const fileName = useSelector(load, selectFileName);
  const refusal = useSelector(load, selectRefusal);
  const canDownload = useSelector(load, selectCanDownloadTemplate);
  const downloading = useSelector(load, selectDownloadingTemplate);
  const templateFailed = useSelector(load, selectTemplateFailed);
  const problem = useSelector(load, selectProblem);
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            load.send({ type: 'bulkLoad.send' });
          }}
        >
          <Stack gap="5">
            <Text>
              <FormattedMessage id="pim.bulkLoad.help" />
            </Text>
            <Flex gap="3" align="flex-end" wrap="wrap">
              <CategorySelect choices={choices} categoryId={categoryId} disabled={sending} onChange={(id) => load.send({ type: 'bulkLoad.category', categoryId: id })} />
              <Button variant="outline" loading={downloading} loadingText={<FormattedMessage id="pim.bulkLoad.template" />} disabled={!canDownload} onClick={() => load.send({ type: 'template.download' })}>
                <FormattedMessage id="pim.bulkLoad.template" />
              </Button>
            </Flex>
            {templateFailed && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <FormattedMessage id="pim.bulkLoad.templateFailed" />
                  </Alert.Title>
                  <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'pim', problem) })}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Field.Root>
              <Field.Label htmlFor={FILE_INPUT_ID}>
                <FormattedMessage id="pim.bulkLoad.file" />
              </Field.Label>
              <input
                id={FILE_INPUT_ID}
                type="file"
                accept={XLSX_ACCEPT}
                disabled={sending}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  load.send({ type: 'bulkLoad.file', file: file ? { file, fileName: file.name } : null });
                }}
              />
              {fileName && (
                <Field.HelperText>
                  <FormattedMessage id="pim.bulkLoad.file.chosen" values={{ name: fileName }} />
                </Field.HelperText>
              )}
            </Field.Root>
            <chakra.fieldset border="none" padding="0" margin="0" disabled={sending}>
              <chakra.legend fontWeight="semibold" marginBottom="2">
                <FormattedMessage id="pim.bulkLoad.outcome" />
              </chakra.legend>
              <Stack gap="1">
                {OUTCOMES.map((value) => (
                  <chakra.label key={value} display="flex" gap="2" alignItems="center">
                    <input type="radio" name="pim-bulk-load-outcome" value={value} checked={outcome === value} onChange={() => load.send({ type: 'bulkLoad.outcome', outcome: value })} />
                    <FormattedMessage id={`pim.bulkLoad.outcome.${value}`} />
                  </chakra.label>
                ))}
              </Stack>
            </chakra.fieldset>
            {refusal && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <FormattedMessage id="pim.bulkLoad.refused" />
                  </Alert.Title>
                  <Alert.Description>
                    {refusal.columns.length > 0
                      ? intl.formatMessage({ id: 'pim.bulkLoad.columnsMissing' }, { columns: intl.formatList(refusal.columns, { type: 'conjunction' }) })
                      : intl.formatMessage({ id: problemMessageId(intl, 'pim', refusal.code) })}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Flex gap="3" align="center">
              <Button type="submit" colorPalette="brand" loading={sending} loadingText={<FormattedMessage id="pim.bulkLoad.sending" />}>
                <FormattedMessage id="pim.bulkLoad.send" />
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

/** The active categories a product may be put in, grouped by department; while they are read, only the prompt. */
function CategorySelect({ choices, categoryId, disabled, onChange }: { choices: ChoicesRef; categoryId: number | null; disabled: boolean; onChange: (categoryId: number | null) => void }) {
  const intl = useIntl();
  const tree = useSelector(choices, (snapshot) => snapshot.context.tree);
  const failed = useSelector(choices, (snapshot) => snapshot.matches('failed'));
  const loading = useSelector(choices, (snapshot) => snapshot.matches('loading'));
  const departments = tree.filter((category) => isDepartment(category) && category.active);
  return (
    <Field.Root width={{ base: 'full', md: '22rem' }}>
      <Field.Label>
        <FormattedMessage id="pim.bulkLoad.category" />
      </Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={categoryId === null ? '' : String(categoryId)} onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}>
          <option value="">{intl.formatMessage({ id: loading ? 'pim.bulkLoad.category.loading' : 'pim.bulkLoad.category.choose' })}</option>
          {departments.map((department) => (
            <optgroup key={department.id} label={department.name}>
              {tree
                .filter((category) => category.parentId === department.id && category.active)
                .map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed && (
        <Flex role="alert" gap="2" align="center" wrap="wrap">
          <Text fontSize="sm" color="fg.error">
            <FormattedMessage id="pim.bulkLoad.category.failed" />
          </Text>
          <Button size="xs" variant="outline" onClick={() => choices.send({ type: 'choices.retry' })}>
            <FormattedMessage id="pim.retry" />
          </Button>
        </Flex>
      )}
    </Field.Root>
  );
}

/** The load under way: how many rows were checked of how many, read again until it is done. */
function LoadProgress({ load, failed }: { load: LoadRef; failed: boolean }) {
  const intl = useIntl();
  const current = useSelector(load, selectLoad);
  const problem = useSelector(load, selectProblem);
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="4">
          {current ? (
            <>
              <Heading as="h2" size="lg">
                <FormattedMessage id="pim.bulkLoad.progress.title" values={{ fileName: current.fileName }} />
              </Heading>
              <ProgressBar value={current.processedRows} max={current.totalRows} label={intl.formatMessage({ id: 'pim.bulkLoad.progress.label' })} />
              <Text role="status">
                {current.state === 'queued' ? (
                  <FormattedMessage id="pim.bulkLoad.progress.queued" />
                ) : (
                  <FormattedMessage id="pim.bulkLoad.progress.rows" values={{ processed: current.processedRows, total: current.totalRows }} />
                )}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="pim.bulkLoad.progress.leave" />
              </Text>
            </>
          ) : (
            !failed && <Spinner size="md" aria-label={intl.formatMessage({ id: 'pim.bulkLoad.progress.label' })} />
          )}
          {failed && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="pim.bulkLoad.readFailed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'pim', problem) })}</Alert.Description>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={() => load.send({ type: 'bulkLoad.retry' })}>
                <FormattedMessage id="pim.retry" />
              </Button>
            </Alert.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function MissingLoad({ load }: { load: LoadRef }) {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="pim.bulkLoad.missing" />
        </Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => load.send({ type: 'bulkLoad.again' })}>
        <FormattedMessage id="pim.bulkLoad.again" />
      </Button>
    </Alert.Root>
  );
}

/** Where the products a load created are listed: its category's drafts, or what waits for review. */
const createdProductsPath = (done: ProductBulkLoad) => productsPath(`tab=${done.outcome === 'review' ? 'pending' : 'draft'}&category=${done.categoryId}`);

function LoadReport({ load, host }: { load: LoadRef; host: Pick<ModuleHost, 'navigate'> }) {
  const intl = useIntl();
  const done = useSelector(load, selectLoad)!;
  return (
    <Stack gap="5">
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="3">
            <Heading as="h2" size="lg">
              <FormattedMessage id="pim.bulkLoad.done.title" values={{ fileName: done.fileName }} />
            </Heading>
            <Text role="status">
              <FormattedMessage id={`pim.bulkLoad.done.summary.${done.outcome}`} values={{ created: done.createdRows, failed: done.failedRows, category: done.categoryName }} />
            </Text>
            <Flex gap="4" align="center" wrap="wrap">
              {done.createdRows > 0 && (
                <PortalLink href={createdProductsPath(done)} onOpen={(href) => host.navigate(href)}>
                  <FormattedMessage id="pim.bulkLoad.done.products" />
                </PortalLink>
              )}
              <Button variant="outline" onClick={() => load.send({ type: 'bulkLoad.again' })}>
                <FormattedMessage id="pim.bulkLoad.again" />
              </Button>
            </Flex>
          </Stack>
        </Card.Body>
      </Card.Root>
      {done.issues.length > 0 && (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            <FormattedMessage id="pim.bulkLoad.report.title" />
          </Heading>
          <Text>
            <FormattedMessage id="pim.bulkLoad.report.fix" />
          </Text>
          {done.issueCount > done.issues.length && (
            <Text>
              <FormattedMessage id="pim.bulkLoad.report.more" values={{ shown: done.issues.length, total: done.issueCount }} />
            </Text>
          )}
          <RowReportTable
            caption={intl.formatMessage({ id: 'pim.bulkLoad.report.caption' })}
            headers={{
              row: intl.formatMessage({ id: 'pim.bulkLoad.report.row' }),
              column: intl.formatMessage({ id: 'pim.bulkLoad.report.column' }),
              message: intl.formatMessage({ id: 'pim.bulkLoad.report.message' }),
            }}
            lines={done.issues.map((issue) => ({ row: issue.row, column: issue.column, message: intl.formatMessage({ id: `pim.bulkLoad.issue.${issue.code}` }) }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
