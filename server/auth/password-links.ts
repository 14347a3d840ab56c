/**
 * Single-use links to choose a password (/change/password/{token}): a reset asked for at the login,
 * and the welcome link of an account someone else opened (an approved application's seller user, a
 * user created in Usuarios). Only the token's SHA-256 is stored, so the database never holds a link
 * that works.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { PasswordHasher } from './passwords.ts';

/** How long a welcome link lives: an invitation is read later than a reset. */
export const WELCOME_LINK_HOURS = 72;

export const tokenSha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Stores a new link for `userId`, valid `validMs` from `now`, in the caller's transaction, and
 * answers its address under `publicUrl`.
 */
export async function issuePasswordLink(tx: Queryable, input: { publicUrl: string; userId: number; now: Date; validMs: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query('insert into password_reset_tokens (token_sha256, user_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    tokenSha256(token),
    input.userId,
    input.now,
    new Date(input.now.getTime() + input.validMs),
  ]);
  return `${input.publicUrl}/change/password/${token}`;
}

/**
 * The stored password of an account opened by someone else: the hash of a secret nobody keeps, so
 * only a link opens the account. argon2 is slow: callers hash before taking any row lock.
 */
export const unusablePasswordHash = (passwords: PasswordHasher): Promise<string> => passwords.hash(randomBytes(32).toString('base64url'));
