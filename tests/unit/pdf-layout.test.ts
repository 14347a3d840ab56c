import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_LICENSE_FILE } from '../../server/documents/pdf/fonts.ts';
import { renderA4 } from '../../server/documents/pdf/layout.ts';
import { readPdf } from '../support/pdf.ts';

const ISSUED_AT = new Date('2026-03-02T12:00:00Z');
const SPANISH = 'á é í ó ú Á É Í Ó Ú ñ Ñ ü Ü ¿ ¡ º ª « » – — “ ” € °';

describe('the A4 layout', () => {
  it('prints every Spanish letter and sign as written, in the embedded Open Sans', async () => {
    const bytes = await renderA4({ title: 'Prueba de caracteres', issuedAt: ISSUED_AT }, (page) => {
      page.title('Compañía Ñuñoa');
      page.paragraph(SPANISH);
    });
    const pdf = await readPdf(bytes);
    expect(pdf.pages[0]!.lines.slice(0, 2)).toEqual(['Compañía Ñuñoa', SPANISH]);
    // Subsets of the real fonts are embedded (a six-letter tag, then the font's name), no standard font.
    const file = bytes.toString('latin1');
    expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+OpenSans-Bold/);
    expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+OpenSans-Regular/);
    expect(file).not.toContain('/BaseFont /Helvetica');
  });

  it('keeps the font licence with the font', () => {
    const licence = readFileSync(FONT_LICENSE_FILE, 'utf8');
    expect(licence).toContain('SIL OPEN FONT LICENSE Version 1.1');
    expect(licence).toContain('The Open Sans Project Authors');
  });

  it('gives the same bytes for the same content and date, so a stored file can be hashed', async () => {
    const draw = (page: Parameters<Parameters<typeof renderA4>[1]>[0]) => page.paragraph('Aceptación de términos');
    const first = await renderA4({ title: 'Igual', issuedAt: ISSUED_AT }, draw);
    const second = await renderA4({ title: 'Igual', issuedAt: ISSUED_AT }, draw);
    expect(first.equals(second)).toBe(true);
  });

  it('flows long text onto new pages and numbers every page in its footer', async () => {
    const bytes = await renderA4({ title: 'Anexo de condiciones', issuedAt: ISSUED_AT }, (page) => {
      page.title('Anexo de condiciones');
      for (let clause = 1; clause <= 80; clause += 1) page.paragraph(`Cláusula ${clause}: el seller cumplirá las condiciones de despacho y garantía.`);
    });
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Anexo de condiciones');
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    for (const [index, page] of pdf.pages.entries()) {
      expect(page.size).toEqual([595.28, 841.89]);
      expect(page.lines.at(-1)).toBe(`Anexo de condiciones Página ${index + 1} de ${pdf.pages.length}`);
    }
    const clauses = pdf.pages.flatMap((page) => page.lines.filter((line) => line.startsWith('Cláusula')));
    expect(clauses).toHaveLength(80);
    expect(clauses.at(-1)).toBe('Cláusula 80: el seller cumplirá las condiciones de despacho y garantía.');
  });
});
