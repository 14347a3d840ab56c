import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';

/** How long a finished answer is replayed (openapi/onboarding.yaml: 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still in progress after this long belongs to a request that died (a crash, a killed
 * instance): the next request with the key takes it over instead of answering 409 for a day. Twice
 * the clients' 15-second call timeout, so an applicant waits half a minute after a crash, not five.
 * Taking over early is safe even for a request that still lives: the claim is completed in the
 * same transaction as the insert and only by its owner, so the slower of the two rolls back.
 */
export const IDEMPOTENCY_STALE_CLAIM_MS = 30 * 1000;

export type IdempotencyClaim =
  | { kind: 'claimed'; claimId: string }
  | { kind: 'replay'; statusCode: number; body: unknown }
  | { kind: 'inProgress' }
  | { kind: 'reused' };

interface KeyRow {
  operation: string;
  request_sha256: string;
  state: 'in_progress' | 'done';
  status_code: number | null;
  response_body: unknown;
}

/**
 * Claims `key` for this request, race-free: the insert either creates the row (this request owns
 * the key) or conflicts with the row of an earlier request, which then decides the answer. An
 * expired row, or a claim abandoned longer than {@link IDEMPOTENCY_STALE_CLAIM_MS}, is taken over
 * by the same statement.
 */
export async function claimIdempotencyKey(
  db: Database,
  input: { key: string; operation: string; requestSha256: string; now: Date },
): Promise<IdempotencyClaim> {
  const { key, operation, requestSha256, now } = input;
  await db.query('delete from idempotency_keys where expires_at <= $1 and key <> $2', [now, key]);
  // A row deleted (released) between the insert and the select: claim again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const claimId = randomUUID();
    const [claimed] = await db.query<{ key: string }>(
      `insert into idempotency_keys (key, operation, request_sha256, claim_id, state, created_at, expires_at)
       values ($1, $2, $3, $4, 'in_progress', $5, $6)
       on conflict (key) do update
         set operation = excluded.operation, request_sha256 = excluded.request_sha256, claim_id = excluded.claim_id,
             state = 'in_progress', status_code = null, response_body = null,
             created_at = excluded.created_at, expires_at = excluded.expires_at
       where idempotency_keys.expires_at <= $5
          or (idempotency_keys.state = 'in_progress' and idempotency_keys.created_at <= $7)
       returning key`,
      [key, operation, requestSha256, claimId, now, new Date(now.getTime() + IDEMPOTENCY_TTL_MS), new Date(now.getTime() - IDEMPOTENCY_STALE_CLAIM_MS)],
    );
    if (claimed) return { kind: 'claimed', claimId };
    const [row] = await db.query<KeyRow>(
      'select operation, request_sha256, state, status_code, response_body from idempotency_keys where key = $1',
      [key],
    );
    if (!row) continue;
    if (row.operation !== operation || row.request_sha256 !== requestSha256) return { kind: 'reused' };
    if (row.state === 'done' && row.status_code !== null) return { kind: 'replay', statusCode: row.status_code, body: row.response_body };
    return { kind: 'inProgress' };
  }
  return { kind: 'inProgress' };
}

/**
 * Records the answer of the claim, inside the transaction that did the work, so the work and the
 * remembered answer commit together. False when the claim is no longer this request's (taken over):
 * the caller must roll back.
 */
export async function completeIdempotencyKey(
  tx: Queryable,
  input: { key: string; claimId: string; statusCode: number; body: unknown },
): Promise<boolean> {
  const rows = await tx.query(
    `update idempotency_keys set state = 'done', status_code = $3, response_body = $4::json
      where key = $1 and claim_id = $2 and state = 'in_progress'
      returning key`,
    [input.key, input.claimId, input.statusCode, JSON.stringify(input.body)],
  );
  return rows.length > 0;
}

/** Forgets an unfinished claim (any answer but 201), so the same key may be sent again. */
export async function releaseIdempotencyKey(db: Queryable, key: string, claimId: string): Promise<void> {
  await db.query(`delete from idempotency_keys where key = $1 and claim_id = $2 and state = 'in_progress'`, [key, claimId]);
}

/** The finished answer stored for the key, if any (after a conflict on the application's key). */
export async function findFinishedRequestHash(db: Queryable, key: string): Promise<string | null> {
  const [row] = await db.query<{ request_sha256: string }>(`select request_sha256 from idempotency_keys where key = $1 and state = 'done'`, [key]);
  return row?.request_sha256 ?? null;
}
