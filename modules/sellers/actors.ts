/**
 * The side effects of the sellers charts, built from the typed clients the shell lends the module:
 * `host.api.sellerDirectory` (openapi/seller-directory.yaml) and `host.api.documents` for a
 * seller's terms acceptances and their receipts (openapi/documents.yaml). Every failure rejects
 * with the shared ApiError, so the charts branch on `statusCode` and keep `code`.
 */
import { fromPromise } from 'xstate';
import { dataOrThrow, fileNameOf } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { SellerFilters } from './machines/sellerFilters.ts';
import type { DetailActRequest, DetailDownloadRequest, DetailLoadRequest } from '../../machines/detail/detail.machine.ts';
import type { PublicationValues } from './machines/publicationForm.ts';
import { publicationBodyOf, settingsBodyOf, type DownloadedFile, type SellerAction, type SellerDetailInput, type SellerPageData } from './machines/sellerDetail.machine.ts';
import type { SettingsValues } from './machines/settingsForm.ts';
import type { SellersPageRequest } from './machines/sellersList.machine.ts';
import type { DirectoryPage } from './machines/sellers.types.ts';

/** Rows per page of the list. */
export const PAGE_SIZE = 25;

/** The most acceptances a seller's page lists (one per terms version: far more than exist). */
const ACCEPTANCES_SHOWN = 100;

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
    load: fromPromise<SellerPageData, DetailLoadRequest<SellerDetailInput, SellerPageData>>(async ({ input: { input }, signal }) => {
      const record = dataOrThrow(await api.sellerDirectory.GET('/v1/seller-directory/{sellerId}', { params: { path: { sellerId: input.sellerId } }, signal }));
      const acceptances = dataOrThrow(
        await api.documents.GET('/document-seller/acceptances', { params: { query: { sellerId: input.sellerId, pageSize: ACCEPTANCES_SHOWN } }, signal }),
      );
      return { record, acceptances: acceptances.data };
    }),
    // No signal: once sent, a change is recorded even if the page is left before the answer.
    // Each answers the record as it now is; the acceptances stay as read.
    act: fromPromise<SellerPageData, DetailActRequest<SellerDetailInput, SellerPageData, SellerAction, PublicationValues | SettingsValues>>(async ({ input: request }) => {
      const path = { params: { path: { sellerId: request.input.sellerId } } };
      const record =
        request.action === 'publication'
          ? dataOrThrow(await api.sellerDirectory.POST('/v1/seller-directory/{sellerId}/publication', { ...path, body: publicationBodyOf(request) }))
          : dataOrThrow(await api.sellerDirectory.PATCH('/v1/seller-directory/{sellerId}', { ...path, body: settingsBodyOf(request) }));
      return { ...request.detail, record };
    }),
    // The page's files are its acceptances' receipts, each named by the acceptance's id.
    download: fromPromise<DownloadedFile, DetailDownloadRequest<SellerDetailInput, SellerPageData>>(async ({ input: { file: acceptanceId }, signal }) => {
      const result = await api.documents.GET('/document-seller/acceptances/{acceptanceId}/receipt', {
        params: { path: { acceptanceId } },
        parseAs: 'blob',
        signal,
      });
      return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, `comprobante-aceptacion-${acceptanceId}.pdf`) };
    }),
  };
}
