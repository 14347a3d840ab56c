import type { Database, Queryable } from '../db/database.ts';

/** A job as a runner claims it. */
export interface ClaimedJob {
  id: number;
  name: string;
  singletonKey: string;
  payload: unknown;
  /** Attempts including this one. */
  attempts: number;
}

export interface JobRequest {
  name: string;
  /** At most one job per name and key, ever: a second request with the same key does nothing. */
  singletonKey: string;
  payload?: Record<string, unknown>;
  runAt: Date;
}

/**
 * Adds a job unless one with the same name and key exists (inside the caller's transaction when
 * given one, so a job is scheduled exactly when the work that asks for it commits). Answers
 * whether this call added it.
 */
export async function scheduleJob(db: Queryable, job: JobRequest, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `insert into jobs (name, singleton_key, payload, run_at, created_at)
     values ($1, $2, $3::jsonb, $4, $5)
     on conflict (name, singleton_key) do nothing
     returning id`,
    [job.name, job.singletonKey, JSON.stringify(job.payload ?? {}), job.runAt, now],
  );
  return rows.length > 0;
}

/**
 * Leases up to `limit` due jobs of the given names until now + `leaseMs`. Rows another instance is
 * claiming at this moment are skipped (SKIP LOCKED), and a leased row is not due until its lease
 * ends, so each attempt runs on exactly one instance; a crashed instance's lease simply expires.
 */
export async function claimDueJobs(db: Database, names: readonly string[], now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  if (names.length === 0) return [];
  const rows = await db.transaction((tx) =>
    tx.query<{ id: string | number; name: string; singleton_key: string; payload: unknown; attempts: number }>(
      `update jobs set claimed_until = $2, attempts = attempts + 1
        where id in (
          select id from jobs
           where completed_at is null and name = any($3::text[]) and run_at <= $1
             and (claimed_until is null or claimed_until < $1)
           order by run_at, id limit $4
           for update skip locked)
        returning id, name, singleton_key, payload, attempts`,
      [now, new Date(now.getTime() + leaseMs), names, limit],
    ),
  );
  return rows
    .map((row) => ({ id: Number(row.id), name: row.name, singletonKey: row.singleton_key, payload: row.payload, attempts: row.attempts }))
    .sort((a, b) => a.id - b.id);
}

export async function completeJob(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('update jobs set completed_at = $2, claimed_until = null, last_error = null where id = $1', [id, now]);
}

/** Keeps the job for another attempt at `retryAt`, with the error that stopped this one. */
export async function retryJobLater(db: Queryable, id: number, error: string, retryAt: Date): Promise<void> {
  await db.query('update jobs set run_at = $2, claimed_until = null, last_error = $3 where id = $1', [id, retryAt, error]);
}

/**
 * Forgets jobs completed before `before`: what a job did is recorded where it matters (the outbox,
 * the reminders, the suspensions), so a finished job is only kept a while for inspection.
 */
export async function deleteCompletedJobs(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from jobs where completed_at < $1', [before]);
}
