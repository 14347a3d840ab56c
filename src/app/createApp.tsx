import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { EmotionCache } from '@emotion/react';
import { createApiClients } from '../api/clients.ts';
import { withDefaultOrigin, type ServiceBaseUrls } from '../api/baseUrls.ts';
import { routeTree } from '../routes/tree.ts';
import { AppProviders } from './AppProviders.tsx';
import { createFlows, type FlowEnvironment } from './flows.ts';
import type { Locale } from '../i18n/locales.ts';
import { loadMessages } from '../i18n/messages.ts';
import { moduleCatalogs } from './modules/moduleCatalogs.ts';
import { FlashHost } from '../views/flash/FlashHost.tsx';
import { RouteErrorPage } from '../views/routeError/RouteErrorPage.tsx';
import { SessionCheckFailed } from '../views/session/SessionCheckFailed.tsx';

export interface AppEnvironment extends Omit<FlowEnvironment, 'api'> {
  history: RouterHistory;
  baseUrls: ServiceBaseUrls;
  /** Used for every service whose base URL is empty. */
  origin: string;
  locale: Locale;
  styleCache: EmotionCache;
  getToken: () => string | null;
  /** Whether scroll positions are kept per page (the default); the build's drawing of a page has no window to scroll. */
  restoresScroll?: boolean;
  /** How long an API call may take; the clients' default (15 s) when omitted. */
  apiTimeoutMs?: number;
}

/** Builds the whole portal (clients, flows, router) for a browser or for a test with memory history. */
export function createApp(env: AppEnvironment) {
  const api = createApiClients({
    baseUrls: withDefaultOrigin(env.baseUrls, env.origin),
    getToken: env.getToken,
    // A 401 to a call made with the session's token means the server no longer accepts it.
    onUnauthorized: () => flows.auth.send({ type: 'session.expired' }),
    ...(env.apiTimeoutMs === undefined ? {} : { timeoutMs: env.apiTimeoutMs }),
  });
  const flows = createFlows({ ...env, api });
  const router = createRouter({
    routeTree,
    history: env.history,
    origin: env.origin,
    context: { flows, catalog: (part) => loadMessages(env.locale, part) },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: env.restoresScroll ?? true,
  });

  // Every route change is a page view: the shell and the sign-up wizard send their own, the pages
  // outside them (login, password recovery, logout) are sent from here.
  router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
    if (pathChanged) flows.trackGuestPage(toLocation.pathname);
  });

  function App() {
    return (
      <AppProviders locale={env.locale} styleCache={env.styleCache} inspect={env.inspect}>
        <RouterProvider router={router} />
        <SessionCheckFailed auth={flows.auth} />
        <FlashHost flash={flows.flash} moduleCatalogs={moduleCatalogs} />
      </AppProviders>
    );
  }

  return { api, flows, router, App };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createApp>['router'];
  }
}
