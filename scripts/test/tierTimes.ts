/** What the tier reporter writes for each vitest project, and how `npm test` reads it. */
export interface TierCounts {
  name: string;
  files: number;
  tests: number;
  passed: number;
  failed: number;
  /** When its first file started and its last file ended (ms since the epoch). */
  firstStart: number;
  lastEnd: number;
  /** The time its files took, added up (two workers may run two files at once). */
  busyMs: number;
  /** Each file's time, slowest first (paths from the project's root). */
  slowest: Array<{ file: string; ms: number }>;
}

/** How many of a tier's slowest files `npm test` names, so a file that grew is seen the day it grew. */
export const SLOWEST_SHOWN = 5;

/** The tiers of every report in a fixed order: unit, model, API on each database, browser. */
export function orderedTiers(reports: ReadonlyArray<ReadonlyArray<TierCounts>>): TierCounts[] {
  const order = ['unit', 'model', 'api:pglite', 'api:postgres', 'browser'];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return reports.flat().sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

/** One line of the times table: "model  412.0 s wall, 790.3 s in its files (63 files, 1,204 tests)". */
export function tierLine(tier: TierCounts): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const wall = tier.files === 0 ? 0 : tier.lastEnd - tier.firstStart;
  return `${tier.name.padEnd(14)} ${seconds(wall).padStart(8)} wall, ${seconds(tier.busyMs).padStart(8)} in its files (${tier.files} files, ${tier.tests} tests)`;
}

/** The lines under a tier naming its slowest files: "      42.1 s  tests/model/auth.test.tsx". */
export function slowestLines(tier: TierCounts): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (tier.slowest ?? []).slice(0, SLOWEST_SHOWN).map(({ file, ms }) => `    ${seconds(ms).padStart(8)}  ${file}`);
}
