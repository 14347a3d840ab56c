/**
 * Bearer credentials an attacker could try, each named for what it forges. Every one of them must be
 * refused with the same 401: the token proves nothing, or proves a session that has ended. Built from
 * a genuine token of the victim and the server's own signing rules, so each variant differs from an
 * accepted credential in exactly the way its name says.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, exportSPKI, generateKeyPair } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../server/auth/tokens.ts';

export interface ForgeryContext {
  /** The server's signing secret (the test harness knows it; an attacker would not). */
  secret: Uint8Array;
  /** The server's clock, in milliseconds. */
  nowMs: number;
  /** The victim's user id, and another seller's user id. */
  victimId: number;
  otherSellerUserId: number;
  /** A token the server issued to the victim and still accepts. */
  genuine: string;
  /** Tokens the server issued that it must no longer accept. */
  loggedOut: string;
  issuedBeforePasswordChange: string;
  ofDeactivatedUser: string;
  /** A report-page token the server signed with the same key for another audience. */
  reportPageToken: string;
}

/** How the credential travels: Authorization headers (none when null, several when a list), the query string, a cookie. */
export interface ForgedCredential {
  name: string;
  authorization: string | readonly string[] | null;
  query?: string;
  cookie?: string;
}

const json64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** HS256 by hand, for headers a well-behaved library refuses to sign (an unknown `crit`). */
function signByHand(header: Record<string, unknown>, payload: Record<string, unknown>, secret: Uint8Array): string {
  const input = `${json64(header)}.${json64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

export async function forgedCredentials(context: ForgeryContext): Promise<ForgedCredential[]> {
  const { secret, nowMs, victimId, otherSellerUserId, genuine } = context;
  const now = Math.floor(nowMs / 1000);
  const claims = (overrides: Record<string, unknown> = {}) => {
    const base: Record<string, unknown> = { iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: String(victimId), jti: randomUUID(), iat: now, exp: now + 3600 };
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined) delete base[key];
      else base[key] = value;
    }
    return base;
  };
  const sign = (payload: Record<string, unknown>, header: Record<string, unknown> = {}, key: Uint8Array | CryptoKey = secret) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header } as { alg: string }).sign(key);
  const otherSecret = new TextEncoder().encode('a-different-secret-of-at-least-32-bytes!');
  const rsa = await generateKeyPair('RS256', { extractable: true });
  const ec = await generateKeyPair('ES256', { extractable: true });
  const rsaPublicPem = new TextEncoder().encode(await exportSPKI(rsa.publicKey));
  const ecPublicJwk = new TextEncoder().encode(JSON.stringify(await exportJWK(ec.publicKey)));
  const [genuineHeader, genuinePayload, genuineSignature] = genuine.split('.') as [string, string, string];
  const genuineClaims = JSON.parse(Buffer.from(genuinePayload, 'base64url').toString()) as Record<string, unknown>;
  const bearer = (token: string) => `Bearer ${token}`;

  return [
    { name: 'no Authorization header', authorization: null },
    { name: 'the Bearer scheme with no token', authorization: 'Bearer' },
    { name: 'the Bearer scheme with blanks', authorization: 'Bearer    ' },
    { name: 'Basic credentials', authorization: 'Basic YWRtaW5AZGVtby5jbDpQb3J0YWwyMDI2IQ==' },
    { name: 'a genuine token under another scheme', authorization: `Token ${genuine}` },
    { name: 'a genuine token in the query string', authorization: null, query: `access_token=${genuine}` },
    { name: 'a genuine token in a cookie', authorization: null, cookie: `token=${genuine}; access_token=${genuine}` },
    { name: 'an empty Authorization header', authorization: '' },
    { name: 'the scheme in lower case', authorization: `bearer ${genuine}` },
    { name: 'the scheme in capitals', authorization: `BEARER ${genuine}` },
    { name: 'the genuine token twice (duplicated header)', authorization: [bearer(genuine), bearer(genuine)] },
    { name: 'a forged token and the genuine one (duplicated header)', authorization: [bearer(await sign(claims({ sub: String(otherSellerUserId) }), {}, otherSecret)), bearer(genuine)] },
    { name: 'not a JWT', authorization: bearer('not.a.jwt') },
    { name: 'segments that are not base64url', authorization: bearer('!!!.@@@.###') },
    { name: "alg 'none' with an empty signature", authorization: bearer(`${json64({ alg: 'none', typ: 'JWT' })}.${json64(claims())}.`) },
    { name: "alg 'none' without a signature segment", authorization: bearer(`${json64({ alg: 'none', typ: 'JWT' })}.${json64(claims())}`) },
    { name: "alg 'None' in other letter case", authorization: bearer(`${json64({ alg: 'None', typ: 'JWT' })}.${json64(claims())}.`) },
    { name: 'HS256 signed with another key', authorization: bearer(await sign(claims(), {}, otherSecret)) },
    { name: 'HS512 with the server key', authorization: bearer(await new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).sign(secret)) },
    { name: 'HS384 with the server key', authorization: bearer(await new SignJWT(claims()).setProtectedHeader({ alg: 'HS384' }).sign(secret)) },
    { name: 'RS256 signed with an attacker key', authorization: bearer(await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256' }).sign(rsa.privateKey)) },
    {
      name: 'RS256 carrying its own key in a jwk header',
      authorization: bearer(await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256', jwk: await exportJWK(rsa.publicKey) }).sign(rsa.privateKey)),
    },
    {
      name: 'RS256 with a jku header pointing at an attacker key set',
      authorization: bearer(await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256', jku: 'https://attacker.example/jwks.json', kid: 'attacker' }).sign(rsa.privateKey)),
    },
    {
      name: 'RS256 with an x5u header pointing at an attacker certificate',
      authorization: bearer(await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256', x5u: 'https://attacker.example/cert.pem' }).sign(rsa.privateKey)),
    },
    { name: 'HS256 keyed with an RSA public key (algorithm confusion)', authorization: bearer(await sign(claims(), {}, rsaPublicPem)) },
    { name: 'HS256 keyed with an EC public JWK (algorithm confusion)', authorization: bearer(await sign(claims(), {}, ecPublicJwk)) },
    { name: 'ES256 signed with an attacker key', authorization: bearer(await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256' }).sign(ec.privateKey)) },
    { name: 'a kid header pointing at a file', authorization: bearer(await sign(claims(), { kid: '../../../../../dev/null' }, otherSecret)) },
    { name: 'a kid header carrying SQL', authorization: bearer(await sign(claims(), { kid: "x' union select 'secret" }, otherSecret)) },
    { name: 'an unknown critical header', authorization: bearer(signByHand({ alg: 'HS256', typ: 'JWT', crit: ['exp-override'], 'exp-override': true }, claims(), secret)) },
    { name: 'a critical b64=false header (unencoded payload)', authorization: bearer(signByHand({ alg: 'HS256', b64: false, crit: ['b64'] }, claims(), secret)) },
    { name: 'expired a second ago', authorization: bearer(await sign(claims({ iat: now - 3600, exp: now - 1 }))) },
    { name: 'not valid for another hour (nbf)', authorization: bearer(await sign(claims({ nbf: now + 3600 }))) },
    { name: 'issued an hour from now (iat)', authorization: bearer(await sign(claims({ iat: now + 3600, exp: now + 7200 }))) },
    { name: 'another issuer', authorization: bearer(await sign(claims({ iss: 'someone-else' }))) },
    { name: 'another audience', authorization: bearer(await sign(claims({ aud: 'portal-sellers-admin' }))) },
    { name: 'a report-page token: same key, another audience', authorization: bearer(context.reportPageToken) },
    { name: 'no expiry', authorization: bearer(await sign(claims({ exp: undefined }))) },
    { name: 'no token id', authorization: bearer(await sign(claims({ jti: undefined }))) },
    { name: 'a subject that is no number', authorization: bearer(await sign(claims({ sub: 'admin' }))) },
    { name: 'a subject no account has', authorization: bearer(await sign(claims({ sub: '999999' }))) },
    { name: 'the payload given an admin role, signature kept', authorization: bearer(`${genuineHeader}.${json64({ ...genuineClaims, role: 'admin' })}.${genuineSignature}`) },
    {
      name: "the payload given another seller's user, signature kept",
      authorization: bearer(`${genuineHeader}.${json64({ ...genuineClaims, sub: String(otherSellerUserId) })}.${genuineSignature}`),
    },
    { name: 'the header switched to none, signature kept', authorization: bearer(`${json64({ alg: 'none' })}.${genuinePayload}.${genuineSignature}`) },
    { name: 'truncated by five characters', authorization: bearer(genuine.slice(0, -5)) },
    { name: 'the signature stripped', authorization: bearer(`${genuineHeader}.${genuinePayload}.`) },
    { name: 'an extra segment', authorization: bearer(`${genuine}.AAAA`) },
    { name: 'a signature of another token', authorization: bearer(`${genuineHeader}.${genuinePayload}.${(await sign(claims())).split('.')[2]}`) },
    { name: 'oversized: 64 KB of claims', authorization: bearer(await sign(claims({ pad: 'x'.repeat(64 * 1024) }), {}, otherSecret)) },
    { name: 'revoked by logout', authorization: bearer(context.loggedOut) },
    { name: 'issued before a password change', authorization: bearer(context.issuedBeforePasswordChange) },
    { name: 'of a deactivated account', authorization: bearer(context.ofDeactivatedUser) },
  ];
}
