import type { Database, Subscription } from '../db/database.ts';
import type { Role } from './roles.ts';
import type { VerifiedToken } from './tokens.ts';

/**
 * The channel of server/db/migrations/002_session_invalidation.sql: its triggers NOTIFY it, in the
 * writing transaction, whenever a token is revoked ('jti:<jti>') or an account is disabled, deleted,
 * changes role or ends its sessions ('user:<id>').
 */
export const SESSION_INVALIDATED_CHANNEL = 'portal_session_invalidated';

/**
 * How long an instance trusts what the database said about a session. Only a safety net: every
 * change that matters is announced to every instance at once (see above), so the bound applies only
 * when a notification is lost without the LISTEN connection being seen to drop.
 */
export const SESSION_CACHE_TTL_MS = 2_000;

/** Entries kept per instance; beyond it the oldest go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

export interface SessionCacheStats {
  /** Answered from the cache. */
  hits: number;
  /** Looked up in the database, then cached if valid. */
  misses: number;
  /** Looked up in the database without the cache, because notifications were not being received. */
  bypassed: number;
  /** Notifications (or local calls) that dropped entries. */
  invalidations: number;
  size: number;
  /** Whether the instance is receiving invalidations; while false the cache is bypassed. */
  live: boolean;
}

/** What the database says about a valid session: the user's role and the seller it belongs to. */
export interface SessionFacts {
  role: Role;
  sellerId: number | null;
}

interface Entry {
  userId: number;
  issuedAtMs: number;
  facts: SessionFacts;
  /** Clock time just before the lookup that filled the entry. */
  checkedAtMs: number;
}

/**
 * Per-instance cache, keyed by the token's jti, of what `authenticate` learns from the database
 * about a valid token: the account exists and is active, the token is not revoked and was issued
 * after the last password change, and the user's role. Only valid sessions are cached; a refused
 * token is looked up again on every request.
 *
 * Bounds: an entry is used for at most `ttlMs` (2 s) after its lookup began, by the app's clock, and
 * at most `maxEntries` (10,000) are kept: on overflow the oldest insertion goes, which with entries
 * re-inserted on each refresh behaves like an LRU at a fraction of the bookkeeping.
 *
 * Invalidation: the instance that makes a change calls `forgetToken`/`forgetUser` after its commit;
 * every instance (that one included) also hears the trigger's NOTIFY and drops the same entries.
 * While the LISTEN connection is down (PostgreSQL, until it reconnects) the cache is emptied and
 * bypassed, so nothing that might have missed a notification is served.
 *
 * A lookup that overlapped an invalidation is not cached: it may have read the database before the
 * change committed. Every invalidation (and every change of `live`) bumps a generation number, and a
 * lookup only stores its answer when the generation did not move meanwhile.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #clock: () => Date;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #subscription: Subscription | null = null;
  #generation = 0;
  #stats = { hits: 0, misses: 0, bypassed: 0, invalidations: 0 };

  private constructor(clock: () => Date, options: SessionCacheOptions) {
    this.#clock = clock;
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  }

  /** A cache that LISTENs for invalidations on `db`; `close()` it before closing `db`. */
  static async start(db: Database, clock: () => Date, options: SessionCacheOptions = {}): Promise<SessionCache> {
    const cache = new SessionCache(clock, options);
    cache.#subscription = await db.listen(
      SESSION_INVALIDATED_CHANNEL,
      (payload) => cache.#onNotification(payload),
      () => cache.#forgetAll(),
    );
    return cache;
  }

  get live(): boolean {
    return this.#subscription?.live ?? false;
  }

  get stats(): SessionCacheStats {
    return { ...this.#stats, size: this.#entries.size, live: this.live };
  }

  /**
   * The facts of a verified token's valid session, from the cache or else from `load` (which
   * answers null for a session the database refuses; never cached).
   */
  resolve(token: VerifiedToken, load: () => Promise<SessionFacts | null>): SessionFacts | Promise<SessionFacts | null> {
    if (!this.live) {
      this.#stats.bypassed += 1;
      return load();
    }
    const now = this.#clock().getTime();
    const entry = this.#entries.get(token.jti);
    if (entry) {
      // A clock set back must not stretch an entry's life, hence the lower bound too.
      const fresh = now >= entry.checkedAtMs && now - entry.checkedAtMs < this.#ttlMs;
      if (fresh && entry.userId === token.userId && entry.issuedAtMs === token.issuedAtMs) {
        this.#stats.hits += 1;
        return entry.facts;
      }
      this.#entries.delete(token.jti);
    }
    this.#stats.misses += 1;
    return this.#loadAndStore(token, load, now);
  }

  async #loadAndStore(token: VerifiedToken, load: () => Promise<SessionFacts | null>, now: number): Promise<SessionFacts | null> {
    const generation = this.#generation;
    const facts = await load();
    if (facts !== null && generation === this.#generation && this.live) {
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(token.jti, { userId: token.userId, issuedAtMs: token.issuedAtMs, facts, checkedAtMs: now });
    }
    return facts;
  }

  /** Drops a revoked token (the instance that revoked it calls this after the commit). */
  forgetToken(jti: string): void {
    this.#generation += 1;
    this.#stats.invalidations += 1;
    this.#entries.delete(jti);
  }

  /** Drops every token of a user whose sessions ended, or whose account, role or seller changed. */
  forgetUser(userId: number): void {
    this.#generation += 1;
    this.#stats.invalidations += 1;
    // A scan: invalidations are rare and the map is bounded.
    for (const [jti, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(jti);
  }

  #forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  #onNotification(payload: string): void {
    const separator = payload.indexOf(':');
    const kind = payload.slice(0, separator);
    const value = payload.slice(separator + 1);
    if (kind === 'jti' && value) this.forgetToken(value);
    else if (kind === 'user' && /^\d+$/.test(value)) this.forgetUser(Number(value));
    else {
      // Unknown to this version: when in doubt, forget everything.
      this.#stats.invalidations += 1;
      this.#forgetAll();
    }
  }

  /** Stops listening; the cache is bypassed from then on. */
  async close(): Promise<void> {
    const subscription = this.#subscription;
    this.#subscription = null;
    this.#forgetAll();
    await subscription?.close();
  }
}
