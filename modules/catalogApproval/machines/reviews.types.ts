/** The contract's shapes the module's charts and views speak of (openapi/catalog-approval.yaml). */
import type { components } from '../../../openapi/generated/catalog-approval.ts';
import type { components as CatalogComponents } from '../../../openapi/generated/catalog.ts';

type Schemas = components['schemas'];

export type ReviewQueueItem = Schemas['ReviewQueueItem'];
export type ReviewQueuePage = Schemas['ReviewQueuePage'];
export type Facet = Schemas['Facet'];
export type ProductReview = Schemas['ProductReview'];
export type AttributeCheck = Schemas['AttributeCheck'];
export type FieldChange = Schemas['FieldChange'];
export type DecisionRecord = Schemas['DecisionRecord'];
export type BulkApprovalResult = Schemas['BulkApprovalResult'];
export type OwnReviewItem = Schemas['OwnReviewItem'];
export type OwnReviewPage = Schemas['OwnReviewPage'];
export type ReviewStatus = Schemas['ReviewStatus'];
export type ProductStatus = CatalogComponents['schemas']['ProductStatus'];
export type RejectionReason = CatalogComponents['schemas']['RejectionReason'];
export type Offer = CatalogComponents['schemas']['Offer'];

/** What the queue's filters offer, read with each page: the sellers and categories with pending products. */
export interface QueueChoices {
  sellers: Facet[];
  categories: Facet[];
}

/** The statuses a product sent to review may have, in the order a seller follows them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'paused'] as const satisfies readonly ReviewStatus[];
