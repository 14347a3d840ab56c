/**
 * Model-based tests of the shell, driven through the real portal: a published seller on a desktop
 * (side panel, mini panel, groups, the external help link, an address typed with an entity id whose
 * name a sub-application resolves), the same seller on a phone (menu drawer), and an admin (no
 * breadcrumb at home rule). Menu clicks are checked for what they cause: one services check, one
 * analytics event, the navigation; clicks inside the 300 ms debounce change nothing. Time is fake
 * (setTimeout only), so the debounce elapses exactly when a path says so.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { MENU_DEBOUNCE_MS, shellMachine, type ShellEvent, type ShellInput } from '../../machines/shell/shell.machine.ts';
import type { Session } from '../../machines/auth/auth.machine.ts';
import { TOKEN_STORAGE_KEY } from '../../src/app/session.ts';
import { BREADCRUMB_NAME_EVENT, BREADCRUMB_ROUTES_EVENT } from '../../src/views/shell/breadcrumbEvents.ts';
import { axeViolations } from '../support/axe.ts';
import { renderApp } from '../support/renderApp.tsx';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { CAMILA_TOKEN, eventKey, stopFlows } from './auth.support.ts';
import {
  admin,
  answer,
  camila,
  clearDataLayer,
  coveringPaths,
  dataLayer,
  fakeShellServer,
  holdTimersOf,
  forgetScreenWidth,
  publishHistory,
  setScreenWidth,
} from './shell.support.tsx';

type ShellModelEvent =
  | ShellEvent
  | { type: 'xstate.after.menuDebounce.shell.navigation.settling' };

/** A settlement of /finance: a core route whose id segment a page names (returns is a module of its own now). */
const SETTLEMENT_ID = '10234';
const SETTLEMENT_NAME = 'Liquidación de noviembre';
/** The title a routes file could give /finance, in place of the menu's entry. */
const FINANCE_TITLE = { 'es-CL': 'Liquidaciones del seller', en: 'Seller settlements' };
/** The route whose last segment names a settlement: only under it does the breadcrumb show the name announced for the id. */
const SETTLEMENT_ROUTE = '/finance/$settlementId';

const fixtures = {
  openDrawer: { type: 'drawer.open' },
  closeDrawer: { type: 'drawer.close' },
  collapsePanel: { type: 'panel.collapse' },
  expandPanel: { type: 'panel.expand' },
  openHelp: { type: 'menu.group.toggle', groupId: 'help', expanded: true },
  closeHelp: { type: 'menu.group.toggle', groupId: 'help', expanded: false },
  selectReports: { type: 'menu.select', itemId: 'reports', path: '/reports', isNew: false },
  selectPim: { type: 'menu.select', itemId: 'pim', path: '/pim', isNew: true },
  arriveAtReports: { type: 'route.changed', path: '/reports' },
  typeSettlementAddress: { type: 'route.changed', path: `/finance/${SETTLEMENT_ID}` },
  nameResolved: { type: 'breadcrumb.nameResolved', segment: SETTLEMENT_ID, name: SETTLEMENT_NAME },
  titlesKnown: { type: 'breadcrumb.routesKnown', titles: { '/finance': FINANCE_TITLE }, entities: { [SETTLEMENT_ROUTE]: 'settlement' } },
  openHelpCentre: { type: 'menu.external', itemId: 'helpCentre' },
  debounceElapsed: { type: 'xstate.after.menuDebounce.shell.navigation.settling' },
} satisfies Record<string, ShellModelEvent>;
type Fixture = keyof typeof fixtures;
const fixtureNames = eventNames(fixtures, eventKey);
const fixtureOf = fixtureNames.get;

type Snapshot = AnyMachineSnapshot;
const helpOpen = (s: Snapshot) => s.context.groupToggles.help === true;
const full = (s: Snapshot) => s.matches({ panel: 'full' });

/** What each kind of visit can do. The menu waits for nothing, but a click's route change follows it at once. */
function allowed(place: Place, s: Snapshot, event: EventObject): boolean {
  const name = fixtureNames.find(event);
  if (!name || !(places[place].events as readonly Fixture[]).includes(name)) return false;
  if (s.context.checkedPath !== null) return event.type === 'route.changed' && (event as unknown as { path: string }).path === s.context.checkedPath;
  switch (name) {
    case 'arriveAtReports':
      return false; // only right after the click that goes there (above)
    case 'typeSettlementAddress':
      return s.context.path !== `/finance/${SETTLEMENT_ID}`;
    case 'nameResolved':
      return s.context.path === `/finance/${SETTLEMENT_ID}` && !s.context.names[SETTLEMENT_ID];
    case 'titlesKnown':
      return s.context.path === `/finance/${SETTLEMENT_ID}` && !s.context.routeTitles['/finance'];
    case 'openHelp':
      return !full(s) || !helpOpen(s);
    case 'closeHelp':
    case 'openHelpCentre':
      return full(s) && helpOpen(s);
    case 'selectReports':
    case 'selectPim':
      // On a phone the menu is in the drawer; the entry of the page on screen is not clicked again.
      return (place !== 'phone' || s.matches({ drawer: 'open' })) && (name === 'selectPim' || s.context.path !== '/reports' || s.matches({ navigation: 'settling' }));
    default:
      return true;
  }
}

const places = {
  /** Camila, a published seller, at 1440 px: side panel, mini panel, groups, help centre, breadcrumb names. */
  desktop: {
    width: 1440,
    session: camila,
    inPublishHistory: true,
    events: ['collapsePanel', 'expandPanel', 'openHelp', 'closeHelp', 'selectReports', 'selectPim', 'arriveAtReports', 'typeSettlementAddress', 'nameResolved', 'titlesKnown', 'openHelpCentre', 'debounceElapsed'],
  },
  /** Camila at 360 px, not in the publish history (no finance, no breadcrumb at home): the menu is a drawer. */
  phone: {
    width: 360,
    session: camila,
    inPublishHistory: false,
    events: ['openDrawer', 'closeDrawer', 'selectReports', 'selectPim', 'arriveAtReports', 'debounceElapsed'],
  },
  /** An admin at 1440 px: every entry, finance included. */
  staff: { width: 1440, session: admin, inPublishHistory: false, events: ['selectReports', 'arriveAtReports', 'debounceElapsed'] },
} satisfies Record<string, { width: number; session: Session; inPublishHistory: boolean; events: Fixture[] }>;
type Place = keyof typeof places;

const inputOf = (place: Place): ShellInput => ({ role: places[place].session.role, inPublishHistory: places[place].inPublishHistory, path: '/eiffel' });

function pathsOf(place: Place) {
  return coveringPaths<Snapshot, ShellModelEvent, ShellInput>(shellMachine, {
    input: inputOf(place),
    events: places[place].events.map((name) => fixtures[name]),
    describe: (s) => [s.value, s.context.path, s.context.checkedPath, s.context.groupToggles, s.context.names],
    eventKey,
    filter: (s, event) => allowed(place, s, event),
  chained: true,
});
}

interface World {
  place: Place;
  user: UserEvent;
  server: ReturnType<typeof fakeShellServer>;
  app: ReturnType<typeof renderApp>;
  /** The held menu-debounce timers. */
  debounce?: ReturnType<typeof holdTimersOf>;
  /** Services checks and data-layer entries before the step. */
  checksBefore: number;
  layerBefore: number;
}

const menuNav = () => screen.getByRole('navigation', { name: 'Menú principal' });
/** A seller's events go under a tag of their own, with the seller id; staff events under the plain one. */
const MENU_CLICK_TAGS = ['menu_click', 'seller_menu_click'];
const PAGE_VIEW_TAGS = ['virtual_page_view', 'seller_virtual_page_view'];
const menuClicks = () => dataLayer().filter((entry) => MENU_CLICK_TAGS.includes(entry.event as string));
const pageViews = () => dataLayer().filter((entry) => PAGE_VIEW_TAGS.includes(entry.event as string));
/** What tags a place's events: Camila's seller (101), or the admin with no seller id. */
const TAG_OF: Record<Place, { menuClick: object; pageView: object }> = {
  desktop: { menuClick: { event: 'seller_menu_click', sellerId: 101 }, pageView: { event: 'seller_virtual_page_view', sellerId: 101 } },
  phone: { menuClick: { event: 'seller_menu_click', sellerId: 101 }, pageView: { event: 'seller_virtual_page_view', sellerId: 101 } },
  staff: { menuClick: { event: 'menu_click' }, pageView: { event: 'virtual_page_view' } },
};

const simulate: Record<Fixture, (world: World, before: Snapshot) => unknown> = {
  openDrawer: ({ user }) => user.click(screen.getByRole('button', { name: 'Abrir menú' })),
  closeDrawer: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar menú' })),
  collapsePanel: ({ user }) => user.click(screen.getByRole('button', { name: 'Contraer menú' })),
  expandPanel: ({ user }) => user.click(screen.getByRole('button', { name: 'Expandir menú' })),
  openHelp: ({ user }) => user.click(within(menuNav()).getByRole('button', { name: 'Ayuda' })),
  closeHelp: ({ user }) => user.click(within(menuNav()).getByRole('button', { name: 'Ayuda' })),
  selectReports: ({ user }) => user.click(within(menuNav()).getByRole('link', { name: 'Reportes' })),
  selectPim: async ({ user }, before) => {
    await user.click(within(menuNav()).getByRole('button', { name: 'Productos Nuevo' }));
    if (before.matches({ navigation: 'ready' })) {
      // The new-module modal offers the new Seller Center; its own test walks it, here it is cancelled.
      const dialog = await screen.findByRole('dialog', { name: 'Nueva versión de Productos' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva versión de Productos' })).toBeNull());
    } else {
      expect(screen.queryByRole('dialog', { name: 'Nueva versión de Productos' })).toBeNull();
    }
  },
  // The click's navigation changes the route by itself: the layout reports it.
  arriveAtReports: ({ app }) => waitFor(() => expect(app.location().pathname).toBe('/reports')),
  // The person types an address (no menu click).
  typeSettlementAddress: ({ app }) => act(() => app.app.router.history.push(`/finance/${SETTLEMENT_ID}`)),
  // A sub-application that loaded the return tells the shell its name.
  nameResolved: () => act(() => void window.dispatchEvent(new CustomEvent(BREADCRUMB_NAME_EVENT, { detail: { segment: SETTLEMENT_ID, name: SETTLEMENT_NAME } }))),
  // A sub-application that mounted gives the titles of its routes file.
  titlesKnown: () => act(() => void window.dispatchEvent(new CustomEvent(BREADCRUMB_ROUTES_EVENT, { detail: { titles: { '/finance': FINANCE_TITLE }, entities: { [SETTLEMENT_ROUTE]: 'settlement' } } }))),
  openHelpCentre: async ({ user }) => {
    const link = within(menuNav()).getByRole('link', { name: /Centro de ayuda/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName('Centro de ayuda (se abre en una pestaña nueva)');
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await user.click(link);
  },
  debounceElapsed: ({ debounce }) => {
    expect(debounce?.pending()).toBe(1);
    act(() => debounce?.elapse());
  },
};

async function expectScreen(state: Snapshot, name: Fixture | 'start', before: Snapshot | null, world: World) {
  const { place, app } = world;
  const wide = places[place].width >= 992;
  // An open drawer is modal: the rest of the page is hidden from assistive technology meanwhile.
  const behindDrawer = { hidden: state.matches({ drawer: 'open' }) };
  const banner = screen.getByRole('banner', behindDrawer);
  expect(within(banner).getByRole('link', { name: 'Portal Sellers, ir al inicio', ...behindDrawer })).toHaveAttribute('href', '/eiffel');
  expect(within(banner).getByRole('link', { name: 'Cerrar sesión', ...behindDrawer })).toBeVisible();
  expect(screen.getByRole('contentinfo', behindDrawer)).toHaveTextContent(`© ${new Date().getFullYear()} Portal Sellers. Todos los derechos reservados.`);
  // Right after a menu click the page is already the click's: its route change follows by itself.
  const shown: string = state.context.checkedPath ?? state.context.path;
  await waitFor(() => expect(app.location().pathname).toBe(shown));

  const breadcrumb = () => screen.queryByRole('navigation', { name: 'Ruta de navegación', ...behindDrawer });
  {
    if (shown === '/eiffel' && !state.context.inPublishHistory && places[place].session.role === 'seller') {
      await waitFor(() => expect(breadcrumb()).toBeNull());
    } else {
      await waitFor(() => expect(breadcrumb()).not.toBeNull());
      const current = breadcrumb()!.querySelector('[aria-current="page"]');
      const expected: Record<string, string> = { '/eiffel': 'Inicio', '/reports': 'Reportes', [`/finance/${SETTLEMENT_ID}`]: (state.context.routeEntities[SETTLEMENT_ROUTE] && state.context.names[SETTLEMENT_ID]) || SETTLEMENT_ID };
      expect(current).toHaveTextContent(expected[shown] ?? '');
      if (shown === `/finance/${SETTLEMENT_ID}`) {
        const financeTitle = state.context.routeTitles['/finance'] ? 'Liquidaciones del seller' : 'Liquidaciones';
        expect(within(breadcrumb()!).getByRole('link', { name: financeTitle, ...behindDrawer })).toHaveAttribute('href', '/finance');
      }
    }
  }

  // Menu: the side panel on wide screens (260 or 80 px), the drawer on phones.
  const aside = screen.queryByRole('complementary', { name: 'Panel lateral' });
  if (wide) {
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    expect(aside).not.toBeNull();
    expect(getComputedStyle(aside!).width).toBe(state.matches({ panel: 'mini' }) ? '80px' : '260px');
    expect(screen.getByRole('button', { name: state.matches({ panel: 'mini' }) ? 'Expandir menú' : 'Contraer menú' })).toBeVisible();
    const help = within(menuNav()).getByRole('button', { name: 'Ayuda' });
    expect(help).toHaveAttribute('aria-expanded', String(full(state) && helpOpen(state)));
  } else {
    expect(aside).toBeNull();
    const opener = screen.getByRole('button', { name: 'Abrir menú', ...behindDrawer });
    expect(opener).toHaveAttribute('aria-expanded', String(state.matches({ drawer: 'open' })));
    if (state.matches({ drawer: 'open' })) {
      const drawer = await screen.findByRole('dialog', { name: 'Menú' });
      expect(within(drawer).getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    } else {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    }
  }
  if (wide || state.matches({ drawer: 'open' })) {
    const finance = within(menuNav()).queryByRole('button', { name: 'Finanzas' });
    if (state.context.inPublishHistory || places[place].session.role === 'admin') expect(finance).not.toBeNull();
    else expect(finance).toBeNull();
    const active = within(menuNav()).queryByRole('link', { current: 'page' });
    if (shown === '/reports') expect(active).toHaveAccessibleName('Reportes');
    if (shown === '/eiffel') expect(active).toHaveAccessibleName('Inicio');
  }

  // What the step caused: clicks in the debounce window cause nothing; a click's route change
  // does not ask the services a second time; every route change is a page view.
  if (!before) return;
  const clicked = name === 'selectReports' || name === 'selectPim' || name === 'openHelpCentre';
  const countsAsClick = name === 'openHelpCentre' || (clicked && before.matches({ navigation: 'ready' }));
  await waitFor(() => expect(menuClicks().length - countLayer(world.layerBefore, MENU_CLICK_TAGS)).toBe(countsAsClick ? 1 : 0));
  if (countsAsClick) expect(menuClicks().at(-1)).toMatchObject({ category: 'Menú', label: fixtures[name as 'selectPim'].itemId, ...TAG_OF[world.place].menuClick });
  if (world.place === 'staff') expect(menuClicks().every((entry) => !('sellerId' in entry))).toBe(true);
  if (name === 'selectReports' && countsAsClick) await waitFor(() => expect(world.server.serviceChecks() - world.checksBefore).toBe(1));
  if (name === 'arriveAtReports' || name === 'selectPim' || (clicked && !countsAsClick)) expect(world.server.serviceChecks() - world.checksBefore).toBe(0);
  if (name === 'typeSettlementAddress') await waitFor(() => expect(world.server.serviceChecks() - world.checksBefore).toBe(1));
  if (event(name) === 'route.changed') {
    await waitFor(() => expect(pageViews().at(-1)).toMatchObject({ pagePath: state.context.path, ...TAG_OF[world.place].pageView }));
  }
}

const event = (name: Fixture | 'start') => (name === 'start' ? 'start' : fixtures[name].type);
/** How many entries of these tags the data layer had when it was `length` long. */
const countLayer = (length: number, tags: string[]) => dataLayer().slice(0, length).filter((entry) => tags.includes(entry.event as string)).length;

describe('shell, driven through the portal', () => {
  afterEach(() => {
    forgetScreenWidth();
    clearDataLayer();
  });

  for (const place of Object.keys(places) as Place[]) {
    describe(place, () => {
      for (const path of pathsOf(place)) {
        it(describeFixturePath(path, fixtureOf), async () => {
          setScreenWidth(places[place].width);
          const server = fakeShellServer(places[place].session);
          server.answerPublishHistory(answer.json(publishHistory(places[place].inPublishHistory)));
          window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
          const app = renderApp('/eiffel');
          const world: World = { place, server, app, user: userEvent.setup({ delay: null }), checksBefore: 0, layerBefore: 0 };
          try {
            await screen.findByRole('banner');
            // The first route change (the page opened) is a page view and a services check.
            await waitFor(() => expect(pageViews()).toEqual([expect.objectContaining({ pagePath: '/eiffel', pageTitle: 'home' })]));
            await waitFor(() => expect(server.serviceChecks()).toBe(1));
            // From here the menu debounce ends only when a path lets it elapse.
            world.debounce = holdTimersOf(MENU_DEBOUNCE_MS);
            let before: Snapshot | null = null;
            for (const step of path.steps) {
              const name = isStart(step.event) ? 'start' : fixtureOf(step.event);
              world.checksBefore = server.serviceChecks();
              world.layerBefore = dataLayer().length;
              if (name !== 'start') await simulate[name](world, before!);
              await expectScreen(step.state, name, before, world);
              before = step.state;
            }
          } finally {
            world.debounce?.restore();
            stopFlows(app.app.flows);
          }
        }, 30_000);
      }
    });
  }

  it('tracks Logistics and Fulfillment routes under /invoice/{id}, and names the page by its route, in the browser tab too', async () => {
    setScreenWidth(1440);
    const server = fakeShellServer(camila);
    server.answerPublishHistory(answer.json(publishHistory(true)));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
    const app = renderApp('/logistics/fulfillment/88');
    try {
      await waitFor(() => expect(pageViews().at(-1)).toEqual({ event: 'seller_virtual_page_view', pagePath: '/invoice/fulfillment', pageTitle: 'fulfillment', sellerId: 101 }));
      act(() => app.app.router.history.push('/logistics'));
      await waitFor(() => expect(pageViews().at(-1)).toEqual({ event: 'seller_virtual_page_view', pagePath: '/invoice/logistics', pageTitle: 'logistics', sellerId: 101 }));
      await waitFor(() => expect(document.title).toBe('Logística · Portal Sellers'));
      act(() => app.app.router.history.push('/orders'));
      await waitFor(() => expect(pageViews().at(-1)).toEqual({ event: 'seller_virtual_page_view', pagePath: '/orders', pageTitle: 'orders', sellerId: 101 }));
      await waitFor(() => expect(document.title).toBe('Órdenes · Portal Sellers'));
    } finally {
      stopFlows(app.app.flows);
    }
  });

  it('has no accessibility violations at 1440 px, nor at 360 px with the menu open', async () => {
    const user = userEvent.setup();
    for (const width of [1440, 360]) {
      setScreenWidth(width);
      const server = fakeShellServer(camila);
      server.answerPublishHistory(answer.json(publishHistory(true)));
      window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
      const app = renderApp('/reports');
      try {
        await screen.findByRole('navigation', { name: 'Ruta de navegación' });
        if (width === 360) await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
        await (width === 360 ? screen.findByRole('dialog', { name: 'Menú' }) : screen.findByRole('complementary', { name: 'Panel lateral' }));
        expect(await axeViolations(document.body)).toEqual([]);
      } finally {
        stopFlows(app.app.flows);
        app.unmount();
      }
    }
  });

  it('reaches every state', () => {
    const reached = (['desktop', 'phone', 'staff'] as Place[]).flatMap((place) =>
      getShortestPaths(shellMachine, { input: inputOf(place), events: places[place].events.map((name) => fixtures[name]) as ShellEvent[] }),
    );
    expect(statesNotReached(shellMachine, reached)).toEqual([]);
  });

  it('covers every state and transition with the generated paths the tests above walk', () => {
    const walked = (Object.keys(places) as Place[]).flatMap((place) => pathsOf(place));
    expectFullCoverage(measureCoverage(shellMachine, walked));
  });
});
