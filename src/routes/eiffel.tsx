import { lazy } from 'react';
import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated.tsx';

const HomePage = lazy(() => import('../views/home/HomePage.tsx').then((module) => ({ default: module.HomePage })));

/** /eiffel, home of the protected area. */
export const eiffelRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/eiffel',
  component: function EiffelRoute() {
    const { flows } = eiffelRoute.useRouteContext();
    return <HomePage auth={flows.auth} />;
  },
});
