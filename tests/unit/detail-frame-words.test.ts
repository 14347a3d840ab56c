/**
 * The kit's detail frame names its texts by the module's prefix (`<module>.detail.back` ...), so no
 * scan of a module's literal ids can see them: every module whose detail page draws the frame holds
 * the five in both languages, read here from the pages themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MODULES = new URL('../../modules/', import.meta.url);
const WORDS = ['back', 'loading', 'failed', 'notFound', 'notFoundText'];

/** The prefixes handed to `<DetailFrame module="…">` or `<DetailChartFrame module="…">` in a module's views. */
function framedModules(): string[] {
  return readdirSync(MODULES).flatMap((name) => {
    const views = new URL(`${name}/views/`, MODULES);
    let files: string[];
    try {
      files = readdirSync(views).filter((file) => file.endsWith('.tsx'));
    } catch {
      return [];
    }
    return files.flatMap((file) => [...readFileSync(new URL(file, views), 'utf8').matchAll(/<Detail(?:Chart)?Frame\s+module="([a-zA-Z]+)"/g)].map((match) => match[1]!));
  });
}

/** A module's words in `locale`: its catalog, and the parts of it some modules keep apart (`products.es-CL.ts`). */
async function catalogOf(module: string, locale: string): Promise<Record<string, string>> {
  const folder = new URL(`${module}/i18n/`, MODULES);
  const files = readdirSync(folder).filter((file) => file === `${locale}.ts` || file.endsWith(`.${locale}.ts`));
  const parts = await Promise.all(files.map(async (file) => ((await import(new URL(file, folder).href)) as { default: Record<string, string> }).default));
  return Object.assign({}, ...parts) as Record<string, string>;
}

describe('the detail frame’s words', () => {
  it('are drawn by the six modules with a detail page on the frame', () => {
    expect(framedModules().sort()).toEqual(['applications', 'catalogApproval', 'orders', 'pim', 'returns', 'sellers']);
  });

  it.each(['applications', 'catalogApproval', 'orders', 'pim', 'returns', 'sellers'])('are in both catalogs of %s', async (module) => {
    const spanish = await catalogOf(module, 'es-CL');
    const english = await catalogOf(module, 'en');
    for (const word of WORDS) {
      expect(spanish[`${module}.detail.${word}`]?.trim(), `${module}.detail.${word}`).toBeTruthy();
      expect(english[`${module}.detail.${word}`]?.trim(), `${module}.detail.${word}`).toBeTruthy();
    }
  });
});
