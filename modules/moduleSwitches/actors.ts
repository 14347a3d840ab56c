/**
 * The side effects of the Módulos chart, built from the typed services-status client the shell
 * lends the module (`host.api.servicesStatus`, contract openapi/services-status.yaml). Every
 * failure rejects with the shared ApiError, so the chart branches on `statusCode` and keeps `code`.
 */
import { fromPromise } from 'xstate';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { SwitchRequest } from './machines/moduleSwitches.machine.ts';
import type { ModuleSwitch, ServiceStatus, SwitchChange } from './machines/moduleSwitches.types.ts';

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
