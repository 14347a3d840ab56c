/**
 * The side effects of the rules chart, built from the typed rules client the shell lends the module
 * (`host.api.rules`, with the session's token). Every failure rejects with the shared ApiError, so
 * the chart branches on `statusCode` and reads the per-field refusals from `details`.
 */
import { fromPromise } from 'xstate';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { RulesOverview, RulesSave, RuleVersion } from './machines/rules.types.ts';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';


export function createRulesActors(api: ModuleHost['api']) {
  return {
    loadRules: fromPromise<RulesOverview>(async ({ signal }) => dataOrThrow(await api.rules.GET('/v1/rules', { signal }))),
    loadVersion: fromPromise<RuleVersion, { version: number }>(async ({ input, signal }) =>
      dataOrThrow(await api.rules.GET('/v1/rules/versions/{version}', { params: { path: { version: input.version } }, signal })),
    ),
    // No signal: once sent, a save is stored even if the page is left before the answer.
    saveRules: fromPromise<RuleVersion, RulesSave>(async ({ input }) => dataOrThrow(await api.rules.POST('/v1/rules/versions', { body: input }))),
  };
}
