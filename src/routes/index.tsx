import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

/** `/` has no screen of its own: it is the home path's alias. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/eiffel', replace: true });
  },
});
