/**
 * The composition root of the catalogue approval module: its charts with their effects provided from
 * what the shell lends (the typed clients, navigation, the breadcrumb, the flash). Views receive the
 * provided logic and never see a client. A decision's outcome is also said in the portal's flash:
 * "Operación exitosa" when it was applied, the approval error when it was not.
 */
import { fromPromise } from 'xstate';
import type { DetailActRequest, DetailLoadRequest } from '../../machines/detail/detail.machine.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { approveAll, decide, readOwnPage, readQueuePage, readReview } from './actors.ts';
import { bulkApprovalMachine, type ChosenRevision } from './machines/bulkApproval.machine.ts';
import { ownReviewsMachine, queryOfOwnFilters, type OwnReviewFilters, type OwnReviewsPageRequest } from './machines/ownReviews.machine.ts';
import { productReviewMachine, type ReviewAction, type ReviewInput, type ReviewView } from './machines/productReview.machine.ts';
import { queryOfQueueFilters, type QueueFilters } from './machines/queueFilters.ts';
import type { RejectionValues } from './machines/rejectionForm.ts';
import { reviewQueueMachine, type QueuePageRequest } from './machines/reviewQueue.machine.ts';
import type { BulkApprovalResult, OwnReviewPage, ReviewQueuePage } from './machines/reviews.types.ts';

/** The module's one page address: the queue for the catalogue team, the own reviews for a seller. */
export const APPROVAL_PATH = '/catalog-approval';

/** The address of the list showing `query` (no '?' for a fresh list). */
export const approvalPath = (query: string): string => (query ? `${APPROVAL_PATH}?${query}` : APPROVAL_PATH);

export interface CatalogApprovalFlows {
  reviewQueue: typeof reviewQueueMachine;
  bulkApproval: typeof bulkApprovalMachine;
  productReview: typeof productReviewMachine;
  ownReviews: typeof ownReviewsMachine;
}

export function createCatalogApprovalFlows(host: ModuleHost): CatalogApprovalFlows {
  const { api } = host;
  const succeeded = () => host.flash({ type: 'success', messageId: 'catalogApproval.flash.success' });
  const failed = () => host.flash({ type: 'danger', messageId: 'catalogApproval.flash.updateApprovalError' });
  return {
    reviewQueue: reviewQueueMachine.provide({
      actors: { listPage: fromPromise<ReviewQueuePage, QueuePageRequest>(({ input, signal }) => readQueuePage(api, input, signal)) },
      actions: {
        // Replacing the entry: each filter is no page of its own, and a step back leaves the queue.
        rememberFilters: (_, { filters }: { filters: QueueFilters }) => host.navigate(approvalPath(queryOfQueueFilters(filters)), { replace: true }),
      },
    }),
    bulkApproval: bulkApprovalMachine.provide({
      // No signal: once sent, the approvals are applied even if the page is left before the answer.
      actors: { approveAll: fromPromise<BulkApprovalResult[], { items: ChosenRevision[] }>(({ input }) => approveAll(api, input.items)) },
      actions: {
        announce: (_, { results }) => (results !== null && results.every((result) => result.outcome === 'approved') ? succeeded() : failed()),
      },
    }),
    productReview: productReviewMachine.provide({
      actors: {
        load: fromPromise<ReviewView, DetailLoadRequest<ReviewInput, ReviewView>>(({ input, signal }) => readReview(api, input, signal)),
        // No signal: once sent, a decision is applied even if the page is left before the answer.
        act: fromPromise<ReviewView, DetailActRequest<ReviewInput, ReviewView, ReviewAction, RejectionValues>>(async ({ input }) => {
          try {
            const decided = await decide(api, input);
            succeeded();
            return decided;
          } catch (error) {
            failed();
            throw error;
          }
        }),
      },
      actions: {
        // The breadcrumb names the product by its title.
        announce: ({ context: { detail } }) => {
          if (detail) host.announceName(String(detail.review.productId), detail.review.content.title);
        },
      },
    }),
    ownReviews: ownReviewsMachine.provide({
      actors: { listPage: fromPromise<OwnReviewPage, OwnReviewsPageRequest>(({ input, signal }) => readOwnPage(api, input, signal)) },
      actions: {
        rememberFilters: (_, { filters }: { filters: OwnReviewFilters }) => host.navigate(approvalPath(queryOfOwnFilters(filters)), { replace: true }),
      },
    }),
  };
}
