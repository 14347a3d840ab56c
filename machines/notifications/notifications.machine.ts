/**
 * Notifications: the header's list of the signed-in user's notifications, with an unopened marker,
 * and the modal that shows one. Opening an unopened one marks it opened on the server, then the
 * list reloads; the list also reloads on every routing event; closing the modal hides the list. A
 * load failure shows an empty list.
 *
 * Two regions: `data` (what the list holds, and the calls that change it) and `panel` (what is on
 * screen: nothing, the list, or one notification's modal). It is a child of the auth chart while
 * someone is signed in: it starts with the session and stops with it.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { Notification } from './notifications.content.ts';
import { notProvided } from '../notProvided.ts';

export type NotificationsEvent =
  /** Any navigation of the router: the list is asked again. */
  | { type: 'route.changed' }
  | { type: 'notifications.list.open' }
  | { type: 'notifications.list.close' }
  | { type: 'notifications.open'; id: number }
  | { type: 'notifications.modal.close' };

export interface NotificationsContext {
  /** The last list the server answered (empty before the first answer and after a failure). */
  notifications: Notification[];
  /** The notification in the modal, as it was when opened: a reload does not change what is read. */
  shown: Notification | null;
}

const listedNotification = (context: NotificationsContext, event: NotificationsEvent): Notification | undefined => {
  assertEvent(event, 'notifications.open');
  return context.notifications.find((notification) => notification.id === event.id);
};

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    /** GET {documents}/user-notification. */
    listNotifications: fromPromise<Notification[]>(async () => notProvided('listNotifications')()),
    /** POST {documents}/user-notification/open/{id}. */
    markOpened: fromPromise<void, { id: number }>(async () => notProvided('markOpened')()),
  },
  actions: {
    keepList: assign({ notifications: (_, params: { notifications: Notification[] }) => params.notifications }),
    forgetList: assign({ notifications: [] }),
    keepShown: assign({ shown: ({ context, event }) => listedNotification(context, event) ?? null }),
    forgetShown: assign({ shown: null }),
    /** Placeholder; the composition root logs where the portal logs. */
    logFailure: (_, _params: { call: 'list' | 'open'; code: string }) => {},
  },
  guards: {
    isUnopened: ({ context, event }) => listedNotification(context, event)?.opened === false,
    isListed: ({ context, event }) => listedNotification(context, event) !== undefined,
  },
}).createMachine({
  id: 'notifications',
  context: { notifications: [], shown: null },
  // Why parallel: the list keeps loading and reloading whatever is on screen.
  type: 'parallel',
  states: {
    data: {
      initial: 'loading',
      states: {
        // Why: the list is being asked; the last one answered stays on screen meanwhile.
        loading: {
          invoke: {
            id: 'listNotifications',
            src: 'listNotifications',
            onDone: { target: 'ready', actions: { type: 'keepList', params: ({ event }) => ({ notifications: event.output }) } },
            onError: {
              target: 'failed',
              actions: ['forgetList', { type: 'logFailure', params: ({ event }) => ({ call: 'list', code: errorCodeOf(event.error) }) }],
            },
          },
          // Why restart: a navigation while loading asks again, so the answer is the newest.
          on: { 'route.changed': { target: 'loading', reenter: true } },
        },
        // Why: the server's list is on screen.
        ready: {
          on: { 'route.changed': 'loading' },
        },
        // Why: the list could not be read; it shows empty, not an error, and the next navigation retries.
        failed: {
          on: { 'route.changed': 'loading' },
        },
        // Why: an unopened notification was opened; the list reloads once the server has the mark.
        marking: {
          invoke: {
            id: 'markOpened',
            src: 'markOpened',
            input: ({ context }) => ({ id: context.shown?.id ?? 0 }),
            onDone: 'loading',
            // Why reload anyway: the list shows what the server kept, marked or not.
            onError: {
              target: 'loading',
              actions: { type: 'logFailure', params: ({ event }) => ({ call: 'open', code: errorCodeOf(event.error) }) },
            },
          },
        },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        // Why: only the header's button is on screen.
        closed: {
          on: { 'notifications.list.open': 'list' },
        },
        // Why: the list is open under the button.
        list: {
          on: {
            'notifications.list.close': 'closed',
            'notifications.open': [
              {
                guard: 'isUnopened',
                target: ['modal', '#notifications.data.marking'],
                actions: 'keepShown',
              },
              { guard: 'isListed', target: 'modal', actions: 'keepShown' },
            ],
          },
        },
        // Why: one notification is read in its modal; closing it hides the list too.
        modal: {
          on: { 'notifications.modal.close': { target: 'closed', actions: 'forgetShown' } },
        },
      },
    },
  },
});
