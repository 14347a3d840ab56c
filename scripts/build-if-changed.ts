/**
 * `npm start`'s first half: builds the client into dist/ only when what it is built from changed
 * since the build already there (scripts/buildInputs.ts), so a second start takes seconds, not a
 * build. The digest is stamped after a build that succeeded, never before.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP, buildInputsDigest, stampedDigest } from './buildInputs.ts';

const root = process.cwd();
// Read once, before the build: a file changed while it runs makes the next start build again.
const digest = buildInputsDigest(root);
if (stampedDigest(root) === digest) {
  console.log('Cliente ya compilado: sin cambios desde la última compilación (dist/).');
} else {
  const build = spawnSync(path.join('node_modules', '.bin', 'vite'), ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(path.join(root, BUILD_STAMP), `${digest}\n`);
}
