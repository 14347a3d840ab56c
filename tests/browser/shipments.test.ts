/**
 * The Shipments sub-application (Envíos) in Debian's Chromium against the production build and the
 * real server: the published demo seller chooses the two most urgent orders still to prepare, marks
 * them ready to ship and reads the result order by order, then chooses them in "Listas para
 * despacho" and downloads their labels as one PDF (read back: two pages, one per order), with axe
 * on the desk; Epv, under the same prefix, still says it is not available yet.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readPdf } from '../support/pdf.ts';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { demo } from './support/demo.ts';
import { api, demoSession, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface ShipmentPage {
  items: { id: number; orderNumber: string; status: string }[];
}

describe('the dispatch desk, for the published demo seller', () => {
  it('marks two orders to prepare ready to ship, shows the result of each, and downloads their labels as one PDF', async () => {
    const seller = await demoSession(baseUrl, demo.seller);
    // The two orders the seller will choose: the most urgent still to prepare, as the server lists them.
    const desk = await api<ShipmentPage>(baseUrl, seller.accessToken, 'GET', '/v1/shipments?status=awaiting_fulfillment&limit=2');
    expect(desk.items).toHaveLength(2);
    const [first, second] = desk.items;
    if (!first || !second) return;

    const { page, problems, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), seller.accessToken);
      await page.goto('/shipments');
      await page.getByRole('heading', { level: 1, name: 'Envíos' }).waitFor();
      await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toMatch(/^Por preparar/);
      const actions = page.getByRole('region', { name: 'Acciones con las órdenes seleccionadas' });
      const markReady = actions.getByRole('button', { name: 'Marcar listas para despacho' });
      expect(await markReady.isDisabled()).toBe(true);

      await page.getByRole('checkbox', { name: `Seleccionar orden ${first.orderNumber}` }).check();
      await page.getByRole('checkbox', { name: `Seleccionar orden ${second.orderNumber}` }).check();
      await actions.getByText('2 órdenes seleccionadas').waitFor();
      await expectNoAxeViolations(page, 'dispatch desk with a selection');

      await markReady.click();
      const result = page.getByRole('region', { name: 'Resultado de marcar listas para despacho' });
      await result.getByText('2 órdenes quedaron listas, ninguna con problemas.').waitFor();
      expect(await result.getByRole('listitem').allInnerTexts()).toEqual([`${first.orderNumber}: lista para despacho.`, `${second.orderNumber}: lista para despacho.`]);
      // They left "Por preparar"; the server agrees.
      await expect.poll(() => page.getByRole('checkbox', { name: `Seleccionar orden ${first.orderNumber}` }).count()).toBe(0);
      for (const order of [first, second]) {
        const detail = await api<{ order: { status: string } }>(baseUrl, seller.accessToken, 'GET', `/v1/orders/${order.id}`);
        expect(detail.order.status, order.orderNumber).toBe('ready_to_ship');
      }
      await expectNoAxeViolations(page, 'dispatch desk with the result');

      await page.getByRole('tab', { name: /^Listas para despacho/ }).click();
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      const more = page.getByRole('button', { name: 'Cargar más' });
      for (const order of [first, second]) {
        const box = page.getByRole('checkbox', { name: `Seleccionar orden ${order.orderNumber}` });
        // The tab lists the most urgent first: older ready orders may come before, a page or more.
        // After each "Cargar más", either the order is there or the button is ready for another page.
        while ((await box.count()) === 0) {
          await more.click();
          await expect.poll(async () => (await box.count()) > 0 || (await more.isEnabled().catch(() => false))).toBe(true);
        }
        await box.check();
      }
      await actions.getByText('2 órdenes seleccionadas').waitFor();
      const download = page.waitForEvent('download');
      await actions.getByRole('button', { name: 'Descargar etiquetas' }).click();
      const labels = await download;
      expect(labels.suggestedFilename()).toMatch(/^etiquetas-\d{4}-\d{2}-\d{2}\.pdf$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await labels.createReadStream()) chunks.push(chunk as Buffer);
      const pdf = await readPdf(Buffer.concat(chunks));
      expect(pdf.title).toBe('Etiquetas de despacho, 2 órdenes');
      expect(pdf.pages).toHaveLength(2);
      expect(pdf.pages.map((one) => one.lines[0])).toEqual([`Orden N° ${first.orderNumber} Bulto 1 de 1`, `Orden N° ${second.orderNumber} Bulto 1 de 1`]);
      expect(problems, 'CSP violations or page errors').toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps Epv on its "not available yet" page under the module', async () => {
    const seller = await demoSession(baseUrl, demo.seller);
    const { page, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), seller.accessToken);
      await page.goto('/shipments/epv');
      await page.getByRole('heading', { level: 1, name: 'EPV aún no está disponible' }).waitFor();
      await expectNoAxeViolations(page, 'Epv not available yet');
    } finally {
      await close();
    }
  });
});
