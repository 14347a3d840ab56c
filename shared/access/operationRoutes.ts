/**
 * Which route of the permission table (shared/access/routeAccess.ts) each contract operation with
 * bearer security belongs to. The server authorises an operation by asking the table whether the
 * caller may open that route (server/auth/permissions.ts), so a screen's calls are refused exactly
 * when the screen is. Operations that are not screens of a route say who may call them instead:
 *
 * - a route path: whoever may open that route (with its seller filters);
 * - 'any-signed-in': every signed-in role (also the default for an operation not listed here);
 * - a role list: tools and seller-own data outside the menu (terms, reputation, imports, services
 *   switches); seller ids are checked again in the handlers (server/sellers/access.ts).
 */
import type { Role } from './roles.ts';
import type { RoutePath } from './routeAccess.ts';

export type OperationAccess = RoutePath | 'any-signed-in' | readonly Role[];

export const OPERATION_ROUTES = {
  // Services status (openapi/services-status.yaml): switching modules is an admin tool; asking
  // whether a menu route may be opened is for everyone signed in (it answers 403 itself).
  updateServiceStatus: ['admin'],
  getRouteAccess: 'any-signed-in',
  // Auth (openapi/auth.yaml).
  checkSession: 'any-signed-in',
  getSession: 'any-signed-in',
  logout: 'any-signed-in',
  // Documents (openapi/documents.yaml). Only sellers get the terms check (spec section 6).
  checkPendingTerms: ['seller'],
  approveTerms: ['seller'],
  getTermsFile: 'any-signed-in',
  listTermsAcceptances: ['seller', 'admin'],
  getTermsAcceptanceReceipt: ['seller', 'admin'],
  listTerms: ['admin'],
  createTerms: ['admin'],
  listNotifications: 'any-signed-in',
  openNotification: 'any-signed-in',
  createNotification: ['admin'],
  listAllNotifications: ['admin'],
  withdrawNotification: ['admin'],
  // Sellers (openapi/sellers.yaml; spec section 6: publish history, reputation, reputation modal,
  // seller configuration and tour guide are the seller's). Admins read them for support; what
  // records what the seller has seen is the seller's alone. The seller directory is the
  // Configuration > Sellers screen.
  listSellers: '/sellers',
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
  // Learning guide (openapi/learning-guide.yaml).
  getLearningGuide: 'any-signed-in',
  rateLearningGuideQuestion: 'any-signed-in',
  // Seller applications (openapi/onboarding.yaml) are read in Configuration > Sellers.
  listSellerApplications: '/sellers',
  getSellerApplication: '/sellers',
  getSellerApplicationProofFile: '/sellers',
} as const satisfies Readonly<Record<string, OperationAccess>>;

/** How an operation is authorised; 'any-signed-in' for one not listed. */
export const operationAccessOf = (operationId: string): OperationAccess =>
  Object.hasOwn(OPERATION_ROUTES, operationId) ? (OPERATION_ROUTES as Readonly<Record<string, OperationAccess>>)[operationId]! : 'any-signed-in';
