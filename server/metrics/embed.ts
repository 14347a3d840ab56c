import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { ReportName } from './reports.ts';

/** How long an embed URL (Metabase's or the builtin page's) works. */
export const EMBED_LIFETIME_SECONDS = 10 * 60;

export interface MetabaseConfig {
  /** METABASE_SITE_URL without a trailing slash, e.g. https://metabase.marketplace.cl. */
  siteUrl: string;
  /** METABASE_SECRET_KEY: the embedding secret of the Metabase instance. */
  secretKey: Uint8Array;
  /** METABASE_DASHBOARD_<NAME>: the dashboard id of each report. */
  dashboards: Record<ReportName, number>;
}

/** The dashboard ids when METABASE_DASHBOARD_<NAME> is not set. */
export const DEFAULT_DASHBOARD_IDS: Record<ReportName, number> = { reputation: 1, penaltyBreak: 2, comercial: 3 };

const ENV_OF: Record<ReportName, string> = {
  reputation: 'METABASE_DASHBOARD_REPUTATION',
  penaltyBreak: 'METABASE_DASHBOARD_PENALTYBREAK',
  comercial: 'METABASE_DASHBOARD_COMERCIAL',
};

/**
 * Metabase signed embedding, when both METABASE_SITE_URL and METABASE_SECRET_KEY are set; null
 * otherwise (the server then serves its own report pages). Throws on a malformed value, so a
 * misconfiguration stops the start instead of breaking every report.
 */
export function metabaseConfigFrom(env: NodeJS.ProcessEnv): MetabaseConfig | null {
  const siteUrl = env.METABASE_SITE_URL?.trim() ?? '';
  const secret = env.METABASE_SECRET_KEY?.trim() ?? '';
  if (siteUrl === '' || secret === '') return null;
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`METABASE_SITE_URL must be http(s), got ${siteUrl}`);
  const dashboards = { ...DEFAULT_DASHBOARD_IDS };
  for (const [name, variable] of Object.entries(ENV_OF) as [ReportName, string][]) {
    const value = env[variable]?.trim();
    if (!value) continue;
    if (!/^[1-9]\d{0,9}$/.test(value)) throw new Error(`${variable} must be a dashboard id (a positive integer), got ${value}`);
    dashboards[name] = Number(value);
  }
  return { siteUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, secretKey: new TextEncoder().encode(secret), dashboards };
}

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

const expiryOf = (now: Date) => Math.floor(now.getTime() / 1000) + EMBED_LIFETIME_SECONDS;

/**
 * A Metabase signed embed URL: HS256 with the embedding secret, `resource.dashboard`, the locked
 * `seller_id` parameter (null = no filter, staff viewing the marketplace) and a 10 minute `exp`.
 */
export async function metabaseEmbedUrl(config: MetabaseConfig, name: ReportName, sellerId: number | null, now: Date): Promise<SignedUrl> {
  const exp = expiryOf(now);
  const token = await new SignJWT({ resource: { dashboard: config.dashboards[name] }, params: { seller_id: sellerId } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(exp)
    .sign(config.secretKey);
  return { url: `${config.siteUrl}/embed/dashboard/${token}#bordered=false&titled=false`, expiresAt: new Date(exp * 1000) };
}

const PAGE_ISSUER = 'portal-sellers';
const PAGE_AUDIENCE = 'portal-sellers-report-page';

export interface PageGrant {
  name: ReportName;
  /** Whose figures; null = the whole marketplace. */
  sellerId: number | null;
}

/**
 * Tokens of the builtin report pages. The key is derived from the JWT secret for this use only, so
 * a page token is never an access token nor the other way round; the token names the report and
 * whose figures it shows, and lives 10 minutes.
 */
export function createPageTokens(jwtSecret: Uint8Array, clock: () => Date) {
  const key = createHmac('sha256', jwtSecret).update('portal-sellers/report-page-token').digest();
  return {
    async sign(grant: PageGrant): Promise<{ token: string; expiresAt: Date }> {
      const now = clock();
      const exp = expiryOf(now);
      const token = await new SignJWT({ rpt: grant.name, sid: grant.sellerId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(PAGE_ISSUER)
        .setAudience(PAGE_AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    /** The grant of a valid token for this report, or null (forged, expired, another report). */
    async verify(token: string, name: ReportName): Promise<PageGrant | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: PAGE_ISSUER,
          audience: PAGE_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['exp', 'rpt'],
        });
        if (payload.rpt !== name) return null;
        const sellerId = payload.sid;
        if (sellerId !== null && !(typeof sellerId === 'number' && Number.isInteger(sellerId) && sellerId > 0)) return null;
        return { name, sellerId };
      } catch {
        return null;
      }
    },
  };
}

export type PageTokens = ReturnType<typeof createPageTokens>;
