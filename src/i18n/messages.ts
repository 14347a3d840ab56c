/**
 * The catalog the portal is shown with. The first load carries only the entrance's Spanish messages
 * (login, password pages, the session's retry screen, the curtain, flash messages and the shared
 * errors); each locale's portal catalog and its sign-up wizard's words are chunks of their own, so a
 * signed-in seller never downloads the wizard's. main.tsx starts fetching what the first page needs
 * at once unless it is an entrance page; the signed-in area and the wizard wait for their parts in
 * their routes (`catalog` in the router's context), and the providers draw nothing in a language none
 * of whose words are at hand, so a page past the entrance is never drawn with ids in place of words.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { mergeCatalog, type Catalog, type CatalogModule, type Locale } from './locales.ts';

const spanishEntrance = mergeCatalog(
  import.meta.glob<CatalogModule>('./es-CL/{access,common,curtain,flash,login,modules,password,session}.ts', { eager: true }),
);

/** The parts of a locale's catalog fetched apart: the portal's, and the sign-up wizard's words. */
export type CatalogPart = 'portal' | 'signup';

const loaders: Record<Locale, Record<CatalogPart, () => Promise<Catalog>>> = {
  'es-CL': {
    portal: () => import('./spanish.ts').then((module) => module.default),
    signup: () => import('./spanishSignup.ts').then((module) => module.default),
  },
  en: {
    portal: () => import('./english.ts').then((module) => module.default),
    signup: () => import('./englishSignup.ts').then((module) => module.default),
  },
};

/** The paths drawn with the entrance's messages alone: the screens of someone not signed in yet. */
const ENTRANCE_PATHS = [/^\/login\/?$/, /^\/logout\/?$/, /^\/forgot\/password\/?$/, /^\/change\/password\/[^/]+\/?$/];

const isEntrancePath = (path: string) => ENTRANCE_PATHS.some((pattern) => pattern.test(path));

/** Whether the path is the sign-up wizard's, the one page that needs the wizard's words. */
export const isSignupPath = (path: string): boolean => /^\/registrate-ahora\/?$/.test(path);

const parts: Record<Locale, Partial<Record<CatalogPart, Catalog>>> = { 'es-CL': {}, en: {} };
/** Per locale, its parts at hand merged into one catalog, once the portal's part is among them. */
const loaded: Partial<Record<Locale, Catalog>> = {};
const loading = new Map<string, Promise<Catalog>>();
const listeners = new Set<() => void>();

/**
 * A part of the catalog of `locale` (the portal's unless told), fetched the first time it is asked
 * for (a failed fetch is tried again).
 */
export function loadMessages(locale: Locale, part: CatalogPart = 'portal'): Promise<Catalog> {
  const key = `${locale}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[locale][part]().then((catalog) => {
      parts[locale][part] = catalog;
      const { portal, signup } = parts[locale];
      if (portal) loaded[locale] = signup ? { ...portal, ...signup } : portal;
      listeners.forEach((listener) => listener());
      return catalog;
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Whether the first page of a visit is drawn with the first load's messages alone: an entrance page
 * in Spanish. Any other page needs the locale's whole catalog (main.tsx starts fetching it at once).
 */
export const entranceIsEnough = (locale: Locale, path: string): boolean => locale === 'es-CL' && isEntrancePath(path);

const atHand = (locale: Locale): Catalog | undefined => loaded[locale] ?? (locale === 'es-CL' ? spanishEntrance : undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The catalog of `locale` at hand: the whole one once loaded; before that the entrance's messages for
 * Spanish, or undefined for another language (main.tsx loads it before rendering). Redrawn when the
 * whole catalog arrives.
 */
export function useMessages(locale: Locale): Catalog | undefined {
  const read = () => atHand(locale);
  // The same on the server: the build draws the entrance ahead of the script (src/prerender/).
  const catalog = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (!catalog) void loadMessages(locale).catch(() => undefined);
  }, [catalog, locale]);
  return catalog;
}
