import type { components } from '../../openapi/generated/services-status.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';

type ServiceStatus = components['schemas']['ServiceStatus'];

const COLUMNS = 'key_module, active, count_to_close_page, module';

/** Handlers of openapi/services-status.yaml. */
export function createServicesStatusHandlers(
  context: AppContext,
): Required<Pick<OperationHandlers, 'listServiceStatus' | 'updateServiceStatus'>> {
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
  };
}
