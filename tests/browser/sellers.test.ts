/**
 * The Sellers sub-application (Configuración > Sellers) in Debian's Chromium against the production
 * build and the real server: the demo admin opens it from the menu, finds the published demo seller
 * by its RUT, unpublishes it with a reason, sees the movement in its publish history with the
 * admin's name, and publishes it again; the server agrees at each step. Axe on the list, the seller
 * and the dialog.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
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

interface SellerRecord {
  seller: { id: number; name: string; publish: boolean };
  publishHistory: { publish: boolean; reason: string; actor: { name: string } | null }[];
}

const UNPUBLISH_REASON = 'Pausa por reclamos reiterados de clientes';
const PUBLISH_REASON = 'Reclamos resueltos con el seller';

describe('sellers', () => {
  it('lets the demo admin find a seller by RUT, unpublish it with a reason, see the history entry, and publish it again', async () => {
    const admin = await demoSession(baseUrl, demo.admin);
    const { page, problems, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), admin.accessToken);
      await page.goto('/eiffel');
      const menu = mainMenu(page);
      await menu.getByRole('button', { name: 'Configuración' }).click();
      await menu.getByRole('link', { name: 'Sellers' }).click();
      await page.waitForURL('**/sellers');
      await page.getByRole('heading', { level: 1, name: 'Sellers' }).waitFor();
      await page.getByRole('table').waitFor();
      await expectNoAxeViolations(page, 'sellers list');

      await page.getByLabel('Buscar por nombre, RUT o ID').fill('76.086.428-5');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('76.086.428-5');
      await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
      const link = page.getByRole('link', { name: 'Tienda Andes SpA' });
      const row = page.getByRole('row').filter({ has: link });
      expect(await row.innerText()).toContain('76.086.428-5');
      expect(await row.innerText()).toContain('Publicado');
      await link.click();

      await page.waitForURL(/\/sellers\/\d+$/);
      const sellerId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await page.getByRole('heading', { level: 1, name: 'Tienda Andes SpA' }).waitFor();
      const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect.poll(() => breadcrumb.locator('[aria-current="page"]').innerText()).toBe('Tienda Andes SpA');
      await expectNoAxeViolations(page, 'seller detail');

      await page.getByRole('button', { name: 'Despublicar', exact: true }).click();
      const unpublish = page.getByRole('dialog', { name: 'Despublicar Tienda Andes SpA' });
      await expectDialogFits(unpublish, 'the unpublish dialog');
      // Without a reason nothing is sent: the form says what is missing.
      await unpublish.getByRole('button', { name: 'Despublicar seller' }).click();
      await unpublish.getByText('Escribe el motivo.').waitFor();
      await unpublish.getByRole('textbox', { name: 'Motivo' }).fill(UNPUBLISH_REASON);
      await expectNoAxeViolations(page, 'unpublish dialog');
      await unpublish.getByRole('button', { name: 'Despublicar seller' }).click();

      await page.getByText('Seller despublicado. El movimiento quedó en el historial.').waitFor();
      const history = page.getByRole('region', { name: 'Historial de publicación' });
      await expect.poll(() => history.getByRole('listitem').first().innerText()).toContain(UNPUBLISH_REASON);
      expect(await history.getByRole('listitem').first().innerText()).toContain('Carolina Fuentes');
      expect(await history.getByRole('listitem').first().innerText()).toContain('Despublicado');
      const unpublished = await api<SellerRecord>(baseUrl, admin.accessToken, 'GET', `/v1/seller-directory/${sellerId}`);
      expect(unpublished.seller.publish).toBe(false);
      expect(unpublished.publishHistory[0]).toEqual(expect.objectContaining({ publish: false, reason: UNPUBLISH_REASON, actor: expect.objectContaining({ name: 'Carolina Fuentes' }) }));

      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const publish = page.getByRole('dialog', { name: 'Publicar Tienda Andes SpA' });
      await expectDialogFits(publish, 'the publish dialog');
      await publish.getByRole('textbox', { name: 'Motivo' }).fill(PUBLISH_REASON);
      await publish.getByRole('button', { name: 'Publicar seller' }).click();
      await page.getByText('Seller publicado. El movimiento quedó en el historial.').waitFor();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).locator('xpath=..').innerText()).toContain('Publicado');
      await expect.poll(() => history.getByRole('listitem').first().innerText()).toContain(PUBLISH_REASON);
      const published = await api<SellerRecord>(baseUrl, admin.accessToken, 'GET', `/v1/seller-directory/${sellerId}`);
      expect(published.seller.publish).toBe(true);
      expect(published.publishHistory.slice(0, 2).map((movement) => [movement.publish, movement.reason])).toEqual([
        [true, PUBLISH_REASON],
        [false, UNPUBLISH_REASON],
      ]);
      await expectNoAxeViolations(page, 'seller published again');
      expect(problems, 'CSP violations or page errors').toEqual([]);
    } finally {
      await close();
    }
  });
});
