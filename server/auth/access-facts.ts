import type { Queryable } from '../db/database.ts';
import type { AccessSubject } from '../../shared/access/routeAccess.ts';

/** The seller facts the permission table filters routes by. */
export type SubjectFacts = Omit<AccessSubject, 'role'>;

/**
 * The seller facts the permission table filters by (shared/access/routeAccess.ts): the seller type,
 * the collector flag and whether the seller is in the publish history. Staff have none (all empty).
 */
export async function loadSubjectFacts(db: Queryable, userId: number): Promise<SubjectFacts> {
  const [row] = await db.query<{ seller_type: string | null; is_collector: boolean | null; in_publish_history: boolean }>(
    `select s.seller_type, s.is_collector,
            exists (select 1 from seller_publish_history h where h.seller_id = u.seller_id) as in_publish_history
       from users u left join sellers s on s.id = u.seller_id
      where u.id = $1`,
    [userId],
  );
  return {
    sellerType: row?.seller_type ?? null,
    isCollector: row?.is_collector ?? false,
    inPublishHistory: row?.in_publish_history ?? false,
  };
}
