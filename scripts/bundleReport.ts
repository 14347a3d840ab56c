/**
 * Writes dist/.vite/chunks.json: for every JavaScript chunk of the build, its biggest source
 * modules by rendered bytes (before compression). The bundle budget test names them when a chunk
 * grows past its budget, so the failure says what to look at, not only how much.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** How many of a chunk's modules the report keeps: enough to see what grew. */
const MODULES_KEPT = 8;

export interface ChunkReport {
  /** Source modules relative to the project (node_modules/... for libraries) and their rendered bytes. */
  biggestModules: [string, number][];
}

export function bundleReport(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal:bundle-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const report: Record<string, ChunkReport> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const biggestModules = Object.entries(output.modules)
          .map(([id, module]): [string, number] => [path.relative(root, id), module.renderedLength])
          .sort((a, b) => b[1] - a[1])
          .slice(0, MODULES_KEPT);
        report[output.fileName] = { biggestModules };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(report, null, 2) });
    },
  };
}
