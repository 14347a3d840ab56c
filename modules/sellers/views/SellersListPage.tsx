/**
 * Configuración > Sellers: the search (name, RUT or id), the publish-state and type filters, the
 * sellers (a table, or cards on a phone) and "Cargar más" for the next page. Every part is a
 * projection of the list's chart; every press is an event to it.
 */
import { useCallback } from 'react';
import { Field, Flex, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectFilters, selectSearchText } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { SearchField } from '../../../src/views/kit/ListFilters.tsx';
import { OptionSelect } from '../../../src/views/kit/OptionSelect.tsx';
import { ListResults, type ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import { filtersFromQuery, PUBLISH_FILTERS, queryOfFilters, SEARCH_MAX_LENGTH, type SellerFilters } from '../machines/sellerFilters.ts';
import type { sellersListMachine } from '../machines/sellersList.machine.ts';
import { SELLER_TYPES } from '../machines/sellers.types.ts';
import type { DirectorySeller } from '../machines/sellers.types.ts';
import { SellerRows } from './SellerRows.tsx';

type ListRef = ActorRefFrom<typeof sellersListMachine>;

const URL_FILTERS = { read: filtersFromQuery, write: queryOfFilters };
const MESSAGES: ListMessages = {
  loading: 'sellers.list.loading',
  failed: 'sellers.list.failed',
  emptyFiltered: 'sellers.list.empty',
  emptyUnfiltered: 'sellers.list.empty',
  moreFailed: 'sellers.list.moreFailed',
  refreshing: 'sellers.list.refreshing',
};

export interface SellersListPageProps {
  logic: typeof sellersListMachine;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function SellersListPage({ logic, search, host }: SellersListPageProps) {
  const list = useActorRef(logic, { input: { filters: filtersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  useUrlFilters(list, search, URL_FILTERS);

  const { navigate } = host;
  const openSeller = useCallback(
    (sellerId: number) => navigate(`/sellers/${sellerId}`, { state: { listQuery: queryOfFilters(list.getSnapshot().context.filters) } }),
    [navigate, list],
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="sellers.title" />
      </Heading>
      <SellersFilters list={list} />
      <ListResults<DirectorySeller> list={list} module="sellers" messages={MESSAGES}>
        {(rows, linkRef) => <SellerRows rows={rows} onOpen={openSeller} linkRef={linkRef} />}
      </ListResults>
    </Stack>
  );
}

/** The search (applied once the typing stops), the publish state and the type. */
function SellersFilters({ list }: { list: ListRef }) {
  const intl = useIntl();
  const filters = useSelector(list, selectFilters<SellerFilters>);
  const searchText = useSelector(list, selectSearchText);
  return (
    <Flex
      as="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'sellers.filters.label' })}
      onSubmit={(event) => event.preventDefault()}
      gap="3"
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'flex-end' }}
    >
      <SearchField
        label="sellers.search.label"
        placeholder="sellers.search.placeholder"
        text={searchText}
        maxLength={SEARCH_MAX_LENGTH}
        layout={{ flex: '2' }}
        onType={(text) => list.send({ type: 'filter.search', text })}
      />
      <Field.Root flex="1">
        <Field.Label>
          <FormattedMessage id="sellers.filter.publish" />
        </Field.Label>
        <OptionSelect
          value={filters.publish}
          options={PUBLISH_FILTERS}
          optionTextId={(publish) => `sellers.filter.publish.${publish}`}
          onChange={(publish) => publish && list.send({ type: 'filter.publish', publish })}
        />
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>
          <FormattedMessage id="sellers.filter.type" />
        </Field.Label>
        <OptionSelect
          value={filters.sellerType}
          options={SELLER_TYPES}
          optionTextId={(sellerType) => `sellers.type.${sellerType}`}
          noneTextId="sellers.filter.type.all"
          onChange={(sellerType) => list.send({ type: 'filter.sellerType', sellerType })}
        />
      </Field.Root>
    </Flex>
  );
}
