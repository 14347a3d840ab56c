/**
 * Pure decisions over the services-status list: the module of a path, whether it is unavailable,
 * whether every module is. A path belongs to the module whose key_module is its first segment.
 */
import type { components } from '../../openapi/generated/services-status.ts';
import { SWITCHES_MODULE_KEY } from '../../shared/moduleSwitches/rules.ts';

export type ServiceStatus = components['schemas']['ServiceStatus'];

/** Which curtain covers a path: none, the path's own module, or the all-services one. */
export type CurtainDecision =
  | { kind: 'none' }
  | { kind: 'module'; module: ServiceStatus }
  | { kind: 'allServices'; everyServiceClosed: boolean };

export function firstSegment(path: string): string {
  return path.split(/[?#]/)[0]?.split('/').find((segment) => segment.length > 0) ?? '';
}

export function moduleOfPath(modules: readonly ServiceStatus[], path: string): ServiceStatus | undefined {
  const segment = firstSegment(path);
  return modules.find((module) => module.key_module === segment);
}

/**
 * Whether the screens of `path` are in this build: false only for a path of a module the services
 * status lists as not released (its menu entry opens "not available yet"). A path of no module (the
 * home, my account) and a module not listed are the portal's own, so released.
 */
export function pathReleased(modules: readonly ServiceStatus[], path: string): boolean {
  return moduleOfPath(modules, path)?.released !== false;
}

/**
 * Modules that count for the all-services curtain: released ones only. An unreleased module (no
 * screens in this build yet) shows its "not available yet" page, and closing it covers only its own
 * paths (moduleOfPathClosed). The switches' own module (admins' Módulos) is never closed, so it
 * cannot keep "every module closed" from being true.
 */
const countsForCurtain = (module: ServiceStatus) => module.released && module.key_module !== SWITCHES_MODULE_KEY;

export const closedModules = (modules: readonly ServiceStatus[]) => modules.filter((module) => countsForCurtain(module) && !module.active);

export const everyModuleClosed = (modules: readonly ServiceStatus[]) => {
  const released = modules.filter(countsForCurtain);
  return released.length > 0 && closedModules(modules).length === released.length;
};

export const severalModulesClosed = (modules: readonly ServiceStatus[]) => closedModules(modules).length >= 2;

export const moduleOfPathClosed = (modules: readonly ServiceStatus[], path: string) =>
  moduleOfPath(modules, path)?.active === false;

export function decideCurtain(modules: readonly ServiceStatus[], path: string): CurtainDecision {
  if (everyModuleClosed(modules)) return { kind: 'allServices', everyServiceClosed: true };
  if (severalModulesClosed(modules)) return { kind: 'allServices', everyServiceClosed: false };
  const module = moduleOfPath(modules, path);
  if (module && !module.active) return { kind: 'module', module };
  return { kind: 'none' };
}
