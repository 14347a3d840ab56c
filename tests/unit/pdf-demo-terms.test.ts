import { describe, expect, it } from 'vitest';
import { renderDemoTerms } from '../../server/documents/pdf/demo-terms.ts';
import { readPdf } from '../support/pdf.ts';

describe('the demo terms file', () => {
  it('holds the seven clauses of the demo terms on one A4 page', async () => {
    const pdf = await readPdf(await renderDemoTerms(new Date('2025-08-14T12:00:00Z')));
    expect(pdf.title).toBe('Términos y Condiciones para Sellers');
    expect(pdf.pages).toHaveLength(1);
    const { lines } = pdf.pages[0]!;
    expect(lines.slice(0, 2)).toEqual(['Términos y Condiciones para Sellers', 'Versión 1 · Marketplace']);
    expect(lines.filter((line) => /^\d\. /.test(line))).toEqual([
      '1. Objeto',
      '2. Publicación de productos',
      '3. Despacho y plazos',
      '4. Comisiones y liquidaciones',
      '5. Datos personales',
      '6. Suspensión',
      '7. Modificaciones',
    ]);
    expect(pdf.text).toContain('de acuerdo con la Ley N° 19.628');
    expect(lines.at(-1)).toBe('Términos y Condiciones para Sellers Página 1 de 1');
  });
});
