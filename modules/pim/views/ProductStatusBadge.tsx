import { StatusBadge } from '../../../src/views/kit/StatusBadge.tsx';
import type { ProductStatus } from '../machines/products.types.ts';

/**
 * The colour of each status: grey is the seller's own work, orange waits for a reviewer, green sells,
 * red was refused, purple is held back by the seller. The label always says it, never the colour alone.
 */
const PALETTE: Readonly<Record<ProductStatus, string>> = { draft: 'gray', pending: 'orange', approved: 'green', rejected: 'red', paused: 'purple' };

/** A product's status with its colour and its name in the shown language. */
export function ProductStatusBadge({ status, size }: { status: ProductStatus; size?: 'sm' | 'md' | 'lg' }) {
  return <StatusBadge status={status} labelId={`pim.product.status.${status}`} palette={PALETTE[status]} size={size} />;
}
