/**
 * The side effects of the returns charts, built from the typed returns client the shell lends the
 * module (`host.api.returns`, contract openapi/returns.yaml). Every failure rejects with the shared
 * ApiError (the server's error body, or the client's own for no network and timeouts), so the
 * charts branch on `statusCode` and keep `code`.
 */
import { fromPromise } from 'xstate';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { CsPageRequest } from './machines/csQueue.machine.ts';
import type { ReturnFilters } from './machines/returnFilters.ts';
import type { DetailActRequest, DetailLoadRequest } from '../../machines/detail/detail.machine.ts';
import type { DecisionValues } from './machines/decisionForm.ts';
import { decisionBodyOf, type ReturnDetailInput } from './machines/returnDetail.machine.ts';
import type { ReturnsPageRequest } from './machines/returnsList.machine.ts';
import type { CsReturnPage, ReturnAction, ReturnDetail, ReturnPage } from './machines/returns.types.ts';

/** Rows per page of the lists. */
export const PAGE_SIZE = 25;

/** The list's filters as the contract's query (absent filters are left out). */
export function queryOf(filters: ReturnFilters) {
  return {
    group: filters.group,
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.sellerId !== null ? { sellerId: filters.sellerId } : {}),
  };
}

/** POST …/take-over, for the return's page and the queue. No signal: once sent, a take-over is applied even if the page is left before the answer. */
async function takeOverReturn(api: ModuleHost['api'], returnId: number): Promise<ReturnDetail> {
  return dataOrThrow(await api.returns.POST('/v1/returns/{returnId}/take-over', { params: { path: { returnId } } }));
}

/** The queue's take-over. */
function takeOver(api: ModuleHost['api']) {
  return fromPromise<ReturnDetail, ReturnDetailInput>(async ({ input }) => takeOverReturn(api, input.returnId));
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
    load: fromPromise<ReturnDetail, DetailLoadRequest<ReturnDetailInput, ReturnDetail>>(async ({ input: { input }, signal }) =>
      dataOrThrow(await api.returns.GET('/v1/returns/{returnId}', { params: { path: { returnId: input.returnId } }, signal })),
    ),
    // No signal: once sent, a decision or take-over is applied even if the page is left before the answer.
    act: fromPromise<ReturnDetail, DetailActRequest<ReturnDetailInput, ReturnDetail, ReturnAction, DecisionValues>>(async ({ input: request }) => {
      const { returnId } = request.input;
      if (request.action === 'takeOver') return takeOverReturn(api, returnId);
      return dataOrThrow(await api.returns.POST('/v1/returns/{returnId}/decision', { params: { path: { returnId } }, body: decisionBodyOf(request) }));
    }),
  };
}

export function createCsQueueActors(api: ModuleHost['api']) {
  return {
    listPage: fromPromise<CsReturnPage, CsPageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.returns.GET('/v1/returns/customer-service', {
          params: { query: { assignment: input.filters.assignment, ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
  };
}

export function createCsTakeOverActors(api: ModuleHost['api']) {
  return { takeOverReturn: takeOver(api) };
}
