import { lazy } from 'react';
import { createRoute, useLocation } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated.tsx';

const NotFoundPage = lazy(() => import('../views/notFound/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })));

/**
 * Every other protected path. Sub-applications will answer their own prefixes; until then the
 * protected area answers 403 for a path the permission table refuses, the layout covers a closed
 * module with its curtain, a module not released yet shows its "not available yet" page, and
 * anything else is "not found".
 */
export const catchAllRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  component: function CatchAllRoute() {
    const { flows } = catchAllRoute.useRouteContext();
    const path = useLocation({ select: (location) => location.pathname });
    return <NotFoundPage serviceCurtain={flows.serviceCurtain} path={path} />;
  },
});
