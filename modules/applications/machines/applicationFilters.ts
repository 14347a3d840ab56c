/**
 * The queue's filters and their place in the URL's query, so a reload, a step back or a copied
 * link shows the same page of the same tab. Reading a query never fails: whatever the queue does not
 * know is dropped.
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from './applications.types.ts';

export interface ApplicationFilters {
  /** The tab shown. */
  status: ApplicationStatus;
  /** The search applied (the box's text once the typing stopped), trimmed; '' for none. */
  q: string;
  /** The page of the tab, from 1. */
  page: number;
}

/** The longest search the contract takes. */
export const SEARCH_MAX_LENGTH = 150;

/** A fresh queue: the applications nobody has taken yet, newest first. */
export const DEFAULT_FILTERS: ApplicationFilters = { status: 'received', q: '', page: 1 };

/** The filters a query string (without '?') names; the defaults for what it does not. */
export function filtersFromQuery(search: string): ApplicationFilters {
  const query = new URLSearchParams(search);
  const status = APPLICATION_STATUSES.find((candidate) => candidate === query.get('status')) ?? DEFAULT_FILTERS.status;
  const pageText = query.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return { status, q: (query.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH), page };
}

/** The query string (without '?') of `filters`: the tab always, the search and a page past the first when there are. */
export function queryOfFilters(filters: ApplicationFilters): string {
  const query = new URLSearchParams({ status: filters.status });
  if (filters.q) query.set('q', filters.q);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}
