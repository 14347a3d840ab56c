import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated.tsx';

/**
 * /eiffel, home of the protected area (by role and publish history). Its flow (the reputation card
 * and report frames) is loaded by the loader and the view by eiffel.lazy.tsx, on the first visit.
 */
export const eiffelRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/eiffel',
  loader: ({ context }) => context.flows.home(),
}).lazy(() => import('./eiffel.lazy.tsx').then((module) => module.eiffelLazyRoute));
