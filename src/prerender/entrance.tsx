/**
 * Draws an entrance page as the browser's first frame shows it to a visitor with nothing stored:
 * the build (scripts/prerender/vitePlugin.ts) runs this on Node and writes the markup into a copy of
 * index.html, and the rules it used into a stylesheet of its own. The whole app is built as in the
 * browser (router, flows, Chakra, the entrance's Spanish), on a memory history and storage; nothing
 * is fetched, since the first frame is drawn before any effect runs.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import createCache from '@emotion/cache';
import { readServiceBaseUrls } from '../api/baseUrls.ts';
import { createApp } from '../app/createApp.tsx';
import { MemoryStorage } from './memoryStorage.ts';

export interface DrawnPage {
  /** What goes inside #root. */
  html: string;
  /** Every rule the page's components and Chakra's global styles wrote, in order. */
  css: string;
}

export async function drawEntrancePage(path: string): Promise<DrawnPage> {
  // The router's browser build (bundled here so it draws as in the browser) registers itself on `self`.
  (globalThis as { self?: unknown }).self ??= globalThis;
  // The client's cache key, so the class names read the same; `compat` keeps the rules in the cache
  // instead of writing <style> tags into the markup, which is how they are collected below.
  const styleCache = createCache({ key: 'ps' });
  styleCache.compat = true;
  const { router, App } = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    // Nothing is fetched while drawing; every service on the (unused) origin.
    baseUrls: readServiceBaseUrls({}),
    origin: 'http://localhost',
    locale: 'es-CL',
    styleCache,
    storage: new MemoryStorage(),
    getToken: () => null,
    restoresScroll: false,
  });
  await router.load();
  // As main.tsx renders it, so the browser can adopt the markup as its own.
  const html = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  const css = Object.values(styleCache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css };
}
