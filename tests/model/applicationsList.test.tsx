/**
 * Model-based tests of the queue of seller applications (modules/applications), driving the
 * module's real Root at /applications through its composition root and the typed onboarding client
 * against a fake onboarding service (msw, typed from the contract) that holds each request until the
 * path answers it. Paths are generated from the queue's statechart to take every transition; each
 * step checks what a reviewer sees (the tabs and their counts, the rows with their RUT, day and
 * status in Spanish, the loading, refreshing, empty and failed states, the pages), each request
 * against the query the filters chosen so far must send, and each applied filter against the URL
 * written back.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { applicationsListMachine, type ApplicationsListEvent } from '../../modules/applications/machines/applicationsList.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeApplicationsServer, renderApplicationsModule, type ApplicationPage, type ApplicationsServer, type ApplicationSummary, type SentQuery } from './applications.support.tsx';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';

const summary = (overrides: Partial<ApplicationSummary> & Pick<ApplicationSummary, 'id' | 'businessName'>): ApplicationSummary => ({
  status: 'received',
  createdAt: '2026-11-23T15:04:00Z',
  companyName: 'Comercial SpA',
  documentNumber: '777777777',
  societyType: 'SPA',
  commercialEmail: 'ventas@example.cl',
  documentNumberExists: false,
  ...overrides,
});

const VINOTECA = summary({ id: '6a1c1f7e-2b4d-4e8f-9a0b-1c2d3e4f5a6b', businessName: 'Vinoteca Cordillera', companyName: 'Comercial Cordillera SpA' });
// 02:10 UTC on the 21st is 23:10 on the 20th in Santiago.
const BAZAR = summary({
  id: '0d9e4a31-7c55-4f0a-8b1e-2f3a4b5c6d7e',
  businessName: 'Bazar Los Aromos',
  companyName: 'Aromos Limitada',
  documentNumber: '760864285',
  createdAt: '2026-11-21T02:10:00Z',
  documentNumberExists: true,
});
const MUEBLERIA = summary({ id: '9b2f5c4e-1a3d-4b6c-8d7e-0f1a2b3c4d5e', businessName: 'Mueblería Del Sur', companyName: 'Muebles del Sur SpA', documentNumber: '123456785', createdAt: '2026-11-20T13:00:00Z' });

/** Each row as the table must read, cell by cell. */
const ROW_TEXT: Record<string, string[]> = {
  [VINOTECA.id]: ['Vinoteca Cordillera', 'Comercial Cordillera SpA', '77.777.777-7', '23-11-2026', 'Recibida'],
  [BAZAR.id]: ['Bazar Los Aromos', 'Aromos Limitada', '76.086.428-5RUT ya registrado', '20-11-2026', 'Recibida'],
  [MUEBLERIA.id]: ['Mueblería Del Sur', 'Muebles del Sur SpA', '12.345.678-5', '20-11-2026', 'Recibida'],
};

const COUNTS = { received: 3, in_review: 1, approved: 12, rejected: 4 };
// Two rows a page: the server's page size decides the pages, whatever the client asked.
const PAGE_ONE: ApplicationPage = { data: [VINOTECA, BAZAR], page: 1, pageSize: 2, total: 3, counts: COUNTS };
const PAGE_TWO: ApplicationPage = { data: [MUEBLERIA], page: 2, pageSize: 2, total: 3, counts: COUNTS };
const EMPTY_PAGE: ApplicationPage = { data: [], page: 1, pageSize: 2, total: 0, counts: { received: 0, in_review: 2, approved: 0, rejected: 1 } };

const TABS_BEFORE_COUNTS = ['Recibidas', 'En revisión', 'Aprobadas', 'Rechazadas'];
const TABS_OF_PAGES = ['Recibidas (3 solicitudes)', 'En revisión (1 solicitud)', 'Aprobadas (12 solicitudes)', 'Rechazadas (4 solicitudes)'];
const TABS_OF_EMPTY = ['Recibidas (0 solicitudes)', 'En revisión (2 solicitudes)', 'Aprobadas (0 solicitudes)', 'Rechazadas (1 solicitud)'];
const TAB_LABEL: Record<string, string> = { received: 'Recibidas', in_review: 'En revisión', approved: 'Aprobadas', rejected: 'Rechazadas' };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

const fixtures = {
  toApproved: { type: 'filter.status', status: 'approved' },
  search: { type: 'filter.search', text: '77.777' },
  restore: { type: 'filter.restore', filters: { status: 'rejected', q: '', page: 1 } },
  next: { type: 'page.next' },
  previous: { type: 'page.previous' },
  retry: { type: 'list.retry' },
  typingPaused: { type: 'xstate.after.searchDebounce.applicationsList.refreshing.debouncing' },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  pageTwo: { type: 'xstate.done.actor.listPage', output: PAGE_TWO },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<ApplicationsListEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof applicationsListMachine>;

const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/** A reviewer changes each filter once, on a queue that is on screen; the server answers the page asked for. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { filters, searchText } = snapshot.context;
  switch (names.get(event)) {
    case 'toApproved':
      return settled(snapshot) && filters.status === 'received';
    case 'search':
      return settled(snapshot) && searchText === '';
    case 'restore':
      return settled(snapshot) && filters.status !== 'rejected';
    case 'pageOne':
      return filters.page === 1;
    case 'pageTwo':
      return filters.page === 2;
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, { filters: Snapshot['context']['filters'] }>(applicationsListMachine, {
  input: { filters: { status: 'received', q: '', page: 1 } },
  events: Object.values(fixtures),
  describe: (snapshot) => {
    const { filters, rows, total, counts, searchText } = snapshot.context;
    return [snapshot.value, rows.map((row) => row.id), total, counts?.received ?? null, filters, searchText];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

type ExpectedQuery = Record<string, string>;
const FRESH_QUERY: ExpectedQuery = { status: 'received' };

interface World {
  user: UserEvent;
  server: ApplicationsServer;
  view: ReturnType<typeof renderApplicationsModule>;
  timers: ReturnType<typeof holdTimersOf>;
  /** The filters as the URL must say them. */
  expected: ExpectedQuery;
  navigations: number;
}

const sorted = (entries: SentQuery) => [...entries].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));

async function answerList(world: World, answer: Parameters<ApplicationsServer['list']['answer']>[0]) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  const { page = '1', ...rest } = world.expected;
  expect(sorted(world.server.list.received.at(-1) ?? [])).toEqual(sorted(Object.entries({ ...rest, page, pageSize: '20' })));
  world.server.list.answer(answer);
}

async function expectNavigatedTo(world: World) {
  world.navigations += 1;
  await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledTimes(world.navigations));
  const [to, options] = world.view.host.navigate.mock.calls.at(-1) ?? [];
  const url = new URL(to ?? '', 'http://portal.test');
  expect(url.pathname).toBe('/applications');
  expect(sorted([...url.searchParams])).toEqual(sorted(Object.entries(world.expected)));
  expect(options).toEqual({ replace: true });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por RUT o nombre' });
const turnTo = (world: World, page: number) => {
  const { page: _current, ...rest } = world.expected;
  world.expected = page > 1 ? { ...rest, page: String(page) } : rest;
};

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  toApproved: async (world) => {
    await world.user.click(screen.getByRole('tab', { name: /^Aprobadas/ }));
    const { q } = world.expected;
    world.expected = { status: 'approved', ...(q ? { q } : {}) };
    await expectNavigatedTo(world);
  },
  search: async ({ user }) => {
    await user.type(searchBox(), '77.777');
  },
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
    world.expected = { status: world.expected.status ?? 'received', q: '77.777' };
    await expectNavigatedTo(world);
  },
  restore: async (world) => {
    // The menu's "Solicitudes" or a link: the URL changes under the queue, which writes nothing back.
    world.view.show({ path: '/applications', search: 'status=rejected', state: undefined });
    world.expected = { status: 'rejected' };
  },
  next: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    turnTo(world, Number(world.expected.page ?? '1') + 1);
    await expectNavigatedTo(world);
  },
  previous: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Anterior' }));
    turnTo(world, Number(world.expected.page ?? '1') - 1);
    await expectNavigatedTo(world);
  },
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  pageTwo: (world) => answerList(world, { page: PAGE_TWO }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function expectScreenFor(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  const { rows, counts, filters, searchText, total } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Solicitudes de sellers' })).toBeVisible();
  const tabs = counts === null ? TABS_BEFORE_COUNTS : counts.received === 3 ? TABS_OF_PAGES : TABS_OF_EMPTY;
  await waitFor(() => {
    const shown = screen.getAllByRole('tab');
    shown.forEach((tab, index) => expect(tab).toHaveAccessibleName(tabs[index]));
  });
  const selected = tabs.find((name) => name.startsWith(TAB_LABEL[filters.status] ?? '?')) ?? '';
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(selected);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(selected);
  expect(searchBox()).toHaveValue(searchText);

  const status = screen.getByRole('status');
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) {
    await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => ROW_TEXT[row.id])));
    expect(within(screen.getByRole('table')).getByText(`Solicitudes ${TAB_LABEL[filters.status]}, de la más reciente a la más antigua`)).toBeInTheDocument();
  } else {
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  }
  if (snapshot.matches('refreshing') && rows.length > 0) await waitFor(() => expect(status).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('loading') || snapshot.matches('refreshing')) await waitFor(() => expect(status).toHaveTextContent('Cargando las solicitudes…'));
  else await waitFor(() => expect(status).toHaveTextContent(''));

  if (snapshot.matches('empty')) expect(screen.getByText('No hay solicitudes que coincidan.')).toBeVisible();
  else expect(screen.queryByText('No hay solicitudes que coincidan.')).toBeNull();

  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las solicitudes.');
    expect(alert).toHaveTextContent('El servicio de solicitudes no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }

  // The pages: shown once the tab has more than one, or when a later page is asked for.
  const pages = total === null || snapshot.matches('failed') ? null : Math.max(1, Math.ceil(total / 2));
  if (pages !== null && (pages > 1 || filters.page > 1)) {
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    expect(nav).toHaveTextContent(`Página ${filters.page} de ${pages}`);
    const atRest = snapshot.matches('loaded') || snapshot.matches('empty');
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', !(atRest && filters.page > 1)));
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Siguiente' })).toHaveProperty('disabled', !(snapshot.matches('loaded') && filters.page < pages)));
  } else {
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).toBeNull();
  }
}

describe('the queue of applications, driven through the module as the shell mounts it at /applications', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const timers = holdTimersOf(300);
      const server = fakeApplicationsServer();
      try {
        const view = renderApplicationsModule({ path: '/applications' });
        const world: World = { user: userEvent.setup(), server, view, timers, expected: { ...FRESH_QUERY }, navigations: 0 };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreenFor(step.state);
        }
        // The URL is written when a filter applies, never otherwise.
        expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
      } finally {
        timers.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(applicationsListMachine, paths));
  });
});

describe('the queue: the URL and the screen sizes', () => {
  afterEach(() => forgetScreenWidth());

  it('opens with the filters of the URL and lets a row open its application, carrying the queue it came from', async () => {
    setScreenWidth(1280);
    const server = fakeApplicationsServer();
    const { host } = renderApplicationsModule({ path: '/applications', search: 'status=in_review&q=cordillera&page=2&sort=name' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    // `sort` is nothing the queue knows: dropped.
    expect(sorted(server.list.received[0] ?? [])).toEqual(sorted([['status', 'in_review'], ['q', 'cordillera'], ['page', '2'], ['pageSize', '20']]));
    server.list.answer({ page: { ...PAGE_TWO, data: [VINOTECA] } });
    const link = await screen.findByRole('link', { name: 'Vinoteca Cordillera' });
    expect(link).toHaveAttribute('href', `/applications/${VINOTECA.id}`);
    await userEvent.click(link);
    expect(host.navigate).toHaveBeenCalledWith(`/applications/${VINOTECA.id}`, { state: { listQuery: 'status=in_review&q=cordillera&page=2' } });
  });

  it('shows each application as a card on a phone (360 px), and has no axe violations in either layout', async () => {
    setScreenWidth(360);
    const server = fakeApplicationsServer();
    const { container } = renderApplicationsModule({ path: '/applications' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    const cards = await screen.findByRole('list', { name: 'Solicitudes Recibidas, de la más reciente a la más antigua' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('heading', { name: 'Bazar Los Aromos' })).toBeVisible();
    expect(items[1]).toHaveTextContent('RUT ya registrado');
    expect(items[1]).toHaveTextContent('76.086.428-5');
    expect(await axeViolations(container)).toEqual([]);

    setScreenWidth(1280);
    const wide = fakeApplicationsServer();
    const second = renderApplicationsModule({ path: '/applications', search: 'status=approved' });
    await waitFor(() => expect(wide.list.pending).toBe(1));
    wide.list.answer({ page: PAGE_ONE });
    await within(second.container).findByRole('table');
    expect(await axeViolations(second.container)).toEqual([]);
  });

  it('reads in English with the English catalog', async () => {
    setScreenWidth(1280);
    const server = fakeApplicationsServer();
    renderApplicationsModule({ path: '/applications', locale: 'en' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller applications' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Received (3 applications)' })).toBeVisible();
    expect(screen.getByRole('table')).toHaveTextContent('RUT already registered');
  });
});
