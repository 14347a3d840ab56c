import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_ISSUER = 'portal-sellers';
export const TOKEN_AUDIENCE = 'portal-sellers-web';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/** How far ahead of this instance's clock another instance's `iat` may be. */
export const ISSUED_AT_SKEW_SECONDS = 60;
const ALGORITHM = 'HS256';

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export interface VerifiedToken {
  userId: number;
  jti: string;
  /** Milliseconds; compared with users.tokens_valid_after. */
  issuedAtMs: number;
  expiresAt: Date;
}

export interface TokenService {
  issue(userId: number): Promise<IssuedToken>;
  /** Null for anything but a well-formed, HS256-signed, current token of this issuer and audience. */
  verify(token: string): Promise<VerifiedToken | null>;
}

/** Tokens whose verification is remembered, per instance; beyond it the oldest go first. */
export const VERIFIED_TOKENS_MAX_ENTRIES = 10_000;

interface Verified {
  token: VerifiedToken;
  /** NumericDates (seconds), checked against the clock on every use, as jose does. */
  exp: number;
  nbf: number | undefined;
}

/**
 * Signs and verifies with the key imported once (jose would import a raw secret on every call).
 *
 * Verification is remembered by the exact token string: the signature, algorithm, issuer, audience
 * and claims checks depend on nothing but those bytes and the key, so their outcome cannot change;
 * only the time checks can, and they are repeated on every use with the same rules as jose
 * (`exp <= now` is expired, `nbf > now` is not yet valid, `now` in whole seconds). Only accepted
 * tokens are remembered, until they expire, at most `VERIFIED_TOKENS_MAX_ENTRIES` of them.
 * Revocation is not a property of the token: `authenticate` still asks the session cache or the
 * database about that on every request.
 */
export function createTokenService(secret: Uint8Array, clock: () => Date): TokenService {
  const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, Verified>();

  const remember = (raw: string, entry: Verified) => {
    if (verified.size >= VERIFIED_TOKENS_MAX_ENTRIES) {
      // Expired entries first; failing that, the oldest.
      const nowSeconds = Math.floor(clock().getTime() / 1000);
      for (const [other, { exp }] of verified) if (exp <= nowSeconds) verified.delete(other);
      if (verified.size >= VERIFIED_TOKENS_MAX_ENTRIES) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
    }
    verified.set(raw, entry);
  };

  return {
    async issue(userId) {
      const now = clock().getTime();
      const jti = randomUUID();
      const expiresAtSeconds = Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(String(userId))
        .setJti(jti)
        // NumericDate may carry a fraction (RFC 7519 §2): millisecond precision lets a password change
        // end exactly the sessions issued before it, even within the same second.
        .setIssuedAt(now / 1000)
        .setExpirationTime(expiresAtSeconds)
        .sign(await key);
      return { token, jti, expiresAt: new Date(expiresAtSeconds * 1000) };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        const nowSeconds = Math.floor(clock().getTime() / 1000);
        if (known.exp <= nowSeconds) {
          verified.delete(token);
          return null;
        }
        if (known.nbf !== undefined && known.nbf > nowSeconds) return null;
        return known.token;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string') return null;
        // An `iat` in the future is refused: no token of ours was issued after now, and one that
        // claims so would outlive a password change made before that moment. "The future" starts a
        // minute ahead: instances behind one database may disagree on the time by a little, and a
        // token another instance just issued must work here at once. (jose's maxTokenAge check
        // allows no skew at all, and refused every fresh token for the rest of the second it was
        // issued in, since our `iat` carries milliseconds.)
        if (typeof payload.iat !== 'number' || payload.iat > clock().getTime() / 1000 + ISSUED_AT_SKEW_SECONDS) return null;
        const exp = payload.exp ?? 0;
        const result: VerifiedToken = {
          userId,
          jti: payload.jti,
          issuedAtMs: Math.round((payload.iat ?? 0) * 1000),
          expiresAt: new Date(exp * 1000),
        };
        remember(token, { token: result, exp, nbf: payload.nbf });
        return result;
      } catch {
        return null;
      }
    },
  };
}
