/**
 * msw handlers typed from the same generated `paths` as the clients and the server: a handler that
 * answers a shape the contract does not allow fails to compile.
 */
import { createOpenApiHttp } from 'openapi-msw';
import { setupServer } from 'msw/node';
import type { paths as AuthPaths } from '../../openapi/generated/auth.ts';
import type { paths as ServicesStatusPaths } from '../../openapi/generated/services-status.ts';
import type { paths as OnboardingPaths } from '../../openapi/generated/onboarding.ts';
import type { paths as GeographyPaths } from '../../openapi/generated/geography.ts';
import type { paths as SellersPaths } from '../../openapi/generated/sellers.ts';
import type { paths as MetricsPaths } from '../../openapi/generated/metrics.ts';
import type { paths as ImportPaths } from '../../openapi/generated/import.ts';
import type { paths as DocumentsPaths } from '../../openapi/generated/documents.ts';
import type { paths as LearningGuidePaths } from '../../openapi/generated/learning-guide.ts';
import type { paths as OrdersPaths } from '../../openapi/generated/orders.ts';
import type { paths as ReturnsPaths } from '../../openapi/generated/returns.ts';
import type { paths as InvoicesPaths } from '../../openapi/generated/invoices.ts';
import type { paths as CatalogPaths } from '../../openapi/generated/catalog.ts';
import type { paths as StockPaths } from '../../openapi/generated/stock.ts';
import type { paths as Spid35Paths } from '../../openapi/generated/spid35.ts';
import type { paths as CatalogApprovalPaths } from '../../openapi/generated/catalog-approval.ts';

/** The simulated page's origin in vitest (happy-dom's and jsdom's); the app uses it for every service. */
export const TEST_ORIGIN = 'http://localhost:3000';

export const http = {
  auth: createOpenApiHttp<AuthPaths>({ baseUrl: TEST_ORIGIN }),
  servicesStatus: createOpenApiHttp<ServicesStatusPaths>({ baseUrl: TEST_ORIGIN }),
  onboarding: createOpenApiHttp<OnboardingPaths>({ baseUrl: TEST_ORIGIN }),
  geography: createOpenApiHttp<GeographyPaths>({ baseUrl: TEST_ORIGIN }),
  sellers: createOpenApiHttp<SellersPaths>({ baseUrl: TEST_ORIGIN }),
  metrics: createOpenApiHttp<MetricsPaths>({ baseUrl: TEST_ORIGIN }),
  import: createOpenApiHttp<ImportPaths>({ baseUrl: TEST_ORIGIN }),
  documents: createOpenApiHttp<DocumentsPaths>({ baseUrl: TEST_ORIGIN }),
  learningGuide: createOpenApiHttp<LearningGuidePaths>({ baseUrl: TEST_ORIGIN }),
  orders: createOpenApiHttp<OrdersPaths>({ baseUrl: TEST_ORIGIN }),
  returns: createOpenApiHttp<ReturnsPaths>({ baseUrl: TEST_ORIGIN }),
  invoices: createOpenApiHttp<InvoicesPaths>({ baseUrl: TEST_ORIGIN }),
  catalog: createOpenApiHttp<CatalogPaths>({ baseUrl: TEST_ORIGIN }),
  stock: createOpenApiHttp<StockPaths>({ baseUrl: TEST_ORIGIN }),
  spid35: createOpenApiHttp<Spid35Paths>({ baseUrl: TEST_ORIGIN }),
  catalogApproval: createOpenApiHttp<CatalogApprovalPaths>({ baseUrl: TEST_ORIGIN }),
};

export const mockServer = setupServer();
