/**
 * What the production build made of each sub-application (dist/.vite/modules.json, written by
 * scripts/modules/vitePlugin.ts): the chunks only the module loads hold none of the libraries the
 * shell already loaded (React, Chakra, Emotion, XState, the router, react-intl), so the browser keeps
 * one copy of each; and they stay within the module budget of 40 KB gzip beyond the shell, counting
 * the words of the reader's language only. Byte
 * sizes are deterministic, so this is a test; `npm test` builds before it runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MODULE_REGISTRY } from '../../shared/modules/registry.generated.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import type { ModuleBuildReport } from '../../scripts/modules/vitePlugin.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const REPORT = path.join(DIST, '.vite/modules.json');
const SHARED_LIBRARIES = ['react', 'react-dom', 'scheduler', '@chakra-ui', '@ark-ui', '@emotion', 'xstate', '@xstate', '@tanstack/react-router', 'react-intl', '@formatjs'];
const BUDGET_KB = 40;

function readReport(): Record<string, ModuleBuildReport> {
  if (!existsSync(REPORT)) throw new Error('dist/.vite/modules.json is missing: run `npx vite build` first (npm test does).');
  return JSON.parse(readFileSync(REPORT, 'utf8')) as Record<string, ModuleBuildReport>;
}

const libraryOf = (id: string): string | null => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return match ? match[1]! : null;
};

describe('sub-application chunks', () => {
  const report = readReport();

  it.each(MODULE_REGISTRY.map((module) => module.folder))('%s is built with its own entry chunk', (name) => {
    expect(report[name]?.entry).toMatch(/^assets\/module-[a-zA-Z-]+-[\w-]+\.js$/);
  });

  it.each(MODULE_REGISTRY.map((module) => module.folder))('%s carries no second copy of a library the shell loads', (name) => {
    const libraries = new Set(report[name]!.ownModules.map(libraryOf).filter((library) => library !== null));
    const copies = [...libraries].filter((library) => SHARED_LIBRARIES.some((shared) => library === shared || library.startsWith(`${shared}/`)));
    expect(copies).toEqual([]);
  });

  // A page is read in one locale, so a module's weight is what a reader of one language downloads:
  // its code and that language's words, never the other's (a catalog the entry loads by locale).
  it.each(MODULE_REGISTRY.flatMap((module) => LOCALES.map((locale) => [module.folder, locale] as const)))(
    `%s brings at most ${BUDGET_KB} KB gzip beyond the shell to a reader in %s`,
    (name, locale) => {
      const { ownFiles, localeFiles } = report[name]!;
      const otherLocales = new Set(Object.entries(localeFiles).flatMap(([of, files]) => (of === locale ? [] : files)));
      const sizes = ownFiles
        .filter((file) => !otherLocales.has(file))
        .map((file) => ({ file, kb: gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024 }));
      const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
      const biggest = sizes
        .sort((a, b) => b.kb - a.kb)
        .slice(0, 3)
        .map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`);
      expect(total, `${name} (${locale}): ${total.toFixed(1)} KB gzip beyond the shell; biggest: ${biggest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB);
    },
  );

  it("keeps each language's words of the catalogue in a chunk of their own", () => {
    expect(Object.keys(report['pim']!.localeFiles).sort()).toEqual(['en', 'es-CL']);
  });
});
