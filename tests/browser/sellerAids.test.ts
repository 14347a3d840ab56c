/**
 * The seller aids as a seller meets them, in Debian's Chromium against the production build and the
 * real server: the tour guide starting by itself for a seller who never finished it, and not again
 * once finished; the learning guide on /orders, where a "No" with its reason is stored and the thanks
 * stays after a reload. axe checks the tour and the drawer open; no CSP violation may happen. On a
 * phone (360 × 740, the menu a closed drawer) the tour starts by itself with only the steps whose
 * element is on screen, stays inside the screen and runs by keyboard alone; with reduced motion its
 * parts neither transition nor animate from one step to the next.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
import { demo } from './support/demo.ts';
import { api, demoSession, mainMenu, storeSession } from './support/portal.ts';
import { rearmTour, tabTo, tourMotion, tourStatus } from './support/tour.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone (the design's narrowest width): the side menu is a closed drawer behind the header's button. */
const PHONE = { width: 360, height: 740 };

interface PageOptions {
  tourSeen: boolean;
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
}

async function withSignedInPage(email: string, { tourSeen, viewport, reducedMotion }: PageOptions, run: (page: Page) => Promise<void>) {
  const session = await demoSession(baseUrl, email);
  const { page, problems, close } = await openPage(browser, baseUrl, viewport);
  try {
    if (reducedMotion) await page.emulateMedia({ reducedMotion });
    await storeSession(page.context(), session.accessToken, { tourSeen });
    await run(page);
    expect(problems, 'CSP violations or page errors').toEqual([]);
  } finally {
    await close();
  }
}

/** The step's box lies inside the viewport: nothing of it is cut off at either side (nor above or below). */
async function expectInsideViewport(page: Page, step: Locator) {
  const viewport = page.viewportSize();
  const box = await step.boundingBox();
  if (viewport === null || box === null) throw new Error('The step has no box or the page no viewport');
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(viewport.width);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(viewport.height);
}

/**
 * Starts the tour by hand (seller@demo.cl, on a desktop, so the menu steps have their element),
 * moves from the welcome to the menu step, and reads how the tour's parts move once the spotlight is
 * on the menu.
 */
async function motionAfterNextStep(page: Page) {
  await page.goto('/helper/tourguide');
  await page.getByRole('button', { name: 'Comenzar el recorrido' }).click();
  const welcome = page.getByRole('alertdialog', { name: 'Te damos la bienvenida a Portal Sellers' });
  await welcome.waitFor();
  await welcome.getByRole('button', { name: 'Siguiente' }).click();
  const menuStep = page.getByRole('alertdialog', { name: 'El menú del portal' });
  await menuStep.getByText(/^Paso 2 de \d+$/).waitFor();
  await page.locator('[data-scope="tour"][data-part="spotlight"]').waitFor({ state: 'visible' });
  return tourMotion(page);
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
      await expectDialogFits(welcome, 'tour guide, first step');
      await expectNoAxeViolations(page, 'tour guide, first step');
      await welcome.getByRole('button', { name: 'Siguiente' }).click();
      // Still being published: the second step says what is left before the store goes live.
      const publishing = page.getByRole('alertdialog', { name: 'Tu tienda está en proceso de publicación' });
      await expectDialogFits(publishing, 'tour guide, second step');
      const total = Number(/Paso 2 de (\d+)/.exec((await publishing.textContent()) ?? '')?.[1]);
      // Ten in the list of a seller being published, less Reportes, whose module is not released yet:
      // a step never describes a screen that says "not available yet".
      expect(total).toBe(9);
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
      // Settled: the terms check answered and the tour decided not to start by itself.
      await page.locator('[data-terms-phase="clear"]').waitFor({ state: 'attached' });
      await page.locator('[data-tour-phase="closed"]').waitFor({ state: 'attached' });
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
      await expectDialogFits(drawer, 'learning guide, list');
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

  it('on a phone, starts the tour by itself with only the steps on screen, inside the screen, and runs it by keyboard', async () => {
    const seller = await demoSession(baseUrl, demo.newSeller);
    // Whatever ran before (the test above finishes it), the server counts the tour as not finished.
    await rearmTour(baseUrl, seller);
    expect(await tourStatus(baseUrl, seller)).toBe(0);
    // At 360 px the menu steps point into the closed drawer and "Mi cuenta" is hidden in the header:
    // the new seller (still being published) gets 3 steps (es-CL, src/i18n/es-CL/tour.ts): first the
    // welcome, then the publication, last the notifications.
    await withSignedInPage(demo.newSeller, { tourSeen: false, viewport: PHONE }, async (page) => {
      await page.goto('/eiffel');
      const welcome = page.getByRole('alertdialog', { name: 'Te damos la bienvenida a Portal Sellers' });
      await welcome.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe('false');
      expect(await mainMenu(page).count()).toBe(0);
      await welcome.getByText('Paso 1 de 3').waitFor();
      await expectDialogFits(welcome, 'tour guide on a phone, first step');
      await expectInsideViewport(page, welcome);
      await expectNoAxeViolations(page, 'tour guide on a phone, first step');

      // Tab to "Siguiente" and Enter, step after step.
      await tabTo(page, welcome.getByRole('button', { name: 'Siguiente' }));
      await page.keyboard.press('Enter');
      const publishing = page.getByRole('alertdialog', { name: 'Tu tienda está en proceso de publicación' });
      await publishing.getByText('Paso 2 de 3').waitFor();
      await expectInsideViewport(page, publishing);
      await tabTo(page, publishing.getByRole('button', { name: 'Siguiente' }));
      await page.keyboard.press('Enter');

      const notifications = page.getByRole('alertdialog', { name: 'Notificaciones' });
      await notifications.getByText('Paso 3 de 3').waitFor();
      // Lit up and placed under the notifications button it points at (placement bottom), then measured.
      await page.locator('[data-scope="tour"][data-part="spotlight"]').waitFor({ state: 'visible' });
      const bell = await page.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ }).boundingBox();
      if (bell === null) throw new Error('The notifications button has no box');
      await expect.poll(async () => ((await notifications.boundingBox())?.y ?? 0) >= bell.y + bell.height).toBe(true);
      await expectInsideViewport(page, notifications);
      await expectDialogFits(notifications, 'tour guide on a phone, notifications step');
      await expectNoAxeViolations(page, 'tour guide on a phone, notifications step');
      expect([await welcome.count(), await publishing.count()]).toEqual([0, 0]);

      // "Finalizar" by keyboard closes the tour, and the server records it finished (a skip would leave it at 0).
      const finish = notifications.getByRole('button', { name: 'Finalizar' });
      await tabTo(page, finish);
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await expect.poll(() => tourStatus(baseUrl, seller)).toBe(1);

      // Started again by hand: Escape on a step that may be skipped leaves the tour.
      await page.goto('/helper/tourguide');
      await page.getByRole('button', { name: 'Comenzar el recorrido' }).click();
      const again = page.getByRole('alertdialog', { name: 'Te damos la bienvenida a Portal Sellers' });
      await again.getByText('Paso 1 de 3').waitFor();
      await tabTo(page, again.getByRole('button', { name: 'Siguiente' }));
      await page.keyboard.press('Enter');
      const secondStep = page.getByRole('alertdialog', { name: 'Tu tienda está en proceso de publicación' });
      await secondStep.getByText('Paso 2 de 3').waitFor();
      expect(await secondStep.getByRole('button', { name: 'Saltar el recorrido' }).count()).toBe(1);
      await tabTo(page, secondStep.getByRole('button', { name: 'Siguiente' }));
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    });
  });

  it('with reduced motion, moving to the next step of the tour does not animate', async () => {
    await withSignedInPage(demo.seller, { tourSeen: true, reducedMotion: 'reduce' }, async (page) => {
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      const motion = await motionAfterNextStep(page);
      const still = { shown: true, transitionMs: 0, animationMs: 0, running: 0 };
      expect(motion).toEqual({ backdrop: still, spotlight: still, positioner: still, content: still });
    });
  });

  it('without reduced motion, the light glides to the next element and the step fades (what reduced motion turns off)', async () => {
    await withSignedInPage(demo.seller, { tourSeen: true, reducedMotion: 'no-preference' }, async (page) => {
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
      const motion = await motionAfterNextStep(page);
      expect([motion.spotlight.shown, motion.positioner.shown, motion.content.shown]).toEqual([true, true, true]);
      expect(motion.content.transitionMs).toBe(200);
      expect(motion.spotlight.transitionMs).toBe(250);
    });
  });
});
