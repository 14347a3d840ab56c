import type { Queryable } from '../db/database.ts';
import { setPublished } from '../sellers/publication.ts';

/** "15-03-2026": how the publish history names a terms deadline. */
const historyDay = (day: string): string => day.split('-').reverse().join('-');

export const suspensionReason = (approvalLimitDate: string): string =>
  `No aceptó los términos y condiciones vigentes antes del ${historyDay(approvalLimitDate)}`;

export const LIFTED_REASON = 'Aceptó los términos y condiciones vigentes: se levanta la suspensión';

/**
 * Suspends a seller for a mandatory version it did not accept by `approvalLimitDate`: once per
 * seller and version, however many runners try at once (the row lock and the primary key). A
 * published seller is unpublished with the reason in its history; one already unpublished (never
 * published, or by another suspension) keeps its flag and history untouched. Answers whether this
 * call suspended it.
 */
export async function suspendSeller(
  tx: Queryable,
  input: { termsId: number; sellerId: number; approvalLimitDate: string; now: Date },
): Promise<boolean> {
  const [seller] = await tx.query<{ publish: boolean }>('select publish from sellers where id = $1 for update', [input.sellerId]);
  if (!seller) return false;
  // Checked under the seller's lock: an acceptance committed meanwhile wins (see liftSuspensions).
  const inserted = await tx.query(
    `insert into terms_suspensions (terms_id, seller_id, suspended_at, was_published)
     select $1, $2, $3, $4
      where not exists (select 1 from terms_acceptances a where a.terms_id = $1 and a.seller_id = $2)
     on conflict (terms_id, seller_id) do nothing returning terms_id`,
    [input.termsId, input.sellerId, input.now, seller.publish],
  );
  if (inserted.length === 0) return false;
  if (seller.publish) {
    await setPublished(tx, input.sellerId, false, suspensionReason(input.approvalLimitDate), null, input.now);
  }
  return true;
}

/**
 * Lifts the seller's suspensions that accepting `termsId` settles: those for that version and for
 * earlier versions of the same terms (a newer version replaces them). The seller is published again
 * only when one of them had unpublished it and no other suspension remains; while another remains,
 * it inherits the duty to publish the seller again when lifted.
 */
export async function liftSuspensions(tx: Queryable, input: { termsId: number; sellerId: number; now: Date }): Promise<void> {
  const [seller] = await tx.query<{ publish: boolean }>('select publish from sellers where id = $1 for update', [input.sellerId]);
  if (!seller) return;
  const lifted = await tx.query<{ was_published: boolean }>(
    `update terms_suspensions s set lifted_at = $3
       from terms t, terms accepted
      where s.seller_id = $2 and s.lifted_at is null and t.id = s.terms_id
        and accepted.id = $1 and t.key = accepted.key and t.version <= accepted.version
      returning s.was_published`,
    [input.termsId, input.sellerId, input.now],
  );
  if (!lifted.some((row) => row.was_published)) return;
  const remaining = await tx.query('update terms_suspensions set was_published = true where seller_id = $1 and lifted_at is null returning terms_id', [
    input.sellerId,
  ]);
  if (remaining.length > 0 || seller.publish) return;
  await setPublished(tx, input.sellerId, true, LIFTED_REASON, null, input.now);
}
