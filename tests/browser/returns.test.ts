/**
 * The Returns sub-application in Debian's Chromium against the production build and the real server:
 * - the published demo seller opens a return in process from Devoluciones, rejects it with a reason
 *   and sees its new status (the server agrees), with axe on the list, the return and the dialog;
 *   the breadcrumb names the return by its number;
 * - the customer-service demo account takes an escalated return over from Devoluciones escaladas, lands on
 *   it and approves it; the seller can no longer decide it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits, expectPhoneFullScreen } from './support/dialogs.ts';
import { demo } from './support/demo.ts';
import { api, demoSession, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
/** The customer-service demo account (server/seed/demo-accounts.ts). */
const CUSTOMER_SERVICE = 'atencion@demo.cl';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface ReturnPage {
  items: { id: number; returnNumber: string; status: string; escalated: boolean }[];
}
interface ReturnDetail {
  summary: { status: string };
  decision: { decision: string; reason: string | null; note: string | null; by: string } | null;
  allowedActions: string[];
}

describe('returns', () => {
  it('lets the demo seller reject a return in process with a reason, and shows its new status', async () => {
    const seller = await demoSession(baseUrl, demo.seller);
    // The return the seller decides: one in process that customer service has nothing to do with.
    const toReview = await api<ReturnPage>(baseUrl, seller.accessToken, 'GET', '/v1/returns?group=toReview&limit=100');
    const chosen = toReview.items.find((item) => !item.escalated);
    expect(chosen).toBeDefined();
    if (!chosen) return;

    const { page, problems, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), seller.accessToken);
      await page.goto('/returns');
      await page.getByRole('heading', { level: 1, name: 'Devoluciones' }).waitFor();
      await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toMatch(/^Por revisar/);
      await page.getByLabel('Buscar por N° de devolución u orden').fill(chosen.returnNumber);
      const link = page.getByRole('link', { name: chosen.returnNumber });
      await link.waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(chosen.returnNumber);
      await expectNoAxeViolations(page, 'returns list');

      await link.click();
      await page.waitForURL(`**/returns/${chosen.id}`);
      await page.getByRole('heading', { level: 1, name: `Devolución ${chosen.returnNumber}` }).waitFor();
      const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect.poll(() => breadcrumb.locator('[aria-current="page"]').innerText()).toBe(`Devolución ${chosen.returnNumber}`);
      expect(await breadcrumb.getByRole('link', { name: 'Devoluciones' }).getAttribute('href')).toBe('/returns');
      await expectNoAxeViolations(page, 'return detail');

      await page.getByRole('button', { name: 'Rechazar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Rechazar la devolución ${chosen.returnNumber}` });
      await expectDialogFits(dialog, 'reject dialog, 1280 px');
      await page.setViewportSize({ width: 360, height: 740 });
      await expectPhoneFullScreen(dialog, 'reject dialog, 360 px');
      await page.setViewportSize({ width: 1280, height: 900 });
      const submit = dialog.getByRole('button', { name: 'Rechazar devolución' });
      // No reason, no rejection.
      expect(await submit.isDisabled()).toBe(true);
      await dialog.getByText('Producto usado').click();
      await dialog.getByRole('textbox', { name: 'Nota' }).fill('Tiene rayas y le falta el embalaje.');
      await expectNoAxeViolations(page, 'reject dialog');
      await submit.click();

      await page.getByText('Rechazaste la devolución. El producto volverá al cliente.').waitFor();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).locator('xpath=..').innerText()).toContain('Rechazada');
      await page.getByRole('region', { name: 'Decisión' }).getByText('Motivo: Producto usado').waitFor();
      // A decided return offers no decision any more; the server agrees.
      await expect.poll(() => page.getByRole('group', { name: 'Acciones de la devolución' }).count()).toBe(0);
      const after = await api<ReturnDetail>(baseUrl, seller.accessToken, 'GET', `/v1/returns/${chosen.id}`);
      expect(after.summary.status).toBe('return_rejected');
      expect(after.decision).toEqual(expect.objectContaining({ decision: 'reject', reason: 'product_used', note: 'Tiene rayas y le falta el embalaje.', by: 'seller' }));
      expect(problems, 'CSP violations or page errors').toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets customer service take an escalated return over and approve it, after which the seller cannot decide it', async () => {
    const agent = await demoSession(baseUrl, CUSTOMER_SERVICE);
    const queue = await api<{ items: { summary: { id: number; returnNumber: string } }[] }>(baseUrl, agent.accessToken, 'GET', '/v1/returns/customer-service?assignment=unassigned');
    const escalated = queue.items[0]?.summary;
    expect(escalated).toBeDefined();
    if (!escalated) return;

    const { page, problems, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), agent.accessToken);
      await page.goto('/returns/customer-service');
      await page.getByRole('heading', { level: 1, name: 'Devoluciones escaladas' }).waitFor();
      const take = page.getByRole('button', { name: `Tomar caso ${escalated.returnNumber}` });
      await take.waitFor();
      await expectNoAxeViolations(page, 'CS queue');
      await take.click();

      await page.waitForURL(`**/returns/${escalated.id}`);
      await page.getByRole('heading', { level: 1, name: `Devolución ${escalated.returnNumber}` }).waitFor();
      await page.getByRole('region', { name: 'Escalamiento' }).getByText(/La tomó Javiera Muñoz/).waitFor();
      await page.getByRole('link', { name: 'Volver a Devoluciones escaladas' }).waitFor();
      await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Aprobar la devolución ${escalated.returnNumber}` });
      await expectDialogFits(dialog, 'the approval');
      await dialog.getByRole('button', { name: 'Aprobar devolución' }).click();
      await page.getByText('Aprobaste la devolución. Se reembolsará al cliente.').waitFor();
      await page.getByRole('region', { name: 'Decisión' }).getByText(/por Atención al cliente/).waitFor();
      await expectNoAxeViolations(page, 'return approved by customer service');
      expect(problems, 'CSP violations or page errors').toEqual([]);
    } finally {
      await close();
    }

    const seller = await demoSession(baseUrl, demo.seller);
    const seen = await api<ReturnDetail>(baseUrl, seller.accessToken, 'GET', `/v1/returns/${escalated.id}`);
    expect(seen.summary.status).toBe('return_approved');
    expect(seen.decision?.by).toBe('customerService');
    expect(seen.allowedActions).toEqual([]);
  });
});
