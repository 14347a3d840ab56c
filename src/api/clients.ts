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
import type { paths as OrdersPaths } from '../../openapi/generated/orders.ts';
import type { paths as SellersPaths } from '../../openapi/generated/sellers.ts';
import type { paths as ServicesStatusPaths } from '../../openapi/generated/services-status.ts';
import type { paths as ReturnsPaths } from '../../openapi/generated/returns.ts';
import type { paths as ShipmentsPaths } from '../../openapi/generated/shipments.ts';
import type { paths as InvoicesPaths } from '../../openapi/generated/invoices.ts';
import type { paths as SellerDirectoryPaths } from '../../openapi/generated/seller-directory.ts';
import type { paths as UsersPaths } from '../../openapi/generated/users.ts';
import type { paths as RulesPaths } from '../../openapi/generated/rules.ts';
import type { paths as CatalogPaths } from '../../openapi/generated/catalog.ts';
import type { paths as StockPaths } from '../../openapi/generated/stock.ts';
import type { paths as Spid35Paths } from '../../openapi/generated/spid35.ts';
import type { paths as CatalogApprovalPaths } from '../../openapi/generated/catalog-approval.ts';
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
   * the tour status once addressed as {api}/sellers/tourguide-status (it writes what
   * /sellers/seller-configuration reads, so both go to one service; see openapi/sellers.yaml).
   */
  sellers: Client<SellersPaths>;
  /** {metrics}: Metabase embed URLs and the built-in report data. */
  metrics: Client<MetricsPaths>;
  /** {import}: import-start and the seller's import jobs. */
  import: Client<ImportPaths>;
  /** {api}: learning-guide questions and ratings. */
  learningGuide: Client<LearningGuidePaths>;
  /** {api}: the seller's orders, their actions and shipping labels (the Orders module). */
  orders: Client<OrdersPaths>;
  /** {api}: regions and communes (public). */
  geography: Client<GeographyPaths>;
  /**
   * {base}: the sign-up submission POST /web-hooks/register-form only. Public, and {base} may be
   * another host, so this client never sends the bearer token.
   */
  onboarding: Client<OnboardingPaths>;
  /** {api}: the sign-up lookups and reference lists (public) and the admin reading of applications. */
  onboardingLookups: Client<OnboardingPaths>;
  /** {api}: the returns, their decisions and the customer-service queue (the Returns module). */
  returns: Client<ReturnsPaths>;
  /** {api}: the dispatch desk: orders to hand over, marked ready in bulk, labels and manifests (the Envíos module). */
  shipments: Client<ShipmentsPaths>;
  /** {api}: the boletas of the seller's orders: list, attach, download, template and bulk upload (the Invoices module). */
  invoices: Client<InvoicesPaths>;
  /** {api}: the admin's seller directory: list, record, publish and unpublish, settings (the Sellers module). */
  sellerDirectory: Client<SellerDirectoryPaths>;
  /** {api}: portal users, their history, creating, editing, disabling them (the Users module). */
  users: Client<UsersPaths>;
  /** {api}: the reputation programme's rules and their versions (the Rules module). */
  rules: Client<RulesPaths>;
  /** {api}: the catalogue: its configuration (categories, attributes, brands, rejection reasons, commissions). */
  catalog: Client<CatalogPaths>;
  /** {api}: stock levels, their history, quantities set in place, imports by Excel and the integrations' levels (the Stock module). */
  stock: Client<StockPaths>;
  /** {api}: the Spid35 express stores: their queue of express orders, its moves and "sin stock", and their express stock. */
  spid35: Client<Spid35Paths>;
  /** {api}: the catalogue team's review of the revisions sellers send (Aprobación de catálogo). */
  catalogApproval: Client<CatalogApprovalPaths>;
}

export interface ApiClientOptions {
  baseUrls: ServiceBaseUrls;
  /** Read on every request, so a login or logout applies to calls already wired. */
  getToken: () => string | null;
  /**
   * A call sent with the current token was answered 401: the server no longer accepts the session
   * (expired, revoked from another device, password changed elsewhere). Called once per token.
   */
  onUnauthorized?: () => void;
  /** How long any call may take before it fails with TIMEOUT; {@link API_TIMEOUT_MS} by default. */
  timeoutMs?: number;
}

/** No call waits longer than this for its answer: a hung server becomes a TIMEOUT error. */
export const API_TIMEOUT_MS = 15_000;

/**
 * Calls whose 401 is their answer rather than a dead session: a refused login, and a logout of a
 * token already ended (the logout goes on either way).
 */
const ANSWERS_401: readonly string[] = ['/auth/login', '/auth/logout'];

/**
 * The fetch every client uses: gives up after `timeoutMs` (TIMEOUT), or when the caller's own signal
 * aborts (rethrown as it came), and maps transport failures to the error catalogue: no network ->
 * statusCode 0; HTML -> intermittent.
 */
export function guardedFetch(timeoutMs = API_TIMEOUT_MS): (request: Request) => Promise<Response> {
  return async (request) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await globalThis.fetch(new Request(request, { signal: AbortSignal.any([request.signal, timeout]) }));
    } catch (cause) {
      if (request.signal.aborted) throw cause;
      if (timeout.aborted) throw ApiError.timeout();
      throw ApiError.network();
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('text/html')) throw ApiError.htmlResponse(response.status);
    return response;
  };
}

export function createApiClients({ baseUrls, getToken, onUnauthorized, timeoutMs }: ApiClientOptions): ApiClients {
  const sentTokens = new WeakMap<Request, string>();
  const bearer: Middleware = {
    onRequest({ request }) {
      const token = getToken();
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`);
        sentTokens.set(request, token);
      }
      return request;
    },
    onResponse({ request, response, schemaPath }) {
      const sent = sentTokens.get(request);
      // Only while the token it carried is still the stored one: the parallel calls of a session
      // that just ended, or a late answer after the next login, say nothing about the current one.
      if (response.status === 401 && sent !== undefined && sent === getToken() && !ANSWERS_401.includes(schemaPath)) onUnauthorized?.();
      return response;
    },
  };
  const fetch = guardedFetch(timeoutMs);
  const make = <Paths extends object>(baseUrl: string, { sendToken = true } = {}): Client<Paths> => {
    const client = createClient<Paths>({ baseUrl, fetch });
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
    orders: make<OrdersPaths>(baseUrls.api),
    geography: make<GeographyPaths>(baseUrls.api),
    onboarding: make<OnboardingPaths>(baseUrls.base, { sendToken: false }),
    onboardingLookups: make<OnboardingPaths>(baseUrls.api),
    returns: make<ReturnsPaths>(baseUrls.api),
    shipments: make<ShipmentsPaths>(baseUrls.api),
    invoices: make<InvoicesPaths>(baseUrls.api),
    sellerDirectory: make<SellerDirectoryPaths>(baseUrls.api),
    users: make<UsersPaths>(baseUrls.api),
    rules: make<RulesPaths>(baseUrls.api),
    catalog: make<CatalogPaths>(baseUrls.api),
    stock: make<StockPaths>(baseUrls.api),
    spid35: make<Spid35Paths>(baseUrls.api),
    catalogApproval: make<CatalogApprovalPaths>(baseUrls.api),
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
