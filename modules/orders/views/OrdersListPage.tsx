/**
 * Ventas > Órdenes: the tabs of the status groups with their counts, the filters, the orders of the
 * tab (a table, or cards on a phone), "Cargar más" for the next page and the export buttons. Every
 * part is a projection of the list's chart; every press is an event to it.
 */
import { useCallback } from 'react';
import { Alert, Flex, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectExportProblem, selectFilters } from '../../../machines/list/list.selectors.ts';
import { ORDER_STATUS_GROUPS } from '../../../shared/orders/lifecycle.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { TabbedListResults } from '../../../src/views/kit/TabbedListResults.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import { filtersFromQuery, queryOfFilters, type OrderFilters } from '../machines/orderFilters.ts';
import type { ordersListMachine } from '../machines/ordersList.machine.ts';
import type { OrderSummary } from '../machines/orders.types.ts';
import type { SellerPickerLogic } from '../../../src/app/modules/sellerPicker.ts';
import { ExportButtons } from './ExportButtons.tsx';
import { OrdersFilters } from './OrdersFilters.tsx';
import { OrderRows } from './OrderRows.tsx';

type ListRef = ActorRefFrom<typeof ordersListMachine>;

const URL_FILTERS = { read: filtersFromQuery, write: queryOfFilters };
const MESSAGES: ListMessages = {
  loading: 'orders.list.loading',
  failed: 'orders.list.failed',
  emptyFiltered: 'orders.list.empty',
  // Nothing narrowed the list: the tab itself is empty (no filter to blame).
  emptyUnfiltered: 'orders.list.emptyTab',
  moreFailed: 'orders.list.moreFailed',
};
const TAB_MESSAGES = { label: 'orders.tabs.label', tab: (group: string) => `orders.group.${group}`, count: 'orders.tabs.count' };

export interface OrdersListPageProps {
  logic: typeof ordersListMachine;
  /** The seller filter's chart, offered to whoever may look sellers up (staff reading every seller's orders). */
  sellerPicker: SellerPickerLogic;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function OrdersListPage({ logic, sellerPicker, search, host }: OrdersListPageProps) {
  const list = useActorRef(logic, { input: { filters: filtersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const filters = useSelector(list, selectFilters<OrderFilters>);
  useUrlFilters(list, search, URL_FILTERS);

  const { navigate } = host;
  const openOrder = useCallback(
    (orderId: number) => navigate(`/orders/${orderId}`, { state: { listQuery: queryOfFilters(list.getSnapshot().context.filters) } }),
    [navigate, list],
  );

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="orders.title" />
        </Heading>
        <ExportButtons list={list} />
      </Flex>
      <ExportProblem list={list} />
      <OrdersFilters list={list} sellerPicker={host.session.permissions.includes('findSellerNames') ? sellerPicker : null} inspect={host.inspect} />
      <TabbedListResults<OrderFilters['group'], OrderSummary>
        list={list}
        module="orders"
        messages={MESSAGES}
        tabs={ORDER_STATUS_GROUPS}
        selected={filters.group}
        tabMessages={TAB_MESSAGES}
        onSelect={(group) => list.send({ type: 'filter.group', group })}
      >
        {(rows, linkRef) => <OrderRows rows={rows} group={filters.group} onOpen={openOrder} linkRef={linkRef} viewerSellerId={host.session.sellerId} />}
      </TabbedListResults>
    </Stack>
  );
}

function ExportProblem({ list }: { list: ListRef }) {
  const intl = useIntl();
  const problem = useSelector(list, selectExportProblem);
  if (!problem) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={`orders.export.failed.${problem.format}`} />
        </Alert.Title>
        <Alert.Description>{problemText(intl, 'orders', problem.code)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
