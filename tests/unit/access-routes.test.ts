import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, visibleMenu } from '../../shared/access/menu.ts';
import { OPERATION_ROUTES, operationAccessOf } from '../../shared/access/operationRoutes.ts';
import { ROLES } from '../../shared/access/roles.ts';
import {
  ACCESS_ROUTES,
  accessListOf,
  mayOpenPath,
  normalisePath,
  openRoutes,
  ROUTE_ACCESS,
  routeOfPath,
  type AccessSubject,
} from '../../shared/access/routeAccess.ts';
import { grantedRestrictedOperations, mayCall } from '../../server/auth/permissions.ts';

const subject = (role: string, extra: Partial<AccessSubject> = {}): AccessSubject => ({
  role,
  sellerType: 'pim',
  isCollector: false,
  inPublishHistory: true,
  ...extra,
});

describe('routeOfPath and mayOpenPath', () => {
  it('normalises query, hash and slashes', () => {
    expect(normalisePath('/orders/?page=2#top')).toBe('/orders');
    expect(normalisePath('//stock///existences/')).toBe('/stock/existences');
    expect(normalisePath('')).toBe('/');
  });

  it('takes the longest route that is a prefix, segment by segment', () => {
    expect(routeOfPath('/stock')?.path).toBe('/stock');
    expect(routeOfPath('/stock/123')?.path).toBe('/stock');
    expect(routeOfPath('/stock/existences/9')?.path).toBe('/stock/existences');
    expect(routeOfPath('/stockroom')).toBeUndefined();
    expect(routeOfPath('/logistics/fulfillment')?.path).toBe('/logistics/fulfillment');
    expect(routeOfPath('/invoice/reportError')?.path).toBe('/invoice');
    expect(routeOfPath('/helper/tourguide')?.moduleKey).toBe('helper');
    expect(routeOfPath('/reputation')?.moduleKey).toBe('reputation');
  });

  it('opens paths outside every route (home, account) to every known role and to no unknown one', () => {
    for (const role of ROLES) {
      for (const path of ['/eiffel', '/eiffel/centry-auth', '/user/myAccount', '/']) expect(mayOpenPath(subject(role), path), `${role} ${path}`).toBe(true);
    }
    for (const path of ['/eiffel', '/user/myAccount', '/orders']) expect(mayOpenPath(subject('intruder'), path)).toBe(false);
  });

  it('decides deeper paths by their route: an integrated seller sees stock levels but not stock loading', () => {
    const centry = subject('seller', { sellerType: 'centry' });
    expect(accessListOf(centry)).toBe('integratedSeller');
    expect(mayOpenPath(centry, '/stock')).toBe(false);
    expect(mayOpenPath(centry, '/stock/42')).toBe(false);
    expect(mayOpenPath(centry, '/stock/existences/42')).toBe(true);
    expect(mayOpenPath(centry, '/pim/products/new')).toBe(false);
    expect(mayOpenPath(subject('seller'), '/pim/products/new')).toBe(true);
    // PIM configuration is a route of its own: the seller's /pim does not open it.
    expect(mayOpenPath(subject('seller'), '/pim/configuration')).toBe(false);
    expect(mayOpenPath(subject('catalog'), '/pim/configuration')).toBe(true);
  });

  it('applies the collector and publish-history filters to sellers only', () => {
    expect(mayOpenPath(subject('seller', { isCollector: false }), '/logistics/fulfillment')).toBe(false);
    expect(mayOpenPath(subject('seller', { isCollector: true }), '/logistics/fulfillment')).toBe(true);
    expect(mayOpenPath(subject('seller', { inPublishHistory: false }), '/finance')).toBe(false);
    expect(mayOpenPath(subject('seller', { inPublishHistory: false }), '/finance/settlements/3')).toBe(false);
    expect(mayOpenPath(subject('seller'), '/finance')).toBe(true);
    expect(mayOpenPath(subject('admin', { inPublishHistory: false, isCollector: false }), '/finance')).toBe(true);
    expect(mayOpenPath(subject('logistics', { isCollector: false }), '/logistics/fulfillment')).toBe(true);
    // The reputation page: sellers in the publish history, direct loading or integrated; no one else.
    expect(mayOpenPath(subject('seller'), '/reputation')).toBe(true);
    expect(mayOpenPath(subject('seller', { sellerType: 'centry' }), '/reputation')).toBe(true);
    expect(mayOpenPath(subject('seller', { inPublishHistory: false }), '/reputation')).toBe(false);
    expect(mayOpenPath(subject('admin'), '/reputation')).toBe(false);
    expect(mayOpenPath(subject('comercial'), '/reputation')).toBe(false);
  });

  it('makes every route reachable by someone and every list name only known routes', () => {
    const paths = ACCESS_ROUTES.map((route) => route.path as string);
    for (const route of ACCESS_ROUTES) {
      expect(Object.values(ROUTE_ACCESS).some((list) => (list as readonly string[]).includes(route.path)), route.path).toBe(true);
    }
    for (const [list, routes] of Object.entries(ROUTE_ACCESS)) {
      for (const path of routes) expect(paths, list).toContain(path);
      expect(new Set(routes).size, list).toBe(routes.length);
    }
  });

  it('agrees with the menu: a role sees an entry exactly when it may open the entry path', () => {
    const variants = ROLES.flatMap((role) =>
      [null, 'pim', 'multivende'].flatMap((sellerType) =>
        [false, true].flatMap((isCollector) => [false, true].map((inPublishHistory) => subject(role, { sellerType, isCollector, inPublishHistory }))),
      ),
    );
    for (const variant of variants) {
      const visible = new Set(visibleMenu(variant).map((item) => item.id));
      for (const item of MENU_ITEMS) {
        if (item.path === null || item.blank) continue;
        expect(visible.has(item.id), `${JSON.stringify(variant)} ${item.path}`).toBe(mayOpenPath(variant, item.path));
      }
      // Every route a role may open is in its menu or is a page of an entry it has (the catalogue's
      // bulk load, reached from Productos, narrowed to sellers): no hidden routes.
      const menuPaths = [...new Set(visibleMenu(variant).map((item) => item.path))].filter((path) => path !== null);
      for (const route of openRoutes(variant)) expect(menuPaths.some((path) => route.path === path || route.path.startsWith(`${path}/`)), route.path).toBe(true);
    }
  });
});

describe('server authorisation derived from the table', () => {
  it('authorises a route-bound operation as the table opens its route', () => {
    for (const role of ROLES) {
      expect(mayCall(role, 'getDashboardData'), role).toBe(mayOpenPath(subject(role), '/reports'));
      expect(mayCall(role, 'listSellers'), role).toBe(mayOpenPath(subject(role), '/sellers'));
      // The seller directory's operations are the /sellers screen's (modules/sellers): admin alone.
      for (const operationId of ['listDirectorySellers', 'getDirectorySeller', 'changeSellerPublication', 'updateDirectorySeller']) {
        expect(mayCall(role, operationId), `${operationId} as ${role}`).toBe(role === 'admin');
      }
      // Applications are reviewed by admin and comercial, whoever opens Configuración > Solicitudes (/applications).
      expect(mayCall(role, 'getSellerApplication'), role).toBe(role === 'admin' || role === 'comercial');
      // The learning guides are written by admin alone (Configuración > Guías de aprendizaje, /learning-guides).
      for (const operationId of ['listLearningGuides', 'getLearningGuideForEditing', 'saveLearningGuide', 'getLearningGuideRatings']) {
        expect(mayCall(role, operationId), `${operationId} as ${role}`).toBe(role === 'admin');
        expect(mayCall(role, operationId), `${operationId} as ${role}`).toBe(mayOpenPath(subject(role), '/learning-guides'));
      }
    }
    expect(mayCall('comercial', 'getDashboardEmbed')).toBe(true);
    expect(mayCall('logistics', 'getDashboardEmbed')).toBe(false);
  });

  it('keeps role lists for tools and seller-own data, and refuses operations the table does not name', () => {
    expect(mayCall('admin', 'updateServiceStatus')).toBe(true);
    expect(mayCall('sysadmin', 'updateServiceStatus')).toBe(false);
    expect(mayCall('admin', 'listModuleSwitchHistory')).toBe(true);
    expect(mayCall('seller', 'listModuleSwitches')).toBe(false);
    expect(mayCall('seller', 'listModuleSwitchHistory')).toBe(false);
    expect(mayCall('seller', 'checkPendingTerms')).toBe(true);
    expect(mayCall('admin', 'checkPendingTerms')).toBe(false);
    expect(mayCall('seller', 'getReputationSummary')).toBe(true);
    expect(mayCall('comercial', 'getReputationSummary')).toBe(false);
    expect(mayCall('admin', 'createNotification')).toBe(true);
    expect(mayCall('seller', 'createNotification')).toBe(false);
    expect(operationAccessOf('someFutureOperation')).toBeNull();
    for (const role of ROLES) {
      expect(mayCall(role, 'listNotifications')).toBe(true);
      expect(mayCall(role, 'someFutureOperation')).toBe(false);
    }
  });

  it('lets sellers and admin read settlements, and only admin close, pay and adjust them, for every role', () => {
    const reads = ['listSettlementPeriods', 'getSettlementPeriod', 'listSettlementLines'];
    const acts = ['createSettlementAdjustment', 'closeSettlementPeriod', 'recordSettlementPayment'];
    expect(ROLES).toHaveLength(9);
    for (const role of ROLES) {
      for (const operationId of reads) expect(mayCall(role, operationId), `${role} ${operationId}`).toBe(role === 'seller' || role === 'admin');
      for (const operationId of acts) expect(mayCall(role, operationId), `${role} ${operationId}`).toBe(role === 'admin');
    }
  });

  it('lists in the session permissions exactly the restricted operations the role may call', () => {
    for (const role of ROLES) {
      const restricted = Object.keys(OPERATION_ROUTES).filter((operationId) => !['any-signed-in', 'public'].includes(String(operationAccessOf(operationId))));
      expect(grantedRestrictedOperations(role), role).toEqual(restricted.filter((operationId) => mayCall(role, operationId)).sort());
    }
    expect(grantedRestrictedOperations('seller')).toEqual(
      expect.arrayContaining(['approveTerms', 'checkPendingTerms', 'getDashboardData', 'getDashboardEmbed', 'getPublishHistory', 'getReputationSummary', 'startImport']),
    );
    for (const operationId of ['listSellers', 'changeSellerPublication', 'getSellerApplication', 'createNotification', 'updateServiceStatus', 'listModuleSwitches', 'listModuleSwitchHistory', 'getNotAnOperation']) {
      expect(grantedRestrictedOperations('seller')).not.toContain(operationId);
    }
    expect(grantedRestrictedOperations('comercial')).toEqual([
      'approveSellerApplication',
      'getDashboardData',
      'getDashboardEmbed',
      'getReputationRuleVersion',
      'getReputationRules',
      'getSellerApplication',
      'getSellerApplicationProofFile',
      'getSellerApplicationReview',
      'listSellerApplications',
      'rejectSellerApplication',
      'saveReputationRules',
      'startSellerApplicationReview',
    ]);
    // security opens /users only: the users module's operations.
    expect(grantedRestrictedOperations('security')).toEqual(['createUser', 'getUser', 'getUserFormOptions', 'listUsers', 'setUserStatus', 'updateUser']);
    expect(grantedRestrictedOperations('admin')).toContain('listSellerApplications');
    expect(grantedRestrictedOperations('admin')).not.toContain('startImport');
  });
});
