/**
 * What a sub-application is to the shell, and what the shell lends it. A module is a folder of
 * modules/ with a routes file (its manifest), a permissions file and an entry whose default export
 * is a PortalModule; the shell mounts it when the first segment of the path is the module's key and
 * hands it a ModuleHost. The module draws its own pages for the paths under its key, with the
 * shell's React, Chakra, router and react-intl (one copy of each: they are shared chunks).
 */
import type { ComponentType } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import type { MessageFormatElement } from 'react-intl';
import type { ApiClients } from '../../api/clients.ts';
import type { FlashMessage } from '../../../machines/flash/flash.machine.ts';
import type { Locale } from '../../i18n/locales.ts';

/** Who is signed in, as far as a module needs to know. */
export interface ModuleSession {
  userId: number;
  role: string;
  /** The seller the user belongs to; null for staff. */
  sellerId: number | null;
  /**
   * The restricted operations the server grants this user (the session's `permissions`, from the
   * one permission table it enforces): a screen offers an action only when its operation is here.
   */
  permissions: readonly string[];
}

/** What the shell lends a mounted module. */
export interface ModuleHost {
  /** The typed clients, sending the session's token; a 401 ends the session as anywhere else. */
  api: ApiClients;
  session: ModuleSession;
  /** Goes to a portal path (inside or outside the module); `state` travels as navigation state. */
  navigate: (to: string, options?: { state?: Record<string, unknown>; replace?: boolean }) => void;
  /** Tells the breadcrumb the name of an id segment of the path (order 12 is "Orden 2026-000123"). */
  announceName: (segment: string, name: string) => void;
  /** The portal's bottom-centre flash message (a catalog id and its values, never text). */
  flash: (message: FlashMessage) => void;
  /** The inspector the shell's charts report to (development), for the module's charts too. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/** A module's messages of one locale: text, or parsed ICU messages in a production build. */
export type ModuleCatalog = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

/** What the shell passes the module's root on every render. */
export interface ModuleRootProps {
  host: ModuleHost;
  /** The path on screen, e.g. /orders/12. */
  path: string;
  /** The query string without '?', e.g. 'group=readyToShip'. */
  search: string;
  /** The navigation state the page was opened with (e.g. an upload result), if any. */
  state: Record<string, unknown> | undefined;
}

/**
 * A locale's catalog the module fetches only when a page in that locale mounts it: a page lives in
 * one locale, so nobody downloads the words of a language they are not reading.
 */
export type ModuleCatalogLoader = () => Promise<{ default: ModuleCatalog }>;

/** The default export of a module's entry. */
export interface PortalModule {
  Root: ComponentType<ModuleRootProps>;
  /**
   * The module's own catalogs, imported from its i18n/<locale>.ts files (a production build parses
   * those, as it parses the shell's), or for a locale other than the default, a loader of them; the
   * shell merges the shown locale's over its own around `Root`.
   */
  messages: Readonly<Record<Locale, ModuleCatalog | ModuleCatalogLoader>>;
}

/**
 * A module as the shell mounts it: the shown locale's catalog at hand. A locale the page is not in
 * holds an empty catalog, never read, since a page does not change its locale.
 */
export interface LoadedModule {
  Root: ComponentType<ModuleRootProps>;
  messages: Readonly<Record<Locale, ModuleCatalog>>;
}

/** The module with the given locale's catalog fetched if the entry left it to load. */
export async function loadModuleCatalog(module: PortalModule, locale: Locale): Promise<LoadedModule> {
  const catalogOf = async (of: Locale): Promise<ModuleCatalog> => {
    const catalog = module.messages[of];
    if (typeof catalog !== 'function') return catalog;
    return of === locale ? (await catalog()).default : {};
  };
  const [esCL, en] = await Promise.all([catalogOf('es-CL'), catalogOf('en')]);
  return { Root: module.Root, messages: { 'es-CL': esCL, en } };
}
