/**
 * Configuración > Solicitudes: the tabs of the statuses with their counts, the search by RUT or
 * name, the applications of the tab (a table, or cards on a phone), newest first, and the pages.
 * Every part is a projection of the queue's chart; every press is an event to it.
 */
import { useCallback } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectFilters, selectSearchText } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { SearchField } from '../../../src/views/kit/ListFilters.tsx';
import type { ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { TabbedListResults } from '../../../src/views/kit/TabbedListResults.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import { filtersFromQuery, queryOfFilters, SEARCH_MAX_LENGTH, type ApplicationFilters } from '../machines/applicationFilters.ts';
import type { applicationsListMachine } from '../machines/applicationsList.machine.ts';
import { APPLICATION_STATUSES, type ApplicationSummary } from '../machines/applications.types.ts';
import { ApplicationRows } from './ApplicationRows.tsx';

type ListRef = ActorRefFrom<typeof applicationsListMachine>;

const URL_FILTERS = { read: filtersFromQuery, write: queryOfFilters };
const MESSAGES: ListMessages = {
  loading: 'applications.list.loading',
  failed: 'applications.list.failed',
  emptyFiltered: 'applications.list.empty',
  emptyUnfiltered: 'applications.list.empty',
  pages: 'applications.pages.label',
};
const TAB_MESSAGES = { label: 'applications.tabs.label', tab: (status: string) => `applications.tab.${status}`, count: 'applications.tabs.count' };

export interface ApplicationsListPageProps {
  logic: typeof applicationsListMachine;
  /** The query of the URL (without '?'): the filters the queue opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ApplicationsListPage({ logic, search, host }: ApplicationsListPageProps) {
  const list = useActorRef(logic, { input: { filters: filtersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const filters = useSelector(list, selectFilters<ApplicationFilters>);
  useUrlFilters(list, search, URL_FILTERS);

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
      <TabbedListResults<ApplicationFilters['status'], ApplicationSummary>
        list={list}
        module="applications"
        messages={MESSAGES}
        tabs={APPLICATION_STATUSES}
        selected={filters.status}
        tabMessages={TAB_MESSAGES}
        onSelect={(status) => list.send({ type: 'filter.status', status })}
      >
        {(rows) => <ApplicationRows rows={rows} status={filters.status} onOpen={openApplication} />}
      </TabbedListResults>
    </Stack>
  );
}

/** The search, applied once the typing stops. */
function SearchBox({ list }: { list: ListRef }) {
  const intl = useIntl();
  const searchText = useSelector(list, selectSearchText);
  return (
    <Box as="form" role="search" aria-label={intl.formatMessage({ id: 'applications.search.region' })} onSubmit={(event) => event.preventDefault()}>
      <SearchField
        label="applications.search.label"
        placeholder="applications.search.placeholder"
        text={searchText}
        maxLength={SEARCH_MAX_LENGTH}
        layout={{ maxWidth: { md: 'md' } }}
        onType={(text) => list.send({ type: 'filter.search', text })}
      />
    </Box>
  );
}
