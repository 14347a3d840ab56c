/**
 * Module switches in Debian's Chromium against the production build and the real server: the demo
 * admin opens Configuración > Módulos from the menu and closes Órdenes with a reason and a reopening
 * day and time; the demo seller opens Órdenes and reads the reason and the time on its curtain; the
 * admin opens it again (its history shows both switches) and the seller gets the module back. Axe
 * runs on the list, the closing dialog, the history and the curtain.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
import { demo, setModuleActive } from './support/demo.ts';
import { demoSession, mainMenu, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
const REASON = 'Cambio de sistema de despacho';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('module switches', () => {
  it('lets the admin close Órdenes with a reason and a reopening time the seller reads, and open it again', async () => {
    const admin = await demoSession(baseUrl, demo.admin);
    const seller = await demoSession(baseUrl, demo.seller);
    const adminTab = await openPage(browser, baseUrl);
    const sellerTab = await openPage(browser, baseUrl);
    try {
      const page = adminTab.page;
      await storeSession(page.context(), admin.accessToken);
      await page.goto('/eiffel');
      const menu = mainMenu(page);
      await menu.getByRole('button', { name: 'Configuración' }).click();
      await menu.getByRole('link', { name: 'Módulos' }).click();
      await page.waitForURL('**/modules');
      await page.getByRole('heading', { level: 1, name: 'Módulos' }).waitFor();
      const ordersRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Órdenes', exact: true }) });
      await expect.poll(() => ordersRow.innerText()).toMatch(/^Órdenes\s+Abierto/);
      // The switches' own module cannot be switched from here.
      const switchesRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Módulos', exact: true }) });
      expect(await switchesRow.innerText()).toContain('Siempre abierto');
      expect(await page.getByRole('button', { name: 'Cerrar Módulos' }).count()).toBe(0);
      await expectNoAxeViolations(page, 'module switches');

      await page.getByRole('button', { name: 'Cerrar Órdenes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cerrar Órdenes' });
      await expectDialogFits(dialog, 'the closing dialog');
      await dialog.getByRole('textbox', { name: /Motivo/ }).fill(REASON);
      await dialog.getByLabel('Fecha de reapertura').fill('2040-11-27');
      await dialog.getByLabel('Hora de reapertura').fill('10:00');
      await expectNoAxeViolations(page, 'closing dialog');
      await dialog.getByRole('button', { name: 'Cerrar módulo' }).click();
      await page.getByText('Órdenes quedó cerrado.').waitFor();
      // The focus lands on the row's own button, now "Abrir Órdenes", beside the announced report.
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Abrir Órdenes');
      await expect.poll(() => ordersRow.innerText()).toMatch(
        new RegExp(`^Órdenes\\s+Cerrado\\s+${REASON}\\s+27-11-2040, 10:00\\s+Cerrado por Carolina Fuentes el \\d\\d-\\d\\d-\\d{4}, \\d\\d:\\d\\d`),
      );

      const sellerPage = sellerTab.page;
      await storeSession(sellerPage.context(), seller.accessToken);
      await sellerPage.goto('/orders');
      const curtain = sellerPage.getByRole('region', { name: '¡Lo sentimos! El módulo Órdenes no está disponible' });
      await curtain.waitFor();
      await curtain.getByText(`Motivo: ${REASON}`).waitFor();
      await curtain.getByText('Volvemos el 27 de noviembre a las 10:00.').waitFor();
      await expectNoAxeViolations(sellerPage, 'curtain with reason');

      await page.getByRole('button', { name: 'Abrir Órdenes' }).click();
      const opening = page.getByRole('alertdialog', { name: 'Abrir Órdenes' });
      await expectDialogFits(opening, 'the opening confirmation');
      await opening.getByRole('button', { name: 'Abrir módulo' }).click();
      await page.getByText('Órdenes quedó abierto.').waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Cerrar Órdenes');
      await expect.poll(() => ordersRow.innerText()).toMatch(/^Órdenes\s+Abierto\s+—\s+—\s+Abierto por Carolina Fuentes/);

      await page.getByRole('button', { name: 'Historial de Órdenes' }).click();
      const history = page.getByRole('dialog', { name: 'Historial de Órdenes' });
      const entries = history.getByRole('listitem');
      await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(2);
      await expectDialogFits(history, 'the module’s history');
      expect(await entries.nth(0).innerText()).toMatch(/^Abierto por Carolina Fuentes el /);
      const closing = (await entries.nth(1).innerText()).split('\n').map((line) => line.trim()).filter((line) => line !== '');
      expect(closing[0]).toMatch(/^Cerrado por Carolina Fuentes el \d\d-\d\d-\d{4}, \d\d:\d\d$/);
      expect(closing.slice(1)).toEqual([`Motivo: ${REASON}`, 'Reapertura prevista: 27-11-2040, 10:00']);
      await expectNoAxeViolations(page, 'switch history');

      // The seller's next try finds the module open.
      await curtain.getByRole('button', { name: 'Reintentar' }).click();
      await sellerPage.getByRole('heading', { level: 1, name: 'Órdenes', exact: true }).waitFor();
      expect(await curtain.count()).toBe(0);
      expect(await sellerPage.getByText(`Motivo: ${REASON}`).count()).toBe(0);
      expect([...adminTab.problems, ...sellerTab.problems]).toEqual([]);
    } finally {
      await adminTab.close();
      await sellerTab.close();
      await setModuleActive(baseUrl, 'orders', true);
    }
  });
});
