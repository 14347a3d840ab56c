/**
 * An admin's edit of a seller's settings (its type and collector flag), made on the version of the
 * record it was read at: if they changed meanwhile, nothing is stored (409), so an admin never
 * overwrites what another one stored without seeing it. Each stored change is audited.
 */
import type { components } from '../../openapi/generated/seller-directory.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { sellerNotFound } from './record.ts';

type SettingsUpdate = components['schemas']['SellerSettingsUpdate'];

export async function updateSellerSettings(tx: Queryable, sellerId: number, update: SettingsUpdate, actor: number, at: Date): Promise<void> {
  const [seller] = await tx.query<{ seller_type: string | null; is_collector: boolean; settings_version: number }>(
    'select seller_type, is_collector, settings_version from sellers where id = $1 for update',
    [sellerId],
  );
  if (!seller) throw sellerNotFound(sellerId);
  if (seller.settings_version !== update.version) {
    throw new ApiProblem(409, 'SELLER_CHANGED_MEANWHILE', 'The seller’s settings changed since this version; read them again');
  }
  // Nothing new: no version spent and nothing to audit.
  if (seller.seller_type === update.sellerType && seller.is_collector === update.isCollector) return;
  await tx.query('update sellers set seller_type = $2, is_collector = $3, settings_version = settings_version + 1 where id = $1', [
    sellerId,
    update.sellerType,
    update.isCollector,
  ]);
  await tx.query(
    `insert into seller_settings_changes (seller_id, changed_by, changed_at, seller_type_before, seller_type_after, is_collector_before, is_collector_after)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [sellerId, actor, at, seller.seller_type, update.sellerType, seller.is_collector, update.isCollector],
  );
}
