import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';
import { SignupLoadError } from '../views/signup/SignupLoadError.tsx';

/**
 * /registrate-ahora (public, outside the authenticated layout): the seller sign-up wizard. The flow
 * and the dropdowns' reference lists are loaded by the loader, the view (signup.lazy.tsx) on the
 * first visit; a failed load shows a translated error with a retry.
 */
export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registrate-ahora',
  loader: async ({ context }) => {
    await context.catalog();
    const flow = await context.flows.signup();
    const reference = await flow.loadReference();
    return { flow, reference };
  },
  errorComponent: SignupLoadError,
}).lazy(() => import('./signup.lazy.tsx').then((module) => module.signupLazyRoute));
