import { lazy, useMemo } from 'react';
import { createRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { menuItemOfPath } from '../../shared/access/menu.ts';
import { mountedModuleOfPath } from '../../shared/modules/registry.ts';
import { authenticatedRoute } from './authenticated.tsx';

const NotFoundPage = lazy(() => import('../views/notFound/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })));
const ModuleArea = lazy(() => import('../views/modules/ModuleArea.tsx').then((module) => ({ default: module.ModuleArea })));

/** What the router keeps in history state beside the page's own (never handed to a module). */
const ROUTER_STATE_KEYS = new Set(['key', '__TSR_key', '__TSR_index']);

/**
 * Every other protected path. A path whose first segment is the prefix of a released module mounts it
 * (modules/<name>/), which draws its own pages under the prefix. Otherwise: the protected area
 * answers 403 for a path the permission table refuses, the layout covers a closed module with its
 * curtain, a module not released yet shows its "not available yet" page, and anything else is
 * "not found".
 */
export const catchAllRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  loader: ({ context, location }) => (mountedModuleOfPath(location.pathname) ? context.flows.moduleLoader() : null),
  component: function CatchAllRoute() {
    const { flows } = catchAllRoute.useRouteContext();
    const loaderLogic = catchAllRoute.useLoaderData();
    const location = useLocation();
    const navigate = useNavigate();
    const host = useMemo(
      () =>
        flows.moduleHost((to, options = {}) => {
          void navigate({ to, replace: options.replace ?? false, ...(options.state ? { state: (previous) => ({ ...previous, ...options.state }) } : {}) });
        }),
      [flows, navigate],
    );
    const module = mountedModuleOfPath(location.pathname);
    if (module && loaderLogic) {
      const state = Object.fromEntries(Object.entries(location.state).filter(([key]) => !ROUTER_STATE_KEYS.has(key)));
      return (
        <ModuleArea
          // One loader per visit of a module: moving between its pages keeps it mounted.
          key={module.key}
          logic={loaderLogic}
          name={module.folder}
          menuTextId={menuItemOfPath(`/${module.key}`)?.textId ?? null}
          host={host}
          path={location.pathname}
          search={location.searchStr.replace(/^\?/, '')}
          state={Object.keys(state).length > 0 ? state : undefined}
        />
      );
    }
    return <NotFoundPage serviceCurtain={flows.serviceCurtain} path={location.pathname} />;
  },
});
