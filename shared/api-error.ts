/**
 * The error catalogue of the client layer: every failed call becomes an ApiError, so machines
 * branch on `statusCode` and `code`, and views translate `code`.
 */
export const NETWORK_ERROR_MESSAGE = 'Network not connected. Verify your internet connexion.';
export const HTML_RESPONSE_MESSAGE = 'Received HTML response instead of JSON';
export const TIMEOUT_MESSAGE = 'The server did not answer in time';

export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: { field: string; message: string }[];
  retryAfterSeconds?: number;
}

export class ApiError extends Error implements ApiErrorBody {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: { field: string; message: string }[];
  readonly retryAfterSeconds?: number;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = body.code;
    if (body.details) this.details = body.details;
    if (body.retryAfterSeconds !== undefined) this.retryAfterSeconds = body.retryAfterSeconds;
  }

  static network(): ApiError {
    return new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }

  /** The call gave up waiting (statusCode 0, like a network failure: no answer was read). */
  static timeout(): ApiError {
    return new ApiError({ statusCode: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  }

  static htmlResponse(status: number): ApiError {
    return new ApiError({ statusCode: status, code: 'HTML_RESPONSE', message: HTML_RESPONSE_MESSAGE });
  }

  /** The server's parsed body, rethrown as it came (falls back to the status when the body is not ours). */
  static fromBody(body: unknown, status: number): ApiError {
    if (isErrorBody(body)) return new ApiError(body);
    return new ApiError({ statusCode: status, code: 'UNEXPECTED_RESPONSE', message: `Unexpected response ${status}` });
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.statusCode === 'number' && typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

/** The stable code of any thrown value, for machines that keep codes rather than messages. */
export function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'UNEXPECTED_ERROR';
}
