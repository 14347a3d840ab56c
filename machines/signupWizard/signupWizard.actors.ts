/**
 * The side effect of the sign-up wizard: sending the application (POST {base}/web-hooks/register-form),
 * built from a port the composition root fills with the typed `onboarding` client. Every answer of
 * the service is an expected one and comes back typed; only a transport failure (no network, an
 * HTML page) is thrown, as the ApiError `guardedFetch` raised.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { SignupData } from '../../shared/onboarding/steps.ts';
import { toRegisterPayload } from '../../shared/onboarding/payload.ts';

/** The request body the contract takes (RegisterFormRequest). */
export type RegisterFormBody = ReturnType<typeof toRegisterPayload>;

/** POST {base}/web-hooks/register-form, as openapi-fetch answers it. */
export type SubmitApplicationPort = (
  body: RegisterFormBody,
  idempotencyKey: string,
  signal: AbortSignal,
) => Promise<{ response: Response; data?: { confirmationSentTo: string }; error?: unknown }>;

export interface SubmitApplicationInput {
  data: SignupData;
  /** The same for every resend of the same data (the server answers a repeat with the first answer). */
  idempotencyKey: string;
}

/** How long to wait when the server gives no Retry-After with its 409. */
const DEFAULT_RETRY_AFTER_MS = 1000;
/** Never wait longer than this for a first request to finish, whatever Retry-After says. */
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * The answers of the service: stored (201, or the replay of the first 201 for this key); the first
 * request with this key is still being processed (409: try again after Retry-After); refused
 * (anything else: the error code, with the status).
 */
export type SubmitApplicationResult =
  | { ok: true; confirmationSentTo: string }
  | { ok: false; reason: 'IDEMPOTENCY_IN_PROGRESS'; retryAfterMs: number }
  | { ok: false; reason: string; status: number };

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
}

/** The `submitApplication` actor for `signupWizardMachine.provide({ actors })`. */
export function createSubmitApplication(submit: SubmitApplicationPort) {
  return fromPromise<SubmitApplicationResult, SubmitApplicationInput>(async ({ input, signal }) => {
    const { response, data, error } = await submit(toRegisterPayload(input.data), input.idempotencyKey, signal);
    if (response.status === 201) {
      return { ok: true, confirmationSentTo: data?.confirmationSentTo ?? input.data.contact.comertialAreaEmail };
    }
    const refusal = ApiError.fromBody(error, response.status);
    if (response.status === 409 && refusal.code === 'IDEMPOTENCY_IN_PROGRESS') {
      return { ok: false, reason: 'IDEMPOTENCY_IN_PROGRESS', retryAfterMs: retryAfterMs(response) };
    }
    return { ok: false, reason: refusal.code, status: response.status };
  });
}
