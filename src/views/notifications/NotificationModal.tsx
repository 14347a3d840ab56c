/**
 * One notification in a modal: its label as the title and its content, sanitised HTML or a component
 * of the registry. Size: custom is auto; size l or content of 3000+ characters is 800x600;
 * size m or 1500-2999 characters is 600x400; otherwise 400x300; never wider or taller than the screen.
 * The box itself is NotificationDialogContent, which the admin's preview draws too.
 */
import type { RefObject } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { selectShownNotification } from '../../../machines/notifications/notifications.selectors.ts';
import { NotificationDialogContent } from './NotificationDialogContent.tsx';

export interface NotificationModalProps {
  notifications: ActorRefFrom<typeof notificationsMachine>;
  /** Where the focus goes back when the modal closes (the header's button: the list item is gone). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function NotificationModal({ notifications, returnFocusTo }: NotificationModalProps) {
  const shown = useSelector(notifications, selectShownNotification);
  const close = () => notifications.send({ type: 'notifications.modal.close' });

  return (
    <Dialog.Root
      open={shown !== null}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={() => returnFocusTo.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner padding="4">
          {shown && <NotificationDialogContent label={shown.label} size={shown.size} content={shown.config.content} onClose={close} />}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
