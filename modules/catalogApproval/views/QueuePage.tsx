/**
 * Aprobación de catálogo for the catalogue team: how many products wait, the queue's filters, the
 * approval of the chosen products with its answer, and the queue itself (a table, or cards on a
 * phone) with "Cargar más". Every part is a projection of the queue's chart or of the approval
 * chart beside it; every press is an event to one of them. While an approval is under way the
 * filters and "Cargar más" wait, so its answer is about the products chosen.
 */
import { useCallback } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectCanChoose, selectSelected } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ListResults, type ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import type { CatalogApprovalFlows } from '../flows.ts';
import { selectApproving, selectQueueTotal } from '../machines/queue.selectors.ts';
import { queryOfQueueFilters, queueFiltersFromQuery } from '../machines/queueFilters.ts';
import type { reviewQueueMachine } from '../machines/reviewQueue.machine.ts';
import type { ReviewQueueItem } from '../machines/reviews.types.ts';
import { BulkApprovalBar, BulkApprovalResults } from './BulkApproval.tsx';
import { QueueFilters } from './QueueFilters.tsx';
import { QueueRows } from './QueueRows.tsx';

type QueueRef = ActorRefFrom<typeof reviewQueueMachine>;

const URL_FILTERS = { read: queueFiltersFromQuery, write: queryOfQueueFilters };
const MESSAGES: ListMessages = {
  loading: 'catalogApproval.queue.loading',
  failed: 'catalogApproval.queue.failed',
  emptyFiltered: 'catalogApproval.queue.empty',
  emptyUnfiltered: 'catalogApproval.queue.emptyAll',
  moreFailed: 'catalogApproval.queue.moreFailed',
};

export interface QueuePageProps {
  flows: Pick<CatalogApprovalFlows, 'reviewQueue' | 'bulkApproval'>;
  /** The query of the URL (without '?'): the filters the queue opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function QueuePage({ flows, search, host }: QueuePageProps) {
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const queue = useActorRef(flows.reviewQueue, { input: { filters: queueFiltersFromQuery(search) }, ...inspect });
  const bulk = useActorRef(flows.bulkApproval, { input: { queue }, ...inspect });
  const still = useSelector(bulk, selectApproving);
  useUrlFilters(queue, search, URL_FILTERS);
  const { navigate } = host;
  // The queue as it was left goes with the product, for its page's way back.
  const openProduct = useCallback(
    (productId: number) => navigate(`/catalog-approval/${productId}`, { state: { listQuery: queryOfQueueFilters(queue.getSnapshot().context.filters) } }),
    [navigate, queue],
  );
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="catalogApproval.queue.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="catalogApproval.queue.intro" />
        </Text>
        <QueueTotal queue={queue} />
      </Stack>
      <QueueFilters queue={queue} still={still} />
      <BulkApprovalResults bulk={bulk} />
      <BulkApprovalBar queue={queue} bulk={bulk} />
      <ListResults<ReviewQueueItem> list={queue} module="catalogApproval" messages={MESSAGES} still={still}>
        {(rows, linkRef) => <Rows queue={queue} rows={rows} still={still} onOpen={openProduct} linkRef={linkRef} />}
      </ListResults>
    </Stack>
  );
}

/** How many products the filters select, once a page said it. */
function QueueTotal({ queue }: { queue: QueueRef }) {
  const total = useSelector(queue, selectQueueTotal);
  if (total === null) return null;
  return (
    <Text fontWeight="semibold">
      <FormattedMessage id="catalogApproval.queue.total" values={{ total }} />
    </Text>
  );
}

interface RowsProps {
  queue: QueueRef;
  rows: ReviewQueueItem[];
  still: boolean;
  onOpen: (productId: number) => void;
  linkRef: Parameters<typeof QueueRows>[0]['linkRef'];
}

/** The queue's products, each with its box, chosen on a queue at rest with nothing under way. */
function Rows({ queue, rows, still, onOpen, linkRef }: RowsProps) {
  const selected = useSelector(queue, selectSelected);
  const canChoose = useSelector(queue, selectCanChoose);
  return (
    <QueueRows
      rows={rows}
      selected={selected}
      enabled={canChoose && !still}
      onToggle={(id) => queue.send({ type: 'selection.toggle', id })}
      onTogglePage={() => queue.send({ type: 'selection.page' })}
      onOpen={onOpen}
      linkRef={linkRef}
    />
  );
}
