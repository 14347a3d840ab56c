import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from '@tanstack/react-router';
import { readServiceBaseUrls } from './api/baseUrls.ts';
import { createApp } from './app/createApp.tsx';
import { createStyleCache } from './app/AppProviders.tsx';
import { loadInspector } from './app/inspector.ts';
import { resolveLocale } from './i18n/locales.ts';
import { loadMessages, loadMessagesFor } from './i18n/messages.ts';
import { readStoredToken } from './app/session.ts';

// An async function rather than top-level awaits: a module with top-level await turns the bundler's
// chunk optimizations off, which splits the first load into many small chunks.
async function start() {
  const inspect = await loadInspector(window.location.search);
  const locale = resolveLocale(window.location.search, window.localStorage);
  document.documentElement.lang = locale;
  // The first load carries the entrance's Spanish; any other page waits for its locale's whole catalog.
  await loadMessagesFor(locale, window.location.pathname);

  const { App } = createApp({
    history: createBrowserHistory(),
    baseUrls: readServiceBaseUrls(import.meta.env),
    origin: window.location.origin,
    locale,
    styleCache: createStyleCache(document),
    storage: window.localStorage,
    getToken: () => readStoredToken(window.localStorage),
    ...(inspect ? { inspect } : {}),
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Once the entrance is drawn, the rest of the catalog comes while the person types.
  // (Safari has no requestIdleCallback: there it is the next task.)
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  whenIdle(() => void loadMessages(locale).catch(() => undefined));
}

void start();
