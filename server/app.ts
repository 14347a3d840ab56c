import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { createAuthHandlers } from './auth/handlers.ts';
import { createPasswordHasher } from './auth/passwords.ts';
import { LONGEST_RATE_WINDOW_MS } from './auth/rate-limits.ts';
import { authenticate, soleAuthorizationOf } from './auth/session.ts';
import { SessionCache } from './auth/session-cache.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Database } from './db/database.ts';
import { createExpiredRowsSweeper } from './db/expired-rows.ts';
import { createDocumentsHandlers, DOCUMENTS_BODY_LIMITS, routeBodyLimits } from './documents/handlers.ts';
import { createGeographyHandlers } from './geography/handlers.ts';
import { createImportHandlers } from './import/handlers.ts';
import { CENTRY_IMPORT_JOB } from './import/queries.ts';
import type { CentrySettings } from './config.ts';
import { createAccountHandlers } from './account/handlers.ts';
import { createLearningGuideHandlers } from './learning-guide/handlers.ts';
import { metabaseConfigFrom } from './metrics/embed.ts';
import { createMetricsHandlers } from './metrics/handlers.ts';
import { createOrdersHandlers } from './orders/handlers.ts';
import { EXPORT_LIMIT } from './orders/export.ts';
import { createReturnsHandlers } from './returns/handlers.ts';
import { createSellersHandlers } from './sellers/handlers.ts';
import { createSellerDirectoryHandlers } from './seller-directory/handlers.ts';
import { createClientApp } from './http/client-app.ts';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handler.ts';
import { serializeRequest } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import type { MailDelivery } from './mail/delivery.ts';
import { createPortalJobs, type PortalJobs } from './jobs/portal-jobs.ts';
import { registerDevMailbox } from './mail/dev-mailbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { enqueueMail } from './mail/outbox.ts';
import { loadContracts, type ContractOperation } from './openapi/contracts.ts';
import type { OperationHandlers } from './openapi/operations.ts';
import { createOnboardingAdminHandlers } from './onboarding/admin-handlers.ts';
import { installRegisterFormBodyLimit } from './onboarding/body-limit.ts';
import { createOnboardingApplicationHandlers } from './onboarding/application-handlers.ts';
import { createOnboardingLookupHandlers } from './onboarding/lookup-handlers.ts';
import { ONBOARDING_LONGEST_RATE_WINDOW_MS } from './onboarding/rate-limits.ts';
import { registerOperations } from './openapi/register-operations.ts';
import { createServicesStatusHandlers } from './services-status/handlers.ts';
import { createShipmentsHandlers } from './shipments/handlers.ts';
import { createInvoicesHandlers, INVOICES_BODY_LIMITS } from './invoices/handlers.ts';
import { createUsersHandlers } from './users/handlers.ts';
import { createRulesHandlers } from './rules/handlers.ts';
import { createCatalogHandlers } from './catalog/handlers.ts';
import { createProductHandlers } from './catalog/product-handlers.ts';
import { createStockHandlers, STOCK_BODY_LIMITS } from './stock/handlers.ts';
import { createFinanceHandlers } from './finance/handlers.ts';
import { STOCK_IMPORT_JOB } from './stock/imports.ts';
import { createSpid35Handlers } from './spid35/handlers.ts';
import { createCatalogApprovalHandlers } from './catalog-approval/handlers.ts';
import { createProductImageHandlers, PRODUCT_IMAGES_BODY_LIMITS } from './catalog/image-handlers.ts';
import { BULK_LOAD_UPLOAD_FORM, BULK_LOAD_UPLOAD_ROUTE, createProductExcelHandlers } from './catalog/excel-handlers.ts';
import { PRODUCT_BULK_LOAD_JOB } from './catalog/bulkLoads.ts';
import { installMultipartForms } from './kit/multipartForm.ts';

/** What the app needs from its environment (server/config.ts builds it from env vars). */
export interface AppConfig {
  /** HS256 key, at least 32 bytes. */
  jwtSecret: Uint8Array;
  /** Origin of the web client, used in mailed links, e.g. https://sellers.example.cl. */
  publicUrl: string;
  production: boolean;
  /** Fastify's trustProxy: whether X-Forwarded-* headers tell the client address and protocol. */
  trustProxy: boolean | number | string | string[];
  /** Folder of the Vite build to serve, or null for an API-only server. */
  clientDir: string | null;
  bodyLimitBytes?: number;
  /** The most orders one export holds (the spec's 50,000 unless set; tests set a few to reach it). */
  orderExportLimit?: number;
  /** Origins of services deployed apart from this server, which the client's scripts may call (CSP connect-src). */
  serviceOrigins?: readonly string[];
  /** The marketplace's Centry application (the product import); without an id and secret imports stay queued. */
  centry?: CentrySettings;
}

export interface AppDeps {
  database: Database;
  config: AppConfig;
  /** SMTP (or a test double); null keeps mails in the outbox (and enables /dev/mailbox outside production). */
  mailer: Mailer | null;
  /** Every time decision reads this clock, so tests control expiry and rate windows. */
  clock: () => Date;
  contractsDir?: string;
  /** Pino level, or false for no logs (tests). */
  logLevel?: string | false;
}

/** Facts about the built app, for main.ts and tests. */
export interface PortalInfo {
  operations: readonly ContractOperation[];
  implementedOperations: readonly string[];
  mailDelivery: MailDelivery | null;
  /** The background jobs (terms deadlines, mail delivery, images clean-up); main.ts starts them, tests run them by hand. */
  jobs: PortalJobs;
  devMailbox: boolean;
  clientBuilt: boolean;
  /** This instance's cache of valid sessions (hit counts, whether invalidations are being received). */
  sessionCache: SessionCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalInfo;
  }
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** TRUST_PROXY=2: trust the nearest two proxies' X-Forwarded-For entries. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database: db, config, clock } = deps;
  if (config.jwtSecret.byteLength < 32) throw new Error('The JWT secret must be at least 32 bytes');

  const app = Fastify({
    logger: deps.logLevel === false || deps.logLevel === undefined ? false : { level: deps.logLevel, serializers: { req: serializeRequest } },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT,
    // Every path parameter reaches the contract's validation, which answers a declared 400 naming it;
    // the router's own limit would answer an undeclared 414. Node caps the request line anyway.
    routerOptions: { maxParamLength: 16_384 },
    frameworkErrors: frameworkErrorHandler,
  });
  // JSON is the only body the contracts accept so far; text/plain would otherwise arrive as a string.
  app.removeContentTypeParser('text/plain');

  const metabase = metabaseConfigFrom(process.env);
  installSecurityHeaders(app, {
    frameSources: metabase ? [new URL(metabase.siteUrl).origin] : [],
    connectSources: config.serviceOrigins ?? [],
  });
  installErrorHandling(app);

  const sessionCache = await SessionCache.start(db, clock);
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const queueMail: AppContext['queueMail'] = (queryable, mail) => enqueueMail(queryable, mail, clock());
  const jobs = createPortalJobs({ db, clock, log: app.log, mailer: deps.mailer, publicUrl, queueMail, centry: config.centry });
  const { mailDelivery } = jobs;
  const context: AppContext = {
    db,
    clock,
    tokens: createTokenService(config.jwtSecret, clock),
    sessionCache,
    passwords: createPasswordHasher(),
    publicUrl,
    queueMail,
    sendQueuedMail: () => mailDelivery?.wake(),
    log: app.log,
  };

  const operations = loadContracts(deps.contractsDir);
  const handlers: OperationHandlers = {
    ...createAuthHandlers(context),
    ...createServicesStatusHandlers(context),
    ...createDocumentsHandlers(context),
    ...createOnboardingApplicationHandlers(context),
    ...createOnboardingLookupHandlers(context),
    ...createOnboardingAdminHandlers(context),
    ...createGeographyHandlers(context),
    ...createSellersHandlers(context),
    ...createMetricsHandlers(context, { jwtSecret: config.jwtSecret, metabase }),
    ...createImportHandlers(context, { wakeImports: () => jobs.runner.wake([CENTRY_IMPORT_JOB]) }),
    ...createAccountHandlers(context),
    ...createLearningGuideHandlers(context),
    ...createOrdersHandlers(context, { exportLimit: config.orderExportLimit ?? EXPORT_LIMIT }),
    ...createReturnsHandlers(context),
    ...createShipmentsHandlers(context),
    ...createInvoicesHandlers(context),
    ...createSellerDirectoryHandlers(context),
    ...createUsersHandlers(context),
    ...createRulesHandlers(context),
    ...createCatalogHandlers(context),
    ...createProductHandlers(context),
    ...createStockHandlers(context, { wakeImports: () => jobs.runner.wake([STOCK_IMPORT_JOB]) }),
    ...createSpid35Handlers(context),
    ...createCatalogApprovalHandlers(context),
    ...createProductImageHandlers(context),
    ...createProductExcelHandlers(context, { wakeBulkLoads: () => jobs.runner.wake([PRODUCT_BULK_LOAD_JOB]) }),
    ...createFinanceHandlers(context),
  };
  const apiPrefixes = new Set(operations.map((operation) => operation.path.split('/')[1] ?? '').concat('dev'));
  const clientApp = await createClientApp(config.clientDir, apiPrefixes);

  installRegisterFormBodyLimit(app);
  installMultipartForms(app, new Map([[BULK_LOAD_UPLOAD_ROUTE, BULK_LOAD_UPLOAD_FORM]]));
  app.addHook('onRoute', routeBodyLimits(operations, DOCUMENTS_BODY_LIMITS, config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT));
  app.addHook('onRoute', routeBodyLimits(operations, INVOICES_BODY_LIMITS, config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT));
  app.addHook('onRoute', routeBodyLimits(operations, PRODUCT_IMAGES_BODY_LIMITS, config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT));
  app.addHook('onRoute', routeBodyLimits(operations, STOCK_BODY_LIMITS, config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT));
  registerOperations(app, {
    operations,
    handlers,
    authenticate: (request) => authenticate(db, context.tokens, soleAuthorizationOf(request.raw.rawHeaders), sessionCache),
    // Without a client there is no navigation to catch: no hook, rather than one doing nothing per request.
    ...(config.clientDir !== null ? { beforeJsonGet: clientApp.navigationHook } : {}),
  });

  // Outside production the mailbox shows every mail and its delivery state, with SMTP too: a mail
  // that keeps failing stays visible there.
  const devMailbox = !config.production;
  if (devMailbox) registerDevMailbox(app, db, deps.mailer !== null);
  await clientApp.register(app);

  const sweeper = createExpiredRowsSweeper(db, clock, {
    rateWindowMs: Math.max(LONGEST_RATE_WINDOW_MS, ONBOARDING_LONGEST_RATE_WINDOW_MS),
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    sweeper.maybeSweep((error) => app.log.warn({ err: error }, 'expired rows sweep failed'));
    done();
  });
  app.addHook('onClose', async () => {
    await jobs.runner.stop();
    await sweeper.settle();
    await sessionCache.close();
  });

  app.decorate('portal', {
    operations,
    implementedOperations: operations.map((operation) => operation.operationId).filter((id) => id in handlers),
    mailDelivery,
    jobs,
    devMailbox,
    clientBuilt: clientApp.built,
    sessionCache,
  });
  return app;
}
