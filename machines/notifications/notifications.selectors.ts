/** What the notifications views show, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine.ts';
import type { Notification } from './notifications.content.ts';

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** The list on screen: the last answer, empty before it and after a failure. */
export const selectNotifications = (snapshot: NotificationsSnapshot): Notification[] => snapshot.context.notifications;

/** How many are unopened: carried by the button's accessible label. */
export const selectUnreadCount = (snapshot: NotificationsSnapshot): number =>
  snapshot.context.notifications.filter((notification) => !notification.opened).length;

/** The first answer has not arrived yet (a reload keeps the previous list on screen instead). */
export const selectIsFirstLoad = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.matches({ data: 'loading' }) && snapshot.context.notifications.length === 0;

export const selectIsListOpen = (snapshot: NotificationsSnapshot): boolean => snapshot.matches({ panel: 'list' });

/** The notification in the modal, or null while none is open. */
export const selectShownNotification = (snapshot: NotificationsSnapshot): Notification | null =>
  snapshot.matches({ panel: 'modal' }) ? snapshot.context.shown : null;
