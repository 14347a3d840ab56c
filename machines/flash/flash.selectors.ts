import type { SnapshotFrom } from 'xstate';
import type { flashMachine, FlashMessage } from './flash.machine.ts';

type FlashSnapshot = SnapshotFrom<typeof flashMachine>;

/** The message on screen, or null while nothing is shown. */
export const selectFlashMessage = (snapshot: FlashSnapshot): FlashMessage | null =>
  snapshot.matches('visible') ? snapshot.context.message : null;

export const selectCanDismissFlash = (snapshot: FlashSnapshot): boolean => snapshot.can({ type: 'flash.dismiss' });
