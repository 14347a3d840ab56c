/**
 * Sellers of the types the demo seed lacks, made the way the seed makes them (a seller row, its
 * first publish-history movement when published, one seller account with the demo password), so
 * the access tests can sign in as an integrated seller, a collector, and one outside the history.
 */
import { createPasswordHasher } from '../../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts.ts';
import type { TestApp } from '../harness.ts';

export interface SellerVariant {
  email: string;
  /** A valid cleaned RUT no demo seller has. */
  documentNumber: string;
  sellerType: string;
  isCollector: boolean;
  published: boolean;
}

export const SELLER_VARIANTS = {
  /** Integrated (Centry loads its products and stock), published. */
  centry: { email: 'centry@demo.cl', documentNumber: '761234563', sellerType: 'centry', isCollector: false, published: true },
  /** Integrated collector, outside the publish history. */
  multivende: { email: 'multivende@demo.cl', documentNumber: '772345674', sellerType: 'multivende', isCollector: true, published: false },
  /** Direct-loading collector, published. */
  collector: { email: 'colector@demo.cl', documentNumber: '783456785', sellerType: 'pim', isCollector: true, published: true },
} as const satisfies Record<string, SellerVariant>;

/** Adds the seller and its account; answers the new seller's id. */
export async function addSellerVariant(t: TestApp, variant: SellerVariant): Promise<number> {
  const [seller] = await t.db.query<{ id: number }>(
    `insert into sellers (name, legal_name, document_number, commercial_email, publish, terms_conditions_signed, seller_type, is_collector, created_at)
     values ($1, $2, $3, $4, $5, true, $6, $7, now()) returning id`,
    [`Tienda ${variant.sellerType}`, `TIENDA ${variant.sellerType.toUpperCase()} SPA`, variant.documentNumber, variant.email, variant.published, variant.sellerType, variant.isCollector],
  );
  if (!seller) throw new Error(`The seller ${variant.email} was not created`);
  if (variant.published) {
    await t.db.query(`insert into seller_publish_history (seller_id, published, reason, created_at) values ($1, true, 'Alta', now())`, [seller.id]);
  }
  const hash = await createPasswordHasher().hash(DEMO_PASSWORD);
  await t.db.query(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id, active, created_at) values ($1, $2, 'Prueba', 'Integrada', 'seller', $3, true, now())`,
    [variant.email, hash, seller.id],
  );
  return seller.id;
}
