/**
 * The reputation level-change modal (no props: it reads the reputation flow, a child of the auth
 * chart for sellers, through the router's context). Closing it, by its buttons, Escape or a click
 * outside, records the level as seen and reloads the page; while that save is in flight both buttons
 * are locked, and a failed save stays on screen with its error to try again. The dialog
 * (./LevelChangeDialog.tsx) is fetched the first time the modal opens.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectReputationRef } from '../../../machines/auth/auth.selectors.ts';
import type { reputationMachine } from '../../../machines/reputation/reputation.machine.ts';
import { selectIsLevelChangeOpen } from '../../../machines/reputation/reputation.selectors.ts';
import { useFlows } from '../flows/useFlows.ts';
import { onDemand } from '../lazy/onDemand.ts';

const dialog = onDemand(() => import('./LevelChangeDialog.tsx'));

/** The level-change modal of a signed-in seller; nothing for guests and staff. */
export function LevelChangeModal() {
  const { auth } = useFlows();
  const reputation = useSelector(auth, selectReputationRef);
  return reputation ? <LevelChange reputation={reputation} /> : null;
}

/** The dialog while the modal is open, and after it has been fetched (its closing plays out). */
function LevelChange({ reputation }: { reputation: ActorRefFrom<typeof reputationMachine> }) {
  const open = useSelector(reputation, selectIsLevelChangeOpen);
  return <dialog.Present when={open} view={{ reputation }} />;
}
