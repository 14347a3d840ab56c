/**
 * Envíos: the tabs of the three dispatch statuses with their counts, a search by order number (and,
 * for staff, a seller), the orders of the tab with a box to choose each (a table, or cards on a
 * phone), "Cargar más", what can be done with the chosen ones and the result of marking them ready.
 * Every part is a projection of the desk's list chart or of the actions chart beside it; every press
 * is an event to one of them. While an action is under way the tabs, the search and "Cargar más" wait.
 */
import { Box, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectCanChoose, selectCounts, selectFilters, selectSearchText, selectSelected } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { SellerPickerLogic } from '../../../src/app/modules/sellerPicker.ts';
import { ListResults, type ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { ListSellerFilter } from '../../../src/views/kit/SellerFilter.tsx';
import { StatusTabPanel, StatusTabs } from '../../../src/views/kit/StatusTabs.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import type { dispatchActionsMachine } from '../machines/dispatchActions.machine.ts';
import { filtersFromQuery, queryOfFilters, SEARCH_MAX_LENGTH, type DispatchFilters } from '../machines/dispatchFilters.ts';
import type { dispatchListMachine } from '../machines/dispatchList.machine.ts';
import { selectActionUnderWay } from '../machines/dispatch.selectors.ts';
import { DISPATCH_STATUSES, type Shipment } from '../machines/shipments.types.ts';
import { MarkReadyResults } from './MarkReadyResults.tsx';
import { SelectionActions } from './SelectionActions.tsx';
import { ShipmentRows } from './ShipmentRows.tsx';

type ListRef = ActorRefFrom<typeof dispatchListMachine>;

const URL_FILTERS = { read: filtersFromQuery, write: queryOfFilters };
const MESSAGES: ListMessages = {
  loading: 'shipments.list.loading',
  failed: 'shipments.list.failed',
  // A search or a seller that leaves nothing is told apart from an empty tab.
  emptyFiltered: 'shipments.list.emptyFiltered',
  emptyUnfiltered: 'shipments.list.empty',
  moreFailed: 'shipments.list.moreFailed',
  refreshing: 'shipments.list.refreshing',
};
const TAB_MESSAGES = { label: 'shipments.tabs.label', tab: (status: string) => `shipments.tab.${status}`, count: 'shipments.tabs.count' };

export interface DispatchPageProps {
  list: typeof dispatchListMachine;
  actions: typeof dispatchActionsMachine;
  /** The seller filter's chart, offered to whoever may look sellers up (staff reading every seller's orders). */
  sellerPicker: SellerPickerLogic;
  /** The query of the URL (without '?'): the filters the desk opens with. */
  search: string;
  host: Pick<ModuleHost, 'inspect' | 'session' | 'navigate'>;
}

export function DispatchPage({ list: listLogic, actions: actionsLogic, sellerPicker, search, host }: DispatchPageProps) {
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const may = { markReady: host.session.permissions.includes('markShipmentsReady'), handOver: host.session.permissions.includes('createDispatchManifest') };
  const list = useActorRef(listLogic, { input: { filters: filtersFromQuery(search) }, ...inspect });
  const actions = useActorRef(actionsLogic, { input: { list, may }, ...inspect });
  const filters = useSelector(list, selectFilters<DispatchFilters>);
  const counts = useSelector(list, selectCounts);
  const searchText = useSelector(list, selectSearchText);
  // The list stands still while something is done to the chosen orders.
  const still = useSelector(actions, selectActionUnderWay) !== null;
  useUrlFilters(list, search, URL_FILTERS);
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
          disabled={still}
          onChange={(event) => list.send({ type: 'filter.search', text: event.currentTarget.value })}
        />
        <Field.HelperText>
          <FormattedMessage id="shipments.search.hint" />
        </Field.HelperText>
      </Field.Root>
      {host.session.permissions.includes('findSellerNames') ? (
        <Box maxWidth="sm">
          <ListSellerFilter logic={sellerPicker} sellerId={filters.sellerId} onChange={(sellerId) => list.send({ type: 'filter.seller', sellerId })} inspect={host.inspect} />
        </Box>
      ) : null}
      <MarkReadyResults actions={actions} />
      <StatusTabs
        prefix="shipments"
        tabs={DISPATCH_STATUSES}
        selected={filters.status}
        counts={counts}
        messages={TAB_MESSAGES}
        enabled={!still}
        onSelect={(next) => {
          // The tab shown is asked for again only by another tab: the desk keeps its choice.
          if (next !== filters.status) list.send({ type: 'filter.status', status: next });
        }}
      />
      <StatusTabPanel prefix="shipments" selected={filters.status}>
        <Stack gap="4" paddingTop="2">
          <SelectionActions list={list} actions={actions} />
          <ListResults<Shipment> list={list} module="shipments" messages={MESSAGES} still={still}>
            {(rows) => <Rows list={list} rows={rows} still={still} viewerSellerId={host.session.sellerId} onOpenOrder={(orderId) => host.navigate(`/orders/${orderId}`)} />}
          </ListResults>
        </Stack>
      </StatusTabPanel>
    </Stack>
  );
}

interface RowsProps {
  list: ListRef;
  rows: Shipment[];
  /** An action is under way on the chosen orders: none is chosen or unchosen meanwhile. */
  still: boolean;
  viewerSellerId: number | null;
  onOpenOrder: (orderId: number) => void;
}

/** The tab's orders, each with its box, chosen on a list at rest with nothing under way. */
function Rows({ list, rows, still, viewerSellerId, onOpenOrder }: RowsProps) {
  const { status } = useSelector(list, selectFilters<DispatchFilters>);
  const selected = useSelector(list, selectSelected);
  const canChoose = useSelector(list, selectCanChoose);
  return (
    <ShipmentRows
      rows={rows}
      status={status}
      selected={selected}
      enabled={canChoose && !still}
      onToggle={(id) => list.send({ type: 'selection.toggle', id })}
      onTogglePage={() => list.send({ type: 'selection.page' })}
      onOpenOrder={onOpenOrder}
      viewerSellerId={viewerSellerId}
    />
  );
}
