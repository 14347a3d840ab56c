/**
 * The change-password flow with its side effects provided from the typed `password` client.
 * flows.ts imports this module on the first visit to /change/password/$hash, so the chart and the
 * password rules stay out of the login screen's first load.
 */
import type { ApiClients } from '../api/clients.ts';
import { changePasswordMachine } from '../../machines/changePassword/changePassword.machine.ts';
import { createChangePassword, createValidateResetHash } from '../../machines/changePassword/changePassword.actors.ts';
import { passwordFormMachine } from '../../machines/changePassword/passwordForm.machine.ts';

export function createChangePasswordFlow(api: ApiClients): typeof changePasswordMachine {
  return changePasswordMachine.provide({
    actors: {
      validateResetHash: createValidateResetHash((hash, signal) =>
        api.password.GET('/auth/validate/hash/{hash}', { params: { path: { hash } }, signal }),
      ),
      passwordForm: passwordFormMachine.provide({
        actors: { submit: createChangePassword((body, signal) => api.password.POST('/auth/change/password', { body, signal })) },
      }),
    },
    actions: {
      logFailure: (_, { step, code }) => console.error(`[changePassword] ${step} failed:`, code),
    },
  });
}
