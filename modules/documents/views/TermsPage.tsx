/**
 * Configuración > Comunicaciones > Términos: every terms version, newest first (title, key, version,
 * start, approval limit, mandatory or not, how many sellers accepted), "Publicar nueva versión", and
 * one version's detail in two tabs: who accepted it ("Aceptaron": seller, user, when; paged and
 * searchable) and who is at risk of suspension ("En riesgo": days left, reminders mailed, suspended
 * or not). A projection of the terms chart; every press is an event to it.
 */
import { Alert, Badge, Button, Flex, Heading, Input, Spinner, Stack, chakra, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ACCEPTED_PAGE_SIZE } from '../actors.ts';
import type { termsAdminMachine } from '../machines/termsAdmin.machine.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

type TermsRef = ActorRefFrom<typeof termsAdminMachine>;
type Snapshot = SnapshotFrom<typeof termsAdminMachine>;
type Retry = { type: 'list.retry' } | { type: 'risk.retry' } | { type: 'accepted.retry' };

const day = (isoDate: string) => isoDate.split('-').reverse().join('-');

export function TermsPage({ logic, host }: { logic: typeof termsAdminMachine; host: Pick<ModuleHost, 'inspect' | 'navigate'> }) {
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
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="documents-terms-title">
            <FormattedMessage id="documents.terms.title" />
          </Heading>
          <Button colorPalette="brand" onClick={() => host.navigate('/documents/terms/new')}>
            <FormattedMessage id="documents.terms.publish" />
          </Button>
        </Flex>
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
      <VersionDetail terms={terms} />
    </Stack>
  );
}

function Problem({ terms, titleId, retry }: { terms: TermsRef; titleId: string; retry: Retry }) {
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
          <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'documents', problem ?? 'UNEXPECTED') })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="brand" onClick={() => terms.send(retry)}>
        <FormattedMessage id="documents.retry" />
      </Button>
    </Stack>
  );
}

const Cell = chakra('td', { base: { paddingX: '3', paddingY: '2', verticalAlign: 'top' } });

function Table({ columns, prefix, caption, children }: { columns: string[]; prefix: string; caption?: string; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <chakra.div overflowX="auto" borderWidth="1px" rounded="md">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        {caption && (
          <chakra.caption textAlign="start" padding="2">
            <FormattedMessage id={caption} />
          </chakra.caption>
        )}
        <chakra.thead bg="bg.muted">
          <chakra.tr borderTopWidth="1px">
            {columns.map((column) => (
              <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2" key={column}>
                {intl.formatMessage({ id: `${prefix}${column}` })}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>{children}</chakra.tbody>
      </chakra.table>
    </chakra.div>
  );
}

function VersionRows({ terms }: { terms: TermsRef }) {
  const intl = useIntl();
  const versions = useSelector(terms, (snapshot: Snapshot) => snapshot.context.versions?.data ?? []);
  return (
    <Table columns={['title', 'key', 'version', 'start', 'limit', 'mandatory', 'accepted', 'actions']} prefix="documents.terms.column." caption="documents.terms.caption">
      {versions.map((version) => (
        <chakra.tr borderTopWidth="1px" key={version.id}>
          {/* Words wrap between them, never inside: 'anywhere' let a phone's narrow column cut "Términos"
              into letters. A title too wide for the screen scrolls sideways with the table. */}
          <Cell overflowWrap="break-word">{version.title}</Cell>
          <Cell>{version.key}</Cell>
          <Cell>{version.version}</Cell>
          <Cell whiteSpace="nowrap">{day(version.startDate)}</Cell>
          <Cell whiteSpace="nowrap">{day(version.approvalLimitDate)}</Cell>
          <Cell>
            <FormattedMessage id={version.exception === 0 ? 'documents.terms.mandatory' : 'documents.terms.optional'} />
          </Cell>
          <Cell>
            <FormattedMessage id="documents.terms.acceptedCount" values={{ count: version.acceptedCount }} />
          </Cell>
          <Cell>
            <Button
              size="xs"
              variant="outline"
              aria-label={intl.formatMessage({ id: 'documents.terms.openOf' }, { title: version.title, version: version.version })}
              onClick={() => terms.send({ type: 'version.open', terms: version })}
            >
              <FormattedMessage id="documents.terms.open" />
            </Button>
          </Cell>
        </chakra.tr>
      ))}
    </Table>
  );
}

const TABS = [
  { tab: 'accepted', labelId: 'documents.detail.tab.accepted', event: { type: 'tab.accepted' } },
  { tab: 'risk', labelId: 'documents.detail.tab.risk', event: { type: 'tab.risk' } },
] as const;

function VersionDetail({ terms }: { terms: TermsRef }) {
  const selected = useSelector(terms, (snapshot: Snapshot) => (snapshot.matches({ ready: 'detail' }) ? snapshot.context.selected : null));
  const onAccepted = useSelector(terms, (snapshot: Snapshot) => snapshot.matches({ ready: { detail: 'accepted' } }));
  if (!selected) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="documents-detail-title">
      <Heading as="h2" size="lg" id="documents-detail-title">
        <FormattedMessage id="documents.detail.title" values={{ title: selected.title, version: selected.version }} />
      </Heading>
      {/* Two views of one version, as buttons that say which is shown: each is a request of its own. */}
      <Flex gap="2" role="group" aria-labelledby="documents-detail-title">
        {TABS.map(({ tab, labelId, event }) => {
          const shown = (tab === 'accepted') === onAccepted;
          return (
            <Button key={tab} size="sm" variant={shown ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={shown} onClick={() => !shown && terms.send(event)}>
              <FormattedMessage id={labelId} />
            </Button>
          );
        })}
      </Flex>
      {onAccepted ? <AcceptedTab terms={terms} /> : <RiskTab terms={terms} />}
      <Button alignSelf="flex-start" variant="ghost" onClick={() => terms.send({ type: 'version.close' })}>
        <FormattedMessage id="documents.detail.close" />
      </Button>
    </Stack>
  );
}

function AcceptedTab({ terms }: { terms: TermsRef }) {
  const intl = useIntl();
  const dateTime = useFormats().dateTime;
  const loading = useSelector(terms, (snapshot: Snapshot) => snapshot.matches({ ready: { detail: { accepted: 'loading' } } }));
  const failed = useSelector(terms, (snapshot: Snapshot) => snapshot.matches({ ready: { detail: { accepted: 'failed' } } }));
  const shown = useSelector(terms, (snapshot: Snapshot) => snapshot.matches({ ready: { detail: { accepted: 'shown' } } }));
  const page = useSelector(terms, (snapshot: Snapshot) => snapshot.context.accepted);
  const current = useSelector(terms, (snapshot: Snapshot) => snapshot.context.acceptedPage);
  const searched = useSelector(terms, (snapshot: Snapshot) => snapshot.context.acceptedSearch);
  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / ACCEPTED_PAGE_SIZE));
  const rows = shown ? (page?.data ?? []) : null;
  return (
    <Stack gap="3">
      <chakra.form
        display="flex"
        gap="2"
        alignItems="flex-end"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          terms.send({ type: 'accepted.search', search: String(new FormData(event.currentTarget).get('q') ?? '') });
        }}
      >
        <chakra.label display="flex" flexDirection="column" gap="1" fontSize="sm" fontWeight="medium">
          <FormattedMessage id="documents.accepted.search" />
          {/* The box keeps what is typed until it is searched; a new search (or version) starts it from the one asked for. */}
          <Input key={searched} name="q" size="sm" defaultValue={searched} maxLength={100} />
        </chakra.label>
        <Button type="submit" size="sm" variant="outline">
          <FormattedMessage id="documents.accepted.searchButton" />
        </Button>
      </chakra.form>
      <Text role="status" color="fg.muted" fontSize="sm" minHeight="6" display="flex" gap="2" alignItems="center">
        {loading && <Spinner size="sm" />}
        {loading && <FormattedMessage id="documents.accepted.loading" />}
        {rows && page && <FormattedMessage id="documents.accepted.total" values={{ count: page.total }} />}
      </Text>
      {failed && <Problem terms={terms} titleId="documents.accepted.failed" retry={{ type: 'accepted.retry' }} />}
      {rows && rows.length === 0 && (
        <Text>
          <FormattedMessage id={searched ? 'documents.accepted.noMatch' : 'documents.accepted.empty'} />
        </Text>
      )}
      {rows && rows.length > 0 && (
        <Table columns={['seller', 'user', 'at']} prefix="documents.accepted.column.">
          {rows.map((row) => (
            <chakra.tr borderTopWidth="1px" key={row.id}>
              <Cell>
                {row.sellerName} ({row.sellerId})
              </Cell>
              <Cell>
                {row.userName} ({row.userEmail})
              </Cell>
              <Cell>{dateTime(row.acceptedAt)}</Cell>
            </chakra.tr>
          ))}
        </Table>
      )}
      {rows && pages > 1 && (
        <Flex as="nav" aria-label={intl.formatMessage({ id: 'documents.accepted.pages' })} gap="3" align="center">
          <Button size="sm" variant="outline" disabled={current <= 1} onClick={() => terms.send({ type: 'accepted.page', page: current - 1 })}>
            <FormattedMessage id="documents.accepted.previous" />
          </Button>
          <Text fontSize="sm">
            <FormattedMessage id="documents.accepted.pageOf" values={{ page: current, pages }} />
          </Text>
          <Button size="sm" variant="outline" disabled={current >= pages} onClick={() => terms.send({ type: 'accepted.page', page: current + 1 })}>
            <FormattedMessage id="documents.accepted.next" />
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

function RiskTab({ terms }: { terms: TermsRef }) {
  const loading = useSelector(terms, (snapshot: Snapshot) => snapshot.matches({ ready: { detail: { risk: 'loading' } } }));
  const failed = useSelector(terms, (snapshot: Snapshot) => snapshot.matches({ ready: { detail: { risk: 'failed' } } }));
  const rows = useSelector(terms, (snapshot: Snapshot) => (snapshot.matches({ ready: { detail: { risk: 'shown' } } }) ? (snapshot.context.risk?.data ?? []) : null));
  return (
    <Stack gap="3">
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
        <Table columns={['seller', 'daysLeft', 'reminders', 'state']} prefix="documents.risk.column.">
          {rows.map((row) => (
            <chakra.tr borderTopWidth="1px" key={row.sellerId}>
              <Cell>
                {row.sellerName} ({row.sellerId})
              </Cell>
              <Cell>
                {row.daysLeft < 0 ? (
                  <FormattedMessage id="documents.risk.overdue" values={{ days: -row.daysLeft }} />
                ) : (
                  <FormattedMessage id="documents.risk.daysLeft" values={{ days: row.daysLeft }} />
                )}
              </Cell>
              <Cell>
                <FormattedMessage id="documents.risk.reminders" values={{ count: row.reminders.length }} />
              </Cell>
              <Cell>
                <Badge colorPalette={row.suspended ? 'red' : 'gray'}>
                  <FormattedMessage id={row.suspended ? 'documents.risk.suspended' : 'documents.risk.notSuspended'} />
                </Badge>
              </Cell>
            </chakra.tr>
          ))}
        </Table>
      )}
    </Stack>
  );
}
