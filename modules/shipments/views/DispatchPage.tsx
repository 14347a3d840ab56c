/**
 * Envíos: the tabs of the three dispatch statuses with their counts, a search by order number, the
 * orders of the tab with a box to choose each (a table, or cards on a phone), "Cargar más", what can
 * be done with the chosen ones and the result of marking them ready. Every part is a projection of
 * the desk's chart; every press is an event to it.
 */
import { Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { SEARCH_MAX_LENGTH, type dispatchListMachine } from '../machines/dispatchList.machine.ts';
import { DISPATCH_STATUSES } from '../machines/shipments.types.ts';
import {
  selectCanBrowse,
  selectCanChoose,
  selectCanLoadMore,
  selectHasNextPage,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectListProblem,
  selectListScreen,
  selectMoreFailed,
  selectRows,
  selectSearchText,
  selectSelected,
  selectStatus,
  selectStatusCounts,
} from '../machines/dispatchList.selectors.ts';
import { MarkReadyResults } from './MarkReadyResults.tsx';
import { ListEmpty, ListFailure, ListStatusLine, LoadMoreButton } from '../../../src/views/kit/ListResults.tsx';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { StatusTabPanel, StatusTabs } from '../../../src/views/kit/StatusTabs.tsx';
import { SelectionActions } from './SelectionActions.tsx';
import { ShipmentRows } from './ShipmentRows.tsx';

type ListRef = ActorRefFrom<typeof dispatchListMachine>;

const TAB_MESSAGES = { label: 'shipments.tabs.label', tab: (status: string) => `shipments.tab.${status}`, count: 'shipments.tabs.count' };

export interface DispatchPageProps {
  logic: typeof dispatchListMachine;
  host: Pick<ModuleHost, 'inspect' | 'session' | 'navigate'>;
}

export function DispatchPage({ logic, host }: DispatchPageProps) {
  const may = { markReady: host.session.permissions.includes('markShipmentsReady'), handOver: host.session.permissions.includes('createDispatchManifest') };
  const list = useActorRef(logic, { input: { status: 'awaiting_fulfillment', may }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const status = useSelector(list, selectStatus);
  const counts = useSelector(list, selectStatusCounts);
  const canBrowse = useSelector(list, selectCanBrowse);
  const searchText = useSelector(list, selectSearchText);
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="shipments.title" />
        </Heading>
        <Text color="fg.muted">
          {/* Staff follow every seller's dispatch, so the page does not speak to them as the seller. */}
          <FormattedMessage id={host.session.sellerId === null ? 'shipments.intro.staff' : 'shipments.intro'} />
        </Text>
      </Stack>
      <Field.Root maxWidth="sm">
        <Field.Label>
          <FormattedMessage id="shipments.search" />
        </Field.Label>
        <Input
          type="search"
          inputMode="numeric"
          value={searchText}
          maxLength={SEARCH_MAX_LENGTH}
          disabled={!canBrowse}
          onChange={(event) => list.send({ type: 'filter.search', text: event.currentTarget.value })}
        />
        <Field.HelperText>
          <FormattedMessage id="shipments.search.hint" />
        </Field.HelperText>
      </Field.Root>
      <MarkReadyResults list={list} />
      <StatusTabs
        prefix="shipments"
        tabs={DISPATCH_STATUSES}
        selected={status}
        counts={counts}
        messages={TAB_MESSAGES}
        enabled={canBrowse}
        onSelect={(next) => {
          // The tab shown is asked for again only by another tab: the desk keeps its choice.
          if (next !== status) list.send({ type: 'filter.status', status: next });
        }}
      />
      <StatusTabPanel prefix="shipments" selected={status}>
        <Stack gap="4" paddingTop="2">
          <SelectionActions list={list} />
          <ListResults list={list} viewerSellerId={host.session.sellerId} onOpenOrder={(orderId) => host.navigate(`/orders/${orderId}`)} />
        </Stack>
      </StatusTabPanel>
    </Stack>
  );
}

function ListResults({ list, viewerSellerId, onOpenOrder }: { list: ListRef; viewerSellerId: number | null; onOpenOrder: (orderId: number) => void }) {
  const intl = useIntl();
  const screen = useSelector(list, selectListScreen);
  const rows = useSelector(list, selectRows);
  const status = useSelector(list, selectStatus);
  const selected = useSelector(list, selectSelected);
  const canChoose = useSelector(list, selectCanChoose);
  const refreshing = useSelector(list, selectIsRefreshing);
  const problem = useSelector(list, selectListProblem);
  return (
    <Stack gap="4" aria-busy={screen === 'loading' || refreshing}>
      <ListStatusLine loading={screen === 'loading' ? 'shipments.list.loading' : null} refreshing={refreshing ? 'shipments.list.refreshing' : null} />
      {screen === 'failed' && problem && (
        <ListFailure title="shipments.list.failed" text={problemText(intl, 'shipments', problem)} onRetry={() => list.send({ type: 'list.retry' })} />
      )}
      {screen === 'empty' && <ListEmpty message="shipments.list.empty" />}
      {screen === 'rows' && (
        <ShipmentRows
          rows={rows}
          status={status}
          selected={selected}
          enabled={canChoose}
          onToggle={(orderId) => list.send({ type: 'selection.toggle', orderId })}
          onTogglePage={() => list.send({ type: 'selection.page' })}
          onOpenOrder={onOpenOrder}
          viewerSellerId={viewerSellerId}
        />
      )}
      <LoadMore list={list} />
    </Stack>
  );
}

function LoadMore({ list }: { list: ListRef }) {
  const shown = useSelector(list, selectHasNextPage);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failed = useSelector(list, selectMoreFailed);
  return (
    <LoadMoreButton
      shown={shown}
      canLoadMore={canLoadMore}
      loadingMore={loadingMore}
      failed={failed}
      module="shipments"
      failedMessage="shipments.list.moreFailed"
      onPress={() => list.send({ type: 'list.more' })}
    />
  );
}
