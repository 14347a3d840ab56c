/**
 * The modules as their manifests declare them (through the generated registry): which module answers
 * a path (the one whose key is the path's first segment), the route a path opens within a module,
 * and where a module's "not found" leads back to.
 */
import { matchRoute, type RouteMatch, type RouteSpec } from './matchRoute.ts';
import { MODULE_REGISTRY } from './registry.generated.ts';

export type RegisteredModule = (typeof MODULE_REGISTRY)[number];

/** A module's one name in every layer: its path segment, its services-status switch, its registry entry. */
export type ModuleKey = RegisteredModule['key'];

type ModuleOf<Key extends ModuleKey> = Extract<RegisteredModule, { key: Key }>;

/** What a path opens in the module `Key`: its route and typed parameters (see matchRoute). */
export type ModuleRouteMatch<Key extends ModuleKey> = RouteMatch<ModuleOf<Key>['routes'][number]>;

export function moduleOfPath(path: string): RegisteredModule | undefined {
  const first = (path.split(/[?#]/)[0] ?? '').split('/').find(Boolean);
  return MODULE_REGISTRY.find((module) => module.key === first);
}

/** The module's manifest entry, by key. */
export function registeredModule<Key extends ModuleKey>(key: Key): ModuleOf<Key> {
  const module = MODULE_REGISTRY.find((candidate): candidate is ModuleOf<Key> => candidate.key === key);
  if (!module) throw new Error(`no module ${key}`);
  return module;
}

/** The route of the module `key` that `path` opens, or null when none does. */
export function matchModuleRoute<Key extends ModuleKey>(key: Key, path: string): ModuleRouteMatch<Key> | null {
  // The registry's literal types say which routes and parameters the key's module has.
  return matchRoute<readonly RouteSpec[]>(registeredModule(key).routes, path) as ModuleRouteMatch<Key> | null;
}

/** The module's first menu entry: the page its "not found" offers, named as the menu names it. */
export function moduleHome(key: ModuleKey): { path: string; textId: string } {
  // A manifest has at least one menu entry (its schema says so).
  const [entry] = registeredModule(key).menu;
  return { path: entry.path, textId: `menu.${entry.id}` };
}
