/**
 * Which module answers a path: the one whose key is the path's first segment (the spec's rule for
 * mounting a sub-application).
 */
import { MODULE_REGISTRY } from './registry.generated.ts';

export type RegisteredModule = (typeof MODULE_REGISTRY)[number];

/** A module's one name in every layer: its path segment, its services-status switch, its registry entry. */
export type ModuleKey = RegisteredModule['key'];

export function moduleOfPath(path: string): RegisteredModule | undefined {
  const first = (path.split(/[?#]/)[0] ?? '').split('/').find(Boolean);
  return MODULE_REGISTRY.find((module) => module.key === first);
}

/**
 * The module the shell mounts for a path: one whose manifest says this build has its screens. A
 * module still being built (released false) keeps its "not available yet" page, whatever its folder
 * already holds, until the release flips the flag.
 */
export function mountedModuleOfPath(path: string, released: (module: RegisteredModule) => boolean = (module) => module.released): RegisteredModule | undefined {
  const module = moduleOfPath(path);
  return module && released(module) ? module : undefined;
}
