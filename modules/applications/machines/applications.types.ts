/** The contract's shapes the module's charts and views speak of (openapi/onboarding.yaml). */
import type { components } from '../../../openapi/generated/onboarding.ts';

export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationPage = components['schemas']['ApplicationPage'];
export type ApplicationStatusCounts = components['schemas']['ApplicationStatusCounts'];
export type Application = components['schemas']['Application'];
export type ApplicationAnswer = Application['answers'][number];
export type ApplicationReview = components['schemas']['ApplicationReview'];
export type ApplicationReviewEvent = components['schemas']['ApplicationReviewEvent'];
export type ProofContentType = Application['proofFile']['contentType'];

/** The queue's statuses, in the order an application lives them (the tabs' order). */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['received', 'in_review', 'approved', 'rejected'];

/** Whether an application still waits for a decision: only then may it be approved or rejected. */
export const isUndecided = (status: ApplicationStatus): boolean => status === 'received' || status === 'in_review';
