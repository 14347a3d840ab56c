/**
 * The compile hint on the chunks every page runs at the start: which chunks count as the first load,
 * and what the production build marks (`npm test` builds before this runs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from '../../scripts/compileHints.ts';
import { readManifest } from '../../scripts/bench/bundle.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const firstLine = (file: string) => readFileSync(path.join(DIST, file), 'utf8').split('\n', 1)[0];

describe('the chunks of the first load', () => {
  it('are the page entry and what it imports statically at any depth, not a module entry or a lazy chunk', () => {
    const bundle = {
      'assets/index-A.js': { type: 'chunk' as const, facadeModuleId: '/work/portal/index.html', imports: ['assets/react-B.js', 'assets/router-C.js'] },
      'assets/react-B.js': { type: 'chunk' as const, facadeModuleId: null, imports: [] },
      'assets/router-C.js': { type: 'chunk' as const, facadeModuleId: null, imports: ['assets/react-B.js', 'assets/history-D.js'] },
      'assets/history-D.js': { type: 'chunk' as const, facadeModuleId: null, imports: [] },
      'assets/signup.lazy-E.js': { type: 'chunk' as const, facadeModuleId: '/work/portal/src/routes/signup.lazy.tsx', imports: ['assets/react-B.js'] },
      'assets/module-orders-F.js': { type: 'chunk' as const, facadeModuleId: '/work/portal/modules/orders/entry.tsx', imports: ['assets/orders-G.js'] },
      'assets/orders-G.js': { type: 'chunk' as const, facadeModuleId: null, imports: [] },
      'assets/login-H.css': { type: 'asset' as const },
    };
    expect([...firstLoadChunks(bundle)].sort()).toEqual(['assets/history-D.js', 'assets/index-A.js', 'assets/react-B.js', 'assets/router-C.js']);
  });
});

describe('the production build', () => {
  const manifest = readManifest();
  const entry = manifest['index.html']!.file;

  it("marks the page entry's first line with the hint, and its big static imports", () => {
    expect(firstLine(entry)).toBe('//# allFunctionsCalledOnLoad');
    const marked = (manifest['index.html']!.imports ?? []).map((key) => manifest[key]!.file).filter((file) => firstLine(file) === '//# allFunctionsCalledOnLoad');
    expect(marked.length).toBeGreaterThanOrEqual(1);
  });

  it('leaves the modules, the lazy routes and the small shared chunks unmarked', () => {
    const unmarked = ['modules/orders/entry.tsx', 'src/routes/signup.lazy.tsx', 'src/i18n/spanish.ts'].map((key) => manifest[key]!.file);
    expect(unmarked.map(firstLine).filter((line) => line === '//# allFunctionsCalledOnLoad')).toEqual([]);
  });
});
