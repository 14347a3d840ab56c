import type { Queryable } from '../db/database.ts';

export interface PublishMovement {
  sellerId: number;
  published: boolean;
  /** Why, in Spanish, as admins read it in the seller's publish history. */
  reason: string;
  now: Date;
  /** The user who made it; null for an automatic movement (a scheduled job). */
  createdBy: number | null;
}

/**
 * Publishes or unpublishes a seller and records the movement in its publish history, in the
 * caller's transaction (the flag and its history never disagree). Call it with the seller's row
 * locked when the decision depended on the current flag.
 */
export async function recordPublishMovement(db: Queryable, movement: PublishMovement): Promise<void> {
  await db.query('update sellers set publish = $2 where id = $1', [movement.sellerId, movement.published]);
  await db.query('insert into seller_publish_history (seller_id, published, reason, created_at, created_by) values ($1, $2, $3, $4, $5)', [
    movement.sellerId,
    movement.published,
    movement.reason,
    movement.now,
    movement.createdBy,
  ]);
}
