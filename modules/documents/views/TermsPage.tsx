/**
 * Configuración > Comunicaciones > Términos: every terms version, newest first (title, key, version,
 * start, approval limit, mandatory or not, how many sellers accepted), and for one version the
 * sellers at risk of suspension: days left, reminders mailed, suspended or not. A projection of the
 * terms chart; every press is an event to it.
 */
import { Alert, Badge, Button, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { termsAdminMachine } from '../machines/termsAdmin.machine.ts';
import { problemMessageId } from './problemText.ts';

type TermsRef = ActorRefFrom<typeof termsAdminMachine>;
type Snapshot = SnapshotFrom<typeof termsAdminMachine>;

const day = (isoDate: string) => isoDate.split('-').reverse().join('-');

export function TermsPage({ logic, host }: { logic: typeof termsAdminMachine; host: Pick<ModuleHost, 'inspect'> }) {
  const terms = useActorRef(logic, host.inspect ? { inspect: host.inspect } : {});
  const loading = useSelector(terms, (snapshot: Snapshot) => snapshot.matches('loading'));
  const failed = useSelector(terms, (snapshot: Snapshot) => snapshot.matches('failed'));
  const versions = useSelector(terms, (snapshot: Snapshot) => snapshot.context.versions?.data ?? null);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="documents.title" />
      </Heading>
      <Stack as="section" gap="4" aria-labelledby="documents-terms-title">
        <Heading as="h2" size="lg" id="documents-terms-title">
          <FormattedMessage id="documents.terms.title" />
        </Heading>
        <Text role="status" color="fg.muted" fontSize="sm" minHeight="6">
          {loading && <FormattedMessage id="documents.terms.loading" />}
        </Text>
        {failed && <Problem terms={terms} titleId="documents.terms.failed" retry={{ type: 'list.retry' }} />}
        {versions && versions.length === 0 && (
          <Text>
            <FormattedMessage id="documents.terms.empty" />
          </Text>
        )}
        {versions && versions.length > 0 && <VersionRows terms={terms} />}
      </Stack>
      <RiskSection terms={terms} />
    </Stack>
  );
}

function Problem({ terms, titleId, retry }: { terms: TermsRef; titleId: string; retry: { type: 'list.retry' } | { type: 'risk.retry' } }) {
  const intl = useIntl();
  const problem = useSelector(terms, (snapshot: Snapshot) => snapshot.context.problem);
  return (
    <Stack gap="3" align="flex-start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id={titleId} />
          </Alert.Title>
          <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem ?? 'UNEXPECTED') })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="brand" onClick={() => terms.send(retry)}>
        <FormattedMessage id="documents.retry" />
      </Button>
    </Stack>
  );
}

function VersionRows({ terms }: { terms: TermsRef }) {
  const intl = useIntl();
  const versions = useSelector(terms, (snapshot: Snapshot) => snapshot.context.versions?.data ?? []);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" paddingBottom="2">
          <FormattedMessage id="documents.terms.caption" />
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {['title', 'key', 'version', 'start', 'limit', 'mandatory', 'accepted', 'actions'].map((column) => (
              <Table.ColumnHeader key={column}>{intl.formatMessage({ id: `documents.terms.column.${column}` })}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {versions.map((version) => (
            <Table.Row key={version.id}>
              <Table.Cell overflowWrap="anywhere">{version.title}</Table.Cell>
              <Table.Cell>{version.key}</Table.Cell>
              <Table.Cell>{version.version}</Table.Cell>
              <Table.Cell>{day(version.startDate)}</Table.Cell>
              <Table.Cell>{day(version.approvalLimitDate)}</Table.Cell>
              <Table.Cell>
                <FormattedMessage id={version.exception === 0 ? 'documents.terms.mandatory' : 'documents.terms.optional'} />
              </Table.Cell>
              <Table.Cell>
                <FormattedMessage id="documents.terms.acceptedCount" values={{ count: version.acceptedCount }} />
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={intl.formatMessage({ id: 'documents.terms.riskOf' }, { title: version.title, version: version.version })}
                  onClick={() => terms.send({ type: 'risk.open', terms: version })}
                >
                  <FormattedMessage id="documents.terms.risk" />
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RiskSection({ terms }: { terms: TermsRef }) {
  const intl = useIntl();
  const selected = useSelector(terms, (snapshot: Snapshot) => (snapshot.matches({ ready: 'risk' }) ? snapshot.context.selected : null));
  const loading = useSelector(terms, (snapshot: Snapshot) => snapshot.matches({ ready: { risk: 'loading' } }));
  const failed = useSelector(terms, (snapshot: Snapshot) => snapshot.matches({ ready: { risk: 'failed' } }));
  const rows = useSelector(terms, (snapshot: Snapshot) => (snapshot.matches({ ready: { risk: 'shown' } }) ? (snapshot.context.risk?.data ?? []) : null));
  if (!selected) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="documents-risk-title">
      <Heading as="h2" size="lg" id="documents-risk-title">
        <FormattedMessage id="documents.risk.title" values={{ title: selected.title, version: selected.version }} />
      </Heading>
      <Text role="status" color="fg.muted" fontSize="sm" minHeight="6" display="flex" gap="2" alignItems="center">
        {loading && <Spinner size="sm" />}
        {loading && <FormattedMessage id="documents.risk.loading" />}
      </Text>
      {failed && <Problem terms={terms} titleId="documents.risk.failed" retry={{ type: 'risk.retry' }} />}
      {rows && rows.length === 0 && (
        <Text>
          <FormattedMessage id="documents.risk.empty" />
        </Text>
      )}
      {rows && rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {['seller', 'daysLeft', 'reminders', 'state'].map((column) => (
                  <Table.ColumnHeader key={column}>{intl.formatMessage({ id: `documents.risk.column.${column}` })}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.sellerId}>
                  <Table.Cell>
                    {row.sellerName} ({row.sellerId})
                  </Table.Cell>
                  <Table.Cell>
                    {row.daysLeft < 0 ? (
                      <FormattedMessage id="documents.risk.overdue" values={{ days: -row.daysLeft }} />
                    ) : (
                      <FormattedMessage id="documents.risk.daysLeft" values={{ days: row.daysLeft }} />
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <FormattedMessage id="documents.risk.reminders" values={{ count: row.reminders.length }} />
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={row.suspended ? 'red' : 'gray'}>
                      <FormattedMessage id={row.suspended ? 'documents.risk.suspended' : 'documents.risk.notSuspended'} />
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Button alignSelf="flex-start" variant="ghost" onClick={() => terms.send({ type: 'risk.close' })}>
        <FormattedMessage id="documents.risk.close" />
      </Button>
    </Stack>
  );
}
