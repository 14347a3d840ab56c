/**
 * Configuración > Usuarios: "Nuevo usuario", the search, the users it finds (everyone before any
 * search, newest first) and "Cargar más". Every part is a projection of the list's chart.
 */
import { useEffect } from 'react';
import { Flex, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import {
  selectHasNextPage,
  selectIsLoadingMore,
  selectListProblem,
  selectListScreen,
  selectMoreFailed,
  selectRows,
  selectSearchForm,
  selectSellers,
} from '../machines/users.selectors.ts';
import { queryOfSearch, searchFromQuery } from '../machines/searchQuery.ts';
import type { usersListMachine } from '../machines/usersList.machine.ts';
import { SearchForm } from './SearchForm.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { UserRows } from './UserRows.tsx';
import { ListEmpty, ListFailure, ListStatusLine, LoadMoreButton } from '../../../src/views/kit/ListResults.tsx';
import { problemText } from '../../../src/views/kit/problemText.ts';

export interface UsersListPageProps {
  logic: typeof usersListMachine;
  /** The address's query (without '?'): the search to show. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function UsersListPage({ logic, search, host }: UsersListPageProps) {
  const list = useActorRef(logic, { input: { search: searchFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  // The address changed from outside (the menu's "Usuarios", a step back): the list searches what it
  // says. The list's own searches come back here too, and then they already match.
  useEffect(() => {
    const asked = searchFromQuery(search);
    if (queryOfSearch(asked) !== queryOfSearch(list.getSnapshot().context.search)) list.send({ type: 'search.restore', search: asked });
  }, [search, list]);
  const form = useSelector(list, selectSearchForm);
  const sellers = useSelector(list, selectSellers);
  const screen = useSelector(list, selectListScreen);
  const rows = useSelector(list, selectRows);
  const hasNext = useSelector(list, selectHasNextPage);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const moreFailed = useSelector(list, selectMoreFailed);
  const problem = useSelector(list, selectListProblem);
  const intl = useIntl();
  const open = (href: string) => host.navigate(href);
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="users.title" />
        </Heading>
        <PortalLink href="/users/new" onOpen={open}>
          <FormattedMessage id="users.new" />
        </PortalLink>
      </Flex>
      {form && <SearchForm form={form} sellers={sellers} onClear={() => list.send({ type: 'list.clear' })} />}
      <ListStatusLine loading={screen === 'loading' ? 'users.list.loading' : null} refreshing={null} />
      {screen === 'failed' && (
        <ListFailure title="users.list.failed" text={problemText(intl, 'users', problem)} onRetry={() => list.send({ type: 'list.retry' })} />
      )}
      {screen === 'empty' && <ListEmpty message="users.list.empty" />}
      {screen === 'rows' && <UserRows rows={rows} onOpen={open} />}
      <LoadMoreButton
        shown={hasNext}
        canLoadMore={!loadingMore}
        loadingMore={loadingMore}
        failed={moreFailed}
        module="users"
        failedMessage="users.list.moreFailed"
        // After a failed page the chart asks for the same page again on its retry.
        onPress={() => list.send({ type: moreFailed ? 'list.retry' : 'list.more' })}
      />
    </Stack>
  );
}
