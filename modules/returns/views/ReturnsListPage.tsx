/**
 * Ventas > Devoluciones: the tabs of the status groups with their counts, the search and the
 * statuses of the tab, the returns of the tab (a table, or cards on a phone) and "Cargar más" for
 * the next page. Every part is a projection of the list's chart; every press is an event to it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { Alert, Box, Button, Checkbox, Field, Fieldset, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { returnStatusesOf } from '../../../shared/returns/lifecycle.ts';
import { filtersFromQuery, queryOfFilters, SEARCH_MAX_LENGTH } from '../machines/returnFilters.ts';
import type { returnsListMachine } from '../machines/returnsList.machine.ts';
import {
  selectCanLoadMore,
  selectFilters,
  selectGroupCounts,
  selectHasNextPage,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectListProblem,
  selectListScreen,
  selectMoreFailed,
  selectRows,
  selectSearchText,
} from '../machines/returnsList.selectors.ts';
import type { ReturnStatus } from '../machines/returns.types.ts';
import { problemMessageId } from './problemText.ts';
import { ReturnRows } from './ReturnsRows.tsx';
import { StatusTabs, TAB_PANEL_ID, tabId } from './StatusTabs.tsx';

type ListRef = ActorRefFrom<typeof returnsListMachine>;

export interface ReturnsListPageProps {
  logic: typeof returnsListMachine;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ReturnsListPage({ logic, search, host }: ReturnsListPageProps) {
  const list = useActorRef(logic, { input: { filters: filtersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const filters = useSelector(list, selectFilters);
  const counts = useSelector(list, selectGroupCounts);

  // The URL changed from outside (the menu's "Devoluciones", a link): the list shows what it says.
  // The list's own changes come back here too, and then they already match.
  useEffect(() => {
    const asked = filtersFromQuery(search);
    if (queryOfFilters(asked) !== queryOfFilters(list.getSnapshot().context.filters)) list.send({ type: 'filter.restore', filters: asked });
  }, [search, list]);

  const { navigate } = host;
  const openReturn = useCallback(
    (returnId: number) => navigate(`/returns/${returnId}`, { state: { listQuery: queryOfFilters(list.getSnapshot().context.filters) } }),
    [navigate, list],
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="returns.title" />
      </Heading>
      <ReturnsFilters list={list} />
      <StatusTabs selected={filters.group} counts={counts} onSelect={(group) => list.send({ type: 'filter.group', group })} />
      <Box role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(filters.group)}>
        <ListResults list={list} onOpen={openReturn} />
      </Box>
    </Stack>
  );
}

/** The search (applied once the typing stops) and the statuses of the tab (for a tab of several). */
function ReturnsFilters({ list }: { list: ListRef }) {
  const intl = useIntl();
  const filters = useSelector(list, selectFilters);
  const searchText = useSelector(list, selectSearchText);
  const options = returnStatusesOf(filters.group);
  const toggle = (status: ReturnStatus, checked: boolean) =>
    list.send({ type: 'filter.statuses', statuses: options.filter((option) => (option === status ? checked : filters.statuses.includes(option))) });
  return (
    <Stack as="form" role="search" aria-label={intl.formatMessage({ id: 'returns.filters.label' })} onSubmit={(event) => event.preventDefault()} gap="3">
      <Field.Root maxWidth={{ md: 'md' }}>
        <Field.Label>
          <FormattedMessage id="returns.search.label" />
        </Field.Label>
        <Input
          type="search"
          value={searchText}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'returns.search.placeholder' })}
          onChange={(event) => list.send({ type: 'filter.search', text: event.currentTarget.value })}
        />
      </Field.Root>
      {options.length > 1 && (
        <Fieldset.Root size="sm">
          <Fieldset.Legend>
            <FormattedMessage id="returns.filter.statuses" />
          </Fieldset.Legend>
          <Fieldset.Content>
            <Flex wrap="wrap" columnGap="4" rowGap="2">
              {options.map((status) => (
                <Checkbox.Root key={status} size="sm" checked={filters.statuses.includes(status)} onCheckedChange={(details) => toggle(status, details.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <FormattedMessage id={`returns.status.${status}`} />
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
          </Fieldset.Content>
        </Fieldset.Root>
      )}
    </Stack>
  );
}

function ListResults({ list, onOpen }: { list: ListRef; onOpen: (returnId: number) => void }) {
  const intl = useIntl();
  const screen = useSelector(list, selectListScreen);
  const rows = useSelector(list, selectRows);
  const group = useSelector(list, selectFilters).group;
  const refreshing = useSelector(list, selectIsRefreshing);
  const problem = useSelector(list, selectListProblem);

  // After "Cargar más", the focus goes to the first return of the new page (the button may be gone).
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

  return (
    <Stack gap="4" paddingTop="2" aria-busy={screen === 'loading' || refreshing}>
      <Flex role="status" align="center" gap="2" minHeight="6" color="fg.muted" fontSize="sm">
        {(screen === 'loading' || refreshing) && <Spinner size="sm" />}
        {screen === 'loading' && <FormattedMessage id="returns.list.loading" />}
        {refreshing && <FormattedMessage id="returns.list.refreshing" />}
      </Flex>
      {screen === 'failed' && problem && (
        <Stack gap="3" align="flex-start">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="returns.list.failed" />
              </Alert.Title>
              <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem) })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="brand" onClick={() => list.send({ type: 'list.retry' })}>
            <FormattedMessage id="returns.retry" />
          </Button>
        </Stack>
      )}
      {screen === 'empty' && (
        <Text paddingY="6" textAlign="center">
          <FormattedMessage id="returns.list.empty" />
        </Text>
      )}
      {screen === 'rows' && <ReturnRows rows={rows} group={group} onOpen={onOpen} linkRef={linkRef} />}
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
              <FormattedMessage id="returns.list.moreFailed" />
            </Alert.Title>
            <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, failed) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button
        variant="outline"
        loading={loadingMore}
        loadingText={<FormattedMessage id="returns.list.more" />}
        disabled={!canLoadMore}
        onClick={() => {
          onPress();
          list.send({ type: 'list.more' });
        }}
      >
        <FormattedMessage id="returns.list.more" />
      </Button>
    </Stack>
  );
}
