/**
 * Configuración > Solicitudes: the tabs of the statuses with their counts, the search by RUT or
 * name, the applications of the tab (a table, or cards on a phone), newest first, and the pages.
 * Every part is a projection of the queue's chart; every press is an event to it.
 */
import { useCallback, useEffect } from 'react';
import { Alert, Box, Button, Field, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { filtersFromQuery, queryOfFilters, SEARCH_MAX_LENGTH } from '../machines/applicationFilters.ts';
import type { applicationsListMachine } from '../machines/applicationsList.machine.ts';
import {
  selectCanGoBack,
  selectCanGoNext,
  selectCounts,
  selectFilters,
  selectIsRefreshing,
  selectListProblem,
  selectListScreen,
  selectPaging,
  selectRows,
  selectSearchText,
} from '../machines/applicationsList.selectors.ts';
import { ApplicationRows } from './ApplicationRows.tsx';
import { problemMessageId } from './problemText.ts';
import { StatusTabs, TAB_PANEL_ID, tabId } from './StatusTabs.tsx';

type ListRef = ActorRefFrom<typeof applicationsListMachine>;

export interface ApplicationsListPageProps {
  logic: typeof applicationsListMachine;
  /** The query of the URL (without '?'): the filters the queue opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ApplicationsListPage({ logic, search, host }: ApplicationsListPageProps) {
  const list = useActorRef(logic, { input: { filters: filtersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const filters = useSelector(list, selectFilters);
  const counts = useSelector(list, selectCounts);

  // The URL changed from outside (the menu's "Solicitudes", a link): the queue shows what it says.
  // The queue's own changes come back here too, and then they already match.
  useEffect(() => {
    const asked = filtersFromQuery(search);
    if (queryOfFilters(asked) !== queryOfFilters(list.getSnapshot().context.filters)) list.send({ type: 'filter.restore', filters: asked });
  }, [search, list]);

  const { navigate } = host;
  const openApplication = useCallback(
    (applicationId: string) => navigate(`/applications/${applicationId}`, { state: { listQuery: queryOfFilters(list.getSnapshot().context.filters) } }),
    [navigate, list],
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="applications.title" />
      </Heading>
      <SearchBox list={list} />
      <StatusTabs selected={filters.status} counts={counts} onSelect={(status) => list.send({ type: 'filter.status', status })} />
      <Box role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(filters.status)}>
        <ListResults list={list} onOpen={openApplication} />
      </Box>
    </Stack>
  );
}

/** The search, applied once the typing stops. */
function SearchBox({ list }: { list: ListRef }) {
  const intl = useIntl();
  const searchText = useSelector(list, selectSearchText);
  return (
    <Box as="form" role="search" aria-label={intl.formatMessage({ id: 'applications.search.region' })} onSubmit={(event) => event.preventDefault()}>
      <Field.Root maxWidth={{ md: 'md' }}>
        <Field.Label>
          <FormattedMessage id="applications.search.label" />
        </Field.Label>
        <Input
          type="search"
          value={searchText}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'applications.search.placeholder' })}
          onChange={(event) => list.send({ type: 'filter.search', text: event.currentTarget.value })}
        />
      </Field.Root>
    </Box>
  );
}

function ListResults({ list, onOpen }: { list: ListRef; onOpen: (applicationId: string) => void }) {
  const intl = useIntl();
  const screen = useSelector(list, selectListScreen);
  const rows = useSelector(list, selectRows);
  const status = useSelector(list, selectFilters).status;
  const refreshing = useSelector(list, selectIsRefreshing);
  const problem = useSelector(list, selectListProblem);
  return (
    <Stack gap="4" paddingTop="2" aria-busy={screen === 'loading' || refreshing}>
      <Flex role="status" align="center" gap="2" minHeight="6" color="fg.muted" fontSize="sm">
        {(screen === 'loading' || refreshing) && <Spinner size="sm" />}
        {screen === 'loading' && <FormattedMessage id="applications.list.loading" />}
        {refreshing && <FormattedMessage id="applications.list.refreshing" />}
      </Flex>
      {screen === 'failed' && problem && (
        <Stack gap="3" align="flex-start">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="applications.list.failed" />
              </Alert.Title>
              <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem) })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="brand" onClick={() => list.send({ type: 'list.retry' })}>
            <FormattedMessage id="applications.retry" />
          </Button>
        </Stack>
      )}
      {screen === 'empty' && (
        <Text paddingY="6" textAlign="center">
          <FormattedMessage id="applications.list.empty" />
        </Text>
      )}
      {screen === 'rows' && <ApplicationRows rows={rows} status={status} onOpen={onOpen} />}
      <Pager list={list} />
    </Stack>
  );
}

/** "Anterior", "Página 2 de 5", "Siguiente": shown once the tab has more than one page. */
function Pager({ list }: { list: ListRef }) {
  const intl = useIntl();
  const paging = useSelector(list, selectPaging);
  const canGoBack = useSelector(list, selectCanGoBack);
  const canGoNext = useSelector(list, selectCanGoNext);
  if (!paging) return null;
  return (
    <Flex as="nav" aria-label={intl.formatMessage({ id: 'applications.pages.label' })} align="center" justify="center" gap="3" wrap="wrap">
      <Button variant="outline" size="sm" disabled={!canGoBack} onClick={() => list.send({ type: 'page.previous' })}>
        <FormattedMessage id="applications.pages.previous" />
      </Button>
      <Text fontSize="sm">
        <FormattedMessage id="applications.pages.position" values={paging} />
      </Text>
      <Button variant="outline" size="sm" disabled={!canGoNext} onClick={() => list.send({ type: 'page.next' })}>
        <FormattedMessage id="applications.pages.next" />
      </Button>
    </Flex>
  );
}
