/**
 * How a sub-application tells the shell an entity's name: the breadcrumb shows an id segment as the
 * entity's name once such an event names it. Sub-applications mount by path prefix and need not
 * live in the shell's React tree, so the event travels on `window`:
 * `window.dispatchEvent(new CustomEvent('portal:breadcrumb-name', { detail: { segment, name } }))`.
 */
import type { RouteTitle } from '../../../machines/shell/shell.breadcrumb.ts';

export const BREADCRUMB_NAME_EVENT = 'portal:breadcrumb-name';

export interface BreadcrumbName {
  /** The id segment of the path, e.g. '10234' in /orders/10234. */
  segment: string;
  /** What the breadcrumb shows in its place. */
  name: string;
}

/** The detail of a name-resolved event, or null when it is not one (anyone may dispatch on window). */
export function readBreadcrumbName(event: Event): BreadcrumbName | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { segment, name } = detail as Record<string, unknown>;
  return typeof segment === 'string' && segment !== '' && typeof name === 'string' && name.trim() !== '' ? { segment, name: name.trim() } : null;
}

/** Announces an entity's name to the shell's breadcrumb. */
export function announceBreadcrumbName({ segment, name }: BreadcrumbName, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<BreadcrumbName>(BREADCRUMB_NAME_EVENT, { detail: { segment, name } }));
}

/**
 * How a mounted module gives the breadcrumb the titles of its routes (from its routes file), on
 * `window` like the names: `{ detail: { titles: { '/orders': { 'es-CL': 'Órdenes', en: 'Orders' } } } }`.
 */
export const BREADCRUMB_ROUTES_EVENT = 'portal:breadcrumb-routes';

export type BreadcrumbTitles = Readonly<Record<string, RouteTitle>>;

const isTitle = (value: unknown): value is RouteTitle =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['es-CL'] === 'string' && typeof (value as Record<string, unknown>).en === 'string';

/** The titles of a routes event (only well-formed ones, of paths), or null when it is not one. */
export function readBreadcrumbTitles(event: Event): BreadcrumbTitles | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const titles = (detail as Record<string, unknown>).titles;
  if (typeof titles !== 'object' || titles === null) return null;
  const valid = Object.entries(titles).filter((entry): entry is [string, RouteTitle] => entry[0].startsWith('/') && isTitle(entry[1]));
  return valid.length > 0 ? Object.fromEntries(valid) : null;
}

/** Announces the titles of a module's routes to the shell's breadcrumb. */
export function announceBreadcrumbTitles(titles: BreadcrumbTitles, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(BREADCRUMB_ROUTES_EVENT, { detail: { titles } }));
}
