import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';
import { SignupLoadError } from '../views/signup/SignupLoadError.tsx';

/**
 * /registrate-ahora (public, outside the authenticated layout): the seller sign-up wizard. The
 * messages, the flow and the dropdowns' reference lists are loaded by the loader, the view
 * (signup.lazy.tsx) on the first visit; a failed load shows a translated error with a retry.
 */
export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registrate-ahora',
  // The messages, and the flow's chunk followed by the lists it fetches, come side by side: one after
  // the other they were the longest wait before the wizard's first paint.
  loader: async ({ context }) => {
    const [, loaded] = await Promise.all([
      context.catalog(),
      context.flows.signup().then(async (flow) => ({ flow, reference: await flow.loadReference() })),
    ]);
    return loaded;
  },
  errorComponent: SignupLoadError,
}).lazy(() => import('./signup.lazy.tsx').then((module) => module.signupLazyRoute));
