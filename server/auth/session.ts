import { ApiProblem } from '../http/api-problem.ts';
import type { Queryable } from '../db/database.ts';
import type { Role } from './roles.ts';
import type { SessionCache, SessionFacts } from './session-cache.ts';
import type { TokenService, VerifiedToken } from './tokens.ts';

/** The caller behind a valid bearer token. */
export interface Session {
  userId: number;
  role: Role;
  /** The seller the user's account belongs to (sellers; null for staff). */
  sellerId: number | null;
  tokenId: string;
  expiresAt: Date;
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null. The scheme is matched as the
 * client (src/api) and RFC 6750 write it: one spelling of a credential, so that whatever in front
 * of the server recognises, strips or logs bearer credentials sees exactly what the server accepts.
 */
export function bearerTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_.~+/=-]+)$/.exec(authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * The Authorization header when the request carries exactly one, else undefined. Node keeps the
 * first of several and drops the rest, while a proxy in front may act on another: two credentials
 * are refused rather than one of them guessed.
 */
export function soleAuthorizationOf(rawHeaders: readonly string[]): string | undefined {
  const values: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.toLowerCase() === 'authorization') values.push(rawHeaders[index + 1]!);
  }
  return values.length === 1 ? values[0] : undefined;
}

/**
 * Checks signature, algorithm, issuer, audience and expiry (TokenService), then what only the
 * database knows: the account still exists and is active, the token was not revoked by a logout,
 * and it was issued after the user's last password change; and the user's role and seller, which
 * authorisation reads from the session. With a `cache`, the database's answer
 * for a valid session is reused for up to 2 s and dropped at once when anything above changes
 * (server/auth/session-cache.ts). Every refusal is the same 401.
 */
export async function authenticate(
  db: Queryable,
  tokens: TokenService,
  authorization: string | undefined,
  cache: SessionCache | null = null,
): Promise<Session> {
  const token = bearerTokenOf(authorization);
  const verified = token ? await tokens.verify(token) : null;
  if (!verified) throw ApiProblem.unauthorized();
  const facts = cache ? await cache.resolve(verified, () => sessionFacts(db, verified)) : await sessionFacts(db, verified);
  if (facts === null) throw ApiProblem.unauthorized();
  return { userId: verified.userId, role: facts.role, sellerId: facts.sellerId, tokenId: verified.jti, expiresAt: verified.expiresAt };
}

/** The role and seller of the token's user when the database accepts the session, else null. */
async function sessionFacts(db: Queryable, verified: VerifiedToken): Promise<SessionFacts | null> {
  const [user] = await db.query<{ role: Role; seller_id: number | null; active: boolean; tokens_valid_after: Date | null; revoked: boolean }>(
    `select u.role, u.seller_id, u.active, u.tokens_valid_after,
            exists (select 1 from revoked_tokens r where r.jti = $2) as revoked
       from users u where u.id = $1`,
    [verified.userId, verified.jti],
  );
  if (!user || !user.active || user.revoked) return null;
  if (user.tokens_valid_after && verified.issuedAtMs < user.tokens_valid_after.getTime()) return null;
  return { role: user.role, sellerId: user.seller_id };
}

/**
 * Logout: the token stays refused until it would have expired anyway. The insert's trigger
 * notifies every instance (on commit); this one forgets the token at once.
 */
export async function revokeToken(db: Queryable, cache: SessionCache | null, session: Session): Promise<void> {
  await db.query('insert into revoked_tokens (jti, expires_at) values ($1, $2) on conflict (jti) do nothing', [
    session.tokenId,
    session.expiresAt,
  ]);
  cache?.forgetToken(session.tokenId);
}

/** The session of an operation with bearer security (the router guarantees it; this narrows the type). */
export function signedIn(session: Session | null): Session {
  if (!session) throw ApiProblem.unauthorized();
  return session;
}
