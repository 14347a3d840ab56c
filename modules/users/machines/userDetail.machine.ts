/**
 * One user's page: who they are, their role, status and seller, and the history of every change
 * made to them (who, when, each field from and to). "Desactivar" (or "Activar") asks first, then
 * changes the status; disabling ends every session of the user at once. The button is offered only
 * to a person who may change this user and never on their own page (the server refuses both).
 *
 * The kit's detail chart (machines/detail) with one confirmed action. A refusal (the server's 409
 * on one's own account among them) is said on the page; the status may be asked to change again.
 */
import { createDetailMachine } from '../../../machines/detail/detail.machine.ts';
import type { UserDetail, UserStatus } from './users.types.ts';

export interface UserDetailInput {
  userId: number;
  /** The signed-in person's own user id. */
  selfId: number;
}

/** The page's one action: the status flips (active to disabled, and back). */
export type UserAction = 'status';

export const USER_ACTIONS = { status: 'confirm' } as const;

/** The status a change gives the user. */
export const nextStatusOf = (detail: UserDetail): UserStatus => (detail.user.status === 'active' ? 'disabled' : 'active');

export const userDetailMachine = createDetailMachine<UserDetailInput, UserDetail, UserAction>({
  id: 'userDetail',
  actions: USER_ACTIONS,
  allows: (detail, _action, { selfId }) => detail.grantableRoles.length > 0 && detail.user.id !== selfId,
});
