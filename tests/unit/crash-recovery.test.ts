/**
 * The server killed in the middle of concurrent sign-ups (the fast variant; `npm run proof` sends 50
 * on both databases): started again on the same data folder, every key sent again replays the
 * applications answered before the crash with their ids and stores the others, each exactly once.
 */
import { describe, expect, it } from 'vitest';
import { crashRun } from '../support/crash/crashRun.ts';

describe('a crash in the middle of sign-ups', () => {
  it('loses none and stores none twice, on the embedded database', async () => {
    const report = await crashRun({ count: 12, killAfter: 4 });
    // Answers already on their way when the signal lands may still arrive: at least four did.
    expect(report.answeredBeforeCrash).toBeGreaterThanOrEqual(4);
    expect(report.cutByCrash).toBeGreaterThan(0);
    expect(report.answeredBeforeCrash + report.cutByCrash).toBe(12);
    expect(report.replayedSameId).toBe(report.answeredBeforeCrash);
    expect(report.storedAfterRestart).toBe(report.cutByCrash);
    expect({ replayedDifferentId: report.replayedDifferentId, stored: report.stored, storedTwice: report.storedTwice, missing: report.missing }).toEqual({
      replayedDifferentId: 0,
      stored: 12,
      storedTwice: 0,
      missing: 0,
    });
  }, 180_000);
});
