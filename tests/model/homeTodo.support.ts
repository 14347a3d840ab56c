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

export const homeTodoHandlers = (figures: HomeTodoFigures, revoked: { token: boolean } = { token: false }) => {
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
  ];
};
