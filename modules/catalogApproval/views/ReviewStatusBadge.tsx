import { StatusBadge } from '../../../src/views/kit/StatusBadge.tsx';
import type { ProductStatus } from '../machines/reviews.types.ts';

/**
 * The colour of each status, as the products list paints it: orange waits for a reviewer, green
 * sells, red was refused, purple is held back by its seller. The name always says it.
 */
const PALETTE: Readonly<Record<ProductStatus, string>> = { draft: 'gray', pending: 'orange', approved: 'green', rejected: 'red', paused: 'purple' };

/** A product's status with its colour and its name in the shown language (never its code). */
export function ReviewStatusBadge({ status, size }: { status: ProductStatus; size?: 'sm' | 'md' | 'lg' }) {
  return <StatusBadge status={status} labelId={`catalogApproval.status.${status}`} palette={PALETTE[status]} size={size} />;
}
