/**
 * The invitation's dialog (./ConferenceModal.tsx draws it while the invitation is open): a chunk of
 * its own, since most sign-ins never show it.
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { conferenceMachine } from '../../../machines/conference/conference.machine.ts';
import { selectConferenceCutoff, selectIsConferenceOpen } from '../../../machines/conference/conference.selectors.ts';

export default function ConferenceDialog({ conference }: { conference: ActorRefFrom<typeof conferenceMachine> }) {
  const intl = useIntl();
  const open = useSelector(conference, selectIsConferenceOpen);
  const close = () => conference.send({ type: 'conference.close' });
  // The cutoff is the rules' (read before the modal opens), printed in Santiago time as an admin set it.
  const cutoff = useSelector(conference, selectConferenceCutoff) ?? '';
  const date = cutoff && intl.formatDate(cutoff, { dateStyle: 'long', timeZone: 'America/Santiago' });
  const time = cutoff && intl.formatTime(cutoff, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Santiago' });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} placement="center" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="conference.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <FormattedMessage id="conference.text" values={{ date, time }} />
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={close}>
                <FormattedMessage id="conference.close" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
