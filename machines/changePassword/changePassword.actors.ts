/**
 * The side effects of the change-password flow, built from ports the composition root fills with
 * the typed `password` client. The expected answers (a valid link, a used or expired one, a changed
 * password) become typed results the charts branch on; anything else is thrown as an ApiError: the
 * server's body rethrown, or the transport failure `guardedFetch` raised (statusCode 0 without
 * network, HTML_RESPONSE).
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { FormSubmitInput, FormSubmitResult } from '../form/form.machine.ts';
import type { PasswordChangeOutcome, PasswordFacts, PasswordValues } from './passwordForm.machine.ts';

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

/** The message id under a field the server refused for a rule the form did not know. */
export const SERVER_REFUSED = 'form.serverRefused';

/**
 * The password form's `submit`. A failure of this call sends the person away (to the login screen
 * with the "expired" flash), so most answers are accepted by the form (changed, or expired with
 * the reason, which the chart logs). Three keep the form and what was typed, since the link has
 * not been consumed: a request that never reached the service (thrown: the form offers to send
 * again), a rate limit (refused with its code) and a password the server's rules refused (refused,
 * under the password field).
 */
export function createChangePassword(change: ChangePasswordPort) {
  return fromPromise<FormSubmitResult<PasswordValues, PasswordChangeOutcome>, FormSubmitInput<PasswordValues, PasswordFacts>>(
    async ({ input, signal }) => {
      const expired = (code: string) => ({ outcome: 'accepted' as const, output: { outcome: 'expired' as const, code } });
      try {
        const { response, data, error } = await change({ password: input.values.password, hash: input.facts.hash }, signal);
        if (response.ok) return data?.result ? { outcome: 'accepted', output: { outcome: 'changed' } } : expired('RESULT_FALSE');
        const refusal = ApiError.fromBody(error, response.status);
        // Too many uses from this address: nothing was changed and the link still works; wait and send again.
        if (response.status === 429) return { outcome: 'refused', code: refusal.code, fields: {} };
        // The server's password rules are the form's, so this only happens when they drift apart: say so under the field.
        if (refusal.code === 'VALIDATION_FAILED' && refusal.details?.some(({ field }) => field === 'body.password')) {
          return { outcome: 'refused', code: null, fields: { password: SERVER_REFUSED } };
        }
        return expired(refusal.code);
      } catch (thrown) {
        if (thrown instanceof ApiError && thrown.statusCode !== 0) return expired(thrown.code);
        throw thrown;
      }
    },
  );
}
