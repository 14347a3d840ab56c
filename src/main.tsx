import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserHistory } from '@tanstack/react-router';
import { readServiceBaseUrls } from './api/baseUrls.ts';
import { createApp } from './app/createApp.tsx';
import { createStyleCache } from './app/AppProviders.tsx';
import { chakraSystem } from './app/theme.ts';
import { loadInspector } from './app/inspector.ts';
import { DEFAULT_LOCALE, resolveLocale } from './i18n/locales.ts';
import { entranceIsEnough, isSignupPath, loadMessages } from './i18n/messages.ts';
import { readStoredToken } from './app/session.ts';

/**
 * Lets the browser paint and answer input before the next step of the start: the first load is
 * evaluated in one long task, and the steps after it (Chakra's system, the flows and the router, the
 * first render) each take a while on a phone; a page the build drew ahead can be scrolled meanwhile.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// An async function rather than top-level awaits: a module with top-level await turns the bundler's
// chunk optimizations off, which splits the first load into many small chunks.
async function start() {
  const inspect = await loadInspector(window.location.search);
  const locale = resolveLocale(window.location.search, window.localStorage);
  document.documentElement.lang = locale;
  // The first load carries the entrance's Spanish; any other page needs its locale's whole catalog,
  // fetched from here beside the page's own code and data rather than before them: the routes past the
  // entrance wait for it themselves, and nothing is drawn in a language whose words are not at hand.
  if (!entranceIsEnough(locale, window.location.pathname)) void loadMessages(locale).catch(() => undefined);
  if (isSignupPath(window.location.pathname)) void loadMessages(locale, 'signup').catch(() => undefined);

  await nextTask();
  const { App, router } = createApp({
    history: createBrowserHistory(),
    baseUrls: readServiceBaseUrls(import.meta.env),
    origin: window.location.origin,
    locale,
    styleCache: createStyleCache(document),
    storage: window.localStorage,
    getToken: () => readStoredToken(window.localStorage),
    ...(inspect ? { inspect } : {}),
  });

  // The first page's code and data are asked for now, and come while Chakra's system is made.
  const routeReady = router.load();
  await nextTask();
  chakraSystem();
  await nextTask();

  const rootElement = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A page the build drew ahead (the entrance, in Spanish, to someone with no session) is taken over
  // where it stands: React adopts the drawn elements instead of drawing them again, so the page does
  // not flash and its largest text keeps the time it was first painted. Anything else this visit turns
  // out to be (another language, a session found) is drawn anew, in one commit once its route is ready.
  const drawnPath = rootElement.hasChildNodes() ? window.location.pathname : null;
  if (drawnPath === null) {
    createRoot(rootElement).render(app);
  } else {
    await routeReady;
    if (locale === DEFAULT_LOCALE && router.state.location.pathname === drawnPath) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  }
  // Once the entrance is drawn, the rest of the catalog comes while the person types, and the
  // stylesheet of a page the build drew ahead goes: Emotion has written the same rules for React's page.
  // (Safari has no requestIdleCallback: there it is the next task.)
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  whenIdle(() => {
    document.querySelector('link[data-prerendered]')?.remove();
    void loadMessages(locale).catch(() => undefined);
  });
}

void start();
