/**
 * Which module answers a path: the one whose prefix is the path's first segment (the spec's rule for
 * mounting a sub-application).
 */
import { MODULE_REGISTRY } from './registry.generated.ts';

export type RegisteredModule = (typeof MODULE_REGISTRY)[number];

export function moduleOfPath(path: string): RegisteredModule | undefined {
  const first = (path.split(/[?#]/)[0] ?? '').split('/').find(Boolean);
  return MODULE_REGISTRY.find((module) => module.prefix === first);
}
