import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatValue } from '../../server/metrics/page.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';
import { openDemoSellersApp } from './support/demo-sellers-app.ts';

// The harness clock: 2026-03-02T12:00Z (09:00 in Santiago). "Yesterday" is 2026-03-01.
let t: TestApp;
let andes: number;
let austral: number;
let tokens: Record<string, string>;
openDemoSellersApp({
    seller: 'seller@demo.cl',
    nuevo: 'nuevo@demo.cl',
    admin: 'admin@demo.cl',
    comercial: 'comercial@demo.cl',
    atencion: 'atencion@demo.cl',
    catalog: 'catalogo@demo.cl',
    logistics: 'logistica@demo.cl',
  }, (app) => ({ t, andes, austral, tokens } = app));

const get = (url: string, who?: string) => t.request({ method: 'GET', url, ...(who ? { token: tokens[who] } : {}) });
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** GMV, orders and units of not-cancelled orders placed on Santiago days from..to, counted here with plain SQL. */
async function salesOf(sellerId: number | null, from: string, to: string) {
  const [row] = await t.db.query<{ gmv: number; orders: number; units: number }>(
    `select coalesce(sum(total_amount), 0)::float8 as gmv, count(*)::int as orders, coalesce(sum(units), 0)::int as units from orders
      where canceled_at is null and ($1::int is null or seller_id = $1)
        and (created_at at time zone 'America/Santiago')::date between $2::date and $3::date`,
    [sellerId, from, to],
  );
  return row!;
}

describe('GET /metabase/dashboard/{name} without Metabase: the builtin report page', () => {
  it('answers a 10-minute URL of the server’s own page for the seller', async () => {
    const response = await get('/metabase/dashboard/comercial', 'seller');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getDashboardEmbed');
    const body = response.json();
    expect(body.source).toBe('builtin');
    expect(body.url).toMatch(/^http:\/\/localhost(:80)?\/metabase\/dashboard\/comercial\/embed\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.expiresAt).toBe(new Date(t.clock.now().getTime() + 10 * 60_000).toISOString());
    // Called on PUBLIC_URL's host (behind a TLS proxy), the page is on PUBLIC_URL's https origin.
    const proxied = await t.request({ method: 'GET', url: '/metabase/dashboard/comercial', token: tokens.seller, headers: { host: 'sellers.test' } });
    expect(proxied.json().url).toMatch(/^https:\/\/sellers\.test\/metabase\/dashboard\/comercial\/embed\?token=/);
  });

  it('renders real figures of the seller’s orders as cards and SVG charts, with no script, frameable by this origin only', async () => {
    const { url } = (await get('/metabase/dashboard/comercial', 'seller')).json();
    const page = await t.request({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const html = page.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain('Tienda Andes SpA');
    expect(html).toContain('del 31/01/2026 al 01/03/2026');

    const sales = await salesOf(andes, '2026-01-31', '2026-03-01');
    expect(sales.orders).toBeGreaterThan(30);
    expect(html).toContain(`<span>Ventas</span><strong>${formatValue(sales.gmv, 'clp')}</strong>`);
    expect(html).toContain(`<span>Órdenes</span><strong>${formatValue(sales.orders, 'count')}</strong>`);
    expect(html).toContain(`<span>Ticket promedio</span><strong>${formatValue(Math.round(sales.gmv / sales.orders), 'clp')}</strong>`);
    expect(html.match(/<svg /g)).toHaveLength(4);
    expect(html.match(/<rect class="bar/g)).toHaveLength(4 * 30);

    // Every other answer stays unframeable.
    const api = await get('/metabase/dashboard/comercial', 'seller');
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('shows the reputation report by month', async () => {
    const { url } = (await get('/metabase/dashboard/reputation', 'seller')).json();
    const html = (await t.request({ method: 'GET', url: pathOf(url) })).body;
    expect(html).toContain('del 01/09/2025 al 28/02/2026');
    expect(html.match(/<rect class="bar/g)).toHaveLength(4 * 6);
    const summary = (await get(`/v1/sellers/reputation-summary/${andes}`, 'seller')).json();
    // February's on-time share is one of the monthly bars.
    expect(html).toContain(`feb 2026: ${formatValue(summary.deliveries, 'fraction')}`);
  });

  it('refuses a token of another report, a forged one and an expired one with 401 HTML', async () => {
    const { url } = (await get('/metabase/dashboard/comercial', 'seller')).json();
    const token = new URL(url).searchParams.get('token')!;
    const other = await t.request({ method: 'GET', url: `/metabase/dashboard/reputation/embed?token=${token}` });
    expect(other.statusCode).toBe(401);
    expect(other.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(other.body).toContain('expiró');
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect((await t.request({ method: 'GET', url: `/metabase/dashboard/comercial/embed?token=${forged}` })).statusCode).toBe(401);
    // An access token is no page token.
    expect((await t.request({ method: 'GET', url: `/metabase/dashboard/comercial/embed?token=${tokens.seller}` })).statusCode).toBe(401);
    t.clock.advance(10 * 60_000 + 1_000);
    try {
      expect((await t.request({ method: 'GET', url: pathOf(url) })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(10 * 60_000 + 1_000));
    }
    expect((await t.request({ method: 'GET', url: '/metabase/dashboard/comercial/embed' })).statusCode).toBe(400);
  });

  it('gives staff the whole marketplace or the seller they name', async () => {
    const all = await get('/metabase/dashboard/comercial', 'comercial');
    expect(all.statusCode).toBe(200);
    const html = (await t.request({ method: 'GET', url: pathOf(all.json().url) })).body;
    expect(html).toContain('Todo el marketplace');
    const one = await get(`/metabase/dashboard/penaltyBreak?sellerId=${andes}`, 'atencion');
    expect(one.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: pathOf(one.json().url) })).body).toContain('Tienda Andes SpA');
    expect((await get('/metabase/dashboard/comercial?sellerId=999999', 'admin')).statusCode).toBe(404);
  });

  it('refuses anonymous callers, other roles and a seller naming a seller id', async () => {
    expect((await get('/metabase/dashboard/comercial')).statusCode).toBe(401);
    for (const who of ['catalog', 'logistics']) expect((await get('/metabase/dashboard/comercial', who)).statusCode).toBe(403);
    const named = await get(`/metabase/dashboard/comercial?sellerId=${andes}`, 'seller');
    expect(named.statusCode).toBe(403);
    expectContract(named, 'getDashboardEmbed');
    expect((await get('/metabase/dashboard/ventas', 'seller')).statusCode).toBe(400);
  });
});

describe('GET /metabase/dashboard/{name}/data', () => {
  it('answers the comercial figures of the last 30 days, day by day, as counted from the orders', async () => {
    const response = await get('/metabase/dashboard/comercial/data', 'seller');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getDashboardData');
    const body = response.json();
    expect(body).toMatchObject({ name: 'comercial', title: 'Resumen comercial', sellerId: andes, period: { from: '2026-01-31', to: '2026-03-01' }, granularity: 'day' });
    const sales = await salesOf(andes, '2026-01-31', '2026-03-01');
    const kpi = (key: string) => body.kpis.find((item: { key: string }) => item.key === key).value;
    expect(kpi('gmv')).toBe(sales.gmv);
    expect(kpi('orders')).toBe(sales.orders);
    expect(kpi('units')).toBe(sales.units);
    const gmv = body.series.find((series: { key: string }) => series.key === 'gmv');
    expect(gmv.points).toHaveLength(30);
    expect(gmv.points[0].date).toBe('2026-01-31');
    expect(gmv.points.reduce((sum: number, point: { value: number }) => sum + point.value, 0)).toBe(sales.gmv);
    const day = await salesOf(andes, '2026-02-14', '2026-02-14');
    expect(gmv.points.find((point: { date: string }) => point.date === '2026-02-14').value).toBe(day.gmv);
  });

  it('answers zeros and null rates for a seller without orders', async () => {
    const body = (await get('/metabase/dashboard/penaltyBreak/data', 'nuevo')).json();
    expect(body.sellerId).toBe(austral);
    expect(body.kpis).toEqual([
      { key: 'cancelledOrders', label: 'Órdenes canceladas por quiebre', unit: 'count', value: 0 },
      { key: 'cancelledUnits', label: 'Unidades canceladas', unit: 'count', value: 0 },
      { key: 'cancellationRate', label: 'Tasa de cancelación por quiebre', unit: 'fraction', value: null },
      { key: 'penaltyAmount', label: 'Penalidades', unit: 'clp', value: 0 },
    ]);
  });

  it('matches the reputation summary for the measured month', async () => {
    const body = (await get('/metabase/dashboard/reputation/data?from=2026-02-01&to=2026-02-28', 'seller')).json();
    expect(body.granularity).toBe('month');
    const summary = (await get(`/v1/sellers/reputation-summary/${andes}`, 'seller')).json();
    const kpi = (key: string) => body.kpis.find((item: { key: string }) => item.key === key).value;
    expect([kpi('deliveries'), kpi('claims'), kpi('cancellations'), kpi('shippedOrders')]).toEqual([
      summary.deliveries,
      summary.claims,
      summary.cancellations,
      summary.shippedOrders,
    ]);
  });

  it('gives staff the marketplace total, which includes the seller', async () => {
    const all = (await get('/metabase/dashboard/comercial/data', 'comercial')).json();
    expect(all.sellerId).toBeNull();
    expect(all.kpis[0].value).toBe((await salesOf(null, '2026-01-31', '2026-03-01')).gmv);
    const one = await get(`/metabase/dashboard/comercial/data?sellerId=${andes}`, 'admin');
    expect(one.json().sellerId).toBe(andes);
  });

  it('refuses bad periods with 422 and callers as the embed call does', async () => {
    for (const query of ['from=2026-02-10&to=2026-02-01', 'from=2024-01-01&to=2025-12-31', 'to=2026-03-03']) {
      const response = await get(`/metabase/dashboard/comercial/data?${query}`, 'seller');
      expect(response.statusCode, query).toBe(422);
      expectContract(response, 'getDashboardData');
      expect(response.json().code).toBe('INVALID_PERIOD');
    }
    expect((await get(`/metabase/dashboard/comercial/data?sellerId=${austral}`, 'seller')).statusCode).toBe(403);
    expect((await get('/metabase/dashboard/comercial/data', 'catalog')).statusCode).toBe(403);
    expect((await get('/metabase/dashboard/comercial/data')).statusCode).toBe(401);
    expect((await get('/metabase/dashboard/comercial/data?sellerId=999999', 'comercial')).statusCode).toBe(404);
  });
});

describe('GET /metabase/dashboard/{name} with Metabase configured', () => {
  const SECRET = 'metabase-embedding-secret-0123456789abcdef';
  const saved = { ...process.env };
  let metabase: TestApp;

  beforeAll(async () => {
    process.env.METABASE_SITE_URL = 'https://metabase.marketplace.test/';
    process.env.METABASE_SECRET_KEY = SECRET;
    process.env.METABASE_DASHBOARD_PENALTYBREAK = '42';
    delete process.env.METABASE_DASHBOARD_COMERCIAL;
    metabase = await openTestApp({ sharedDatabase: t.testDatabase });
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    for (const key of ['METABASE_SITE_URL', 'METABASE_SECRET_KEY', 'METABASE_DASHBOARD_PENALTYBREAK']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    await metabase?.close();
  });

  it('answers a signed embed URL that verifies with the secret and locks the seller', async () => {
    const response = await metabase.request({ method: 'GET', url: '/metabase/dashboard/penaltyBreak', token: tokens.seller });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getDashboardEmbed');
    const body = response.json();
    expect(body.source).toBe('metabase');
    const match = /^https:\/\/metabase\.marketplace\.test\/embed\/dashboard\/([\w-]+\.[\w-]+\.[\w-]+)#bordered=false&titled=false$/.exec(body.url);
    expect(match).not.toBeNull();
    const { payload, protectedHeader } = await jwtVerify(match![1]!, new TextEncoder().encode(SECRET), { currentDate: metabase.clock.now() });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.resource).toEqual({ dashboard: 42 });
    expect(payload.params).toEqual({ seller_id: andes });
    expect(payload.exp).toBe(Math.floor(metabase.clock.now().getTime() / 1000) + 600);
    expect(body.expiresAt).toBe(new Date(payload.exp! * 1000).toISOString());
    await expect(jwtVerify(match![1]!, new TextEncoder().encode('another-secret-0123456789abcdef0123'), { currentDate: metabase.clock.now() })).rejects.toThrow();
  });

  it('lets the portal frame the Metabase origin, and only it besides its own', async () => {
    const csp = (await metabase.request({ method: 'GET', url: '/eiffel' })).headers['content-security-policy'];
    expect(csp).toContain("frame-src 'self' blob: https://metabase.marketplace.test;");
    const withoutMetabase = (await t.request({ method: 'GET', url: '/eiffel' })).headers['content-security-policy'];
    expect(withoutMetabase).toContain("frame-src 'self' blob:;");
  });

  it('uses the default dashboard id and no seller filter for staff looking at the marketplace', async () => {
    const body = (await metabase.request({ method: 'GET', url: '/metabase/dashboard/comercial', token: tokens.comercial })).json();
    const token = /\/embed\/dashboard\/([^#]+)#/.exec(body.url)![1]!;
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), { currentDate: metabase.clock.now() });
    expect(payload).toMatchObject({ resource: { dashboard: 3 }, params: { seller_id: null } });
  });
});
