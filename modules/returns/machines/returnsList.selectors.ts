/** What the returns list shows, as pure functions of the list's snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { ReturnFilters } from './returnFilters.ts';
import type { returnsListMachine } from './returnsList.machine.ts';
import type { GroupCounts, ReturnSummary } from './returns.types.ts';

export type ReturnsListSnapshot = SnapshotFrom<typeof returnsListMachine>;

/** What the table's place on the page holds. */
export type ListScreen = 'loading' | 'rows' | 'empty' | 'failed';

export const selectListScreen = (snapshot: ReturnsListSnapshot): ListScreen => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  // A refresh keeps the rows of the last filters; with none yet, it is a first load.
  if (snapshot.context.rows.length > 0 && !snapshot.matches('loading')) return 'rows';
  return 'loading';
};

export const selectFilters = (snapshot: ReturnsListSnapshot): ReturnFilters => snapshot.context.filters;
export const selectSearchText = (snapshot: ReturnsListSnapshot): string => snapshot.context.searchText;
export const selectRows = (snapshot: ReturnsListSnapshot): ReturnSummary[] => snapshot.context.rows;
export const selectGroupCounts = (snapshot: ReturnsListSnapshot): GroupCounts | null => snapshot.context.groupCounts;

/** New filters are being applied while the rows of the last ones stay on screen. */
export const selectIsRefreshing = (snapshot: ReturnsListSnapshot): boolean => snapshot.matches('refreshing') && snapshot.context.rows.length > 0;

/** "Cargar más" is offered: there is a next page (pressing it may also retry a failed one). */
export const selectHasNextPage = (snapshot: ReturnsListSnapshot): boolean =>
  snapshot.context.nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
export const selectIsLoadingMore = (snapshot: ReturnsListSnapshot): boolean => snapshot.matches('loadingMore');
export const selectCanLoadMore = (snapshot: ReturnsListSnapshot): boolean => snapshot.can({ type: 'list.more' });
export const selectMoreFailed = (snapshot: ReturnsListSnapshot): string | null => (snapshot.matches({ loaded: 'moreFailed' }) ? snapshot.context.problem : null);

/** The list failed to load: the code of why. */
export const selectListProblem = (snapshot: ReturnsListSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);
