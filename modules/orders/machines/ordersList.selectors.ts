/** What the list page shows, as pure functions of the list's snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { OrderFilters } from './orderFilters.ts';
import type { ordersListMachine } from './ordersList.machine.ts';
import type { ExportFormat, GroupCounts, OrderSummary } from './orders.types.ts';

export type OrdersListSnapshot = SnapshotFrom<typeof ordersListMachine>;

/** What the table's place on the page holds. */
export type ListScreen = 'loading' | 'rows' | 'empty' | 'failed';

export const selectListScreen = (snapshot: OrdersListSnapshot): ListScreen => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  // A refresh keeps the rows of the last filters; with none yet, it is a first load.
  if (snapshot.context.rows.length > 0 && !snapshot.matches('loading')) return 'rows';
  return 'loading';
};

export const selectFilters = (snapshot: OrdersListSnapshot): OrderFilters => snapshot.context.filters;
export const selectSearchText = (snapshot: OrdersListSnapshot): string => snapshot.context.searchText;
export const selectRows = (snapshot: OrdersListSnapshot): OrderSummary[] => snapshot.context.rows;
export const selectGroupCounts = (snapshot: OrdersListSnapshot): GroupCounts | null => snapshot.context.groupCounts;

/** New filters are being applied while the rows of the last ones stay on screen. */
export const selectIsRefreshing = (snapshot: OrdersListSnapshot): boolean => snapshot.matches('refreshing') && snapshot.context.rows.length > 0;

/** "Cargar más" is offered: there is a next page (pressing it may also retry a failed one). */
export const selectHasNextPage = (snapshot: OrdersListSnapshot): boolean => snapshot.context.nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
export const selectIsLoadingMore = (snapshot: OrdersListSnapshot): boolean => snapshot.matches('loadingMore');
export const selectCanLoadMore = (snapshot: OrdersListSnapshot): boolean => snapshot.can({ type: 'list.more' });
export const selectMoreFailed = (snapshot: OrdersListSnapshot): string | null => (snapshot.matches({ loaded: 'moreFailed' }) ? snapshot.context.problem : null);

/** The list failed to load: the code of why. */
export const selectListProblem = (snapshot: OrdersListSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

/** The format being exported, or null. */
export const selectExporting = (snapshot: OrdersListSnapshot): ExportFormat | null => (snapshot.matches('exporting') ? snapshot.context.exportFormat : null);
export const selectCanExport = (snapshot: OrdersListSnapshot): boolean => snapshot.can({ type: 'list.export', format: 'csv' });
/** The last export failed: its format and the code of why. */
export const selectExportProblem = (snapshot: OrdersListSnapshot): { format: ExportFormat; code: string } | null =>
  snapshot.matches({ loaded: 'exportFailed' }) && snapshot.context.exportFormat && snapshot.context.problem
    ? { format: snapshot.context.exportFormat, code: snapshot.context.problem }
    : null;
