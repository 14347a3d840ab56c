import { menuItemOfPath } from '../../../shared/access/menu.ts';
import { moduleOfPath, type ServiceStatus } from '../../../machines/serviceCurtain/serviceCurtain.modules.ts';

/** What a protected path that no page answers shows (the layout covers a closed module with its curtain). */
export type CatchAllView =
  | { kind: 'waiting' }
  | { kind: 'notReleased'; module: ServiceStatus; menuTextId: string | null }
  | { kind: 'notFound' };

/**
 * Which page the catch-all draws for `path`. Nothing while the services are being checked (the path
 * may be a closed module's); a module whose screens this build does not have yet (released false)
 * shows its "not available yet" page, named by its menu entry when it has one; anything else is
 * "not found". Paths the permission table refuses never get here (the protected area answers 403).
 */
export function catchAllViewOf(path: string, checking: boolean, modules: readonly ServiceStatus[]): CatchAllView {
  if (checking) return { kind: 'waiting' };
  const module = moduleOfPath(modules, path);
  if (module && !module.released) return { kind: 'notReleased', module, menuTextId: menuItemOfPath(path)?.textId ?? null };
  return { kind: 'notFound' };
}
