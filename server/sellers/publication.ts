/**
 * Publishing and unpublishing a seller: the one place that changes `sellers.publish`, so every
 * change is a publish-history movement with its reason and who made it (the admin's directory, and
 * any automatic job, e.g. a suspension for terms not accepted in time). Nothing else changes with
 * it: the seller's users, orders, returns and boletas stay as they are.
 */
import type { Queryable } from '../db/database.ts';

/** What {@link setPublished} did. */
export type PublicationOutcome =
  | { kind: 'changed'; movementId: number }
  /** The seller was in that state already: nothing was recorded. */
  | { kind: 'unchanged' }
  | { kind: 'notFound' };

/**
 * Leaves the seller published (`published` true) or not, recording the movement with `reason` and
 * `actor` (a user id; null for an automatic movement) at `at`. Run it inside a transaction: the
 * seller's row is locked first, so two callers at once record one movement, never two.
 * The reason is stored as given; callers check it (shared/sellers/publicationRules.ts) first.
 */
export async function setPublished(
  tx: Queryable,
  sellerId: number,
  published: boolean,
  reason: string,
  actor: number | null,
  at: Date,
): Promise<PublicationOutcome> {
  const [seller] = await tx.query<{ publish: boolean }>('select publish from sellers where id = $1 for update', [sellerId]);
  if (!seller) return { kind: 'notFound' };
  if (seller.publish === published) return { kind: 'unchanged' };
  await tx.query('update sellers set publish = $2 where id = $1', [sellerId, published]);
  const [movement] = await tx.query<{ id: number }>(
    `insert into seller_publish_history (seller_id, published, reason, created_at, created_by)
     values ($1, $2, $3, $4, $5) returning id`,
    [sellerId, published, reason, at, actor],
  );
  if (!movement) throw new Error('seller_publish_history insert returned nothing');
  return { kind: 'changed', movementId: movement.id };
}
