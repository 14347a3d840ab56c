/**
 * The Seller Conference invitation: a modal shown to the listed sellers until the cutoff. The cutoff
 * is part of the reputation rules (Configuración > Reglas; version 1 holds 19 October 2023, 23:30 in
 * Santiago), so the server sends it; the invited sellers stay here, as the rules do not hold them.
 */

/**
 * Ids of the sellers invited. The real members of the list were never given; the portal's own demo
 * sellers (ids 1 and 2 in a fresh database: Tienda Andes, Emporio Austral) stand for it.
 */
export const CONFERENCE_SELLER_IDS: readonly number[] = [1, 2];

/** Whether a seller is on the invitation's list. */
export const isConferenceInvited = (sellerId: number | null): boolean => sellerId !== null && CONFERENCE_SELLER_IDS.includes(sellerId);

/** Whether the invitation still stands at `nowMs`: strictly before the cutoff (an ISO instant). */
export const conferenceStandsAt = (cutoff: string, nowMs: number): boolean => nowMs < Date.parse(cutoff);

/** Local-storage key of the conference modal; '0' means the seller closed it. */
export const CONFERENCE_STORAGE_KEY = 'modalConference';
