import type { onRouteHookHandler } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { signedIn } from '../auth/session.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { ContractOperation } from '../openapi/contracts.ts';
import type { OperationHandlers, OperationId } from '../openapi/operations.ts';
import { loadCaller, pageOf, sellerOf } from './caller.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { createNotification, listAllNotifications, notificationsFor, openNotification, withdrawNotification } from './notifications.ts';
import { renderAcceptanceReceipt } from './pdf/acceptance-receipt.ts';
import { listTermsAtRisk } from './terms-at-risk.ts';
import { listTermsVersionAcceptances } from './terms-version-acceptances.ts';
import { approveTerms, createTerms, findAcceptance, listAcceptances, listTerms, pendingTermsFor, publicAcceptance, readTermsFile } from './terms.ts';

type DocumentsOperationId =
  | 'checkPendingTerms'
  | 'approveTerms'
  | 'getTermsFile'
  | 'listTerms'
  | 'createTerms'
  | 'listTermsAcceptances'
  | 'listTermsAtRisk'
  | 'listTermsVersionAcceptances'
  | 'getTermsAcceptanceReceipt'
  | 'listNotifications'
  | 'createNotification'
  | 'listAllNotifications'
  | 'withdrawNotification'
  | 'openNotification';

/**
 * Request bodies larger than the app's default limit: a terms PDF of up to 10 MB travels in
 * base64 (contract: 413 above 14 MB).
 */
export const DOCUMENTS_BODY_LIMITS: Partial<Record<OperationId, number>> = {
  createTerms: 14 * 1024 * 1024,
};

/** An onRoute hook giving the routes of `limits` their own body limit (never lower than the app's). */
export function routeBodyLimits(operations: readonly ContractOperation[], limits: Partial<Record<string, number>>, appLimit: number): onRouteHookHandler {
  const byRoute = new Map<string, number>();
  for (const operation of operations) {
    const limit = limits[operation.operationId];
    if (limit !== undefined) byRoute.set(`${operation.method.toUpperCase()} ${operation.url}`, Math.max(limit, appLimit));
  }
  return (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const limit = byRoute.get(`${method.toUpperCase()} ${route.url}`);
      if (limit !== undefined) route.bodyLimit = limit;
    }
  };
}

/** Handlers of openapi/documents.yaml. Roles are enforced by server/auth/permissions.ts before these run. */
export function createDocumentsHandlers(context: AppContext): Required<Pick<OperationHandlers, DocumentsOperationId>> {
  const { db, clock } = context;

  return {
    checkPendingTerms: async ({ session }) => {
      const { sellerId } = sellerOf(await loadCaller(db, signedIn(session)));
      const [first, ...rest] = await pendingTermsFor(db, sellerId, santiagoDay(clock()));
      return { status: 200, body: first ? [first, ...rest] : true };
    },

    approveTerms: async ({ session, params, request }) => {
      const caller = await loadCaller(db, signedIn(session));
      const now = clock();
      const acceptance = await db.transaction((tx) =>
        approveTerms(tx, {
          caller,
          seller: sellerOf(caller),
          termsId: params.id,
          today: santiagoDay(now),
          now,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        }),
      );
      return { status: 200, body: { data: true, acceptance: publicAcceptance(acceptance) } };
    },

    getTermsFile: async ({ session, params }) => {
      const { role } = signedIn(session);
      const pdf = await readTermsFile(db, params.file, santiagoDay(clock()), role === 'admin');
      if (!pdf) throw ApiProblem.notFound(`There is no terms file ${params.file}`);
      return {
        status: 200,
        body: pdf,
        headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${params.file}"` },
      };
    },

    listTerms: async ({ query }) => {
      const { page, pageSize, offset } = pageOf(query);
      const { data, total } = await listTerms(db, query.key ?? null, pageSize, offset);
      return { status: 200, body: { data, page, pageSize, total } };
    },

    createTerms: async ({ session, body }) => ({
      status: 201,
      body: await createTerms(db, body, signedIn(session).userId, clock()),
    }),

    listTermsAtRisk: async ({ query }) => {
      const { page, pageSize, offset } = pageOf(query);
      const { data, total } = await listTermsAtRisk(db, { today: santiagoDay(clock()), termsId: query.termsId ?? null, limit: pageSize, offset });
      return { status: 200, body: { data, page, pageSize, total } };
    },

    listTermsVersionAcceptances: async ({ params, query }) => {
      const { page, pageSize, offset } = pageOf(query);
      const { data, total } = await listTermsVersionAcceptances(db, { termsId: params.termsId, search: query.q ?? null, limit: pageSize, offset });
      return { status: 200, body: { data, page, pageSize, total } };
    },

    listTermsAcceptances: async ({ session, query }) => {
      const caller = await loadCaller(db, signedIn(session));
      let sellerId: number | null = query.sellerId ?? null;
      if (caller.role !== 'admin') {
        const own = sellerOf(caller).sellerId;
        if (sellerId !== null && sellerId !== own) throw ApiProblem.forbidden();
        sellerId = own;
      }
      const { page, pageSize, offset } = pageOf(query);
      const { data, total } = await listAcceptances(db, sellerId, pageSize, offset);
      return { status: 200, body: { data, page, pageSize, total } };
    },

    getTermsAcceptanceReceipt: async ({ session, params }) => {
      const caller = await loadCaller(db, signedIn(session));
      const acceptance = await findAcceptance(db, params.acceptanceId);
      // Another seller's receipt is "not found": its existence is not disclosed.
      if (!acceptance || (caller.role !== 'admin' && acceptance.sellerId !== caller.sellerId)) {
        throw ApiProblem.notFound(`There is no acceptance ${params.acceptanceId}`);
      }
      return {
        status: 200,
        body: await renderAcceptanceReceipt(acceptance, clock()),
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="comprobante-aceptacion-${acceptance.id}.pdf"`,
        },
      };
    },

    listNotifications: async ({ session }) => ({
      status: 200,
      body: { data: await notificationsFor(db, signedIn(session).userId, clock()) },
    }),

    createNotification: async ({ session, body }) => ({
      status: 201,
      body: await createNotification(db, body, signedIn(session).userId, clock()),
    }),

    listAllNotifications: async ({ query }) => {
      const { page, pageSize, offset } = pageOf(query);
      const { data, total } = await listAllNotifications(db, pageSize, offset);
      return { status: 200, body: { data, page, pageSize, total } };
    },

    withdrawNotification: async ({ params }) => {
      await withdrawNotification(db, params.id, clock());
      return { status: 204, body: undefined };
    },

    openNotification: async ({ session, params }) => {
      await openNotification(db, signedIn(session).userId, params.id, clock());
      return { status: 204, body: undefined };
    },
  };
}
