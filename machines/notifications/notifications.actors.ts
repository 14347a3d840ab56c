/**
 * The side effects of the notifications flow, written against a small port the composition root
 * fills with the typed `documents` client (GET /user-notification, POST /user-notification/open/{id}).
 * Both reject with an ApiError on any failure.
 */
import { fromPromise } from 'xstate';
import type { Notification } from './notifications.content.ts';

export interface NotificationsPort {
  /** The signed-in user's current notifications, newest first (the `data` of the answer). */
  listNotifications(signal: AbortSignal): Promise<Notification[]>;
  /** Marks one opened for the signed-in user. */
  openNotification(id: number): Promise<void>;
}

export function createNotificationsActors(port: NotificationsPort) {
  return {
    listNotifications: fromPromise<Notification[]>(({ signal }) => port.listNotifications(signal)),
    // No signal: once asked, the mark is kept even if the modal closes before the answer.
    markOpened: fromPromise<void, { id: number }>(({ input }) => port.openNotification(input.id)),
  };
}
