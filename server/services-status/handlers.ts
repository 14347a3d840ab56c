import type { components } from '../../openapi/generated/services-status.ts';
import { mayOpenPath, normalisePath, routeOfPath } from '../../shared/access/routeAccess.ts';
import type { AppContext } from '../app-context.ts';
import { loadSubjectFacts } from '../auth/access-facts.ts';
import { signedIn } from '../auth/session.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';

type ServiceStatus = components['schemas']['ServiceStatus'];

const COLUMNS = 'key_module, active, released, count_to_close_page, module';

/** The first segment of a normalised path ('' for '/'). */
const firstSegmentOf = (path: string) => path.split('/')[1] ?? '';

/** Handlers of openapi/services-status.yaml. */
export function createServicesStatusHandlers(
  context: AppContext,
): Required<Pick<OperationHandlers, 'listServiceStatus' | 'updateServiceStatus' | 'getRouteAccess'>> {
  return {
    listServiceStatus: async () => ({
      status: 200,
      body: await context.db.query<ServiceStatus>(`select ${COLUMNS} from services_status order by key_module`),
    }),

    updateServiceStatus: async ({ params, body }) => {
      const [updated] = await context.db.query<ServiceStatus>(
        `update services_status
            set active = $2, count_to_close_page = coalesce($3, count_to_close_page), updated_at = $4
          where key_module = $1
          returning ${COLUMNS}`,
        [params.keyModule, body.active, body.count_to_close_page ?? null, context.clock()],
      );
      if (!updated) throw ApiProblem.notFound(`Module ${params.keyModule} does not exist`);
      return { status: 200, body: updated };
    },

    // The same table as the menu decides (shared/access/routeAccess.ts), with the caller's seller facts.
    getRouteAccess: async ({ query, session }) => {
      const { userId, role } = signedIn(session);
      const path = normalisePath(query.path);
      const facts = await loadSubjectFacts(context.db, userId);
      if (!mayOpenPath({ role, ...facts }, path)) throw ApiProblem.forbidden();
      const [module] = await context.db.query<Pick<ServiceStatus, 'key_module' | 'active' | 'released'>>(
        'select key_module, active, released from services_status where key_module = $1',
        [firstSegmentOf(path)],
      );
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
