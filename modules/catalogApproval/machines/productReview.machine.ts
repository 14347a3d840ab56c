/**
 * A product under review (/catalog-approval/<id>): the working revision as a buyer would see it, its
 * values checked against its category's rules, what it changes from the revision on sale, and every
 * decision taken on it; for the catalogue team, its decision: approve it (asked first: it goes on
 * sale) or reject it (a dialog asks why). A seller reads its own product's review and decides
 * nothing.
 *
 * The kit's detail chart (machines/detail). Approving is offered only while the revision meets its
 * category's rules (the server refuses it otherwise). A decision the server refuses because the
 * revision was decided or changed meanwhile (another reviewer, a double click) is a 409: the page
 * says so and reads the product again, showing it as it now is.
 */
import { createDetailMachine, hasStatus } from '../../../machines/detail/detail.machine.ts';
import { EMPTY_REJECTION, rejectionFormMachine } from './rejectionForm.ts';
import type { ProductReview, RejectionReason } from './reviews.types.ts';

export type ReviewAction = 'approve' | 'reject';

export interface ReviewInput {
  productId: number;
  /** The decisions the person's permissions grant (none for a seller). */
  may: readonly ReviewAction[];
}

/** The product as the page shows it, with the reasons a rejection may give (the active ones; none for a seller). */
export interface ReviewView {
  review: ProductReview;
  reasons: RejectionReason[];
}

/** Every action of the page, in the order of its buttons, and how it asks. */
export const REVIEW_ACTIONS = { approve: 'confirm', reject: 'form' } as const satisfies Record<ReviewAction, 'confirm' | 'form'>;

/** Whether the product, as the server last answered it, offers the decision to the person. */
export function allowsReview({ review }: ReviewView, action: ReviewAction, { may }: Pick<ReviewInput, 'may'>): boolean {
  if (!may.includes(action) || review.status !== 'pending') return false;
  return action === 'reject' || review.problems.length === 0;
}

export const productReviewMachine = createDetailMachine<ReviewInput, ReviewView, ReviewAction, typeof rejectionFormMachine>({
  id: 'productReview',
  actions: REVIEW_ACTIONS,
  allows: allowsReview,
  form: {
    machine: rejectionFormMachine,
    // A refused send brings back what was chosen, its errors shown.
    start: (_action, { reasons }, draft) => {
      const facts = { reasons: reasons.map((reason) => reason.code) };
      return draft ? { values: draft, facts, touched: { reason: true, note: true } as const } : { values: EMPTY_REJECTION, facts };
    },
  },
  // Decided or changed meanwhile (REVIEW_ALREADY_DECIDED, REVISION_CHANGED, NOT_PENDING, RULES_NOT_MET).
  isConflict: hasStatus(409),
});
