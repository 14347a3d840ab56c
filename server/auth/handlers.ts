import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { loadJwtPayload } from './jwt-payload.ts';
import { signIn } from './login.ts';
import { changePasswordWithLink, checkResetLink, requestPasswordReset } from './password-reset.ts';
import { revokeToken, signedIn } from './session.ts';

type AuthOperationId = 'login' | 'checkSession' | 'getSession' | 'logout' | 'forgotPassword' | 'validateResetHash' | 'changePassword';

/** Handlers of openapi/auth.yaml. */
export function createAuthHandlers(context: AppContext): Required<Pick<OperationHandlers, AuthOperationId>> {
  return {
    login: async ({ body, request }) => ({ status: 200, body: await signIn(context, body, request.ip) }),

    checkSession: async () => ({ status: 200, body: true }),

    getSession: async ({ session }) => {
      const payload = await loadJwtPayload(context.db, signedIn(session).userId);
      if (!payload) throw ApiProblem.unauthorized();
      return { status: 200, body: payload };
    },

    logout: async ({ session }) => {
      await revokeToken(context.db, context.sessionCache, signedIn(session));
      return { status: 204, body: undefined };
    },

    forgotPassword: async ({ params, request }) => {
      await requestPasswordReset(context, params.email, request.ip);
      return { status: 200, body: { result: true } };
    },

    validateResetHash: async ({ params, request }) => ({
      status: 200,
      body: await checkResetLink(context, params.hash, request.ip),
    }),

    changePassword: async ({ body, request }) => {
      await changePasswordWithLink(context, body, request.ip);
      return { status: 200, body: { result: true } };
    },
  };
}
