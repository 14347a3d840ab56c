import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Flows } from '../app/flows.ts';

export interface RouterContext {
  flows: Flows;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
