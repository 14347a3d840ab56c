/**
 * What a notification's modal draws inside its Dialog.Root: the box at its size, the label as the
 * title, the content (sanitised HTML or a registry component) and the close button. Sellers' modal
 * and the admin's preview (modules/documents) both draw this, with the same size and content rules
 * (notificationModalSize, notificationContentOf), so the preview cannot drift from what sellers see.
 */
import { CloseButton, Dialog } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { NotificationSize } from '../../../machines/notifications/notifications.content.ts';
import { notificationContentOf, notificationModalSize } from '../../../machines/notifications/notifications.content.ts';
import { SafeHtml } from '../richText/SafeHtml.tsx';
import { renderNotificationComponent } from './notificationComponents.tsx';

export interface NotificationDialogContentProps {
  label: string;
  size: NotificationSize;
  /** The raw `config.content`: HTML or a component's JSON text. */
  content: string;
  /** Closes the modal (a registry component that sends the person elsewhere closes it too). */
  onClose: () => void;
}

export function NotificationDialogContent({ label, size: sizeHint, content: raw, onClose }: NotificationDialogContentProps) {
  const intl = useIntl();
  const size = notificationModalSize(sizeHint, raw);
  const content = notificationContentOf(raw);
  return (
    <Dialog.Content
      data-size={size.kind === 'auto' ? 'auto' : `${size.width}x${size.height}`}
      width={size.kind === 'auto' ? 'auto' : `min(${size.width}px, 100%)`}
      height={size.kind === 'auto' ? 'auto' : `min(${size.height}px, 100%)`}
      maxWidth="calc(100vw - 2rem)"
      maxHeight="calc(100dvh - 2rem)"
      margin="0"
    >
      <Dialog.Header paddingEnd="12">
        <Dialog.Title overflowWrap="anywhere">{label}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body overflowY="auto">{content.kind === 'html' ? <SafeHtml html={content.html} /> : renderNotificationComponent(content, { onLeave: onClose, title: label })}</Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'notifications.modal.close' })} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
