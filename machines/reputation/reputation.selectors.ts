/** What the level-change modal shows, as pure functions of a snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { reputationMachine } from './reputation.machine.ts';
import type { ReputationCategory } from './reputation.rules.ts';

export type ReputationSnapshot = SnapshotFrom<typeof reputationMachine>;

/** The level-change modal is on screen (waiting, saving or after a failed save). */
export const selectIsLevelChangeOpen = (snapshot: ReputationSnapshot): boolean => snapshot.matches({ settled: { levelChange: 'open' } });

/** The seller may close or confirm now: not while a save is in flight. */
export const selectCanCloseLevelChange = (snapshot: ReputationSnapshot): boolean => snapshot.can({ type: 'levelChange.close' });

/** The seller's category (Bloqueo while unknown or unreadable). */
export const selectReputationCategory = (snapshot: ReputationSnapshot): ReputationCategory => snapshot.context.reputationCategory;

/** Error code of the failed save on screen; null otherwise. */
export const selectLevelChangeSaveError = (snapshot: ReputationSnapshot): string | null =>
  snapshot.matches({ settled: { levelChange: { open: 'failed' } } }) ? snapshot.context.saveError : null;
