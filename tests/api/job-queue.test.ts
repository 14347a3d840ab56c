/**
 * The job queue on our own tables, the same code on PGlite and PostgreSQL: one job per singleton
 * key, each due job run by exactly one of two instances, failures retried later with a doubling
 * delay, and a job whose instance died claimed again once its lease ends. The clock is the test's.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { scheduleDailyTermsDeadlines, TERMS_DEADLINES_JOB } from '../../server/documents/terms-deadlines.ts';
import { claimDueJobs, deleteCompletedJobs, scheduleJob } from '../../server/jobs/queue.ts';
import { createJobRunner, type JobHandler } from '../../server/jobs/runner.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let other: Database;
const { log } = Fastify({ logger: false });

beforeAll(async () => {
  t = await openTestApp();
  other = t.testDatabase.openAnother ? await t.testDatabase.openAnother() : t.db;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

/** A handler that records each run (with the test clock's time) and fails its first `failures` runs. */
function probe(failures = 0): JobHandler & { runs: string[] } {
  const runs: string[] = [];
  return {
    runs,
    backoff: { baseMs: 60_000, capMs: 10 * 60_000 },
    async run(job, now) {
      runs.push(`${job.singletonKey}@${now.toISOString()}`);
      if (runs.length <= failures) throw new Error(`falla ${runs.length}`);
    },
  };
}

const runnerOn = (db: Database, name: string, handler: JobHandler) => createJobRunner({ db, clock: t.clock.now, log, handlers: { [name]: handler } });

describe('the daily terms deadline run', () => {
  it('is one job per Santiago day, whichever instance schedules it first', async () => {
    const scheduled = await Promise.all([scheduleDailyTermsDeadlines(t.db, t.clock.now()), scheduleDailyTermsDeadlines(other, t.clock.now())]);
    expect(scheduled.sort()).toEqual([false, true]);
    const rows = await t.db.query<{ singleton_key: string }>('select singleton_key from jobs where name = $1', [TERMS_DEADLINES_JOB]);
    expect(rows).toEqual([{ singleton_key: 'day-2026-03-02' }]);
  });

  it('runs on exactly one of two instances polling at once', async () => {
    const first = probe();
    const second = probe();
    const done = await Promise.all([runnerOn(t.db, TERMS_DEADLINES_JOB, first).runDue(), runnerOn(other, TERMS_DEADLINES_JOB, second).runDue()]);
    expect(done.sort()).toEqual([0, 1]);
    expect([...first.runs, ...second.runs]).toEqual(['day-2026-03-02@2026-03-02T12:00:00.000Z']);
    // Done for today: polling again runs nothing until tomorrow's job is scheduled.
    expect(await runnerOn(t.db, TERMS_DEADLINES_JOB, first).runDue()).toBe(0);
  });
});

describe('a failing job', () => {
  it('is retried after 1 min, then 2 min, and completes once', async () => {
    const handler = probe(2);
    const runner = runnerOn(t.db, 'sondeo', handler);
    await scheduleJob(t.db, { name: 'sondeo', singletonKey: 'reintentos', runAt: t.clock.now() }, t.clock.now());

    expect(await runner.runDue()).toBe(0);
    t.clock.advance(59_999);
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(119_999);
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    t.clock.advance(60 * 60_000);
    expect(await runner.runDue()).toBe(0);

    expect(handler.runs).toEqual(['reintentos@2026-03-02T12:00:00.000Z', 'reintentos@2026-03-02T12:01:00.000Z', 'reintentos@2026-03-02T12:03:00.000Z']);
    const [row] = await t.db.query<{ attempts: number; last_error: string | null; completed: boolean }>(
      `select attempts, last_error, completed_at is not null as completed from jobs where name = 'sondeo'`,
    );
    expect(row).toEqual({ attempts: 3, last_error: null, completed: true });
  });
});

describe('a job whose instance died mid-run', () => {
  it('is claimed by another instance once its two-minute lease ends, not before', async () => {
    const now = t.clock.now();
    await scheduleJob(t.db, { name: 'huerfano', singletonKey: 'uno', runAt: now }, now);
    // The first instance claims it and dies without completing it.
    expect((await claimDueJobs(t.db, ['huerfano'], now, 10, 2 * 60_000)).map((job) => job.singletonKey)).toEqual(['uno']);

    const handler = probe();
    const survivor = runnerOn(other, 'huerfano', handler);
    t.clock.advance(2 * 60_000);
    expect(await survivor.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await survivor.runDue()).toBe(1);
    expect(handler.runs).toHaveLength(1);
  });
});

describe('completed jobs', () => {
  it('are deleted once older than the given time; pending ones are kept', async () => {
    const now = t.clock.now();
    await scheduleJob(t.db, { name: 'pendiente', singletonKey: 'sigue', runAt: new Date(now.getTime() + 60 * 60_000) }, now);
    await deleteCompletedJobs(t.db, new Date(now.getTime() + 1));
    const rows = await t.db.query<{ name: string }>('select name from jobs order by name');
    expect(rows.map((row) => row.name)).toEqual(['pendiente']);
  });
});
