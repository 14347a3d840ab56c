/**
 * Whose row it is, for staff. A seller's lists hold only its own rows, so it never sees this column;
 * admin, customer service and logistics follow every seller's orders, and a row without its seller
 * reads as if it were theirs. Put right after the column that names the row.
 */
import type { ResultColumn } from './ResultRows.tsx';

/** The seller column, for a viewer who is not a seller (`viewerSellerId` null); none for a seller. */
export function sellerColumn<TRow extends { sellerName: string }>(viewerSellerId: number | null): ResultColumn<TRow>[] {
  if (viewerSellerId !== null) return [];
  return [{ header: 'kit.list.seller', cell: (row) => row.sellerName }];
}
