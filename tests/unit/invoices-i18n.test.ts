/**
 * The Invoices module's catalogs (modules/invoices/i18n): Spanish and English have the same keys,
 * none empty, every message parses as ICU, every row issue of the contract has its message in both,
 * and the spec's words are there: "ver reporte de errores" and "boletas cargadas con éxito".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import en from '../../modules/invoices/i18n/en.ts';
import esCL from '../../modules/invoices/i18n/es-CL.ts';
import invoicesModule from '../../modules/invoices/entry.tsx';

const contract = parse(readFileSync(new URL('../../openapi/invoices.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: { RowIssue: { properties: { code: { enum: string[] } } }; InvoiceState: { enum: string[] } } };
};

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;
const catalogs = { 'es-CL': spanish, en: english };

/** Every literal message id the module's code names (ids built from a value are checked by their lists below). */
function literalIdsOfModule(directory: URL): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : literalIdsOfModule(new URL(`${entry.name}/`, directory));
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(new URL(entry.name, directory), 'utf8');
    return [...source.matchAll(/['"](invoices\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"]/g)].map((match) => match[1]!);
  });
}

describe('the Invoices module catalogs', () => {
  it('have the same keys in es-CL and en, all of the module', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(esCL).sort());
    expect(Object.keys(esCL).filter((key) => !key.startsWith('invoices.'))).toEqual([]);
  });

  it.each(Object.entries(catalogs))('%s: no message is blank and every one is valid ICU', (_, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parseIcu(text), key).not.toThrow();
    }
  });

  it("word the upload's outcome as the spec does", () => {
    expect(spanish['invoices.upload.viewReport']).toBe('Ver reporte de errores');
    expect(spanish['invoices.upload.success']).toBe('Boletas cargadas con éxito');
    expect(spanish['invoices.upload.close']).toBe('Cerrar');
    expect(spanish['invoices.upload.withIssues']).toBe('Se subió un archivo sin los campos requeridos');
  });

  it('explain every row issue and label every boleta state of the contract in both languages', () => {
    const codes = contract.components.schemas.RowIssue.properties.code.enum;
    expect(codes).toHaveLength(14);
    for (const code of codes) {
      expect(spanish[`invoices.issue.${code}`]?.trim(), code).toBeTruthy();
      expect(english[`invoices.issue.${code}`]?.trim(), code).toBeTruthy();
    }
    for (const state of contract.components.schemas.InvoiceState.enum) {
      expect(spanish[`invoices.state.${state}`], state).toBeTruthy();
      expect(english[`invoices.state.${state}`], state).toBeTruthy();
    }
  });

  it('hold every message id the module names', () => {
    const named = literalIdsOfModule(new URL('../../modules/invoices/', import.meta.url));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((id) => !(id in spanish))).toEqual([]);
  });

  it('are the catalogs the module hands the shell', () => {
    expect(invoicesModule.messages).toEqual({ 'es-CL': esCL, en });
  });
});
