/**
 * The side effects of the dispatch desk's charts (the list and the actions beside it), built from the typed shipments client the shell
 * lends the module (`host.api.shipments`, contract openapi/shipments.yaml). Every failure rejects
 * with the shared ApiError, so the chart keeps its `code`.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { ManifestRequest } from './machines/dispatchActions.machine.ts';
import type { DispatchFilters } from './machines/dispatchFilters.ts';
import type { PageRequest } from './machines/dispatchList.machine.ts';
import type { DownloadedFile, MarkReadyResult, ShipmentPage } from './machines/shipments.types.ts';

/** Rows per page of the desk. */
export const PAGE_SIZE = 25;

/** The data of a successful call; the server's error body as an ApiError otherwise. */
function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

/** The file name the server gave (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** The desk's filters as the contract's query (absent filters are left out). */
export function queryOf(filters: DispatchFilters) {
  return {
    status: filters.status,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.sellerId !== null ? { sellerId: filters.sellerId } : {}),
  };
}

/** The list's actor: a page. */
export function createDispatchListActors(api: ModuleHost['api']) {
  return {
    listPage: fromPromise<ShipmentPage, PageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.shipments.GET('/v1/shipments', {
          params: { query: { ...queryOf(input.filters), ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
  };
}

/** The actions' effects: mark ready, the labels and the manifest. */
export function createDispatchActionsActors(api: ModuleHost['api']) {
  return {
    // No signal: once sent, the orders are marked even if the page is left before the answer.
    markReady: fromPromise<MarkReadyResult[], { orderIds: number[] }>(async ({ input }) =>
      dataOrThrow(await api.shipments.POST('/v1/shipments/ready', { body: { orderIds: input.orderIds } })).results,
    ),
    printLabels: fromPromise<DownloadedFile, { orderIds: number[] }>(async ({ input, signal }) => {
      const result = await api.shipments.POST('/v1/shipments/labels', { body: { orderIds: input.orderIds }, parseAs: 'blob', signal });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, 'etiquetas.pdf') };
    }),
    // No signal: a manifest recorded is a handover made, whether or not the page waits for its PDF.
    createManifest: fromPromise<DownloadedFile, ManifestRequest>(async ({ input }) => {
      const result = await api.shipments.POST('/v1/shipments/manifests', { body: { orderIds: input.orderIds, carrier: input.carrier }, parseAs: 'blob' });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, 'manifiesto.pdf') };
    }),
  };
}
