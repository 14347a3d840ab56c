/**
 * The users search and its place in the address (`/users?name=…&role=…`), so a reload, a step back
 * from a user or a copied link shows the same search. Reading an address never fails: whatever the
 * search does not know is dropped, and what is left is searched for.
 */
import { isRole } from '../../../shared/access/roles.ts';
import { USER_STATUSES } from '../../../shared/users/userRules.ts';
import { EMPTY_SEARCH, type UserSearch } from './searchForm.ts';

/** The fields' lengths, as the search inputs take them. */
const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

/** The search a query string (without '?') names; the empty search (everyone) for what it does not. */
export function searchFromQuery(query: string): UserSearch {
  const params = new URLSearchParams(query);
  const role = params.get('role');
  const status = USER_STATUSES.find((candidate) => candidate === params.get('status'));
  const sellerId = params.get('sellerId') ?? '';
  return {
    name: (params.get('name') ?? '').trim().slice(0, NAME_MAX_LENGTH),
    email: (params.get('email') ?? '').trim().slice(0, EMAIL_MAX_LENGTH),
    role: isRole(role) ? role : EMPTY_SEARCH.role,
    status: status ?? EMPTY_SEARCH.status,
    sellerId: /^[1-9]\d{0,9}$/.test(sellerId) ? sellerId : EMPTY_SEARCH.sellerId,
  };
}

/** The query string (without '?') of a search: only the fields it names, trimmed; '' for everyone. */
export function queryOfSearch(search: UserSearch): string {
  const params = new URLSearchParams();
  if (search.name.trim()) params.set('name', search.name.trim());
  if (search.email.trim()) params.set('email', search.email.trim());
  if (search.role) params.set('role', search.role);
  if (search.status) params.set('status', search.status);
  if (search.sellerId) params.set('sellerId', search.sellerId);
  return params.toString();
}

/** The list's address for a search. */
export const listPathOf = (search: UserSearch): string => {
  const query = queryOfSearch(search);
  return query ? `/users?${query}` : '/users';
};
