/**
 * The permission matrix: for every demo role (plus integrated and collector sellers made in the
 * database) and every menu route, the server's access answer (GET /services-status/access) is 200
 * exactly for the routes docs/decisions.md promises that caller, written out below by hand, and 403 for
 * the rest; the menu the client draws lists exactly the same routes. The menu routes themselves are
 * written out too, so a route added to the menu without a promise fails here.
 *
 * Test names carry the caller, for the proof script's counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_ITEMS, visibleMenu, type AccessSubject } from '../../shared/access/menu.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts.ts';
import { PORTAL_MODULES } from '../../server/services-status/modules.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';
import { SELLER_VARIANTS, addSellerVariant } from './support/seller-variants.ts';

interface Caller {
  label: string;
  email: string;
  token: string;
  subject: AccessSubject;
  sellerId: number | null;
}

let t: TestApp;
const callers: Caller[] = [];

/** Who the server says the caller is (the session) and its publish history, as the client reads them. */
async function callerOf(label: string, email: string): Promise<Caller> {
  const token = await t.login(email);
  const session = (await t.request({ method: 'GET', url: '/auth/session', token })).json() as {
    role: string;
    seller_id: number | null;
    seller_type: string | null;
    is_collector: boolean;
  };
  let inPublishHistory = false;
  if (session.role === 'seller' && session.seller_id !== null) {
    const history = await t.request({ method: 'GET', url: `/seller-publish-history/get-movements/${session.seller_id}`, token });
    inPublishHistory = (history.json() as { inPublishHistory: boolean }).inPublishHistory;
  }
  return {
    label,
    email,
    token,
    sellerId: session.seller_id,
    subject: { role: session.role, sellerType: session.seller_type, isCollector: session.is_collector, inPublishHistory },
  };
}

beforeAll(async () => {
  t = await openTestApp();
  for (const variant of Object.values(SELLER_VARIANTS)) await addSellerVariant(t, variant);
  for (const account of DEMO_ACCOUNTS) callers.push(await callerOf(`${account.role} ${account.email}`, account.email));
  callers.push(await callerOf('seller centry', 'centry@demo.cl'));
  callers.push(await callerOf('seller multivende collector, not published', 'multivende@demo.cl'));
  callers.push(await callerOf('seller pim collector', 'colector@demo.cl'));
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const access = (path: string, token?: string) =>
  t.request({ method: 'GET', url: `/services-status/access?path=${encodeURIComponent(path)}`, ...(token ? { token } : {}) });

/** Every route of the menu, with the module it belongs to (my account belongs to none). */
const MENU_ROUTES: Record<string, string | null> = {
  '/eiffel': 'eiffel',
  '/reputation': 'reputation',
  '/pim': 'pim',
  '/catalog-approval': 'catalog-approval',
  '/returns': 'returns',
  '/invoice': 'invoice',
  '/orders': 'orders',
  '/logistics': 'logistics',
  '/logistics/fulfillment': 'logistics',
  '/shipments': 'shipments',
  '/stock': 'stock',
  '/shipments/epv': 'shipments',
  '/finance': 'finance',
  '/user/myAccount': null,
  '/stock/existences': 'stock',
  '/metrics': 'metrics',
  '/campaigns': 'campaigns',
  '/reports': 'reports',
  '/sellers': 'sellers',
  '/applications': 'applications',
  '/documents': 'documents',
  '/rules': 'rules',
  '/learning-guides': 'learning-guides',
  '/users': 'users',
  '/pim/configuration': 'pim',
  '/returns/customer-service': 'returns',
  '/modules': 'modules',
  '/orders/spid35': 'orders',
  '/stock/spid35': 'stock',
  '/helper/tourguide': 'helper',
};

// What docs/decisions.md promises, by caller. Everyone signed in: home and my account.
const EVERYONE = ['/eiffel', '/user/myAccount'];
const SELLER_COMMON = ['/catalog-approval', '/returns', '/invoice', '/orders', '/logistics', '/shipments', '/shipments/epv', '/stock/existences', '/metrics', '/campaigns', '/reports', '/helper/tourguide'];
const EXPECTED_ROUTES: Record<string, readonly string[]> = {
  // Everything but the seller-only reputation page, campaigns and tour guide.
  'admin@demo.cl': [
    ...EVERYONE, '/pim', '/catalog-approval', '/returns', '/invoice', '/orders', '/logistics', '/logistics/fulfillment', '/shipments', '/stock',
    '/shipments/epv', '/finance', '/stock/existences', '/metrics', '/reports', '/sellers', '/applications', '/documents', '/rules', '/learning-guides', '/users', '/pim/configuration',
    '/returns/customer-service', '/modules', '/orders/spid35', '/stock/spid35',
  ],
  // A direct-loading seller in the publish history: products and stock loading, finance, reputation.
  'seller@demo.cl': [...EVERYONE, ...SELLER_COMMON, '/pim', '/stock', '/finance', '/reputation'],
  // Not in the publish history yet: no finance, no reputation.
  'nuevo@demo.cl': [...EVERYONE, ...SELLER_COMMON, '/pim', '/stock'],
  // Integrated (Centry loads products and stock): no products, no stock loading.
  'centry@demo.cl': [...EVERYONE, ...SELLER_COMMON, '/finance', '/reputation'],
  // Integrated collector outside the publish history: fulfillment, no finance, no reputation.
  'multivende@demo.cl': [...EVERYONE, ...SELLER_COMMON, '/logistics/fulfillment'],
  // Direct-loading collector in the publish history: all a seller gets.
  'colector@demo.cl': [...EVERYONE, ...SELLER_COMMON, '/pim', '/stock', '/finance', '/logistics/fulfillment', '/reputation'],
  'atencion@demo.cl': [...EVERYONE, '/returns', '/returns/customer-service', '/invoice', '/orders', '/shipments', '/reports'],
  'catalogo@demo.cl': [...EVERYONE, '/pim', '/pim/configuration', '/catalog-approval'],
  'comercial@demo.cl': [...EVERYONE, '/metrics', '/reports', '/applications', '/rules'],
  'logistica@demo.cl': [
    ...EVERYONE, '/returns', '/orders', '/logistics', '/logistics/fulfillment', '/shipments', '/shipments/epv', '/stock', '/stock/existences',
    '/orders/spid35', '/stock/spid35',
  ],
  'tienda@demo.cl': [...EVERYONE, '/orders', '/stock', '/stock/existences', '/orders/spid35', '/stock/spid35'],
  'seguridad@demo.cl': [...EVERYONE, '/users'],
  'sysadmin@demo.cl': [...EVERYONE, '/users'],
};

// Deeper paths answer by their longest route: which of these each caller may open.
const DEEPER_PATHS = ['/stock/existences/15', '/stock/15', '/pim/products/new', '/finance/settlements/2024-05', '/logistics/fulfillment/1', '/eiffel/centry-auth'];
const EXPECTED_DEEPER: Record<string, readonly string[]> = {
  'admin@demo.cl': DEEPER_PATHS,
  'seller@demo.cl': ['/stock/existences/15', '/stock/15', '/pim/products/new', '/finance/settlements/2024-05', '/eiffel/centry-auth'],
  'nuevo@demo.cl': ['/stock/existences/15', '/stock/15', '/pim/products/new', '/eiffel/centry-auth'],
  'centry@demo.cl': ['/stock/existences/15', '/finance/settlements/2024-05', '/eiffel/centry-auth'],
  'multivende@demo.cl': ['/stock/existences/15', '/logistics/fulfillment/1', '/eiffel/centry-auth'],
  'colector@demo.cl': DEEPER_PATHS,
  'atencion@demo.cl': ['/eiffel/centry-auth'],
  'catalogo@demo.cl': ['/pim/products/new', '/eiffel/centry-auth'],
  'comercial@demo.cl': ['/eiffel/centry-auth'],
  'logistica@demo.cl': ['/stock/existences/15', '/stock/15', '/logistics/fulfillment/1', '/eiffel/centry-auth'],
  'tienda@demo.cl': ['/stock/existences/15', '/stock/15', '/eiffel/centry-auth'],
  'seguridad@demo.cl': ['/eiffel/centry-auth'],
  'sysadmin@demo.cl': ['/eiffel/centry-auth'],
};

const signedIn = (email: string) => callers.find((caller) => caller.email === email)!;
const CALLER_EMAILS = Object.keys(EXPECTED_ROUTES);

describe('permission matrix: the promised routes <=> server <=> menu', () => {
  it('has the variants it claims (integrated, collector, in and out of the publish history)', () => {
    const subjects = callers.map((caller) => caller.subject);
    expect(subjects).toContainEqual({ role: 'seller', sellerType: 'centry', isCollector: false, inPublishHistory: true });
    expect(subjects).toContainEqual({ role: 'seller', sellerType: 'multivende', isCollector: true, inPublishHistory: false });
    expect(subjects).toContainEqual({ role: 'seller', sellerType: 'pim', isCollector: true, inPublishHistory: true });
    expect(subjects).toContainEqual({ role: 'seller', sellerType: 'pim', isCollector: false, inPublishHistory: false });
    expect(callers.map((caller) => caller.email).sort()).toEqual([...CALLER_EMAILS].sort());
  });

  it('the menu has exactly the routes written above', () => {
    const drawn = MENU_ITEMS.filter((item) => item.path !== null && !item.blank).map((item) => [item.path, item.moduleKey]);
    expect(Object.fromEntries(drawn)).toEqual(MENU_ROUTES);
  });

  it.each(CALLER_EMAILS)('%s x every menu route: promised <=> 200, anything else <=> 403', async (email) => {
    const caller = signedIn(email);
    const answered: string[] = [];
    for (const [path, moduleKey] of Object.entries(MENU_ROUTES)) {
      const response = await access(path, caller.token);
      expectContract(response, 'getRouteAccess');
      const where = `${caller.label} ${path}`;
      if (response.statusCode === 200) {
        answered.push(path);
        const module = PORTAL_MODULES.find((candidate) => candidate.key === moduleKey);
        expect(response.json(), where).toEqual({
          path,
          route: path === '/eiffel' || path === '/user/myAccount' ? null : path,
          module: moduleKey,
          released: module?.released ?? true,
          active: true,
        });
      } else {
        expect(response.statusCode, where).toBe(403);
        expect(response.json(), where).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect(new Set(answered)).toEqual(new Set(EXPECTED_ROUTES[email]));
  });

  it.each(CALLER_EMAILS)('%s: the menu the client draws lists exactly the promised routes', (email) => {
    const drawn = visibleMenu(signedIn(email).subject).filter((item) => item.path !== null && !item.blank).map((item) => item.path);
    expect(new Set(drawn)).toEqual(new Set(EXPECTED_ROUTES[email]));
  });

  it.each(CALLER_EMAILS)('%s: deeper paths of a route answer by the same rule (longest route prefix)', async (email) => {
    const opened: string[] = [];
    for (const path of DEEPER_PATHS) {
      const response = await access(path, signedIn(email).token);
      expect([200, 403], `${email} ${path}`).toContain(response.statusCode);
      if (response.statusCode === 200) opened.push(path);
    }
    expect(opened).toEqual(EXPECTED_DEEPER[email]);
  });

  it('reports a closed module as inactive, and is 401 without a session and 400 without a path', async () => {
    const admin = callers.find((caller) => caller.subject.role === 'admin')!;
    const closed = await t.request({ method: 'PUT', url: '/services-status/reports', token: admin.token, payload: { active: false, reason: 'Mantención', expected_reopening: null } });
    expect(closed.statusCode).toBe(200);
    try {
      const response = await access('/reports/orders', admin.token);
      expect(response.json()).toEqual({ path: '/reports/orders', route: '/reports', module: 'reports', released: false, active: false });
    } finally {
      await t.request({ method: 'PUT', url: '/services-status/reports', token: admin.token, payload: { active: true } });
    }
    expect((await access('/orders')).statusCode).toBe(401);
    const missing = await t.request({ method: 'GET', url: '/services-status/access', token: admin.token });
    expect(missing.statusCode).toBe(400);
    expectContract(missing, 'getRouteAccess');
    expect((await access('orders', admin.token)).statusCode).toBe(400);
  });
});
