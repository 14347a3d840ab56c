/**
 * Authorisation, operation by operation: every operation of every contract that asks for a token,
 * called by every caller (the ten demo accounts and three sellers of other kinds made in the
 * database), against tables written here by hand from what docs/decisions.md promises: who may call each
 * operation, and what a caller let through gets for a well-formed request on its own data. Anyone
 * else gets 403. Then every seller aims the operations that name a seller or a seller's resource at
 * another seller: a 403 or 404 written per operation, and never the other seller's data.
 *
 * Test names carry the verdict kind (`allowed`, `refused`, `another seller`) for the proof script.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { insertBulkLoad } from '../../server/catalog/bulkLoads.ts';
import { closePeriod, ensureCurrentPeriods, ensurePeriod } from '../../server/finance/periods.ts';
import { santiagoDay } from '../../server/kit/santiagoCalendar.ts';
import { loadContracts } from '../../server/openapi/contracts.ts';
import { insertOrders } from '../../server/seed/order-rows.ts';
import { fortnightOf } from '../../shared/finance/settlement.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';
import { buildApplication } from './support/seller-application.ts';
import { SELLER_VARIANTS, addSellerVariant } from './support/seller-variants.ts';

type Role = 'admin' | 'seller' | 'customerService' | 'catalog' | 'comercial' | 'logistics' | 'store' | 'security' | 'sysadmin';
const EVERY_ROLE: readonly Role[] = ['admin', 'seller', 'customerService', 'catalog', 'comercial', 'logistics', 'store', 'security', 'sysadmin'];

interface CallerSpec {
  label: string;
  email: string;
  role: Role;
  /** A seller whose products and stock come from its integration, not the portal. */
  integrated?: true;
  /** A seller outside the publish history (its settlements are not open to it yet). */
  unpublished?: true;
}

const CALLERS: readonly CallerSpec[] = [
  { label: 'admin', email: 'admin@demo.cl', role: 'admin' },
  { label: 'seller andes (published, direct loading)', email: 'seller@demo.cl', role: 'seller' },
  { label: 'seller austral (new, unpublished)', email: 'nuevo@demo.cl', role: 'seller', unpublished: true },
  { label: 'seller centry (integrated)', email: SELLER_VARIANTS.centry.email, role: 'seller', integrated: true },
  { label: 'seller multivende (integrated collector, unpublished)', email: SELLER_VARIANTS.multivende.email, role: 'seller', integrated: true, unpublished: true },
  { label: 'seller pim collector', email: SELLER_VARIANTS.collector.email, role: 'seller' },
  { label: 'customerService', email: 'atencion@demo.cl', role: 'customerService' },
  { label: 'catalog', email: 'catalogo@demo.cl', role: 'catalog' },
  { label: 'comercial', email: 'comercial@demo.cl', role: 'comercial' },
  { label: 'logistics', email: 'logistica@demo.cl', role: 'logistics' },
  { label: 'store', email: 'tienda@demo.cl', role: 'store' },
  { label: 'security', email: 'seguridad@demo.cl', role: 'security' },
  { label: 'sysadmin', email: 'sysadmin@demo.cl', role: 'sysadmin' },
];

/** Who may call each bearer operation (docs/decisions.md, "Operations per role"). */
const MAY_CALL: Record<string, readonly Role[]> = {
  // The session itself, notifications addressed to the caller, terms files, profile and imports by id
  // (whose handler hides other sellers' jobs): everyone signed in.
  checkSession: EVERY_ROLE,
  getSession: EVERY_ROLE,
  logout: EVERY_ROLE,
  getRouteAccess: EVERY_ROLE,
  getTermsFile: EVERY_ROLE,
  listNotifications: EVERY_ROLE,
  openNotification: EVERY_ROLE,
  getMyProfile: EVERY_ROLE,
  updateMyProfile: EVERY_ROLE,
  getImportJob: EVERY_ROLE,
  // Administration tools.
  updateServiceStatus: ['admin'],
  listModuleSwitches: ['admin'],
  listModuleSwitchHistory: ['admin'],
  listTerms: ['admin'],
  createTerms: ['admin'],
  listTermsAtRisk: ['admin'],
  listTermsVersionAcceptances: ['admin'],
  createNotification: ['admin'],
  listAllNotifications: ['admin'],
  withdrawNotification: ['admin'],
  // Configuration > Sellers, with the applications of the sign-up wizard.
  listSellers: ['admin'],
  // The seller filter of the lists staff read across sellers.
  findSellerNames: ['admin', 'customerService', 'logistics', 'store'],
  listSellerApplications: ['admin', 'comercial'],
  getSellerApplication: ['admin', 'comercial'],
  getSellerApplicationProofFile: ['admin', 'comercial'],
  getSellerApplicationReview: ['admin', 'comercial'],
  startSellerApplicationReview: ['admin', 'comercial'],
  approveSellerApplication: ['admin', 'comercial'],
  rejectSellerApplication: ['admin', 'comercial'],
  // A seller's own data, which administrators read for support.
  getSeller: ['seller', 'admin'],
  getSellerConfiguration: ['seller', 'admin'],
  getPublishHistory: ['seller', 'admin'],
  getReputationStatus: ['seller', 'admin'],
  getReputationSummary: ['seller', 'admin'],
  getSellerAccount: ['seller', 'admin'],
  listTermsAcceptances: ['seller', 'admin'],
  getTermsAcceptanceReceipt: ['seller', 'admin'],
  listImportJobs: ['seller', 'admin'],
  // What the seller does or has seen: the seller's alone.
  checkPendingTerms: ['seller'],
  approveTerms: ['seller'],
  saveTourGuideStatus: ['seller'],
  getReputationModalState: ['seller'],
  saveReputationModal: ['seller'],
  createReputationLog: ['seller'],
  startImport: ['seller'],
  updateSellerContact: ['seller'],
  updateSellerBankAccount: ['seller'],
  // The help drawer and its "¿Te sirvió?" ratings are drawn for sellers only.
  getLearningGuide: ['seller'],
  rateLearningGuideQuestion: ['seller'],
  // Reports: sellers, the two staff roles with reports, and administrators.
  getDashboardEmbed: ['seller', 'admin', 'customerService', 'comercial'],
  getDashboardData: ['seller', 'admin', 'customerService', 'comercial'],
  // Ventas > Órdenes: whoever opens /orders reads orders (a seller its own); the seller's actions are
  // the seller's, and admin and logistics may apply them for it.
  listOrders: ['admin', 'seller', 'customerService', 'logistics', 'store'],
  exportOrders: ['admin', 'seller', 'customerService', 'logistics', 'store'],
  getOrder: ['admin', 'seller', 'customerService', 'logistics', 'store'],
  getOrderLabel: ['admin', 'seller', 'customerService', 'logistics', 'store'],
  transitionOrder: ['seller', 'admin', 'logistics'],
  // Ventas > Devoluciones: whoever opens /returns reads returns (a seller its own); the seller decides
  // (admin for it, customer service once it took the return over); Devoluciones escaladas is customer
  // service's and admin's.
  listReturns: ['admin', 'seller', 'customerService', 'logistics'],
  getReturn: ['admin', 'seller', 'customerService', 'logistics'],
  decideReturn: ['seller', 'admin', 'customerService'],
  listCsReturns: ['admin', 'customerService'],
  takeOverReturn: ['admin', 'customerService'],
  // Envíos: whoever opens /shipments reads the desk and prints labels (a seller its own orders);
  // marking ready and the manifest move orders, the seller's moves, which admin and logistics may make for it.
  listShipments: ['admin', 'seller', 'customerService', 'logistics'],
  printShipmentLabels: ['admin', 'seller', 'customerService', 'logistics'],
  markShipmentsReady: ['seller', 'admin', 'logistics'],
  createDispatchManifest: ['seller', 'admin', 'logistics'],
  // Ventas > Boletas: whoever opens /invoice reads boletas (a seller its own); attaching and uploading
  // them is the seller's alone (a boleta is its own tax document).
  listInvoices: ['admin', 'seller', 'customerService'],
  getInvoiceTemplate: ['admin', 'seller', 'customerService'],
  getInvoiceFile: ['admin', 'seller', 'customerService'],
  attachInvoice: ['seller'],
  uploadInvoices: ['seller'],
  // Configuración > Sellers: the seller directory, its publish and unpublish and the sellers'
  // settings are the admin's alone.
  listDirectorySellers: ['admin'],
  getDirectorySeller: ['admin'],
  changeSellerPublication: ['admin'],
  updateDirectorySeller: ['admin'],
  // Configuración > Usuarios: the roles that open /users administer users (which roles each may give
  // is the handlers' rule, not the route's).
  listUsers: ['admin', 'security', 'sysadmin'],
  getUserFormOptions: ['admin', 'security', 'sysadmin'],
  getUser: ['admin', 'security', 'sysadmin'],
  createUser: ['admin', 'security', 'sysadmin'],
  updateUser: ['admin', 'security', 'sysadmin'],
  setUserStatus: ['admin', 'security', 'sysadmin'],
  // Configuración > Reglas: whoever opens /rules (admin and comercial) reads and saves the rules.
  // The catalogue's configuration: reference data everyone reads; the catalogue team writes it, and
  // only admin touches commissions (money).
  listCatalogCategories: EVERY_ROLE,
  listCatalogBrands: EVERY_ROLE,
  listRejectionReasons: EVERY_ROLE,
  createCatalogCategory: ['admin', 'catalog'],
  updateCatalogCategory: ['admin', 'catalog'],
  saveCategoryAttributes: ['admin', 'catalog'],
  createCatalogBrand: ['admin', 'catalog'],
  updateCatalogBrand: ['admin', 'catalog'],
  saveRejectionReason: ['admin', 'catalog'],
  setCategoryCommission: ['admin'],
  // Products: the seller's own, read by the staff who curate the catalogue; written by the seller
  // alone, with the images it uploads (integrated sellers load theirs through the integration: see
  // INTEGRATION_LOADS). Reading an image asks for no token: the matrix does not hold it.
  listProducts: ['admin', 'seller', 'catalog'],
  getProduct: ['admin', 'seller', 'catalog'],
  createProduct: ['seller'],
  updateProduct: ['seller'],
  submitProduct: ['seller'],
  pauseProduct: ['seller'],
  resumeProduct: ['seller'],
  uploadProductImage: ['seller'],
  // Products by Excel: a seller who loads directly loads its own and exports its own list, as the
  // catalogue's staff export theirs.
  getProductTemplate: ['seller'],
  uploadProductBulkLoad: ['seller'],
  getProductBulkLoad: ['seller'],
  exportProducts: ['admin', 'seller', 'catalog'],
  // Aprobación de catálogo: the catalogue team reads the queue and decides; a seller reads how its
  // own products fared (another seller's product is one that does not exist).
  listReviewQueue: ['admin', 'catalog'],
  getProductReview: ['admin', 'catalog', 'seller'],
  approveProductRevision: ['admin', 'catalog'],
  rejectProductRevision: ['admin', 'catalog'],
  approveProductRevisions: ['admin', 'catalog'],
  listOwnProductReviews: ['seller'],
  getReputationRules: ['admin', 'comercial'],
  getReputationRuleVersion: ['admin', 'comercial'],
  saveReputationRules: ['admin', 'comercial'],
  // Stock: whoever opens /stock loads and sets a seller's stock (a seller its own; staff any seller's),
  // and reads levels, warehouses and a SKU's history with those who open Existencias, integrated
  // sellers included (see STOCK_LOADS); the threshold is the seller's own; an integration's update is
  // sent with its seller's token, or by admin (see INTEGRATION_UPDATE).
  listStock: ['admin', 'seller', 'logistics', 'store'],
  exportStock: ['admin', 'seller', 'logistics', 'store'],
  setStockQuantity: ['admin', 'seller', 'logistics', 'store'],
  getStockTemplate: ['admin', 'seller', 'logistics', 'store'],
  uploadStockImport: ['admin', 'seller', 'logistics', 'store'],
  listStockImports: ['admin', 'seller', 'logistics', 'store'],
  getStockImport: ['admin', 'seller', 'logistics', 'store'],
  saveLowStockThreshold: ['seller'],
  getStockLevel: ['admin', 'seller', 'logistics', 'store'],
  listStockWarehouses: ['admin', 'seller', 'logistics', 'store'],
  listStockMovements: ['admin', 'seller', 'logistics', 'store'],
  listStockExistences: ['admin', 'seller', 'logistics', 'store'],
  updateIntegrationStock: ['admin', 'seller'],
  // Spid35 (/orders/spid35, /stock/spid35): the express stores' queue and stock, for admin and
  // logistics (every store) and the store role (its own).
  listSpid35Facilities: ['admin', 'logistics', 'store'],
  listSpid35Orders: ['admin', 'logistics', 'store'],
  moveSpid35Order: ['admin', 'logistics', 'store'],
  resolveSpid35Shortage: ['admin', 'logistics', 'store'],
  listSpid35Stock: ['admin', 'logistics', 'store'],
  // Settlements (/finance): sellers read their own, admin any seller's; closing, payments and
  // adjustments are admin's.
  listSettlementPeriods: ['admin', 'seller'],
  getSettlementPeriod: ['admin', 'seller'],
  listSettlementLines: ['admin', 'seller'],
  createSettlementAdjustment: ['admin'],
  closeSettlementPeriod: ['admin'],
  recordSettlementPayment: ['admin'],
  // Configuración > Guías de aprendizaje: admin only writes the help sellers read.
  listLearningGuides: ['admin'],
  getLearningGuideForEditing: ['admin'],
  saveLearningGuide: ['admin'],
  getLearningGuideRatings: ['admin'],
};

type Group = 'seller' | 'admin' | 'staff';
const groupOf = (role: Role): Group => (role === 'seller' || role === 'admin' ? role : 'staff');

/**
 * What a caller let through gets for the request `requestFor` writes, on its own data (admins and
 * staff aim at the published demo seller). One status for everyone, or one per group.
 */
const ANSWER: Record<string, number | Partial<Record<Group, number>>> = {
  checkSession: 200,
  getSession: 200,
  logout: 204,
  getRouteAccess: 200,
  getTermsFile: 200,
  listNotifications: 200,
  // Notifications are addressed to sellers; staff have none to open.
  openNotification: { seller: 204, admin: 404, staff: 404 },
  getMyProfile: 200,
  updateMyProfile: 200,
  // A job is read by its seller and admins; to other staff it does not exist.
  getImportJob: { seller: 200, admin: 200, staff: 404 },
  getLearningGuide: 200,
  // Each seller's first rating of the question.
  rateLearningGuideQuestion: 201,
  updateServiceStatus: 200,
  listModuleSwitches: 200,
  listModuleSwitchHistory: 200,
  listTerms: 200,
  createTerms: 201,
  listTermsAtRisk: 200,
  listTermsVersionAcceptances: 200,
  createNotification: 201,
  listAllNotifications: 200,
  withdrawNotification: 204,
  listSellers: 200,
  findSellerNames: 200,
  listSellerApplications: 200,
  getSellerApplication: 200,
  getSellerApplicationProofFile: 200,
  // The first reviewer decides; the second is answered what was decided (a double click decides once).
  getSellerApplicationReview: 200,
  startSellerApplicationReview: 200,
  approveSellerApplication: 200,
  rejectSellerApplication: 200,
  getSeller: 200,
  getSellerConfiguration: 200,
  getPublishHistory: 200,
  getReputationStatus: 200,
  getReputationSummary: 200,
  getSellerAccount: 200,
  listTermsAcceptances: 200,
  getTermsAcceptanceReceipt: 200,
  listImportJobs: 200,
  checkPendingTerms: 200,
  // Terms every seller accepted while the scene was set: accepting again answers the same record.
  approveTerms: 200,
  saveTourGuideStatus: 200,
  getReputationModalState: 200,
  saveReputationModal: 200,
  createReputationLog: 201,
  // The same code as the scene's start: the seller's existing job, not a second one.
  startImport: 200,
  updateSellerContact: 200,
  updateSellerBankAccount: 200,
  getDashboardEmbed: 200,
  getDashboardData: 200,
  listOrders: 200,
  exportOrders: 200,
  getOrder: 200,
  getOrderLabel: 200,
  // Each caller packs an order of its own seller's (staff: of the published demo seller) kept for it.
  transitionOrder: 200,
  listReturns: 200,
  getReturn: 200,
  // Each caller approves a return in process kept for it; customer service must take it over first.
  decideReturn: { seller: 200, admin: 200, staff: 409 },
  listCsReturns: 200,
  // Each caller takes over an escalated return kept for it.
  takeOverReturn: 200,
  listShipments: 200,
  printShipmentLabels: 200,
  // Each caller marks ready an order of its own seller's (staff: of the published demo seller) kept for it.
  markShipmentsReady: 200,
  // Each caller hands over a ready order kept for it.
  createDispatchManifest: 201,
  listInvoices: 200,
  getInvoiceTemplate: 200,
  // The order's boleta PDF, attached by its seller while the scene was set.
  getInvoiceFile: 200,
  // The same folio on the same order again: the boleta is replaced by itself.
  attachInvoice: 200,
  // A template with no rows: nothing to check, nothing stored.
  uploadInvoices: 200,
  listDirectorySellers: 200,
  getDirectorySeller: 200,
  // Publishing the published demo seller: the handler ran and refused the state it is in already.
  changeSellerPublication: 409,
  // The published demo seller's settings as stored: nothing new, the record.
  updateDirectorySeller: 200,
  listUsers: 200,
  getUserFormOptions: 200,
  getUser: 200,
  // A customer-service user of the caller's own (a new e-mail per caller).
  createUser: 201,
  // The demo customer-service user saved as it is, and the demo store user enabled as it is.
  updateUser: 200,
  setUserStatus: 200,
  listCatalogCategories: 200,
  listCatalogBrands: 200,
  listRejectionReasons: 200,
  createCatalogCategory: 201,
  updateCatalogCategory: 200,
  saveCategoryAttributes: 200,
  createCatalogBrand: 201,
  updateCatalogBrand: 200,
  saveRejectionReason: 200,
  setCategoryCommission: 200,
  listProducts: 200,
  getProduct: 200,
  createProduct: 201,
  updateProduct: 200,
  submitProduct: 200,
  pauseProduct: 200,
  resumeProduct: 200,
  // A 500 x 500 JPEG, stored as a new image of the seller's each time.
  uploadProductImage: 201,
  // The template of the "Otro" category; a one-row file of it, queued; the caller's own load; every product as a workbook.
  getProductTemplate: 200,
  uploadProductBulkLoad: 202,
  getProductBulkLoad: 200,
  exportProducts: 200,
  listReviewQueue: 200,
  getProductReview: 200,
  // Each caller who decides approves, rejects and approves in bulk a pending product kept for it.
  approveProductRevision: 200,
  rejectProductRevision: 200,
  approveProductRevisions: 200,
  listOwnProductReviews: 200,
  getReputationRules: 200,
  getReputationRuleVersion: 200,
  // Each caller let through saves the version after the one the previous one saved.
  saveReputationRules: 201,
  listStock: 200,
  exportStock: 200,
  // Its own level set to the units it has: nothing moves, and the version stays for the next caller.
  setStockQuantity: 200,
  getStockTemplate: 200,
  // A workbook with the header row only, queued.
  uploadStockImport: 202,
  listStockImports: 200,
  getStockImport: 200,
  saveLowStockThreshold: 200,
  getStockLevel: 200,
  listStockWarehouses: 200,
  listStockMovements: 200,
  listStockExistences: 200,
  // An integrated seller's own level (admin sends for the integrated demo seller).
  updateIntegrationStock: 200,
  // The demo store's queue and stock; each caller accepts a new express order of its own and removes
  // the line of an accepted one (see setSpid35Scene).
  listSpid35Facilities: 200,
  listSpid35Orders: 200,
  moveSpid35Order: 200,
  resolveSpid35Shortage: 200,
  listSpid35Stock: 200,
  listSettlementPeriods: 200,
  getSettlementPeriod: 200,
  listSettlementLines: 200,
  // On the published demo seller's current period; an ended open one closed; a closed one paid.
  createSettlementAdjustment: 201,
  closeSettlementPeriod: 200,
  recordSettlementPayment: 200,
  listLearningGuides: 200,
  getLearningGuideForEditing: 200,
  // The stock guide saved on the version the previous save left.
  saveLearningGuide: 200,
  getLearningGuideRatings: 200,
};

interface Caller extends CallerSpec {
  token: string;
  userId: number;
  sellerId: number | null;
}

/**
 * Operations an integrated seller is refused although its role may call them: its products come
 * from its integration (the /pim route of the permission table is not an integrated seller's).
 */
const INTEGRATION_LOADS = new Set(['listProducts', 'getProduct', 'createProduct', 'updateProduct', 'submitProduct', 'pauseProduct', 'resumeProduct', 'uploadProductImage', 'getProductTemplate', 'uploadProductBulkLoad', 'getProductBulkLoad', 'exportProducts']);

/**
 * Stock operations an integrated seller is refused although its role may call them: its stock comes
 * from its integration (the /stock route is not an integrated seller's; it reads Existencias).
 */
const STOCK_LOADS = new Set(['listStock', 'exportStock', 'setStockQuantity', 'getStockTemplate', 'uploadStockImport', 'listStockImports', 'getStockImport']);

/** Settlement reads a seller outside the publish history is refused (403 NOT_PUBLISHED), as the /finance route is. */
const SETTLEMENT_READS = new Set(['listSettlementPeriods', 'getSettlementPeriod', 'listSettlementLines']);

/** By seller id: its current settlement period; for the published demo seller also one ended and open, one closed. */
const financeScene = { current: new Map<number, number>(), closable: 0, payable: 0 };

async function setFinanceScene(): Promise<void> {
  const periodId = async (sellerId: number, start: string) =>
    (await t.db.query<{ id: number }>('select id from settlement_periods where seller_id = $1 and start_day = $2', [sellerId, start]))[0]!.id;
  for (const seller of scene.callers.filter((caller) => caller.role === 'seller')) {
    await ensureCurrentPeriods(t.db, seller.sellerId!, t.clock.now());
    financeScene.current.set(seller.sellerId!, await periodId(seller.sellerId!, fortnightOf(santiagoDay(t.clock.now())).start));
  }
  // Fortnights long before the demo seed's settlements.
  await ensurePeriod(t.db, scene.andes, { start: '2020-01-01', end: '2020-01-14' }, t.clock.now());
  await ensurePeriod(t.db, scene.andes, { start: '2020-01-15', end: '2020-01-31' }, t.clock.now());
  financeScene.closable = await periodId(scene.andes, '2020-01-01');
  financeScene.payable = await periodId(scene.andes, '2020-01-15');
  await closePeriod(t.db, financeScene.payable, t.clock.now());
}

/** A settlement call, aimed at `sellerId`'s current period (staff name the seller). */
function financeCall(operationId: string, caller: Caller, sellerId: number): Call | null {
  const period = financeScene.current.get(sellerId) ?? financeScene.current.get(scene.andes)!;
  switch (operationId) {
    case 'listSettlementPeriods':
      return { method: 'GET', url: caller.role === 'seller' ? '/v1/finance/periods' : `/v1/finance/periods?sellerId=${sellerId}` };
    case 'getSettlementPeriod':
      return { method: 'GET', url: `/v1/finance/periods/${period}` };
    case 'listSettlementLines':
      return { method: 'GET', url: `/v1/finance/periods/${period}/lines` };
    case 'createSettlementAdjustment':
      return { method: 'POST', url: `/v1/finance/periods/${period}/adjustments`, payload: { amount: 1_000, reason: 'Ajuste de la matriz' } };
    case 'closeSettlementPeriod':
      return { method: 'POST', url: `/v1/finance/periods/${financeScene.closable}/close` };
    case 'recordSettlementPayment':
      return { method: 'POST', url: `/v1/finance/periods/${financeScene.payable}/payment`, payload: { paidOn: '2020-02-07', reference: 'MATRIZ-0001' } };
    default:
      return null;
  }
}

/** And the one a seller that loads its stock in the portal is refused: the integration's update. */
const INTEGRATION_UPDATE = 'updateIntegrationStock';

/** By seller id: a warehouse of the seller's, a level of it nothing else moves, and an import of the seller's own. */
const stockScene = { levels: new Map<number, { warehouseId: number; levelId: number }>(), imports: new Map<number, string>(), headerOnly: '' };

/** Each seller, the published demo seller and the integrated demo seller get the stock the stock calls aim at. */
async function setStockScene(): Promise<void> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Stock').addRow(['SKU', 'Bodega', 'Cantidad']);
  stockScene.headerOnly = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  for (const seller of scene.callers.filter((caller) => caller.role === 'seller')) {
    const sellerId = seller.sellerId!;
    const [warehouse] = await t.db.query<{ id: number }>(
      `insert into seller_warehouses (seller_id, name, address, region_code, commune_code, region_name, commune_name, technical_service, created_at)
       values ($1, 'Bodega Matriz', 'Av. Matta 100', '13', '13101', 'Metropolitana de Santiago', 'Santiago', false, now() + interval '1 day') returning id`,
      [sellerId],
    );
    const [level] = await t.db.query<{ id: number }>(
      `insert into stock_levels (seller_id, sku, warehouse_id, name, updated_at) values ($1, 'MATRIZ-STOCK', $2, 'Producto de la matriz', now()) returning id`,
      [sellerId, warehouse!.id],
    );
    stockScene.levels.set(sellerId, { warehouseId: warehouse!.id, levelId: level!.id });
    const importId = randomUUID();
    await t.db.query(
      `insert into stock_imports (id, seller_id, user_id, file_name, mode, state, rows_total, rows_read, created_at, started_at, finished_at)
       values ($1, $2, $3, 'stock.xlsx', 'set', 'finished', 0, 0, now(), now(), now())`,
      [importId, sellerId, seller.userId],
    );
    stockScene.imports.set(sellerId, importId);
  }
}

/** A stock call, aimed at `sellerId` (staff name it; the integration's update from admin names the integrated demo seller). */
function stockCall(operationId: string, caller: Caller, sellerId: number): Call | null {
  const staff = caller.role !== 'seller';
  const named = (url: string) => (staff ? `${url}${url.includes('?') ? '&' : '?'}sellerId=${sellerId}` : url);
  const { levelId } = stockScene.levels.get(sellerId)!;
  const integrated = scene.callers.find((candidate) => candidate.email === SELLER_VARIANTS.centry.email)!.sellerId!;
  switch (operationId) {
    case 'listStock':
      return { method: 'GET', url: named('/v1/stock') };
    case 'exportStock':
      return { method: 'GET', url: named('/v1/stock/export') };
    case 'setStockQuantity':
      return { method: 'PUT', url: `/v1/stock/levels/${levelId}`, payload: { onHand: 0, version: 1 } };
    case 'getStockTemplate':
      return { method: 'GET', url: '/v1/stock/template' };
    case 'uploadStockImport':
      return { method: 'POST', url: '/v1/stock/imports', payload: { file: { fileName: 'stock.xlsx', contentBase64: stockScene.headerOnly }, ...(staff ? { sellerId } : {}) } };
    case 'listStockImports':
      return { method: 'GET', url: named('/v1/stock/imports') };
    case 'getStockImport':
      return { method: 'GET', url: `/v1/stock/imports/${stockScene.imports.get(sellerId)}` };
    case 'saveLowStockThreshold':
      return { method: 'PUT', url: '/v1/stock/settings', payload: { lowStockThreshold: 5 } };
    case 'getStockLevel':
      return { method: 'GET', url: `/v1/stock/levels/${levelId}` };
    case 'listStockWarehouses':
      return { method: 'GET', url: named('/v1/stock/warehouses') };
    case 'listStockMovements':
      return { method: 'GET', url: named('/v1/stock/movements?sku=MATRIZ-STOCK') };
    case 'listStockExistences':
      return { method: 'GET', url: named('/v1/stock/existences') };
    case 'updateIntegrationStock': {
      const target = staff ? integrated : sellerId;
      return {
        method: 'PUT',
        url: '/v1/stock/integration',
        payload: { ...(staff ? { sellerId: target } : {}), items: [{ sku: 'MATRIZ-INTEGRADO', warehouseId: stockScene.levels.get(target)!.warehouseId, onHand: 3 }] },
      };
    }
    default:
      return null;
  }
}

/** What one seller owns in the scene: its import job, its acceptance, a notification for it alone, an order waiting for it, a return in process. */
interface Owned {
  jobId: string;
  acceptanceId: string;
  notificationId: number;
  orderId: number;
  returnId: number;
}

interface Scene {
  callers: Caller[];
  andes: number;
  owned: Map<number, Owned>;
  termsId: number;
  notificationForEveryone: number;
  notificationToWithdraw: number;
  applicationId: string;
  applicationToReject: string;
  /** The first question of the orders guide, which the sellers rate. */
  questionId: number;
  /** By caller e-mail: the order the caller packs (its seller's; the published demo seller's for staff). */
  orderToPack: Map<string, number>;
  /** By caller e-mail: the return in process the caller decides, and the escalated one it takes over. */
  returnToDecide: Map<string, number>;
  returnToTake: Map<string, number>;
  /** By caller e-mail: the order the caller marks ready, and the ready one it hands to a carrier. */
  orderToMark: Map<string, number>;
  orderToShip: Map<string, number>;
  /** A bulk upload's workbook with the header row only, in base64. */
  emptyWorkbook: string;
  /** A 500 x 500 JPEG, in base64: the smallest image an upload accepts. */
  photo: string;
  /** The reputation rules version now current: each rules save let through adds one. */
  rulesVersion: number;
  /** The stock guide's version now: each guide save let through adds one. */
  guideVersion: number;
  /** The catalogue records each versioned write aims at, with the version it is at now. */
  catalog: Record<'category' | 'commission' | 'attributes' | 'brand', { id: number; version: number }>;
  /** By caller e-mail (direct-loading sellers): a draft it edits and sends, and a product on sale it pauses and resumes. */
  products: Map<string, { draft: { id: number; version: number }; onSale: { id: number; version: number } }>;
  /** By caller e-mail (direct-loading sellers): an image it uploaded, which its products show. */
  images: Map<string, string>;
  /** By seller id: a bulk load of the seller's own (written in the database, as its upload would). */
  bulkLoads: Map<number, string>;
  /** A one-row product file of the "Otro" category. */
  bulkWorkbook: Buffer;
  /** By seller id: a product of the seller's own, whose review it reads (integrated sellers' written in the database). */
  reviewed: Map<number, number>;
  /** By caller e-mail (those who decide): pending products of the published demo seller to approve, reject and approve in bulk. */
  toDecide: Map<string, Record<'approve' | 'reject' | 'bulk', number>>;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown> | Buffer;
  headers?: Record<string, string>;
}

/** By caller e-mail: a new express order of the demo store to accept, and the line of an accepted one to remove. */
const spid35Scene = { toAccept: new Map<string, number>(), toShorten: new Map<string, { orderId: number; lineId: number }>() };

async function setSpid35Scene(): Promise<void> {
  for (const [index, caller] of scene.callers.entries()) {
    const ids: number[] = [];
    for (const status of ['new', 'accepted']) {
      const [order] = await t.db.query<{ id: number }>(
        `insert into spid35_orders (facility_id, order_number, customer_name, status, created_at, promised_at, updated_at)
         values ('TDA-PROVIDENCIA', $1, 'Cliente Matriz', $2, now(), now() + interval '35 minutes', now()) returning id`,
        [`S35-MATRIZ-${index}-${status}`, status],
      );
      ids.push(order!.id);
    }
    const [line] = await t.db.query<{ id: number }>(
      `insert into spid35_order_lines (order_id, position, sku, name, quantity) values ($1, 0, 'S35-AGU-500', 'Agua mineral sin gas 500 ml', 1) returning id`,
      [ids[1]],
    );
    spid35Scene.toAccept.set(caller.email, ids[0]!);
    spid35Scene.toShorten.set(caller.email, { orderId: ids[1]!, lineId: line!.id });
  }
}

/** A Spid35 call, on the demo store (the store account's own). */
function spid35Call(operationId: string, caller: Caller): Call | null {
  switch (operationId) {
    case 'listSpid35Facilities':
      return { method: 'GET', url: '/v1/spid35/facilities' };
    case 'listSpid35Orders':
      return { method: 'GET', url: '/v1/spid35/orders?facilityId=TDA-PROVIDENCIA' };
    case 'listSpid35Stock':
      return { method: 'GET', url: '/v1/spid35/stock?facilityId=TDA-PROVIDENCIA' };
    case 'moveSpid35Order':
      return { method: 'POST', url: `/v1/spid35/orders/${spid35Scene.toAccept.get(caller.email)}/move`, payload: { to: 'accepted', version: 1 } };
    case 'resolveSpid35Shortage': {
      const { orderId, lineId } = spid35Scene.toShorten.get(caller.email)!;
      return { method: 'POST', url: `/v1/spid35/orders/${orderId}/lines/${lineId}/shortage`, payload: { version: 1, resolution: 'remove' } };
    }
    default:
      return null;
  }
}

/** What a seller writes into another seller's data, so the test can look for it afterwards. */
const INTRUDER = {
  contactEmail: 'intruso@demo.cl',
  accountNumber: '00099999999',
  tourGuideAt: '2020-01-01T00:00:00.000Z',
  modalReputation: 'Destacado',
  logReputation: 'Plan Growth',
  importCode: 'intruso-code-0001',
  ratingReason: 'Calificado por otro seller',
} as const;

/**
 * A well-formed request for each operation, aimed at `sellerId` and its resources where it names
 * them. A seller aiming at another seller sends the INTRUDER values.
 */
function requestFor(operationId: string, scene: Scene, caller: Caller, sellerId: number): Call {
  if (operationId === 'saveReputationRules') return rulesSave(scene, caller);
  if (operationId === 'saveLearningGuide') return guideSave(scene, caller);
  const stock = stockCall(operationId, caller, sellerId);
  if (stock) return stock;
  const spid35 = spid35Call(operationId, caller);
  if (spid35) return spid35;
  const finance = financeCall(operationId, caller, sellerId);
  if (finance) return finance;
  const catalog = catalogWrite(operationId, scene, caller) ?? productCall(operationId, scene, caller) ?? reviewCall(operationId, scene, caller, sellerId) ?? bulkLoadCall(operationId, scene, sellerId);
  if (catalog) return catalog;
  const owned = scene.owned.get(sellerId)!;
  const own = caller.role !== 'seller' || sellerId === caller.sellerId;
  const notificationId = caller.role === 'seller' && own ? scene.notificationForEveryone : owned.notificationId;
  // The learning guide names a user: a seller aiming at another seller names that seller's user.
  const userId = own ? caller.userId : scene.callers.find((candidate) => candidate.role === 'seller' && candidate.sellerId === sellerId)!.userId;
  const requests: Record<string, Call> = {
    checkSession: { method: 'GET', url: '/auth/check' },
    getSession: { method: 'GET', url: '/auth/session' },
    logout: { method: 'POST', url: '/auth/logout' },
    getRouteAccess: { method: 'GET', url: '/services-status/access?path=%2Feiffel' },
    getTermsFile: { method: 'GET', url: '/document/termsfile/terminos-y-condiciones-v1.pdf' },
    listNotifications: { method: 'GET', url: '/user-notification' },
    openNotification: { method: 'POST', url: `/user-notification/open/${notificationId}` },
    getMyProfile: { method: 'GET', url: '/auth/me' },
    updateMyProfile: { method: 'PUT', url: '/auth/me', payload: { firstName: 'Javiera', lastName: 'Muñoz', phone: '912345678' } },
    getImportJob: { method: 'GET', url: `/import-jobs/${owned.jobId}` },
    getLearningGuide: { method: 'GET', url: `/learning-guide/questions/orders/${userId}` },
    rateLearningGuideQuestion: {
      method: 'POST',
      url: '/learning-guide/answer',
      payload: own
        ? { userId, value: 1, valueDetailed: 'null', learningGuideQuestionId: scene.questionId }
        : { userId, value: 0, valueDetailed: INTRUDER.ratingReason, learningGuideQuestionId: scene.questionId },
    },
    updateServiceStatus: { method: 'PUT', url: '/services-status/rules', payload: { active: true } },
    listModuleSwitches: { method: 'GET', url: '/services-status/switches' },
    listModuleSwitchHistory: { method: 'GET', url: '/services-status/rules/history' },
    listTerms: { method: 'GET', url: '/document' },
    listTermsAtRisk: { method: 'GET', url: '/document/at-risk' },
    listTermsVersionAcceptances: { method: 'GET', url: `/document/terms/${scene.termsId}/acceptances` },
    createTerms: {
      method: 'POST',
      url: '/document',
      payload: { key: 'matriz-de-acceso', title: 'Matriz de acceso', contentType: 'html', html: '<p>Reglas</p>', startDate: '2026-03-02', approvalLimitDate: '2026-04-01', exception: 1 },
    },
    createNotification: { method: 'POST', url: '/user-notification', payload: { label: 'Aviso', icon: 'megaphone', size: 'm', config: { content: '<p>Hola</p>' } } },
    listAllNotifications: { method: 'GET', url: '/user-notification/all' },
    withdrawNotification: { method: 'DELETE', url: `/user-notification/${scene.notificationToWithdraw}` },
    listSellers: { method: 'GET', url: '/sellers' },
    listCatalogCategories: { method: 'GET', url: '/v1/catalog/categories' },
    listCatalogBrands: { method: 'GET', url: '/v1/catalog/brands?q=sam' },
    listRejectionReasons: { method: 'GET', url: '/v1/catalog/rejection-reasons' },
    findSellerNames: { method: 'GET', url: '/seller-names?q=andes' },
    listSellerApplications: { method: 'GET', url: '/v1/onboarding/applications' },
    getSellerApplication: { method: 'GET', url: `/v1/onboarding/applications/${scene.applicationId}` },
    getSellerApplicationProofFile: { method: 'GET', url: `/v1/onboarding/applications/${scene.applicationId}/proof-file` },
    getSellerApplicationReview: { method: 'GET', url: `/v1/onboarding/applications/${scene.applicationId}/review` },
    startSellerApplicationReview: { method: 'POST', url: `/v1/onboarding/applications/${scene.applicationId}/review` },
    approveSellerApplication: { method: 'POST', url: `/v1/onboarding/applications/${scene.applicationId}/approve` },
    rejectSellerApplication: {
      method: 'POST',
      url: `/v1/onboarding/applications/${scene.applicationToReject}/reject`,
      payload: { reason: 'La cuenta bancaria no está a nombre de la empresa.' },
    },
    getSeller: { method: 'GET', url: `/sellers/${sellerId}` },
    getSellerConfiguration: { method: 'GET', url: `/sellers/seller-configuration/${sellerId}` },
    getPublishHistory: { method: 'GET', url: `/seller-publish-history/get-movements/${sellerId}` },
    getReputationStatus: { method: 'GET', url: `/v1/sellers/status-reputation/${sellerId}` },
    getReputationSummary: { method: 'GET', url: `/v1/sellers/reputation-summary/${sellerId}` },
    getSellerAccount: { method: 'GET', url: `/sellers/${sellerId}/account` },
    listTermsAcceptances: { method: 'GET', url: caller.role === 'seller' && own ? '/document-seller/acceptances' : `/document-seller/acceptances?sellerId=${sellerId}` },
    getTermsAcceptanceReceipt: { method: 'GET', url: `/document-seller/acceptances/${owned.acceptanceId}/receipt` },
    listImportJobs: { method: 'GET', url: `/import-jobs?seller_id=${sellerId}` },
    checkPendingTerms: { method: 'GET', url: '/document-seller/check' },
    approveTerms: { method: 'GET', url: `/document/approve/${scene.termsId}` },
    saveTourGuideStatus: { method: 'POST', url: '/sellers/tourguide-status', payload: { sellerId, tourGuideStatus: 1, createdAt: own ? '2026-03-02T12:00:00.000Z' : INTRUDER.tourGuideAt } },
    getReputationModalState: { method: 'GET', url: `/v1/sellers/show-reputation-modal/${sellerId}/2026-03-02` },
    saveReputationModal: { method: 'PUT', url: `/v1/sellers/reputation-modal/${sellerId}`, payload: { modalShow: false, reputation: own ? 'Medio' : INTRUDER.modalReputation } },
    createReputationLog: { method: 'POST', url: '/v1/sellers/reputation-logs', payload: { sellerId, reputation: own ? 'Medio' : INTRUDER.logReputation } },
    startImport: { method: 'GET', url: `/import-start?seller_id=${sellerId}&code=${own ? `matrix-code-${sellerId}-0001` : INTRUDER.importCode}` },
    updateSellerContact: { method: 'PUT', url: `/sellers/${sellerId}/account`, payload: { contactEmail: own ? 'ventas@demo.cl' : INTRUDER.contactEmail, contactPhone: '223456789' } },
    updateSellerBankAccount: {
      method: 'PUT',
      url: `/sellers/${sellerId}/bank-account`,
      payload: { bankCode: '012', accountType: 'vista', accountNumber: own ? '00012345678' : INTRUDER.accountNumber },
    },
    getDashboardEmbed: { method: 'GET', url: caller.role === 'seller' && own ? '/metabase/dashboard/reputation' : `/metabase/dashboard/reputation?sellerId=${sellerId}` },
    getDashboardData: { method: 'GET', url: caller.role === 'seller' && own ? '/metabase/dashboard/comercial/data' : `/metabase/dashboard/comercial/data?sellerId=${sellerId}` },
    listOrders: { method: 'GET', url: caller.role === 'seller' ? '/v1/orders' : `/v1/orders?sellerId=${sellerId}` },
    exportOrders: { method: 'GET', url: caller.role === 'seller' ? '/v1/orders/export?format=csv' : `/v1/orders/export?format=csv&sellerId=${sellerId}` },
    getOrder: { method: 'GET', url: `/v1/orders/${owned.orderId}` },
    getOrderLabel: { method: 'GET', url: `/v1/orders/${owned.orderId}/label` },
    transitionOrder: { method: 'POST', url: `/v1/orders/${own ? scene.orderToPack.get(caller.email) : owned.orderId}/transitions`, payload: { action: 'pack' } },
    listReturns: { method: 'GET', url: caller.role === 'seller' ? '/v1/returns' : `/v1/returns?sellerId=${sellerId}` },
    getReturn: { method: 'GET', url: `/v1/returns/${owned.returnId}` },
    decideReturn: { method: 'POST', url: `/v1/returns/${own ? scene.returnToDecide.get(caller.email) : owned.returnId}/decision`, payload: { decision: 'approve' } },
    listCsReturns: { method: 'GET', url: '/v1/returns/customer-service' },
    takeOverReturn: { method: 'POST', url: `/v1/returns/${scene.returnToTake.get(caller.email)}/take-over` },
    listShipments: { method: 'GET', url: caller.role === 'seller' ? '/v1/shipments' : `/v1/shipments?sellerId=${sellerId}` },
    printShipmentLabels: { method: 'POST', url: '/v1/shipments/labels', payload: { orderIds: [owned.orderId] } },
    markShipmentsReady: { method: 'POST', url: '/v1/shipments/ready', payload: { orderIds: [own ? scene.orderToMark.get(caller.email) : owned.orderId] } },
    createDispatchManifest: {
      method: 'POST',
      url: '/v1/shipments/manifests',
      payload: { orderIds: [own ? scene.orderToShip.get(caller.email) : owned.orderId], carrier: 'starken' },
    },
    listInvoices: { method: 'GET', url: caller.role === 'seller' ? '/v1/invoices' : `/v1/invoices?sellerId=${sellerId}` },
    getInvoiceTemplate: { method: 'GET', url: '/v1/invoices/template' },
    getInvoiceFile: { method: 'GET', url: `/v1/invoices/${owned.orderId}/file` },
    attachInvoice: { method: 'PUT', url: `/v1/invoices/${owned.orderId}`, payload: invoiceAttachment(owned.orderId) },
    uploadInvoices: { method: 'POST', url: '/v1/invoices/uploads', payload: { fileName: 'boletas.xlsx', contentBase64: scene.emptyWorkbook } },
    listDirectorySellers: { method: 'GET', url: '/v1/seller-directory?q=76.086.428-5' },
    getDirectorySeller: { method: 'GET', url: `/v1/seller-directory/${sellerId}` },
    changeSellerPublication: { method: 'POST', url: `/v1/seller-directory/${sellerId}/publication`, payload: { publish: true, reason: 'Publicación pedida en la matriz de permisos' } },
    updateDirectorySeller: { method: 'PATCH', url: `/v1/seller-directory/${sellerId}`, payload: { sellerType: 'pim', isCollector: false, version: 1 } },
    listUsers: { method: 'GET', url: '/v1/users?role=customerService' },
    getUserFormOptions: { method: 'GET', url: '/v1/users/form-options' },
    getUser: { method: 'GET', url: `/v1/users/${caller.userId}` },
    createUser: {
      method: 'POST',
      url: '/v1/users',
      payload: { firstName: 'Nueva', lastName: 'Persona', email: `creado.por.${caller.email}`, role: 'customerService', status: 'active', sellerId: null },
    },
    updateUser: {
      method: 'PUT',
      url: `/v1/users/${scene.callers.find((candidate) => candidate.email === 'atencion@demo.cl')!.userId}`,
      payload: { firstName: 'Javiera', lastName: 'Muñoz', email: 'atencion@demo.cl', role: 'customerService', status: 'active', sellerId: null },
    },
    setUserStatus: {
      method: 'PUT',
      url: `/v1/users/${scene.callers.find((candidate) => candidate.email === 'tienda@demo.cl')!.userId}/status`,
      payload: { status: 'active' },
    },
    getReputationRules: { method: 'GET', url: '/v1/rules' },
    getReputationRuleVersion: { method: 'GET', url: '/v1/rules/versions/1' },
    listLearningGuides: { method: 'GET', url: '/v1/learning-guides' },
    getLearningGuideForEditing: { method: 'GET', url: '/v1/learning-guides/stock' },
    getLearningGuideRatings: { method: 'GET', url: '/v1/learning-guides/stock/ratings' },
  };
  const request = requests[operationId];
  if (!request) throw new Error(`No request written for ${operationId}`);
  return request;
}

/**
 * Operations that name a seller or a seller's resource, and what a seller gets when the name is
 * another seller's: 403 where the seller id is in the request, 404 where a resource of theirs is
 * (its existence is not disclosed).
 */
const ANOTHER_SELLERS: Record<string, 403 | 404> = {
  getSeller: 403,
  getSellerConfiguration: 403,
  getPublishHistory: 403,
  getReputationStatus: 403,
  getReputationSummary: 403,
  getSellerAccount: 403,
  listTermsAcceptances: 403,
  listImportJobs: 403,
  saveTourGuideStatus: 403,
  getReputationModalState: 403,
  saveReputationModal: 403,
  createReputationLog: 403,
  startImport: 403,
  updateSellerContact: 403,
  updateSellerBankAccount: 403,
  getDashboardEmbed: 403,
  getDashboardData: 403,
  getImportJob: 404,
  getTermsAcceptanceReceipt: 404,
  openNotification: 404,
  // A user id of another seller's: its ratings are not the caller's to read or write.
  getLearningGuide: 403,
  rateLearningGuideQuestion: 403,
  // Another seller's order is one that does not exist.
  getOrder: 404,
  getOrderLabel: 404,
  transitionOrder: 404,
  // Another seller's return is one that does not exist.
  getReturn: 404,
  decideReturn: 404,
  printShipmentLabels: 404,
  createDispatchManifest: 404,
  // Another seller's boleta is one that does not exist.
  // Another seller's stock level or import is one that does not exist.
  getStockLevel: 404,
  setStockQuantity: 404,
  getStockImport: 404,
  getInvoiceFile: 404,
  attachInvoice: 404,
  // Another seller's product is one that does not exist.
  getProductReview: 404,
  // Another seller's settlement period is one that does not exist (before the publish history is asked).
  getSettlementPeriod: 404,
  listSettlementLines: 404,
};

let t: TestApp;
const scene: Scene = {
  callers: [],
  andes: 0,
  owned: new Map(),
  termsId: 0,
  notificationForEveryone: 0,
  notificationToWithdraw: 0,
  applicationId: '',
  applicationToReject: '',
  questionId: 0,
  orderToPack: new Map(),
  returnToDecide: new Map(),
  returnToTake: new Map(),
  orderToMark: new Map(),
  orderToShip: new Map(),
  emptyWorkbook: '',
  photo: '',
  rulesVersion: 1,
  guideVersion: 1,
  catalog: { category: { id: 0, version: 1 }, commission: { id: 0, version: 1 }, attributes: { id: 0, version: 1 }, brand: { id: 0, version: 1 } },
  products: new Map(),
  images: new Map(),
  bulkLoads: new Map(),
  bulkWorkbook: Buffer.alloc(0),
  reviewed: new Map(),
  toDecide: new Map(),
};

/** A complete product of the "Otro" category (no attributes) and the generic brand, with SKUs of its own and the seller's image. */
const matrixProduct = ({ category, brand }: Scene['catalog'], sku: string, image: string | undefined) => ({
  categoryId: category.id,
  title: 'Producto de la matriz de acceso',
  description: '',
  brandId: brand.id,
  price: 9_990,
  offer: null,
  attributes: {},
  variants: [{ sku, attributes: {} }],
  images: image === undefined ? [] : [image],
});

/**
 * A product call as `caller`: its own draft and product on sale (staff read the published demo
 * seller's); the versioned ones on the version the product is at (one let through moves it on).
 */
function productCall(operationId: string, scene: Scene, caller: Caller): Call | null {
  const mine = scene.products.get(caller.email) ?? scene.products.get('seller@demo.cl')!;
  const allowed = MAY_CALL[operationId]!.includes(caller.role) && !CALLERS.find((spec) => spec.email === caller.email)!.integrated;
  const versioned = (which: 'draft' | 'onSale') => {
    const { id, version } = mine[which];
    if (allowed) mine[which].version += 1;
    return { id, version };
  };
  switch (operationId) {
    case 'listProducts':
      return { method: 'GET', url: '/v1/catalog/products?limit=5' };
    case 'getProduct':
      return { method: 'GET', url: `/v1/catalog/products/${mine.draft.id}` };
    case 'createProduct':
      return { method: 'POST', url: '/v1/catalog/products', payload: matrixProduct(scene.catalog, `NUEVO-${slugOf(caller)}`, scene.images.get(caller.email)) };
    case 'updateProduct': {
      const { id, version } = versioned('draft');
      return { method: 'PUT', url: `/v1/catalog/products/${id}`, payload: { content: matrixProduct(scene.catalog, `BORRADOR-${slugOf(caller)}`, scene.images.get(caller.email)), version } };
    }
    case 'submitProduct': {
      const { id, version } = versioned('draft');
      return { method: 'POST', url: `/v1/catalog/products/${id}/submission`, payload: { version } };
    }
    case 'pauseProduct':
    case 'resumeProduct': {
      const { id, version } = versioned('onSale');
      return { method: 'POST', url: `/v1/catalog/products/${id}/${operationId === 'pauseProduct' ? 'pause' : 'resume'}`, payload: { version } };
    }
    case 'uploadProductImage':
      return { method: 'POST', url: '/v1/catalog/images', payload: { fileName: 'producto.jpg', contentBase64: scene.photo } };
    default:
      return null;
  }
}

/**
 * A catalogue approval call as `caller`: the review of a product of `sellerId` (staff read the
 * published demo seller's), and the decisions on the pending products kept for the caller (those
 * who may not decide aim at the first decider's: they are refused before anything is read).
 */
function reviewCall(operationId: string, scene: Scene, caller: Caller, sellerId: number): Call | null {
  const mine = scene.toDecide.get(caller.email) ?? [...scene.toDecide.values()][0]!;
  switch (operationId) {
    case 'listReviewQueue':
      return { method: 'GET', url: '/v1/catalog-approval/queue?limit=5' };
    case 'getProductReview':
      return { method: 'GET', url: `/v1/catalog-approval/products/${scene.reviewed.get(sellerId)}` };
    case 'approveProductRevision':
      return { method: 'POST', url: `/v1/catalog-approval/products/${mine.approve}/approval`, payload: { revision: 1 } };
    case 'rejectProductRevision':
      return { method: 'POST', url: `/v1/catalog-approval/products/${mine.reject}/rejection`, payload: { revision: 1, reasonCode: 'images_quality', note: 'Fondo blanco.' } };
    case 'approveProductRevisions':
      return { method: 'POST', url: '/v1/catalog-approval/bulk-approval', payload: { items: [{ productId: mine.bulk, revision: 1 }] } };
    case 'listOwnProductReviews':
      return { method: 'GET', url: '/v1/catalog-approval/own-products?limit=5' };
    default:
      return null;
  }
}

/** A products-by-Excel call: the "Otro" category's template and a one-row file of it, the load of `sellerId`, the export. */
function bulkLoadCall(operationId: string, scene: Scene, sellerId: number): Call | null {
  switch (operationId) {
    case 'getProductTemplate':
      return { method: 'GET', url: `/v1/catalog/categories/${scene.catalog.category.id}/product-template` };
    case 'uploadProductBulkLoad': {
      const boundary = '----matrixBulkLoad';
      const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const payload = Buffer.concat([
        Buffer.from(field('categoryId', String(scene.catalog.category.id)) + field('outcome', 'draft')),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="productos.xlsx"\r\n\r\n`),
        scene.bulkWorkbook,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { method: 'POST', url: '/v1/catalog/product-bulk-loads', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    }
    case 'getProductBulkLoad':
      return { method: 'GET', url: `/v1/catalog/product-bulk-loads/${scene.bulkLoads.get(sellerId) ?? '00000000-0000-4000-8000-000000000000'}` };
    case 'exportProducts':
      return { method: 'GET', url: '/v1/catalog/products/export?status=approved' };
    default:
      return null;
  }
}

/** A slug of the caller, for the codes and names its catalogue writes create (one each, never taken). */
const slugOf = (caller: Caller) => caller.email.replace(/@.*$/, '').replace(/[^a-z0-9]+/g, '-');

/**
 * A valid catalogue write as `caller`: new codes and names of its own, and the versioned ones on the
 * version their record is at now (one let through moves it on).
 */
function catalogWrite(operationId: string, scene: Scene, caller: Caller): Call | null {
  const versioned = (record: keyof Scene['catalog']) => {
    const version = scene.catalog[record].version;
    if (MAY_CALL[operationId]!.includes(caller.role)) scene.catalog[record].version += 1;
    return { id: scene.catalog[record].id, version };
  };
  switch (operationId) {
    case 'createCatalogCategory':
      return { method: 'POST', url: '/v1/catalog/categories', payload: { parentId: null, code: `matriz-${slugOf(caller)}`, name: `Matriz ${slugOf(caller)}` } };
    case 'updateCatalogCategory': {
      const { id, version } = versioned('category');
      return { method: 'PUT', url: `/v1/catalog/categories/${id}`, payload: { name: 'Otro', active: true, position: 1, version } };
    }
    case 'setCategoryCommission': {
      const { id, version } = versioned('commission');
      return { method: 'PUT', url: `/v1/catalog/categories/${id}/commission`, payload: { commissionBp: 1000, version } };
    }
    case 'saveCategoryAttributes': {
      const { id, version } = versioned('attributes');
      return { method: 'PUT', url: `/v1/catalog/categories/${id}/attributes`, payload: { attributes: [], version } };
    }
    case 'createCatalogBrand':
      return { method: 'POST', url: '/v1/catalog/brands', payload: { name: `Matriz ${slugOf(caller)}` } };
    case 'updateCatalogBrand': {
      const { id, version } = versioned('brand');
      return { method: 'PUT', url: `/v1/catalog/brands/${id}`, payload: { name: 'Genérica', active: true, version } };
    }
    case 'saveRejectionReason':
      return { method: 'PUT', url: `/v1/catalog/rejection-reasons/matriz_${slugOf(caller).replaceAll('-', '_')}`, payload: { text: 'Motivo de la matriz.', active: true, position: 20 } };
    default:
      return null;
  }
}

/** A valid save of the stock guide on its current version, with one new question; one let through moves the version on. */
function guideSave(scene: Scene, caller: Caller): Call {
  const basedOnVersion = scene.guideVersion;
  if (MAY_CALL.saveLearningGuide!.includes(caller.role)) scene.guideVersion += 1;
  return {
    method: 'PUT',
    url: '/v1/learning-guides/stock',
    payload: { basedOnVersion, title: 'Guía de Stock', content: 'Mantén tu **stock** al día.', questions: [{ title: `¿Pregunta de ${caller.label}?`, value: 'Prueba', content: 'Una **respuesta**.' }] },
  };
}

/** A valid save of the rules based on the current version; one let through makes the next version current. */
function rulesSave(scene: Scene, caller: Caller): Call {
  const basedOnVersion = scene.rulesVersion;
  if (MAY_CALL.saveReputationRules!.includes(caller.role)) scene.rulesVersion += 1;
  const benefits = { Nuevo: 'Guía de primeros pasos', Bajo: 'Plan de mejora', Medio: 'Eventos de temporada', Bueno: 'Envío con descuento', Destacado: 'Insignia destacada' };
  return {
    method: 'POST',
    url: '/v1/rules/versions',
    payload: {
      basedOnVersion,
      note: `Guardada por ${caller.label}`,
      values: { minOnTimeDeliveriesPercent: 95.01, maxClaimsPercent: 3, maxCancellationsPercent: 1.5, minShippedOrders: 5, benefits, conferenceCutoffDay: '2023-10-19', conferenceCutoffTime: '23:30' },
    },
  };
}

/** The boleta of an owned order: its folio is the order's id moved up, so no two orders share one. */
const invoiceAttachment = (orderId: number) => ({
  folio: 900_000 + orderId,
  issuedOn: '2026-03-02',
  file: { fileName: 'boleta.pdf', contentBase64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') },
});

/**
 * An order of `sellerId` paid and waiting for the seller (its label can be printed, it can be packed),
 * or with `ready` already waiting for the carrier.
 */
async function addWaitingOrder(sellerId: number, ready = false): Promise<number> {
  const createdAt = new Date('2026-03-02T09:00:00.000Z');
  const [order] = await insertOrders(t.db, sellerId, [
    {
      status: ready ? 'ready_to_ship' : 'awaiting_fulfillment',
      createdAt,
      promisedAt: new Date('2026-03-06T09:00:00.000Z'),
      shipping: 2_990,
      items: [{ sku: 'MATRIZ-01', name: 'Producto de la matriz', quantity: 1, unitPrice: 9_990 }],
      customer: { name: 'Cliente Matriz', phone: null },
      address: { street: 'Av. Matta 100', reference: null, commune: 'Santiago', region: 'Metropolitana de Santiago' },
      timeline: [
        { status: 'new', at: createdAt },
        { status: 'awaiting_fulfillment', at: new Date('2026-03-02T09:10:00.000Z') },
        ...(ready ? [{ status: 'ready_to_ship' as const, at: new Date('2026-03-02T09:20:00.000Z') }] : []),
      ],
    },
  ]);
  return order!.id;
}

/** A return in process of a delivered order of `sellerId` (escalated when asked), for the scene. */
async function addReturnInProcess(sellerId: number, escalated = false): Promise<number> {
  const createdAt = new Date('2026-02-10T09:00:00.000Z');
  const [order] = await insertOrders(t.db, sellerId, [
    {
      status: 'delivered',
      createdAt,
      promisedAt: new Date('2026-02-14T09:00:00.000Z'),
      dispatchedAt: new Date('2026-02-11T09:00:00.000Z'),
      deliveredAt: new Date('2026-02-13T09:00:00.000Z'),
      shipping: 0,
      items: [{ sku: 'MATRIZ-02', name: 'Producto devuelto de la matriz', quantity: 1, unitPrice: 9_990 }],
      customer: { name: 'Cliente Matriz', phone: null },
      address: { street: 'Av. Matta 100', reference: null, commune: 'Santiago', region: 'Metropolitana de Santiago' },
    },
  ]);
  const [row] = await t.db.query<{ id: number }>(
    `insert into returns (seller_id, order_id, return_number, status, created_at, customer_reason, escalated_at, escalation_reason)
     values ($1, $2, 'D-2026-' || lpad((800000 + $2)::text, 6, '0'), 'return_in_process', '2026-02-20T09:00:00Z', 'defective', $3, $4) returning id`,
    [sellerId, order!.id, escalated ? new Date('2026-02-25T09:00:00Z') : null, escalated ? 'seller_no_response' : null],
  );
  await t.db.query(`insert into return_items (return_id, line, sku, name, quantity) values ($1, 1, 'MATRIZ-02', 'Producto devuelto de la matriz', 1)`, [row!.id]);
  await t.db.query(`insert into return_status_history (return_id, status, at) values ($1, 'waiting_for_return', '2026-02-20T09:00:00Z'), ($1, 'return_in_process', '2026-02-24T09:00:00Z')`, [row!.id]);
  return row!.id;
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(status);
}

beforeAll(async () => {
  t = await openTestApp();
  for (const variant of Object.values(SELLER_VARIANTS)) await addSellerVariant(t, variant);
  for (const spec of CALLERS) {
    const [user] = await t.db.query<{ id: number; seller_id: number | null }>('select id, seller_id from users where email = $1', [spec.email]);
    scene.callers.push({ ...spec, token: await t.login(spec.email), userId: user!.id, sellerId: user!.seller_id });
  }
  scene.andes = scene.callers.find((caller) => caller.email === 'seller@demo.cl')!.sellerId!;
  const catalogIds = await t.db.query<{ code: string; id: number }>(
    `select code, id from catalog_categories where code in ('otro', 'libros', 'tablets') union all select 'brand', id from catalog_brands where name = 'Genérica'`,
  );
  const catalogId = (code: string) => catalogIds.find((row) => row.code === code)!.id;
  const catalog = { ...scene.catalog, category: { id: catalogId('otro'), version: 1 }, brand: { id: catalogId('brand'), version: 1 } };
  scene.photo = (await sharp({ create: { width: 500, height: 500, channels: 3, background: '#d04020' } }).jpeg().toBuffer()).toString('base64');
  for (const seller of scene.callers.filter((caller) => caller.role === 'seller' && !CALLERS.find((spec) => spec.email === caller.email)!.integrated)) {
    const image = await t.request({ method: 'POST', url: '/v1/catalog/images', token: seller.token, payload: { fileName: 'producto.jpg', contentBase64: scene.photo } });
    expectStatus(image, 201, `${seller.label} uploads an image`);
    scene.images.set(seller.email, image.json<{ id: string }>().id);
    const made = async (sku: string) => {
      const created = await t.request({ method: 'POST', url: '/v1/catalog/products', token: seller.token, payload: matrixProduct(catalog, sku, scene.images.get(seller.email)) });
      expectStatus(created, 201, `${seller.label} creates a product`);
      return created.json<{ id: number }>().id;
    };
    const draft = await made(`BORRADOR-${slugOf(seller)}`);
    const onSale = await made(`VENTA-${slugOf(seller)}`);
    // Stands in for the catalogue team's approval.
    await t.db.query(`update products set status = 'approved', published = working, published_at = now(), version = 2 where id = $1`, [onSale]);
    scene.products.set(seller.email, { draft: { id: draft, version: 1 }, onSale: { id: onSale, version: 2 } });
    scene.reviewed.set(seller.sellerId!, onSale);
  }
  // Integrated sellers' products come from their integration: written here as it would write them.
  for (const seller of scene.callers.filter((caller) => caller.role === 'seller' && !scene.reviewed.has(caller.sellerId!))) {
    const content = matrixProduct(catalog, `INTEGRADO-${slugOf(seller)}`, undefined);
    const [row] = await t.db.query<{ id: number }>(
      `insert into products (seller_id, working, category_id, brand_id, title, price) values ($1, $2, $3, $4, $5, $6) returning id`,
      [seller.sellerId, content, content.categoryId, content.brandId, content.title, content.price],
    );
    scene.reviewed.set(seller.sellerId!, row!.id);
  }
  const andesSeller = scene.callers.find((caller) => caller.email === 'seller@demo.cl')!;
  for (const decider of scene.callers.filter((caller) => MAY_CALL.approveProductRevision!.includes(caller.role))) {
    const pending = async (use: string) => {
      const created = await t.request({
        method: 'POST',
        url: '/v1/catalog/products',
        token: andesSeller.token,
        payload: matrixProduct(catalog, `REVISAR-${use}-${slugOf(decider)}`, scene.images.get(andesSeller.email)),
      });
      expectStatus(created, 201, `a product for ${decider.label} to ${use}`);
      const { id } = created.json<{ id: number }>();
      expectStatus(await t.request({ method: 'POST', url: `/v1/catalog/products/${id}/submission`, token: andesSeller.token, payload: { version: 1 } }), 200, `sent to review for ${decider.label}`);
      return id;
    };
    scene.toDecide.set(decider.email, { approve: await pending('approve'), reject: await pending('reject'), bulk: await pending('bulk') });
  }
  // Every seller has a load of its own, as its upload would have stored it.
  const bulkBook = new ExcelJS.Workbook();
  bulkBook.addWorksheet('Productos').addRows([['SKU', 'Título', 'Precio'], ['CARGA-MATRIZ-1', 'Producto cargado desde Excel', 9_990]]);
  scene.bulkWorkbook = Buffer.from(await bulkBook.xlsx.writeBuffer());
  for (const seller of scene.callers.filter((caller) => caller.role === 'seller')) {
    const id = randomUUID();
    const load = { id, sellerId: seller.sellerId!, userId: seller.userId, categoryId: catalogId('otro'), outcome: 'draft' as const, fileName: 'productos.xlsx', file: scene.bulkWorkbook, totalRows: 1 };
    await insertBulkLoad(t.db, load, new Date());
    scene.bulkLoads.set(seller.sellerId!, id);
  }
  scene.catalog = {
    category: { id: catalogId('otro'), version: 1 },
    commission: { id: catalogId('libros'), version: 1 },
    attributes: { id: catalogId('tablets'), version: 1 },
    brand: { id: catalogId('brand'), version: 1 },
  };
  const admin = scene.callers.find((caller) => caller.role === 'admin')!;
  const asAdmin = (call: Call) => t.request({ ...call, token: admin.token });

  const [terms] = await t.db.query<{ id: number }>(`select id from terms where key = 'terminos-y-condiciones' order by version desc limit 1`);
  scene.termsId = terms!.id;
  const [question] = await t.db.query<{ id: number }>(`select id from learning_guide_questions where module = 'orders' order by display_position limit 1`);
  scene.questionId = question!.id;
  const notification = async (sellerIds: number[] | null) => {
    const created = await asAdmin({ method: 'POST', url: '/user-notification', payload: { label: 'Aviso', icon: 'megaphone', size: 'm', config: { content: '<p>Hola</p>' }, sellerIds } });
    expectStatus(created, 201, 'a notification for the scene');
    return created.json<{ id: number }>().id;
  };
  scene.notificationForEveryone = await notification(null);
  scene.notificationToWithdraw = await notification(null);

  // What each seller owns: an import job it started, its acceptance of the terms, a notification for it alone.
  for (const seller of scene.callers.filter((caller) => caller.role === 'seller')) {
    const sellerId = seller.sellerId!;
    const job = await t.request({ method: 'GET', url: `/import-start?seller_id=${sellerId}&code=matrix-code-${sellerId}-0001`, token: seller.token });
    expectStatus(job, 202, `${seller.label} starts an import`);
    const approved = await t.request({ method: 'GET', url: `/document/approve/${scene.termsId}`, token: seller.token });
    expectStatus(approved, 200, `${seller.label} accepts the terms`);
    scene.owned.set(sellerId, {
      jobId: job.json<{ id: string }>().id,
      acceptanceId: approved.json<{ acceptance: { id: string } }>().acceptance.id,
      notificationId: await notification([sellerId]),
      orderId: await addWaitingOrder(sellerId),
      returnId: await addReturnInProcess(sellerId),
    });
    const orderId = scene.owned.get(sellerId)!.orderId;
    const boleta = await t.request({ method: 'PUT', url: `/v1/invoices/${orderId}`, token: seller.token, payload: invoiceAttachment(orderId) });
    expectStatus(boleta, 200, `${seller.label} attaches a boleta`);
  }
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Boletas').addRow(['Número de orden', 'Folio', 'Fecha de emisión', 'Monto total']);
  scene.emptyWorkbook = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
  for (const caller of scene.callers) {
    scene.orderToPack.set(caller.email, await addWaitingOrder(caller.sellerId ?? scene.andes));
    scene.returnToDecide.set(caller.email, await addReturnInProcess(caller.sellerId ?? scene.andes));
    scene.returnToTake.set(caller.email, await addReturnInProcess(caller.sellerId ?? scene.andes, true));
    scene.orderToMark.set(caller.email, await addWaitingOrder(caller.sellerId ?? scene.andes));
    scene.orderToShip.set(caller.email, await addWaitingOrder(caller.sellerId ?? scene.andes, true));
  }

  await setStockScene();
  await setSpid35Scene();
  await setFinanceScene();

  const application = await t.request({ method: 'POST', url: '/web-hooks/register-form', payload: buildApplication(), headers: { 'idempotency-key': '6a1c1f7e-2b4d-4e8f-9a0b-1c2d3e4f5a6b' } });
  expectStatus(application, 201, 'a sign-up application');
  scene.applicationId = application.json<{ applicationId: string }>().applicationId;
  const toReject = await t.request({ method: 'POST', url: '/web-hooks/register-form', payload: buildApplication(), headers: { 'idempotency-key': '0d9e4a31-7c55-4f0a-8b1e-2f3a4b5c6d7e' } });
  expectStatus(toReject, 201, 'a sign-up application to reject');
  scene.applicationToReject = toReject.json<{ applicationId: string }>().applicationId;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

/** Sends `call` as `caller`; a logout gets a session of its own, so it cannot end the next call's. */
async function send(caller: Caller, call: Call, operationId: string) {
  const token = operationId === 'logout' ? await t.login(caller.email) : caller.token;
  const response = await t.request({ method: call.method, url: call.url, token, ...(call.payload ? { payload: call.payload } : {}), ...(call.headers ? { headers: call.headers } : {}) });
  expectContract(response, operationId);
  return response;
}

const expectedAnswer = (operationId: string, role: Role): number => {
  const answer = ANSWER[operationId]!;
  return typeof answer === 'number' ? answer : answer[groupOf(role)]!;
};

describe('authorisation matrix: the tables', () => {
  it('name every operation of every contract that asks for a token, and nothing else', () => {
    const bearer = loadContracts()
      .filter((operation) => operation.access.kind === 'bearer')
      .map((operation) => operation.operationId)
      .sort();
    expect(Object.keys(MAY_CALL).sort()).toEqual(bearer);
    expect(Object.keys(ANSWER).sort()).toEqual(bearer);
    expect(bearer).toHaveLength(139);
  });

  it('hold 13 callers: every role, and sellers of every kind', () => {
    expect(new Set(CALLERS.map((caller) => caller.role))).toEqual(new Set(EVERY_ROLE));
    expect(CALLERS.filter((caller) => caller.role === 'seller')).toHaveLength(5);
  });
});

// 139 operations x 13 callers.
const CASES = Object.keys(MAY_CALL).flatMap((operationId) =>
  CALLERS.map((spec) => {
    const verdict = MAY_CALL[operationId]!.includes(spec.role) ? 'allowed' : 'refused';
    return [`${operationId} · ${spec.label} · ${verdict}`, { operationId, spec, verdict }] as const;
  }),
);

describe('authorisation matrix: every bearer operation x every caller, on its own data', () => {
  it.each(CASES)('%s', async (_name, { operationId, spec, verdict }) => {
    const caller = scene.callers.find((candidate) => candidate.email === spec.email)!;
    const target = caller.sellerId ?? scene.andes;
    const response = await send(caller, requestFor(operationId, scene, caller, target), operationId);
    if (verdict === 'refused') {
      expectStatus(response, 403, `${operationId} as ${spec.label}`);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      return;
    }
    if (spec.integrated && INTEGRATION_LOADS.has(operationId)) {
      expectStatus(response, 403, `${operationId} as ${spec.label}`);
      expect(response.json()).toMatchObject({ code: 'PRODUCTS_BY_INTEGRATION' });
      return;
    }
    if (spec.integrated && STOCK_LOADS.has(operationId)) {
      expectStatus(response, 403, `${operationId} as ${spec.label}`);
      expect(response.json()).toMatchObject({ code: 'STOCK_FROM_INTEGRATION' });
      return;
    }
    if (spec.unpublished && SETTLEMENT_READS.has(operationId)) {
      expectStatus(response, 403, `${operationId} as ${spec.label}`);
      expect(response.json()).toMatchObject({ code: 'NOT_PUBLISHED' });
      return;
    }
    if (caller.role === 'seller' && !spec.integrated && operationId === INTEGRATION_UPDATE) {
      expectStatus(response, 403, `${operationId} as ${spec.label}`);
      expect(response.json()).toMatchObject({ code: 'STOCK_NOT_INTEGRATED' });
      return;
    }
    expectStatus(response, expectedAnswer(operationId, spec.role), `${operationId} as ${spec.label}`);
    // A seller's answers about a seller are about its own.
    if (caller.role === 'seller' && response.headers['content-type']?.toString().startsWith('application/json') && response.statusCode < 300) {
      const named = JSON.stringify(response.json()).match(/"seller_?[iI]d":(\d+)/g) ?? [];
      expect(named.every((pair) => pair.endsWith(`:${caller.sellerId}`)), `${operationId}: ${named.join(', ')}`).toBe(true);
    }
  });
});

describe("authorisation matrix: another seller's ids", () => {
  const sellers = CALLERS.filter((caller) => caller.role === 'seller');
  const cases = Object.keys(ANOTHER_SELLERS).flatMap((operationId) =>
    sellers.map((spec, index) => {
      const victim = sellers[(index + 1) % sellers.length]!;
      return [`${operationId} · ${spec.label} · another seller (${victim.label})`, { operationId, spec, victim }] as const;
    }),
  );

  it.each(cases)('%s', async (_name, { operationId, spec, victim }) => {
    const caller = scene.callers.find((candidate) => candidate.email === spec.email)!;
    const other = scene.callers.find((candidate) => candidate.email === victim.email)!;
    const [otherSeller] = await t.db.query<{ name: string; document_number: string }>('select name, document_number from sellers where id = $1', [other.sellerId]);
    const response = await send(caller, requestFor(operationId, scene, caller, other.sellerId!), operationId);
    expectStatus(response, ANOTHER_SELLERS[operationId]!, `${operationId} as ${spec.label} on ${victim.label}`);
    expect(response.body).not.toContain(otherSeller!.name);
    expect(response.body).not.toContain(otherSeller!.document_number);
    expect(response.body).not.toContain(scene.owned.get(other.sellerId!)!.jobId);
  });

  it('wrote none of the values the sellers sent into other sellers\' data', async () => {
    const [written] = await t.db.query<Record<string, number>>(
      `select
         (select count(*)::int from seller_accounts where contact_email = $1) as contacts,
         (select count(*)::int from seller_accounts where account_number = $2) as bank_accounts,
         (select count(*)::int from seller_configuration where tour_guide_client_at = $3) as tour_marks,
         (select count(*)::int from reputation_modal_state where reputation = $4) as modal_marks,
         (select count(*)::int from reputation_logs where reputation = $5) as reputation_logs,
         (select count(*)::int from import_jobs where oauth_code = $6) as import_jobs,
         (select count(*)::int from learning_guide_ratings where value_detailed = $7) as ratings`,
      [INTRUDER.contactEmail, INTRUDER.accountNumber, INTRUDER.tourGuideAt, INTRUDER.modalReputation, INTRUDER.logReputation, INTRUDER.importCode, INTRUDER.ratingReason],
    );
    expect(written).toEqual({ contacts: 0, bank_accounts: 0, tour_marks: 0, modal_marks: 0, reputation_logs: 0, import_jobs: 0, ratings: 0 });
    // The same columns do hold what the sellers wrote into their own data, so the query can see writes.
    const [own] = await t.db.query<{ contacts: number; ratings: number }>(
      `select (select count(*)::int from seller_accounts where contact_email = 'ventas@demo.cl') as contacts,
              (select count(*)::int from learning_guide_ratings where question_id = $1) as ratings`,
      [scene.questionId],
    );
    expect(own).toEqual({ contacts: 5, ratings: 5 });
    // No seller moved another's order; each caller allowed to act packed the one kept for it.
    const owned = [...scene.owned.values()].map((order) => order.orderId);
    const [orders] = await t.db.query<{ moved: number; packed: number }>(
      `select (select count(*)::int from orders where id = any($1::int[]) and status <> 'awaiting_fulfillment') as moved,
              (select count(*)::int from orders where id = any($2::int[]) and status = 'packed_by_seller') as packed`,
      [owned, [...scene.orderToPack.values()]],
    );
    expect(orders).toEqual({ moved: 0, packed: CALLERS.filter((caller) => MAY_CALL.transitionOrder!.includes(caller.role)).length });
    // No seller decided another's return; each seller and admin approved the one kept for it.
    const ownedReturns = [...scene.owned.values()].map((owned) => owned.returnId);
    const [returns] = await t.db.query<{ moved: number; approved: number }>(
      `select (select count(*)::int from returns where id = any($1::int[]) and status <> 'return_in_process') as moved,
              (select count(*)::int from returns where id = any($2::int[]) and status = 'return_approved') as approved`,
      [ownedReturns, [...scene.returnToDecide.values()]],
    );
    expect(returns).toEqual({ moved: 0, approved: CALLERS.filter((caller) => caller.role === 'seller' || caller.role === 'admin').length });
  });

  it.each(sellers.map((spec, index) => [spec.label, spec, sellers[(index + 1) % sellers.length]!] as const))(
    "markShipmentsReady · %s · another seller's order is not found in its result, and stays as it was",
    async (_label, spec, victim) => {
      const caller = scene.callers.find((candidate) => candidate.email === spec.email)!;
      const other = scene.callers.find((candidate) => candidate.email === victim.email)!;
      const orderId = scene.owned.get(other.sellerId!)!.orderId;
      const response = await send(caller, requestFor('markShipmentsReady', scene, caller, other.sellerId!), 'markShipmentsReady');
      expectStatus(response, 200, `markShipmentsReady as ${spec.label} on ${victim.label}`);
      expect(response.json()).toEqual({ results: [{ orderId, outcome: 'notFound', code: 'ORDER_NOT_FOUND' }] });
      const [order] = await t.db.query<{ status: string }>('select status from orders where id = $1', [orderId]);
      expect(order).toEqual({ status: 'awaiting_fulfillment' });
    },
  );
});
