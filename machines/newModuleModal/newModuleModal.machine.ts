/**
 * The modal that announces a module's new version: a menu item flagged new does not navigate; it
 * offers the new Seller Center at {host}/{role}/{module path} in a new window, or cancelling. The
 * shell sends the offer; the window is opened by a provided action.
 */
import { assertEvent, assign, setup } from 'xstate';

/** The menu item whose new version is offered: its id (the view names it) and its portal path. */
export interface OfferedModule {
  moduleId: string;
  path: string;
}

export type NewModuleModalEvent =
  | ({ type: 'newModule.offer' } & OfferedModule)
  | { type: 'newModule.go' }
  | { type: 'newModule.cancel' };

export interface NewModuleModalInput {
  /** The signed-in role: the new Seller Center's first path segment. */
  role: string;
}

export interface NewModuleModalContext {
  role: string;
  offered: OfferedModule | null;
}

/** Where the new Seller Center serves a module: {host}/{role}/{module path} (host added by the app). */
export const newSellerCenterPath = (role: string, modulePath: string): string =>
  `/${encodeURIComponent(role)}/${modulePath.replace(/^\/+/, '')}`;

export const newModuleModalMachine = setup({
  types: {
    context: {} as NewModuleModalContext,
    events: {} as NewModuleModalEvent,
    input: {} as NewModuleModalInput,
  },
  actions: {
    keepOffer: assign({
      offered: ({ event }) => {
        assertEvent(event, 'newModule.offer');
        return { moduleId: event.moduleId, path: event.path };
      },
    }),
    forgetOffer: assign({ offered: null }),
    /** Opens {host}{path} in a new window; provided by the composition root (it knows the host). */
    openNewSellerCenter: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'newModuleModal',
  context: ({ input }) => ({ role: input.role, offered: null }),
  initial: 'closed',
  states: {
    // Why: nothing is offered until a menu item flagged new is clicked.
    closed: {
      on: { 'newModule.offer': { target: 'open', actions: 'keepOffer' } },
    },
    // Why a state: the person chooses; the portal stays where it is whatever the choice.
    open: {
      on: {
        'newModule.go': {
          target: 'closed',
          actions: [
            {
              type: 'openNewSellerCenter',
              params: ({ context }) => ({ path: newSellerCenterPath(context.role, context.offered?.path ?? '/') }),
            },
            'forgetOffer',
          ],
        },
        'newModule.cancel': { target: 'closed', actions: 'forgetOffer' },
      },
    },
  },
});
