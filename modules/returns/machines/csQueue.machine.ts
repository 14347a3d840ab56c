/**
 * Customer service's queue of escalated returns (Configuración > Devoluciones escaladas), a list of
 * the kit (machines/list) without a search box: one tab per view with its count, those nobody took
 * over yet and those the signed-in user took over ("Mis casos"), newest escalation first, paged by
 * keyset ("Cargar más"). The view lives in the URL (`?assignment=mine`). The module provides
 * `listPage` and `rememberFilters` (flows.ts); taking a return over is the chart beside it
 * (csTakeOver.machine.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import type { CsAssignment, CsReturnPage, CsReturnSummary } from './returns.types.ts';

/** The queue's filters: its view. */
export interface CsQueueFilters {
  assignment: CsAssignment;
}

/** The views, in the order of their tabs. */
export const CS_ASSIGNMENTS: readonly CsAssignment[] = ['unassigned', 'mine'];

/** The view a query names ("Sin asignar" unless it says `assignment=mine`). */
export const csFiltersFromQuery = (search: string): CsQueueFilters => ({
  assignment: new URLSearchParams(search).get('assignment') === 'mine' ? 'mine' : 'unassigned',
});

/** The query of a view (empty for the first, "Sin asignar"). */
export const queryOfCsFilters = ({ assignment }: CsQueueFilters): string => (assignment === 'mine' ? 'assignment=mine' : '');

/** The queue's own filter event: the other view (tab). */
export type CsQueueFilterEvent = { type: 'filter.assignment'; assignment: CsAssignment };

/** Every event the queue takes. */
export type CsQueueEvent = CsQueueFilterEvent | { type: 'filter.restore'; filters: CsQueueFilters } | { type: 'list.more' } | { type: 'list.retry' };

/** What the page actor receives: the view, and the cursor of the page after the rows on screen. */
export type CsPageRequest = ListPageRequest<CsQueueFilters>;

export const csQueueMachine = createListMachine<CsQueueFilters, CsReturnSummary, CsReturnPage['assignmentCounts'], CsQueueFilterEvent, CsReturnPage>({
  id: 'csQueue',
  paging: 'keyset',
  search: false,
  filters: { 'filter.assignment': (filters, { assignment }) => ({ ...filters, assignment }) },
  // No `isFiltered`: a view is a tab, not a narrowing, and each has its own empty message.
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: page.assignmentCounts }),
});
