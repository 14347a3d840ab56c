/** What a unique field shows of its check, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { uniqueCheckMachine } from './uniqueCheck.machine.ts';

export type UniqueCheckSnapshot = SnapshotFrom<typeof uniqueCheckMachine>;

/** Whether the "already registered" message shows under the field. */
export const selectIsTaken = (snapshot: UniqueCheckSnapshot): boolean => snapshot.matches('taken');

/** Whether a check is running. */
export const selectIsChecking = (snapshot: UniqueCheckSnapshot): boolean => snapshot.matches('checking');
