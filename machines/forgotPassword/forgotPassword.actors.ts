/**
 * The side effect of the forgot-password flow, built from a port the composition root fills with
 * the typed `auth` client. The expected answers (accepted, rate limited) become a typed result the
 * machine's guards branch on; anything else is thrown as an ApiError: the server's body rethrown, or
 * the transport failure `guardedFetch` raised (statusCode 0 without network, HTML_RESPONSE).
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';

/** GET {auth}/auth/forgot/password/{email}, as openapi-fetch answers it. */
export type RequestResetLinkPort = (email: string, signal: AbortSignal) => Promise<{ response: Response; error?: unknown }>;

export interface RequestResetLinkInput {
  email: string;
}

/** The expected answers of the auth service: the link is on its way, or too many requests. */
export type RequestResetLinkResult = { outcome: 'accepted' } | { outcome: 'rateLimited' };

/** The `requestResetLink` actor for `forgotPasswordMachine.provide({ actors })`. */
export function createRequestResetLink(request: RequestResetLinkPort) {
  return fromPromise<RequestResetLinkResult, RequestResetLinkInput>(async ({ input, signal }) => {
    const { response, error } = await request(input.email, signal);
    if (response.ok) return { outcome: 'accepted' };
    if (response.status === 429) return { outcome: 'rateLimited' };
    throw ApiError.fromBody(error, response.status);
  });
}
