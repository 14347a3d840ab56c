/**
 * Where the tour guide's steps point: elements of the shell marked `data-tour="<target>"`. A step is
 * shown only when its element is on screen now (a menu entry the seller does not have, or the side
 * panel on a phone, leaves its step out).
 */
import { MENU_ITEMS } from '../../shared/access/menu.ts';
import { pathReleased, type ServiceStatus } from '../../machines/serviceCurtain/serviceCurtain.modules.ts';
import { tourTargetSelector } from '../../machines/tourGuide/tourGuide.steps.ts';

export function tourTargetOnScreen(target: string, root: ParentNode = document): boolean {
  const element = root.querySelector<HTMLElement>(tourTargetSelector(target));
  if (element === null || element.closest('[hidden]')) return false;
  // A collapsed group's list or a panel with display: none on a phone is there but not seen;
  // browsers without checkVisibility (older Safari) fall back to the hidden attribute above.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * Whether a step's element leads somewhere this build has: a menu entry (`menu-<id>`) of a module
 * not released yet opens "not available yet", so its step would describe a screen nobody can use.
 * Groups, the header's parts and the middle of the screen always lead somewhere.
 */
export function tourTargetReleased(target: string, modules: readonly ServiceStatus[]): boolean {
  const entry = MENU_ITEMS.find((menuItem) => `menu-${menuItem.id}` === target);
  return entry?.path == null || pathReleased(modules, entry.path);
}
