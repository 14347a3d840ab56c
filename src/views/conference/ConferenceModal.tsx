/**
 * The Seller Conference invitation (no props: it reads the conference flow, a child of the auth
 * chart for sellers, through the router's context). Closing it, by its button, Escape or a click outside, sets the flag
 * 'modalConference' to '0' and reloads the page. The dialog (./ConferenceDialog.tsx) is fetched the
 * first time the invitation opens.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectConferenceRef } from '../../../machines/auth/auth.selectors.ts';
import type { conferenceMachine } from '../../../machines/conference/conference.machine.ts';
import { selectIsConferenceOpen } from '../../../machines/conference/conference.selectors.ts';
import { useFlows } from '../flows/useFlows.ts';
import { onDemand } from '../lazy/onDemand.ts';

const dialog = onDemand(() => import('./ConferenceDialog.tsx'));

/** The invitation of a signed-in seller; nothing for guests and staff. */
export function ConferenceModal() {
  const { auth } = useFlows();
  const conference = useSelector(auth, selectConferenceRef);
  return conference ? <Invitation conference={conference} /> : null;
}

/** The dialog while the invitation is open, and after it has been fetched (its closing plays out). */
function Invitation({ conference }: { conference: ActorRefFrom<typeof conferenceMachine> }) {
  const open = useSelector(conference, selectIsConferenceOpen);
  return <dialog.Present when={open} view={{ conference }} />;
}
