/** How long a failed job waits before its next attempt: doubling from `baseMs`, never above `capMs`. */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

/**
 * The delay after the `attempt`-th failed attempt (1 = the first): base, 2·base, 4·base... capped.
 * No jitter: the claim (FOR UPDATE SKIP LOCKED) already keeps instances from running a job twice,
 * and a fixed sequence lets tests state the delays exactly.
 */
export function retryDelayMs(attempt: number, backoff: Backoff): number {
  const exponent = Math.max(0, attempt - 1);
  // 2^31 already exceeds any sensible cap; stop doubling before the number loses meaning.
  return Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(exponent, 31));
}
