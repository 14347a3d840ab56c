/**
 * The Invoices sub-application (Ventas > Boletas) in Debian's Chromium against the production build
 * and the real server, as the published demo seller: an Excel file lacking a required column is
 * refused naming it; a file with bad rows leads to the alert ("Se subió un archivo sin los campos
 * requeridos") and "Ver reporte de errores" opens the report's table, row by row, downloadable as
 * CSV; the report opened by its address, with no navigation state, says so and links back. axe on
 * each screen.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
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

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook whose first sheet holds `header` and `rows`. */
async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Boletas');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('boletas, for the published demo seller', () => {
  it('refuses a file lacking a column, and shows the report of a file with bad rows', async () => {
    const seller = await demoSession(baseUrl, demo.seller);
    const { page, problems, close } = await openPage(browser, baseUrl);
    try {
      await storeSession(page.context(), seller.accessToken);
      await page.goto('/invoice');
      await page.getByRole('heading', { level: 1, name: 'Boletas' }).waitFor();
      await page.getByRole('table', { name: 'Órdenes y el estado de su boleta' }).waitFor();
      await expectNoAxeViolations(page, 'invoices page');

      const upload = page.getByLabel('Subir planilla de boletas (Excel)');
      await upload.setInputFiles({
        name: 'sin-folio.xlsx',
        mimeType: XLSX,
        buffer: await workbook(['Número de orden', 'Fecha de emisión', 'Monto total'], [['2026-000001', '01-01-2026', 1000]]),
      });
      const refused = page.getByRole('alert').filter({ hasText: 'No pudimos cargar el archivo' });
      await refused.waitFor();
      expect(await refused.innerText()).toContain('Al archivo le faltan columnas obligatorias: Folio.');
      await expectNoAxeViolations(page, 'file refused');

      await upload.setInputFiles({
        name: 'boletas.xlsx',
        mimeType: XLSX,
        buffer: await workbook(['Número de orden', 'Folio', 'Fecha de emisión', 'Monto total'], [
          ['2026-999999', 123, '01-01-2026', 1000],
          ['', 'A-1', '31-02-2026', -5],
        ]),
      });
      const alert = page.getByRole('alert').filter({ hasText: 'Se subió un archivo sin los campos requeridos' });
      await alert.waitFor();
      await alert.getByRole('button', { name: 'Cerrar' }).waitFor();
      await expectNoAxeViolations(page, 'upload with errors');
      await alert.getByRole('button', { name: 'Ver reporte de errores' }).click();

      await page.waitForURL('**/invoice/reportError');
      await page.getByRole('heading', { level: 1, name: 'Reporte de errores de carga' }).waitFor();
      const table = page.getByRole('table', { name: 'Errores y advertencias del archivo, por fila' });
      const header = await table.getByRole('columnheader').allInnerTexts();
      expect(header).toEqual(['Fila', 'Columna', 'Mensaje', 'Tipo']);
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      expect(rows).toEqual([
        ['2', 'Número de orden', 'No hay una orden tuya con este número.', 'Error'],
        ['3', 'Número de orden', 'Falta el número de orden.', 'Error'],
        ['3', 'Folio', 'El folio debe ser un número entero entre 1 y 2.147.483.647.', 'Error'],
        ['3', 'Fecha de emisión', 'La fecha de emisión no es una fecha (dd-mm-aaaa).', 'Error'],
        ['3', 'Monto total', 'El monto debe ser un número entero de pesos mayor que cero.', 'Error'],
      ]);
      await expectNoAxeViolations(page, 'error report');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar reporte (CSV)' }).click();
      expect((await download).suggestedFilename()).toMatch(/^reporte-boletas-\d{4}-\d{2}-\d{2}\.csv$/);

      // A reload keeps the history entry's state, and the report with it.
      await page.reload();
      await table.locator('tbody tr').first().waitFor();
      expect(problems, 'CSP violations or page errors').toEqual([]);

      // Opened by its address in a new tab (a bookmark) there is no state: the report is gone, the page links back.
      const bookmark = await page.context().newPage();
      await bookmark.goto(`${baseUrl}/invoice/reportError`);
      await bookmark.getByText('Este reporte ya no está disponible', { exact: false }).waitFor();
      await expectNoAxeViolations(bookmark, 'report without state');
      await bookmark.getByRole('link', { name: 'Volver a Boletas' }).click();
      await bookmark.waitForURL((url) => url.pathname === '/invoice');
      await bookmark.getByRole('heading', { level: 1, name: 'Boletas' }).waitFor();
    } finally {
      await close();
    }
  });
});
