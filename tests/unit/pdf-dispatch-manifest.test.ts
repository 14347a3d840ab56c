import { describe, expect, it } from 'vitest';
import { renderDispatchManifest, type DispatchManifest, type ManifestOrder } from '../../server/documents/pdf/dispatch-manifest.ts';
import { readPdf } from '../support/pdf.ts';

const COMMUNES = ['Ñuñoa', 'Providencia', 'Peñalolén', 'Concón', 'Viña del Mar', 'Curicó'];
/** 60 orders: 1, 2 or 3 packages in turn (120 in all), every fifth still without a tracking number. */
const ORDERS: ManifestOrder[] = Array.from({ length: 60 }, (_, index) => ({
  orderNumber: `2026-${1000 + index}`,
  recipient: `Cliente Núñez ${index + 1}`,
  commune: COMMUNES[index % COMMUNES.length]!,
  packages: (index % 3) + 1,
  trackingNumber: index % 5 === 0 ? null : `CL${778000 + index}`,
}));
const MANIFEST: DispatchManifest = {
  number: 'M-2026-0042',
  seller: { name: 'Compañía Ñuñoa SpA', rut: '76.086.428-5' },
  carrier: 'Starken',
  dispatchDate: '2026-03-02',
  orders: ORDERS,
};
const ISSUED_AT = new Date('2026-03-02T21:15:00Z');
const HEADER = 'N° Orden Destinatario Comuna Bultos Seguimiento';

describe('the dispatch manifest', () => {
  it('heads the first page with the seller, the carrier, the day and the totals', async () => {
    const pdf = await readPdf(await renderDispatchManifest(MANIFEST, ISSUED_AT));
    expect(pdf.title).toBe('Manifiesto de despacho N° M-2026-0042');
    expect(pdf.pages[0]!.size).toEqual([595.28, 841.89]);
    expect(pdf.pages[0]!.lines.slice(0, 9)).toEqual([
      'Manifiesto de despacho',
      'N° M-2026-0042',
      'Razón social Compañía Ñuñoa SpA',
      'RUT 76.086.428-5',
      'Transportista Starken',
      'Fecha de despacho 02-03-2026',
      'Total 60 órdenes, 120 bultos',
      HEADER,
      '1 2026-1000 Cliente Núñez 1 Ñuñoa 1 —',
    ]);
  });

  it('spreads a long table over pages, repeating the header row on each, with every order once', async () => {
    const pdf = await readPdf(await renderDispatchManifest(MANIFEST, ISSUED_AT));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    const isRow = (line: string) => /^\d+ 2026-\d{4} /.test(line);
    const pagesWithRows = pdf.pages.filter((page) => page.lines.some(isRow));
    expect(pagesWithRows.length).toBeGreaterThanOrEqual(2);
    for (const [index, page] of pagesWithRows.entries()) {
      // The first page opens with the manifest's details; every other one with the header row.
      expect(page.lines.indexOf(HEADER)).toBe(index === 0 ? 7 : 0);
      expect(page.lines.findIndex(isRow)).toBe(page.lines.indexOf(HEADER) + 1);
    }
    for (const [index, page] of pdf.pages.entries()) {
      expect(page.lines.at(-1)).toBe(`Manifiesto de despacho N° M-2026-0042 Página ${index + 1} de ${pdf.pages.length}`);
    }
    const rows = pdf.pages.flatMap((page) => page.lines.filter(isRow));
    expect(rows).toHaveLength(60);
    expect(rows[1]).toBe('2 2026-1001 Cliente Núñez 2 Providencia 2 CL778001');
    expect(rows[59]).toBe('60 2026-1059 Cliente Núñez 60 Curicó 3 CL778059');
  });

  it('ends with the totals row, the signature boxes and when it was issued', async () => {
    const pdf = await readPdf(await renderDispatchManifest(MANIFEST, ISSUED_AT));
    expect(pdf.text).toContain('Total 60 órdenes 120');
    const last = pdf.pages.at(-1)!.lines;
    expect(last.slice(-7)).toEqual([
      'El transportista declara recibir conforme los bultos detallados en este manifiesto.',
      'Entrega (seller) Recibe (transportista)',
      'Nombre Nombre',
      'RUT RUT',
      'Firma Firma',
      // 21:15Z is 18:15 in Santiago in March.
      'Emitido el 02-03-2026 18:15:00 (America/Santiago, GMT-3).',
      `Manifiesto de despacho N° M-2026-0042 Página ${pdf.pages.length} de ${pdf.pages.length}`,
    ]);
  });

  it('counts one order and one package in the singular', async () => {
    const pdf = await readPdf(await renderDispatchManifest({ ...MANIFEST, orders: [{ ...ORDERS[0]!, packages: 1 }] }, ISSUED_AT));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.lines).toContain('Total 1 orden, 1 bulto');
    expect(pdf.pages[0]!.lines).toContain('Total 1 orden 1');
  });
});
