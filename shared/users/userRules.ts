/**
 * The rules of a portal user's fields, the one copy the users form (modules/users) and the server
 * (server/users) both run. Each problem is a code; the form translates it under its field and the
 * server answers it as the message of a 400's detail for that field.
 */
import { emailError } from '../validation/email.ts';
import type { Role } from '../access/roles.ts';

export type UserStatus = 'active' | 'disabled';

export const USER_STATUSES = ['active', 'disabled'] as const satisfies readonly UserStatus[];

/** The roles whose users belong to a seller; every other role works for the marketplace. */
export const SELLER_ROLES: readonly Role[] = ['seller'];

export const USER_NAME_MAX_LENGTH = 100;

/** What the form holds and the server receives; '' is a choice not made yet. */
export interface UserFields {
  firstName: string;
  lastName: string;
  email: string;
  role: Role | '';
  status: UserStatus | '';
  sellerId: number | null;
}

export type UserFieldProblem =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'EMAIL_INVALID'
  | 'ROLE_REQUIRED'
  | 'STATUS_REQUIRED'
  | 'SELLER_REQUIRED'
  | 'SELLER_NOT_ALLOWED';

export type UserFieldProblems = Partial<Record<keyof UserFields, UserFieldProblem>>;

const nameProblem = (name: string): UserFieldProblem | undefined => {
  const trimmed = name.trim();
  if (trimmed === '') return 'REQUIRED';
  return trimmed.length > USER_NAME_MAX_LENGTH ? 'TOO_LONG' : undefined;
};

/** The first problem of each field (absent when it passes). */
export function userFieldProblems(fields: UserFields): UserFieldProblems {
  const problems: UserFieldProblems = {};
  const firstName = nameProblem(fields.firstName);
  if (firstName) problems.firstName = firstName;
  const lastName = nameProblem(fields.lastName);
  if (lastName) problems.lastName = lastName;
  const email = emailError(fields.email);
  if (email === 'validation.required') problems.email = 'REQUIRED';
  else if (email === 'validation.tooLong') problems.email = 'TOO_LONG';
  else if (email !== null) problems.email = 'EMAIL_INVALID';
  if (fields.role === '') problems.role = 'ROLE_REQUIRED';
  if (fields.status === '') problems.status = 'STATUS_REQUIRED';
  if (fields.role !== '') {
    const sellerRole = SELLER_ROLES.includes(fields.role);
    if (sellerRole && fields.sellerId === null) problems.sellerId = 'SELLER_REQUIRED';
    if (!sellerRole && fields.sellerId !== null) problems.sellerId = 'SELLER_NOT_ALLOWED';
  }
  return problems;
}

/**
 * Which roles a role may give, and so which users it may change (a user's current role must be one
 * of them too): admin and sysadmin every role; security every role but the two that could take the
 * portal over from it (admin, sysadmin). Every other role administers no users.
 */
export function grantableRolesOf(role: Role | string): readonly Role[] {
  if (role === 'admin' || role === 'sysadmin') return ['admin', 'seller', 'customerService', 'catalog', 'comercial', 'logistics', 'store', 'security', 'sysadmin'];
  if (role === 'security') return ['seller', 'customerService', 'catalog', 'comercial', 'logistics', 'store', 'security'];
  return [];
}
