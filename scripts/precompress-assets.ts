import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|json|svg|html|txt)$/;
/** Below this size compressing saves less than the headers it adds. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` beside every compressible file of the build, once, at build time; the
 * server (`@fastify/static` with `preCompressed`) sends the one the browser accepts. Compressing at
 * build time costs the server nothing per request and allows the strongest levels. Pages are left
 * alone: the server sends each with a nonce of its own.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.endsWith('.html'));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          if (source.length < MIN_BYTES) return;
          await writeFile(path.join(outDir, `${file}.br`), brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(path.join(outDir, `${file}.gz`), gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}
