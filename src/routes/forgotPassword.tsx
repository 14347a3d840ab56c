import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

/**
 * /forgot/password (guests). The flow (its loader) and the view (forgotPassword.lazy.tsx) are loaded
 * on the first visit, or on hovering a link to it, so they stay out of the login screen's first load.
 */
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot/password',
  loader: ({ context }) => context.flows.forgotPassword(),
}).lazy(() => import('./forgotPassword.lazy.tsx').then((module) => module.forgotPasswordLazyRoute));
