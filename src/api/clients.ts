/**
 * Typed clients for every backend service, generated from openapi/ and called through openapi-fetch.
 * Created by a factory (never at import time) and calling `globalThis.fetch` late, so msw intercepts.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AuthPaths } from '../../openapi/generated/auth.ts';
import type { paths as DocumentsPaths } from '../../openapi/generated/documents.ts';
import type { paths as GeographyPaths } from '../../openapi/generated/geography.ts';
import type { paths as ImportPaths } from '../../openapi/generated/import.ts';
import type { paths as LearningGuidePaths } from '../../openapi/generated/learning-guide.ts';
import type { paths as MetricsPaths } from '../../openapi/generated/metrics.ts';
import type { paths as OnboardingPaths } from '../../openapi/generated/onboarding.ts';
import type { paths as SellersPaths } from '../../openapi/generated/sellers.ts';
import type { paths as ServicesStatusPaths } from '../../openapi/generated/services-status.ts';
import { ApiError } from '../../shared/api-error.ts';
import type { ServiceBaseUrls } from './baseUrls.ts';

export interface ApiClients {
  /** {auth}: login, check, session, logout, forgot password. */
  auth: Client<AuthPaths>;
  /** {api}: reset-link validation and password change (same contract as auth). */
  password: Client<AuthPaths>;
  servicesStatus: Client<ServicesStatusPaths>;
  /** {documents}: terms check, approval, terms files, acceptance receipts, notifications. */
  documents: Client<DocumentsPaths>;
  /**
   * {sellers}: every call of the sellers contract, including the /v1/sellers reputation calls and
   * the tour status the spec wrote as {api}/sellers/tourguide-status (it writes what
   * /sellers/seller-configuration reads, so both go to one service; see openapi/sellers.yaml).
   */
  sellers: Client<SellersPaths>;
  /** {metrics}: Metabase embed URLs and the built-in report data. */
  metrics: Client<MetricsPaths>;
  /** {import}: import-start and the seller's import jobs. */
  import: Client<ImportPaths>;
  /** {api}: learning-guide questions and ratings. */
  learningGuide: Client<LearningGuidePaths>;
  /** {api}: regions and communes (public). */
  geography: Client<GeographyPaths>;
  /**
   * {base}: the sign-up submission POST /web-hooks/register-form only. Public, and {base} may be
   * another host, so this client never sends the bearer token.
   */
  onboarding: Client<OnboardingPaths>;
  /** {api}: the sign-up lookups and reference lists (public) and the admin reading of applications. */
  onboardingLookups: Client<OnboardingPaths>;
}

export interface ApiClientOptions {
  baseUrls: ServiceBaseUrls;
  /** Read on every request, so a login or logout applies to calls already wired. */
  getToken: () => string | null;
}

/** Maps transport failures to the spec's catalogue: no network -> statusCode 0; HTML -> intermittent. */
export async function guardedFetch(request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await globalThis.fetch(request);
  } catch (cause) {
    if (request.signal.aborted) throw cause;
    throw ApiError.network();
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) throw ApiError.htmlResponse(response.status);
  return response;
}

export function createApiClients({ baseUrls, getToken }: ApiClientOptions): ApiClients {
  const bearer: Middleware = {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  const make = <Paths extends object>(baseUrl: string, { sendToken = true } = {}): Client<Paths> => {
    const client = createClient<Paths>({ baseUrl, fetch: guardedFetch });
    if (sendToken) client.use(bearer);
    return client;
  };
  return {
    auth: make<AuthPaths>(baseUrls.auth),
    password: make<AuthPaths>(baseUrls.api),
    servicesStatus: make<ServicesStatusPaths>(baseUrls.servicesStatus),
    documents: make<DocumentsPaths>(baseUrls.documents),
    sellers: make<SellersPaths>(baseUrls.sellers),
    metrics: make<MetricsPaths>(baseUrls.metrics),
    import: make<ImportPaths>(baseUrls.import),
    learningGuide: make<LearningGuidePaths>(baseUrls.api),
    geography: make<GeographyPaths>(baseUrls.api),
    onboarding: make<OnboardingPaths>(baseUrls.base, { sendToken: false }),
    onboardingLookups: make<OnboardingPaths>(baseUrls.api),
  };
}

/**
 * The data of a successful call, or the server's error body rethrown as an ApiError. For calls whose
 * failures are all unexpected; expected ones (401 on login, 410 on a used link) are branched on by status.
 */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw ApiError.fromBody(result.error, result.response.status);
  return result.data as T;
}
