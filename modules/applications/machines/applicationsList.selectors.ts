/** What the queue shows, as pure functions of its snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { ApplicationFilters } from './applicationFilters.ts';
import type { applicationsListMachine } from './applicationsList.machine.ts';
import type { ApplicationStatusCounts, ApplicationSummary } from './applications.types.ts';

export type ApplicationsListSnapshot = SnapshotFrom<typeof applicationsListMachine>;

/** What the table's place on the page holds. */
export type ListScreen = 'loading' | 'rows' | 'empty' | 'failed';

export const selectListScreen = (snapshot: ApplicationsListSnapshot): ListScreen => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  // A refresh keeps the rows of the last filters; with none yet, it is a first load.
  if (snapshot.context.rows.length > 0 && !snapshot.matches('loading')) return 'rows';
  return 'loading';
};

export const selectFilters = (snapshot: ApplicationsListSnapshot): ApplicationFilters => snapshot.context.filters;
export const selectSearchText = (snapshot: ApplicationsListSnapshot): string => snapshot.context.searchText;
export const selectRows = (snapshot: ApplicationsListSnapshot): ApplicationSummary[] => snapshot.context.rows;
export const selectCounts = (snapshot: ApplicationsListSnapshot): ApplicationStatusCounts | null => snapshot.context.counts;

/** New filters are being applied while the rows of the last ones stay on screen. */
export const selectIsRefreshing = (snapshot: ApplicationsListSnapshot): boolean => snapshot.matches('refreshing') && snapshot.context.rows.length > 0;

/** "Página 2 de 5", once the tab's size is known and it has more than one page. */
export const selectPaging = (snapshot: ApplicationsListSnapshot): { page: number; pages: number } | null => {
  const { total, pageSize, filters } = snapshot.context;
  if (total === null || snapshot.matches('failed')) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return pages > 1 || filters.page > 1 ? { page: filters.page, pages } : null;
};
export const selectCanGoNext = (snapshot: ApplicationsListSnapshot): boolean => snapshot.can({ type: 'page.next' });
export const selectCanGoBack = (snapshot: ApplicationsListSnapshot): boolean => snapshot.can({ type: 'page.previous' });

/** The queue failed to load: the code of why. */
export const selectListProblem = (snapshot: ApplicationsListSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);
