/**
 * Change password: the e-mailed link `/change/password/{hash}` is
 * checked first; if it may be used, the person sets a new password twice in the password form (the
 * portal's form chart, invoked here). The flow ends on the login screen, with a "password changed"
 * flash or, when the link is expired or refused, an "attempt expired" one (the failure logged).
 *
 * One departure from "any failure redirects": a network failure while sending the new password keeps
 * the form and what was typed (the form's `failed` state), so the person can retry; the link has not
 * been consumed since the request never reached the server.
 */
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { ValidateResetHashResult } from './changePassword.actors.ts';
import { passwordFormMachine, type PasswordChangeOutcome, type PasswordValues } from './passwordForm.machine.ts';

export interface ChangePasswordInput {
  /** The link's token, or null when the route found it malformed. */
  hash: string | null;
}

export interface ChangePasswordContext {
  hash: string | null;
  /** Which fields show their characters (the show/hide toggles). */
  revealed: Record<keyof PasswordValues, boolean>;
}

export type ChangePasswordEvent = { type: 'visibility.toggle'; field: keyof PasswordValues };

/** Where the flow sends the person when it ends: the login screen and its flash message id. */
export type ChangePasswordRedirect =
  | { to: '/login'; search: { type: 'success'; message: 'passwordChanged' } }
  | { to: '/login'; search: { type: 'error'; message: 'passwordChangeExpired' } };

/** The step whose failure is logged. */
export type ChangePasswordStep = 'checkHash' | 'validateHash' | 'changePassword';

const PASSWORD_CHANGED: ChangePasswordRedirect = { to: '/login', search: { type: 'success', message: 'passwordChanged' } };
const CHANGE_EXPIRED: ChangePasswordRedirect = { to: '/login', search: { type: 'error', message: 'passwordChangeExpired' } };

export const EMPTY_PASSWORDS: PasswordValues = { password: '', confirmation: '' };

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    output: {} as ChangePasswordRedirect,
    children: {} as { passwordForm: 'passwordForm'; validateResetHash: 'validateResetHash' },
  },
  actors: {
    /** Placeholder; the composition root provides the call to the password service. */
    validateResetHash: fromPromise<ValidateResetHashResult, { hash: string }>(async () => {
      throw new Error('validateResetHash is provided by src/app/changePasswordFlow.ts');
    }),
    /** The form; the composition root provides its `submit` (the call that changes the password). */
    passwordForm: passwordFormMachine,
  },
  actions: {
    toggleVisibility: assign(({ context, event }) => {
      assertEvent(event, 'visibility.toggle');
      return { revealed: { ...context.revealed, [event.field]: !context.revealed[event.field] } };
    }),
    /** Placeholder; the composition root logs where the portal logs (every failure of either step). */
    logFailure: (_, _params: { step: ChangePasswordStep; code: string }) => {},
  },
  guards: {
    hashIsPresent: ({ context }) => context.hash !== null,
    linkIsValid: (_, { result }: { result: ValidateResetHashResult }) => result.outcome === 'valid',
    passwordWasChanged: (_, { outcome }: { outcome: PasswordChangeOutcome }) => outcome.outcome === 'changed',
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ hash: input.hash, revealed: { password: false, confirmation: false } }),
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
              params: ({ event }) => ({ step: 'validateHash' as const, code: 'code' in event.output ? event.output.code : 'UNEXPECTED_RESULT' }),
            },
          },
        ],
        // Any other failure, the network included: a failure of either step redirects to the login screen.
        onError: {
          target: 'hashError',
          actions: { type: 'logFailure', params: ({ event }) => ({ step: 'validateHash' as const, code: errorCodeOf(event.error) }) },
        },
      },
    },
    hashValid: {
      description: 'The link may be used: the password form (a child) takes the new password; it ends once the service answered.',
      invoke: {
        id: 'passwordForm',
        src: 'passwordForm',
        input: ({ context }) => ({ values: EMPTY_PASSWORDS, facts: { hash: context.hash ?? '' } }),
        onDone: [
          { guard: { type: 'passwordWasChanged', params: ({ event }) => ({ outcome: event.output }) }, target: 'success' },
          {
            // The link was used or expired meanwhile (410), the service answered result false, or failed.
            target: 'expired',
            actions: {
              type: 'logFailure',
              params: ({ event }) => ({ step: 'changePassword' as const, code: 'code' in event.output ? event.output.code : 'UNEXPECTED_RESULT' }),
            },
          },
        ],
      },
      on: { 'visibility.toggle': { actions: 'toggleVisibility' } },
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
