/**
 * The side effects of the returns charts, built from the typed returns client the shell lends the
 * module (`host.api.returns`, contract openapi/returns.yaml). Every failure rejects with the shared
 * ApiError (the server's error body, or the client's own for no network and timeouts), so the
 * charts branch on `statusCode` and keep `code`.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { CsPageRequest } from './machines/csQueue.machine.ts';
import type { ReturnFilters } from './machines/returnFilters.ts';
import type { DecisionRequest, ReturnDetailInput } from './machines/returnDetail.machine.ts';
import type { ReturnsPageRequest } from './machines/returnsList.machine.ts';
import type { CsReturnPage, ReturnDetail, ReturnPage } from './machines/returns.types.ts';

/** Rows per page of the lists. */
export const PAGE_SIZE = 25;

/** The data of a successful call; the server's error body as an ApiError otherwise. */
function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

/** The list's filters as the contract's query (absent filters are left out). */
export function queryOf(filters: ReturnFilters) {
  return {
    group: filters.group,
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}

/** The return page's effects, also used by the queue for its take-over. */
function takeOver(api: ModuleHost['api']) {
  // No signal: once sent, a take-over is applied even if the page is left before the answer.
  return fromPromise<ReturnDetail, ReturnDetailInput>(async ({ input }) =>
    dataOrThrow(await api.returns.POST('/v1/returns/{returnId}/take-over', { params: { path: { returnId: input.returnId } } })),
  );
}

export function createReturnsListActors(api: ModuleHost['api']) {
  return {
    listPage: fromPromise<ReturnPage, ReturnsPageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.returns.GET('/v1/returns', {
          params: { query: { ...queryOf(input.filters), ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
  };
}

export function createReturnDetailActors(api: ModuleHost['api']) {
  return {
    loadReturn: fromPromise<ReturnDetail, ReturnDetailInput>(async ({ input, signal }) =>
      dataOrThrow(await api.returns.GET('/v1/returns/{returnId}', { params: { path: { returnId: input.returnId } }, signal })),
    ),
    // No signal: once sent, a decision is recorded even if the page is left before the answer.
    decideReturn: fromPromise<ReturnDetail, DecisionRequest>(async ({ input }) => {
      const { returnId, ...body } = input;
      return dataOrThrow(await api.returns.POST('/v1/returns/{returnId}/decision', { params: { path: { returnId } }, body }));
    }),
    takeOverReturn: takeOver(api),
  };
}

export function createCsQueueActors(api: ModuleHost['api']) {
  return {
    queuePage: fromPromise<CsReturnPage, CsPageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.returns.GET('/v1/returns/customer-service', {
          params: { query: { assignment: input.assignment, ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
    takeOverReturn: takeOver(api),
  };
}
