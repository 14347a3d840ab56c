/**
 * What a module's entry asks of its manifest: the route a path opens, with its parameters typed by
 * the manifest's declaration, and where its "not found" leads back to. The routes live in
 * manifests.generated.ts, loaded with the modules rather than in the shell's first load.
 */
import { MODULE_MANIFESTS } from './manifests.generated.ts';
import { matchRoute, type RouteMatch, type RouteSpec } from './matchRoute.ts';
import { MODULE_REGISTRY } from './registry.generated.ts';
import type { ModuleKey } from './registry.ts';

type ManifestOf<Key extends ModuleKey> = Extract<(typeof MODULE_MANIFESTS)[number], { key: Key }>;

/** What a path opens in the module `Key`: its route and typed parameters (see matchRoute). */
export type ModuleRouteMatch<Key extends ModuleKey> = RouteMatch<ManifestOf<Key>['routes'][number]>;

/** The route of the module `key` that `path` opens, or null when none does. */
export function matchModuleRoute<Key extends ModuleKey>(key: Key, path: string): ModuleRouteMatch<Key> | null {
  const routes: readonly RouteSpec[] = MODULE_MANIFESTS.find((manifest) => manifest.key === key)?.routes ?? [];
  // The manifest's literal types say which routes and parameters the key's module has.
  return matchRoute(routes, path) as ModuleRouteMatch<Key> | null;
}

/** The module's first menu entry: the page its "not found" offers, named as the menu names it. */
export function moduleHome(key: ModuleKey): { path: string; textId: string } {
  // A manifest has at least one menu entry (its schema says so).
  const entry = MODULE_REGISTRY.find((module) => module.key === key)?.menu[0];
  return entry ? { path: entry.path, textId: `menu.${entry.id}` } : { path: `/${key}`, textId: `menu.${key}` };
}
