import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { allowSameOriginFraming, cspNonceOf } from '../http/security-headers.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { callerOf, type Caller } from '../sellers/access.ts';
import { sellerNameOf } from '../sellers/queries.ts';
import { santiagoDay } from '../kit/santiagoCalendar.ts';
import { createPageTokens, metabaseEmbedUrl, type MetabaseConfig } from './embed.ts';
import { renderPageError, renderReportPage } from './page.ts';
import { buildReport, reportPeriod } from './reports.ts';

export interface MetricsOptions {
  /** Signs the builtin report pages' tokens (a key derived from it). */
  jwtSecret: Uint8Array;
  /** Metabase signed embedding, or null to serve the builtin report pages. */
  metabase: MetabaseConfig | null;
}

const sellerNotFound = (sellerId: number) => new ApiProblem(404, 'SELLER_NOT_FOUND', `Seller ${sellerId} does not exist`);

const HTML = { 'content-type': 'text/html; charset=utf-8' };

/**
 * The origin of the builtin page: the one the call reached, so the frame is same-origin with the
 * portal that asked (frame-ancestors 'self'). When that is PUBLIC_URL's host, PUBLIC_URL's origin,
 * so a TLS-terminating proxy without TRUST_PROXY still gets an https URL (no mixed content).
 */
function originOf(request: FastifyRequest, publicUrl: string): string {
  const configured = new URL(publicUrl);
  return configured.host === request.host ? configured.origin : `${request.protocol}://${request.host}`;
}

/** Handlers of openapi/metrics.yaml. */
export function createMetricsHandlers(
  context: AppContext,
  options: MetricsOptions,
): Required<Pick<OperationHandlers, 'getDashboardEmbed' | 'getDashboardData' | 'getDashboardPage'>> {
  const { db, clock } = context;
  const pageTokens = createPageTokens(options.jwtSecret, clock);

  const sellerName = (sellerId: number): Promise<string | null> => sellerNameOf(db, sellerId);

  /**
   * Whose figures the caller gets: a seller its own (a `sellerId` from a seller is a 403); staff the
   * seller it names (which must exist) or the whole marketplace (null).
   */
  const scopeOf = async (caller: Caller, sellerId: number | undefined): Promise<number | null> => {
    if (caller.role === 'seller') {
      if (sellerId !== undefined || caller.sellerId === null) throw new ApiProblem(403, 'FORBIDDEN', 'A seller always sees its own figures');
      return caller.sellerId;
    }
    if (sellerId === undefined) return null;
    if ((await sellerName(sellerId)) === null) throw sellerNotFound(sellerId);
    return sellerId;
  };

  return {
    getDashboardEmbed: async ({ params, query, session, request }) => {
      const scope = await scopeOf(callerOf(session), query.sellerId);
      if (options.metabase) {
        const signed = await metabaseEmbedUrl(options.metabase, params.name, scope, clock());
        return { status: 200, body: { url: signed.url, source: 'metabase', expiresAt: signed.expiresAt.toISOString() } };
      }
      const { token, expiresAt } = await pageTokens.sign({ name: params.name, sellerId: scope });
      const url = `${originOf(request, context.publicUrl)}/metabase/dashboard/${params.name}/embed?token=${token}`;
      return { status: 200, body: { url, source: 'builtin', expiresAt: expiresAt.toISOString() } };
    },

    getDashboardData: async ({ params, query, session }) => {
      const scope = await scopeOf(callerOf(session), query.sellerId);
      const now = clock();
      const given = { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
      const period = reportPeriod(params.name, santiagoDay(now), given);
      return { status: 200, body: await buildReport(db, params.name, scope, period, now) };
    },

    getDashboardPage: async ({ params, query, request }) => {
      // The page lives in a frame of the portal: this origin may frame it, nobody else.
      allowSameOriginFraming(request);
      const nonce = cspNonceOf(request);
      const grant = await pageTokens.verify(query.token, params.name);
      if (!grant) {
        const page = renderPageError(nonce, 'El enlace de este reporte expiró. Vuelve a cargar la página para verlo.');
        return { status: 401, body: Buffer.from(page), headers: HTML };
      }
      let whose = 'Todo el marketplace';
      if (grant.sellerId !== null) {
        const name = await sellerName(grant.sellerId);
        if (name === null) return { status: 404, body: Buffer.from(renderPageError(nonce, 'El seller de este reporte ya no existe.')), headers: HTML };
        whose = name;
      }
      const now = clock();
      const report = await buildReport(db, params.name, grant.sellerId, reportPeriod(params.name, santiagoDay(now)), now);
      return { status: 200, body: Buffer.from(renderReportPage(report, whose, nonce)), headers: HTML };
    },
  };
}
