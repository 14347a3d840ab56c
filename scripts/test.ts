/**
 * `npm test`: every gate and every suite, in the order that fails fastest.
 * Contracts fresh -> types -> lint -> production build -> unit, model, API (PGlite and PostgreSQL)
 * and browser suites. Ends with one plain "N passed, N failed" line.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;
const step = (title: string, command: string, args: string[]) => {
  console.log(`\n▶ ${title}`);
  execFileSync(command, args, { stdio: 'inherit' });
};

try {
  ensureChromium();
  step('OpenAPI types are up to date', bin('tsx'), ['scripts/generate.ts', '--check']);
  step('Type check', bin('tsc'), ['--noEmit']);
  step('Lint', bin('eslint'), ['.']);
  step('Production build', bin('vite'), ['build', '--logLevel', 'warn']);
} catch {
  console.log('\nSummary: 0 passed, 1 failed');
  process.exit(1);
}

mkdirSync('.tmp', { recursive: true });
console.log('\n▶ Test suites: unit, model, api:pglite, api:postgres, browser');
const run = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = run.status === 0 ? 0 : 1;
try {
  const report = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed = report.numPassedTests;
  failed = Math.max(report.numFailedTests, run.status === 0 ? 0 : 1);
} catch {
  // No report: the runner itself failed before writing one; the exit code says it.
}
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(run.status ?? 1);
