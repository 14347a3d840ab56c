/**
 * Which route of the permission table (shared/access/routeAccess.ts) each contract operation with
 * bearer security belongs to. The server authorises an operation by asking the table whether the
 * caller may open that route (server/auth/permissions.ts), so a screen's calls are refused exactly
 * when the screen is. Operations that are not screens of a route say who may call them instead:
 *
 * - a route path: whoever may open that route (with its seller filters);
 * - 'any-signed-in': every signed-in role (also the default for an operation not listed here);
 * - a role list: tools and seller-own data outside the menu (terms, reputation, imports, services
 *   switches, the learning guide); seller ids are checked again in the handlers (server/sellers/access.ts);
 * - 'public': the contract asks for no token (`security: []`), so nobody is checked.
 *
 * The table names every operation of every contract, and nothing else: a contract operation added
 * without an entry (here, or in its module's permissions file) fails the type check, and one missing
 * at run time is refused to everyone.
 */
import type { operations as AuthOperations } from '../../openapi/generated/auth.ts';
import type { operations as CatalogOperations } from '../../openapi/generated/catalog.ts';
import type { operations as CatalogApprovalOperations } from '../../openapi/generated/catalog-approval.ts';
import type { operations as DocumentsOperations } from '../../openapi/generated/documents.ts';
import type { operations as FinanceOperations } from '../../openapi/generated/finance.ts';
import type { operations as GeographyOperations } from '../../openapi/generated/geography.ts';
import type { operations as ImportOperations } from '../../openapi/generated/import.ts';
import type { operations as LearningGuideOperations } from '../../openapi/generated/learning-guide.ts';
import type { operations as MetricsOperations } from '../../openapi/generated/metrics.ts';
import type { operations as OnboardingOperations } from '../../openapi/generated/onboarding.ts';
import type { operations as OrdersOperations } from '../../openapi/generated/orders.ts';
import type { operations as SellersOperations } from '../../openapi/generated/sellers.ts';
import type { operations as ServicesStatusOperations } from '../../openapi/generated/services-status.ts';
import type { operations as ReturnsOperations } from '../../openapi/generated/returns.ts';
import type { operations as ShipmentsOperations } from '../../openapi/generated/shipments.ts';
import type { operations as SellerDirectoryOperations } from '../../openapi/generated/seller-directory.ts';
import type { operations as StockOperations } from '../../openapi/generated/stock.ts';
import type { operations as Spid35Operations } from '../../openapi/generated/spid35.ts';
import { MODULE_REGISTRY } from '../modules/registry.generated.ts';
import type { Role } from './roles.ts';
import type { RoutePath } from './routeAccess.ts';

/** The id of every operation of every contract in openapi/. */
export type ContractOperationId = keyof (AuthOperations &
  CatalogOperations &
  CatalogApprovalOperations &
  DocumentsOperations &
  FinanceOperations &
  GeographyOperations &
  ImportOperations &
  LearningGuideOperations &
  MetricsOperations &
  OnboardingOperations &
  OrdersOperations &
  SellersOperations &
  ServicesStatusOperations &
  ReturnsOperations &
  ShipmentsOperations &
  SellerDirectoryOperations &
  StockOperations &
  Spid35Operations);

/** Who may call an operation that needs a token. */
export type OperationAccess = RoutePath | 'any-signed-in' | readonly Role[];

/** An operation's rule: who may call it, or 'public' for one the contract opens to everyone. */
export type OperationRule = OperationAccess | 'public';

/** The operations of the modules' contracts, as their permissions files (modules/<name>/permissions.json) rule them. */
type ModuleOperationRules = UnionToIntersection<(typeof MODULE_REGISTRY)[number]['permissions']['operations']>;
type UnionToIntersection<T> = (T extends unknown ? (value: T) => void : never) extends (value: infer I) => void ? I : never;

const MODULE_OPERATIONS: ModuleOperationRules = Object.assign({}, ...MODULE_REGISTRY.map((module) => module.permissions.operations));

/** The core's operations (every contract outside the modules'). */
const CORE_OPERATIONS = {
  // Public: the login screen, password recovery, the sign-up wizard's lookups and lists, the
  // builtin report pages (which carry a token of their own in the URL) and the products' images
  // (served by unguessable keys, as a CDN would; a module's permissions file names no public call).
  login: 'public',
  forgotPassword: 'public',
  validateResetHash: 'public',
  changePassword: 'public',
  listServiceStatus: 'public',
  listRegions: 'public',
  listRegionCommunes: 'public',
  listAccountTypes: 'public',
  listBanks: 'public',
  listCountries: 'public',
  listProductCategories: 'public',
  listProductLoadingModes: 'public',
  listSocietyTypes: 'public',
  searchActivities: 'public',
  lookupSellerByAdminEmail: 'public',
  lookupSellerByDocumentNumber: 'public',
  lookupSellerByName: 'public',
  submitSellerApplication: 'public',
  getDashboardPage: 'public',
  getProductImage: 'public',
  // Services status (openapi/services-status.yaml): switching modules is an admin tool; asking
  // whether a menu route may be opened is for everyone signed in (it answers 403 itself). The
  // switches' own list and each module's history (who switched it) are admins' too.
  updateServiceStatus: ['admin'],
  listModuleSwitches: ['admin'],
  listModuleSwitchHistory: ['admin'],
  getRouteAccess: 'any-signed-in',
  // Auth (openapi/auth.yaml).
  checkSession: 'any-signed-in',
  getSession: 'any-signed-in',
  logout: 'any-signed-in',
  // Documents (openapi/documents.yaml). Only sellers get the terms check: only they accept terms.
  checkPendingTerms: ['seller'],
  approveTerms: ['seller'],
  getTermsFile: 'any-signed-in',
  listTermsAcceptances: ['seller', 'admin'],
  getTermsAcceptanceReceipt: ['seller', 'admin'],
  listTerms: ['admin'],
  createTerms: ['admin'],
  listTermsAtRisk: ['admin'],
  listNotifications: 'any-signed-in',
  openNotification: 'any-signed-in',
  createNotification: ['admin'],
  listAllNotifications: ['admin'],
  withdrawNotification: ['admin'],
  // Sellers (openapi/sellers.yaml): publish history, reputation, reputation modal, seller
  // configuration and tour guide are the seller's. Admins read them for support; what
  // records what the seller has seen is the seller's alone. The seller directory is the
  // Configuration > Sellers screen.
  listSellers: '/sellers',
  // The seller filter of the lists where staff follow every seller's rows (orders, returns, boletas,
  // shipments): the staff roles that open any of them.
  findSellerNames: ['admin', 'customerService', 'logistics', 'store'],
  getSeller: ['seller', 'admin'],
  getSellerConfiguration: ['seller', 'admin'],
  saveTourGuideStatus: ['seller'],
  getPublishHistory: ['seller', 'admin'],
  getReputationStatus: ['seller', 'admin'],
  getReputationSummary: ['seller', 'admin'],
  getReputationModalState: ['seller'],
  saveReputationModal: ['seller'],
  createReputationLog: ['seller'],
  // Reports (openapi/metrics.yaml): the Reports screen and the reports at home, for sellers and the
  // two staff roles with reports (comercial, customerService), plus admin.
  getDashboardEmbed: '/reports',
  getDashboardData: '/reports',
  // Imports (openapi/import.yaml): a seller starts its own; admins read any seller's jobs.
  // getImportJob answers 404 to anyone but the job's seller or an admin (the handler decides).
  startImport: ['seller'],
  listImportJobs: ['seller', 'admin'],
  getImportJob: 'any-signed-in',
  // My account (/user/myAccount; openapi/auth.yaml /auth/me, openapi/sellers.yaml account calls):
  // everyone edits their own data; a seller's account is read by its users and admins, and written
  // by its own users only (the handlers check the seller id: server/account/handlers.ts).
  getMyProfile: 'any-signed-in',
  updateMyProfile: 'any-signed-in',
  getSellerAccount: ['seller', 'admin'],
  updateSellerContact: ['seller'],
  updateSellerBankAccount: ['seller'],
  // Learning guide (openapi/learning-guide.yaml): the help drawer is drawn for sellers only, and
  // its answered flags are the signed-in user's own (the handlers check the user id).
  getLearningGuide: ['seller'],
  rateLearningGuideQuestion: ['seller'],
  // Settlements (openapi/finance.yaml), the /finance route: sellers read their own and admin any
  // seller's. The route lets sellers in only once they are in the publish history, a fact the
  // operation table cannot see, so the handlers check it (403 NOT_PUBLISHED: server/finance/periods.ts).
  // Closing, payments and adjustments are admin's.
  listSettlementPeriods: ['seller', 'admin'],
  getSettlementPeriod: ['seller', 'admin'],
  listSettlementLines: ['seller', 'admin'],
  createSettlementAdjustment: ['admin'],
  closeSettlementPeriod: ['admin'],
  recordSettlementPayment: ['admin'],
  // Seller applications (openapi/onboarding.yaml's review calls) are the Configuración > Solicitudes
  // screen's: modules/applications/permissions.json rules them with its /applications route.
} as const;

/**
 * Every operation of every contract: the core's and the modules'. Orders (openapi/orders.yaml), for
 * one, are ruled by modules/orders/permissions.json: read by whoever opens /orders (sellers their own,
 * the handlers check: server/orders/detail.ts); the actions are the seller's, which admin and
 * logistics may apply for it; customerService and store only read.
 */
export const OPERATION_ROUTES = { ...CORE_OPERATIONS, ...MODULE_OPERATIONS } as const satisfies Readonly<Record<ContractOperationId, OperationRule>>;

/** How an operation is authorised; null for one the table does not name (the server refuses it). */
export const operationAccessOf = (operationId: string): OperationRule | null =>
  Object.hasOwn(OPERATION_ROUTES, operationId) ? (OPERATION_ROUTES as Readonly<Record<string, OperationRule>>)[operationId]! : null;
