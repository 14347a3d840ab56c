import { useCallback } from 'react';
import { createRoute, redirect, useNavigate } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { rootRoute } from './root.tsx';
import { LoginPage } from '../views/login/LoginPage.tsx';
import { LOGIN_FLASH_MESSAGES, loginFlashMessageId, type LoginFlashMessage } from '../../machines/flash/flash.messages.ts';
import type { FlashMessage } from '../../machines/flash/flash.machine.ts';
import { selectIsAuthenticated, selectIsSessionChecked } from '../../machines/auth/auth.selectors.ts';
import { isLocalPath } from './localPath.ts';

interface LoginSearch {
  /** Where a protected page sent the visitor from: a path of this portal, never another site. */
  redirect?: string | undefined;
  type?: string | undefined;
  message?: LoginFlashMessage | undefined;
}

const isLoginFlashMessage = (value: unknown): value is LoginFlashMessage =>
  typeof value === 'string' && (LOGIN_FLASH_MESSAGES as readonly string[]).includes(value);

/**
 * `message` must be one of the known message ids: an unknown one is dropped, so no text typed into
 * a URL is ever displayed (the query names a message, it does not carry one). `type` chooses the
 * colour: success when it says so, danger otherwise (an unknown type reads as a problem). Anything
 * unusable reads as absent rather than refused, so a mangled link still opens the login. Every key is
 * answered, `undefined` included: the router lays this answer over the raw query, so a key left out
 * would keep whatever the address said.
 */
function validateLoginSearch({ redirect, type, message }: Record<string, unknown>): LoginSearch {
  return {
    redirect: typeof redirect === 'string' && isLocalPath(redirect) ? redirect : undefined,
    type: typeof type === 'string' ? type : undefined,
    message: isLoginFlashMessage(message) ? message : undefined,
  };
}

const HOME_PATH = '/eiffel';

/**
 * /login (guests only). After signing in, and for a visitor already signed in: the page asked for
 * (redirect), else the page this person was on when the server ended their last session, else home.
 */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ context, search }) => {
    const snapshot = await waitFor(context.flows.auth, selectIsSessionChecked);
    if (selectIsAuthenticated(snapshot)) throw redirect({ href: search.redirect ?? context.flows.takeRememberedRoute() ?? HOME_PATH, replace: true });
  },
  component: function LoginRoute() {
    const { flows } = loginRoute.useRouteContext();
    const search = loginRoute.useSearch();
    const navigate = useNavigate();
    const flashRequest: FlashMessage | null = search.message
      ? { type: search.type === 'success' ? 'success' : 'danger', messageId: loginFlashMessageId(search.message) }
      : null;
    const onFlashShown = useCallback(() => {
      void navigate({ to: '/login', search: (previous) => ({ redirect: previous.redirect }), replace: true });
    }, [navigate]);
    const onAuthenticated = useCallback(() => {
      void navigate({ href: search.redirect ?? flows.takeRememberedRoute() ?? HOME_PATH, replace: true });
    }, [navigate, search.redirect, flows]);
    return (
      <LoginPage
        auth={flows.auth}
        serviceCurtain={flows.serviceCurtain}
        flash={flows.flash}
        loginForm={flows.loginForm}
        flashRequest={flashRequest}
        onFlashShown={onFlashShown}
        onAuthenticated={onAuthenticated}
      />
    );
  },
});
