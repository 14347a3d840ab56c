/**
 * What the Boletas page shows of the row actions and the upload, as pure functions of their charts'
 * snapshots (for `useSelector`); the list's rows, failures and pages are the kit's
 * (machines/list/list.selectors.ts).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { attachFormMachine } from './attachForm.ts';
import type { invoiceActionsMachine } from './invoiceActions.machine.ts';
import type { invoiceUploadMachine, Refusal } from './invoiceUpload.machine.ts';
import type { InvoiceOrder, UploadResult } from './invoices.types.ts';

export type InvoiceActionsSnapshot = SnapshotFrom<typeof invoiceActionsMachine>;
export type InvoiceUploadSnapshot = SnapshotFrom<typeof invoiceUploadMachine>;
export type AttachFormRef = ActorRefFrom<typeof attachFormMachine>;

export const selectMayAttach = (snapshot: InvoiceActionsSnapshot): boolean => snapshot.context.mayAttach;
export const selectDownloadProblem = (snapshot: InvoiceActionsSnapshot): string | null => (snapshot.matches('downloadFailed') ? snapshot.context.problem : null);
/** The order whose PDF is on its way, or null. */
export const selectDownloadingOrder = (snapshot: InvoiceActionsSnapshot): number | null => (snapshot.matches('downloading') ? snapshot.context.downloadOrderId : null);
/** The order whose boleta dialog is open, or null. */
export const selectAttachingOrder = (snapshot: InvoiceActionsSnapshot): InvoiceOrder | null => (snapshot.matches('attaching') ? snapshot.context.order : null);
export const selectAttachForm = (snapshot: InvoiceActionsSnapshot): AttachFormRef | undefined => snapshot.children.attachForm;
/** The order whose boleta was just stored, or null. */
export const selectAttachedOrder = (snapshot: InvoiceActionsSnapshot): InvoiceOrder | null => (snapshot.matches('attached') ? snapshot.context.order : null);

/** Where the upload stands, for the upload card. */
export type UploadScreen = 'idle' | 'busy' | 'clean' | 'withIssues' | 'rejected';

export const selectUploadScreen = (snapshot: InvoiceUploadSnapshot): UploadScreen => {
  if (snapshot.matches('validating') || snapshot.matches('uploading')) return 'busy';
  if (snapshot.matches({ result: 'clean' })) return 'clean';
  if (snapshot.matches({ result: 'withIssues' })) return 'withIssues';
  if (snapshot.matches('rejected')) return 'rejected';
  return 'idle';
};
export const selectUploadResult = (snapshot: InvoiceUploadSnapshot): UploadResult | null => snapshot.context.result;
export const selectRefusal = (snapshot: InvoiceUploadSnapshot): Refusal | null => (snapshot.matches('rejected') ? snapshot.context.refusal : null);
export const selectIsDownloadingTemplate = (snapshot: InvoiceUploadSnapshot): boolean => snapshot.matches({ idle: 'downloadingTemplate' });
export const selectTemplateProblem = (snapshot: InvoiceUploadSnapshot): string | null => (snapshot.matches({ idle: 'templateFailed' }) ? snapshot.context.problem : null);
export const selectCanChooseFile = (snapshot: InvoiceUploadSnapshot): boolean => snapshot.can({ type: 'upload.choose', chosen: { file: new Blob(), fileName: '' } });
