import { withDisplayNames } from './answer-names.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { findApplication, findProofFile, listApplications } from './applications.ts';
import { questionLabel } from './questions.ts';
import { approveApplication, readReview, rejectApplication, startReview } from './review.ts';

type AdminOperationId =
  | 'listSellerApplications'
  | 'getSellerApplication'
  | 'getSellerApplicationProofFile'
  | 'getSellerApplicationReview'
  | 'startSellerApplicationReview'
  | 'approveSellerApplication'
  | 'rejectSellerApplication';

const notFound = () => new ApiProblem(404, 'APPLICATION_NOT_FOUND', 'No application has this id');

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '_') || 'comprobante';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The reviewer: the permission table lets only staff through, so a call without a session never gets here. */
function reviewerOf(session: { userId: number } | null): number {
  if (!session) throw ApiProblem.unauthorized();
  return session.userId;
}

/** Handlers of the review calls of openapi/onboarding.yaml (who may call each: modules/applications/permissions.json). */
export function createOnboardingAdminHandlers(context: AppContext): Required<Pick<OperationHandlers, AdminOperationId>> {
  return {
    listSellerApplications: async ({ query }) => {
      if (query.from && query.to && query.from > query.to) {
        throw ApiProblem.validation([{ field: 'query.to', message: 'must not be before from' }]);
      }
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { data, total, counts } = await listApplications(context.db, { status: query.status, q: query.q, from: query.from, to: query.to, page, pageSize });
      return { status: 200, body: { data, page, pageSize, total, counts } };
    },

    getSellerApplication: async ({ params }) => {
      const application = await findApplication(context.db, params.applicationId);
      if (!application) throw notFound();
      return {
        status: 200,
        body: { ...application, answers: withDisplayNames(application.answers).map((answer) => ({ ...answer, label: questionLabel(answer.question) })) },
      };
    },

    getSellerApplicationProofFile: async ({ params }) => {
      const file = await findProofFile(context.db, params.applicationId);
      if (!file) throw notFound();
      return {
        status: 200,
        body: file.bytes,
        headers: {
          'content-type': file.contentType,
          'content-disposition': attachmentDisposition(file.fileName),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        },
      };
    },

    getSellerApplicationReview: async ({ params }) => ({ status: 200, body: await readReview(context.db, params.applicationId) }),

    startSellerApplicationReview: async ({ params, session }) => ({
      status: 200,
      body: await startReview(context, params.applicationId, reviewerOf(session)),
    }),

    approveSellerApplication: async ({ params, session }) => ({
      status: 200,
      body: await approveApplication(context, params.applicationId, reviewerOf(session)),
    }),

    rejectSellerApplication: async ({ params, body, session }) => ({
      status: 200,
      body: await rejectApplication(context, params.applicationId, reviewerOf(session), body.reason),
    }),
  };
}
