import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../server/jobs/backoff.ts';
import { MAIL_BACKOFF } from '../../server/mail/delivery.ts';

describe('the retry delay', () => {
  it('doubles from the base after each failed attempt', () => {
    const backoff = { baseMs: 1_000, capMs: 1_000_000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, backoff))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('never exceeds its cap, however many attempts failed', () => {
    const backoff = { baseMs: 1_000, capMs: 5_000 };
    expect([3, 4, 40, 5_000].map((attempt) => retryDelayMs(attempt, backoff))).toEqual([4_000, 5_000, 5_000, 5_000]);
  });

  it('waits 30 s, 1 min, 2 min... and at most one hour for a mail', () => {
    expect([1, 2, 3, 7, 8, 9, 100].map((attempt) => retryDelayMs(attempt, MAIL_BACKOFF))).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});
