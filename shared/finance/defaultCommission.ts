/**
 * The commission an order item pays when its SKU names no product of the seller's catalogue (an
 * order of a product since deleted, or loaded outside the portal): in basis points, 1500 = 15 %.
 * The highest department rate of the demo catalogue, so an unknown category never pays less than
 * a known one would. One named table, read by the settlement computation (server/finance/).
 */
export const DEFAULT_COMMISSION = {
  /** Basis points of the item's price (with VAT). */
  basisPoints: 1500,
  /** What the line says instead of a category code. */
  label: 'sin categoría',
} as const;
