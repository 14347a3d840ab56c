/**
 * The side effects of the applications charts, built from the typed onboarding client the shell
 * lends the module (`host.api.onboardingLookups`: the onboarding contract on {api}, with the
 * session's token). Every failure rejects with the shared ApiError (the server's error body, or the
 * client's own for no network and timeouts), so the charts branch on `statusCode` and keep `code`.
 */
import { fromPromise } from 'xstate';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { DetailActRequest, DetailLoadRequest } from '../../machines/detail/detail.machine.ts';
import type { ApplicationAction, ApplicationDetailInput, LoadedApplication } from './machines/applicationDetail.machine.ts';
import { EMPTY_REJECTION, type RejectValues } from './machines/rejectForm.ts';
import type { ApplicationsPageRequest } from './machines/applicationsList.machine.ts';
import type { ApplicationPage, ApplicationReview } from './machines/applications.types.ts';

/** Rows per page of the queue. */
export const PAGE_SIZE = 20;

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
    load: fromPromise<LoadedApplication, DetailLoadRequest<ApplicationDetailInput, LoadedApplication>>(async ({ input: { input, current }, signal }) => {
      // Read again after a conflict: only the review moves (the answers and the proof file do not).
      if (current) return { ...current, review: await review(input.applicationId, signal) };
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
    // No signal on the decisions: once sent, a decision is recorded even if the page is left before the answer.
    act: fromPromise<LoadedApplication, DetailActRequest<ApplicationDetailInput, LoadedApplication, ApplicationAction, RejectValues>>(async ({ input: request }) => {
      const { applicationId } = request.input;
      const decide = () => {
        if (request.action === 'review') return api.onboardingLookups.POST('/v1/onboarding/applications/{applicationId}/review', pathOf(applicationId));
        if (request.action === 'approve') return api.onboardingLookups.POST('/v1/onboarding/applications/{applicationId}/approve', pathOf(applicationId));
        const reason = (request.values ?? EMPTY_REJECTION).reason.trim();
        return api.onboardingLookups.POST('/v1/onboarding/applications/{applicationId}/reject', { ...pathOf(applicationId), body: { reason } });
      };
      // A decision answers the review as it now is; the answers and the proof file stay as read.
      return { ...request.detail, review: dataOrThrow(await decide()) };
    }),
  };
}
