/**
 * The side effects of the module's charts, built from the typed learning-guide client the shell
 * lends the module (`host.api.learningGuide`, with the session's token). Failures reject with the
 * shared ApiError; a save refused because someone saved first rejects with a GuideConflict carrying
 * their guide, which the 409 answer holds.
 */
import { fromPromise } from 'xstate';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { GuideConflict, type EditableGuide, type GuideModule, type GuideSave, type GuideSummary, type RatingsReport } from './machines/guides.types.ts';

export function createLearningGuidesActors(api: ModuleHost['api']) {
  const client = api.learningGuide;
  return {
    loadGuides: fromPromise<GuideSummary[]>(async ({ signal }) => dataOrThrow(await client.GET('/v1/learning-guides', { signal })).guides),
    loadGuide: fromPromise<EditableGuide, { module: GuideModule }>(async ({ input, signal }) =>
      dataOrThrow(await client.GET('/v1/learning-guides/{module}', { params: { path: { module: input.module } }, signal })),
    ),
    // No signal: once sent, a save is stored even if the page is left before the answer.
    saveGuide: fromPromise<EditableGuide, { module: GuideModule; body: GuideSave }>(async ({ input }) => {
      const result = await client.PUT('/v1/learning-guides/{module}', { params: { path: { module: input.module } }, body: input.body });
      if (result.response.status === 409 && result.error && 'current' in result.error) throw new GuideConflict(result.error.current);
      return dataOrThrow(result);
    }),
    loadRatings: fromPromise<RatingsReport, { module: GuideModule }>(async ({ input, signal }) =>
      dataOrThrow(await client.GET('/v1/learning-guides/{module}/ratings', { params: { path: { module: input.module } }, signal })),
    ),
  };
}
