/**
 * Configuración > Guías de aprendizaje in Debian's Chromium against the production build and the
 * real server: the demo admin changes an answer of the orders guide and adds a question, previews it
 * and saves; the demo seller reads the new text in the help drawer on /orders and answers the new
 * question "No" with a reason; the admin's report counts it. axe on each screen; no CSP violation.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
import { demo } from './support/demo.ts';
import { demoSession, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const CHANGED_ANSWER = 'Revisa **Devoluciones** cada mañana: ahí ves en qué etapa va cada una.';
const NEW_TITLE = '¿Puedo cambiar la dirección de entrega?';
const NEW_ANSWER = 'No: la dirección es la que eligió el cliente al comprar.';
const asPattern = (text: string) => new RegExp(text.replace(/[?¿]/g, '.'));

async function signedIn(email: string, run: (page: Page) => Promise<void>) {
  const session = await demoSession(baseUrl, email);
  const { page, problems, close } = await openPage(browser, baseUrl);
  try {
    await storeSession(page.context(), session.accessToken, { tourSeen: true });
    await run(page);
    expect(problems, 'CSP violations or page errors').toEqual([]);
  } finally {
    await close();
  }
}

describe('the learning guides, from the admin to the seller and back', () => {
  it('saves an edited and a new question that the seller reads and rates, and the report counts it', async () => {
    await signedIn(demo.admin, async (page) => {
      await page.goto('/learning-guides');
      await page.getByRole('heading', { level: 1, name: 'Guías de aprendizaje' }).waitFor();
      await page.getByRole('table', { name: 'Una guía por sección del portal' }).waitFor();
      await expectNoAxeViolations(page, 'guides list');
      await page.getByRole('link', { name: 'Editar Guía de Órdenes' }).click();
      const answer6 = page.getByRole('textbox', { name: 'Respuesta a la pregunta 6' });
      await answer6.waitFor();
      await answer6.fill(CHANGED_ANSWER);
      await page.getByRole('button', { name: 'Agregar una pregunta' }).click();
      await page.getByRole('textbox', { name: 'Pregunta 7', exact: true }).fill(NEW_TITLE);
      await page.getByRole('textbox', { name: 'Etiqueta corta de la pregunta 7' }).fill('Dirección');
      await page.getByRole('textbox', { name: 'Respuesta a la pregunta 7' }).fill(NEW_ANSWER);
      // The preview lists the new question and opens it as the drawer would.
      const preview = page.getByRole('region', { name: 'Vista previa' });
      await preview.getByRole('button', { name: asPattern(NEW_TITLE) }).click();
      await preview.getByRole('heading', { name: NEW_TITLE }).waitFor();
      await expectNoAxeViolations(page, 'guide editor with preview');
      await page.getByRole('button', { name: 'Guardar la guía' }).click();
      await page.getByText('Guía guardada (versión 2). Los sellers ya ven estos textos.').waitFor();
    });

    await signedIn(demo.seller, async (page) => {
      await page.goto('/orders');
      await page.getByRole('button', { name: 'Guía de aprendizaje' }).click();
      const drawer = page.getByRole('dialog', { name: 'Guía de Órdenes' });
      await expectDialogFits(drawer, 'the orders guide');
      await drawer.getByRole('button', { name: /¿Cómo sigo una devolución\?/ }).click();
      await drawer.getByText('cada mañana: ahí ves en qué etapa va cada una.', { exact: false }).waitFor();
      expect(await drawer.locator('strong', { hasText: 'Devoluciones' }).count()).toBe(1);
      await drawer.getByRole('button', { name: 'Volver' }).click();
      await drawer.getByRole('button', { name: asPattern(NEW_TITLE) }).click();
      await drawer.getByText(NEW_ANSWER).waitFor();
      await drawer.getByRole('button', { name: 'No' }).click();
      await drawer.getByText('La información no es clara').click();
      await drawer.getByRole('button', { name: 'Enviar' }).click();
      await drawer.getByText('¡Gracias por tu respuesta! Nos ayuda a mejorar esta guía.').waitFor();
    });

    await signedIn(demo.admin, async (page) => {
      await page.goto('/learning-guides/orders/ratings');
      const table = page.getByRole('table', { name: asPattern(NEW_TITLE) });
      await table.waitFor();
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent)));
      expect(rows).toEqual([
        ['Sí', '0', '0%'],
        ['No', '1', '100%'],
        ['No: la información no es clara', '1', '100%'],
        ['No: no responde mi pregunta', '0', '0%'],
        ['No: la información está incompleta o desactualizada', '0', '0%'],
        ['No: otro motivo', '0', '0%'],
      ]);
      await expectNoAxeViolations(page, 'ratings report');
    });
  });
});
