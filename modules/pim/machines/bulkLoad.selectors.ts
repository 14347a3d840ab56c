/** Pure readings of the bulk load chart's snapshot, for its page. */
import type { SnapshotFrom } from 'xstate';
import type { bulkLoadMachine, BulkLoadRefusal, ProductBulkLoad } from './bulkLoad.machine.ts';

type BulkLoadSnapshot = SnapshotFrom<typeof bulkLoadMachine>;

/** What the page draws: the form (and whether it is being sent), a load under way, its report, or a load that is not there. */
export type BulkLoadScreen = 'choosing' | 'sending' | 'watching' | 'readFailed' | 'missing' | 'finished';

export function selectBulkLoadScreen(snapshot: BulkLoadSnapshot): BulkLoadScreen {
  if (snapshot.matches('sending')) return 'sending';
  if (snapshot.matches('finished')) return 'finished';
  if (snapshot.matches({ watching: 'missing' })) return 'missing';
  if (snapshot.matches({ watching: 'failed' })) return 'readFailed';
  if (snapshot.matches('watching')) return 'watching';
  return 'choosing';
}

export const selectCategoryId = (snapshot: BulkLoadSnapshot): number | null => snapshot.context.categoryId;
export const selectOutcome = (snapshot: BulkLoadSnapshot) => snapshot.context.outcome;
export const selectFileName = (snapshot: BulkLoadSnapshot): string | null => snapshot.context.file?.fileName ?? null;
export const selectLoad = (snapshot: BulkLoadSnapshot): ProductBulkLoad | null => snapshot.context.load;
export const selectProblem = (snapshot: BulkLoadSnapshot): string | null => snapshot.context.problem;
/** The refusal the form shows, while it shows one. */
export const selectRefusal = (snapshot: BulkLoadSnapshot): BulkLoadRefusal | null => (snapshot.matches({ choosing: 'refused' }) ? snapshot.context.refusal : null);
export const selectDownloadingTemplate = (snapshot: BulkLoadSnapshot): boolean => snapshot.matches({ choosing: 'downloadingTemplate' });
export const selectTemplateFailed = (snapshot: BulkLoadSnapshot): boolean => snapshot.matches({ choosing: 'templateFailed' });
export const selectCanDownloadTemplate = (snapshot: BulkLoadSnapshot): boolean => snapshot.can({ type: 'template.download' }) && !snapshot.matches({ choosing: 'downloadingTemplate' });
