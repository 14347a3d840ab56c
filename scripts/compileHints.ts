/**
 * Marks the big chunks every first page loads with V8's explicit compile hint (a magic comment on
 * the file's first line, read by Chromium since version 136): the browser then compiles all their
 * functions while the file streams in, on a background thread, instead of one by one on the main
 * thread as each is first called during the start. Only the entry's static imports are marked (what
 * every page runs on load), and only those big enough for it to matter: compiling eagerly what a
 * page never calls costs background time, which a small chunk would not earn back.
 */
import type { Plugin } from 'vite';
import { chunkClosure, type BundleOutput } from './chunkGraph.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Below this many bytes of code (before compression) a chunk's lazy compilation is not worth avoiding. */
export const HINTED_MIN_BYTES = 50_000;

interface EntryOutput extends BundleOutput {
  facadeModuleId?: string | null;
}

/**
 * The page's entry (index.html's script; the modules' entries are loaded later, each with its area)
 * and the chunks it imports statically, at any depth: what every page loads and runs at the start.
 */
export function firstLoadChunks(bundle: Readonly<Record<string, EntryOutput>>): Set<string> {
  const entries = Object.entries(bundle)
    .filter(([, output]) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/index.html') === true)
    .map(([file]) => file);
  return chunkClosure(bundle, entries, { dynamic: false });
}

export function compileHints(): Plugin {
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunks (its preload map goes on the entry's first line):
      // the hint counts only on the file's very first line.
      order: 'post',
      handler(_options, bundle) {
        for (const file of firstLoadChunks(bundle)) {
          const output = bundle[file];
          if (output?.type !== 'chunk' || output.code.length < HINTED_MIN_BYTES) continue;
          output.code = COMPILE_HINT + output.code;
          // One line more at the top: the source map's lines move down with the code.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}
