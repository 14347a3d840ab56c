/**
 * What the CS queue page shows of a take-over, as pure functions of its chart's snapshot (for
 * `useSelector`); the queue's rows, tabs, failures and pages are the kit's (machines/list/list.selectors.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { csTakeOverMachine } from './csTakeOver.machine.ts';
import type { CsReturnSummary } from './returns.types.ts';

export type CsTakeOverSnapshot = SnapshotFrom<typeof csTakeOverMachine>;

/** The return being taken over (its button busy), or null. */
export const selectTakingId = (snapshot: CsTakeOverSnapshot): number | null =>
  snapshot.matches('takingOver') || snapshot.matches('opening') ? (snapshot.context.row?.summary.id ?? null) : null;

/** The last take-over failed: which return and why. */
export const selectTakeOverProblem = (snapshot: CsTakeOverSnapshot): { row: CsReturnSummary; code: string } | null =>
  snapshot.matches('failed') && snapshot.context.row && snapshot.context.problem ? { row: snapshot.context.row, code: snapshot.context.problem } : null;

/** "Tomar caso" may be pressed now (no other take-over under way). */
export const selectMayTakeOver = (snapshot: CsTakeOverSnapshot): boolean => snapshot.matches('idle') || snapshot.matches('failed');
