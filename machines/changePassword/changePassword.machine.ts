/**
 * Change password (spec sections 2, 4, 5 and 8): the e-mailed link `/change/password/{hash}` is
 * checked first; if it may be used, the person sets a new password twice. The flow ends on the login
 * screen, with a "password changed" flash or, when the link is expired or refused, an "attempt
 * expired" one (the failure logged).
 *
 * One departure from "any failure redirects": a network failure while sending the new password
 * (ApiError statusCode 0) keeps the form and what was typed, with the translated network error, so
 * the person can retry; the link has not been consumed since the request never reached the server.
 */
import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../shared/api-error.ts';
import type { ChangePasswordResult, ValidateResetHashResult } from './changePassword.actors.ts';
import {
  CHANGE_PASSWORD_FIELDS,
  validateChangePasswordForm,
  type ChangePasswordErrors,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './changePassword.form.ts';

export interface ChangePasswordInput {
  /** The link's token, or null when the route found it malformed. */
  hash: string | null;
}

/** Error codes this flow shows on the form (keys `error.<code>` of the common catalog). */
export type ChangePasswordSubmitError = 'NETWORK_ERROR';

export interface ChangePasswordContext {
  hash: string | null;
  values: ChangePasswordValues;
  /** A field's error is shown only once it is touched: left by the person, or on a refused submit. */
  touched: Record<ChangePasswordField, boolean>;
  /** Message ids of the first failing rule per field, recomputed on every change. */
  errors: ChangePasswordErrors;
  /** The field being typed in; leaving it (for another field or the button) touches it. */
  activeField: ChangePasswordField | null;
  /** Which fields show their characters (the show/hide toggles). */
  revealed: Record<ChangePasswordField, boolean>;
  submitError: ChangePasswordSubmitError | null;
}

export type ChangePasswordEvent =
  | { type: 'field.change'; field: ChangePasswordField; value: string }
  | { type: 'field.blur'; field: ChangePasswordField }
  | { type: 'visibility.toggle'; field: ChangePasswordField }
  | { type: 'form.submit' };

/** Told to the view, which owns the DOM: move the focus to the first field in error. */
export type ChangePasswordEmitted = { type: 'form.refused'; field: ChangePasswordField };

/** Where the flow sends the person when it ends: the login screen and its flash message id. */
export type ChangePasswordRedirect =
  | { to: '/login'; search: { type: 'success'; message: 'passwordChanged' } }
  | { to: '/login'; search: { type: 'error'; message: 'passwordChangeExpired' } };

/** The step whose failure is logged. */
export type ChangePasswordStep = 'checkHash' | 'validateHash' | 'changePassword';

const PASSWORD_CHANGED: ChangePasswordRedirect = { to: '/login', search: { type: 'success', message: 'passwordChanged' } };
const CHANGE_EXPIRED: ChangePasswordRedirect = { to: '/login', search: { type: 'error', message: 'passwordChangeExpired' } };

const refusalCode = (result: ValidateResetHashResult | ChangePasswordResult): string =>
  'code' in result ? result.code : 'UNEXPECTED_RESULT';

const bothFields = (value: boolean): Record<ChangePasswordField, boolean> => ({ password: value, confirmation: value });

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as ChangePasswordEmitted,
    output: {} as ChangePasswordRedirect,
  },
  actors: {
    /** Placeholders; the composition root provides the calls to the password service. */
    validateResetHash: fromPromise<ValidateResetHashResult, { hash: string }>(async () => {
      throw new Error('validateResetHash is provided by src/app/flows.ts');
    }),
    changePassword: fromPromise<ChangePasswordResult, { hash: string; password: string }>(async () => {
      throw new Error('changePassword is provided by src/app/flows.ts');
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
      return { values, touched, errors: validateChangePasswordForm(values), activeField: event.field };
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
    touchAllFields: assign({ touched: () => bothFields(true) }),
    toggleVisibility: assign(({ context, event }) => {
      assertEvent(event, 'visibility.toggle');
      return { revealed: { ...context.revealed, [event.field]: !context.revealed[event.field] } };
    }),
    emitRefusal: emit(({ context }) => ({
      type: 'form.refused' as const,
      field: CHANGE_PASSWORD_FIELDS.find((field) => context.errors[field]) ?? 'password',
    })),
    clearSubmitError: assign({ submitError: null }),
    rememberNetworkFailure: assign({ submitError: 'NETWORK_ERROR' as const }),
    /** Placeholder; the composition root logs where the portal logs (spec section 8: "the error is logged"). */
    logFailure: (_, _params: { step: ChangePasswordStep; code: string }) => {},
  },
  guards: {
    hashIsPresent: ({ context }) => context.hash !== null,
    formIsValid: ({ context }) => Object.keys(context.errors).length === 0,
    linkIsValid: (_, { result }: { result: ValidateResetHashResult }) => result.outcome === 'valid',
    passwordWasChanged: (_, { result }: { result: ChangePasswordResult }) => result.outcome === 'changed',
    isNetworkFailure: (_, { error }: { error: unknown }) => error instanceof ApiError && error.statusCode === 0,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => {
    const values = { password: '', confirmation: '' };
    return {
      hash: input.hash,
      values,
      touched: bothFields(false),
      errors: validateChangePasswordForm(values),
      activeField: null,
      revealed: bothFields(false),
      submitError: null,
    };
  },
  initial: 'validatingHash',
  output: ({ event }) => event.output as ChangePasswordRedirect,
  states: {
    validatingHash: {
      description: 'Asking the service whether the link may still be used, so nobody types a password for nothing.',
      // A malformed token (the route could not read one) cannot be valid: leave at once. The invoked
      // call only starts once this state has settled, so no request is made for it.
      always: {
        guard: not('hashIsPresent'),
        target: 'hashError',
        actions: { type: 'logFailure', params: { step: 'checkHash', code: 'MALFORMED_HASH' } },
      },
      invoke: {
        id: 'validateResetHash',
        src: 'validateResetHash',
        input: ({ context }) => ({ hash: context.hash ?? '' }),
        onDone: [
          { guard: { type: 'linkIsValid', params: ({ event }) => ({ result: event.output }) }, target: 'hashValid' },
          {
            // Unknown, used or expired (410).
            target: 'hashError',
            actions: {
              type: 'logFailure',
              params: ({ event }) => ({ step: 'validateHash' as const, code: refusalCode(event.output) }),
            },
          },
        ],
        // Any other failure, the network included: the spec redirects on a failure of either step.
        onError: {
          target: 'hashError',
          actions: { type: 'logFailure', params: ({ event }) => ({ step: 'validateHash' as const, code: errorCodeOf(event.error) }) },
        },
      },
    },
    hashValid: {
      description: 'The form. Also where a network failure while sending brings the person back, with what they typed.',
      initial: 'invalid',
      on: {
        'field.change': { actions: 'changeField' },
        'field.blur': { actions: 'touchField' },
        'visibility.toggle': { actions: 'toggleVisibility' },
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
            'form.submit': { target: '#changePassword.submitting', actions: ['leaveActiveField', 'clearSubmitError'] },
          },
        },
      },
    },
    submitting: {
      description: 'Sending the new password; the form is locked so what is sent is what is shown.',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ hash: context.hash ?? '', password: context.values.password }),
        onDone: [
          { guard: { type: 'passwordWasChanged', params: ({ event }) => ({ result: event.output }) }, target: 'success' },
          {
            // The link was used or expired meanwhile (410), or the service answered result false.
            target: 'expired',
            actions: {
              type: 'logFailure',
              params: ({ event }) => ({ step: 'changePassword' as const, code: refusalCode(event.output) }),
            },
          },
        ],
        onError: [
          {
            // The request never reached the service: keep the form and offer a retry.
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'hashValid',
            actions: 'rememberNetworkFailure',
          },
          {
            // Any other refusal (400, 429, 5xx, an HTML page): the spec's redirect, logged.
            target: 'expired',
            actions: { type: 'logFailure', params: ({ event }) => ({ step: 'changePassword' as const, code: errorCodeOf(event.error) }) },
          },
        ],
      },
    },
    hashError: {
      description: 'The link cannot be used: the view goes to the login screen with the "expired" flash.',
      type: 'final',
      output: CHANGE_EXPIRED,
    },
    success: {
      description: 'The password is changed: the view goes to the login screen with the "changed" flash.',
      type: 'final',
      output: PASSWORD_CHANGED,
    },
    expired: {
      description: 'The change was refused: the view goes to the login screen with the "expired" flash.',
      type: 'final',
      output: CHANGE_EXPIRED,
    },
  },
});
