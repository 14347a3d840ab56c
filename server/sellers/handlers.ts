import type { components } from '../../openapi/generated/sellers.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf, forbiddenSeller, requireSellerAccess } from './access.ts';
import { firstDayOfMonth, isCalendarDay, santiagoDay, santiagoMonth } from './calendar.ts';
import { conferenceCutoffInForce, ruleVersionsForMonths } from '../rules/versions.ts';
import { thresholdsOf } from '../../shared/rules/ruleSet.ts';
import { computeReputation, displayLevelOf, figuresSoFar, readReputationMonths, reputationOf, type DisplayLevel } from './reputation.ts';

type Seller = components['schemas']['Seller'];
type ReputationLog = components['schemas']['ReputationLog'];
type ReputationLogValue = components['schemas']['ReputationLogValue'];

type SellersOperationId =
  | 'listSellers'
  | 'getSeller'
  | 'getSellerConfiguration'
  | 'saveTourGuideStatus'
  | 'getPublishHistory'
  | 'getReputationStatus'
  | 'getReputationSummary'
  | 'getReputationModalState'
  | 'saveReputationModal'
  | 'createReputationLog';

interface SellerRow {
  id: number;
  name: string;
  legal_name: string | null;
  document_number: string | null;
  seller_type: string | null;
  publish: boolean;
  vendor_code_801_provider: string | null;
  vendor_code_801_client: string | null;
  terms_conditions_signed: boolean;
  created_at: Date;
}

const SELLER_COLUMNS = `id, name, legal_name, document_number, seller_type, publish, vendor_code_801_provider,
  vendor_code_801_client, terms_conditions_signed, created_at`;

const sellerOf = (row: SellerRow): Seller => ({
  id: row.id,
  name: row.name,
  legalName: row.legal_name ?? row.name,
  documentNumber: row.document_number,
  seller_type: row.seller_type,
  publish: row.publish,
  vendor_code_801_provider: row.vendor_code_801_provider,
  vendor_code_801_client: row.vendor_code_801_client,
  terms_conditions_signed: row.terms_conditions_signed,
  createdAt: row.created_at.toISOString(),
});

/** A RUT as typed (with or without dots and hyphen) -> the stored form, or null if it is no RUT. */
function rutOf(text: string): string | null {
  const cleaned = text.replace(/[.\s-]/g, '').toUpperCase();
  return /^[0-9]{7,8}[0-9K]$/.test(cleaned) && /^[0-9.]+-?[0-9kK]$/.test(text.trim()) ? cleaned : null;
}

const logOf = (row: { id: number; seller_id: number; reputation: ReputationLogValue; period: string; created_at: Date }): ReputationLog => ({
  id: row.id,
  sellerId: row.seller_id,
  reputation: row.reputation,
  period: row.period,
  createdAt: row.created_at.toISOString(),
});

/** Handlers of openapi/sellers.yaml. */
export function createSellersHandlers(context: AppContext): Required<Pick<OperationHandlers, SellersOperationId>> {
  const { db, clock } = context;

  const sellerName = async (sellerId: number): Promise<string> => {
    const [row] = await db.query<{ name: string }>('select name from sellers where id = $1', [sellerId]);
    if (!row) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${sellerId} does not exist`);
    return row.name;
  };

  return {
    listSellers: async ({ query }) => {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      // Control characters name no seller (a NUL never gets here: it is refused with the request).
      const q = (query.q ?? '').replace(/\p{Cc}/gu, '').trim();
      const rut = q === '' ? null : rutOf(q);
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (rut !== null) {
        params.push(rut);
        conditions.push(`document_number = $${params.length}`);
      } else if (q !== '') {
        params.push(q);
        conditions.push(
          `(portal_name_key(name) like '%' || portal_name_key($${params.length}) || '%'
            or portal_name_key(coalesce(legal_name, '')) like '%' || portal_name_key($${params.length}) || '%')`,
        );
      }
      if (query.publish !== undefined) {
        params.push(query.publish);
        conditions.push(`publish = $${params.length}`);
      }
      const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
      const [{ total = 0 } = {}] = await db.query<{ total: number }>(`select count(*)::int as total from sellers ${where}`, params);
      const rows = await db.query<SellerRow>(
        `select ${SELLER_COLUMNS} from sellers ${where}
          order by portal_name_key(name), id limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      return { status: 200, body: { data: rows.map(sellerOf), page, pageSize, total } };
    },

    getSeller: async ({ params, session }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      const [row] = await db.query<SellerRow>(`select ${SELLER_COLUMNS} from sellers where id = $1`, [params.sellerId]);
      if (!row) throw new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${params.sellerId} does not exist`);
      return { status: 200, body: sellerOf(row) };
    },

    getSellerConfiguration: async ({ params, session }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      const [row] = await db.query<{ tourGuideStatus: 0 | 1; updateMailingData: 0 | 1; topsortLandingStatus: 0 | 1 }>(
        `select tour_guide_status::int as "tourGuideStatus", update_mailing_data::int as "updateMailingData",
                topsort_landing_status::int as "topsortLandingStatus"
           from seller_configuration where seller_id = $1`,
        [params.sellerId],
      );
      // The conference cutoff is the rules' (Configuración > Reglas), read at every call, so a saved
      // change reaches the invitation at the seller's next sign-in.
      const conferenceCutoff = await conferenceCutoffInForce(db);
      return { status: 200, body: { ...(row ?? { tourGuideStatus: 0, updateMailingData: 0, topsortLandingStatus: 0 }), conferenceCutoff } };
    },

    saveTourGuideStatus: async ({ body, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== body.sellerId) throw forbiddenSeller();
      const now = clock();
      await db.query(
        `insert into seller_configuration (seller_id, tour_guide_status, tour_guide_client_at, tour_guide_received_at, updated_at)
         values ($1, $2, $3, $4, $4)
         on conflict (seller_id) do update
           set tour_guide_status = excluded.tour_guide_status, tour_guide_client_at = excluded.tour_guide_client_at,
               tour_guide_received_at = excluded.tour_guide_received_at, updated_at = excluded.updated_at`,
        [body.sellerId, body.tourGuideStatus, new Date(body.createdAt), now],
      );
      return { status: 200, body: true };
    },

    getPublishHistory: async ({ params, session }) => {
      await requireSellerAccess(db, callerOf(session), params.sellerId);
      const rows = await db.query<{ id: number; published: boolean; reason: string | null; created_at: Date; created_by: number | null }>(
        `select id, published, reason, created_at, created_by from seller_publish_history
          where seller_id = $1 order by created_at desc, id desc`,
        [params.sellerId],
      );
      return {
        status: 200,
        body: {
          sellerId: params.sellerId,
          inPublishHistory: rows.length > 0,
          movements: rows.map((row) => ({
            id: row.id,
            publish: row.published,
            reason: row.reason,
            createdAt: row.created_at.toISOString(),
            createdBy: row.created_by,
          })),
        },
      };
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
      const [saved] = await db.query<{ modal_show: boolean; reputation: DisplayLevel }>(
        'select modal_show, reputation from reputation_modal_state where seller_id = $1',
        [params.sellerId],
      );
      const [logged] = await db.query('select 1 from reputation_logs where seller_id = $1 and period = $2', [
        params.sellerId,
        params.date.slice(0, 7),
      ]);
      const seen: DisplayLevel = saved?.reputation ?? 'Nuevo';
      return {
        status: 200,
        body: {
          reputationCategory: reputation.category,
          isFirstLogin: !logged,
          isNewReputation: saved?.modal_show === true || displayLevelOf(reputation.category) !== seen,
        },
      };
    },

    saveReputationModal: async ({ params, body, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== params.sellerId) throw forbiddenSeller();
      const [row] = await db.query<{ modal_show: boolean; reputation: DisplayLevel; updated_at: Date }>(
        `insert into reputation_modal_state (seller_id, modal_show, reputation, updated_at) values ($1, $2, $3, $4)
         on conflict (seller_id) do update
           set modal_show = excluded.modal_show, reputation = excluded.reputation, updated_at = excluded.updated_at
         returning modal_show, reputation, updated_at`,
        [params.sellerId, body.modalShow, body.reputation, clock()],
      );
      if (!row) throw new Error('reputation_modal_state upsert returned nothing');
      return {
        status: 200,
        body: { sellerId: params.sellerId, modalShow: row.modal_show, reputation: row.reputation, updatedAt: row.updated_at.toISOString() },
      };
    },

    createReputationLog: async ({ body, session }) => {
      const caller = callerOf(session);
      if (caller.sellerId !== body.sellerId) throw forbiddenSeller();
      const now = clock();
      const period = santiagoMonth(now);
      const columns = 'id, seller_id, reputation, period, created_at';
      const [created] = await db.query<Parameters<typeof logOf>[0]>(
        `insert into reputation_logs (seller_id, reputation, period, created_at) values ($1, $2, $3, $4)
         on conflict (seller_id, period) do nothing returning ${columns}`,
        [body.sellerId, body.reputation, period, now],
      );
      if (created) return { status: 201, body: logOf(created) };
      const [existing] = await db.query<Parameters<typeof logOf>[0]>(
        `select ${columns} from reputation_logs where seller_id = $1 and period = $2`,
        [body.sellerId, period],
      );
      if (!existing) throw new Error('reputation log vanished');
      return { status: 200, body: logOf(existing) };
    },
  };
}
