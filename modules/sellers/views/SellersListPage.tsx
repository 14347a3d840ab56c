/**
 * Configuración > Sellers: the search (name, RUT or id), the publish-state and type filters, the
 * sellers (a table, or cards on a phone) and "Cargar más" for the next page. Every part is a
 * projection of the list's chart; every press is an event to it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { Alert, Button, Field, Flex, Heading, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { isSellerType } from '../../../shared/sellers/sellerTypes.ts';
import { filtersFromQuery, PUBLISH_FILTERS, queryOfFilters, SEARCH_MAX_LENGTH } from '../machines/sellerFilters.ts';
import type { sellersListMachine } from '../machines/sellersList.machine.ts';
import {
  selectCanLoadMore,
  selectFilters,
  selectHasNextPage,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectListProblem,
  selectListScreen,
  selectMoreFailed,
  selectRows,
  selectSearchText,
} from '../machines/sellersList.selectors.ts';
import { SELLER_TYPES } from '../machines/sellers.types.ts';
import { problemMessageId } from './problemText.ts';
import { SellerRows } from './SellerRows.tsx';

type ListRef = ActorRefFrom<typeof sellersListMachine>;

export interface SellersListPageProps {
  logic: typeof sellersListMachine;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function SellersListPage({ logic, search, host }: SellersListPageProps) {
  const list = useActorRef(logic, { input: { filters: filtersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });

  // The URL changed from outside (the menu's "Sellers", a link): the list shows what it says.
  // The list's own changes come back here too, and then they already match.
  useEffect(() => {
    const asked = filtersFromQuery(search);
    if (queryOfFilters(asked) !== queryOfFilters(list.getSnapshot().context.filters)) list.send({ type: 'filter.restore', filters: asked });
  }, [search, list]);

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
      <ListResults list={list} onOpen={openSeller} />
    </Stack>
  );
}

/** The search (applied once the typing stops), the publish state and the type. */
function SellersFilters({ list }: { list: ListRef }) {
  const intl = useIntl();
  const filters = useSelector(list, selectFilters);
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
      <Field.Root flex="2">
        <Field.Label>
          <FormattedMessage id="sellers.search.label" />
        </Field.Label>
        <Input
          type="search"
          value={searchText}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'sellers.search.placeholder' })}
          onChange={(event) => list.send({ type: 'filter.search', text: event.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>
          <FormattedMessage id="sellers.filter.publish" />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.publish}
            onChange={(event) => {
              const publish = PUBLISH_FILTERS.find((candidate) => candidate === event.currentTarget.value);
              if (publish) list.send({ type: 'filter.publish', publish });
            }}
          >
            {PUBLISH_FILTERS.map((publish) => (
              <option key={publish} value={publish}>
                {intl.formatMessage({ id: `sellers.filter.publish.${publish}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>
          <FormattedMessage id="sellers.filter.type" />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.sellerType}
            onChange={(event) => {
              const value = event.currentTarget.value;
              list.send({ type: 'filter.sellerType', sellerType: isSellerType(value) ? value : '' });
            }}
          >
            <option value="">{intl.formatMessage({ id: 'sellers.filter.type.all' })}</option>
            {SELLER_TYPES.map((sellerType) => (
              <option key={sellerType} value={sellerType}>
                {intl.formatMessage({ id: `sellers.type.${sellerType}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}

function ListResults({ list, onOpen }: { list: ListRef; onOpen: (sellerId: number) => void }) {
  const intl = useIntl();
  const screen = useSelector(list, selectListScreen);
  const rows = useSelector(list, selectRows);
  const refreshing = useSelector(list, selectIsRefreshing);
  const problem = useSelector(list, selectListProblem);

  // After "Cargar más", the focus goes to the first seller of the new page (the button may be gone).
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
    <Stack gap="4" aria-busy={screen === 'loading' || refreshing}>
      <Flex role="status" align="center" gap="2" minHeight="6" color="fg.muted" fontSize="sm">
        {(screen === 'loading' || refreshing) && <Spinner size="sm" />}
        {screen === 'loading' && <FormattedMessage id="sellers.list.loading" />}
        {refreshing && <FormattedMessage id="sellers.list.refreshing" />}
      </Flex>
      {screen === 'failed' && problem && (
        <Stack gap="3" align="flex-start">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="sellers.list.failed" />
              </Alert.Title>
              <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem) })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="brand" onClick={() => list.send({ type: 'list.retry' })}>
            <FormattedMessage id="sellers.retry" />
          </Button>
        </Stack>
      )}
      {screen === 'empty' && (
        <Text paddingY="6" textAlign="center">
          <FormattedMessage id="sellers.list.empty" />
        </Text>
      )}
      {screen === 'rows' && <SellerRows rows={rows} onOpen={onOpen} linkRef={linkRef} />}
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
              <FormattedMessage id="sellers.list.moreFailed" />
            </Alert.Title>
            <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, failed) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button
        variant="outline"
        loading={loadingMore}
        loadingText={<FormattedMessage id="sellers.list.more" />}
        disabled={!canLoadMore}
        onClick={() => {
          onPress();
          list.send({ type: 'list.more' });
        }}
      >
        <FormattedMessage id="sellers.list.more" />
      </Button>
    </Stack>
  );
}
