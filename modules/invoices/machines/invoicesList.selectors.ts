/** What the Boletas page shows, as pure functions of the list's and the upload's snapshots (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { attachFormMachine } from './attachForm.ts';
import type { invoiceUploadMachine, Refusal } from './invoiceUpload.machine.ts';
import type { invoicesListMachine } from './invoicesList.machine.ts';
import type { InvoiceFilters, InvoiceOrder, UploadResult } from './invoices.types.ts';

export type InvoicesListSnapshot = SnapshotFrom<typeof invoicesListMachine>;
export type InvoiceUploadSnapshot = SnapshotFrom<typeof invoiceUploadMachine>;
export type AttachFormRef = ActorRefFrom<typeof attachFormMachine>;

/** What the table's place on the page holds. */
export type ListScreen = 'loading' | 'rows' | 'empty' | 'failed';

export const selectListScreen = (snapshot: InvoicesListSnapshot): ListScreen => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.context.rows.length > 0 && !snapshot.matches('loading')) return 'rows';
  return 'loading';
};

export const selectRows = (snapshot: InvoicesListSnapshot): InvoiceOrder[] => snapshot.context.rows;
export const selectFilters = (snapshot: InvoicesListSnapshot): InvoiceFilters => snapshot.context.filters;
export const selectIsRefreshing = (snapshot: InvoicesListSnapshot): boolean => snapshot.matches('refreshing') && snapshot.context.rows.length > 0;
export const selectMayAttach = (snapshot: InvoicesListSnapshot): boolean => snapshot.context.mayAttach;
export const selectHasNextPage = (snapshot: InvoicesListSnapshot): boolean => snapshot.context.nextCursor !== null && snapshot.matches('loaded');
export const selectIsLoadingMore = (snapshot: InvoicesListSnapshot): boolean => snapshot.matches({ loaded: 'loadingMore' });
export const selectCanLoadMore = (snapshot: InvoicesListSnapshot): boolean => snapshot.can({ type: 'list.more' });
export const selectListProblem = (snapshot: InvoicesListSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);
export const selectMoreProblem = (snapshot: InvoicesListSnapshot): string | null => (snapshot.matches({ loaded: 'moreFailed' }) ? snapshot.context.problem : null);
export const selectDownloadProblem = (snapshot: InvoicesListSnapshot): string | null => (snapshot.matches({ loaded: 'downloadFailed' }) ? snapshot.context.problem : null);
/** The order whose PDF is on its way, or null. */
export const selectDownloadingOrder = (snapshot: InvoicesListSnapshot): number | null => (snapshot.matches({ loaded: 'downloading' }) ? snapshot.context.downloadOrderId : null);

/** The order whose boleta dialog is open, or null. */
export const selectAttachingOrder = (snapshot: InvoicesListSnapshot): InvoiceOrder | null =>
  snapshot.matches({ loaded: 'attaching' }) ? (snapshot.context.rows.find((row) => row.orderId === snapshot.context.attachOrderId) ?? null) : null;
export const selectAttachForm = (snapshot: InvoicesListSnapshot): AttachFormRef | undefined => snapshot.children.attachForm;
/** The order whose boleta was just stored, or null. */
export const selectAttachedOrder = (snapshot: InvoicesListSnapshot): InvoiceOrder | null =>
  snapshot.matches({ loaded: 'attached' }) ? (snapshot.context.rows.find((row) => row.orderId === snapshot.context.attachOrderId) ?? null) : null;

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
