/**
 * The side effects of the module's charts, built from the typed clients the shell lends it
 * (`host.api.catalogApproval`, contract openapi/catalog-approval.yaml; `host.api.catalog` for the
 * rejection reasons). Every failure rejects with the shared ApiError (the server's error body, or
 * the client's own for no network and timeouts), so the charts branch on `statusCode` and keep `code`.
 */
import type { DetailActRequest, DetailLoadRequest } from '../../machines/detail/detail.machine.ts';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { ChosenRevision } from './machines/bulkApproval.machine.ts';
import type { OwnReviewsPageRequest } from './machines/ownReviews.machine.ts';
import type { ReviewAction, ReviewInput, ReviewView } from './machines/productReview.machine.ts';
import type { QueueFilters } from './machines/queueFilters.ts';
import type { RejectionValues } from './machines/rejectionForm.ts';
import type { QueuePageRequest } from './machines/reviewQueue.machine.ts';
import type { BulkApprovalResult, OwnReviewPage, ProductReview, ReviewQueuePage } from './machines/reviews.types.ts';

type Api = ModuleHost['api'];

/** Rows per page of the lists. */
export const PAGE_SIZE = 25;

/** The contract's query of the queue's filters and the page after `cursor` (absent filters left out). */
export function queueQueryOf(filters: QueueFilters, cursor: string | null) {
  return {
    ...(filters.sellerId !== null ? { sellerId: filters.sellerId } : {}),
    ...(filters.categoryId !== null ? { categoryId: filters.categoryId } : {}),
    ...(filters.submittedFrom !== null ? { submittedFrom: filters.submittedFrom } : {}),
    ...(filters.submittedTo !== null ? { submittedTo: filters.submittedTo } : {}),
    ...(filters.minWaitingDays !== null ? { minWaitingDays: filters.minWaitingDays } : {}),
    ...(filters.order !== 'oldest' ? { order: filters.order } : {}),
    ...(cursor ? { cursor } : {}),
    limit: PAGE_SIZE,
  };
}

export const readQueuePage = async (api: Api, { filters, cursor }: QueuePageRequest, signal?: AbortSignal): Promise<ReviewQueuePage> =>
  dataOrThrow(await api.catalogApproval.GET('/v1/catalog-approval/queue', { params: { query: queueQueryOf(filters, cursor) }, ...(signal ? { signal } : {}) }));

export const readOwnPage = async (api: Api, { filters, cursor }: OwnReviewsPageRequest, signal?: AbortSignal): Promise<OwnReviewPage> =>
  dataOrThrow(
    await api.catalogApproval.GET('/v1/catalog-approval/own-products', {
      params: { query: { ...(filters.status ? { status: filters.status } : {}), ...(cursor ? { cursor } : {}), limit: PAGE_SIZE } },
      ...(signal ? { signal } : {}),
    }),
  );

/** The product's review, with the active reasons when the person may reject (a seller reads no reasons). */
export async function readReview(api: Api, { input }: DetailLoadRequest<ReviewInput, ReviewView>, signal?: AbortSignal): Promise<ReviewView> {
  const options = signal ? { signal } : {};
  const review = dataOrThrow(await api.catalogApproval.GET('/v1/catalog-approval/products/{productId}', { params: { path: { productId: input.productId } }, ...options }));
  if (!input.may.includes('reject')) return { review, reasons: [] };
  const reasons = dataOrThrow(await api.catalog.GET('/v1/catalog/rejection-reasons', options)).items;
  return { review, reasons: reasons.filter((reason) => reason.active) };
}

/** Approves or rejects the revision on screen; the product as it now is. */
export async function decide(api: Api, { input, action, detail, values }: DetailActRequest<ReviewInput, ReviewView, ReviewAction, RejectionValues>): Promise<ReviewView> {
  const path = { productId: input.productId };
  const { revision } = detail.review;
  let review: ProductReview;
  if (action === 'approve') {
    review = dataOrThrow(await api.catalogApproval.POST('/v1/catalog-approval/products/{productId}/approval', { params: { path }, body: { revision } }));
  } else {
    const note = values?.note.trim() ?? '';
    review = dataOrThrow(
      await api.catalogApproval.POST('/v1/catalog-approval/products/{productId}/rejection', {
        params: { path },
        body: { revision, reasonCode: values?.reason ?? '', ...(note ? { note } : {}) },
      }),
    );
  }
  // The reasons stay as the page read them: a decision changes the product, not the catalogue.
  return { review, reasons: detail.reasons };
}

export const approveAll = async (api: Api, items: ChosenRevision[]): Promise<BulkApprovalResult[]> =>
  dataOrThrow(await api.catalogApproval.POST('/v1/catalog-approval/bulk-approval', { body: { items: items.map(({ productId, revision }) => ({ productId, revision })) } })).results;
