/**
 * What the import's views show, as pure functions of the upload's and the progress' snapshots (for
 * `useSelector`).
 */
import type { SnapshotFrom } from 'xstate';
import type { importProgressMachine } from './importProgress.machine.ts';
import type { ImportRefusal, importUploadMachine } from './importUpload.machine.ts';
import type { ImportMode, StockImport } from './stock.types.ts';

type UploadSnapshot = SnapshotFrom<typeof importUploadMachine>;
type ProgressSnapshot = SnapshotFrom<typeof importProgressMachine>;

export const selectChosenName = (snapshot: UploadSnapshot): string | null => snapshot.context.chosen?.fileName ?? null;
export const selectMode = (snapshot: UploadSnapshot): ImportMode => snapshot.context.mode;
/** The file is being checked or sent: nothing else may be chosen or pressed. */
export const selectIsSending = (snapshot: UploadSnapshot): boolean => snapshot.matches('validating') || snapshot.matches('uploading') || snapshot.matches('sent');
export const selectCanChoose = (snapshot: UploadSnapshot): boolean => snapshot.can({ type: 'import.choose', chosen: { file: new Blob(), fileName: '' } });
export const selectCanStart = (snapshot: UploadSnapshot): boolean => snapshot.can({ type: 'import.start' });
/** Why the last file was refused ("Cargar" with none chosen included), or null. */
export const selectRefusal = (snapshot: UploadSnapshot): ImportRefusal | null =>
  snapshot.matches('rejected') || snapshot.matches({ idle: 'noFile' }) ? snapshot.context.refusal : null;
export const selectIsDownloadingTemplate = (snapshot: UploadSnapshot): boolean => snapshot.matches({ idle: 'downloadingTemplate' });
export const selectTemplateProblem = (snapshot: UploadSnapshot): string | null => (snapshot.matches({ idle: 'templateFailed' }) ? snapshot.context.problem : null);

/** Where the import's page stands. */
export type ProgressScreen = 'loading' | 'underWay' | 'readFailed' | 'notFound' | 'stopped' | 'clean' | 'withIssues';

export function selectProgressScreen(snapshot: ProgressSnapshot): ProgressScreen {
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('readFailed')) return 'readFailed';
  if (snapshot.matches('stopped')) return 'stopped';
  if (snapshot.matches({ finished: 'withIssues' })) return 'withIssues';
  if (snapshot.matches({ finished: 'clean' })) return 'clean';
  return snapshot.context.job ? 'underWay' : 'loading';
}
export const selectJob = (snapshot: ProgressSnapshot): StockImport | null => snapshot.context.job;
export const selectProgressProblem = (snapshot: ProgressSnapshot): string | null => (snapshot.matches('readFailed') ? snapshot.context.problem : null);
