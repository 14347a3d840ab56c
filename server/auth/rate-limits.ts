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
 * records one hit in every bucket. Stored in the database, so several instances count together,
 * in one statement (count_rate_limit_attempt, server/db/migrations/008_rate_limit_attempt.sql):
 * a full bucket is refused by reads alone, with no lock; otherwise per-bucket advisory locks make
 * concurrent attempts unable to overshoot the limit.
 */
export async function countAttempt(db: Database, now: Date, buckets: readonly CountedBucket[]): Promise<RateDecision> {
  const [row] = await db.query<{ allowed: boolean; wait_ms: number; hit_ids: number[] | null }>(
    'select allowed, wait_ms, hit_ids from count_rate_limit_attempt($1::text[], $2::int[], $3::bigint[], $4::boolean[], $5::timestamptz)',
    [
      buckets.map((entry) => entry.bucket),
      buckets.map((entry) => entry.rule.limit),
      buckets.map((entry) => entry.rule.windowMs),
      buckets.map((entry) => entry.enforce),
      now,
    ],
  );
  if (!row) throw new Error('count_rate_limit_attempt answered no row');
  if (!row.allowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(row.wait_ms / 1000)) };
  return { allowed: true, hitIds: row.hit_ids ?? [] };
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
