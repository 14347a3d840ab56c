import { lazy, Suspense, useCallback } from 'react';
import { createRoute, Outlet, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { rootRoute } from './root.tsx';

const AuthenticatedLayout = lazy(() =>
  import('../views/layout/AuthenticatedLayout.tsx').then((module) => ({ default: module.AuthenticatedLayout })),
);

/**
 * The protected area (a pathless layout). Its beforeLoad waits until the session check is over
 * (nothing is drawn meanwhile) and sends guests to /login, remembering where they were going.
 */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: async ({ context, location }) => {
    const snapshot = await waitFor(context.flows.auth, (state) => !state.matches('checking'));
    if (!snapshot.matches('authenticated')) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: function AuthenticatedRoute() {
    const { flows } = authenticatedRoute.useRouteContext();
    const navigate = useNavigate();
    // The page on screen (resolved), not one being navigated to: leaving for /logout asks nothing.
    const path = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
    const onEveryServiceClosed = useCallback(() => void navigate({ to: '/logout', replace: true }), [navigate]);
    const onSessionEnded = useCallback(() => void navigate({ to: '/login', replace: true }), [navigate]);
    return (
      <Suspense fallback={null}>
        <AuthenticatedLayout
          auth={flows.auth}
          serviceCurtain={flows.serviceCurtain}
          path={path}
          onEveryServiceClosed={onEveryServiceClosed}
          onSessionEnded={onSessionEnded}
        >
          <Outlet />
        </AuthenticatedLayout>
      </Suspense>
    );
  },
});
