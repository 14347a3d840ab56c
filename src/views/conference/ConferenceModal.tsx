/**
 * The Seller Conference invitation (no props: it reads the conference flow, a child of the auth
 * chart for sellers, through the router's context). Closing it, by its button, Escape or a click outside, sets the flag
 * 'modalConference' to '0' and reloads the page.
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectConferenceRef } from '../../../machines/auth/auth.selectors.ts';
import type { conferenceMachine } from '../../../machines/conference/conference.machine.ts';
import { selectConferenceCutoff, selectIsConferenceOpen } from '../../../machines/conference/conference.selectors.ts';
import { useFlows } from '../flows/useFlows.ts';

/** The invitation of a signed-in seller; nothing for guests and staff. */
export function ConferenceModal() {
  const { auth } = useFlows();
  const conference = useSelector(auth, selectConferenceRef);
  return conference ? <ConferenceDialog conference={conference} /> : null;
}

function ConferenceDialog({ conference }: { conference: ActorRefFrom<typeof conferenceMachine> }) {
  const intl = useIntl();
  const open = useSelector(conference, selectIsConferenceOpen);
  const close = () => conference.send({ type: 'conference.close' });
  // The cutoff is the rules' (read before the modal opens), printed in Santiago time as an admin set it.
  const cutoff = useSelector(conference, selectConferenceCutoff) ?? '';
  const date = cutoff && intl.formatDate(cutoff, { dateStyle: 'long', timeZone: 'America/Santiago' });
  const time = cutoff && intl.formatTime(cutoff, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Santiago' });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} placement="center" size={{ base: 'full', sm: 'md' }}>
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
