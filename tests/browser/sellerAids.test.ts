/**
 * The seller aids as a seller meets them, in Debian's Chromium against the production build and the
 * real server: the tour guide starting by itself for a seller who never finished it, and not again
 * once finished; the learning guide on /orders, where a "No" with its reason is stored and the thanks
 * stays after a reload. axe checks the tour and the drawer open; no CSP violation may happen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

async function withSignedInPage(email: string, options: { tourSeen: boolean }, run: (page: Page) => Promise<void>) {
  const session = await demoSession(baseUrl, email);
  const { page, problems, close } = await openPage(browser, baseUrl);
  try {
    await storeSession(page.context(), session.accessToken, options);
    await run(page);
    expect(problems, 'CSP violations or page errors').toEqual([]);
  } finally {
    await close();
  }
}

describe('seller aids', () => {
  it('starts the tour by itself for a seller who never finished it, and not again once finished', async () => {
    const seller = await demoSession(baseUrl, demo.newSeller);
    const sellerId = seller.jwtPayload.seller_id;
    const before = await api<{ tourGuideStatus: number }>(baseUrl, seller.accessToken, 'GET', `/sellers/seller-configuration/${sellerId}`);
    expect(before.tourGuideStatus).toBe(0);

    await withSignedInPage(demo.newSeller, { tourSeen: false }, async (page) => {
      await page.goto('/eiffel');
      const welcome = page.getByRole('alertdialog', { name: 'Te damos la bienvenida a Portal Sellers' });
      await welcome.waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page, 'tour guide, first step');
      await welcome.getByRole('button', { name: 'Siguiente' }).click();
      // Still being published: the second step says what is left before the store goes live.
      const publishing = page.getByRole('alertdialog', { name: 'Tu tienda está en proceso de publicación' });
      await publishing.waitFor();
      const total = Number(/Paso 2 de (\d+)/.exec((await publishing.textContent()) ?? '')?.[1]);
      expect(total).toBe(10);
      for (let step = 2; step < total; step += 1) {
        await page.getByRole('alertdialog').getByRole('button', { name: 'Siguiente' }).click();
        await page.getByRole('alertdialog').getByText(`Paso ${step + 1} de ${total}`).waitFor();
      }
      await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await expect.poll(async () => (await api<{ tourGuideStatus: number }>(baseUrl, seller.accessToken, 'GET', `/sellers/seller-configuration/${sellerId}`)).tourGuideStatus).toBe(1);
    });

    // A new browser session (nothing stored): the server says it was finished, so it stays closed.
    await withSignedInPage(demo.newSeller, { tourSeen: false }, async (page) => {
      await page.goto('/eiffel');
      await page.getByRole('heading', { level: 1, name: /Te damos la bienvenida/ }).waitFor();
      await page.waitForTimeout(3000);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      // By hand it is still there.
      await page.goto('/helper/tourguide');
      await page.getByRole('button', { name: 'Comenzar el recorrido' }).click();
      await page.getByRole('alertdialog', { name: 'Te damos la bienvenida a Portal Sellers' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    });
  });

  it('stores a "No" with its reason on /orders, and shows the thanks again after a reload', async () => {
    const question = '¿Cómo evito que una orden llegue atrasada?';
    await withSignedInPage(demo.seller, { tourSeen: true }, async (page) => {
      await page.goto('/orders');
      await page.getByRole('button', { name: 'Guía de aprendizaje' }).click();
      const drawer = page.getByRole('dialog', { name: 'Guía de Órdenes' });
      await drawer.getByRole('heading', { name: 'Preguntas frecuentes' }).waitFor();
      await expectNoAxeViolations(page, 'learning guide, list');
      await drawer.getByRole('button', { name: new RegExp(question.replace(/[?¿]/g, '.')) }).click();
      await drawer.getByRole('heading', { name: question }).waitFor();
      await drawer.getByRole('button', { name: 'No' }).click();
      expect(await drawer.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
      await drawer.getByText('No responde mi pregunta').click();
      expect(await drawer.getByRole('radio', { name: 'No responde mi pregunta' }).isChecked()).toBe(true);
      await expectNoAxeViolations(page, 'learning guide, reasons');
      await drawer.getByRole('button', { name: 'Enviar' }).click();
      await drawer.getByText('¡Gracias por tu respuesta! Nos ayuda a mejorar esta guía.').waitFor();

      await page.reload();
      await page.getByRole('button', { name: 'Guía de aprendizaje' }).click();
      await drawer.getByRole('button', { name: new RegExp(question.replace(/[?¿]/g, '.')) }).click();
      await drawer.getByText('¡Gracias por tu respuesta! Nos ayuda a mejorar esta guía.').waitFor();
      expect(await drawer.getByRole('button', { name: 'Sí' }).count()).toBe(0);
    });
  });
});
