/**
 * The permission matrix: for every demo role (plus integrated and collector sellers made in the
 * database) and every menu route, the menu and the server agree. `visibleMenu` lists the entry
 * exactly when the server's access answer (GET /services-status/access) is 200, and hides it exactly
 * when that answer is 403; real operations of the modules agree with the same table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_ITEMS, visibleMenu, type AccessSubject } from '../../shared/access/menu.ts';
import { mayOpenPath } from '../../shared/access/routeAccess.ts';
import { createPasswordHasher } from '../../server/auth/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { PORTAL_MODULES } from '../../server/services-status/modules.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

interface Caller {
  label: string;
  token: string;
  subject: AccessSubject;
  sellerId: number | null;
}

let t: TestApp;
const callers: Caller[] = [];

/** A seller of another type, made the way the seed makes them: its own seller row and account. */
async function addSeller(email: string, documentNumber: string, sellerType: string, isCollector: boolean, published: boolean): Promise<void> {
  const [seller] = await t.db.query<{ id: number }>(
    `insert into sellers (name, legal_name, document_number, commercial_email, publish, terms_conditions_signed, seller_type, is_collector, created_at)
     values ($1, $2, $3, $4, $5, true, $6, $7, now()) returning id`,
    [`Tienda ${sellerType}`, `TIENDA ${sellerType.toUpperCase()} SPA`, documentNumber, email, published, sellerType, isCollector],
  );
  if (published) await t.db.query(`insert into seller_publish_history (seller_id, published, reason, created_at) values ($1, true, 'Alta', now())`, [seller!.id]);
  const hash = await createPasswordHasher().hash(DEMO_PASSWORD);
  await t.db.query(
    `insert into users (email, password_hash, first_name, last_name, role, seller_id, active, created_at) values ($1, $2, 'Prueba', 'Integrada', 'seller', $3, true, now())`,
    [email, hash, seller!.id],
  );
}

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
    token,
    sellerId: session.seller_id,
    subject: { role: session.role, sellerType: session.seller_type, isCollector: session.is_collector, inPublishHistory },
  };
}

beforeAll(async () => {
  t = await openTestApp();
  await addSeller('centry@demo.cl', '761234563', 'centry', false, true);
  await addSeller('multivende@demo.cl', '772345674', 'multivende', true, false);
  await addSeller('colector@demo.cl', '783456785', 'pim', true, true);
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

const menuRoutes = MENU_ITEMS.filter((item) => item.path !== null && !item.blank);

describe('permission matrix: menu <=> server', () => {
  it('has the variants it claims (integrated, collector, in and out of the publish history)', () => {
    const subjects = callers.map((caller) => caller.subject);
    expect(subjects).toContainEqual({ role: 'seller', sellerType: 'centry', isCollector: false, inPublishHistory: true });
    expect(subjects).toContainEqual({ role: 'seller', sellerType: 'multivende', isCollector: true, inPublishHistory: false });
    expect(subjects).toContainEqual({ role: 'seller', sellerType: 'pim', isCollector: true, inPublishHistory: true });
    expect(subjects).toContainEqual({ role: 'seller', sellerType: 'pim', isCollector: false, inPublishHistory: false });
    expect(new Set(subjects.map((subject) => subject.role))).toEqual(new Set(DEMO_ACCOUNTS.map((account) => account.role)));
  });

  it('every role x every menu route: visible <=> 200, hidden <=> 403', async () => {
    let visibleCount = 0;
    let hiddenCount = 0;
    for (const caller of callers) {
      const visible = new Set(visibleMenu(caller.subject).map((item) => item.id));
      for (const item of menuRoutes) {
        const response = await access(item.path!, caller.token);
        expectContract(response, 'getRouteAccess');
        const where = `${caller.label} ${item.path}`;
        if (visible.has(item.id)) {
          visibleCount += 1;
          expect(response.statusCode, where).toBe(200);
          const module = PORTAL_MODULES.find((candidate) => candidate.key === item.moduleKey);
          expect(response.json(), where).toEqual({
            path: item.path,
            route: item.path === '/eiffel' || item.path === '/user/myAccount' ? null : item.path,
            module: item.moduleKey,
            released: module?.released ?? true,
            active: true,
          });
        } else {
          hiddenCount += 1;
          expect(response.statusCode, where).toBe(403);
          expect(response.json(), where).toMatchObject({ code: 'FORBIDDEN' });
        }
      }
    }
    // The matrix is not one-sided: both answers occur many times.
    expect(visibleCount).toBeGreaterThan(50);
    expect(hiddenCount).toBeGreaterThan(50);
  });

  it('answers deeper paths of a route by the same rule (longest route prefix)', async () => {
    for (const caller of callers) {
      for (const path of ['/stock/existences/15', '/stock/15', '/pim/products/new', '/finance/settlements/2024-05', '/logistics/fulfillment/1', '/eiffel/centry-auth']) {
        const response = await access(path, caller.token);
        expect(response.statusCode, `${caller.label} ${path}`).toBe(mayOpenPath(caller.subject, path) ? 200 : 403);
      }
    }
  });

  it('reports a closed module as inactive, and is 401 without a session and 400 without a path', async () => {
    const admin = callers.find((caller) => caller.subject.role === 'admin')!;
    const closed = await t.request({ method: 'PUT', url: '/services-status/reports', token: admin.token, payload: { active: false } });
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

describe('permission matrix: real operations agree with the table', () => {
  /** Each a call of a module's screen and the route (or roles) the table binds it to. */
  const samples: { operationId: string; method: 'GET' | 'POST'; url: (caller: Caller) => string; payload?: Record<string, unknown>; allowed: (caller: Caller) => boolean }[] = [
    { operationId: 'getDashboardData', method: 'GET', url: () => '/metabase/dashboard/comercial/data', allowed: (caller) => mayOpenPath(caller.subject, '/reports') },
    { operationId: 'getDashboardEmbed', method: 'GET', url: () => '/metabase/dashboard/reputation', allowed: (caller) => mayOpenPath(caller.subject, '/reports') },
    { operationId: 'listSellers', method: 'GET', url: () => '/sellers', allowed: (caller) => mayOpenPath(caller.subject, '/sellers') },
    {
      operationId: 'getSellerApplication',
      method: 'GET',
      url: () => '/v1/onboarding/applications/7b0e3f4c-2a51-4c8e-9a3e-1f6d2c9b8a10',
      allowed: (caller) => mayOpenPath(caller.subject, '/sellers'),
    },
    { operationId: 'listSellerApplications', method: 'GET', url: () => '/v1/onboarding/applications', allowed: (caller) => mayOpenPath(caller.subject, '/sellers') },
    { operationId: 'createNotification', method: 'POST', url: () => '/user-notification', payload: {}, allowed: (caller) => caller.subject.role === 'admin' },
    {
      operationId: 'getReputationSummary',
      method: 'GET',
      url: (caller) => `/v1/sellers/reputation-summary/${caller.sellerId ?? 1}`,
      allowed: (caller) => caller.subject.role === 'seller' || caller.subject.role === 'admin',
    },
    { operationId: 'updateServiceStatus', method: 'POST', url: () => '/services-status/rules', allowed: (caller) => caller.subject.role === 'admin' },
  ];

  it('refuses (403) exactly the callers the table refuses', async () => {
    for (const sample of samples) {
      const method = sample.operationId === 'updateServiceStatus' ? 'PUT' : sample.method;
      for (const caller of callers) {
        const response = await t.request({
          method,
          url: sample.url(caller),
          token: caller.token,
          ...(sample.operationId === 'updateServiceStatus' ? { payload: { active: true } } : sample.payload ? { payload: sample.payload } : {}),
        });
        const where = `${sample.operationId} as ${caller.label}: ${response.body.slice(0, 200)}`;
        if (sample.allowed(caller)) expect([401, 403], where).not.toContain(response.statusCode);
        else expect(response.statusCode, where).toBe(403);
      }
    }
  });
});
