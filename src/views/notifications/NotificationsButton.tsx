/**
 * The header's notifications button (no props: it reads the notifications flow, a child of the auth
 * chart while someone is signed in, through the router's context). Its accessible name carries the unread count ("Notificaciones, 3 sin leer"); it opens the
 * list under it, and a chosen notification opens in its modal. Every navigation reloads the list.
 * The list and the modal (./NotificationsPopover.tsx) are a chunk fetched after the first paint.
 */
import { useEffect, useId, useRef } from 'react';
import { Box, IconButton } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectNotificationsRef } from '../../../machines/auth/auth.selectors.ts';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { selectIsListOpen, selectUnreadCount } from '../../../machines/notifications/notifications.selectors.ts';
import { useFlows } from '../flows/useFlows.ts';
import { onDemand, whenIdle } from '../lazy/onDemand.ts';
import { useOnRouteChange } from '../shell/useOnRouteChange.ts';

const popover = onDemand(() => import('./NotificationsPopover.tsx'));

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The button while someone is signed in; nothing for a guest. */
export function NotificationsButton() {
  const { auth } = useFlows();
  const notifications = useSelector(auth, selectNotificationsRef);
  return notifications ? <NotificationsBell notifications={notifications} /> : null;
}

function NotificationsBell({ notifications }: { notifications: ActorRefFrom<typeof notificationsMachine> }) {
  const intl = useIntl();
  const unread = useSelector(notifications, selectUnreadCount);
  const listOpen = useSelector(notifications, selectIsListOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Every routing event reloads the list (the first render is not one: the session's start loads it).
  const href = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
  useOnRouteChange(href, () => notifications.send({ type: 'route.changed' }));

  const bellId = useId();
  const listId = useId();

  // Most people open the list sooner or later: its code comes once the page is drawn and the browser
  // is idle, so the first open draws at once; pointing at the bell or focusing it asks sooner.
  useEffect(() => whenIdle(popover.preload), []);

  return (
    <>
      <IconButton
        ref={buttonRef}
        id={bellId}
        data-tour="notifications"
        variant="ghost"
        position="relative"
        aria-label={intl.formatMessage({ id: 'notifications.button' }, { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={listOpen}
        aria-controls={listOpen ? listId : undefined}
        onPointerEnter={popover.preload}
        onFocus={popover.preload}
        onClick={() => notifications.send({ type: listOpen ? 'notifications.list.close' : 'notifications.list.open' })}
      >
        <BellIcon />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="1"
            insetEnd="1"
            minWidth="4"
            height="4"
            paddingX="1"
            borderRadius="full"
            bg="orange.solid"
            color="orange.contrast"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="4"
            textAlign="center"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </IconButton>
      <popover.Present when={listOpen} view={{ notifications, bellId, listId, bell: buttonRef }} />
    </>
  );
}
