/** What the notifications page shows, as pure functions of its chart's snapshot (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AdminNotification, notificationFormMachine } from './notificationForm.ts';
import type { notificationsAdminMachine } from './notificationsAdmin.machine.ts';

type Snapshot = SnapshotFrom<typeof notificationsAdminMachine>;
export type NotificationFormRef = ActorRefFrom<typeof notificationFormMachine>;

/** Which part of the page is drawn: the list (with its dialogs), or the composer. */
export type NotificationsScreen = 'loading' | 'failed' | 'list' | 'composing';

export function selectScreen(snapshot: Snapshot): NotificationsScreen {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('composing')) return 'composing';
  // The list stays on screen while it is asked for again after a create.
  if (snapshot.matches('loading') || (snapshot.matches('saved') && snapshot.context.page === null)) return 'loading';
  return 'list';
}

export const selectRows = (snapshot: Snapshot) => snapshot.context.page?.data ?? [];
export const selectTotal = (snapshot: Snapshot) => snapshot.context.page?.total ?? 0;
export const selectProblem = (snapshot: Snapshot) => snapshot.context.problem;
export const selectCreated = (snapshot: Snapshot) => (snapshot.matches('ready') ? snapshot.context.created : null);
export const selectIsRefreshing = (snapshot: Snapshot) => snapshot.matches('saved');

/** The notification of the withdrawal dialog, while it is open. */
export const selectWithdrawal = (snapshot: Snapshot) =>
  snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'withdrawing' }) || snapshot.matches({ ready: 'withdrawFailed' })
    ? snapshot.context.withdrawal
    : null;
export const selectIsWithdrawing = (snapshot: Snapshot) => snapshot.matches({ ready: 'withdrawing' });
export const selectWithdrawFailed = (snapshot: Snapshot) => snapshot.matches({ ready: 'withdrawFailed' });

export const selectIsPreviewing = (snapshot: Snapshot) => snapshot.matches({ composing: 'previewing' });
/** The composer's form, while a notification is being written. */
export const selectForm = (snapshot: Snapshot): NotificationFormRef | undefined =>
  snapshot.matches('composing') ? snapshot.children.form : undefined;

/** Where a notification is in its life at `now`: withdrawn, not started yet, showing, or past its end. */
export type NotificationPhase = 'withdrawn' | 'scheduled' | 'active' | 'ended';

/** The phase the list shows, with the server's rule: shown from its start, up to but not at its end. */
export function notificationPhaseOf(notification: Pick<AdminNotification, 'startDate' | 'endDate' | 'withdrawnAt'>, now: number): NotificationPhase {
  if (notification.withdrawnAt !== null) return 'withdrawn';
  if (Date.parse(notification.startDate) > now) return 'scheduled';
  if (notification.endDate !== null && Date.parse(notification.endDate) <= now) return 'ended';
  return 'active';
}
