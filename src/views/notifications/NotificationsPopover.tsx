/**
 * The notifications list under the header's bell and the modal of the one chosen: a chunk of its
 * own (Chakra's Popover and Dialog, with floating-ui and zag's focus handling), fetched once the
 * browser is idle after the bell is drawn, or sooner when the bell is pointed at, focused or pressed.
 * The bell itself (NotificationsButton) is in the first load: the popover finds it by its id, to
 * place the list under it, to leave it out of "a click outside" and to give it the focus back.
 */
import { useEffect, useState, type RefObject } from 'react';
import { Popover, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { selectIsListOpen } from '../../../machines/notifications/notifications.selectors.ts';
import { NotificationModal } from './NotificationModal.tsx';
import { NotificationsDrawer } from './NotificationsDrawer.tsx';

export interface NotificationsPopoverProps {
  notifications: ActorRefFrom<typeof notificationsMachine>;
  /** The bell's element id: the list opens under it. */
  bellId: string;
  /** The list's element id, which the bell names as what it controls. */
  listId: string;
  /** The bell, where the focus goes back when the modal closes (the list item is gone by then). */
  bell: RefObject<HTMLElement | null>;
}

/**
 * Whether the popover is drawn open: as the chart says, except on the render that mounts it. Zag
 * moves the focus into the list when `open` turns true, not when a popover is created open, as this
 * one is when the bell was pressed before the chunk arrived: drawn closed once, then opened, the
 * first open takes the focus to the list as every later one does.
 */
function useOpenOnceMounted(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return open && mounted;
}

export default function NotificationsPopover({ notifications, bellId, listId, bell }: NotificationsPopoverProps) {
  const listOpen = useSelector(notifications, selectIsListOpen);
  const open = useOpenOnceMounted(listOpen);
  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(details) => notifications.send({ type: details.open ? 'notifications.list.open' : 'notifications.list.close' })}
        ids={{ trigger: bellId, content: listId }}
        positioning={{ placement: 'bottom-end' }}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Popover.Positioner>
            <NotificationsDrawer notifications={notifications} />
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <NotificationModal notifications={notifications} returnFocusTo={bell} />
    </>
  );
}
