/**
 * The side effects of the Módulos chart, built from the typed services-status client the shell
 * lends the module (`host.api.servicesStatus`, contract openapi/services-status.yaml). Every
 * failure rejects with the shared ApiError, so the chart branches on `statusCode` and keeps `code`.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { SwitchRequest } from './machines/moduleSwitches.machine.ts';
import type { ModuleSwitch, ServiceStatus, SwitchChange } from './machines/moduleSwitches.types.ts';

/** The data of a successful call; the server's error body as an ApiError otherwise. */
function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

export function createModuleSwitchesActors(api: ModuleHost['api']) {
  return {
    listSwitches: fromPromise<ModuleSwitch[]>(async ({ signal }) => dataOrThrow(await api.servicesStatus.GET('/services-status/switches', { signal }))),
    // No signal: once sent, a switch is stored even if the page is left before the answer.
    switchModule: fromPromise<ServiceStatus, SwitchRequest>(async ({ input }) =>
      dataOrThrow(await api.servicesStatus.PUT('/services-status/{keyModule}', { params: { path: { keyModule: input.key } }, body: input.body })),
    ),
    loadHistory: fromPromise<SwitchChange[], { key: string }>(async ({ input, signal }) =>
      dataOrThrow(await api.servicesStatus.GET('/services-status/{keyModule}/history', { params: { path: { keyModule: input.key } }, signal })),
    ),
  };
}
