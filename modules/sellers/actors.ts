/**
 * The side effects of the sellers charts, built from the typed clients the shell lends the module:
 * `host.api.sellerDirectory` (openapi/seller-directory.yaml) and `host.api.documents` for a
 * seller's terms acceptances and their receipts (openapi/documents.yaml). Every failure rejects
 * with the shared ApiError, so the charts branch on `statusCode` and keep `code`.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { SellerFilters } from './machines/sellerFilters.ts';
import type { DownloadedFile, PublicationRequest, ReceiptRequest, SellerDetailInput, SellerPageData, SettingsRequest } from './machines/sellerDetail.machine.ts';
import type { SellersPageRequest } from './machines/sellersList.machine.ts';
import type { DirectoryPage, SellerRecord } from './machines/sellers.types.ts';

/** Rows per page of the list. */
export const PAGE_SIZE = 25;

/** The most acceptances a seller's page lists (one per terms version: far more than exist). */
const ACCEPTANCES_SHOWN = 100;

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

/** The list's filters as the contract's query (absent filters are left out). */
export function queryOf(filters: SellerFilters) {
  return {
    ...(filters.publish !== 'all' ? { publish: filters.publish === 'published' } : {}),
    ...(filters.sellerType ? { sellerType: filters.sellerType } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}

export function createSellersListActors(api: ModuleHost['api']) {
  return {
    listPage: fromPromise<DirectoryPage, SellersPageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.sellerDirectory.GET('/v1/seller-directory', {
          params: { query: { ...queryOf(input.filters), ...(input.cursor ? { cursor: input.cursor } : {}), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
  };
}

export function createSellerDetailActors(api: ModuleHost['api']) {
  return {
    loadSeller: fromPromise<SellerPageData, SellerDetailInput>(async ({ input, signal }) => {
      const record = dataOrThrow(await api.sellerDirectory.GET('/v1/seller-directory/{sellerId}', { params: { path: { sellerId: input.sellerId } }, signal }));
      const acceptances = dataOrThrow(
        await api.documents.GET('/document-seller/acceptances', { params: { query: { sellerId: input.sellerId, pageSize: ACCEPTANCES_SHOWN } }, signal }),
      );
      return { record, acceptances: acceptances.data };
    }),
    // No signal: once sent, a change is recorded even if the page is left before the answer.
    changePublication: fromPromise<SellerRecord, PublicationRequest>(async ({ input }) =>
      dataOrThrow(
        await api.sellerDirectory.POST('/v1/seller-directory/{sellerId}/publication', {
          params: { path: { sellerId: input.sellerId } },
          body: { publish: input.publish, reason: input.reason },
        }),
      ),
    ),
    saveSettings: fromPromise<SellerRecord, SettingsRequest>(async ({ input }) => {
      const { sellerId, ...body } = input;
      return dataOrThrow(await api.sellerDirectory.PATCH('/v1/seller-directory/{sellerId}', { params: { path: { sellerId } }, body }));
    }),
    downloadReceipt: fromPromise<DownloadedFile, ReceiptRequest>(async ({ input, signal }) => {
      const result = await api.documents.GET('/document-seller/acceptances/{acceptanceId}/receipt', {
        params: { path: { acceptanceId: input.acceptanceId } },
        parseAs: 'blob',
        signal,
      });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, `comprobante-aceptacion-${input.acceptanceId}.pdf`) };
    }),
  };
}
