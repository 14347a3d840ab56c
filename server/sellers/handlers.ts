import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf, forbiddenSeller, requireSellerAccess } from './access.ts';
import { firstDayOfMonth, isCalendarDay, santiagoDay, santiagoMonth } from '../kit/santiagoCalendar.ts';
import { conferenceCutoffInForce, ruleVersionsForMonths } from '../rules/versions.ts';
import { thresholdsOf } from '../../shared/rules/ruleSet.ts';
import { findSeller, findSellerNames, listSellers, readPublishHistory, readSellerConfiguration, saveTourGuideStatus, sellerNameOf } from './queries.ts';
import { computeReputation, displayLevelOf, figuresSoFar, readReputationMonths, reputationOf, type DisplayLevel } from './reputation.ts';
import { hasReputationLog, logReputation, readModalState, saveModalState } from './reputation-state.ts';

const sellerNotFound = (sellerId: number) => new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${sellerId} does not exist`);

type SellersOperationId =
  | 'listSellers'
  | 'findSellerNames'
  | 'getSeller'
  | 'getSellerConfiguration'
  | 'saveTourGuideStatus'
  | 'getPublishHistory'
  | 'getReputationStatus'
  | 'getReputationSummary'
  | 'getReputationModalState'
  | 'saveReputationModal'
  | 'createReputationLog';

/** How many names the seller filter offers at once: enough to pick from, few enough to read. */
const SELLER_NAMES_LIMIT = 10;

/** A RUT as typed (with or without dots and hyphen) -> the stored form, or null if it is no RUT. */
function rutOf(text: string): string | null {
  const cleaned = text.replace(/[.\s-]/g, '').toUpperCase();
  return /^[0-9]{7,8}[0-9K]$/.test(cleaned) && /^[0-9.]+-?[0-9kK]$/.test(text.trim()) ? cleaned : null;
}

/** Handlers of openapi/sellers.yaml. */
export function createSellersHandlers(context: AppContext): Required<Pick<OperationHandlers, SellersOperationId>> {
  const { db, clock } = context;

  const sellerName = async (sellerId: number): Promise<string> => {
    const name = await sellerNameOf(db, sellerId);
    if (name === null) throw sellerNotFound(sellerId);
    return name;
  };

  return {
    listSellers: async ({ query }) => {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      // Control characters name no seller (a NUL never gets here: it is refused with the request).
      const q = (query.q ?? '').replace(/\p{Cc}/gu, '').trim();
      const rut = q === '' ? null : rutOf(q);
      const { data, total } = await listSellers(db, { rut, name: q, publish: query.publish ?? null }, pageSize, (page - 1) * pageSize);
      return { status: 200, body: { data, page, pageSize, total } };
    },

    findSellerNames: async ({ query }) => {
      const q = (query.q ?? '').replace(/\p{Cc}/gu, '').trim();
      if (query.id !== undefined) return { status: 200, body: { items: await findSellerNames(db, { id: query.id }, 1) } };
      if (q === '') return { status: 200, body: { items: [] } };
      const rut = rutOf(q);
      const items = await findSellerNames(db, rut === null ? { name: q } : { rut }, SELLER_NAMES_LIMIT);
      return { status: 200, body: { items } };
    },

    getSeller: async ({ params, session }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      const seller = await findSeller(db, params.sellerId);
      if (!seller) throw sellerNotFound(params.sellerId);
      return { status: 200, body: seller };
    },

    getSellerConfiguration: async ({ params, session }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      const configuration = await readSellerConfiguration(db, params.sellerId);
      // The conference cutoff is the rules' (Configuración > Reglas), read at every call, so a saved
      // change reaches the invitation at the seller's next sign-in.
      const conferenceCutoff = await conferenceCutoffInForce(db);
      return { status: 200, body: { ...configuration, conferenceCutoff } };
    },

    saveTourGuideStatus: async ({ body, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== body.sellerId) throw forbiddenSeller();
      await saveTourGuideStatus(db, body.sellerId, body.tourGuideStatus, new Date(body.createdAt), clock());
      return { status: 200, body: true };
    },

    getPublishHistory: async ({ params, session }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      const movements = await readPublishHistory(db, params.sellerId);
      return { status: 200, body: { sellerId: params.sellerId, inPublishHistory: movements.length > 0, movements } };
    },

    getReputationStatus: async ({ params, session }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      const reputation = await computeReputation(db, params.sellerId, santiagoDay(clock()));
      return {
        status: 200,
        body: {
          categoriaReputacion: reputation.category,
          cancelQuiebre: reputation.cancellations,
          porcentajeReclamos: reputation.claims,
          entregasRetraso: reputation.deliveries === null ? null : Math.round((1 - reputation.deliveries) * 10_000) / 10_000,
        },
      };
    },

    getReputationSummary: async ({ params, session }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      const name = await sellerName(params.sellerId);
      const today = santiagoDay(clock());
      // Last month is explained with the version it was scored with; this month's projection with the
      // version in force for it (a save during the month applies to it at once).
      const [scoredWith, inForce] = await ruleVersionsForMonths(db, firstDayOfMonth(today, -1), firstDayOfMonth(today));
      const months = await readReputationMonths(db, params.sellerId, today);
      const reputation = reputationOf(months, thresholdsOf(scoredWith.values));
      const figures = figuresSoFar(months);
      return {
        status: 200,
        body: {
          sellerId: params.sellerId,
          sellerName: name,
          level: reputation.category,
          levelNumber: reputation.levelNumber,
          period: reputation.period,
          deliveries: reputation.deliveries,
          claims: reputation.claims,
          cancellations: reputation.cancellations,
          shippedOrders: reputation.shippedOrders,
          // The thresholds and benefits beside last month's rates are those that month was scored with
          // (a rules version saved since applies from the month being built, so it cannot change them).
          thresholds: thresholdsOf(scoredWith.values),
          rulesVersion: scoredWith.version,
          benefits: scoredWith.values.benefits,
          currentMonth: { ...figures, rulesVersion: inForce.version, thresholds: thresholdsOf(inForce.values), benefits: inForce.values.benefits },
        },
      };
    },

    getReputationModalState: async ({ params, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== params.sellerId) throw forbiddenSeller();
      if (!isCalendarDay(params.date)) throw ApiProblem.validation([{ field: 'params.date', message: 'must be a calendar day' }]);
      const reputation = await computeReputation(db, params.sellerId, params.date);
      if (reputation.category === 'Nuevo') {
        return { status: 200, body: { reputationCategory: 'Nuevo', isFirstLogin: false, isNewReputation: false } };
      }
      const saved = await readModalState(db, params.sellerId);
      const logged = await hasReputationLog(db, params.sellerId, params.date.slice(0, 7));
      const seen: DisplayLevel = saved?.reputation ?? 'Nuevo';
      return {
        status: 200,
        body: {
          reputationCategory: reputation.category,
          isFirstLogin: !logged,
          isNewReputation: saved?.modalShow === true || displayLevelOf(reputation.category) !== seen,
        },
      };
    },

    saveReputationModal: async ({ params, body, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== params.sellerId) throw forbiddenSeller();
      return { status: 200, body: await saveModalState(db, params.sellerId, { modalShow: body.modalShow, reputation: body.reputation }, clock()) };
    },

    createReputationLog: async ({ body, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== body.sellerId) throw forbiddenSeller();
      const now = clock();
      const { log, created } = await logReputation(db, body.sellerId, body.reputation, santiagoMonth(now), now);
      return created ? { status: 201, body: log } : { status: 200, body: log };
    },
  };
}
