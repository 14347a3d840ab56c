/**
 * The kit's detail frame names its texts by the module's prefix (`<module>.detail.back` ...), so no
 * scan of a module's literal ids can see them: every module whose detail page draws the frame holds
 * the five in both languages, read here from the pages themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MODULES = new URL('../../modules/', import.meta.url);
const WORDS = ['back', 'loading', 'failed', 'notFound', 'notFoundText'];

/** The prefixes handed to `<DetailFrame module="…">` in a module's views. */
function framedModules(): string[] {
  return readdirSync(MODULES).flatMap((name) => {
    const views = new URL(`${name}/views/`, MODULES);
    let files: string[];
    try {
      files = readdirSync(views).filter((file) => file.endsWith('.tsx'));
    } catch {
      return [];
    }
    return files.flatMap((file) => [...readFileSync(new URL(file, views), 'utf8').matchAll(/<DetailFrame\s+module="([a-zA-Z]+)"/g)].map((match) => match[1]!));
  });
}

describe('the detail frame’s words', () => {
  it('are drawn by the four modules with a detail page on the frame', () => {
    expect(framedModules().sort()).toEqual(['applications', 'orders', 'returns', 'sellers']);
  });

  it.each(['applications', 'orders', 'returns', 'sellers'])('are in both catalogs of %s', async (module) => {
    const spanish = (await import(`../../modules/${module}/i18n/es-CL.ts`)).default as Record<string, string>;
    const english = (await import(`../../modules/${module}/i18n/en.ts`)).default as Record<string, string>;
    for (const word of WORDS) {
      expect(spanish[`${module}.detail.${word}`]?.trim(), `${module}.detail.${word}`).toBeTruthy();
      expect(english[`${module}.detail.${word}`]?.trim(), `${module}.detail.${word}`).toBeTruthy();
    }
  });
});
