/**
 * Configuración > Devoluciones escaladas: customer service's queue of escalated returns, one tab per
 * view with its count (unassigned, or the user's own: "Mis casos"), on the kit's results (a table,
 * cards on a phone, "Cargar más") with "Tomar caso" on each return the user may take over. A
 * projection of the queue's chart and of the take-over's beside it; every press is an event to one.
 */
import { useCallback } from 'react';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectFilters } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import type { ListMessages, RowLinkRef } from '../../../src/views/kit/ListResults.tsx';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { TabbedListResults } from '../../../src/views/kit/TabbedListResults.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import { CS_ASSIGNMENTS, csFiltersFromQuery, queryOfCsFilters, type csQueueMachine, type CsQueueFilters } from '../machines/csQueue.machine.ts';
import { selectMayTakeOver, selectTakeOverProblem, selectTakingId } from '../machines/csQueue.selectors.ts';
import type { csTakeOverMachine } from '../machines/csTakeOver.machine.ts';
import type { CsAssignment, CsReturnSummary } from '../machines/returns.types.ts';
import { ReturnLink } from './ReturnLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type QueueRef = ActorRefFrom<typeof csQueueMachine>;
type TakeOverRef = ActorRefFrom<typeof csTakeOverMachine>;

const URL_FILTERS = { read: csFiltersFromQuery, write: queryOfCsFilters };
const messagesOf = (assignment: CsAssignment): ListMessages => ({
  loading: 'returns.cs.loading',
  failed: 'returns.cs.failed',
  // A view is a tab: its empty message says which.
  emptyFiltered: `returns.cs.empty.${assignment}`,
  emptyUnfiltered: `returns.cs.empty.${assignment}`,
  moreFailed: 'returns.list.moreFailed',
  refreshing: 'returns.cs.refreshing',
});
const TAB_MESSAGES = { label: 'returns.cs.views.label', tab: (view: string) => `returns.cs.view.${view}`, count: 'returns.tabs.count' };

export interface CsQueuePageProps {
  logic: typeof csQueueMachine;
  takeOverLogic: typeof csTakeOverMachine;
  /** The query of the URL (without '?'): the view the queue opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function CsQueuePage({ logic, takeOverLogic, search, host }: CsQueuePageProps) {
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const queue = useActorRef(logic, { input: { filters: csFiltersFromQuery(search) }, ...inspect });
  const takeOver = useActorRef(takeOverLogic, inspect);
  const { assignment } = useSelector(queue, selectFilters<CsQueueFilters>);
  useUrlFilters(queue, search, URL_FILTERS);
  const { navigate } = host;
  const openReturn = useCallback((returnId: number) => navigate(`/returns/${returnId}`, { state: { from: 'customerService' } }), [navigate]);

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
      <TakeOverProblem takeOver={takeOver} />
      <TabbedListResults<CsAssignment, CsReturnSummary>
        list={queue}
        module="returns"
        prefix="returns-cs"
        messages={messagesOf(assignment)}
        tabs={CS_ASSIGNMENTS}
        selected={assignment}
        tabMessages={TAB_MESSAGES}
        onSelect={(view) => queue.send({ type: 'filter.assignment', assignment: view })}
      >
        {(rows, linkRef) => <QueueRows queue={queue} takeOver={takeOver} rows={rows} assignment={assignment} onOpen={openReturn} linkRef={linkRef} />}
      </TabbedListResults>
    </Stack>
  );
}

/** Why the last "Tomar caso" failed, naming the return. */
function TakeOverProblem({ takeOver }: { takeOver: TakeOverRef }) {
  const intl = useIntl();
  const problem = useSelector(takeOver, selectTakeOverProblem);
  if (!problem) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="returns.cs.takeOverFailed" values={{ returnNumber: problem.row.summary.returnNumber }} />
        </Alert.Title>
        <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'returns', problem.code) })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

interface QueueRowsProps {
  queue: QueueRef;
  takeOver: TakeOverRef;
  rows: readonly CsReturnSummary[];
  assignment: CsAssignment;
  onOpen: (returnId: number) => void;
  linkRef: RowLinkRef;
}

/** The returns of the view on the kit's rows: the number (its link), the seller, the escalation, the status and "Tomar caso". */
function QueueRows({ queue, takeOver, rows, assignment, onOpen, linkRef }: QueueRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  const escalation = (row: CsReturnSummary) => `${format.dateTime(row.escalatedAt)} · ${intl.formatMessage({ id: `returns.escalationReason.${row.escalationReason}` })}`;
  const takeOverButton = (row: CsReturnSummary) => <TakeOverButton queue={queue} takeOver={takeOver} row={row} />;
  const columns: [ResultColumn<CsReturnSummary>, ...ResultColumn<CsReturnSummary>[]] = [
    {
      header: 'returns.column.number',
      nowrap: true,
      cell: (row, index) => (
        <ReturnLink returnId={row.summary.id} onOpen={onOpen} linkRef={linkRef(index)}>
          {row.summary.returnNumber}
        </ReturnLink>
      ),
    },
    { header: 'kit.list.seller', cell: (row) => row.summary.sellerName },
    { header: 'returns.column.escalated', cell: escalation },
    { header: 'returns.column.status', card: 'badge', cell: (row) => <StatusBadge status={row.summary.status} /> },
    // On a card, the button goes under the title: a fact would show an empty "Acción" on the user's own cases.
    { header: 'returns.column.action', card: 'none', cell: takeOverButton },
  ];
  return (
    <ResultRows
      rows={rows}
      rowKey={(row) => row.summary.id}
      columns={columns}
      caption={intl.formatMessage({ id: 'returns.cs.caption' }, { view: intl.formatMessage({ id: `returns.cs.view.${assignment}` }) })}
      cardExtra={takeOverButton}
    />
  );
}

/** "Tomar caso" for a return the server says the user may take over; enabled on a queue at rest with no other take-over under way. */
function TakeOverButton({ queue, takeOver, row }: { queue: QueueRef; takeOver: TakeOverRef; row: CsReturnSummary }) {
  const intl = useIntl();
  const returnId = row.summary.id;
  const queueAtRest = useSelector(queue, (snapshot) => snapshot.matches('loaded'));
  const mayTakeOver = useSelector(takeOver, selectMayTakeOver);
  const taking = useSelector(takeOver, selectTakingId) === returnId;
  if (!row.allowedActions.includes('takeOver')) return null;
  return (
    <Button
      size="sm"
      colorPalette="brand"
      alignSelf="flex-start"
      aria-label={intl.formatMessage({ id: 'returns.cs.takeOverLabel' }, { returnNumber: row.summary.returnNumber })}
      loading={taking}
      disabled={!queueAtRest || !mayTakeOver}
      onClick={() => takeOver.send({ type: 'queue.takeOver', row })}
    >
      <FormattedMessage id="returns.action.takeOver" />
    </Button>
  );
}
