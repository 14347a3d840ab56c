/**
 * The users contract's shapes, named once for the module's charts and views (views never import
 * the generated contract themselves).
 */
import type { components } from '../../../openapi/generated/users.ts';

export type UserSummary = components['schemas']['UserSummary'];
export type UserPage = components['schemas']['UserPage'];
export type UserDetail = components['schemas']['UserDetail'];
export type UserEvent = components['schemas']['UserEvent'];
export type UserChange = components['schemas']['UserChange'];
export type UserInput = components['schemas']['UserInput'];
export type UserFormOptions = components['schemas']['UserFormOptions'];
export type SellerOption = components['schemas']['SellerOption'];
export type { Role } from '../../../shared/access/roles.ts';
export type { UserStatus } from '../../../shared/users/userRules.ts';
