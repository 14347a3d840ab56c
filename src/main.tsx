import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from '@tanstack/react-router';
import { readServiceBaseUrls } from './api/baseUrls.ts';
import { createApp } from './app/createApp.tsx';
import { createStyleCache } from './app/AppProviders.tsx';
import { loadInspector } from './app/inspector.ts';
import { resolveLocale } from './i18n/locales.ts';
import { loadMessages } from './i18n/messages.ts';
import { readStoredToken } from './app/session.ts';

// An async function rather than top-level awaits: a module with top-level await turns the bundler's
// chunk optimizations off, which splits the first load into many small chunks.
async function start() {
  const inspect = await loadInspector(window.location.search);
  const locale = resolveLocale(window.location.search, window.localStorage);
  document.documentElement.lang = locale;
  // Only Spanish is bundled with the app; another language's catalog is fetched before the first paint.
  await loadMessages(locale);

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
}

void start();
