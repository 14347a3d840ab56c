/**
 * `npm test`: every gate and every suite, as fast as a 2-core machine allows.
 * 1. The gates side by side: contracts fresh, types, lint, production build. Any failure stops here.
 * 2. The suites in two vitest processes at once: unit, model and API (PGlite and PostgreSQL) share
 *    one worker pool of `workers()` processes; the browser suite runs beside them, since it mostly
 *    waits on Chromium and the server. Its output is held and printed after the others', so the two
 *    never interleave.
 * Ends with each tier's time, its slowest files, and one plain "N passed, N failed" line.
 * Arguments after `--` go to both vitest processes (e.g. `npm test -- tests/unit/i18n.test.ts`).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureChromium } from './ensure-chromium.ts';
import { runCommand, type Finished } from './test/runCommand.ts';
import { orderedTiers, slowestLines, tierLine, type TierCounts } from './test/tierTimes.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();

/**
 * A worker per core, at least two (vitest alone would pick one on 2 cores), at most four. A third
 * worker on 2 cores measured the same (787 s against 785 s): the suites are bound by the cores.
 * PORTAL_TEST_WORKERS sets another count.
 */
const workers = () => Number(process.env.PORTAL_TEST_WORKERS) || Math.max(2, Math.min(4, availableParallelism()));

function printHeld(run: Finished) {
  if (run.held) process.stdout.write(run.held);
}

async function gates(): Promise<boolean> {
  console.log('▶ Gates, side by side: OpenAPI types up to date, type check, lint, production build');
  const runs = await Promise.all([
    runCommand('OpenAPI types are up to date', bin('tsx'), ['scripts/generate.ts', '--check'], { hold: true }),
    runCommand('Type check', bin('tsc'), ['--noEmit'], { hold: true }),
    runCommand('Lint', bin('eslint'), ['.'], { hold: true }),
    runCommand('Production build', bin('vite'), ['build', '--logLevel', 'warn'], { hold: true }),
  ]);
  for (const run of runs) {
    console.log(`\n▶ ${run.title}: ${run.code === 0 ? 'passed' : 'FAILED'} in ${seconds(run.ms)}`);
    printHeld(run);
  }
  return runs.every((run) => run.code === 0);
}

function readTiers(file: string): TierCounts[] | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TierCounts[];
  } catch {
    // No report: the runner failed before writing one; its exit code says so.
    return null;
  }
}

async function suites(extra: string[]) {
  mkdirSync('.tmp', { recursive: true });
  const reportOf = (name: string) => `.tmp/tiers-${name}.json`;
  const vitest = (name: string, projects: string[], hold: boolean, more: string[] = []) => {
    rmSync(reportOf(name), { force: true });
    return runCommand(
      name,
      bin('vitest'),
      ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=./scripts/test/tierReporter.ts', '--passWithNoTests', ...more, ...extra],
      { hold, env: { TIER_REPORT: reportOf(name) } },
    );
  };
  console.log(`\n▶ Suites: unit, model, api:pglite, api:postgres (${workers()} workers), and browser beside them`);
  const [main, browser] = await Promise.all([
    vitest('suites', ['unit', 'model', 'api:pglite', 'api:postgres'], false, [`--maxWorkers=${workers()}`]),
    vitest('browser', ['browser'], true),
  ]);
  console.log('\n▶ Browser suite (its output, held while the others ran)');
  printHeld(browser);
  return [
    { run: main, tiers: readTiers(reportOf('suites')) },
    { run: browser, tiers: readTiers(reportOf('browser')) },
  ];
}

function printTimes(gateMs: number, tiers: TierCounts[], suitesMs: number) {
  console.log('\nTimes');
  console.log(`  ${'gates'.padEnd(14)} ${seconds(gateMs).padStart(8)} wall (side by side)`);
  for (const tier of tiers) {
    console.log(`  ${tierLine(tier)}`);
    for (const line of slowestLines(tier)) console.log(line);
  }
  console.log(`  ${'suites'.padEnd(14)} ${seconds(suitesMs).padStart(8)} wall (the tiers above, together)`);
  console.log(`  ${'npm test'.padEnd(14)} ${seconds(Date.now() - started).padStart(8)} wall`);
}

ensureChromium();
const gatesStarted = Date.now();
if (!(await gates())) {
  console.log(`\nGates failed after ${seconds(Date.now() - gatesStarted)}`);
  console.log('\nSummary: 0 passed, 1 failed');
  process.exit(1);
}
const gateMs = Date.now() - gatesStarted;

const suitesStarted = Date.now();
const results = await suites(process.argv.slice(2));
const suitesMs = Date.now() - suitesStarted;

let passed = 0;
let failed = 0;
for (const { run, tiers } of results) {
  const counted = (tiers ?? []).reduce((sum, tier) => ({ passed: sum.passed + tier.passed, failed: sum.failed + tier.failed }), { passed: 0, failed: 0 });
  passed += counted.passed;
  // A runner that failed without a failed test to show for it (a set-up, an unhandled error) counts once.
  failed += Math.max(counted.failed, run.code === 0 ? 0 : 1);
}
printTimes(gateMs, orderedTiers(results.map(({ tiers }) => tiers ?? [])), suitesMs);
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
