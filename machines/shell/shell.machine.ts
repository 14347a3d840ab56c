/**
 * The shell of the protected area: the menu drawer on phones, the mini side panel, menu navigation
 * (refresh the services' status, track, navigate; clicks debounced), the new-module offer, page
 * views on every route change, and the breadcrumb's resolved names. The layout starts one per
 * visit of the protected area, for the signed-in user.
 */
import { assertEvent, assign, enqueueActions, raise, sendTo, setup } from 'xstate';
import { newModuleModalMachine } from '../newModuleModal/newModuleModal.machine.ts';
import type { RouteTitle } from './shell.breadcrumb.ts';

/**
 * The menu's debounce, in ms. The interval is our decision: 300, a constant that came without its
 * use explained; 300 ms absorbs the double click people give a menu entry. Leading edge: the first
 * click acts at once (no delay on every navigation), clicks within 300 ms of the last one are
 * dropped, each one restarting the window.
 */
export const MENU_DEBOUNCE_MS = 300;

/**
 * The menu's tour entry ("Guía de uso" under Ayuda): it starts the tour over the page on screen, since the tour walks the
 * shell that every page shares; its page (/helper/tourguide) is the way when the tour cannot start
 * yet, and stays reachable by its address.
 */
export const TOUR_MENU_ITEM_ID = 'tourGuide';

export interface ShellInput {
  role: string;
  /** Whether the seller is in the publish history (the session knows it before the area is drawn). */
  inPublishHistory: boolean;
  /** The path on screen when the shell starts. */
  path: string;
}

/** A menu entry as a click reports it (ids and paths; the view knows the texts). */
export interface MenuSelection {
  itemId: string;
  path: string;
  /** Flagged new: offer the new Seller Center instead of navigating. */
  isNew: boolean;
}

export type ShellEvent =
  | ({ type: 'menu.select' } & MenuSelection)
  | { type: 'menu.external'; itemId: string }
  | { type: 'menu.group.toggle'; groupId: string; expanded: boolean }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'panel.collapse' }
  | { type: 'panel.expand' }
  | { type: 'route.changed'; path: string }
  | { type: 'breadcrumb.nameResolved'; segment: string; name: string }
  | { type: 'breadcrumb.routesKnown'; titles: Readonly<Record<string, RouteTitle>>; entities?: Readonly<Record<string, string>> };

export interface ShellContext {
  role: string;
  /** Sellers outside the publish history get no breadcrumb under /eiffel. */
  inPublishHistory: boolean;
  /** The path on screen (the last route change). */
  path: string;
  /** Entity names that replace id segments in the breadcrumb, by segment. */
  names: Record<string, string>;
  /** Titles from the mounted modules' routes files, by route path (`/users/$userId/edit`). */
  routeTitles: Readonly<Record<string, RouteTitle>>;
  /** What the last segment of a module's route names, by route path (`/orders/$orderId`: order). */
  routeEntities: Readonly<Record<string, string>>;
  /** Groups the person opened or closed; the others follow the active item. */
  groupToggles: Record<string, boolean>;
  /**
   * The path a menu click has just asked the services about: the route change that click causes
   * does not ask again. Null when no click is on its way.
   */
  checkedPath: string | null;
}

export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    events: {} as ShellEvent,
    input: {} as ShellInput,
    children: {} as { newModuleModal: 'newModuleModal' },
  },
  actors: {
    newModuleModal: newModuleModalMachine,
  },
  actions: {
    // Effects provided by the composition root (and `navigate` by the layout, which has the router):
    /** Asks the service curtain to check the services for a path. */
    refreshServiceStatus: (_, _params: { path: string }) => {},
    /** The analytics event of a menu click. */
    trackMenuClick: (_, _params: { itemId: string }) => {},
    /** The virtual page view of a route change. */
    trackPageView: (_, _params: { path: string }) => {},
    /** Keeps the page on screen as the signed-in person's last page. */
    rememberRoute: (_, _params: { path: string }) => {},
    /** Goes to a path of the portal. */
    navigate: (_, _params: { path: string }) => {},
    /** Starts the seller's tour guide over the page on screen. */
    startTour: () => {},

    offerNewModule: sendTo('newModuleModal', ({ event }) => {
      assertEvent(event, 'menu.select');
      return { type: 'newModule.offer' as const, moduleId: event.itemId, path: event.path };
    }),
    closeDrawer: raise({ type: 'drawer.close' }),
    keepPath: assign({
      path: ({ event }) => {
        assertEvent(event, 'route.changed');
        return event.path;
      },
    }),
    keepCheckedPath: assign({
      checkedPath: ({ context, event }) => {
        assertEvent(event, 'menu.select');
        // Clicking the entry of the page on screen navigates nowhere: no route change will follow.
        return event.path === context.path ? null : event.path;
      },
    }),
    forgetCheckedPath: assign({ checkedPath: null }),
    keepName: assign({
      names: ({ context, event }) => {
        assertEvent(event, 'breadcrumb.nameResolved');
        return { ...context.names, [event.segment]: event.name };
      },
    }),
    keepRouteTitles: assign(({ context, event }) => {
      assertEvent(event, 'breadcrumb.routesKnown');
      return { routeTitles: { ...context.routeTitles, ...event.titles }, routeEntities: { ...context.routeEntities, ...event.entities } };
    }),
    keepGroupToggle: assign({
      groupToggles: ({ context, event }) => {
        assertEvent(event, 'menu.group.toggle');
        return { ...context.groupToggles, [event.groupId]: event.expanded };
      },
    }),
  },
  guards: {
    isTourEntry: ({ event }) => {
      assertEvent(event, 'menu.select');
      return event.itemId === TOUR_MENU_ITEM_ID;
    },
    /** The seller's tour may start now (it is not running nor still reading its status); provided. */
    tourCanStart: () => false,
    isNewModule: ({ event }) => {
      assertEvent(event, 'menu.select');
      return event.isNew;
    },
    checkedByMenu: ({ context, event }) => {
      assertEvent(event, 'route.changed');
      return context.checkedPath === event.path;
    },
  },
  delays: {
    menuDebounce: MENU_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'shell',
  type: 'parallel',
  context: ({ input }) => ({
    role: input.role,
    inPublishHistory: input.inPublishHistory,
    path: input.path,
    names: {},
    routeTitles: {},
    routeEntities: {},
    groupToggles: {},
    checkedPath: null,
  }),
  invoke: { id: 'newModuleModal', src: 'newModuleModal', input: ({ context }) => ({ role: context.role }) },
  on: {
    // Every route change is a page view and asks the services about the new path, unless the menu
    // click that caused it already asked.
    'route.changed': {
      actions: enqueueActions(({ enqueue, check, event }) => {
        assertEvent(event, 'route.changed');
        const checkedByMenu = check('checkedByMenu');
        enqueue('keepPath');
        enqueue({ type: 'trackPageView', params: { path: event.path } });
        enqueue({ type: 'rememberRoute', params: { path: event.path } });
        if (!checkedByMenu) enqueue({ type: 'refreshServiceStatus', params: { path: event.path } });
        enqueue('forgetCheckedPath');
      }),
    },
    'breadcrumb.nameResolved': { actions: 'keepName' },
    // A module just mounted: its routes file titles its pages in the breadcrumb.
    'breadcrumb.routesKnown': { actions: 'keepRouteTitles' },
    // Why not debounced: an external link (the help centre) opens its own tab; only the click is tracked.
    'menu.external': { actions: { type: 'trackMenuClick', params: ({ event }) => ({ itemId: event.itemId }) } },
  },
  states: {
    // Why only on phones: below 992 px the side menu is an overlay drawer; wider, the panel is always there.
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { 'drawer.open': 'open' } },
        open: { on: { 'drawer.close': 'closed' } },
      },
    },
    // The side panel: 260 px with texts, or 80 px with icons (the 250 ms slide is CSS).
    panel: {
      initial: 'full',
      states: {
        full: {
          on: {
            'panel.collapse': 'mini',
            'menu.group.toggle': { actions: 'keepGroupToggle' },
          },
        },
        mini: {
          on: {
            'panel.expand': 'full',
            // Why it widens: a group's entries have no room at 80 px; opening one shows the texts.
            'menu.group.toggle': { target: 'full', actions: 'keepGroupToggle' },
          },
        },
      },
    },
    navigation: {
      initial: 'ready',
      states: {
        // Why: no click in the last 300 ms; the next one acts at once.
        ready: {
          on: {
            // A module flagged new is offered in the new Seller Center; the tour's entry starts the
            // tour where the seller is; any other entry is gone to (the services asked about it
            // first, the click tracked, then the navigation).
            'menu.select': {
              target: 'settling',
              actions: enqueueActions(({ enqueue, check, event }) => {
                assertEvent(event, 'menu.select');
                if (check('isNewModule')) {
                  enqueue({ type: 'trackMenuClick', params: { itemId: event.itemId } });
                  enqueue('offerNewModule');
                } else if (check('isTourEntry') && check('tourCanStart')) {
                  enqueue({ type: 'trackMenuClick', params: { itemId: event.itemId } });
                  enqueue('startTour');
                } else {
                  enqueue('keepCheckedPath');
                  enqueue({ type: 'refreshServiceStatus', params: { path: event.path } });
                  enqueue({ type: 'trackMenuClick', params: { itemId: event.itemId } });
                  enqueue({ type: 'navigate', params: { path: event.path } });
                }
                enqueue('closeDrawer');
              }),
            },
          },
        },
        // Why: the debounce window after a click; another click is dropped and restarts the window.
        settling: {
          after: { menuDebounce: 'ready' },
          on: { 'menu.select': { target: 'settling', reenter: true } },
        },
      },
    },
  },
});
