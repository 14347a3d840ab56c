/**
 * The server's sources bundled into one file per entry point, once per test process, for the tests
 * that start real servers. Node then loads one file where `--import tsx` would load tsx and compile
 * the server's hundreds of modules at every start, and those tests start a dozen servers.
 * The packages stay outside the bundle (node_modules is read as it is), and the bundle is written
 * inside the repository, so the server finds its migrations, contracts and build where it always does
 * (server/repositoryRoot.ts).
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

export type ServerEntry = 'server/main.ts' | 'server/cli/create-admin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const folder = path.join(root, '.tmp', `server-bundle-${process.pid}`);
const built = new Map<ServerEntry, Promise<string>>();
process.once('exit', () => rmSync(folder, { recursive: true, force: true }));

async function bundle(entry: ServerEntry): Promise<string> {
  const outfile = path.join(folder, `${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'error',
  });
  return outfile;
}

/** The bundled file of `entry`, built on first use. */
export function bundledServer(entry: ServerEntry): Promise<string> {
  let file = built.get(entry);
  if (!file) {
    file = bundle(entry);
    built.set(entry, file);
  }
  return file;
}
