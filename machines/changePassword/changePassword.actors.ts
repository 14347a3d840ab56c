/**
 * The side effects of the change-password flow, built from ports the composition root fills with
 * the typed `password` client. The expected answers (a valid link, a used or expired one, a changed
 * password) become typed results the machine's guards branch on; anything else is thrown as an
 * ApiError: the server's body rethrown, or the transport failure `guardedFetch` raised (statusCode 0
 * without network, HTML_RESPONSE).
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';

/** GET {api}/auth/validate/hash/{hash}, as openapi-fetch answers it. */
export type ValidateResetHashPort = (hash: string, signal: AbortSignal) => Promise<{ response: Response; error?: unknown }>;

/** POST {api}/auth/change/password, as openapi-fetch answers it. */
export type ChangePasswordPort = (
  body: { password: string; hash: string },
  signal: AbortSignal,
) => Promise<{ response: Response; data?: { result: boolean }; error?: unknown }>;

/** 410 is the contract's answer for an unknown, used or expired link (code RESET_LINK_EXPIRED). */
const LINK_GONE = 410;

export type ValidateResetHashResult = { outcome: 'valid' } | { outcome: 'expired'; code: string };
export type ChangePasswordResult = { outcome: 'changed' } | { outcome: 'expired'; code: string };

/** The `validateResetHash` actor for `changePasswordMachine.provide({ actors })`. */
export function createValidateResetHash(validate: ValidateResetHashPort) {
  return fromPromise<ValidateResetHashResult, { hash: string }>(async ({ input, signal }) => {
    const { response, error } = await validate(input.hash, signal);
    if (response.ok) return { outcome: 'valid' };
    const refusal = ApiError.fromBody(error, response.status);
    if (response.status === LINK_GONE) return { outcome: 'expired', code: refusal.code };
    throw refusal;
  });
}

/** The `changePassword` actor for `changePasswordMachine.provide({ actors })`. */
export function createChangePassword(change: ChangePasswordPort) {
  return fromPromise<ChangePasswordResult, { hash: string; password: string }>(async ({ input, signal }) => {
    const { response, data, error } = await change({ password: input.password, hash: input.hash }, signal);
    if (response.ok) return data?.result ? { outcome: 'changed' } : { outcome: 'expired', code: 'RESULT_FALSE' };
    const refusal = ApiError.fromBody(error, response.status);
    if (response.status === LINK_GONE) return { outcome: 'expired', code: refusal.code };
    throw refusal;
  });
}
