/** The contract's product shapes the module's charts and views speak of (openapi/catalog.yaml). */
import type { components } from '../../../openapi/generated/catalog.ts';

export type Product = components['schemas']['Product'];
export type ProductSummary = components['schemas']['ProductSummary'];
export type ProductPage = components['schemas']['ProductPage'];
export type ProductStatus = components['schemas']['ProductStatus'];
export type StatusCounts = components['schemas']['StatusCounts'];

/** The statuses in the order a seller meets them, as the list's tabs show them. */
export const PRODUCT_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'paused'] as const satisfies readonly ProductStatus[];

/** The list's tabs: every product, then one per status. */
export const PRODUCT_TABS = ['all', ...PRODUCT_STATUSES] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** Each tab's count: the statuses' counts under the other filters, and their sum for "Todos". */
export const tabCountsOf = (counts: StatusCounts): Record<ProductTab, number> => ({
  all: PRODUCT_STATUSES.reduce((sum, status) => sum + counts[status], 0),
  ...counts,
});
