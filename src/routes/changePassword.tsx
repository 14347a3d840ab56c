import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';
import { wellFormedResetHash } from '../../machines/changePassword/resetHash.ts';

/**
 * /change/password/$hash (guests; the e-mailed link). A malformed token still matches, as `null`, so
 * the flow can send the person to the login screen with the "expired" flash without calling the API.
 * The flow (its loader) and the view (changePassword.lazy.tsx) are loaded on the first visit.
 */
export const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/change/password/$hash',
  params: {
    parse: ({ hash }) => ({ hash: wellFormedResetHash(hash) }),
    stringify: ({ hash }) => ({ hash: hash ?? '' }),
  },
  loader: ({ context }) => context.flows.changePassword(),
}).lazy(() => import('./changePassword.lazy.tsx').then((module) => module.changePasswordLazyRoute));
