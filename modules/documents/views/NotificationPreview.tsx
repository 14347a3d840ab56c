/**
 * The preview: the notification as typed so far, drawn by the very box sellers' modal draws
 * (NotificationDialogContent: same size rules, same sanitising of HTML, same components), so what
 * the admin sees is what sellers will see. The HTML is cleaned in the browser as for sellers; the
 * server cleans it again when it is stored.
 */
import { Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { NotificationDialogContent } from '../../../src/views/notifications/NotificationDialogContent.tsx';
import { contentOf, type NotificationValues } from '../machines/notificationForm.ts';
import type { notificationsAdminMachine } from '../machines/notificationsAdmin.machine.ts';
import { selectIsPreviewing, type NotificationFormRef } from '../machines/notificationsAdmin.selectors.ts';

const selectValues = (snapshot: { context: { values: NotificationValues } }) => snapshot.context.values;

export function NotificationPreview({ page, form }: { page: ActorRefFrom<typeof notificationsAdminMachine>; form: NotificationFormRef }) {
  const intl = useIntl();
  const open = useSelector(page, selectIsPreviewing);
  const values = useSelector(form, selectValues);
  const close = () => page.send({ type: 'preview.close' });
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} placement="center" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner padding="4">
          <NotificationDialogContent
            label={values.label.trim() || intl.formatMessage({ id: 'documents.preview.untitled' })}
            size={values.size}
            content={contentOf(values)}
            onClose={close}
          />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
