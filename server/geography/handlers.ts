import type { AppContext } from '../app-context.ts';
import { countAttempt, type RateLimitRule } from '../auth/rate-limits.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { REGIONS, findRegion } from './regions.ts';

/** openapi/geography.yaml: 120 requests per minute per address, across both calls. */
export const GEOGRAPHY_RATE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };

/** The data changes only by law. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Handlers of openapi/geography.yaml, served from shared/reference/regions-cl.json. */
export function createGeographyHandlers(context: AppContext): Required<Pick<OperationHandlers, 'listRegions' | 'listRegionCommunes'>> {
  const limit = async (address: string) => {
    const decision = await countAttempt(context.db, context.clock(), [
      { bucket: `geography:address:${address}`, rule: GEOGRAPHY_RATE_LIMIT, enforce: true },
    ]);
    if (!decision.allowed) throw ApiProblem.tooManyRequests(decision.retryAfterSeconds);
  };
  return {
    listRegions: async ({ request }) => {
      await limit(request.ip);
      return { status: 200, body: [...REGIONS], headers: { 'cache-control': CACHE_CONTROL } };
    },

    listRegionCommunes: async ({ params, request }) => {
      await limit(request.ip);
      const region = findRegion(params.regionCode);
      if (!region) throw new ApiProblem(404, 'REGION_NOT_FOUND', `No region has the code ${params.regionCode}`);
      return { status: 200, body: [region], headers: { 'cache-control': CACHE_CONTROL } };
    },
  };
}
