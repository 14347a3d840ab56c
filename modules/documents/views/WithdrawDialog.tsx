/**
 * "¿Retirar la notificación?": withdrawing takes it from every seller at once, so the admin confirms.
 * While it is sent the dialog waits; a failure says so and offers to send it again.
 */
import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { notificationsAdminMachine } from '../machines/notificationsAdmin.machine.ts';
import { selectIsWithdrawing, selectProblem, selectWithdrawal, selectWithdrawFailed } from '../machines/notificationsAdmin.selectors.ts';
import { problemMessageId } from './problemText.ts';

export function WithdrawDialog({ page }: { page: ActorRefFrom<typeof notificationsAdminMachine> }) {
  const intl = useIntl();
  const withdrawal = useSelector(page, selectWithdrawal);
  const sending = useSelector(page, selectIsWithdrawing);
  const failed = useSelector(page, selectWithdrawFailed);
  const problem = useSelector(page, selectProblem);
  const cancel = () => page.send({ type: 'withdraw.cancel' });
  return (
    <Dialog.Root
      role="alertdialog"
      open={withdrawal !== null}
      onOpenChange={(details) => !details.open && cancel()}
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="documents.withdraw.title" values={{ label: withdrawal?.label ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Dialog.Description>
                <FormattedMessage id="documents.withdraw.consequences" />
              </Dialog.Description>
              {failed && problem && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>
                      <FormattedMessage id="documents.withdraw.failed" />
                    </Alert.Title>
                    <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem) })}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" disabled={sending} onClick={cancel}>
                <FormattedMessage id="documents.withdraw.back" />
              </Button>
              <Button colorPalette="red" loading={sending} loadingText={<FormattedMessage id="documents.withdraw.sending" />} onClick={() => page.send({ type: 'withdraw.confirm' })}>
                <FormattedMessage id={failed ? 'documents.withdraw.retry' : 'documents.withdraw.confirm'} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
