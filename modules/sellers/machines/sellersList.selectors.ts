/** What the seller directory shows, as pure functions of the list's snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { SellerFilters } from './sellerFilters.ts';
import type { sellersListMachine } from './sellersList.machine.ts';
import type { DirectorySeller } from './sellers.types.ts';

export type SellersListSnapshot = SnapshotFrom<typeof sellersListMachine>;

/** What the table's place on the page holds. */
export type ListScreen = 'loading' | 'rows' | 'empty' | 'failed';

export const selectListScreen = (snapshot: SellersListSnapshot): ListScreen => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  // A refresh keeps the rows of the last filters; with none yet, it is a first load.
  if (snapshot.context.rows.length > 0 && !snapshot.matches('loading')) return 'rows';
  return 'loading';
};

export const selectFilters = (snapshot: SellersListSnapshot): SellerFilters => snapshot.context.filters;
export const selectSearchText = (snapshot: SellersListSnapshot): string => snapshot.context.searchText;
export const selectRows = (snapshot: SellersListSnapshot): DirectorySeller[] => snapshot.context.rows;

/** New filters are being applied while the rows of the last ones stay on screen. */
export const selectIsRefreshing = (snapshot: SellersListSnapshot): boolean => snapshot.matches('refreshing') && snapshot.context.rows.length > 0;

/** "Cargar más" is offered: there is a next page (pressing it may also retry a failed one). */
export const selectHasNextPage = (snapshot: SellersListSnapshot): boolean =>
  snapshot.context.nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
export const selectIsLoadingMore = (snapshot: SellersListSnapshot): boolean => snapshot.matches('loadingMore');
export const selectCanLoadMore = (snapshot: SellersListSnapshot): boolean => snapshot.can({ type: 'list.more' });
export const selectMoreFailed = (snapshot: SellersListSnapshot): string | null => (snapshot.matches({ loaded: 'moreFailed' }) ? snapshot.context.problem : null);

/** The list failed to load: the code of why. */
export const selectListProblem = (snapshot: SellersListSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);
