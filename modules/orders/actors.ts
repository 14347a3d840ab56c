/**
 * The side effects of the orders charts, built from the typed orders client the shell lends the
 * module (`host.api.orders`, contract openapi/orders.yaml). Every failure rejects with the shared
 * ApiError (the server's error body, or the client's own for no network and timeouts), so the
 * charts branch on `statusCode` and keep `code`.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { OrderFilters } from './machines/orderFilters.ts';
import type { ExportRequest, PageRequest } from './machines/ordersList.machine.ts';
import type { OrderDetailInput, TransitionRequest } from './machines/orderDetail.machine.ts';
import type { DownloadedFile, ExportFormat, OrderDetail, OrderPage } from './machines/orders.types.ts';

/** Rows per page of the list. */
export const PAGE_SIZE = 25;

/** The data of a successful call; the server's error body as an ApiError otherwise. */
function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

/** The list's filters as the contract's query (absent filters are left out). */
export function queryOf(filters: OrderFilters) {
  return {
    group: filters.group,
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    sort: filters.sort,
    direction: filters.direction,
  };
}

/** The file name the server gave (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

const EXPORT_FALLBACK: Record<ExportFormat, string> = { csv: 'ordenes.csv', xlsx: 'ordenes.xlsx' };

/** The list's actors: a page, and the export as a file. */
export function createOrdersListActors(api: ModuleHost['api']) {
  return {
    listPage: fromPromise<OrderPage, PageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.orders.GET('/v1/orders', {
          params: { query: { ...queryOf(input.filters), ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
    exportOrders: fromPromise<DownloadedFile, ExportRequest>(async ({ input, signal }) => {
      const result = await api.orders.GET('/v1/orders/export', { params: { query: { ...queryOf(input.filters), format: input.format } }, parseAs: 'blob', signal });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, EXPORT_FALLBACK[input.format]) };
    }),
  };
}

/** The order page's actors: the order, an action, and the label as a file. */
export function createOrderDetailActors(api: ModuleHost['api']) {
  return {
    loadOrder: fromPromise<OrderDetail, OrderDetailInput>(async ({ input, signal }) =>
      dataOrThrow(await api.orders.GET('/v1/orders/{orderId}', { params: { path: { orderId: input.orderId } }, signal })),
    ),
    // No signal: once sent, an action is applied even if the page is left before the answer.
    transitionOrder: fromPromise<OrderDetail, TransitionRequest>(async ({ input }) => {
      const { orderId, ...body } = input;
      return dataOrThrow(await api.orders.POST('/v1/orders/{orderId}/transitions', { params: { path: { orderId } }, body }));
    }),
    printLabel: fromPromise<DownloadedFile, OrderDetailInput>(async ({ input, signal }) => {
      const result = await api.orders.GET('/v1/orders/{orderId}/label', { params: { path: { orderId: input.orderId } }, parseAs: 'blob', signal });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, `etiqueta-${input.orderId}.pdf`) };
    }),
  };
}
