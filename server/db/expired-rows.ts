import type { Database } from './database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExpiredRowsOptions {
  /** Hits older than this are outside every rate-limit window. */
  rateWindowMs: number;
  /** At most one sweep per interval per instance. */
  everyMs?: number;
}

/** Deletes rows that can no longer matter: revoked tokens past expiry, old rate hits, dead reset links. */
export async function deleteExpiredRows(db: Database, now: Date, rateWindowMs: number): Promise<void> {
  await db.query('delete from revoked_tokens where expires_at < $1', [now]);
  await db.query('delete from rate_limit_hits where hit_at < $1', [new Date(now.getTime() - rateWindowMs)]);
  // Kept one day after expiry, so a late click still reads as "expired" in the logs of a support case.
  await db.query('delete from password_reset_tokens where expires_at < $1', [new Date(now.getTime() - DAY_MS)]);
}

/**
 * Opportunistic cleaning: `maybeSweep()` after requests starts a sweep when the last one is old
 * enough; no timer, no separate job. `settle()` waits for a running sweep (before closing the db).
 */
export function createExpiredRowsSweeper(db: Database, clock: () => Date, options: ExpiredRowsOptions) {
  const everyMs = options.everyMs ?? 60_000;
  let lastRun = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return {
    maybeSweep(onError: (error: unknown) => void): void {
      const now = clock();
      if (running || now.getTime() - lastRun < everyMs) return;
      lastRun = now.getTime();
      running = deleteExpiredRows(db, now, options.rateWindowMs)
        .catch(onError)
        .finally(() => {
          running = null;
        });
    },
    async settle(): Promise<void> {
      await running;
    },
  };
}
