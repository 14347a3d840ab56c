/** One module's history: every open and close, newest first, with who did it, why and until when. */
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ListStatusLine } from '../../../src/views/kit/ListResults.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import type { moduleSwitchesMachine } from '../machines/moduleSwitches.machine.ts';
import { selectIsHistoryDialogOpen, selectHistory, selectHistoryProblem, selectHistoryState, selectTarget } from '../machines/moduleSwitches.selectors.ts';
import type { SwitchChange } from '../machines/moduleSwitches.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';

type SwitchesRef = ActorRefFrom<typeof moduleSwitchesMachine>;

export function HistoryDialog({ switches }: { switches: SwitchesRef }) {
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
              <ListStatusLine loading={state === 'loading' ? 'moduleSwitches.history.loading' : null} refreshing={null} />
              {state === 'failed' && problem && <LoadFailure titleId="moduleSwitches.history.failed" problem={problem} onRetry={() => switches.send({ type: 'history.retry' })} />}
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
