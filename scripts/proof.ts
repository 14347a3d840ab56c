/**
 * `npm run proof`: the full variants of the reliability and security proofs, one script of
 * scripts/proof/ after another, each in its own process so one's server or database cannot colour
 * the next one's figures. Each prints its own figures; this prints which held and exits 1 if any
 * did not. `npm run proof -- fuzz load` runs only the named ones.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, 'proof');
const wanted = new Set(process.argv.slice(2));
const proofs = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.includes('.support.'))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => wanted.size === 0 || wanted.has(name))
  .sort();

if (!existsSync('dist/index.html')) {
  console.log('▶ Production build (the browser proofs open the built portal)');
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const outcomes: { name: string; held: boolean; seconds: number }[] = [];
for (const name of proofs) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync('node_modules/.bin/tsx', [path.join(folder, `${name}.ts`)], { stdio: 'inherit' });
  outcomes.push({ name, held: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nProofs:');
for (const { name, held, seconds } of outcomes) console.log(`  ${held ? 'held  ' : 'FAILED'} ${name} (${seconds} s)`);
process.exit(outcomes.every((outcome) => outcome.held) && outcomes.length > 0 ? 0 : 1);
