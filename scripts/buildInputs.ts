/**
 * What the production client is built from, as one digest: every file of its sources and of the
 * build's own configuration and plugins, the locked dependencies, and the VITE_ variables (they are
 * written into the bundle). Two builds from the same digest are the same build, so `npm start` skips
 * a build whose digest is the one stamped in dist/.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders and files, relative to the project, that the client build reads. */
export const BUILD_INPUTS = [
  'src',
  'modules',
  'machines',
  'shared',
  'openapi',
  'public',
  'dev',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** Where the digest of the build in dist/ is kept. */
export const BUILD_STAMP = path.join('dist', '.build-inputs');

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(root, path.join(relative, entry.name)));
}

export function buildInputsDigest(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(root, input))) {
    // The name as well as the content: a file renamed or moved is a different build.
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const viteVariables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(viteVariables.join('\n'));
  return hash.digest('hex');
}

/** The digest stamped on the build in dist/, or null when there is none. */
export function stampedDigest(root: string): string | null {
  const stamp = path.join(root, BUILD_STAMP);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
}

/** Whether dist/ holds the build of what the project now holds. */
export function buildIsCurrent(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return stampedDigest(root) === buildInputsDigest(root, env);
}
