/**
 * The side effects of the orders charts, built from the typed orders client the shell lends the
 * module (`host.api.orders`, contract openapi/orders.yaml). Every failure rejects with the shared
 * ApiError (the server's error body, or the client's own for no network and timeouts), so the
 * charts branch on `statusCode` and keep `code`.
 */
import { fromPromise } from 'xstate';
import { dataOrThrow, fileNameOf } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { OrderFilters } from './machines/orderFilters.ts';
import type { ExportRequest, PageRequest } from './machines/ordersList.machine.ts';
import type { DetailActRequest, DetailDownloadRequest, DetailLoadRequest } from '../../machines/detail/detail.machine.ts';
import type { CancelValues } from './machines/cancelForm.ts';
import { transitionBodyOf, type OrderDetailInput } from './machines/orderDetail.machine.ts';
import type { DownloadedFile, ExportFormat, OrderAction, OrderDetail, OrderPage } from './machines/orders.types.ts';

/** Rows per page of the list. */
export const PAGE_SIZE = 25;

/** The list's filters as the contract's query (absent filters are left out). */
export function queryOf(filters: OrderFilters) {
  return {
    group: filters.group,
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.sellerId !== null ? { sellerId: filters.sellerId } : {}),
    sort: filters.sort,
    direction: filters.direction,
  };
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
    load: fromPromise<OrderDetail, DetailLoadRequest<OrderDetailInput, OrderDetail>>(async ({ input: { input }, signal }) =>
      dataOrThrow(await api.orders.GET('/v1/orders/{orderId}', { params: { path: { orderId: input.orderId } }, signal })),
    ),
    // No signal: once sent, an action is applied even if the page is left before the answer.
    act: fromPromise<OrderDetail, DetailActRequest<OrderDetailInput, OrderDetail, OrderAction, CancelValues>>(async ({ input: request }) =>
      dataOrThrow(await api.orders.POST('/v1/orders/{orderId}/transitions', { params: { path: { orderId: request.input.orderId } }, body: transitionBodyOf(request) })),
    ),
    // The page's one file is its label.
    download: fromPromise<DownloadedFile, DetailDownloadRequest<OrderDetailInput, OrderDetail>>(async ({ input: { input }, signal }) => {
      const result = await api.orders.GET('/v1/orders/{orderId}/label', { params: { path: { orderId: input.orderId } }, parseAs: 'blob', signal });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, `etiqueta-${input.orderId}.pdf`) };
    }),
  };
}
