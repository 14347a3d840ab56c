/**
 * Ventas > Órdenes: the tabs of the status groups with their counts, the filters, the orders of the
 * tab (a table, or cards on a phone), "Cargar más" for the next page and the export buttons. Every
 * part is a projection of the list's chart; every press is an event to it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { Alert, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { filtersFromQuery, queryOfFilters } from '../machines/orderFilters.ts';
import type { ordersListMachine } from '../machines/ordersList.machine.ts';
import {
  selectCanLoadMore,
  selectExportProblem,
  selectFilters,
  selectGroupCounts,
  selectHasNextPage,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectListProblem,
  selectListScreen,
  selectMoreFailed,
  selectRows,
} from '../machines/ordersList.selectors.ts';
import { ExportButtons } from './ExportButtons.tsx';
import { OrderCards } from './OrderCards.tsx';
import { OrdersFilters } from './OrdersFilters.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { problemMessageId } from './problemText.ts';
import { StatusTabs, TAB_PANEL_ID, tabId } from './StatusTabs.tsx';
import { useWideLayout } from './useWideLayout.ts';

type ListRef = ActorRefFrom<typeof ordersListMachine>;

export interface OrdersListPageProps {
  logic: typeof ordersListMachine;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function OrdersListPage({ logic, search, host }: OrdersListPageProps) {
  const list = useActorRef(logic, { input: { filters: filtersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const filters = useSelector(list, selectFilters);
  const counts = useSelector(list, selectGroupCounts);

  // The URL changed from outside (the menu's "Órdenes", a link): the list shows what it says. The
  // list's own changes come back here too, and then they already match.
  useEffect(() => {
    const asked = filtersFromQuery(search);
    if (queryOfFilters(asked) !== queryOfFilters(list.getSnapshot().context.filters)) list.send({ type: 'filter.restore', filters: asked });
  }, [search, list]);

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
      <OrdersFilters list={list} />
      <StatusTabs selected={filters.group} counts={counts} onSelect={(group) => list.send({ type: 'filter.group', group })} />
      <Box role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(filters.group)}>
        <ListResults list={list} onOpen={openOrder} />
      </Box>
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
        <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem.code) })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function ListResults({ list, onOpen }: { list: ListRef; onOpen: (orderId: number) => void }) {
  const intl = useIntl();
  const wide = useWideLayout();
  const screen = useSelector(list, selectListScreen);
  const rows = useSelector(list, selectRows);
  const group = useSelector(list, selectFilters).group;
  const refreshing = useSelector(list, selectIsRefreshing);
  const problem = useSelector(list, selectListProblem);

  // After "Cargar más", the focus goes to the first order of the new page (the button may be gone).
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from !== null && rows.length > from) {
      focusFrom.current = null;
      links.current[from]?.focus();
    }
  }, [rows]);
  const linkRef = useCallback((index: number) => (element: HTMLAnchorElement | null) => {
    links.current[index] = element;
  }, []);

  const Rows = wide ? OrdersTable : OrderCards;
  return (
    <Stack gap="4" paddingTop="2" aria-busy={screen === 'loading' || refreshing}>
      <Flex role="status" align="center" gap="2" minHeight="6" color="fg.muted" fontSize="sm">
        {(screen === 'loading' || refreshing) && <Spinner size="sm" />}
        {screen === 'loading' && <FormattedMessage id="orders.list.loading" />}
        {refreshing && <FormattedMessage id="orders.list.refreshing" />}
      </Flex>
      {screen === 'failed' && problem && (
        <Stack gap="3" align="flex-start">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="orders.list.failed" />
              </Alert.Title>
              <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem) })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="brand" onClick={() => list.send({ type: 'list.retry' })}>
            <FormattedMessage id="orders.retry" />
          </Button>
        </Stack>
      )}
      {screen === 'empty' && (
        <Text paddingY="6" textAlign="center">
          <FormattedMessage id="orders.list.empty" />
        </Text>
      )}
      {screen === 'rows' && <Rows rows={rows} group={group} onOpen={onOpen} linkRef={linkRef} />}
      <LoadMore list={list} onPress={() => (focusFrom.current = rows.length)} />
    </Stack>
  );
}

function LoadMore({ list, onPress }: { list: ListRef; onPress: () => void }) {
  const intl = useIntl();
  const shown = useSelector(list, selectHasNextPage);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failed = useSelector(list, selectMoreFailed);
  if (!shown) return null;
  return (
    <Stack gap="3" align="center">
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="orders.list.moreFailed" />
            </Alert.Title>
            <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, failed) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button
        variant="outline"
        loading={loadingMore}
        loadingText={<FormattedMessage id="orders.list.more" />}
        disabled={!canLoadMore}
        onClick={() => {
          onPress();
          list.send({ type: 'list.more' });
        }}
      >
        <FormattedMessage id="orders.list.more" />
      </Button>
    </Stack>
  );
}
