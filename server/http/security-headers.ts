import { randomFillSync } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-response nonce allowed by the CSP for `<style>` (Emotion in the client, the mailbox page). */
    cspNonce: string;
    /** Origins besides this one whose pages the portal may frame (the Metabase instance), space-separated. */
    cspFrameSources: string;
    /** Origins besides this one the portal's scripts may call (the configured service base URLs), space-separated. */
    cspConnectSources: string;
  }
}

const NONCE_BYTES = 16;
/**
 * Random bytes for nonces, drawn from the CSPRNG 4 KiB at a time: every answer carries a nonce, and
 * a `randomBytes(16)` call per answer cost more than all the other headers together. Each byte
 * serves one nonce only.
 */
const noncePool = Buffer.alloc(256 * NONCE_BYTES);
let noncePoolOffset = noncePool.length;

/** A fresh CSP nonce: 16 random bytes, base64. */
export function newCspNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** The nonce of this request's answer, created on first use. */
export function cspNonceOf(request: FastifyRequest): string {
  if (!request.cspNonce) request.cspNonce = newCspNonce();
  return request.cspNonce;
}

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'nonce-%NONCE%'",
  // blob: a seller application's proof picture, fetched with the token (modules/applications).
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // blob: the terms PDF and an application's proof PDF, fetched with the token and embedded from an object URL.
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const [CSP_BEFORE_NONCE = '', CSP_AFTER_NONCE = ''] = CSP_DIRECTIVES.split('%NONCE%');

export function contentSecurityPolicy(nonce: string, framing: Framing = 'none', frameSources = '', connectSources = ''): string {
  let policy = CSP_BEFORE_NONCE + nonce + CSP_AFTER_NONCE;
  if (frameSources !== '') policy = policy.replace("frame-src 'self' blob:", `frame-src 'self' blob: ${frameSources}`);
  if (connectSources !== '') policy = policy.replace("connect-src 'self'", `connect-src 'self' ${connectSources}`);
  return framing === 'none' ? policy : policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
}

/** Who may show an answer in a frame: nobody, or pages of this origin (the builtin report pages only). */
export type Framing = 'none' | 'self';

const sameOriginFrameable = new WeakSet<FastifyRequest>();

/**
 * Lets this one answer be framed by pages of this origin (`frame-ancestors 'self'`, X-Frame-Options
 * SAMEORIGIN). Only the builtin report pages (server/metrics) call it; every other answer stays
 * unframeable.
 */
export function allowSameOriginFraming(request: FastifyRequest): void {
  sameOriginFrameable.add(request);
}

const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The security headers of an answer with this CSP nonce (HSTS only over TLS); the cache policy aside. */
export function securityHeaders(
  nonce: string,
  https: boolean,
  framing: Framing = 'none',
  frameSources = '',
  connectSources = '',
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(nonce, framing, frameSources, connectSources),
    'x-content-type-options': 'nosniff',
    // same-origin: the reset link's token in the URL must never reach another site as a Referer.
    'referrer-policy': 'same-origin',
    'x-frame-options': framing === 'self' ? 'SAMEORIGIN' : 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The security headers of one answer. Answers that did not choose a cache policy (API and
 * mailbox) get `no-store`: they carry sessions, reset links and personal data.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const framing = sameOriginFrameable.has(request) ? 'self' : 'none';
  reply.headers(securityHeaders(cspNonceOf(request), request.protocol === 'https', framing, request.cspFrameSources, request.cspConnectSources));
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

/**
 * Security headers on every answer: API, client, mailbox, errors. `frameSources`: other origins the
 * portal's pages may frame (the Metabase instance of the embedded reports, when configured);
 * `connectSources`: other origins its scripts may call (services deployed apart from this one).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  { frameSources = [], connectSources = [] }: { frameSources?: readonly string[]; connectSources?: readonly string[] } = {},
): void {
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('cspFrameSources', frameSources.join(' '));
  app.decorateRequest('cspConnectSources', connectSources.join(' '));
  // A callback hook, not an async one: it runs on every answer, and a promise per answer is measurable.
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply);
    done(null, payload);
  });
}
