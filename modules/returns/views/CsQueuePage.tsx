/**
 * Configuración > Devoluciones escaladas: customer service's queue of escalated returns, unassigned or the
 * user's own ("Mis casos"), as a table (cards on a phone) with "Tomar caso" on each return the user
 * may take over. A projection of the queue's chart; every press is an event to it.
 */
import { useCallback } from 'react';
import { Alert, Button, Card, chakra, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { csQueueMachine } from '../machines/csQueue.machine.ts';
import {
  selectAssignment,
  selectCanTakeOver,
  selectQueueHasNextPage,
  selectQueueLoadingMore,
  selectQueueMoreFailed,
  selectQueueProblem,
  selectQueueRefreshing,
  selectQueueRows,
  selectQueueScreen,
  selectTakeOverProblem,
  selectTakingId,
} from '../machines/csQueue.selectors.ts';
import type { CsAssignment, CsReturnSummary } from '../machines/returns.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ListEmpty, ListFailure, ListStatusLine, LoadMoreButton } from '../../../src/views/kit/ListResults.tsx';
import { problemMessageId, problemText } from '../../../src/views/kit/problemText.ts';
import { ReturnLink } from './ReturnLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useWideLayout } from '../../../src/views/kit/ResultRows.tsx';

type QueueRef = ActorRefFrom<typeof csQueueMachine>;

const ASSIGNMENTS: readonly CsAssignment[] = ['unassigned', 'mine'];
const COLUMNS = ['number', 'seller', 'escalated', 'status', 'action'] as const;
const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

export interface CsQueuePageProps {
  logic: typeof csQueueMachine;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function CsQueuePage({ logic, host }: CsQueuePageProps) {
  const intl = useIntl();
  const queue = useActorRef(logic, { input: { assignment: 'unassigned' }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const assignment = useSelector(queue, selectAssignment);
  const screen = useSelector(queue, selectQueueScreen);
  const refreshing = useSelector(queue, selectQueueRefreshing);
  const problem = useSelector(queue, selectQueueProblem);
  const takeOverProblem = useSelector(queue, selectTakeOverProblem);
  const rows = useSelector(queue, selectQueueRows);
  const { navigate } = host;
  const openReturn = useCallback((returnId: number) => navigate(`/returns/${returnId}`, { state: { from: 'customerService' } }), [navigate]);
  const failedRow = takeOverProblem ? rows.find((row) => row.summary.id === takeOverProblem.returnId) : undefined;

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="returns.cs.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="returns.cs.intro" />
        </Text>
      </Stack>
      <Flex role="group" aria-label={intl.formatMessage({ id: 'returns.cs.views.label' })} gap="2">
        {ASSIGNMENTS.map((view) => (
          <Button
            key={view}
            size="sm"
            variant={view === assignment ? 'subtle' : 'outline'}
            colorPalette={view === assignment ? 'brand' : 'gray'}
            aria-pressed={view === assignment}
            onClick={() => view !== assignment && queue.send({ type: 'queue.assignment', assignment: view })}
          >
            <FormattedMessage id={`returns.cs.view.${view}`} />
          </Button>
        ))}
      </Flex>
      {takeOverProblem && failedRow && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="returns.cs.takeOverFailed" values={{ returnNumber: failedRow.summary.returnNumber }} />
            </Alert.Title>
            <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'returns', takeOverProblem.code) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack gap="4" aria-busy={screen === 'loading' || refreshing}>
        <ListStatusLine loading={screen === 'loading' ? 'returns.cs.loading' : null} refreshing={refreshing ? 'returns.cs.refreshing' : null} />
        {screen === 'failed' && problem && (
          <ListFailure title="returns.cs.failed" text={problemText(intl, 'returns', problem)} onRetry={() => queue.send({ type: 'queue.retry' })} />
        )}
        {screen === 'empty' && <ListEmpty message={`returns.cs.empty.${assignment}`} />}
        {screen === 'rows' && <QueueRows queue={queue} rows={rows} assignment={assignment} onOpen={openReturn} />}
        <QueueMore queue={queue} />
      </Stack>
    </Stack>
  );
}

interface QueueRowsProps {
  queue: QueueRef;
  rows: readonly CsReturnSummary[];
  assignment: CsAssignment;
  onOpen: (returnId: number) => void;
}

function QueueRows({ queue, rows, assignment, onOpen }: QueueRowsProps) {
  const intl = useIntl();
  const wide = useWideLayout();
  const format = useFormats();
  const caption = intl.formatMessage({ id: 'returns.cs.caption' }, { view: intl.formatMessage({ id: `returns.cs.view.${assignment}` }) });
  const escalation = (row: CsReturnSummary) => `${format.dateTime(row.escalatedAt)} · ${intl.formatMessage({ id: `returns.escalationReason.${row.escalationReason}` })}`;
  if (!wide) {
    return (
      <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.summary.id}>
            <Card.Root size="sm" variant="outline">
              <Card.Body gap="2">
                <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                  <Heading as="h3" size="sm">
                    <ReturnLink returnId={row.summary.id} onOpen={onOpen}>
                      {row.summary.returnNumber}
                    </ReturnLink>
                  </Heading>
                  <StatusBadge status={row.summary.status} />
                </Flex>
                <Text fontSize="sm">{row.sellerName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {escalation(row)}
                </Text>
                <TakeOverButton queue={queue} row={row} />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" whiteSpace="nowrap">
                <FormattedMessage id={`returns.column.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr key={row.summary.id}>
              <chakra.th scope="row" {...cell} fontWeight="normal" whiteSpace="nowrap">
                <ReturnLink returnId={row.summary.id} onOpen={onOpen}>
                  {row.summary.returnNumber}
                </ReturnLink>
              </chakra.th>
              <chakra.td {...cell}>{row.sellerName}</chakra.td>
              <chakra.td {...cell}>{escalation(row)}</chakra.td>
              <chakra.td {...cell}>
                <StatusBadge status={row.summary.status} />
              </chakra.td>
              <chakra.td {...cell}>
                <TakeOverButton queue={queue} row={row} />
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

/** "Tomar caso" for a return the server says the user may take over; enabled when the chart takes it now. */
function TakeOverButton({ queue, row }: { queue: QueueRef; row: CsReturnSummary }) {
  const intl = useIntl();
  const returnId = row.summary.id;
  const canTakeOver = useSelector(queue, selectCanTakeOver(returnId));
  const taking = useSelector(queue, selectTakingId) === returnId;
  if (!row.allowedActions.includes('takeOver')) return null;
  return (
    <Button
      size="sm"
      colorPalette="brand"
      alignSelf="flex-start"
      aria-label={intl.formatMessage({ id: 'returns.cs.takeOverLabel' }, { returnNumber: row.summary.returnNumber })}
      loading={taking}
      disabled={!canTakeOver}
      onClick={() => queue.send({ type: 'queue.takeOver', returnId })}
    >
      <FormattedMessage id="returns.action.takeOver" />
    </Button>
  );
}

function QueueMore({ queue }: { queue: QueueRef }) {
  const shown = useSelector(queue, selectQueueHasNextPage);
  const loadingMore = useSelector(queue, selectQueueLoadingMore);
  const failed = useSelector(queue, selectQueueMoreFailed);
  const canLoadMore = useSelector(queue, (snapshot) => snapshot.can({ type: 'queue.more' }));
  return (
    <LoadMoreButton
      shown={shown}
      canLoadMore={canLoadMore}
      loadingMore={loadingMore}
      failed={failed}
      module="returns"
      failedMessage="returns.list.moreFailed"
      onPress={() => queue.send({ type: 'queue.more' })}
    />
  );
}
