/** What the dispatch desk shows, as pure functions of its chart's snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { DispatchAction, dispatchListMachine } from './dispatchList.machine.ts';
import type { Carrier, DispatchStatus, MarkReadyResult, Shipment, StatusCounts } from './shipments.types.ts';

export type DispatchListSnapshot = SnapshotFrom<typeof dispatchListMachine>;

/** What the list's place on the page holds. */
export type ListScreen = 'loading' | 'rows' | 'empty' | 'failed';

export const selectListScreen = (snapshot: DispatchListSnapshot): ListScreen => {
  if (snapshot.matches({ browsing: 'failed' })) return 'failed';
  if (snapshot.matches({ browsing: 'empty' })) return 'empty';
  // A refresh (and an action under way) keeps the rows; with none yet, it is a first load.
  if (snapshot.context.rows.length > 0 && !snapshot.matches({ browsing: 'loading' })) return 'rows';
  return 'loading';
};

export const selectStatus = (snapshot: DispatchListSnapshot): DispatchStatus => snapshot.context.status;
export const selectSearchText = (snapshot: DispatchListSnapshot): string => snapshot.context.searchText;
export const selectRows = (snapshot: DispatchListSnapshot): Shipment[] => snapshot.context.rows;
export const selectStatusCounts = (snapshot: DispatchListSnapshot): StatusCounts | null => snapshot.context.statusCounts;
export const selectSelected = (snapshot: DispatchListSnapshot): number[] => snapshot.context.selected;
export const selectCarrier = (snapshot: DispatchListSnapshot): Carrier => snapshot.context.carrier;
export const selectResults = (snapshot: DispatchListSnapshot): MarkReadyResult[] | null => snapshot.context.results;
export const selectCanDismissResults = (snapshot: DispatchListSnapshot): boolean => snapshot.can({ type: 'results.dismiss' });

/** The tab and the search may change (nothing is being done to the chosen orders). */
export const selectCanBrowse = (snapshot: DispatchListSnapshot): boolean => snapshot.can({ type: 'filter.status', status: 'awaiting_fulfillment' });
/** Rows may be chosen. */
export const selectCanChoose = (snapshot: DispatchListSnapshot): boolean => snapshot.can({ type: 'selection.page' });

/** New rows are being asked for while the last ones stay on screen. */
export const selectIsRefreshing = (snapshot: DispatchListSnapshot): boolean => snapshot.matches({ browsing: 'refreshing' }) && snapshot.context.rows.length > 0;

export const selectHasNextPage = (snapshot: DispatchListSnapshot): boolean =>
  snapshot.context.nextCursor !== null && (snapshot.matches({ browsing: 'loaded' }) || snapshot.matches({ browsing: 'loadingMore' }));
export const selectIsLoadingMore = (snapshot: DispatchListSnapshot): boolean => snapshot.matches({ browsing: 'loadingMore' });
export const selectCanLoadMore = (snapshot: DispatchListSnapshot): boolean => snapshot.can({ type: 'list.more' });
export const selectMoreFailed = (snapshot: DispatchListSnapshot): string | null => (snapshot.matches({ browsing: { loaded: 'moreFailed' } }) ? snapshot.context.problem : null);
export const selectListProblem = (snapshot: DispatchListSnapshot): string | null => (snapshot.matches({ browsing: 'failed' }) ? snapshot.context.problem : null);

export const selectCanMarkReady = (snapshot: DispatchListSnapshot): boolean => snapshot.can({ type: 'selection.markReady' });
export const selectCanPrintLabels = (snapshot: DispatchListSnapshot): boolean => snapshot.can({ type: 'selection.labels' });
export const selectCanHandOver = (snapshot: DispatchListSnapshot): boolean => snapshot.can({ type: 'selection.manifest' });

/** Marking ready is offered at all: the user's permissions include it (customer service's do not). */
export const selectOffersMarkReady = (snapshot: DispatchListSnapshot): boolean => snapshot.context.may.markReady;

/** Handing over with a manifest is offered at all. */
export const selectOffersHandOver = (snapshot: DispatchListSnapshot): boolean => snapshot.context.may.handOver;

/** What is being done to the chosen orders, if anything. */
export const selectActionUnderWay = (snapshot: DispatchListSnapshot): DispatchAction | null => {
  if (snapshot.matches('markingReady')) return 'markReady';
  if (snapshot.matches('printingLabels')) return 'labels';
  if (snapshot.matches('handingOver')) return 'manifest';
  return null;
};

/** What failed as a whole, and the code of why. */
export const selectActionProblem = (snapshot: DispatchListSnapshot): { action: DispatchAction; code: string } | null =>
  snapshot.matches({ browsing: { loaded: 'actionFailed' } }) && snapshot.context.failedAction && snapshot.context.problem
    ? { action: snapshot.context.failedAction, code: snapshot.context.problem }
    : null;
