/** One module's history: every open and close, newest first, with who did it, why and until when. */
import { Alert, Button, Dialog, Flex, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { moduleSwitchesMachine } from '../machines/moduleSwitches.machine.ts';
import { selectIsHistoryDialogOpen, selectHistory, selectHistoryProblem, selectHistoryState, selectTarget } from '../machines/moduleSwitches.selectors.ts';
import type { SwitchChange } from '../machines/moduleSwitches.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

type SwitchesRef = ActorRefFrom<typeof moduleSwitchesMachine>;

export function HistoryDialog({ switches }: { switches: SwitchesRef }) {
  const intl = useIntl();
  const open = useSelector(switches, selectIsHistoryDialogOpen);
  const state = useSelector(switches, selectHistoryState);
  const history = useSelector(switches, selectHistory);
  const problem = useSelector(switches, selectHistoryProblem);
  const target = useSelector(switches, selectTarget);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && switches.send({ type: 'history.close' })} placement="center" size={{ base: 'full', sm: 'lg' }} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="moduleSwitches.history.title" values={{ module: target?.module ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body aria-busy={state === 'loading'}>
              <Flex role="status" align="center" gap="2" minHeight="6" color="fg.muted" fontSize="sm">
                {state === 'loading' && (
                  <>
                    <Spinner size="sm" />
                    <FormattedMessage id="moduleSwitches.history.loading" />
                  </>
                )}
              </Flex>
              {state === 'failed' && problem && (
                <Stack gap="3" align="flex-start">
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>
                        <FormattedMessage id="moduleSwitches.history.failed" />
                      </Alert.Title>
                      <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'moduleSwitches', problem) })}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                  <Button colorPalette="brand" onClick={() => switches.send({ type: 'history.retry' })}>
                    <FormattedMessage id="moduleSwitches.retry" />
                  </Button>
                </Stack>
              )}
              {state === 'shown' && history.length === 0 && (
                <Text>
                  <FormattedMessage id="moduleSwitches.history.empty" />
                </Text>
              )}
              {state === 'shown' && history.length > 0 && (
                <Stack as="ol" gap="3" listStyleType="none">
                  {history.map((change) => (
                    <HistoryEntry key={change.id} change={change} />
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => switches.send({ type: 'history.close' })}>
                <FormattedMessage id="moduleSwitches.history.close" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function HistoryEntry({ change }: { change: SwitchChange }) {
  const intl = useIntl();
  const format = useFormats();
  const who = change.changed_by?.name ?? intl.formatMessage({ id: 'moduleSwitches.change.unknownAdmin' });
  return (
    <Stack as="li" gap="1" borderBottomWidth="1px" paddingBottom="3">
      <Text fontWeight="semibold">
        <FormattedMessage id={change.active ? 'moduleSwitches.change.opened' : 'moduleSwitches.change.closed'} values={{ who, at: format.dateTime(change.changed_at) }} />
      </Text>
      {change.reason !== null && (
        <Text>
          <FormattedMessage id="moduleSwitches.change.reason" values={{ reason: change.reason }} />
        </Text>
      )}
      {!change.active && (
        <Text color="fg.muted">
          {change.expected_reopening === null ? (
            <FormattedMessage id="moduleSwitches.reopening.none" />
          ) : (
            <FormattedMessage id="moduleSwitches.change.reopening" values={{ at: format.dateTime(change.expected_reopening) }} />
          )}
        </Text>
      )}
    </Stack>
  );
}
