/**
 * The lists behind the home's "what needs doing now" panel, answered with figures a test writes:
 * each count is a list's own (the orders' and returns' tabs, the boletas' states), asked for with a
 * page of one row, so the answers carry no rows.
 */
import { HttpResponse } from 'msw';
import { http } from '../support/http.ts';

export interface HomeTodoFigures {
  toPrepare: number;
  late: number;
  toReview: number;
  withoutBoleta: number;
}

/** A staff home's queues. */
export interface StaffQueueFigures {
  received: number;
  inReview: number;
  unassigned: number;
  mine: number;
}

const NONE_WAITING: StaffQueueFigures = { received: 0, inReview: 0, unassigned: 0, mine: 0 };

export const homeTodoHandlers = (figures: HomeTodoFigures, revoked: { token: boolean } = { token: false }, queues: StaffQueueFigures = NONE_WAITING) => {
  const unauthorized = () => HttpResponse.json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 });
  return [
    http.orders.get('/v1/orders', ({ request, response }) => {
      if (revoked.token) return response.untyped(unauthorized());
      const toPrepare = new URL(request.url).searchParams.get('overdue') === 'true' ? figures.late : figures.toPrepare;
      return response(200).json({ items: [], nextCursor: null, groupCounts: { toPrepare, readyToShip: 4, inTransit: 7, delivered: 120, incidents: 1, closed: 9 } });
    }),
    http.returns.get('/v1/returns', ({ response }) =>
      revoked.token
        ? response.untyped(unauthorized())
        : response(200).json({ items: [], nextCursor: null, groupCounts: { toReview: figures.toReview, onTheWay: 2, decided: 5, closed: 11 } }),
    ),
    http.invoices.get('/v1/invoices', ({ response }) =>
      revoked.token
        ? response.untyped(unauthorized())
        : response(200).json({ items: [], nextCursor: null, stateCounts: { pending: figures.withoutBoleta, attached: 130 } }),
    ),
    http.onboarding.get('/v1/onboarding/applications', ({ response }) =>
      revoked.token
        ? response.untyped(unauthorized())
        : response(200).json({ data: [], page: 1, pageSize: 1, total: queues.received, counts: { received: queues.received, in_review: queues.inReview, approved: 40, rejected: 6 } }),
    ),
    http.returns.get('/v1/returns/customer-service', ({ response }) =>
      revoked.token
        ? response.untyped(unauthorized())
        : response(200).json({ items: [], nextCursor: null, assignmentCounts: { unassigned: queues.unassigned, mine: queues.mine } }),
    ),
  ];
};
