/**
 * The admin's notifications page (Configuración > Comunicaciones > Notificaciones): every
 * notification ever created, withdrawing one after a confirmation, and composing a new one with a
 * preview drawn as sellers will see it. The composer's form is a child that lives for the whole
 * composition, so going to the preview and back, or a refused or failed send, keeps every value typed.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import type { components } from '../../../openapi/generated/documents.ts';
import { EMPTY_NOTIFICATION, notificationFormMachine, type AdminNotification } from './notificationForm.ts';

export type AdminNotificationPage = components['schemas']['AdminNotificationPage'];

export interface NotificationsAdminContext {
  page: AdminNotificationPage | null;
  /** The notification whose withdrawal is being confirmed or sent. */
  withdrawal: AdminNotification | null;
  /** The one just created, named in the confirmation. */
  created: AdminNotification | null;
  /** The code of the last failure (the list's or the withdrawal's). */
  problem: string | null;
}

export type NotificationsAdminEvent =
  | { type: 'list.retry' }
  | { type: 'withdraw.ask'; notification: AdminNotification }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.cancel' }
  | { type: 'compose.open' }
  | { type: 'compose.cancel' }
  | { type: 'preview.open' }
  | { type: 'preview.close' };

export const notificationsAdminMachine = setup({
  types: {
    context: {} as NotificationsAdminContext,
    events: {} as NotificationsAdminEvent,
    children: {} as { form: 'notificationForm' },
  },
  actors: {
    listNotifications: fromPromise<AdminNotificationPage>(async () => {
      throw new Error('listNotifications is provided by the module');
    }),
    withdrawNotification: fromPromise<void, { id: number }>(async () => {
      throw new Error('withdrawNotification is provided by the module');
    }),
    notificationForm: notificationFormMachine,
  },
  guards: {
    isLive: (_, { notification }: { notification: AdminNotification }) => notification.withdrawnAt === null,
  },
  actions: {
    keepPage: assign({ page: (_, page: AdminNotificationPage) => page, problem: null }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    forgetProblem: assign({ problem: null }),
    askWithdrawal: assign({ withdrawal: (_, notification: AdminNotification) => notification, problem: null, created: null }),
    forgetWithdrawal: assign({ withdrawal: null, problem: null }),
    keepCreated: assign({ created: (_, notification: AdminNotification) => notification }),
    forgetCreated: assign({ created: null }),
  },
}).createMachine({
  id: 'notificationsAdmin',
  context: { page: null, withdrawal: null, created: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The list is asked for; nothing to act on until it arrives.',
      invoke: {
        id: 'list',
        src: 'listNotifications',
        onDone: { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The list could not be loaded: the page says why and offers to try again.',
      on: { 'list.retry': { target: 'loading', actions: 'forgetProblem' } },
    },
    ready: {
      description: 'The list is shown; a notification may be withdrawn or a new one composed.',
      initial: 'browsing',
      on: {
        'compose.open': { target: 'composing', actions: 'forgetCreated' },
      },
      states: {
        browsing: {
          description: 'Nothing in progress.',
          on: {
            'withdraw.ask': {
              guard: { type: 'isLive', params: ({ event }) => ({ notification: event.notification }) },
              target: 'confirming',
              actions: { type: 'askWithdrawal', params: ({ event }) => event.notification },
            },
          },
        },
        confirming: {
          description: 'Withdrawing removes it from every seller at once: the admin confirms first.',
          on: {
            'withdraw.confirm': 'withdrawing',
            'withdraw.cancel': { target: 'browsing', actions: 'forgetWithdrawal' },
          },
        },
        withdrawing: {
          description: 'The withdrawal is sent; the dialog waits for the answer.',
          invoke: {
            id: 'withdraw',
            src: 'withdrawNotification',
            input: ({ context }) => ({ id: context.withdrawal?.id ?? 0 }),
            onDone: { target: '#notificationsAdmin.loading', actions: 'forgetWithdrawal' },
            onError: { target: 'withdrawFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        withdrawFailed: {
          description: 'The withdrawal reached no answer: the dialog says so and offers to send it again.',
          on: {
            'withdraw.confirm': { target: 'withdrawing', actions: 'forgetProblem' },
            'withdraw.cancel': { target: 'browsing', actions: 'forgetWithdrawal' },
          },
        },
      },
    },
    composing: {
      description: 'A new notification is written; its form (a child) sends it, and keeps its values through the preview and any failure.',
      invoke: {
        id: 'form',
        src: 'notificationForm',
        input: { values: EMPTY_NOTIFICATION, facts: null },
        onDone: { target: 'saved', actions: { type: 'keepCreated', params: ({ event }) => event.output } },
      },
      initial: 'editing',
      on: { 'compose.cancel': 'ready' },
      states: {
        editing: {
          description: 'The fields are shown; the preview may be opened at any time.',
          on: { 'preview.open': 'previewing' },
        },
        previewing: {
          description: 'The notification drawn in the sellers\' modal, with what is typed so far; closing it goes back to the fields as they were.',
          on: { 'preview.close': 'editing' },
        },
      },
    },
    saved: {
      description: 'Created: the list is asked for again so it shows the new notification, and the page confirms it.',
      invoke: {
        id: 'list',
        src: 'listNotifications',
        onDone: { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
