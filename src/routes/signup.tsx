import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';
import { SignupLoadError } from '../views/signup/SignupLoadError.tsx';

/**
 * /registrate-ahora (public, outside the authenticated layout): the seller sign-up wizard. The
 * messages (the portal's and the wizard's own), the flow and the dropdowns' reference lists are
 * loaded by the loader, the view (signup.lazy.tsx) on the first visit; a failed load shows a
 * translated error with a retry.
 */
export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registrate-ahora',
  // The messages, the flow's chunk and the lists come side by side: one after the other they were the
  // longest wait before the wizard's first paint.
  loader: async ({ context }) => {
    const [, , flow, reference] = await Promise.all([
      context.catalog(),
      context.catalog('signup'),
      context.flows.signup(),
      context.flows.signupReference(),
    ]);
    return { flow, reference };
  },
  errorComponent: SignupLoadError,
}).lazy(() => import('./signup.lazy.tsx').then((module) => module.signupLazyRoute));
