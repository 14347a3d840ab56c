/**
 * Ventas > Devoluciones: the tabs of the status groups with their counts, the search and the
 * statuses of the tab, the returns of the tab (a table, or cards on a phone) and "Cargar más" for
 * the next page. Every part is a projection of the list's chart; every press is an event to it.
 */
import { useCallback } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectFilters, selectSearchText } from '../../../machines/list/list.selectors.ts';
import { RETURN_STATUS_GROUPS, returnStatusesOf } from '../../../shared/returns/lifecycle.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ChoiceFilter, SearchField } from '../../../src/views/kit/ListFilters.tsx';
import type { ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { ListSellerFilter } from '../../../src/views/kit/SellerFilter.tsx';
import { TabbedListResults } from '../../../src/views/kit/TabbedListResults.tsx';
import type { SellerPickerLogic } from '../../../src/app/modules/sellerPicker.ts';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import { filtersFromQuery, queryOfFilters, SEARCH_MAX_LENGTH, type ReturnFilters } from '../machines/returnFilters.ts';
import type { returnsListMachine } from '../machines/returnsList.machine.ts';
import type { ReturnSummary } from '../machines/returns.types.ts';
import { ReturnRows } from './ReturnsRows.tsx';

type ListRef = ActorRefFrom<typeof returnsListMachine>;

const URL_FILTERS = { read: filtersFromQuery, write: queryOfFilters };
const MESSAGES: ListMessages = {
  loading: 'returns.list.loading',
  failed: 'returns.list.failed',
  emptyFiltered: 'returns.list.empty',
  // Nothing narrowed the list: the tab itself is empty (no filter to blame).
  emptyUnfiltered: 'returns.list.emptyTab',
  moreFailed: 'returns.list.moreFailed',
};
const TAB_MESSAGES = { label: 'returns.tabs.label', tab: (group: string) => `returns.group.${group}`, count: 'returns.tabs.count' };

export interface ReturnsListPageProps {
  logic: typeof returnsListMachine;
  /** The seller filter's chart, offered to whoever may look sellers up (staff reading every seller's returns). */
  sellerPicker: SellerPickerLogic;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function ReturnsListPage({ logic, sellerPicker, search, host }: ReturnsListPageProps) {
  const list = useActorRef(logic, { input: { filters: filtersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const filters = useSelector(list, selectFilters<ReturnFilters>);
  useUrlFilters(list, search, URL_FILTERS);

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
      <ReturnsFilters list={list} sellerPicker={host.session.permissions.includes('findSellerNames') ? sellerPicker : null} inspect={host.inspect} />
      <TabbedListResults<ReturnFilters['group'], ReturnSummary>
        list={list}
        module="returns"
        messages={MESSAGES}
        tabs={RETURN_STATUS_GROUPS}
        selected={filters.group}
        tabMessages={TAB_MESSAGES}
        onSelect={(group) => list.send({ type: 'filter.group', group })}
      >
        {(rows, linkRef) => <ReturnRows rows={rows} group={filters.group} onOpen={openReturn} linkRef={linkRef} viewerSellerId={host.session.sellerId} />}
      </TabbedListResults>
    </Stack>
  );
}

/** The search (applied once the typing stops) and the statuses of the tab (for a tab of several). */
function ReturnsFilters({ list, sellerPicker, inspect }: { list: ListRef; sellerPicker: SellerPickerLogic | null; inspect: ModuleHost['inspect'] }) {
  const intl = useIntl();
  const filters = useSelector(list, selectFilters<ReturnFilters>);
  const searchText = useSelector(list, selectSearchText);
  return (
    <Stack as="form" role="search" aria-label={intl.formatMessage({ id: 'returns.filters.label' })} onSubmit={(event) => event.preventDefault()} gap="3">
      <SearchField
        label="returns.search.label"
        placeholder="returns.search.placeholder"
        text={searchText}
        maxLength={SEARCH_MAX_LENGTH}
        layout={{ maxWidth: { md: 'md' } }}
        onType={(text) => list.send({ type: 'filter.search', text })}
      />
      {sellerPicker ? (
        <Box maxWidth={{ md: 'md' }}>
          <ListSellerFilter logic={sellerPicker} sellerId={filters.sellerId} onChange={(sellerId) => list.send({ type: 'filter.seller', sellerId })} inspect={inspect} />
        </Box>
      ) : null}
      <ChoiceFilter
        legend="returns.filter.statuses"
        optionLabel={(status) => `returns.status.${status}`}
        options={returnStatusesOf(filters.group)}
        chosen={filters.statuses}
        onChange={(statuses) => list.send({ type: 'filter.statuses', statuses })}
      />
    </Stack>
  );
}
