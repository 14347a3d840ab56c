import type { components } from '../../openapi/generated/auth.ts';

export type Role = components['schemas']['Role'];

/** Every role of the contract's Role enum (spec section 6). */
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
