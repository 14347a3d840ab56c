import type { operations } from '../../openapi/generated/users.ts';
import { grantableRolesOf } from '../../shared/users/userRules.ts';
import type { AppContext } from '../app-context.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf } from '../sellers/access.ts';
import { sellerChoices } from '../sellers/queries.ts';
import { listUsersPage } from './list.ts';
import { createUser, setUserStatus, updateUser, userDetailOf } from './save.ts';

type UsersOperationId = keyof operations & string;

/** Handlers of openapi/users.yaml; who reaches each is modules/users/permissions.json's. */
export function createUsersHandlers(context: AppContext): Required<Pick<OperationHandlers, UsersOperationId>> {
  const { db } = context;
  return {
    listUsers: async ({ query }) => ({ status: 200, body: await listUsersPage(db, query ?? {}) }),
    getUserFormOptions: async ({ session }) => {
      const sellers = await sellerChoices(db);
      return { status: 200, body: { sellers, grantableRoles: [...grantableRolesOf(callerOf(session).role)] } };
    },
    getUser: async ({ params, session }) => ({ status: 200, body: await userDetailOf(db, callerOf(session), params.userId) }),
    createUser: async ({ body, session }) => ({ status: 201, body: await createUser(context, callerOf(session), body) }),
    updateUser: async ({ params, body, session }) => ({ status: 200, body: await updateUser(context, callerOf(session), params.userId, body) }),
    setUserStatus: async ({ params, body, session }) => ({ status: 200, body: await setUserStatus(context, callerOf(session), params.userId, body.status) }),
  };
}
