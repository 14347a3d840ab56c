/**
 * The opening dialog: sellers get the module back at once, and its reason and expected reopening
 * are cleared. "Abrir" confirms; while the opening is sent nothing else can be pressed.
 */
import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { moduleSwitchesMachine } from '../machines/moduleSwitches.machine.ts';
import { selectIsOpeningDialogOpen, selectIsSwitching, selectSwitchProblem, selectTarget } from '../machines/moduleSwitches.selectors.ts';
import { problemMessageId } from './format.ts';

export function OpeningDialog({ switches }: { switches: ActorRefFrom<typeof moduleSwitchesMachine> }) {
  const intl = useIntl();
  const open = useSelector(switches, selectIsOpeningDialogOpen);
  const sending = useSelector(switches, selectIsSwitching);
  const problem = useSelector(switches, selectSwitchProblem);
  const target = useSelector(switches, selectTarget);
  const module = target?.module ?? '';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && switches.send({ type: 'switch.cancel' })}
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
                <FormattedMessage id="moduleSwitches.opening.title" values={{ module }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>
                  <FormattedMessage id="moduleSwitches.opening.consequences" values={{ module }} />
                </Dialog.Description>
                {problem && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>
                        <FormattedMessage id="moduleSwitches.opening.failed" />
                      </Alert.Title>
                      <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem) })}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" disabled={sending} onClick={() => switches.send({ type: 'switch.cancel' })}>
                <FormattedMessage id="moduleSwitches.cancel" />
              </Button>
              <Button colorPalette="brand" loading={sending} loadingText={<FormattedMessage id="moduleSwitches.opening.submit" />} onClick={() => switches.send({ type: 'switch.confirm' })}>
                <FormattedMessage id="moduleSwitches.opening.submit" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
