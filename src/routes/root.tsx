import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Flows } from '../app/flows.ts';
import { RouteErrorPage } from '../views/routeError/RouteErrorPage.tsx';

export interface RouterContext {
  flows: Flows;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteErrorPage,
});
