/**
 * Configuración > Usuarios: "Nuevo usuario", the search, the users it finds (everyone before any
 * search, newest first) and "Cargar más". The rows' place is the kit's (ListResults) on the list's
 * chart; the form and its sellers are the search's chart beside it. Every part is a projection of
 * the two, every press an event to one of them.
 */
import { useEffect } from 'react';
import { Flex, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ListResults, type ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { selectSearchForm, selectSellers } from '../machines/users.selectors.ts';
import { queryOfSearch, searchFromQuery } from '../machines/searchQuery.ts';
import type { usersListMachine } from '../machines/usersList.machine.ts';
import type { usersSearchMachine } from '../machines/usersSearch.machine.ts';
import type { UserSummary } from '../machines/users.types.ts';
import { SearchForm } from './SearchForm.tsx';
import { UserRows } from './UserRows.tsx';

const MESSAGES: ListMessages = {
  loading: 'users.list.loading',
  failed: 'users.list.failed',
  // A search that names nothing lists everyone: an empty list says the same either way.
  emptyFiltered: 'users.list.empty',
  emptyUnfiltered: 'users.list.empty',
  moreFailed: 'users.list.moreFailed',
};

export interface UsersListPageProps {
  logic: typeof usersListMachine;
  searchLogic: typeof usersSearchMachine;
  /** The address's query (without '?'): the search to show. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function UsersListPage({ logic, searchLogic, search, host }: UsersListPageProps) {
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const list = useActorRef(logic, { input: { filters: searchFromQuery(search) }, ...inspect });
  const searching = useActorRef(searchLogic, { input: { list, search: searchFromQuery(search) }, ...inspect });
  // The address changed from outside (the menu's "Usuarios", a step back): the search shows it and
  // the list follows. The list's own searches come back here too, and then they already match.
  useEffect(() => {
    const asked = searchFromQuery(search);
    if (queryOfSearch(asked) !== queryOfSearch(list.getSnapshot().context.filters)) searching.send({ type: 'search.restore', search: asked });
  }, [search, list, searching]);
  const form = useSelector(searching, selectSearchForm);
  const sellers = useSelector(searching, selectSellers);
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
      {form && <SearchForm form={form} sellers={sellers} onClear={() => searching.send({ type: 'search.clear' })} />}
      <ListResults<UserSummary> list={list} module="users" messages={MESSAGES}>
        {(rows) => <UserRows rows={rows} onOpen={open} />}
      </ListResults>
    </Stack>
  );
}
