/**
 * The header's notifications button (no props: it reads the notifications flow, a child of the auth
 * chart while someone is signed in, through the router's context). Its accessible name carries the unread count ("Notificaciones, 3 sin leer"); it opens the
 * list under it, and a chosen notification opens in its modal. Every navigation reloads the list.
 */
import { useRef } from 'react';
import { Box, IconButton, Popover, Portal } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectNotificationsRef } from '../../../machines/auth/auth.selectors.ts';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { selectIsListOpen, selectUnreadCount } from '../../../machines/notifications/notifications.selectors.ts';
import { useFlows } from '../flows/useFlows.ts';
import { useOnRouteChange } from '../shell/useOnRouteChange.ts';
import { NotificationModal } from './NotificationModal.tsx';
import { NotificationsDrawer } from './NotificationsDrawer.tsx';

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

  return (
    <>
      <Popover.Root
        open={listOpen}
        onOpenChange={(details) => notifications.send({ type: details.open ? 'notifications.list.open' : 'notifications.list.close' })}
        positioning={{ placement: 'bottom-end' }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <IconButton ref={buttonRef} data-tour="notifications" variant="ghost" position="relative" aria-label={intl.formatMessage({ id: 'notifications.button' }, { count: unread })}>
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
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <NotificationsDrawer notifications={notifications} />
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <NotificationModal notifications={notifications} returnFocusTo={buttonRef} />
    </>
  );
}
