/**
 * Configuración > Reglas in Debian's Chromium against the production build and the real server, as
 * the demo admin: a field error reads under its field, a threshold changed with a note is saved as
 * a new version that tops the history with who and why, an old version opens read-only, and the
 * threshold is put back (another version) so the other journeys score with the rules they expect.
 * A change of the benefits texts reaches the demo seller's drawer at once, as what the level within
 * reach gives this month (the ladder keeps last month's version), and is put back too. axe on each
 * screen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
import { demo } from './support/demo.ts';
import { headingFaults } from './support/pageChecks.ts';
import { api, demoSession, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the reputation rules, for the demo admin', () => {
  it('saves a changed threshold with its note as a new version, shown first in the history', async () => {
    const admin = await demoSession(baseUrl, demo.admin);
    const { page, problems, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), admin.accessToken);
      await page.goto('/rules');
      await page.getByRole('heading', { level: 1, name: 'Reglas de reputación' }).waitFor();
      const threshold = page.getByRole('textbox', { name: 'Entregas a tiempo, mínimo (%)' });
      await threshold.waitFor();
      expect(await threshold.inputValue()).toBe('95,01');
      await expectNoAxeViolations(page, 'rules form');

      const history = page.getByRole('region', { name: 'Historial de versiones' });
      const before = await history.locator('tbody tr').count();

      // A ceiling above the floor is refused under its field; nothing typed is lost.
      const claims = page.getByRole('textbox', { name: 'Reclamos, máximo (%)' });
      await claims.fill('96');
      await threshold.fill('94,5');
      await page.getByText('Debe ser menor que el mínimo de entregas a tiempo').waitFor();
      await expectNoAxeViolations(page, 'field error');
      await claims.fill('3');
      await page.getByRole('textbox', { name: 'Motivo del cambio' }).fill('Bajamos el umbral de entregas a tiempo por la temporada');
      await page.getByRole('button', { name: 'Guardar como nueva versión' }).click();

      await page.getByText(`Versión ${before + 1} guardada.`, { exact: false }).waitFor();
      const first = history.locator('tbody tr').first();
      expect(await first.locator('td').allInnerTexts()).toEqual([
        String(before + 1),
        'Carolina Fuentes',
        expect.stringMatching(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2}$/),
        'Bajamos el umbral de entregas a tiempo por la temporada',
        `Ver versión ${before + 1}`,
      ]);
      await expectNoAxeViolations(page, 'version saved');

      await history.getByRole('button', { name: 'Ver versión 1' }).click();
      const version1 = page.getByRole('region', { name: 'Versión 1 (solo lectura)' });
      await version1.waitFor();
      expect(await version1.innerText()).toContain('95,01');
      // The version's title sits under the page's h1: an h2, as the walk requires of every page.
      expect(await headingFaults(page), 'headings of the read-only version').toEqual([]);
      await expectNoAxeViolations(page, 'version read-only');
      await page.getByRole('button', { name: 'Volver a las reglas' }).click();

      // Back to the programme's threshold, as another version.
      await threshold.fill('95.01');
      await page.getByRole('textbox', { name: 'Motivo del cambio' }).fill('Restauramos el umbral de entregas a tiempo');
      await page.getByRole('button', { name: 'Guardar como nueva versión' }).click();
      await page.getByText(`Versión ${before + 2} guardada.`, { exact: false }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('saves new benefits texts that the demo seller reads in the drawer right away, then puts them back', async () => {
    const LEVELS = ['Nuevo', 'Bajo', 'Medio', 'Bueno', 'Destacado'] as const;
    const admin = await demoSession(baseUrl, demo.admin);
    const seller = await demoSession(baseUrl, demo.seller);
    const adminPage = await openPage(browser, baseUrl);
    const sellerPage = await openPage(browser, baseUrl);
    try {
      const page = adminPage.page;
      await storeSession(page.context(), admin.accessToken);
      await page.goto('/rules');
      const benefits = page.getByRole('group', { name: 'Beneficios por nivel' });
      await benefits.getByRole('textbox', { name: 'Destacado' }).waitFor();
      const original: string[] = [];
      for (const level of LEVELS) original.push(await benefits.getByRole('textbox', { name: level }).inputValue());
      for (const level of LEVELS) await benefits.getByRole('textbox', { name: level }).fill(`Beneficio de prueba del nivel ${level}`);
      await page.getByRole('textbox', { name: 'Motivo del cambio' }).fill('Probamos los textos de beneficios');
      await page.getByRole('button', { name: 'Guardar como nueva versión' }).click();
      await page.getByText('guardada.', { exact: false }).waitFor();

      // The seller's month in progress is scored with the version just saved: the level within reach
      // shows its new text. The ladder explains last month, scored before the save, so none there.
      const { currentMonth } = await api<{ currentMonth: { shipped: number; thresholds: { minShippedOrders: number } } | null }>(
        baseUrl,
        seller.accessToken,
        'GET',
        `/v1/sellers/reputation-summary/${seller.jwtPayload.seller_id}`,
      );
      // The seed gives the demo store two or three orders a day, so its month is measured.
      expect(currentMonth!.shipped).toBeGreaterThanOrEqual(currentMonth!.thresholds.minShippedOrders);
      const sellerTab = sellerPage.page;
      await storeSession(sellerTab.context(), seller.accessToken);
      await sellerTab.goto('/eiffel');
      await sellerTab.getByRole('button', { name: 'Ver niveles y beneficios' }).click();
      const drawer = sellerTab.getByRole('dialog', { name: 'Niveles de reputación' });
      await expectDialogFits(drawer, 'the levels drawer');
      const whatIf = drawer.getByRole('region', { name: '¿Qué te sube de nivel?' });
      await whatIf.waitFor();
      expect(await whatIf.innerText()).toMatch(/Beneficios de (Bajo|Medio|Bueno|Destacado) con las reglas de este mes: Beneficio de prueba del nivel \1/);
      expect(await drawer.getByRole('region', { name: 'Niveles' }).innerText()).not.toContain('Beneficio de prueba');
      await expectNoAxeViolations(sellerTab, 'the drawer with an admin’s benefits');

      // Back to the texts there were, as another version, from the rules read again.
      await page.goto('/rules');
      await benefits.getByRole('textbox', { name: 'Destacado' }).waitFor();
      for (const [index, level] of LEVELS.entries()) await benefits.getByRole('textbox', { name: level }).fill(original[index]!);
      await page.getByRole('textbox', { name: 'Motivo del cambio' }).fill('Restauramos los textos de beneficios');
      await page.getByRole('button', { name: 'Guardar como nueva versión' }).click();
      await expect.poll(async () => (await api<{ current: { values: { benefits: Record<string, string> } } }>(baseUrl, admin.accessToken, 'GET', '/v1/rules')).current.values.benefits.Destacado).toBe(original[4]);
      expect(adminPage.problems).toEqual([]);
      expect(sellerPage.problems).toEqual([]);
    } finally {
      await sellerPage.close();
      await adminPage.close();
    }
  });
});
