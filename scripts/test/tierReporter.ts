/**
 * A vitest reporter that writes, per project (tier), how many files and tests ran, how many passed
 * and failed, when its first file started and its last ended, and the time spent in its files, to
 * the JSON file named by TIER_REPORT. `npm test` prints them beside its summary line.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { SLOWEST_SHOWN, type TierCounts } from './tierTimes.ts';

export default class TierReporter implements Reporter {
  private readonly startedAt = new Map<string, number>();
  private readonly tiers = new Map<string, TierCounts>();

  private tierOf(name: string): TierCounts {
    let tier = this.tiers.get(name);
    if (!tier) {
      tier = { name, files: 0, tests: 0, passed: 0, failed: 0, firstStart: Number.POSITIVE_INFINITY, lastEnd: 0, busyMs: 0, slowest: [] };
      this.tiers.set(name, tier);
    }
    return tier;
  }

  onTestModuleStart(module: TestModule) {
    this.startedAt.set(`${module.project.name}:${module.moduleId}`, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const tier = this.tierOf(module.project.name);
    const start = this.startedAt.get(`${module.project.name}:${module.moduleId}`) ?? Date.now();
    const end = Date.now();
    tier.files += 1;
    tier.firstStart = Math.min(tier.firstStart, start);
    tier.lastEnd = Math.max(tier.lastEnd, end);
    tier.busyMs += end - start;
    tier.slowest.push({ file: path.relative(process.cwd(), module.moduleId), ms: end - start });
    tier.slowest.sort((a, b) => b.ms - a.ms);
    tier.slowest.length = Math.min(tier.slowest.length, SLOWEST_SHOWN);
    for (const test of module.children.allTests()) {
      const { state } = test.result();
      tier.tests += 1;
      if (state === 'passed') tier.passed += 1;
      if (state === 'failed') tier.failed += 1;
    }
    // A file that failed outside its tests (an import, a hook) counts as one failure.
    if (module.state() === 'failed' && ![...module.children.allTests()].some((test) => test.result().state === 'failed')) tier.failed += 1;
  }

  onTestRunEnd() {
    const file = process.env.TIER_REPORT;
    if (file) writeFileSync(file, JSON.stringify([...this.tiers.values()], null, 2));
  }
}
