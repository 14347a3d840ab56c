import type { OperationId } from '../openapi/operations.ts';
import type { Role } from './roles.ts';

/**
 * Server-side authorisation: the one place that says which role may call which operation.
 *
 * An operation with bearer security that is NOT listed here is open to every signed-in role.
 * An operation listed here is open only to the roles named. Public operations (security: [])
 * never reach this table.
 *
 * To restrict a new operation, add `operationId: [roles]` below; to widen one, add roles.
 * The same entries feed `jwtPayload.permissions`, so the client can hide what the server refuses.
 */
const restrictedOperations: Partial<Record<OperationId, readonly Role[]>> = {
  updateServiceStatus: ['admin'],
  // Documents (openapi/documents.yaml). Only sellers get the terms check (spec section 6).
  checkPendingTerms: ['seller'],
  approveTerms: ['seller'],
  listTermsAcceptances: ['seller', 'admin'],
  getTermsAcceptanceReceipt: ['seller', 'admin'],
  listTerms: ['admin'],
  createTerms: ['admin'],
  createNotification: ['admin'],
  listAllNotifications: ['admin'],
  withdrawNotification: ['admin'],
  // Sellers (openapi/sellers.yaml; spec section 6: publish history, reputation, reputation modal,
  // seller configuration and tour guide are the seller's). Admins read them for support; what
  // records what the seller has seen is the seller's alone. Which seller: server/sellers/access.ts.
  listSellers: ['admin'],
  getSeller: ['seller', 'admin'],
  getSellerConfiguration: ['seller', 'admin'],
  saveTourGuideStatus: ['seller'],
  getPublishHistory: ['seller', 'admin'],
  getReputationStatus: ['seller', 'admin'],
  getReputationSummary: ['seller', 'admin'],
  getReputationModalState: ['seller'],
  saveReputationModal: ['seller'],
  createReputationLog: ['seller'],
  // Reports (openapi/metrics.yaml): sellers and the two staff roles with reports at home, comercial
  // and customerService (the spec does not name them), plus admin, who sees every route.
  getDashboardEmbed: ['seller', 'comercial', 'customerService', 'admin'],
  getDashboardData: ['seller', 'comercial', 'customerService', 'admin'],
  // Imports (openapi/import.yaml): a seller starts its own; admins read any seller's jobs.
  // getImportJob is not listed: the contract answers 404 to anyone but the job's seller or an admin.
  startImport: ['seller'],
  listImportJobs: ['seller', 'admin'],
  listSellerApplications: ['admin'],
  getSellerApplication: ['admin'],
  getSellerApplicationProofFile: ['admin'],
};

/** Whether `role` may call `operationId` (an operation with bearer security). */
export function mayCall(role: Role, operationId: string): boolean {
  const allowed = (restrictedOperations as Partial<Record<string, readonly Role[]>>)[operationId];
  return allowed === undefined || allowed.includes(role);
}

/** The restricted operations this role is granted, sorted: the session's `permissions`. */
export function grantedRestrictedOperations(role: Role): string[] {
  return Object.entries(restrictedOperations)
    .filter(([, roles]) => roles?.includes(role))
    .map(([operationId]) => operationId)
    .sort();
}
