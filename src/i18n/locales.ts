/**
 * Translation catalogs. Each area of the portal keeps its messages in `es-CL/<area>.ts` and
 * `en/<area>.ts` (same keys); they are merged here. es-CL is the default and the fallback.
 * The app takes its catalog from messages.ts, which bundles only the Spanish one.
 */
export type Locale = 'es-CL' | 'en';
export const DEFAULT_LOCALE: Locale = 'es-CL';
export const LOCALES: readonly Locale[] = ['es-CL', 'en'];

export type Catalog = Record<string, string>;
export type CatalogModule = { default: Catalog };

/** One catalog from its areas' modules. */
export const mergeCatalog = (modules: Record<string, CatalogModule>): Catalog =>
  Object.assign({}, ...Object.values(modules).map((module) => module.default));

/**
 * Every catalog, merged (the tests check them). Marked pure so that a bundle importing this module
 * for `resolveLocale` leaves them out: the app loads one catalog through messages.ts.
 */
export const catalogs: Record<Locale, Catalog> = {
  'es-CL': /* @__PURE__ */ mergeCatalog(import.meta.glob<CatalogModule>('./es-CL/*.ts', { eager: true })),
  en: /* @__PURE__ */ mergeCatalog(import.meta.glob<CatalogModule>('./en/*.ts', { eager: true })),
};

const LOCALE_KEY = 'locale';

/** `?lang=en` wins and is remembered; otherwise the remembered choice; otherwise Spanish. */
export function resolveLocale(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): Locale {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && (LOCALES as readonly string[]).includes(asked)) {
    storage.setItem(LOCALE_KEY, asked);
    return asked as Locale;
  }
  const remembered = storage.getItem(LOCALE_KEY);
  return remembered && (LOCALES as readonly string[]).includes(remembered) ? (remembered as Locale) : DEFAULT_LOCALE;
}
