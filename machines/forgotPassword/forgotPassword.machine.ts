/**
 * Forgot password (spec sections 2 and 5): a person types the e-mail of their account and asks for a
 * reset link; the flow ends by sending them to the login screen with a "link sent" flash.
 *
 * Decision on failures. The spec treats any failure of the call as sent, which also keeps the
 * answer from telling whether an e-mail has an account. We keep that for 4xx/5xx answers (and an
 * HTML page from a proxy), but two failures keep the person on the form, with what they typed:
 * - no network (ApiError statusCode 0): the request never left the browser, so claiming "sent"
 *   would be false; the translated network error invites a retry;
 * - 429: the service refused to send anything, and says so to everyone alike, so it reveals nothing
 *   about the account; the person must know no e-mail is coming and that they should wait.
 */
import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../shared/api-error.ts';
import type { RequestResetLinkInput, RequestResetLinkResult } from './forgotPassword.actors.ts';
import {
  FORGOT_PASSWORD_FIELDS,
  validateForgotPasswordForm,
  type ForgotPasswordErrors,
  type ForgotPasswordField,
  type ForgotPasswordValues,
} from './forgotPassword.form.ts';

/** Error codes this flow shows on the form (keys `error.<code>` of the common catalog). */
export type ForgotPasswordSubmitError = 'NETWORK_ERROR' | 'RATE_LIMITED';

export interface ForgotPasswordContext {
  values: ForgotPasswordValues;
  /** A field's error is shown only once it is touched: left by the person, or on a refused submit. */
  touched: Record<ForgotPasswordField, boolean>;
  /** Message ids of the failing rules, recomputed on every change. */
  errors: ForgotPasswordErrors;
  /** The field being typed in; leaving it (for another field or the button) touches it. */
  activeField: ForgotPasswordField | null;
  submitError: ForgotPasswordSubmitError | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.change'; field: ForgotPasswordField; value: string }
  | { type: 'field.blur'; field: ForgotPasswordField }
  | { type: 'form.submit' };

/** Told to the view, which owns the DOM: move the focus to the first field in error. */
export type ForgotPasswordEmitted = { type: 'form.refused'; field: ForgotPasswordField };

/** Where the flow sends the person when it ends: the login screen and its flash message id. */
export interface ForgotPasswordRedirect {
  to: '/login';
  search: { type: 'success'; message: 'resetEmailSent' };
}

const emptyTouched = (): Record<ForgotPasswordField, boolean> => ({ email: false });
const allTouched = (): Record<ForgotPasswordField, boolean> => ({ email: true });

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    emitted: {} as ForgotPasswordEmitted,
    output: {} as ForgotPasswordRedirect,
  },
  actors: {
    /** Placeholder; the composition root provides the call to the auth service. */
    requestResetLink: fromPromise<RequestResetLinkResult, RequestResetLinkInput>(async () => {
      throw new Error('requestResetLink is provided by src/app/flows.ts');
    }),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      // Typing in another field means the person left the previous one: it counts as touched. The
      // DOM's blur says the same a moment earlier; touching twice is harmless.
      const values = { ...context.values, [event.field]: event.value };
      const touched =
        context.activeField && context.activeField !== event.field
          ? { ...context.touched, [context.activeField]: true }
          : context.touched;
      return { values, touched, errors: validateForgotPasswordForm(values), activeField: event.field };
    }),
    touchField: assign(({ context, event }) => {
      assertEvent(event, 'field.blur');
      const touched = { ...context.touched, [event.field]: true };
      if (context.activeField) touched[context.activeField] = true;
      return { touched, activeField: null };
    }),
    leaveActiveField: assign(({ context }) => ({
      touched: context.activeField ? { ...context.touched, [context.activeField]: true } : context.touched,
      activeField: null,
    })),
    touchAllFields: assign({ touched: allTouched }),
    emitRefusal: emit(({ context }) => ({
      type: 'form.refused' as const,
      field: FORGOT_PASSWORD_FIELDS.find((field) => context.errors[field]) ?? 'email',
    })),
    clearSubmitError: assign({ submitError: null }),
    rememberRateLimit: assign({ submitError: 'RATE_LIMITED' as const }),
    rememberNetworkFailure: assign({ submitError: 'NETWORK_ERROR' as const }),
    /** Placeholder; the composition root logs where the portal logs. */
    logFailure: (_, _params: { code: string }) => {},
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(context.errors).length === 0,
    wasRateLimited: (_, { result }: { result: RequestResetLinkResult }) => result.outcome === 'rateLimited',
    isNetworkFailure: (_, { error }: { error: unknown }) => error instanceof ApiError && error.statusCode === 0,
  },
}).createMachine({
  id: 'forgotPassword',
  context: () => {
    const values = { email: '' };
    return { values, touched: emptyTouched(), errors: validateForgotPasswordForm(values), activeField: null, submitError: null };
  },
  initial: 'editing',
  output: ({ event }) => event.output as ForgotPasswordRedirect,
  states: {
    editing: {
      description: 'The form. Also where a network failure or a rate limit brings the person back, with what they typed.',
      initial: 'invalid',
      on: {
        'field.change': { actions: 'changeField' },
        'field.blur': { actions: 'touchField' },
      },
      states: {
        invalid: {
          description: 'Some rule fails: a submit is refused, and shows every error with the focus on the first.',
          always: { guard: 'formIsValid', target: 'valid' },
          on: {
            'form.submit': { actions: ['leaveActiveField', 'touchAllFields', 'emitRefusal'] },
          },
        },
        valid: {
          description: 'Every rule passes: the button is enabled (tag submittable).',
          tags: ['submittable'],
          always: { guard: not('formIsValid'), target: 'invalid' },
          on: {
            'form.submit': { target: '#forgotPassword.submitting', actions: ['leaveActiveField', 'clearSubmitError'] },
          },
        },
      },
    },
    submitting: {
      description: 'Waiting for the auth service; the form is locked so the e-mail sent is the one shown.',
      invoke: {
        id: 'requestResetLink',
        src: 'requestResetLink',
        // The rule trims, so the address sent is the trimmed one.
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: [
          {
            // Nothing was sent: the person must know, and wait before trying again.
            guard: { type: 'wasRateLimited', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: 'rememberRateLimit',
          },
          // Accepted (whether or not the e-mail has an account).
          { target: 'done' },
        ],
        onError: [
          {
            // The request never reached the service: keep the form and offer a retry.
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: 'rememberNetworkFailure',
          },
          {
            // Any other refusal (4xx, 5xx, an HTML page): the spec's "any failure is treated as sent", logged.
            target: 'done',
            actions: { type: 'logFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
          },
        ],
      },
    },
    done: {
      description: 'The link is (treated as) sent: the view goes to the login screen with the flash.',
      type: 'final',
      output: { to: '/login', search: { type: 'success', message: 'resetEmailSent' } } satisfies ForgotPasswordRedirect,
    },
  },
});
