import type { FastifyRequest } from 'fastify';

/** Reset tokens and e-mail addresses travel in these paths; logs keep the route, not the secret. */
const SENSITIVE_PATHS: [RegExp, string][] = [
  [/^(\/auth\/validate\/hash\/)[^/?]+/, '$1[redacted]'],
  [/^(\/auth\/forgot\/password\/)[^/?]+/, '$1[redacted]'],
  [/^(\/change\/password\/)[^/?]+/, '$1[redacted]'],
];

export function redactUrl(url: string): string {
  return SENSITIVE_PATHS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), url);
}

/** Pino serializer for `req`: method, redacted URL and caller address; never headers (tokens). */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
