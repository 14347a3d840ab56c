/**
 * The catalog the portal is shown with. The first load carries only the entrance's Spanish messages
 * (login, password pages, the session's retry screen, the curtain, flash messages and the shared
 * errors); the whole Spanish catalog and the English one are chunks of their own. main.tsx starts
 * fetching the locale's whole catalog at once unless the first page is an entrance page; the
 * signed-in area and the wizard wait for it in their routes (`catalog` in the router's context), and
 * the providers draw nothing in a language none of whose words are at hand, so a page past the
 * entrance is never drawn with ids in place of its words.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { mergeCatalog, type Catalog, type CatalogModule, type Locale } from './locales.ts';

const spanishEntrance = mergeCatalog(
  import.meta.glob<CatalogModule>('./es-CL/{access,common,curtain,flash,login,modules,password,session}.ts', { eager: true }),
);

const loaders: Record<Locale, () => Promise<Catalog>> = {
  'es-CL': () => import('./spanish.ts').then((module) => module.default),
  en: () => import('./english.ts').then((module) => module.default),
};

/** The paths drawn with the entrance's messages alone: the screens of someone not signed in yet. */
const ENTRANCE_PATHS = [/^\/login\/?$/, /^\/logout\/?$/, /^\/forgot\/password\/?$/, /^\/change\/password\/[^/]+\/?$/];

const isEntrancePath = (path: string) => ENTRANCE_PATHS.some((pattern) => pattern.test(path));

const loaded: Partial<Record<Locale, Catalog>> = {};
const loading = new Map<Locale, Promise<Catalog>>();
const listeners = new Set<() => void>();

/** The whole catalog of `locale`, fetched the first time it is asked for (a failed fetch is tried again). */
export function loadMessages(locale: Locale): Promise<Catalog> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((catalog) => {
      loaded[locale] = catalog;
      listeners.forEach((listener) => listener());
      return catalog;
    });
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
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
