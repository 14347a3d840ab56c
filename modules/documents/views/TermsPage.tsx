/**
 * Configuración > Comunicaciones > Términos: every terms version, newest first (title, key, version,
 * start, approval limit, mandatory or not, how many sellers accepted), and for one version the
 * sellers at risk of suspension: days left, reminders mailed, suspended or not. A projection of the
 * terms chart; every press is an event to it.
 */
import { Alert, Badge, Button, Heading, Spinner, Stack, chakra, Text } from '@chakra-ui/react';
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
    <chakra.div overflowX="auto" borderWidth="1px" rounded="md">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <chakra.caption textAlign="start" padding="2">
          <FormattedMessage id="documents.terms.caption" />
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <chakra.tr borderTopWidth="1px">
            {['title', 'key', 'version', 'start', 'limit', 'mandatory', 'accepted', 'actions'].map((column) => (
              <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2" key={column}>{intl.formatMessage({ id: `documents.terms.column.${column}` })}</chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {versions.map((version) => (
            <chakra.tr borderTopWidth="1px" key={version.id}>
              <chakra.td paddingX="3" paddingY="2" verticalAlign="top" overflowWrap="anywhere">{version.title}</chakra.td>
              <chakra.td paddingX="3" paddingY="2" verticalAlign="top">{version.key}</chakra.td>
              <chakra.td paddingX="3" paddingY="2" verticalAlign="top">{version.version}</chakra.td>
              <chakra.td paddingX="3" paddingY="2" verticalAlign="top">{day(version.startDate)}</chakra.td>
              <chakra.td paddingX="3" paddingY="2" verticalAlign="top">{day(version.approvalLimitDate)}</chakra.td>
              <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                <FormattedMessage id={version.exception === 0 ? 'documents.terms.mandatory' : 'documents.terms.optional'} />
              </chakra.td>
              <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                <FormattedMessage id="documents.terms.acceptedCount" values={{ count: version.acceptedCount }} />
              </chakra.td>
              <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={intl.formatMessage({ id: 'documents.terms.riskOf' }, { title: version.title, version: version.version })}
                  onClick={() => terms.send({ type: 'risk.open', terms: version })}
                >
                  <FormattedMessage id="documents.terms.risk" />
                </Button>
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </chakra.div>
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
        <chakra.div overflowX="auto" borderWidth="1px" rounded="md">
          <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
            <chakra.thead bg="bg.muted">
              <chakra.tr borderTopWidth="1px">
                {['seller', 'daysLeft', 'reminders', 'state'].map((column) => (
                  <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2" key={column}>{intl.formatMessage({ id: `documents.risk.column.${column}` })}</chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {rows.map((row) => (
                <chakra.tr borderTopWidth="1px" key={row.sellerId}>
                  <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                    {row.sellerName} ({row.sellerId})
                  </chakra.td>
                  <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                    {row.daysLeft < 0 ? (
                      <FormattedMessage id="documents.risk.overdue" values={{ days: -row.daysLeft }} />
                    ) : (
                      <FormattedMessage id="documents.risk.daysLeft" values={{ days: row.daysLeft }} />
                    )}
                  </chakra.td>
                  <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                    <FormattedMessage id="documents.risk.reminders" values={{ count: row.reminders.length }} />
                  </chakra.td>
                  <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                    <Badge colorPalette={row.suspended ? 'red' : 'gray'}>
                      <FormattedMessage id={row.suspended ? 'documents.risk.suspended' : 'documents.risk.notSuspended'} />
                    </Badge>
                  </chakra.td>
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        </chakra.div>
      )}
      <Button alignSelf="flex-start" variant="ghost" onClick={() => terms.send({ type: 'risk.close' })}>
        <FormattedMessage id="documents.risk.close" />
      </Button>
    </Stack>
  );
}
