/**
 * The queue of seller applications (Configuración > Solicitudes), a list of the kit (machines/list):
 * one tab per status with its count, a search by RUT or name, and numbered pages of the newest
 * first. The module provides `listPage` and `rememberFilters` (flows.ts).
 */
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import type { ApplicationFilters } from './applicationFilters.ts';
import type { ApplicationPage, ApplicationStatus, ApplicationStatusCounts, ApplicationSummary } from './applications.types.ts';

/** The queue's own filter event; the kit adds the search, the restore, the pages and the retry. */
export type ApplicationsFilterEvent = { type: 'filter.status'; status: ApplicationStatus };

/** Every event the queue takes. */
export type ApplicationsListEvent =
  | ApplicationsFilterEvent
  | { type: 'filter.search'; text: string }
  | { type: 'filter.restore'; filters: ApplicationFilters }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'list.retry' };

/** What the page actor receives. */
export type ApplicationsPageRequest = ListPageRequest<ApplicationFilters>;

export const applicationsListMachine = createListMachine<ApplicationFilters, ApplicationSummary, ApplicationStatusCounts, ApplicationsFilterEvent, ApplicationPage>({
  id: 'applicationsList',
  paging: 'pages',
  // Another tab holds other applications: the kit shows its first page, not the page number of this one.
  filters: { 'filter.status': (filters, { status }) => ({ ...filters, status }) },
  isFiltered: (filters) => filters.q !== '',
  readPage: (page) => ({ rows: page.data, total: page.total, pageSize: page.pageSize, counts: page.counts }),
});
