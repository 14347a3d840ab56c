/**
 * The Orders sub-application in Debian's Chromium against the production build and the real server:
 * - the published demo seller filters its orders, opens one still to prepare, marks it ready to ship
 *   and prints its shipping label (a PDF), with axe on the list and the order; the breadcrumb names
 *   the order by its number, and a reload on the order's address opens it again;
 * - a module whose manifest fails to load shows the curtain with "Reintentar" while the rest of the
 *   portal keeps working, and retrying mounts it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { demo } from './support/demo.ts';
import { api, demoSession, mainMenu, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface OrderPage {
  items: { id: number; orderNumber: string; status: string }[];
}

describe('orders, for the published demo seller', () => {
  it('filters the orders to prepare, opens one, marks it ready to ship and prints its label', async () => {
    const seller = await demoSession(baseUrl, demo.seller);
    // The order the seller will open: the newest one still to prepare, as the server lists it.
    const toPrepare = await api<OrderPage>(baseUrl, seller.accessToken, 'GET', '/v1/orders?group=toPrepare&status=awaiting_fulfillment&limit=1');
    const order = toPrepare.items[0];
    expect(order).toBeDefined();
    if (!order) return;

    const { page, problems, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), seller.accessToken);
      await page.goto('/orders');
      await page.getByRole('heading', { level: 1, name: 'Órdenes' }).waitFor();
      await page.getByRole('tab', { name: /^Por preparar/ }).click();
      await page.getByLabel('Buscar por N° de orden, cliente o SKU').fill(order.orderNumber);
      const link = page.getByRole('link', { name: order.orderNumber });
      await link.waitFor();
      // The filters live in the address, so a reload or going back keeps them.
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(order.orderNumber);
      expect(new URL(page.url()).searchParams.get('group')).toBe('toPrepare');
      await expectNoAxeViolations(page, 'orders list');

      await link.click();
      await page.waitForURL(`**/orders/${order.id}`);
      await page.getByRole('heading', { level: 1, name: `Orden ${order.orderNumber}` }).waitFor();
      const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect.poll(() => breadcrumb.locator('[aria-current="page"]').innerText()).toBe(`Orden ${order.orderNumber}`);
      expect(await breadcrumb.getByRole('link', { name: 'Órdenes' }).getAttribute('href')).toBe('/orders');
      await expectNoAxeViolations(page, 'order detail');

      await page.getByRole('button', { name: 'Lista para despacho' }).click();
      await page.getByText('La orden quedó lista para despacho.').waitFor();
      // Once ready it cannot be made ready again; the server agrees.
      await expect.poll(() => page.getByRole('button', { name: 'Lista para despacho' }).count()).toBe(0);
      const after = await api<{ order: { status: string } }>(baseUrl, seller.accessToken, 'GET', `/v1/orders/${order.id}`);
      expect(after.order.status).toBe('ready_to_ship');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Imprimir etiqueta' }).click();
      const label = await download;
      expect(label.suggestedFilename()).toBe(`etiqueta-${order.orderNumber}.pdf`);
      const stream = await label.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // A reload on the order's address opens the same order; back returns to the filtered list,
      // where the order has left "Por preparar" for "Listas para despacho".
      await page.reload();
      await page.getByRole('heading', { level: 1, name: `Orden ${order.orderNumber}` }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/orders' && url.searchParams.get('q') === order.orderNumber);
      await page.getByText('No hay órdenes con estos filtros.').waitFor();
      await page.getByRole('tab', { name: /^Listas para despacho/ }).click();
      await page.getByRole('link', { name: order.orderNumber }).waitFor();
      expect(problems, 'CSP violations or page errors').toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the curtain with Reintentar when the module cannot be loaded, keeps the rest working, and mounts it on retry', async () => {
    const seller = await demoSession(baseUrl, demo.seller);
    const { page, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), seller.accessToken);
      await page.route('**/modules/orders/manifest.json', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
      await page.goto('/orders');
      await page.getByRole('heading', { level: 1, name: 'No pudimos abrir Órdenes' }).waitFor();
      await page.getByText('Revisa tu conexión e inténtalo de nuevo. Mientras tanto, puedes seguir usando el resto del portal.').waitFor();
      await expectNoAxeViolations(page, 'module curtain');

      // The rest of the portal works: the menu takes the seller home.
      await mainMenu(page).getByRole('link', { name: 'Inicio' }).click();
      await page.waitForURL('**/eiffel');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'No pudimos abrir Órdenes' }).waitFor();

      await page.unroute('**/modules/orders/manifest.json');
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByRole('heading', { level: 1, name: 'Órdenes' }).waitFor();
    } finally {
      await close();
    }
  });
});

describe('orders, for staff who follow every seller', () => {
  it('on a phone, shows the tabs first and narrows the list to one seller chosen by name, kept in the address', async () => {
    const staff = await demoSession(baseUrl, demo.logistics);
    // Emporio Austral, the new demo seller, has no order yet; every seller together has some to prepare.
    const every = await api<{ groupCounts: { toPrepare: number } }>(baseUrl, staff.accessToken, 'GET', '/v1/orders?group=toPrepare&limit=1');
    expect(every.groupCounts.toPrepare).toBeGreaterThan(0);

    const { page, problems, close } = await openPage(browser, baseUrl, { width: 360, height: 740 });
    try {
      await storeSession(page.context(), staff.accessToken);
      await page.goto('/orders');
      await page.getByRole('heading', { level: 1, name: 'Órdenes' }).waitFor();
      // The first screen holds the tabs; the filters beyond the search wait behind a button.
      const firstTab = page.getByRole('tab', { name: /^Por preparar \(\d/ });
      await firstTab.waitFor();
      const tabBox = await firstTab.boundingBox();
      expect(tabBox && tabBox.y + tabBox.height).toBeLessThanOrEqual(740);
      const seller = page.getByRole('combobox', { name: 'Seller' });
      expect(await seller.isVisible()).toBe(false);
      const unfold = page.getByRole('button', { name: 'Más filtros' });
      expect(await unfold.getAttribute('aria-expanded')).toBe('false');
      await unfold.click();
      await seller.waitFor();

      await seller.fill('austral');
      await page.getByRole('option', { name: 'Emporio Austral Ltda' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('seller')).toMatch(/^\d+$/);
      await page.getByRole('tab', { name: 'Por preparar (0 órdenes)' }).waitFor();
      await page.getByText('No hay órdenes con estos filtros.').waitFor();
      await page.getByRole('button', { name: 'Ocultar filtros' }).waitFor();
      await expectNoAxeViolations(page, 'orders of one seller, on a phone');

      // The address names the seller by its id; the box names it again after a reload.
      await page.reload();
      await page.getByRole('button', { name: 'Más filtros (1 aplicado)' }).click();
      await expect.poll(() => seller.inputValue()).toBe('Emporio Austral Ltda');
      await page.getByRole('button', { name: 'Quitar el seller elegido' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('seller')).toBeNull();
      await page.getByRole('tab', { name: `Por preparar (${every.groupCounts.toPrepare} órdenes)` }).waitFor();
      expect(problems, 'CSP violations or page errors').toEqual([]);
    } finally {
      await close();
    }
  });
});
