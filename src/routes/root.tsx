import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Flows } from '../app/flows.ts';
import { RouteErrorPage } from '../views/routeError/RouteErrorPage.tsx';

export interface RouterContext {
  flows: Flows;
  /** The locale's whole catalog, fetched once: the pages past the entrance wait for it. */
  catalog: () => Promise<unknown>;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteErrorPage,
});
