import { useCallback } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectSession } from '../../machines/auth/auth.selectors.ts';
import { CentryImportPage } from '../views/centryImport/CentryImportPage.tsx';

/** /eiffel/centry-auth's screen: one import per visit, then back to /eiffel (replacing this landing). */
export const centryAuthLazyRoute = createLazyRoute('/authenticated/eiffel/centry-auth')({
  component: function CentryAuthRoute() {
    const { flows } = centryAuthLazyRoute.useRouteContext();
    const logic = centryAuthLazyRoute.useLoaderData();
    const { code } = centryAuthLazyRoute.useSearch();
    const session = useSelector(flows.auth, selectSession);
    const navigate = useNavigate();
    const returnHome = useCallback(() => void navigate({ to: '/eiffel', replace: true }), [navigate]);
    return <CentryImportPage logic={logic} input={{ sellerId: session?.seller_id ?? null, code: code ?? null }} returnHome={returnHome} />;
  },
});
