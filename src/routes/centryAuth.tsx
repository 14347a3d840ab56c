import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated.tsx';

/**
 * The OAuth code Centry appends; anything unusable reads as no code (the flow then says importFailed).
 * `code` is always answered, `undefined` included: the router lays this answer over the raw query.
 */
const validateCentryAuthSearch = ({ code }: Record<string, unknown>): { code?: string | undefined } => ({
  code: typeof code === 'string' ? code : undefined,
});

/**
 * /eiffel/centry-auth?code=: where Centry sends the seller back. Starts the import with the code,
 * flashes how it went and returns to /eiffel. Flow and view are loaded on the first visit.
 */
export const centryAuthRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/eiffel/centry-auth',
  validateSearch: validateCentryAuthSearch,
  loader: ({ context }) => context.flows.centryImport(),
}).lazy(() => import('./centryAuth.lazy.tsx').then((module) => module.centryAuthLazyRoute));
