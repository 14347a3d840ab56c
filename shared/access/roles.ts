/**
 * The portal's roles, shared by the server (who may call what), the client (what the menu and
 * routes show) and the access table (shared/access/routeAccess.ts).
 */
import type { components } from '../../openapi/generated/auth.ts';

export type Role = components['schemas']['Role'];

/** Every role of the contract's Role enum (openapi/auth.yaml). */
export const ROLES = [
  'admin',
  'seller',
  'customerService',
  'catalog',
  'comercial',
  'logistics',
  'store',
  'security',
  'sysadmin',
] as const satisfies readonly Role[];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/**
 * Seller types that load products and stock through an integration (the loading modes of
 * shared/onboarding/productLoadingModes.ts other than direct loading `pim`). Sellers of these types
 * get the external list of routes.
 */
export const INTEGRATED_SELLER_TYPES = [
  'centry',
  'multivende',
  'yuju',
  'starkoms',
  'producteca',
  'ecomexperts',
  'ecomsur',
  'astroselling',
  'relbase',
  'anymarket',
  'pivot',
  'ventiapp',
  'defontana',
  'velocity',
  'beFlow',
] as const;

/** A seller type of an integration (centry, multivende...); direct loading (`pim`) and none are not. */
export const isIntegratedSellerType = (sellerType: string | null): boolean =>
  sellerType !== null && (INTEGRATED_SELLER_TYPES as readonly string[]).includes(sellerType);
