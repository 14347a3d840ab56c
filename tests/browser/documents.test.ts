/**
 * Configuración > Comunicaciones in Debian's Chromium against the production build and the real
 * server: the demo admin writes an HTML notification for every seller, previews it in the sellers'
 * modal box and creates it; the demo seller opens it from the header's notifications and reads it in the real
 * modal, at the same size; the admin then withdraws it after a confirmation, so no other test meets
 * it. axe checks each screen; no CSP violation or page error may happen anywhere. (Hostile HTML in
 * the preview is the model test's: in Chromium, DOMPurify parsing an `onerror` makes the page's CSP
 * report a refused inline handler, which this test would count as a violation.)
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
import { DEMO_PASSWORD, demo } from './support/demo.ts';
import { demoSession, mainMenu, signInByForm, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(run: (page: Page) => Promise<void>, email?: string) {
  const { page, problems, close } = await openPage(browser, baseUrl);
  try {
    if (email) await storeSession(page.context(), (await demoSession(baseUrl, email)).accessToken);
    await run(page);
    expect(problems, 'CSP violations or page errors').toEqual([]);
  } finally {
    await close();
  }
}

describe('an admin notification, from Configuración > Comunicaciones to the seller’s modal', () => {
  it('is previewed and created by the admin, read by the seller in the real modal, and withdrawn', async () => {
    const label = `Nuevo horario de retiro ${Date.now()}`;
    const html = '<h2>Retiros</h2><p>Desde el lunes los retiros son <strong>de 9:00 a 13:00</strong>.</p>';

    await withPage(async (page) => {
      await signInByForm(page, demo.admin, DEMO_PASSWORD);
      const menu = mainMenu(page);
      await menu.getByRole('button', { name: 'Configuración' }).click();
      await menu.getByRole('link', { name: 'Comunicaciones' }).click();
      await page.waitForURL('**/documents');
      await page.getByRole('heading', { level: 1, name: 'Comunicaciones' }).waitFor();
      await page.getByRole('table').waitFor();
      await expectNoAxeViolations(page, 'the notifications list');

      await page.getByRole('button', { name: 'Nueva notificación' }).click();
      await page.getByRole('textbox', { name: 'Título' }).fill(label);
      await page.getByRole('textbox', { name: 'Texto (HTML)' }).fill(html);
      await expectNoAxeViolations(page, 'the notification composer');
      await page.getByRole('button', { name: 'Vista previa' }).click();
      const preview = page.getByRole('dialog', { name: label });
      await preview.getByText('de 9:00 a 13:00').waitFor();
      await expectDialogFits(preview, 'the notification preview');
      expect(await preview.getAttribute('data-size')).toBe('600x400');
      await preview.getByRole('heading', { name: 'Retiros' }).waitFor();
      await expectNoAxeViolations(page, 'the notification preview');
      await preview.getByRole('button', { name: 'Cerrar' }).click();

      // Back from the preview, everything typed is there.
      expect(await page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(label);
      await page.getByRole('button', { name: 'Crear notificación' }).click();
      await page.getByRole('status').getByText(`Creamos la notificación «${label}».`, { exact: false }).waitFor();
      const row = page.getByRole('row').filter({ hasText: label });
      await row.getByText('Vigente').waitFor();
      // The label is the row's header; its first cell says who it is for.
      expect(await row.getByRole('rowheader').textContent()).toBe(label);
      expect(await row.getByRole('cell').nth(0).textContent()).toBe('Todos los sellers');
    });

    await withPage(async (page) => {
      await page.goto('/eiffel');
      // The seller aids have settled (nothing pending to accept, no tour to start), so none opens over
      // the notification once it is shown: on a busy machine the terms check answers seconds late.
      await page.locator('[data-terms-phase="clear"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.locator('[data-tour-phase="closed"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).click();
      const list = page.getByRole('dialog', { name: 'Notificaciones' });
      await expectDialogFits(list, 'the notifications list');
      await list.getByRole('button', { name: new RegExp(label) }).click();
      const modal = page.getByRole('dialog', { name: label });
      await modal.getByText('de 9:00 a 13:00').waitFor();
      await expectDialogFits(modal, 'the seller’s notification modal');
      // The same box the admin previewed.
      expect(await modal.getAttribute('data-size')).toBe('600x400');
      await modal.getByRole('heading', { name: 'Retiros' }).waitFor();
      await expectNoAxeViolations(page, 'the seller’s notification modal');
      await modal.getByRole('button', { name: 'Cerrar' }).click();
    }, demo.seller);

    await withPage(async (page) => {
      await page.goto('/documents/notifications');
      await page.getByRole('button', { name: `Retirar «${label}»` }).click();
      const confirm = page.getByRole('alertdialog', { name: `¿Retirar «${label}»?` });
      await expectDialogFits(confirm, 'the withdrawal confirmation');
      await expectNoAxeViolations(page, 'the withdrawal confirmation');
      await confirm.getByRole('button', { name: 'Retirar' }).click();
      const row = page.getByRole('row').filter({ hasText: label });
      await row.getByText(/^Retirada el /).waitFor();
      // Opened by the seller's one user.
      // After the label (the row's header): audience, size, dates, then how many opened it.
      expect(await row.getByRole('cell').nth(3).textContent()).toBe('1 usuario');
    }, demo.admin);
  });
});
