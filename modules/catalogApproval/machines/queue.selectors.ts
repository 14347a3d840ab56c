/**
 * What the queue page shows of the chosen products and of their approval, as pure functions of its
 * charts' snapshots (for `useSelector`); the list's rows, failures and pages are the kit's
 * (machines/list/list.selectors.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { bulkApprovalMachine, ChosenRevision } from './bulkApproval.machine.ts';
import type { reviewQueueMachine } from './reviewQueue.machine.ts';
import type { BulkApprovalResult, QueueChoices } from './reviews.types.ts';

export type QueueSnapshot = SnapshotFrom<typeof reviewQueueMachine>;
export type BulkSnapshot = SnapshotFrom<typeof bulkApprovalMachine>;

const NO_CHOICES: QueueChoices = { sellers: [], categories: [] };

/** The sellers and categories the filters offer (none until the first page arrives). */
export const selectChoices = (snapshot: QueueSnapshot): QueueChoices => snapshot.context.counts ?? NO_CHOICES;

/** How many products the filters select, as the last first page said (null while none is on screen or it failed). */
export const selectQueueTotal = (snapshot: QueueSnapshot): number | null =>
  snapshot.matches('loading') || snapshot.matches('failed') ? null : snapshot.context.total;

/** The chosen products on screen with the revision each shows, in the order chosen: what the approval is asked to approve. */
export const selectChosenRevisions = (snapshot: QueueSnapshot): ChosenRevision[] => {
  if (!snapshot.matches('loaded')) return [];
  const { rows, selected } = snapshot.context;
  return selected.flatMap((id) => rows.filter((row) => row.productId === id).map((row) => ({ productId: row.productId, revision: row.revision, title: row.title })));
};

/** The same products chosen, in the same order. */
export const sameRevisions = (a: readonly ChosenRevision[], b: readonly ChosenRevision[]): boolean =>
  a.length === b.length && a.every((item, index) => item.productId === b[index]?.productId && item.revision === b[index]?.revision);

/** The approval may start now with these products. */
export const selectCanApprove = (snapshot: BulkSnapshot, items: ChosenRevision[]): boolean => snapshot.can({ type: 'bulk.start', items });
export const selectConfirming = (snapshot: BulkSnapshot): boolean => snapshot.matches('confirming');
export const selectApproving = (snapshot: BulkSnapshot): boolean => snapshot.matches('approving');
/** How many products the open dialog or the approval under way is about. */
export const selectPendingCount = (snapshot: BulkSnapshot): number => snapshot.context.items.length;
export const selectResults = (snapshot: BulkSnapshot): BulkApprovalResult[] | null => snapshot.context.results;
export const selectCanDismiss = (snapshot: BulkSnapshot): boolean => snapshot.can({ type: 'results.dismiss' });
/** The approval failed as a whole: the code of why. */
export const selectBulkProblem = (snapshot: BulkSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);
