import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated.tsx';

/** /user/myAccount: the user's data and the seller's. Flow and view are loaded on the first visit. */
export const myAccountRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/user/myAccount',
  loader: ({ context }) => context.flows.accountForm(),
}).lazy(() => import('./myAccount.lazy.tsx').then((module) => module.myAccountLazyRoute));
