/**
 * The real side effects of the auth flow, written against a small port (the shape of an openapi-fetch
 * result) so this folder never sees the HTTP client; the composition root adapts the typed client.
 * Expected answers become typed outcomes the machine's guards branch on; everything else throws an
 * ApiError with its code (network, HTML, 500...).
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { components } from '../../openapi/generated/auth.ts';
import type { components as SellersComponents } from '../../openapi/generated/sellers.ts';
import type { Credentials, LogInOutput, LoginRejection, RestoreSessionOutput, Session } from './auth.machine.ts';

export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface AuthPort {
  readStoredToken(): string | null;
  /** Keeps a new session's token where every later call reads it. */
  storeToken(token: string): void;
  /** GET /auth/session */
  getSession(): Promise<CallResult<Session>>;
  /** POST /auth/login */
  login(credentials: Credentials): Promise<CallResult<components['schemas']['LoginResponse']>>;
  /** POST /auth/logout */
  logout(): Promise<CallResult<unknown>>;
  /** GET /seller-publish-history/get-movements/{sellerId} */
  getPublishHistory(sellerId: number): Promise<CallResult<SellersComponents['schemas']['PublishHistory']>>;
}

/** Login refusals, by status; a 404 counts as 'server connection error', not as bad credentials. */
const LOGIN_REJECTIONS: Record<number, LoginRejection> = {
  401: 'INVALID_CREDENTIALS',
  403: 'USER_WITHOUT_ACCESS',
  404: 'SERVER_CONNECTION_ERROR',
  429: 'RATE_LIMITED',
};

export function createAuthActors(port: AuthPort) {
  return {
    restoreSession: fromPromise<RestoreSessionOutput>(async () => {
      if (!port.readStoredToken()) return { outcome: 'noStoredToken' };
      const result = await port.getSession();
      if (result.response.status === 401) return { outcome: 'tokenRejected' };
      return { outcome: 'restored', session: dataOf(result) };
    }),
    logIn: fromPromise<LogInOutput, Credentials>(async ({ input }) => {
      const result = await port.login(input);
      const rejection = LOGIN_REJECTIONS[result.response.status];
      if (rejection) {
        const retryAfterSeconds = rejection === 'RATE_LIMITED' ? retryAfterOf(result) : undefined;
        return { outcome: 'rejected', error: retryAfterSeconds === undefined ? { code: rejection } : { code: rejection, retryAfterSeconds } };
      }
      const { accessToken, jwtPayload } = dataOf(result);
      // Stored before the machine hears of it: the session's first calls already need the token.
      port.storeToken(accessToken);
      return { outcome: 'signedIn', session: jwtPayload };
    }),
    /** Any failure throws; the machine reads it as "not in the publish history" (false on any error). */
    loadPublishHistory: fromPromise<boolean, { sellerId: number | null }>(async ({ input }) =>
      input.sellerId === null ? false : dataOf(await port.getPublishHistory(input.sellerId)).inPublishHistory,
    ),
    logOut: fromPromise<void>(async () => {
      const result = await port.logout();
      if (!result.response.ok) throw ApiError.fromBody(result.error, result.response.status);
    }),
  };
}

function dataOf<T>(result: CallResult<T>): T {
  if (!result.response.ok || result.data === undefined) throw ApiError.fromBody(result.error, result.response.status);
  return result.data;
}

/** Seconds to wait after a 429: the body's retryAfterSeconds, else the Retry-After header. */
function retryAfterOf(result: CallResult<unknown>): number | undefined {
  const body = result.error as { retryAfterSeconds?: unknown } | undefined;
  if (typeof body?.retryAfterSeconds === 'number') return body.retryAfterSeconds;
  const header = Number(result.response.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? header : undefined;
}
