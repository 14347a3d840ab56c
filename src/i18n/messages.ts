/**
 * The catalog the portal is shown with. Spanish, the default, is bundled with the app; the English
 * catalog is a chunk of its own, fetched by `loadMessages` (main.tsx awaits it before the first
 * paint), so the login screen's first load carries one language.
 */
import { useEffect, useState } from 'react';
import { mergeCatalog, type Catalog, type CatalogModule, type Locale } from './locales.ts';

const spanish = mergeCatalog(import.meta.glob<CatalogModule>('./es-CL/*.ts', { eager: true }));

const loaders: Record<Locale, () => Promise<Catalog>> = {
  'es-CL': () => Promise.resolve(spanish),
  en: () => import('./english.ts').then((module) => module.default),
};

const loaded: Partial<Record<Locale, Catalog>> = { 'es-CL': spanish };
const loading = new Map<Locale, Promise<Catalog>>();

/** The catalog of `locale`, fetched the first time it is asked for (a failed fetch is tried again). */
export function loadMessages(locale: Locale): Promise<Catalog> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((catalog) => (loaded[locale] = catalog));
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * The catalog of `locale`: at hand at once when loaded (always for Spanish, and for the browser's
 * locale, which main.tsx loads first); otherwise undefined until it arrives.
 */
export function useMessages(locale: Locale): Catalog | undefined {
  const [, arrived] = useState(0);
  const catalog = loaded[locale];
  useEffect(() => {
    if (catalog) return;
    let mounted = true;
    void loadMessages(locale).then(() => mounted && arrived((count) => count + 1));
    return () => {
      mounted = false;
    };
  }, [catalog, locale]);
  return catalog;
}
