/**
 * What a list page shows, as pure functions of any list's snapshot (for `useSelector`). Every list
 * built by `createListMachine` answers them the same way, so the kit's views read them for any module.
 */
import type { StateValue } from 'xstate';
import type { ListContext, RowId } from './list.machine.ts';

/** The part of a list's snapshot the selectors read; every list chart's snapshot is one. */
export interface ListSnapshot<TFilters = unknown, TRow = unknown, TCounts = unknown, TFormat extends string = string> {
  context: ListContext<TFilters, TRow, TCounts, TFormat>;
  matches(value: StateValue): boolean;
  can(event: { type: string; format?: string; id?: RowId }): boolean;
}

/** What the rows' place on the page holds; an empty list says whether the person narrowed it. */
export type ListScreen = 'loading' | 'rows' | 'emptyFiltered' | 'emptyUnfiltered' | 'failed';

export const selectListScreen = (snapshot: ListSnapshot): ListScreen => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ empty: 'filtered' })) return 'emptyFiltered';
  if (snapshot.matches('empty')) return 'emptyUnfiltered';
  // A refresh keeps the rows of the last filters; with none yet, it is a first load.
  if (snapshot.context.rows.length > 0 && !snapshot.matches('loading')) return 'rows';
  return 'loading';
};

export const selectFilters = <TFilters>(snapshot: ListSnapshot<TFilters>): TFilters => snapshot.context.filters;
export const selectSearchText = (snapshot: ListSnapshot): string => snapshot.context.searchText;
export const selectRows = <TRow>(snapshot: ListSnapshot<unknown, TRow>): TRow[] => snapshot.context.rows;
export const selectCounts = <TCounts>(snapshot: ListSnapshot<unknown, unknown, TCounts>): TCounts | null => snapshot.context.counts;

/** A selectable list: the keys of the chosen rows, in the order chosen. */
export const selectSelected = (snapshot: ListSnapshot): RowId[] => snapshot.context.selected;
/** A selectable list: rows may be chosen now (the list is at rest). */
export const selectCanChoose = (snapshot: ListSnapshot): boolean => snapshot.can({ type: 'selection.page' });

/** New filters are being applied while the rows of the last ones stay on screen. */
export const selectIsRefreshing = (snapshot: ListSnapshot): boolean => snapshot.matches('refreshing') && snapshot.context.rows.length > 0;
/** Nothing on screen yet: the first page (of a list or of new filters) is on its way. */
export const selectIsLoading = (snapshot: ListSnapshot): boolean => selectListScreen(snapshot) === 'loading';

/** "Cargar más" is offered: there is a next page (pressing it may also retry a failed one). */
export const selectHasNextPage = (snapshot: ListSnapshot): boolean =>
  snapshot.context.nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'));
export const selectIsLoadingMore = (snapshot: ListSnapshot): boolean => snapshot.matches('loadingMore');
export const selectCanLoadMore = (snapshot: ListSnapshot): boolean => snapshot.can({ type: 'list.more' });
/** The next page failed: the code of why. */
export const selectMoreFailed = (snapshot: ListSnapshot): string | null => (snapshot.matches({ loaded: 'moreFailed' }) ? snapshot.context.problem : null);

/** The list failed to load: the code of why. */
export const selectListProblem = (snapshot: ListSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

/** Numbered pages: the page shown, and whether the pages around it may be asked for. */
export const selectPageNumber = (snapshot: ListSnapshot<{ page: number }>): number => snapshot.context.filters.page;
/** "Página 2 de 5", once the number of rows is known and there is more than one page (or the page is past the first). */
export const selectPaging = (snapshot: ListSnapshot<{ page: number }>): { page: number; pages: number } | null => {
  const { total, pageSize, filters } = snapshot.context;
  if (total === null || pageSize === 0 || snapshot.matches('failed')) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return pages > 1 || filters.page > 1 ? { page: filters.page, pages } : null;
};
export const selectCanTurnNext = (snapshot: ListSnapshot): boolean => snapshot.can({ type: 'page.next' });
export const selectCanTurnPrevious = (snapshot: ListSnapshot): boolean => snapshot.can({ type: 'page.previous' });

/** The format being exported, or null. */
export const selectExporting = <TFormat extends string>(snapshot: ListSnapshot<unknown, unknown, unknown, TFormat>): TFormat | null =>
  snapshot.matches('exporting') ? snapshot.context.exportFormat : null;
/** Whether an export may start now (which format does not matter to the chart). */
export const selectCanExport = (snapshot: ListSnapshot): boolean => snapshot.can({ type: 'list.export' });
/** The last export failed: its format and the code of why. */
export const selectExportProblem = <TFormat extends string>(snapshot: ListSnapshot<unknown, unknown, unknown, TFormat>): { format: TFormat; code: string } | null =>
  snapshot.matches({ loaded: 'exportFailed' }) && snapshot.context.exportFormat && snapshot.context.problem
    ? { format: snapshot.context.exportFormat, code: snapshot.context.problem }
    : null;
