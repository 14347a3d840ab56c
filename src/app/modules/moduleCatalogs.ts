/**
 * The catalogs of every module imported in this page's life. The flash message is drawn by the
 * shell, outside any module's messages, and may outlive the module that raised it (a module that
 * flashes and then navigates elsewhere): it finds a module's ids here. Module ids are prefixed with
 * the module's name, so the catalogs never overwrite one another.
 */
import type { LoadedModule } from './portalModule.ts';

type Listener = () => void;

let catalogs: readonly LoadedModule['messages'][] = [];
const listeners = new Set<Listener>();

/** Where the catalogs of the modules imported so far can be read and watched. */
export interface ModuleCatalogSource {
  subscribe(listener: Listener): () => void;
  snapshot(): readonly LoadedModule['messages'][];
}

export const moduleCatalogs: ModuleCatalogSource & { remember(messages: LoadedModule['messages']): void } = {
  /** Keeps an imported module's catalogs; the same module imported again is kept once. */
  remember(messages: LoadedModule['messages']): void {
    if (catalogs.includes(messages)) return;
    catalogs = [...catalogs, messages];
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new array on every change and the same one otherwise, as useSyncExternalStore needs. */
  snapshot: (): readonly LoadedModule['messages'][] => catalogs,
};
