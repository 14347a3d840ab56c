/**
 * The module loader's effects: the three files from the portal's origin (uncached), the entry
 * imported from the URL its manifest names (the browser resolves the shared chunks it imports to
 * the ones the shell already loaded), failures logged, and the routes' titles given to the breadcrumb.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api-error.ts';
import type { ModuleManifest, ModuleRoutes } from '../../../shared/modules/moduleFiles.ts';
import { moduleLoaderMachine } from '../../../machines/moduleLoader/moduleLoader.machine.ts';
import { createModuleFilesFetcher } from '../../api/moduleFiles.ts';
import { announceBreadcrumbTitles } from '../../views/shell/breadcrumbEvents.ts';
import { moduleCatalogs } from './moduleCatalogs.ts';
import type { Locale } from '../../i18n/locales.ts';
import { loadModuleCatalog, type PortalModule } from './portalModule.ts';

export interface ModuleLoaderOptions {
  /** Where the module files are served: the portal's origin. */
  origin: string;
  /** The page's locale, whose catalog a module may leave to load; the default locale when absent. */
  locale?: Locale;
  timeoutMs?: number;
  /** Imports a module's entry by URL; a dynamic import by default. */
  importUrl?: (url: string) => Promise<unknown>;
}

const invalidEntry = () => new ApiError({ statusCode: 200, code: 'MODULE_ENTRY_INVALID', message: 'The entry exports no portal module' });

const isCatalog = (catalog: unknown): boolean => (typeof catalog === 'object' && catalog !== null) || typeof catalog === 'function';

/** The entry's default export when it is a PortalModule (a root component, and both catalogs or their loaders). */
export function portalModuleOf(namespace: unknown): PortalModule {
  const module = (namespace as { default?: Partial<PortalModule> } | null)?.default;
  if (typeof module?.Root !== 'function' || !isCatalog(module.messages?.['es-CL']) || !isCatalog(module.messages?.en)) throw invalidEntry();
  return module as PortalModule;
}

/** Adds the entry's stylesheets once each (Chakra's styles come with the shell; a module may bring its own). */
function linkStylesheets(manifest: ModuleManifest): void {
  for (const href of manifest.css) {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

/** What the breadcrumb reads of a module's routes: their titles and the entities their ids name. */
const breadcrumbRoutesOf = (routes: ModuleRoutes) => ({
  titles: Object.fromEntries(routes.routes.flatMap((route) => (route.title ? [[route.path, route.title] as const] : []))),
  entities: Object.fromEntries(routes.routes.flatMap((route) => (route.entity ? [[route.path, route.entity] as const] : []))),
});

const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

export type ModuleLoaderLogic = typeof moduleLoaderMachine;

export function createModuleLoader({ origin, locale = 'es-CL', timeoutMs, importUrl = importByUrl }: ModuleLoaderOptions): ModuleLoaderLogic {
  const fetchFiles = createModuleFilesFetcher(origin, timeoutMs);
  return moduleLoaderMachine.provide({
    actors: {
      fetchFiles: fromPromise(({ input }) => fetchFiles(input.name)),
      importEntry: fromPromise(async ({ input }) => {
        linkStylesheets(input.manifest);
        // The page's words travel beside the code: the entry asks for the same chunks when it loads
        // them, and the browser hands it those already on their way.
        const words = (input.manifest.catalogs?.[locale] ?? []).map((url) => importUrl(url));
        const [namespace] = await Promise.all([importUrl(input.manifest.entry), ...words]);
        const module = await loadModuleCatalog(portalModuleOf(namespace), locale);
        moduleCatalogs.remember(module.messages);
        return module;
      }),
    },
    actions: {
      logFailure: (_, { name, step, code }) => console.error(`[modules] ${name} failed to load (${step}):`, code),
      announceRoutes: (_, { routes }) => announceBreadcrumbTitles(breadcrumbRoutesOf(routes)),
    },
  });
}
