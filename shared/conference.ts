/**
 * The Seller Conference invitation: a modal shown to the listed sellers until the cutoff, 19
 * October 2023 at 23:30 in Santiago. Kept as data so a new edition changes only this file: the
 * cutoff instant and the invited sellers' ids.
 */

/**
 * 19 October 2023, 23:30 America/Santiago. Chile was on summer time then (UTC-3, from 3 September
 * 2023), so the instant is 20 October 2023, 02:30 UTC.
 */
export const CONFERENCE_CUTOFF = '2023-10-19T23:30:00-03:00';
export const CONFERENCE_CUTOFF_MS = Date.parse(CONFERENCE_CUTOFF);

/**
 * Ids of the sellers invited. The real members of the list were never given; the portal's own demo
 * sellers (ids 1 and 2 in a fresh database: Tienda Andes, Emporio Austral) stand for it.
 */
export const CONFERENCE_SELLER_IDS: readonly number[] = [1, 2];

/** Whether a seller is invited and the invitation still stands at `nowMs` (strictly before the cutoff). */
export function conferenceInvitationStands(sellerId: number | null, nowMs: number): boolean {
  return sellerId !== null && CONFERENCE_SELLER_IDS.includes(sellerId) && nowMs < CONFERENCE_CUTOFF_MS;
}

/** Local-storage key of the conference modal; '0' means the seller closed it. */
export const CONFERENCE_STORAGE_KEY = 'modalConference';
