/**
 * Proof: 20,000 requests drawn from the contracts (every operation's parameters and body, valid and
 * hostile, bodies of the wrong media type or size, as every role and as nobody, from many addresses)
 * against the real app on PGlite, and 20,000 on PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a throwaway schema). Every answer is judged against
 * its operation's contract. Prints a table per database and exits 1 when a figure breaks its rule:
 * fewer requests than asked, a 5xx other than a 501 a contract declares for a module not built yet
 * (none does today), a status an operation does not declare, or a body its schema refuses.
 * `FUZZ_COUNT` and `FUZZ_SEED` change the draw.
 */
import { openTestApp } from '../../tests/api/harness.ts';
import { fuzzRun, type FuzzReport } from '../../tests/support/contractFuzz/fuzzRun.ts';

const count = Number(process.env.FUZZ_COUNT ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

const reports: [string, FuzzReport, number][] = [];
for (const database of ['pglite', 'postgres'] as const) {
  process.env.TEST_DB = database;
  const t = await openTestApp();
  try {
    const started = Date.now();
    const report = await fuzzRun(t, count, seed);
    reports.push([database, report, (Date.now() - started) / 1000]);
  } finally {
    await t.close();
  }
}

const kinds = { 'server error': 'server errors (5xx)', 'undeclared status': 'undeclared statuses', 'schema break': 'schema breaks' } as const;
const rows: [string, (report: FuzzReport, seconds: number) => string, string, (report: FuzzReport) => boolean][] = [
  ['requests sent', (report) => String(report.sent), `>= ${count}`, (report) => report.sent >= count],
  ['2xx', (report) => String(report.byStatusClass['2xx'] ?? 0), '', () => true],
  ['3xx', (report) => String(report.byStatusClass['3xx'] ?? 0), '', () => true],
  ['4xx', (report) => String(report.byStatusClass['4xx'] ?? 0), '', () => true],
  ['5xx', (report) => String(report.byStatusClass['5xx'] ?? 0), 'only declared 501', (report) => (report.byStatusClass['5xx'] ?? 0) === (report.byStatus['501'] ?? 0)],
  ['  of which 501 (declared)', (report) => String(report.byStatus['501'] ?? 0), '', () => true],
  ...Object.entries(kinds).map(([kind, label]): (typeof rows)[number] => [label, (report) => String(report.problems.filter((problem) => problem.kind === kind).length), '0', (report) => !report.problems.some((problem) => problem.kind === kind)]),
  ['operations answering a 2xx', (report) => `${report.operationsWith2xx.length} of ${report.operations}`, '', () => true],
  ['seconds', (_report, seconds) => seconds.toFixed(1), '', () => true],
];

let broken = 0;
console.log(`Contract fuzzing, seed ${seed}`);
console.log(`${'figure'.padEnd(28)}${reports.map(([database]) => database.padStart(12)).join('')}  rule`);
for (const [label, figure, rule, holds] of rows) {
  const held = reports.every(([, report]) => holds(report));
  if (!held) broken++;
  console.log(`${label.padEnd(28)}${reports.map(([, report, seconds]) => figure(report, seconds).padStart(12)).join('')}  ${rule}${held ? '' : '  BROKEN'}`);
}
for (const [database, report] of reports) {
  console.log(`\n${database} by status: ${Object.entries(report.byStatus).map(([status, n]) => `${status}: ${n}`).join(', ')}`);
  const silent = Object.keys(report.byOperation).filter((operationId) => !report.operationsWith2xx.includes(operationId));
  console.log(`${database} operations never answering a 2xx: ${silent.join(', ') || 'none'}`);
  for (const problem of report.problems.slice(0, 20)) {
    console.log(`  ${problem.kind}: ${problem.operationId} as ${problem.caller ?? 'nobody'} ${problem.url.slice(0, 120)}: ${problem.problem}`);
  }
}
process.exit(broken === 0 ? 0 : 1);
