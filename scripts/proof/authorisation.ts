/**
 * Proof: authorisation on both databases. The matrices are exhaustive already (every bearer
 * operation x 13 callers on their own data; every seller on another seller's ids; every menu route,
 * the drawn menu and deeper paths x 13 callers), so this runs them as `npm test` does, once per
 * database, reads vitest's JSON report and counts the cases by kind: test names carry the kind.
 * Prints a table of cases held and broken per database; exits 1 if any broke or none ran.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FILES = ['tests/api/authorisation-matrix.test.ts', 'tests/api/permission-matrix.test.ts'];
const PROJECTS = ['api:pglite', 'api:postgres'];

interface JsonReport {
  testResults: { name: string; assertionResults: { title: string; status: string }[] }[];
}

/** The kind of a case, from its file and name. */
function kindOf(file: string, title: string): string {
  if (file.endsWith('authorisation-matrix.test.ts')) {
    if (title.endsWith(' · allowed')) return 'operation x caller, let through';
    if (title.endsWith(' · refused')) return 'operation x caller, refused (403)';
    if (title.includes(' · another seller (')) return "seller on another seller's ids";
    return 'authorisation tables and writes';
  }
  if (title.includes('x every menu route')) return 'caller x every menu route (server)';
  if (title.includes('the menu the client draws')) return 'caller: the drawn menu';
  if (title.includes('deeper paths')) return 'caller: deeper paths';
  return 'permission tables and module states';
}

const folder = mkdtempSync(path.join(tmpdir(), 'proof-authorisation-'));
const counts = new Map<string, Map<string, { held: number; broken: number }>>();
let exitCodes = 0;
for (const project of PROJECTS) {
  const output = path.join(folder, `${project.replace(':', '-')}.json`);
  const run = spawnSync('node_modules/.bin/vitest', ['run', '--project', project, '--reporter=json', `--outputFile=${output}`, ...FILES], {
    encoding: 'utf8',
    // `npm test` runs only some API files on PGlite; the proof wants the matrices on both databases.
    env: { ...process.env, PGLITE_EVERY_API_FILE: '1' },
  });
  exitCodes += run.status === 0 ? 0 : 1;
  const report = JSON.parse(readFileSync(output, 'utf8')) as JsonReport;
  for (const file of report.testResults) {
    for (const { title, status } of file.assertionResults) {
      const kind = kindOf(file.name, title);
      const byProject = counts.get(kind) ?? new Map<string, { held: number; broken: number }>();
      const count = byProject.get(project) ?? { held: 0, broken: 0 };
      if (status === 'passed') count.held++;
      else count.broken++;
      byProject.set(project, count);
      counts.set(kind, byProject);
    }
  }
}
rmSync(folder, { recursive: true, force: true });

console.log(`${'cases'.padEnd(40)}${PROJECTS.map((project) => `${project} held/broken`.padStart(28)).join('')}`);
let broken = 0;
let held = 0;
for (const [kind, byProject] of counts) {
  const cells = PROJECTS.map((project) => {
    const count = byProject.get(project) ?? { held: 0, broken: 0 };
    broken += count.broken;
    held += count.held;
    return `${count.held} / ${count.broken}`.padStart(28);
  });
  console.log(`${kind.padEnd(40)}${cells.join('')}`);
}
const holds = broken === 0 && held > 0 && exitCodes === 0;
console.log(holds ? `\nAuthorisation: all ${held} cases as the hand-written tables promise.` : `\nAuthorisation: ${broken} cases BROKEN (run the test files for details).`);
process.exit(holds ? 0 : 1);
