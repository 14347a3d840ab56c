import { lazy, Suspense, useCallback } from 'react';
import { createRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { selectIsSessionChecked, selectIsUnauthenticated } from '../../machines/auth/auth.selectors.ts';
import { rootRoute } from './root.tsx';

const LogoutPage = lazy(() => import('../views/logout/LogoutPage.tsx').then((module) => ({ default: module.LogoutPage })));

/** /logout: performs the logout, then goes to /login. A guest has nothing to end and goes there at once. */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  beforeLoad: async ({ context }) => {
    const snapshot = await waitFor(context.flows.auth, selectIsSessionChecked);
    if (selectIsUnauthenticated(snapshot)) throw redirect({ to: '/login', replace: true });
  },
  component: function LogoutRoute() {
    const { flows } = logoutRoute.useRouteContext();
    const navigate = useNavigate();
    const router = useRouter();
    const onLoggedOut = useCallback(() => {
      void navigate({ to: '/login', search: { type: 'success', message: 'loggedOut' }, replace: true });
    }, [navigate]);
    const onStay = useCallback(() => {
      if (router.history.canGoBack()) router.history.back();
      else void navigate({ to: '/eiffel', replace: true });
    }, [navigate, router]);
    return (
      <Suspense fallback={null}>
        <LogoutPage auth={flows.auth} onLoggedOut={onLoggedOut} onStay={onStay} />
      </Suspense>
    );
  },
});
