import { catalogs } from '../../src/i18n/locales.ts';

type CatalogModule = { default: Record<string, string> };
const spanish = import.meta.glob<CatalogModule>('../../src/i18n/es-CL/*.ts', { eager: true });
const english = import.meta.glob<CatalogModule>('../../src/i18n/en/*.ts', { eager: true });
const area = (file: string) => file.split('/').at(-1)!;
const byArea = (modules: Record<string, CatalogModule>) => new Map(Object.entries(modules).map(([file, module]) => [area(file), module.default]));

describe('translation catalogs', () => {
  it('every area has a Spanish and an English catalog', () => {
    expect([...byArea(english).keys()].sort()).toEqual([...byArea(spanish).keys()].sort());
  });

  it.each([...byArea(spanish).keys()])('%s has the same keys in es-CL and en', (file) => {
    const es = byArea(spanish).get(file)!;
    const en = byArea(english).get(file) ?? {};
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('the merged catalogs have exactly the same keys, none empty', () => {
    expect(Object.keys(catalogs.en).sort()).toEqual(Object.keys(catalogs['es-CL']).sort());
    for (const catalog of Object.values(catalogs)) {
      for (const [key, text] of Object.entries(catalog)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('no key is defined by two areas', () => {
    const seen = new Map<string, string>();
    for (const [file, module] of Object.entries(spanish)) {
      for (const key of Object.keys(module.default)) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });
});
