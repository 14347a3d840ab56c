import type { Database } from '../db/database.ts';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The policy documented in openapi/auth.yaml. */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { limit: 10, windowMs: FIFTEEN_MINUTES },
  loginFailuresPerAddress: { limit: 10, windowMs: FIFTEEN_MINUTES },
  resetRequestsPerAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
  resetLinkUsesPerAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

/** The longest window; older hits are never counted again and may be deleted. */
export const LONGEST_RATE_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));

export interface CountedBucket {
  bucket: string;
  rule: RateLimitRule;
  /** False: record the hit but do not refuse because of this bucket. */
  enforce: boolean;
}

export type RateDecision = { allowed: true; hitIds: number[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Refuses when an enforced bucket already holds `limit` hits in its sliding window; otherwise
 * records one hit in every bucket. Stored in the database under per-bucket advisory locks, so
 * several instances count together and concurrent attempts cannot overshoot the limit.
 */
export async function countAttempt(db: Database, now: Date, buckets: readonly CountedBucket[]): Promise<RateDecision> {
  return db.transaction(async (tx) => {
    // Sorted, so two requests locking the same buckets cannot deadlock.
    for (const bucket of [...new Set(buckets.map((entry) => entry.bucket))].sort()) {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [bucket]);
    }
    let retryAfterMs = 0;
    for (const { bucket, rule } of buckets.filter((entry) => entry.enforce)) {
      // The limit-th newest hit: once it leaves the window, one more attempt fits.
      const [edge] = await tx.query<{ hit_at: Date }>(
        `select hit_at from rate_limit_hits
          where bucket = $1 and hit_at > $2
          order by hit_at desc offset $3 limit 1`,
        [bucket, new Date(now.getTime() - rule.windowMs), rule.limit - 1],
      );
      if (edge) retryAfterMs = Math.max(retryAfterMs, edge.hit_at.getTime() + rule.windowMs - now.getTime());
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    const hitIds: number[] = [];
    for (const { bucket } of buckets) {
      const [row] = await tx.query<{ id: number }>('insert into rate_limit_hits (bucket, hit_at) values ($1, $2) returning id', [
        bucket,
        now,
      ]);
      if (row) hitIds.push(row.id);
    }
    return { allowed: true, hitIds };
  });
}

/** Takes back the hits of an attempt that turned out not to count (a right password). */
export async function forgetAttempt(db: Database, hitIds: readonly number[]): Promise<void> {
  if (hitIds.length > 0) await db.query('delete from rate_limit_hits where id = any($1::int[])', [[...hitIds]]);
}

export async function clearBucket(db: Database, bucket: string): Promise<void> {
  await db.query('delete from rate_limit_hits where bucket = $1', [bucket]);
}

export const rateBuckets = {
  loginAccount: (email: string) => `login:account:${email}`,
  loginAddress: (address: string) => `login:address:${address}`,
  resetRequestAddress: (address: string) => `reset-request:address:${address}`,
  resetLinkAddress: (address: string) => `reset-link:address:${address}`,
};
