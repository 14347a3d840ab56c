/**
 * The side effects of the applications charts, built from the typed onboarding client the shell
 * lends the module (`host.api.onboardingLookups`: the onboarding contract on {api}, with the
 * session's token). Every failure rejects with the shared ApiError (the server's error body, or the
 * client's own for no network and timeouts), so the charts branch on `statusCode` and keep `code`.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { ApplicationDetailInput, LoadedApplication, RejectionRequest } from './machines/applicationDetail.machine.ts';
import type { ApplicationsPageRequest } from './machines/applicationsList.machine.ts';
import type { ApplicationPage, ApplicationReview } from './machines/applications.types.ts';

/** Rows per page of the queue. */
export const PAGE_SIZE = 20;

/** The data of a successful call; the server's error body as an ApiError otherwise. */
function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

type Api = ModuleHost['api'];
const pathOf = (applicationId: string) => ({ params: { path: { applicationId } } });

export function createApplicationsListActors(api: Api) {
  return {
    listPage: fromPromise<ApplicationPage, ApplicationsPageRequest>(async ({ input, signal }) => {
      const { status, q, page } = input.filters;
      return dataOrThrow(
        await api.onboardingLookups.GET('/v1/onboarding/applications', {
          params: { query: { status, ...(q ? { q } : {}), page, pageSize: PAGE_SIZE } },
          signal,
        }),
      );
    }),
  };
}

export function createApplicationDetailActors(api: Api) {
  const review = async (applicationId: string, signal?: AbortSignal): Promise<ApplicationReview> =>
    dataOrThrow(await api.onboardingLookups.GET('/v1/onboarding/applications/{applicationId}/review', { ...pathOf(applicationId), ...(signal ? { signal } : {}) }));
  return {
    loadApplication: fromPromise<LoadedApplication, ApplicationDetailInput>(async ({ input, signal }) => {
      const [application, currentReview, file] = await Promise.all([
        api.onboardingLookups.GET('/v1/onboarding/applications/{applicationId}', { ...pathOf(input.applicationId), signal }).then(dataOrThrow),
        review(input.applicationId, signal),
        api.onboardingLookups
          .GET('/v1/onboarding/applications/{applicationId}/proof-file', { ...pathOf(input.applicationId), parseAs: 'arrayBuffer', signal })
          .then(dataOrThrow),
      ]);
      // The type is the one the server checked on arrival (the file's first bytes), never what the answer claims.
      return { application, review: currentReview, proof: new Blob([file], { type: application.proofFile.contentType }) };
    }),
    loadReview: fromPromise<ApplicationReview, ApplicationDetailInput>(async ({ input, signal }) => review(input.applicationId, signal)),
    // No signal on the decisions: once sent, a decision is recorded even if the page is left before the answer.
    startReview: fromPromise<ApplicationReview, ApplicationDetailInput>(async ({ input }) =>
      dataOrThrow(await api.onboardingLookups.POST('/v1/onboarding/applications/{applicationId}/review', pathOf(input.applicationId))),
    ),
    approveApplication: fromPromise<ApplicationReview, ApplicationDetailInput>(async ({ input }) =>
      dataOrThrow(await api.onboardingLookups.POST('/v1/onboarding/applications/{applicationId}/approve', pathOf(input.applicationId))),
    ),
    rejectApplication: fromPromise<ApplicationReview, RejectionRequest>(async ({ input }) =>
      dataOrThrow(
        await api.onboardingLookups.POST('/v1/onboarding/applications/{applicationId}/reject', { ...pathOf(input.applicationId), body: { reason: input.reason } }),
      ),
    ),
  };
}
