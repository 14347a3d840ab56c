/**
 * Handlers of openapi/catalog-approval.yaml (who may call each: modules/catalogApproval/permissions.json).
 * The catalogue team (admin, catalog) reads the queue and decides; a seller reads only its own
 * products (another seller's answers 404, as one that does not exist) and decides nothing.
 */
import { signedIn, type Session } from '../auth/session.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { decide, findReview, isUsableReason, listOwnReviews, listQueue, reviewOf, sellerOfProduct, type DecisionInput } from './reviews.ts';

type ApprovalOperationId =
  | 'listReviewQueue'
  | 'getProductReview'
  | 'approveProductRevision'
  | 'rejectProductRevision'
  | 'approveProductRevisions'
  | 'listOwnProductReviews';

const productNotFound = () => new ApiProblem(404, 'PRODUCT_NOT_FOUND', 'No product has this id');

export function createCatalogApprovalHandlers(context: AppContext): Required<Pick<OperationHandlers, ApprovalOperationId>> {
  const { db, clock } = context;
  const isStaff = (session: Session) => session.role !== 'seller';

  /** The review of a product as `session` may read it: a seller only its own. */
  const readable = async (session: Session, productId: number) => {
    const stored = await findReview(db, productId);
    if (!stored || (!isStaff(session) && stored.row.seller_id !== session.sellerId)) throw productNotFound();
    return reviewOf(stored, isStaff(session));
  };

  /** One decision in its own transaction, answered with the product as it now is. */
  const decideOne = async (session: Session, input: Omit<DecisionInput, 'reviewerId' | 'now'>) => {
    await db.transaction((tx) => decide(tx, { ...input, reviewerId: session.userId, now: clock() }));
    return readable(session, input.productId);
  };

  return {
    listReviewQueue: async ({ query }) => {
      const filters = {
        sellerId: query.sellerId ?? null,
        categoryId: query.categoryId ?? null,
        submittedFrom: query.submittedFrom ?? null,
        submittedTo: query.submittedTo ?? null,
        minWaitingDays: query.minWaitingDays ?? null,
        order: query.order ?? 'oldest',
      };
      return { status: 200, body: await listQueue(db, filters, query.cursor ?? null, query.limit ?? 25, clock()) };
    },

    getProductReview: async ({ params, session }) => ({ status: 200, body: await readable(signedIn(session), params.productId) }),

    approveProductRevision: async ({ params, body, session }) => ({
      status: 200,
      body: await decideOne(signedIn(session), { productId: params.productId, revision: body.revision, decision: 'approved', reasonCode: null, note: null }),
    }),

    rejectProductRevision: async ({ params, body, session }) => {
      const caller = signedIn(session);
      // A product nobody has is not found, whatever the reason says.
      if ((await sellerOfProduct(db, params.productId)) === null) throw productNotFound();
      if (!(await isUsableReason(db, body.reasonCode))) {
        throw new ApiProblem(400, 'REASON_NOT_USABLE', 'The reason is not one the catalogue offers', { details: [{ field: 'body.reasonCode', message: 'REASON_NOT_USABLE' }] });
      }
      const note = body.note?.trim() || null;
      return { status: 200, body: await decideOne(caller, { productId: params.productId, revision: body.revision, decision: 'rejected', reasonCode: body.reasonCode, note }) };
    },

    approveProductRevisions: async ({ body, session }) => {
      const caller = signedIn(session);
      const results = [];
      // Each on its own: one refused never undoes another approved.
      for (const { productId, revision } of body.items) {
        try {
          await db.transaction((tx) => decide(tx, { productId, revision, decision: 'approved', reasonCode: null, note: null, reviewerId: caller.userId, now: clock() }));
          results.push({ productId, outcome: 'approved' as const, code: null });
        } catch (error) {
          if (!(error instanceof ApiProblem) || (error.statusCode !== 404 && error.statusCode !== 409)) throw error;
          results.push({ productId, outcome: error.statusCode === 404 ? ('notFound' as const) : ('refused' as const), code: error.code });
        }
      }
      return { status: 200, body: { results } };
    },

    listOwnProductReviews: async ({ query, session }) => {
      const caller = signedIn(session);
      if (caller.sellerId === null) throw ApiProblem.forbidden();
      return { status: 200, body: await listOwnReviews(db, caller.sellerId, query.status ?? null, query.cursor ?? null, query.limit ?? 25) };
    },
  };
}
