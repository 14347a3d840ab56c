/**
 * The review queue's filters and their place in the address (`/catalog-approval?seller=4&from=2026-03-02`),
 * so a reload, a step back or a shared link shows the same queue. Reading an address never fails:
 * whatever it says that the queue does not know is dropped.
 */

export type QueueOrder = 'oldest' | 'newest';

export interface QueueFilters {
  /** One seller's products, or null for every seller's. */
  sellerId: number | null;
  /** One category's products, or null for every category. */
  categoryId: number | null;
  /** The Santiago days the revision was sent between (both included), or null for no bound. */
  submittedFrom: string | null;
  submittedTo: string | null;
  /** Only what has waited at least this many days, or null for everything. */
  minWaitingDays: number | null;
  /** The oldest sent first (the queue's order: first come, first reviewed), or the newest. */
  order: QueueOrder;
}

/** How long a product may be asked to have waited, as the filter offers it. */
export const WAITING_DAYS = [1, 3, 7, 14, 30] as const;

export const DEFAULT_QUEUE_FILTERS: QueueFilters = { sellerId: null, categoryId: null, submittedFrom: null, submittedTo: null, minWaitingDays: null, order: 'oldest' };

const LARGEST_ID = 2_147_483_647;
const idOf = (value: string | null): number | null => {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= LARGEST_ID ? id : null;
};

/** A calendar day as the contract writes it, and one that exists (no 30 February). */
export function dayOf(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : null;
}

/** The filters a query string (without '?') names; the defaults for what it does not. */
export function queueFiltersFromQuery(search: string): QueueFilters {
  const query = new URLSearchParams(search);
  const waiting = Number(query.get('waiting'));
  return {
    sellerId: idOf(query.get('seller')),
    categoryId: idOf(query.get('category')),
    submittedFrom: dayOf(query.get('from')),
    submittedTo: dayOf(query.get('to')),
    minWaitingDays: WAITING_DAYS.find((days) => days === waiting) ?? null,
    order: query.get('order') === 'newest' ? 'newest' : 'oldest',
  };
}

/** The query string (without '?') of `filters`: only what differs from a fresh queue. */
export function queryOfQueueFilters(filters: QueueFilters): string {
  const query = new URLSearchParams();
  if (filters.sellerId !== null) query.set('seller', String(filters.sellerId));
  if (filters.categoryId !== null) query.set('category', String(filters.categoryId));
  if (filters.submittedFrom !== null) query.set('from', filters.submittedFrom);
  if (filters.submittedTo !== null) query.set('to', filters.submittedTo);
  if (filters.minWaitingDays !== null) query.set('waiting', String(filters.minWaitingDays));
  if (filters.order !== 'oldest') query.set('order', filters.order);
  return query.toString();
}
