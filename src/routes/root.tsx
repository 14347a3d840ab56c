import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Flows } from '../app/flows.ts';
import { RouteErrorPage } from '../views/routeError/RouteErrorPage.tsx';
import type { CatalogPart } from '../i18n/messages.ts';

export interface RouterContext {
  flows: Flows;
  /** A part of the locale's catalog (the portal's unless told), fetched once: the pages past the entrance wait for it. */
  catalog: (part?: CatalogPart) => Promise<unknown>;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteErrorPage,
});
