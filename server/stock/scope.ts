/**
 * Which seller's stock a call is about. The operation table lets roles in (server/auth/permissions.ts);
 * this decides the seller: a seller's user always its own, staff the one they name. Sellers whose
 * stock comes from an integration read their levels but change them only through the integration.
 */
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from '../sellers/access.ts';
import { isIntegratedSellerType } from '../../shared/access/roles.ts';

export const fromIntegration = (): ApiProblem =>
  new ApiProblem(403, 'STOCK_FROM_INTEGRATION', "This seller's stock comes from its integration; it is read under Existencias");

const sellerRequired = (field: string): ApiProblem =>
  new ApiProblem(400, 'SELLER_REQUIRED', 'Staff name the seller whose stock this is', { details: [{ field, message: 'is required for staff' }] });

/** The seller's type, or a 404 for staff naming a seller that does not exist. */
async function sellerTypeOf(db: Queryable, sellerId: number): Promise<string | null> {
  const [row] = await db.query<{ seller_type: string | null }>('select seller_type from sellers where id = $1', [sellerId]);
  if (!row) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${sellerId} does not exist`);
  return row.seller_type;
}

export interface ScopeRules {
  /** The operation changes or loads stock in the portal: refused to sellers whose integration keeps it. */
  directLoading: boolean;
  /** Staff must name a seller (`field` says where), else null stands for every seller. */
  sellerRequired?: string;
}

/**
 * The seller a call reads or writes: a seller's own (whatever it sends), the one staff name, or null
 * for staff reading every seller's.
 */
export async function stockSellerOf(db: Queryable, caller: Caller, named: number | undefined, rules: ScopeRules): Promise<number | null> {
  if (caller.role === 'seller') {
    const own = caller.sellerId ?? 0;
    if (rules.directLoading && isIntegratedSellerType(await sellerTypeOf(db, own))) throw fromIntegration();
    return own;
  }
  if (named === undefined) {
    if (rules.sellerRequired) throw sellerRequired(rules.sellerRequired);
    return null;
  }
  await sellerTypeOf(db, named);
  return named;
}

/** Like {@link stockSellerOf} where a seller is always needed. */
export async function oneStockSeller(db: Queryable, caller: Caller, named: number | undefined, rules: Omit<ScopeRules, 'sellerRequired'> & { field: string }): Promise<number> {
  const seller = await stockSellerOf(db, caller, named, { directLoading: rules.directLoading, sellerRequired: rules.field });
  return seller!;
}

/** Whether the seller's stock comes from an integration. */
export async function isIntegratedSeller(db: Queryable, sellerId: number): Promise<boolean> {
  return isIntegratedSellerType(await sellerTypeOf(db, sellerId));
}
