import type { AppContext } from '../app-context.ts';
import { countAttempt, type RateLimitRule } from '../auth/rate-limits.ts';
import { ApiProblem } from '../http/api-problem.ts';

const MINUTE = 60_000;

/** The policy documented in openapi/onboarding.yaml, per client address. */
export const ONBOARDING_RATE_LIMITS = {
  /** Applications actually processed; replays and 409/422 key answers are not attempts. */
  applicationsPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  /** Every lookup and reference list together. */
  lookupsPerAddress: { limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** The longest window here: hits must be kept at least this long (see the expired-rows sweeper). */
export const ONBOARDING_LONGEST_RATE_WINDOW_MS = Math.max(...Object.values(ONBOARDING_RATE_LIMITS).map((rule) => rule.windowMs));

export const onboardingBuckets = {
  applicationAddress: (address: string) => `onboarding-application:address:${address}`,
  lookupAddress: (address: string) => `onboarding-lookup:address:${address}`,
};

/** Counts one hit in `bucket`, or throws 429 with Retry-After when the window is full. */
export async function limitByAddress(context: AppContext, bucket: string, rule: RateLimitRule): Promise<void> {
  const decision = await countAttempt(context.db, context.clock(), [{ bucket, rule, enforce: true }]);
  if (!decision.allowed) throw ApiProblem.tooManyRequests(decision.retryAfterSeconds);
}
