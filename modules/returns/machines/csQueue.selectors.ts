/** What the CS queue page shows, as pure functions of its snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { csQueueMachine } from './csQueue.machine.ts';
import type { CsAssignment, CsReturnSummary } from './returns.types.ts';

export type CsQueueSnapshot = SnapshotFrom<typeof csQueueMachine>;

export type QueueScreen = 'loading' | 'rows' | 'empty' | 'failed';

export const selectQueueScreen = (snapshot: CsQueueSnapshot): QueueScreen => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.context.rows.length > 0 && !snapshot.matches('loading')) return 'rows';
  return 'loading';
};

export const selectAssignment = (snapshot: CsQueueSnapshot): CsAssignment => snapshot.context.assignment;
export const selectQueueRows = (snapshot: CsQueueSnapshot): CsReturnSummary[] => snapshot.context.rows;
export const selectQueueRefreshing = (snapshot: CsQueueSnapshot): boolean => snapshot.matches('refreshing') && snapshot.context.rows.length > 0;
export const selectQueueProblem = (snapshot: CsQueueSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);
export const selectQueueHasNextPage = (snapshot: CsQueueSnapshot): boolean =>
  snapshot.context.nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
export const selectQueueLoadingMore = (snapshot: CsQueueSnapshot): boolean => snapshot.matches('loadingMore');
export const selectQueueMoreFailed = (snapshot: CsQueueSnapshot): string | null => (snapshot.matches({ loaded: 'moreFailed' }) ? snapshot.context.problem : null);

/** The return being taken over (its button busy), or null. */
export const selectTakingId = (snapshot: CsQueueSnapshot): number | null => (snapshot.matches('takingOver') || snapshot.matches('opening') ? snapshot.context.takingId : null);

/** The last take-over failed: which return and why. */
export const selectTakeOverProblem = (snapshot: CsQueueSnapshot): { returnId: number; code: string } | null =>
  snapshot.matches({ loaded: 'takeOverFailed' }) && snapshot.context.takingId !== null && snapshot.context.problem
    ? { returnId: snapshot.context.takingId, code: snapshot.context.problem }
    : null;

/** "Tomar caso" of this return is an event the chart takes now. */
export const selectCanTakeOver = (returnId: number) => (snapshot: CsQueueSnapshot): boolean => snapshot.can({ type: 'queue.takeOver', returnId });
