/**
 * The login form's `submit`: the credentials go to the auth flow as `auth.login`, and the form
 * learns the verdict from it (signed in, or still signed out: the auth flow shows why).
 */
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { authMachine } from '../auth/auth.machine.ts';
import type { FormSubmitInput, FormSubmitResult } from '../form/form.machine.ts';
import type { LoginValues } from './loginForm.machine.ts';

/** The `submit` actor for `loginFormMachine.provide({ actors })`, sending to the running auth flow. */
export function createSubmitCredentials(auth: ActorRefFrom<typeof authMachine>) {
  return fromPromise<FormSubmitResult<LoginValues, null>, FormSubmitInput<LoginValues, null>>(async ({ input }) => {
    const credentials = { email: input.values.email.trim(), password: input.values.password };
    if (!auth.getSnapshot().can({ type: 'auth.login', ...credentials })) return { outcome: 'refused', code: null, fields: {} };
    auth.send({ type: 'auth.login', ...credentials });
    const answered = await waitFor(auth, (snapshot) => !snapshot.matches({ unauthenticated: 'loggingIn' }));
    return answered.matches('authenticated') ? { outcome: 'accepted', output: null } : { outcome: 'refused', code: null, fields: {} };
  });
}
