import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated.tsx';

/**
 * /reputation, the seller's reputation on a page of its own (sellers only, by the access table). It
 * uses the home's flow (the reputation card's chart), loaded by the loader as /eiffel loads it; the
 * view comes with reputation.lazy.tsx on the first visit.
 */
export const reputationRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/reputation',
  loader: ({ context }) => context.flows.home(),
}).lazy(() => import('./reputation.lazy.tsx').then((module) => module.reputationLazyRoute));
