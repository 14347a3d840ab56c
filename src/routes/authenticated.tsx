import { lazy, Suspense, useCallback, useEffect } from 'react';
import { createRoute, Outlet, redirect, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { selectAccessSubject, selectIsAuthenticated, selectIsSessionSettled } from '../../machines/auth/auth.selectors.ts';
import { mayOpenPath } from '../../shared/access/routeAccess.ts';
import { prefetchModuleKit } from '../app/modules/prefetchModuleKit.ts';
import { rootRoute } from './root.tsx';

const loadLayout = () => import('../views/layout/AuthenticatedLayout.tsx');
const AuthenticatedLayout = lazy(() => loadLayout().then((module) => ({ default: module.AuthenticatedLayout })));
const ForbiddenPage = lazy(() => import('../views/forbidden/ForbiddenPage.tsx').then((module) => ({ default: module.ForbiddenPage })));

/**
 * The login's search for someone sent there from `href`: the page to come back to, except the home,
 * where a sign-in goes anyway (so the page remembered from an ended session may apply).
 */
const loginSearchFor = (href: string): { redirect?: string } => (href === '/eiffel' ? {} : { redirect: href });

/**
 * The protected area (a pathless layout). Its beforeLoad waits until the session check is over, and
 * for a seller until its publish history is known (nothing is drawn meanwhile), and sends guests to
 * /login, remembering where they were going, and for the rest the locale's whole catalog. A path the permission table (shared/access) refuses to
 * the session shows the forbidden page instead of its page, whichever route answers it: the same
 * rule the server enforces with 403.
 */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: async ({ context, location }) => {
    // The shell's chunk comes while the session is checked, not after the page's own chunks.
    void loadLayout().catch(() => undefined);
    const snapshot = await waitFor(context.flows.auth, selectIsSessionSettled);
    if (!selectIsAuthenticated(snapshot)) {
      throw redirect({ to: '/login', search: loginSearchFor(location.href), replace: true });
    }
    await context.catalog();
  },
  component: function AuthenticatedRoute() {
    const { flows } = authenticatedRoute.useRouteContext();
    const navigate = useNavigate();
    const router = useRouter();
    // The page on screen (resolved), not one being navigated to: leaving for /logout asks nothing.
    const path = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
    const subject = useSelector(flows.auth, selectAccessSubject);
    const allowed = subject === null || mayOpenPath(subject, path);
    // Whatever page is open, the modules' kit comes while the browser has nothing else to do.
    useEffect(prefetchModuleKit, []);
    const onEveryServiceClosed = useCallback(() => void navigate({ to: '/logout', replace: true }), [navigate]);
    // The server stopped accepting the session while this page was open: after signing in again, the
    // person comes back here (a page with unsaved changes asks first, through its own blocker).
    const onSessionEnded = useCallback(
      () => void navigate({ to: '/login', search: loginSearchFor(router.state.location.href), replace: true }),
      [navigate, router],
    );
    return (
      <Suspense fallback={null}>
        <AuthenticatedLayout
          auth={flows.auth}
          serviceCurtain={flows.serviceCurtain}
          shell={flows.shell}
          path={path}
          onEveryServiceClosed={onEveryServiceClosed}
          onSessionEnded={onSessionEnded}
        >
          {allowed ? <Outlet /> : <ForbiddenPage />}
        </AuthenticatedLayout>
      </Suspense>
    );
  },
});
