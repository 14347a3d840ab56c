import type { operations } from '../../openapi/generated/orders.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { isCalendarDay } from '../kit/santiagoCalendar.ts';
import { ORDER_STATUSES, statusesOf, type OrderStatus } from '../../shared/orders/lifecycle.ts';
import { visibleSellerOf } from './detail.ts';
import type { OrderFilters } from './list-query.ts';

/** The filters the list and the export share (the export adds its format, the list its paging). */
export type FilterQuery = Omit<NonNullable<operations['listOrders']['parameters']['query']>, 'cursor' | 'limit'>;

/**
 * The list's filters from its query, for this caller: a seller always sees its own orders (its
 * `sellerId` is ignored), staff every seller's or the one named. The tab and the status filter
 * combine by AND. Days are calendar days, `from` no later than `to`. `now` is the server's clock,
 * which says which promised dates have passed.
 */
export function filtersOf(query: FilterQuery, caller: Caller, now: Date): OrderFilters {
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    // Year 0 passes the contract's format but is no day of the database's calendar.
    if (day !== undefined && (!isCalendarDay(day) || day < '0001-01-01')) throw ApiProblem.validation([{ field: `query.${field}`, message: 'must be a calendar day' }]);
  }
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    throw new ApiProblem(400, 'INVALID_PERIOD', 'The period starts after it ends', { details: [{ field: 'query.from', message: 'must not be after to' }] });
  }
  let statuses: readonly OrderStatus[] | null = query.group === undefined ? null : statusesOf(query.group);
  if (query.status !== undefined) {
    const wanted = new Set(query.status);
    statuses = (statuses ?? ORDER_STATUSES).filter((status) => wanted.has(status));
  }
  // Control characters match nothing a person typed (and PostgreSQL refuses NUL in text).
  const q = (query.q ?? '').replace(/\p{Cc}/gu, '').trim();
  return {
    sellerId: caller.role === 'seller' ? visibleSellerOf(caller) : (query.sellerId ?? null),
    statuses,
    from: query.from ?? null,
    to: query.to ?? null,
    q: q === '' ? null : q,
    promisedBefore: query.overdue === true ? now : null,
  };
}
