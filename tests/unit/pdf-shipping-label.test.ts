import { describe, expect, it } from 'vitest';
import { renderShippingLabel, type ShippingLabel } from '../../server/documents/pdf/shipping-label.ts';
import { readPdf } from '../support/pdf.ts';

const LABEL: ShippingLabel = {
  orderNumber: '2026-000123',
  trackingNumber: 'CL7781234569',
  packageCount: 3,
  sender: {
    name: 'Compañía Andina de Muebles SpA',
    street: 'Av. Vicuña Mackenna 4860, bodega 12',
    commune: 'Macul',
    region: 'Región Metropolitana de Santiago',
  },
  recipient: {
    name: 'María José Núñez Ibáñez',
    street: 'Av. Irarrázaval 3450, depto. 1204',
    commune: 'Ñuñoa',
    region: 'Región Metropolitana de Santiago',
    phone: '+56 9 8765 4321',
  },
};
const PRINTED_AT = new Date('2026-03-02T12:00:00Z');

describe('the shipping label', () => {
  it('prints one 10 x 15 cm page per package with recipient, sender and the barcode image', async () => {
    const bytes = await renderShippingLabel(LABEL, PRINTED_AT);
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Etiqueta de despacho, orden 2026-000123');
    expect(pdf.pages).toHaveLength(3);
    for (const [index, page] of pdf.pages.entries()) {
      expect(page.size).toEqual([283.46, 425.2]);
      expect(page.images).toBe(1);
      expect(page.lines).toEqual([
        `Orden N° 2026-000123 Bulto ${index + 1} de 3`,
        'DESTINATARIO',
        'María José Núñez Ibáñez',
        'Av. Irarrázaval 3450, depto. 1204',
        'Ñuñoa',
        'Región Metropolitana de Santiago',
        'Tel. +56 9 8765 4321',
        'REMITENTE',
        'Compañía Andina de Muebles SpA',
        'Av. Vicuña Mackenna 4860, bodega 12',
        'Macul, Región Metropolitana de Santiago',
        'N° de seguimiento',
        'CL7781234569',
      ]);
    }
    // The barcode is embedded once (its image and its transparency mask) and painted on every page.
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
  });

  it('carries the order number in the barcode while the carrier has not given a tracking number', async () => {
    const pdf = await readPdf(await renderShippingLabel({ ...LABEL, trackingNumber: null, packageCount: 1 }, PRINTED_AT));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.images).toBe(1);
    expect(pdf.pages[0]!.lines.slice(-2)).toEqual(['N° de orden', '2026-000123']);
  });

  it('cuts a long name or street to its lines instead of running into the barcode', async () => {
    const long = 'Sociedad Comercializadora e Importadora de Artículos para el Hogar y la Construcción Limitada';
    const pdf = await readPdf(await renderShippingLabel({ ...LABEL, packageCount: 1, recipient: { ...LABEL.recipient, name: long } }, PRINTED_AT));
    expect(pdf.pages).toHaveLength(1);
    const { lines } = pdf.pages[0]!;
    expect(lines.slice(2, 4)).toEqual(['Sociedad Comercializadora e', 'Importadora de Artículos para el…']);
    expect(lines.slice(-2)).toEqual(['N° de seguimiento', 'CL7781234569']);
  });

  it('refuses a shipment without packages', async () => {
    await expect(renderShippingLabel({ ...LABEL, packageCount: 0 }, PRINTED_AT)).rejects.toThrow(RangeError);
  });
});
