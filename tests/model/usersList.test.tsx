/**
 * Model-based tests of the users list (modules/users), driving the module's real Root at /users
 * against a fake users service (msw, typed from the contract) that holds each request until the path
 * answers it. Paths are generated from each of its statecharts to take every transition: the list (the
 * kit's list without a search box) and the search beside it (the form and its sellers). Each step
 * checks the rows on screen (a table), the search form with what was typed, the seller choice,
 * "Cargar más", the failures with "Reintentar", the query each request carried and the address written.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createActor, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { EMPTY_SEARCH, searchFormMachine, type UserSearch } from '../../modules/users/machines/searchForm.ts';
import { usersListMachine, type UsersListEvent } from '../../modules/users/machines/usersList.machine.ts';
import { usersSearchMachine, type UsersSearchEvent, type UsersSearchInput } from '../../modules/users/machines/usersSearch.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';
import { fakeUsersServer, renderUsersModule, ROSA, type UserFormOptions, type UserPage, type UsersServer } from './users.support.tsx';

const MARTA = { ...ROSA.user, id: 39, firstName: 'Marta', lastName: 'Díaz', email: 'marta.diaz@demo.cl', role: 'logistics' as const, status: 'disabled' as const };
const FIRST: UserPage = { items: [ROSA.user], nextCursor: 'c2' };
const SECOND: UserPage = { items: [MARTA], nextCursor: null };
const NONE: UserPage = { items: [], nextCursor: null };
const OPTIONS: UserFormOptions = { sellers: [{ id: 1, name: 'Tienda Andes SpA' }], grantableRoles: ['customerService'] };
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const ROSA_SEARCH: UserSearch = { ...EMPTY_SEARCH, name: 'rosa' };
const LOGISTICS_SEARCH: UserSearch = { ...EMPTY_SEARCH, role: 'logistics' };

// The list's chart (the kit's list without a search box), driven through the page.
const fixtures = {
  retry: { type: 'list.retry' },
  more: { type: 'list.more' },
  searched: { type: 'filter.users', search: ROSA_SEARCH },
  clear: { type: 'filter.users', search: EMPTY_SEARCH },
  restored: { type: 'filter.restore', filters: LOGISTICS_SEARCH },
  loaded: { type: 'xstate.done.actor.listPage', output: FIRST },
  none: { type: 'xstate.done.actor.listPage', output: NONE },
  loadFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  moreLoaded: { type: 'xstate.done.actor.nextPage', output: SECOND },
  moreFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<UsersListEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof usersListMachine>;
const isEverybody = (search: UserSearch) => search.name === '' && search.role === '';

const paths = coveringPaths<Snapshot, EventObject, { filters: UserSearch }>(usersListMachine, {
  input: { filters: EMPTY_SEARCH },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.rows.length, snapshot.context.nextCursor, snapshot.context.filters],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const { filters } = snapshot.context;
    switch (names.get(event)) {
      // One search is enough to show the list follows it: searching for the same again adds nothing.
      case 'searched':
        return filters.name !== 'rosa';
      // "Limpiar" on everyone already changes nothing.
      case 'clear':
        return !isEverybody(filters);
      // An address from outside (a step back, the menu) that names the search already shown restores nothing.
      case 'restored':
        return filters.role !== 'logistics';
      // An empty answer only to the first search, to see both empty screens once each.
      case 'none':
        return filters.role !== 'logistics';
      default:
        return true;
    }
  },
  chained: true,
});

interface World {
  user: UserEvent;
  server: UsersServer;
  showQuery: (query: string) => void;
  /** Every address the list wrote, in order. */
  written: string[];
  /** The query the next list request must carry. */
  query: [string, string][];
}

async function answerList(world: World, answer: Parameters<UsersServer['list']['answer']>[0]) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  expect(world.server.list.received.at(-1)).toEqual(world.query);
  world.server.list.answer(answer);
}

async function answerOptions(server: UsersServer, answer: Parameters<UsersServer['options']['answer']>[0]) {
  await waitFor(() => expect(server.options.pending).toBe(1));
  server.options.answer(answer);
}

const searchForm = () => screen.getByRole('form', { name: 'Buscar usuarios' });
const ALL: [string, string][] = [['limit', '25']];
const ROSA_ONLY: [string, string][] = [['name', 'rosa'], ['limit', '25']];
const LOGISTICS: [string, string][] = [['role', 'logistics'], ['limit', '25']];

/** A search for "rosa" (any role), typed and pressed. */
async function searchRosa(user: UserEvent) {
  const name = within(searchForm()).getByRole('textbox', { name: 'Nombre' });
  await user.clear(name);
  await user.type(name, 'rosa');
  await user.selectOptions(within(searchForm()).getByRole('combobox', { name: 'Rol' }), 'Cualquier rol');
  await user.click(within(searchForm()).getByRole('button', { name: 'Buscar' }));
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  // A failed next page is asked again by "Cargar más", as on every list.
  more: (world) => {
    world.query = [...world.query.filter(([key]) => key !== 'limit' && key !== 'cursor'), ['cursor', 'c2'], ['limit', '25']];
    return world.user.click(screen.getByRole('button', { name: 'Cargar más' }));
  },
  clear: async (world) => {
    world.query = ALL;
    await world.user.click(within(searchForm()).getByRole('button', { name: 'Limpiar' }));
    world.written.push('/users');
    // The shell draws the module again with the address it was sent to.
    world.showQuery('');
  },
  restored: (world) => {
    world.query = LOGISTICS;
    world.showQuery('role=logistics');
    return Promise.resolve();
  },
  loaded: (world) => answerList(world, { page: FIRST }),
  none: (world) => answerList(world, { page: NONE }),
  loadFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  moreLoaded: (world) => answerList(world, { page: SECOND }),
  moreFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  searched: async (world) => {
    world.query = ROSA_ONLY;
    await searchRosa(world.user);
    world.written.push('/users?name=rosa');
    world.showQuery('name=rosa');
  },
};

async function expectScreenFor(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  const { filters, rows } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Nuevo usuario' })).toHaveAttribute('href', '/users/new');
  // The search shows what it asked for.
  await waitFor(() => expect(within(searchForm()).getByRole('textbox', { name: 'Nombre' })).toHaveValue(filters.name));
  expect(within(searchForm()).getByRole('combobox', { name: 'Rol' })).toHaveValue(filters.role);
  if (snapshot.matches('failed')) {
    expect(await screen.findByText('No pudimos cargar los usuarios.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('empty')) {
    expect(await screen.findByText('No hay usuarios que coincidan con la búsqueda.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    return;
  }
  if (rows.length === 0) {
    // Nothing on screen yet: the first page (of the list or of a new search) is on its way.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando usuarios…'));
    expect(screen.queryByRole('table')).toBeNull();
    return;
  }
  // A new search keeps the rows of the last one on screen until its own come.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(snapshot.matches('refreshing') ? 'Actualizando la lista…' : ''));
  const expected = rows.length === 2 ? ['Rosa Pérez', 'Marta Díaz'] : ['Rosa Pérez'];
  const table = await screen.findByRole('table', { name: 'Usuarios encontrados' });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(expected));
  const firstRow = within(table).getAllByRole('row')[1]!;
  expect(within(firstRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['rosa.perez@demo.cl', 'Atención al cliente', 'Activo', 'Sin seller']);
  expect(within(firstRow).getByRole('link', { name: 'Rosa Pérez' })).toHaveAttribute('href', '/users/40');
  const moreFailed = snapshot.matches({ loaded: 'moreFailed' });
  await waitFor(() => expect(screen.queryByText('No pudimos cargar más usuarios.') !== null).toBe(moreFailed));
  if (moreFailed) {
    expect(screen.getByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }
  // "Cargar más" stays under the rows after a failed page: pressing it asks for that page again.
  const offered = snapshot.context.nextCursor !== null && !snapshot.matches('refreshing');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' }) !== null).toBe(offered));
}

describe('the users list, driven through the module as the shell mounts it at /users', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeUsersServer();
      const { host, showQuery } = renderUsersModule({ path: '/users' });
      await answerOptions(server, { options: OPTIONS });
      const world: World = { user: userEvent.setup(), server, query: ALL, showQuery, written: [] };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state);
        // Each search and "Limpiar" writes its search into the address, in place of the entry; a restored one was already there.
        expect(host.navigate.mock.calls).toEqual(world.written.map((href) => [href, { replace: true }]));
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(usersListMachine, paths));
  });
});

// The search's chart beside the list (the form and its sellers), driven through the page.
const searchChartFixtures = {
  optionsLoaded: { type: 'xstate.done.actor.0.usersSearch.sellers.loading', output: OPTIONS },
  optionsFailed: { type: 'xstate.error.actor.0.usersSearch.sellers.loading', error: unavailable },
  searched: { type: 'xstate.done.actor.searchForm', output: ROSA_SEARCH },
  clear: { type: 'search.clear' },
  restored: { type: 'search.restore', search: LOGISTICS_SEARCH },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type SearchChartFixture = keyof typeof searchChartFixtures;
const searchChartNames = eventNames(searchChartFixtures);

type UnfixturedSearch = Exclude<UsersSearchEvent['type'], (typeof searchChartFixtures)[SearchChartFixture]['type']>;
const _everySearchEventHasAFixture: [UnfixturedSearch] extends [never] ? true : UnfixturedSearch = true;

type SearchChartSnapshot = SnapshotFrom<typeof usersSearchMachine>;

const searchChartPaths = coveringPaths<SearchChartSnapshot, EventObject, UsersSearchInput>(usersSearchMachine, {
  // The list the searches go to; the paths are walked without running it.
  input: { list: createActor(usersListMachine, { input: { filters: EMPTY_SEARCH } }), search: EMPTY_SEARCH },
  events: Object.values(searchChartFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.search, snapshot.context.sellers.length],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const { search } = snapshot.context;
    switch (searchChartNames.get(event)) {
      case 'searched':
        return search.name !== 'rosa';
      case 'clear':
        return !isEverybody(search);
      case 'restored':
        return search.role !== 'logistics';
      default:
        return true;
    }
  },
  chained: true,
});

interface SearchWorld {
  user: UserEvent;
  server: UsersServer;
  showQuery: (query: string) => void;
  written: string[];
  /** The query the list's last request carried. */
  query: [string, string][];
}

const searchChartSimulate: Record<SearchChartFixture, (world: SearchWorld) => Promise<unknown>> = {
  optionsLoaded: (world) => answerOptions(world.server, { options: OPTIONS }),
  optionsFailed: (world) => answerOptions(world.server, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  searched: async (world) => {
    world.query = ROSA_ONLY;
    await searchRosa(world.user);
    world.written.push('/users?name=rosa');
    world.showQuery('name=rosa');
  },
  clear: async (world) => {
    world.query = ALL;
    await world.user.click(within(searchForm()).getByRole('button', { name: 'Limpiar' }));
    world.written.push('/users');
    world.showQuery('');
  },
  restored: (world) => {
    world.query = LOGISTICS;
    world.showQuery('role=logistics');
    return Promise.resolve();
  },
};

describe('the users search beside the list: the form, its sellers, and what it hands the list', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of searchChartPaths) {
    it(describeFixturePath(path, searchChartNames.get), async () => {
      const server = fakeUsersServer();
      const { host, showQuery } = renderUsersModule({ path: '/users' });
      const world: SearchWorld = { user: userEvent.setup(), server, showQuery, written: [], query: ALL };
      for (const step of path.steps) {
        if (!isStart(step.event)) await searchChartSimulate[searchChartNames.get(step.event)](world);
        const snapshot = step.state as SearchChartSnapshot;
        // The form starts over with the search it handed over (or the one restored).
        await waitFor(() => expect(within(searchForm()).getByRole('textbox', { name: 'Nombre' })).toHaveValue(snapshot.context.search.name));
        expect(within(searchForm()).getByRole('combobox', { name: 'Rol' })).toHaveValue(snapshot.context.search.role);
        const sellerChoices = within(searchForm()).getByRole('combobox', { name: 'Seller' });
        await waitFor(() =>
          expect(within(sellerChoices).getAllByRole('option').map((option) => option.textContent)).toEqual(
            snapshot.matches({ sellers: 'loaded' }) ? ['Cualquier seller', 'Tienda Andes SpA'] : ['Cualquier seller'],
          ),
        );
        // The list asked for what the search handed it, and wrote it into the address (a restored one was there already).
        await waitFor(() => expect(server.list.received.at(-1)).toEqual(world.query));
        expect(host.navigate.mock.calls).toEqual(world.written.map((href) => [href, { replace: true }]));
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(usersSearchMachine, searchChartPaths));
  });
});

describe('the users list: the empty search, the cards on a phone, accessibility', () => {
  afterEach(() => forgetScreenWidth());

  it('refuses a search naming nothing with "Completa al menos un campo", sends nothing, and searches once a field is filled', async () => {
    setScreenWidth(1280);
    const server = fakeUsersServer();
    const { container } = renderUsersModule({ path: '/users' });
    const user = userEvent.setup();
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: FIRST });
    server.options.answer({ options: OPTIONS });
    await screen.findByRole('table', { name: 'Usuarios encontrados' });
    await user.click(within(searchForm()).getByRole('button', { name: 'Buscar' }));
    expect(await within(searchForm()).findByText('Completa al menos un campo')).toBeVisible();
    expect(within(searchForm()).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    expect(server.list.received).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
    await user.selectOptions(within(searchForm()).getByRole('combobox', { name: 'Estado' }), 'Desactivado');
    await waitFor(() => expect(within(searchForm()).queryByText('Completa al menos un campo')).toBeNull());
    await user.click(within(searchForm()).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(server.list.received).toHaveLength(2));
    expect(server.list.received[1]).toEqual([['status', 'disabled'], ['limit', '25']]);
  });

  it('starts with the search the address names, ignoring what it does not know, and keeps it through a reload', async () => {
    setScreenWidth(1280);
    const server = fakeUsersServer();
    renderUsersModule({ path: '/users', search: 'name=Rosa&role=jefe&status=disabled&sellerId=1&otra=cosa' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    expect(server.list.received[0]).toEqual([['name', 'Rosa'], ['status', 'disabled'], ['sellerId', '1'], ['limit', '25']]);
    server.list.answer({ page: FIRST });
    server.options.answer({ options: OPTIONS });
    await screen.findByRole('table', { name: 'Usuarios encontrados' });
    expect(within(searchForm()).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Rosa');
    expect(within(searchForm()).getByRole('combobox', { name: 'Rol' })).toHaveValue('');
    expect(within(searchForm()).getByRole('combobox', { name: 'Estado' })).toHaveValue('disabled');
    await waitFor(() => expect(within(searchForm()).getByRole('combobox', { name: 'Seller' })).toHaveValue('1'));
  });

  it('shows cards on a phone, with no axe violations', async () => {
    setScreenWidth(360);
    const server = fakeUsersServer();
    const { container } = renderUsersModule({ path: '/users' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: SECOND });
    server.options.answer({ options: OPTIONS });
    const card = await screen.findByRole('heading', { level: 2, name: 'Marta Díaz' });
    // The kit's card: the name, the status beside it, then each fact under its label.
    expect(card.closest('li')).toHaveTextContent('Marta DíazDesactivadoCorreo electrónicomarta.diaz@demo.clRolLogísticaSellerSin seller');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

// The search form's own chart (the portal's form chart with the users search rule), walked on the page.
const searchFixtures = {
  typeName: { type: 'form.change', values: { name: 'rosa' } },
  leaveName: { type: 'form.blur', field: 'name' },
  press: { type: 'form.attempt' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type SearchFixture = keyof typeof searchFixtures;
const searchNames = eventNames(searchFixtures);
type SearchSnapshot = SnapshotFrom<typeof searchFormMachine>;

const searchPaths = coveringPaths<SearchSnapshot, EventObject, { values: UserSearch; facts: null }>(searchFormMachine, {
  input: { values: EMPTY_SEARCH, facts: null },
  events: Object.values(searchFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values.name, snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => !(searchNames.get(event) === 'typeName' && snapshot.context.values.name !== ''),
  chained: true,
});

const searchSimulate: Record<SearchFixture, (user: UserEvent) => Promise<unknown>> = {
  typeName: (user) => user.type(within(searchForm()).getByRole('textbox', { name: 'Nombre' }), 'rosa'),
  leaveName: async (user) => {
    await user.click(within(searchForm()).getByRole('textbox', { name: 'Nombre' }));
    await user.tab();
  },
  press: (user) => user.click(within(searchForm()).getByRole('button', { name: 'Buscar' })),
};

describe('the users search form', () => {
  for (const path of searchPaths) {
    it(describeFixturePath(path, searchNames.get), async () => {
      setScreenWidth(1280);
      const server = fakeUsersServer();
      renderUsersModule({ path: '/users' });
      const user = userEvent.setup();
      await waitFor(() => expect(server.list.pending).toBe(1));
      server.list.answer({ page: FIRST });
      server.options.answer({ options: OPTIONS });
      await screen.findByRole('table', { name: 'Usuarios encontrados' });
      for (const step of path.steps) {
        if (!isStart(step.event)) await searchSimulate[searchNames.get(step.event)](user);
        const snapshot = step.state as SearchSnapshot;
        if (snapshot.matches('submitted')) {
          // The search was sent, and a new form shows it.
          await waitFor(() => expect(server.list.received).toHaveLength(2));
          expect(server.list.received[1]).toEqual(ROSA_ONLY);
          expect(within(searchForm()).getByRole('textbox', { name: 'Nombre' })).toHaveValue('rosa');
          continue;
        }
        expect(within(searchForm()).getByRole('textbox', { name: 'Nombre' })).toHaveValue(snapshot.context.values.name);
        const refused = snapshot.context.touched.name === true && snapshot.context.values.name === '';
        await waitFor(() => expect(within(searchForm()).queryByText('Completa al menos un campo') !== null).toBe(refused));
        expect(server.list.received).toHaveLength(1);
      }
      forgetScreenWidth();
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(searchFormMachine, searchPaths));
  });
});
