import type { components } from '../../openapi/generated/auth.ts';

/** The common Error shape of openapi/common.yaml. */
export type ErrorBody = components['schemas']['Error'];

/**
 * An expected failure a handler throws; the error handler answers it as the common Error shape.
 * `message` is the catalogue's fixed English text, `code` the stable id the client translates.
 */
export class ApiProblem extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: ErrorBody['details'];
  readonly retryAfterSeconds?: number;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    extra: { details?: ErrorBody['details']; retryAfterSeconds?: number; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiProblem';
    this.statusCode = statusCode;
    this.code = code;
    if (extra.details) this.details = extra.details;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
    this.headers = extra.headers ?? {};
  }

  get body(): ErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
    };
  }

  static validation(details: NonNullable<ErrorBody['details']>, message = 'The request does not match the contract'): ApiProblem {
    return new ApiProblem(400, 'VALIDATION_FAILED', message, { details });
  }

  static unauthorized(): ApiProblem {
    return new ApiProblem(401, 'UNAUTHORIZED', 'Unauthorized', { headers: { 'www-authenticate': 'Bearer realm="portal-sellers"' } });
  }

  static forbidden(): ApiProblem {
    return new ApiProblem(403, 'FORBIDDEN', 'Your role may not use this operation');
  }

  static notFound(message = 'Not found'): ApiProblem {
    return new ApiProblem(404, 'NOT_FOUND', message);
  }

  static tooManyRequests(retryAfterSeconds: number): ApiProblem {
    return new ApiProblem(429, 'TOO_MANY_REQUESTS', 'Too many attempts, try again later', {
      retryAfterSeconds,
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }

  /** The database is away: the client may try again in a few seconds; nothing was changed. */
  static serviceUnavailable(retryAfterSeconds = 5): ApiProblem {
    return new ApiProblem(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable, try again shortly', {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }

  static notImplemented(operationId: string): ApiProblem {
    return new ApiProblem(501, 'NOT_IMPLEMENTED', `${operationId} is not available yet`);
  }
}
