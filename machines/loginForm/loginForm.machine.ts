/**
 * The login form: the typed (or autofilled) e-mail and password, which fields were touched, and
 * whether the credentials may be sent. It sends nothing itself: `submitCredentials` is provided by
 * the composition root, which hands the credentials to the auth flow.
 */
import { assertEvent, assign, setup } from 'xstate';
import { loginFieldErrors } from '../../shared/validation/login.ts';

export type LoginField = 'email' | 'password';

export interface LoginFormContext {
  email: string;
  password: string;
  /** A field's error is shown only once the field was left (spec section 5). */
  touched: Record<LoginField, boolean>;
}

export type LoginFormEvent =
  | { type: 'loginForm.edit'; field: LoginField; value: string }
  | { type: 'loginForm.blur'; field: LoginField }
  /** The browser filled the fields in without typing events; the view read their values. */
  | { type: 'loginForm.autofill'; email: string; password: string }
  | { type: 'loginForm.submit' };

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
  },
  actions: {
    keepValue: assign(({ context, event }) => {
      assertEvent(event, 'loginForm.edit');
      return { ...context, [event.field]: event.value };
    }),
    markTouched: assign({
      touched: ({ context, event }) => {
        assertEvent(event, 'loginForm.blur');
        return { ...context.touched, [event.field]: true };
      },
    }),
    keepAutofill: assign(({ event }) => {
      assertEvent(event, 'loginForm.autofill');
      return { email: event.email, password: event.password };
    }),
    /** Hands the credentials to the auth flow; provided by the composition root. */
    submitCredentials: (_, _params: { email: string; password: string }) => {},
  },
  guards: {
    /** Judged on the values the edit leaves (guards run before the edit is assigned). */
    editLeavesCredentialsValid: ({ context, event }) => {
      assertEvent(event, 'loginForm.edit');
      return credentialsValid({ ...context, [event.field]: event.value });
    },
    autofillLeavesCredentialsValid: ({ event }) => {
      assertEvent(event, 'loginForm.autofill');
      return credentialsValid(event);
    },
  },
}).createMachine({
  id: 'loginForm',
  context: { email: '', password: '', touched: { email: false, password: false } },
  initial: 'pristine',
  on: {
    'loginForm.edit': [
      { guard: 'editLeavesCredentialsValid', target: '.editing.valid', actions: 'keepValue' },
      { target: '.editing.invalid', actions: 'keepValue' },
    ],
    'loginForm.autofill': [
      { guard: 'autofillLeavesCredentialsValid', target: '.editing.valid', actions: 'keepAutofill' },
      { target: '.editing.invalid', actions: 'keepAutofill' },
    ],
    'loginForm.blur': { actions: 'markTouched' },
  },
  states: {
    // Why: submit stays disabled until the form is changed (spec: "changed and valid").
    pristine: {},
    // Every change is judged by the shared login schema (shared/validation/login.ts).
    editing: {
      initial: 'invalid',
      states: {
        invalid: {},
        valid: {
          on: {
            'loginForm.submit': {
              actions: { type: 'submitCredentials', params: ({ context }) => ({ email: context.email.trim(), password: context.password }) },
            },
          },
        },
      },
    },
  },
});

function credentialsValid(values: { email: string; password: string }): boolean {
  return Object.keys(loginFieldErrors({ email: values.email, password: values.password })).length === 0;
}
