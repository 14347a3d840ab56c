import { lazy } from 'react';
import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated.tsx';

const NotFoundPage = lazy(() => import('../views/notFound/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })));

/**
 * Every other protected path. Sub-applications will answer their own prefixes; until then a path of
 * a closed module shows its curtain (the layout draws it) and anything else is "not found".
 */
export const catchAllRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  component: function CatchAllRoute() {
    const { flows } = catchAllRoute.useRouteContext();
    return <NotFoundPage serviceCurtain={flows.serviceCurtain} />;
  },
});
