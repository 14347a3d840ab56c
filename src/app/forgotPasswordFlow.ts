/**
 * The forgot-password flow with its side effects provided from the typed `auth` client. flows.ts
 * imports this module on the first visit to /forgot/password (or on hovering a link to it), so the
 * chart stays out of the login screen's first load.
 */
import type { ApiClients } from '../api/clients.ts';
import { forgotPasswordMachine } from '../../machines/forgotPassword/forgotPassword.machine.ts';
import { createRequestResetLink } from '../../machines/forgotPassword/forgotPassword.actors.ts';

export function createForgotPasswordFlow(api: ApiClients): typeof forgotPasswordMachine {
  return forgotPasswordMachine.provide({
    actors: {
      submit: createRequestResetLink(
        (email, signal) => api.auth.GET('/auth/forgot/password/{email}', { params: { path: { email } }, signal }),
        (code) => console.error('[forgotPassword] reset link request failed, shown as sent:', code),
      ),
    },
  });
}
