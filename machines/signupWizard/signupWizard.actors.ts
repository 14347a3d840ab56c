/**
 * The side effects of the sign-up wizard: sending the application (POST {base}/web-hooks/register-form),
 * built from a port the composition root fills with the typed `onboarding` client. Every answer of
 * the service is an expected one and comes back typed; only a transport failure (no network, an
 * HTML page) is thrown, as the ApiError `guardedFetch` raised.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import { isSignupErrorCode, type SignupErrorCode } from '../../shared/onboarding/errors.ts';
import { findQuestion, SHOWS_SECOND_PARTNER_QUESTION } from '../../shared/onboarding/questions.ts';
import type { FormStepKey, SignupData } from '../../shared/onboarding/steps.ts';
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
const MAX_IN_PROGRESS_WAIT_MS = 10_000;
/** How long a rate limit lasts when the server does not say (the contract's window is an hour). */
const DEFAULT_RATE_LIMIT_MS = 60 * 60 * 1000;

/**
 * What the server refused of the application: the step and field that hold the refused answer, and
 * the rule's code (`serverRefused` when the server named none the wizard knows). `step` is null when
 * the answer could not be located (the wizard then goes to the summary).
 */
export interface ServerRefusal {
  step: FormStepKey | null;
  field: string | null;
  code: SignupErrorCode;
}

/**
 * The answers of the service:
 * - stored: 201, or the replay of the first 201 for this key;
 * - inProgress: 409, the first request with this key is still being processed; resend after Retry-After;
 * - refused: 400 (a broken rule) or 422 (a name or e-mail taken) naming an answer the applicant can fix;
 * - rateLimited: 429, nothing is processed until `retryAt` (epoch ms);
 * - keyReused: 422, this key was sent with other data (send as a new application);
 * - failed: anything else (5xx...), with its code and status: the same data may be sent again.
 */
export type SubmitApplicationResult =
  | { outcome: 'stored'; confirmationSentTo: string }
  | { outcome: 'inProgress'; retryAfterMs: number }
  | { outcome: 'refused'; refusal: ServerRefusal }
  | { outcome: 'rateLimited'; retryAfterMs: number; retryAt: number }
  | { outcome: 'keyReused' }
  | { outcome: 'failed'; code: string; status: number };

function retryAfterSeconds(response: Response, refusal: ApiError): number | null {
  const header = Number(response.headers.get('Retry-After'));
  if (Number.isFinite(header) && header > 0) return header;
  return refusal.retryAfterSeconds && refusal.retryAfterSeconds > 0 ? refusal.retryAfterSeconds : null;
}

const ANSWER_FIELD = /^body\.payload\.(\d+)\.response$/;

/** Where the first detail of a 400/422 points: the answer's step and field, and the rule's code. */
export function locateRefusal(refusal: ApiError, body: RegisterFormBody): ServerRefusal | null {
  for (const detail of refusal.details ?? []) {
    // The server starts each message with the rule's code: 'unknownOption (1.5 Código ...): ...'.
    const named = detail.message.split(/[\s(:]/, 1)[0];
    const code: SignupErrorCode = isSignupErrorCode(named) ? named : 'serverRefused';
    if (detail.field === 'body.proofFile') return { step: 'bank', field: 'proofFile', code };
    const index = ANSWER_FIELD.exec(detail.field)?.[1];
    const number = index === undefined ? undefined : body.payload[Number(index)]?.question;
    const question = number === undefined || number === SHOWS_SECOND_PARTNER_QUESTION ? undefined : findQuestion(number);
    if (question) return { step: question.step, field: question.field, code };
  }
  return refusal.details?.length ? { step: null, field: null, code: 'serverRefused' } : null;
}

/** The `submitApplication` actor for `signupWizardMachine.provide({ actors })`; `now` reads the clock. */
export function createSubmitApplication(submit: SubmitApplicationPort, now: () => number = Date.now) {
  return fromPromise<SubmitApplicationResult, SubmitApplicationInput>(async ({ input, signal }) => {
    const body = toRegisterPayload(input.data);
    const { response, data, error } = await submit(body, input.idempotencyKey, signal);
    if (response.status === 201) {
      return { outcome: 'stored', confirmationSentTo: data?.confirmationSentTo ?? input.data.contact.comertialAreaEmail };
    }
    const refusal = ApiError.fromBody(error, response.status);
    if (response.status === 409 && refusal.code === 'IDEMPOTENCY_IN_PROGRESS') {
      const seconds = retryAfterSeconds(response, refusal);
      return { outcome: 'inProgress', retryAfterMs: Math.min(seconds === null ? DEFAULT_RETRY_AFTER_MS : seconds * 1000, MAX_IN_PROGRESS_WAIT_MS) };
    }
    if (response.status === 422 && refusal.code === 'IDEMPOTENCY_KEY_REUSED') return { outcome: 'keyReused' };
    if (response.status === 429) {
      const seconds = retryAfterSeconds(response, refusal);
      const retryAfterMs = seconds === null ? DEFAULT_RATE_LIMIT_MS : seconds * 1000;
      return { outcome: 'rateLimited', retryAfterMs, retryAt: now() + retryAfterMs };
    }
    if (response.status === 400 || response.status === 422) {
      const located = locateRefusal(refusal, body);
      if (located) return { outcome: 'refused', refusal: located };
    }
    return { outcome: 'failed', code: refusal.code, status: response.status };
  });
}

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only on secure pages (https, localhost); on
 * any other the same UUID is built from `crypto.getRandomValues`, which every page has.
 */
export function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The `newIdempotencyKey` actor: a random UUID, made outside the chart; it cannot fail. */
export function createNewIdempotencyKey(makeKey: () => string = randomUuid) {
  return fromPromise<string>(async () => makeKey());
}
