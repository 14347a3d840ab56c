/**
 * The Sellers module's catalogs (modules/sellers/i18n): Spanish and English have the same keys, none
 * empty, every message parses as ICU, and every seller type, reputation level, publish filter,
 * reason rule and refusal of the contract has its label in both, the Spanish ones written here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import en from '../../modules/sellers/i18n/en.ts';
import esCL from '../../modules/sellers/i18n/es-CL.ts';
import sellersModule from '../../modules/sellers/entry.tsx';

const contract = parse(readFileSync(new URL('../../openapi/seller-directory.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum: string[] }> };
};
const enumOf = (schema: string): string[] => contract.components.schemas[schema]?.enum ?? [];

const SPANISH_LEVEL: Record<string, string> = {
  Nuevo: 'Nuevo',
  Bloqueo: 'Bloqueo',
  Bajo: 'Bajo',
  Medio: 'Medio',
  Bueno: 'Bueno',
  Destacado: 'Destacado',
  // The programme is shown as Nuevo, as everywhere in the portal.
  'Plan Growth': 'Nuevo',
};

const spanish: Readonly<Record<string, string>> = esCL;
const english: Readonly<Record<string, string>> = en;
const catalogs = { 'es-CL': spanish, en: english };

/** Every literal message id the module's code names (ids built from a value are checked by their lists above). */
function literalIdsOfModule(directory: URL): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : literalIdsOfModule(new URL(`${entry.name}/`, directory));
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(new URL(entry.name, directory), 'utf8');
    return [...source.matchAll(/['"](sellers\.[A-Za-z0-9_.]+)['"]/g)].map((match) => match[1]!);
  });
}

describe('the Sellers module catalogs', () => {
  it('have the same keys in es-CL and en, all of the module', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(esCL).sort());
    expect(Object.keys(esCL).filter((key) => !key.startsWith('sellers.'))).toEqual([]);
  });

  it.each(Object.entries(catalogs))('%s: no message is blank and every one is valid ICU', (_, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parseIcu(text), key).not.toThrow();
    }
  });

  it('name the 16 seller types of the contract in both languages, each its own', () => {
    const types = enumOf('SellerType');
    expect(types).toHaveLength(16);
    expect(spanish['sellers.type.pim']).toBe('Carga directa (PIM)');
    expect(spanish['sellers.type.multivende']).toBe('Multivende');
    for (const type of types) expect(english[`sellers.type.${type}`]?.trim(), type).toBeTruthy();
    expect(new Set(types.map((type) => spanish[`sellers.type.${type}`])).size).toBe(16);
  });

  it('name every reputation level, publish filter, reason rule and refusal in both languages', () => {
    for (const level of enumOf('ReputationLevel')) {
      expect(spanish[`sellers.reputation.${level}`], level).toBe(SPANISH_LEVEL[level]);
      expect(english[`sellers.reputation.${level}`]?.trim(), level).toBeTruthy();
    }
    expect(['all', 'published', 'unpublished'].map((filter) => spanish[`sellers.filter.publish.${filter}`])).toEqual(['Todos', 'Publicados', 'Despublicados']);
    const keys = [
      ...['REASON_REQUIRED', 'REASON_TOO_SHORT', 'REASON_TOO_LONG'].flatMap((code) => [`sellers.publication.error.${code}`, `sellers.error.${code}`]),
      ...['SELLER_ALREADY_PUBLISHED', 'SELLER_ALREADY_UNPUBLISHED', 'SELLER_CHANGED_MEANWHILE', 'SELLER_NOT_FOUND', 'INVALID_CURSOR'].map((code) => `sellers.error.${code}`),
      ...['commercial', 'finance', 'postSale', 'warehouse'].map((area) => `sellers.contactArea.${area}`),
      ...['corriente', 'vista', 'ahorro'].map((type) => `sellers.accountType.${type}`),
      ...['published', 'unpublished', 'settingsSaved'].map((kind) => `sellers.notice.${kind}`),
    ];
    for (const key of keys) {
      expect(spanish[key]?.trim(), key).toBeTruthy();
      expect(english[key]?.trim(), key).toBeTruthy();
    }
  });

  it('hold every message id the module names', () => {
    const named = literalIdsOfModule(new URL('../../modules/sellers/', import.meta.url));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((id) => !(id in spanish))).toEqual([]);
  });

  it('are the catalogs the module hands the shell', () => {
    expect(sellersModule.messages).toEqual({ 'es-CL': esCL, en });
  });
});
