/**
 * The contracts fuzzed against the real app (the fast variant; `npx tsx scripts/proof/fuzz.ts` sends
 * 20,000 per database): requests drawn from every operation's parameters and body, valid and
 * hostile, as every role and as nobody. No answer may be a 5xx other than the 501 an unreleased
 * module's contract declares, and every answer must have a status and a body its operation's
 * contract declares.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRun } from '../support/contractFuzz/fuzzRun.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

describe('contract fuzzing', () => {
  it('answers 1,000 drawn requests within their contracts, with no server error', async () => {
    const report = await fuzzRun(t, 1000, 20261123);
    expect(report.problems).toEqual([]);
    expect(report.sent).toBe(1000);
    // The draw reaches the handlers, not only the gates: successes and refusals of each kind occur,
    // and most operations answer a success at least once (1,000 requests since Envíos added four
    // operations: 800 spread over 70 reached a success in only 41).
    for (const status of ['200', '400', '401', '403', '404']) expect(report.byStatus[status] ?? 0, status).toBeGreaterThan(5);
    expect(report.operationsWith2xx.length).toBeGreaterThanOrEqual(45);
  }, 60_000);
});
