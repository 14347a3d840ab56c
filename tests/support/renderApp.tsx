/**
 * Renders the real portal (same createApp as the browser) at a path, with memory history and every
 * service on TEST_ORIGIN, so msw answers the calls. Returns the app so tests can read the router's
 * location and the flows' actors.
 */
import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { createApp } from '../../src/app/createApp.tsx';
import { createStyleCache } from '../../src/app/AppProviders.tsx';
import { readServiceBaseUrls } from '../../src/api/baseUrls.ts';
import { readStoredToken } from '../../src/app/session.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { TEST_ORIGIN } from './http.ts';

export function renderApp(
  path: string,
  { locale = 'es-CL' as Locale, apiTimeoutMs, reloadPage }: { locale?: Locale; apiTimeoutMs?: number; reloadPage?: () => void } = {},
) {
  const app = createApp({
    ...(apiTimeoutMs === undefined ? {} : { apiTimeoutMs }),
    ...(reloadPage === undefined ? {} : { reloadPage }),
    history: createMemoryHistory({ initialEntries: [path] }),
    baseUrls: readServiceBaseUrls({}),
    origin: TEST_ORIGIN,
    locale,
    styleCache: createStyleCache(document),
    storage: window.localStorage,
    getToken: () => readStoredToken(window.localStorage),
  });
  const view = render(<app.App />);
  return { ...view, app, location: () => app.router.state.location };
}

/** The rendered app, with every location its history went through (`href`s, in order). */
export type RecordedApp = ReturnType<typeof renderApp> & { visited: string[] };

/**
 * The real app at `path`, recording every location its history goes through: a screen that drops
 * its query once read (the login screen's flash) leaves the redirect readable only from history.
 */
export function renderRecorded(path: string): RecordedApp {
  const visited: string[] = [];
  const rendered = renderApp(path);
  rendered.app.router.history.subscribe(({ location }) => visited.push(location.href));
  return Object.assign(rendered, { visited });
}
