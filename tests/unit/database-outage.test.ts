/**
 * PostgreSQL away under load (the fast variant of `npm run proof`'s database restart): the server on
 * a private PostgreSQL answers 503 with the contract's error while it is stopped, never a 500 nor a
 * dropped connection, and answers 2xx again once it is back, without being restarted. Needs Debian's
 * PostgreSQL 15 binaries (`apt-get install postgresql-15`, or POSTGRES_BIN) and, as root, the
 * `postgres` user they run as.
 */
import { describe, expect, it } from 'vitest';
import { outageRun } from '../support/dbOutage/outageRun.ts';

describe('the database goes away and comes back', () => {
  it('answers 503 while it is away and recovers on its own', async () => {
    const report = await outageRun({ awayMs: 2_000, concurrency: 4 });
    expect(report.before.ok).toBeGreaterThan(0);
    expect(report.away.unavailable).toBeGreaterThan(0);
    expect(report.after.ok).toBeGreaterThan(0);
    expect([report.before.other, report.away.other, report.after.other]).toEqual([{}, {}, {}]);
    expect(report.recoveryMs).toBeGreaterThanOrEqual(0);
    expect(report.serverStillRunning).toBe(true);
  }, 180_000);
});
