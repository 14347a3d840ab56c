import type { Queryable } from '../db/database.ts';

/**
 * What the demo sellers have beyond their record: the published seller finished the tour guide long
 * ago and its manual publish movements were made by the admin; the new seller has nothing stored,
 * so its configuration answers zeros (tour guide, mailing update and landing unset).
 */
export async function seedSellerExtras(tx: Queryable, sellerIds: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const andes = sellerIds.get('andes');
  if (andes === undefined) return;
  await tx.query(
    `insert into seller_configuration (seller_id, tour_guide_status, update_mailing_data, topsort_landing_status,
                                       tour_guide_client_at, tour_guide_received_at, updated_at)
     values ($1, 1, 1, 0, $2, $2, $2)`,
    [andes, new Date(now.getTime() - 170 * 24 * 60 * 60 * 1000)],
  );
  await tx.query(
    `update seller_publish_history set created_by = (select id from users where email = 'admin@demo.cl')
      where seller_id = $1 and reason not like 'Pausa solicitada%'`,
    [andes],
  );
}
