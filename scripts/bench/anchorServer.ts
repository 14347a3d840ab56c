/**
 * The bench's anchor page (scripts/bench/anchor/: a plain React 19 + Chakra UI v3 login form), built
 * with Vite's JS API into a temporary directory and served by a tiny node:http server the way the
 * portal's server serves dist/: the build writes a `.br` and a `.gz` beside each asset
 * (scripts/precompress-assets.ts, the very plugin the app's build uses), the server sends the one
 * the browser accepts (as `@fastify/static` with `preCompressed` does), and index.html goes out
 * uncompressed, as the portal sends its own. So a Lighthouse score of the anchor differs from ours by
 * what the page itself costs, not by how its bytes travel.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressAssets } from '../precompress-assets.ts';

const ANCHOR_SOURCE = fileURLToPath(new URL('./anchor/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** The encodings the portal's server sends precompressed, in its order of preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface AnchorSite {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Builds the anchor page into a temporary directory and serves it on a free port of 127.0.0.1. */
export async function startAnchorSite(): Promise<AnchorSite> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-anchor-'));
  await build({
    root: ANCHOR_SOURCE,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompressAssets()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  });

  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://anchor').pathname);
    const file = path.resolve(outDir, pathname === '/' ? 'index.html' : `.${pathname}`);
    if (!file.startsWith(outDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const isIndex = path.basename(file) === 'index.html';
    const encoding = isIndex ? undefined : ENCODINGS.find(({ name, suffix }) => accepted.includes(name) && existsSync(file + suffix));
    const sent = encoding ? file + encoding.suffix : file;
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(sent).size,
      // As the portal: hashed assets for a year, the page never from a cache.
      'cache-control': isIndex ? 'no-store' : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding.name } : {}),
    });
    createReadStream(sent).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
