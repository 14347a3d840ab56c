/** The roles live in shared/access/roles.ts (the client's menu and the server read the same list). */
export { isRole, ROLES, type Role } from '../../shared/access/roles.ts';
