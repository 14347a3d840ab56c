/**
 * The login form's `submit`: the credentials go to the auth flow as `auth.login`, and the form
 * learns the verdict from it: signed in (accepted); refused by the service (refused, with the
 * rejection's code); or no verdict (no network, a server failure: thrown with its code, so the form
 * is `failed` and the same credentials may be sent again). The auth flow shows the message.
 */
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { authMachine, LoginRejection } from '../auth/auth.machine.ts';
import type { FormSubmitInput, FormSubmitResult } from '../form/form.machine.ts';
import type { LoginValues } from './loginForm.machine.ts';

/** The refusals the service means (a verdict on these credentials), as opposed to failures. */
const REJECTIONS: readonly string[] = ['INVALID_CREDENTIALS', 'USER_WITHOUT_ACCESS', 'SERVER_CONNECTION_ERROR', 'RATE_LIMITED'] satisfies LoginRejection[];

/** The `submit` actor for `loginFormMachine.provide({ actors })`, sending to the running auth flow. */
export function createSubmitCredentials(auth: ActorRefFrom<typeof authMachine>) {
  return fromPromise<FormSubmitResult<LoginValues, null>, FormSubmitInput<LoginValues, null>>(async ({ input }) => {
    const credentials = { email: input.values.email.trim(), password: input.values.password };
    // A login already under way (or a session check): nothing was sent, nothing was refused.
    if (!auth.getSnapshot().can({ type: 'auth.login', ...credentials })) return { outcome: 'refused', code: null, fields: {} };
    auth.send({ type: 'auth.login', ...credentials });
    const answered = await waitFor(auth, (snapshot) => !snapshot.matches({ unauthenticated: 'loggingIn' }));
    if (answered.matches('authenticated')) return { outcome: 'accepted', output: null };
    const code = answered.context.loginError?.code ?? 'UNEXPECTED_ERROR';
    if (REJECTIONS.includes(code)) return { outcome: 'refused', code, fields: {} };
    throw new ApiError({ statusCode: 0, code, message: `Login reached no verdict: ${code}` });
  });
}
