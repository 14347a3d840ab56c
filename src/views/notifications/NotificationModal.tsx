/**
 * One notification in a modal: its label as the title and its content, sanitised HTML or a component
 * of the registry. Size: custom is auto; size l or content of 3000+ characters is 800x600;
 * size m or 1500-2999 characters is 600x400; otherwise 400x300; never wider or taller than the screen.
 */
import type { RefObject } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { selectShownNotification } from '../../../machines/notifications/notifications.selectors.ts';
import { notificationContentOf, notificationModalSize } from '../../../machines/notifications/notifications.content.ts';
import { SafeHtml } from '../richText/SafeHtml.tsx';
import { renderNotificationComponent } from './notificationComponents.tsx';

export interface NotificationModalProps {
  notifications: ActorRefFrom<typeof notificationsMachine>;
  /** Where the focus goes back when the modal closes (the header's button: the list item is gone). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function NotificationModal({ notifications, returnFocusTo }: NotificationModalProps) {
  const intl = useIntl();
  const shown = useSelector(notifications, selectShownNotification);
  const close = () => notifications.send({ type: 'notifications.modal.close' });
  const size = shown ? notificationModalSize(shown.size, shown.config.content) : null;
  const content = shown ? notificationContentOf(shown.config.content) : null;

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
          {shown && size && content && (
            <Dialog.Content
              data-size={size.kind === 'auto' ? 'auto' : `${size.width}x${size.height}`}
              width={size.kind === 'auto' ? 'auto' : `min(${size.width}px, 100%)`}
              height={size.kind === 'auto' ? 'auto' : `min(${size.height}px, 100%)`}
              maxWidth="calc(100vw - 2rem)"
              maxHeight="calc(100dvh - 2rem)"
              margin="0"
            >
              <Dialog.Header paddingEnd="12">
                <Dialog.Title overflowWrap="anywhere">{shown.label}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body overflowY="auto">
                {content.kind === 'html' ? <SafeHtml html={content.html} /> : renderNotificationComponent(content, { onLeave: close })}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'notifications.modal.close' })} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
