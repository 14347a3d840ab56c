/**
 * The seller a staff list is narrowed to, as the list's address writes it (`seller=12`), shared by
 * every list with the seller filter so that a link to one works on all of them.
 */

/** The contract's ids fit in 31 bits. */
const LARGEST_ID = 2_147_483_647;
const ID = /^[1-9]\d{0,9}$/;

/** The seller an address names, or null for none or anything that is not an id. */
export function sellerIdOf(query: URLSearchParams): number | null {
  const value = query.get('seller');
  if (value === null || !ID.test(value)) return null;
  const id = Number(value);
  return id <= LARGEST_ID ? id : null;
}

/** Writes the seller into an address's query (nothing for every seller). */
export function writeSellerId(query: URLSearchParams, sellerId: number | null): void {
  if (sellerId !== null) query.set('seller', String(sellerId));
}
