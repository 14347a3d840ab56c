/**
 * The seller types an admin may give a seller: direct loading in the portal (`pim`) and every
 * integration that loads products and stock for the seller (shared/access/roles.ts), as the
 * sign-up's product loading modes name them.
 */
import { INTEGRATED_SELLER_TYPES } from '../access/roles.ts';

export const SELLER_TYPES = ['pim', ...INTEGRATED_SELLER_TYPES] as const;

export type SellerType = (typeof SELLER_TYPES)[number];

export const isSellerType = (value: unknown): value is SellerType => (SELLER_TYPES as readonly unknown[]).includes(value);
