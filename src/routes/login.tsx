import { useCallback } from 'react';
import { createRoute, redirect, useNavigate } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { z } from 'zod/mini';
import { rootRoute } from './root.tsx';
import { LoginPage } from '../views/login/LoginPage.tsx';
import { LOGIN_FLASH_MESSAGES, loginFlashMessageId } from '../../machines/flash/flash.messages.ts';
import type { FlashMessage } from '../../machines/flash/flash.machine.ts';
import { selectIsAuthenticated, selectIsSessionChecked } from '../../machines/auth/auth.selectors.ts';
import { isLocalPath } from './localPath.ts';

/** Where a protected page sent the visitor from: a path of this portal, never another site. */
const localPath = z.string().check(z.refine(isLocalPath));

/**
 * `message` must be one of the known message ids: an unknown one is dropped, so no text typed into
 * a URL is ever displayed (the query names a message, it does not carry one). `type` chooses the
 * colour: success when it says so, danger otherwise (an unknown type reads as a problem).
 */
const loginSearchSchema = z.object({
  redirect: z.catch(z.optional(localPath), undefined),
  type: z.catch(z.optional(z.string()), undefined),
  message: z.catch(z.optional(z.enum(LOGIN_FLASH_MESSAGES)), undefined),
});

const HOME_PATH = '/eiffel';

/**
 * /login (guests only). After signing in, and for a visitor already signed in: the page asked for
 * (redirect), else the page this person was on when the server ended their last session, else home.
 */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearchSchema,
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
