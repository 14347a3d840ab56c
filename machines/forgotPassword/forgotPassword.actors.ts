/**
 * The `submit` of the forgot-password form, built from a port the composition root fills with the
 * typed `auth` client. The expected answers become the form's typed result: accepted (any answer
 * but the two below, since a failure counts as sent; it is logged), refused with RATE_LIMITED
 * (429). A request that never reached the service (no network) is thrown, so the form keeps what
 * was typed and offers to send again.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { FormSubmitInput, FormSubmitResult } from '../form/form.machine.ts';
import { RESET_EMAIL_SENT, type ForgotPasswordRedirect, type ForgotPasswordValues } from './forgotPassword.machine.ts';

/** GET {auth}/auth/forgot/password/{email}, as openapi-fetch answers it. */
export type RequestResetLinkPort = (email: string, signal: AbortSignal) => Promise<{ response: Response; error?: unknown }>;

/** The `submit` actor for `forgotPasswordMachine.provide({ actors })`; `logFailure` hears a failure shown as sent. */
export function createRequestResetLink(request: RequestResetLinkPort, logFailure: (code: string) => void) {
  return fromPromise<FormSubmitResult<ForgotPasswordValues, ForgotPasswordRedirect>, FormSubmitInput<ForgotPasswordValues, null>>(
    async ({ input, signal }) => {
      // The rule trims, so the address sent is the trimmed one.
      let failure: ApiError;
      try {
        const { response, error } = await request(input.values.email.trim(), signal);
        if (response.ok) return { outcome: 'accepted', output: RESET_EMAIL_SENT };
        if (response.status === 429) return { outcome: 'refused', code: 'RATE_LIMITED', fields: {} };
        failure = ApiError.fromBody(error, response.status);
      } catch (thrown) {
        // An HTML page from a proxy counts as an answer; only a request that never left is retried.
        if (!(thrown instanceof ApiError) || thrown.statusCode === 0) throw thrown;
        failure = thrown;
      }
      logFailure(failure.code);
      return { outcome: 'accepted', output: RESET_EMAIL_SENT };
    },
  );
}
