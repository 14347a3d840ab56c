/**
 * The catalogue's product pages in Debian's Chromium against the production build and the real
 * server: the demo seller (who loads products directly) creates a product in Televisión with an
 * image, sees it as a draft on its own page with what it holds, sends it to review, and finds it
 * under "En revisión" in Productos; axe on the category chooser, the filled form, the product and
 * the list. The server agrees on what was stored.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { demo } from './support/demo.ts';
import { api, demoSession, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let folder: string;
let picture: string;

beforeAll(async () => {
  browser = await launchChromium();
  folder = await mkdtemp(path.join(tmpdir(), 'portal-products-'));
  // A photo as a seller's camera makes it: a JPEG larger than the 500 px the catalogue asks for.
  picture = path.join(folder, 'televisor.jpg');
  await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 80, b: 160 } } }).jpeg().toFile(picture);
});
afterAll(async () => {
  await browser?.close();
  await rm(folder, { recursive: true, force: true });
});

interface ProductPage {
  items: { id: number; title: string; status: string; variantCount: number }[];
}
interface Product {
  status: string;
  content: { title: string; price: number; description: string; images: string[]; variants: { sku: string }[]; attributes: Record<string, unknown> };
}

describe('products', () => {
  it('lets the demo seller create a product with an image, read it as a draft and send it to review', async () => {
    const seller = await demoSession(baseUrl, demo.seller);
    const sku = `TV-${Date.now().toString(36).toUpperCase()}`;
    const title = `Smart TV LED 55" 4K Crystal ${sku}`;
    const { page, problems, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), seller.accessToken);
      await page.goto('/pim');
      await page.getByRole('heading', { level: 1, name: 'Productos' }).waitFor();
      await page.getByRole('link', { name: 'Crear producto' }).click();
      await page.getByRole('heading', { level: 1, name: 'Nuevo producto' }).waitFor();
      await page.getByRole('button', { name: 'Televisión' }).waitFor();
      await expectNoAxeViolations(page, 'category chooser');
      await page.getByRole('button', { name: 'Televisión' }).click();

      await page.getByLabel('Título').fill(title);
      await page.getByLabel('Marca').selectOption({ label: 'Samsung' });
      // Whatever a seller types is stored and drawn as text, never as markup.
      await page.getByLabel('Descripción').fill('<b>Panel 4K</b> con HDR');
      await page.getByLabel('Precio (CLP)').fill('399.990');
      await page.getByLabel('Tamaño de pantalla (pulgadas)', { exact: true }).fill('55');
      await page.getByLabel('Resolución', { exact: true }).selectOption({ label: '4K' });
      await page.getByLabel('SKU').fill(sku);
      await page.locator('input[type=file]').setInputFiles(picture);
      await page.getByRole('img', { name: 'Imagen 1' }).waitFor();
      await expectNoAxeViolations(page, 'filled product form');
      await page.getByRole('button', { name: 'Guardar producto' }).click();

      await page.waitForURL(/\/pim\/products\/\d+$/);
      const productId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => page.getByText('Borrador', { exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByText('$399.990').count()).toBe(1);
      expect(await page.getByText('<b>Panel 4K</b> con HDR').count()).toBe(1);
      // The cover as the server made it: a thumbnail the browser decoded.
      const cover = page.getByRole('img', { name: 'Imagen 1 (portada)' });
      await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(240);
      await expectNoAxeViolations(page, 'draft product');

      await page.getByRole('group', { name: 'Acciones del producto' }).getByRole('button', { name: 'Enviar a revisión' }).click();
      const dialog = page.getByRole('alertdialog', { name: '¿Enviar el producto a revisión?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Enviar a revisión' }).click();
      await page.getByText('Enviamos el producto a revisión.').waitFor();
      await expect.poll(() => page.getByText('En revisión', { exact: true }).count()).toBe(1);

      const stored = await api<Product>(baseUrl, seller.accessToken, 'GET', `/v1/catalog/products/${productId}`);
      expect(stored.status).toBe('pending');
      expect(stored.content).toMatchObject({ title, price: 399_990, description: '<b>Panel 4K</b> con HDR', variants: [{ sku }] });
      expect(stored.content.images).toHaveLength(1);

      await page.getByRole('link', { name: 'Volver a productos' }).click();
      await page.getByRole('heading', { level: 1, name: 'Productos' }).waitFor();
      await page.getByRole('tab', { name: /^En revisión/ }).click();
      await page.getByLabel('Buscar').fill(sku);
      await page.getByRole('link', { name: title }).waitFor();
      await expectNoAxeViolations(page, 'products in review');
      const listed = await api<ProductPage>(baseUrl, seller.accessToken, 'GET', `/v1/catalog/products?status=pending&q=${sku}`);
      expect(listed.items.map((item) => [item.title, item.status, item.variantCount])).toEqual([[title, 'pending', 1]]);
      expect(problems, 'CSP violations or page errors').toEqual([]);
    } finally {
      await close();
    }
  });
});
