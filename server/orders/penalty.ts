const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * What the marketplace charges a seller for a cancellation that is its fault (a stock break): 5% of
 * the order's total, at least $3.000. The seller's `cancel` action and the demo seed's stock breaks
 * charge it alike, so the penalties report adds up what the portal did.
 */
export function sellerCancelPenalty(total: number): number {
  return Math.max(3_000, roundTo(total * 0.05, 10));
}
