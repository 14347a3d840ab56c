import { mayOpenPath, normalisePath, routeOfPath } from '../../shared/access/routeAccess.ts';
import type { AppContext } from '../app-context.ts';
import { loadSubjectFacts } from '../auth/access-facts.ts';
import { signedIn } from '../auth/session.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { lastChanges, moduleHistory, moduleSwitchOf, publicStatuses, switchModule } from './switches.ts';

/** The first segment of a normalised path ('' for '/'). */
const firstSegmentOf = (path: string) => path.split('/')[1] ?? '';

/** Handlers of openapi/services-status.yaml. */
export function createServicesStatusHandlers(
  context: AppContext,
): Required<Pick<OperationHandlers, 'listServiceStatus' | 'updateServiceStatus' | 'getRouteAccess' | 'listModuleSwitches' | 'listModuleSwitchHistory'>> {
  return {
    listServiceStatus: async () => ({ status: 200, body: await publicStatuses(context.db) }),

    listModuleSwitches: async () => ({ status: 200, body: await lastChanges(context.db) }),

    listModuleSwitchHistory: async ({ params }) => ({ status: 200, body: await moduleHistory(context.db, params.keyModule) }),

    updateServiceStatus: async ({ params, body, session }) => ({
      status: 200,
      body: await switchModule(context.db, { keyModule: params.keyModule, change: body, by: signedIn(session).userId, now: context.clock() }),
    }),

    // The same table as the menu decides (shared/access/routeAccess.ts), with the caller's seller facts.
    getRouteAccess: async ({ query, session }) => {
      const { userId, role } = signedIn(session);
      const path = normalisePath(query.path);
      const facts = await loadSubjectFacts(context.db, userId);
      if (!mayOpenPath({ role, ...facts }, path)) throw ApiProblem.forbidden();
      const module = await moduleSwitchOf(context.db, firstSegmentOf(path));
      return {
        status: 200,
        body: {
          path,
          route: routeOfPath(path)?.path ?? null,
          module: module?.key_module ?? null,
          released: module?.released ?? true,
          active: module?.active ?? true,
        },
      };
    },
  };
}
