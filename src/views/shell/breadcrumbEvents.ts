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
 * How a mounted module gives the breadcrumb the titles of its routes and the entities their last
 * segments name (from its routes file), on `window` like the names:
 * `{ detail: { titles: { '/orders': { 'es-CL': 'Órdenes', en: 'Orders' } }, entities: { '/orders/$orderId': 'order' } } }`.
 */
export const BREADCRUMB_ROUTES_EVENT = 'portal:breadcrumb-routes';

export interface BreadcrumbRoutes {
  /** Titles by route path. */
  titles: Readonly<Record<string, RouteTitle>>;
  /** Entity names by route path; an id segment shows the announced name only under such a route. */
  entities: Readonly<Record<string, string>>;
}

const isTitle = (value: unknown): value is RouteTitle =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['es-CL'] === 'string' && typeof (value as Record<string, unknown>).en === 'string';

const entriesOf = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null ? Object.entries(value).filter(([path]) => path.startsWith('/')) : [];

/** The titles and entities of a routes event (only well-formed ones, of paths), or null when it is not one. */
export function readBreadcrumbTitles(event: Event): BreadcrumbRoutes | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { titles, entities } = detail as Record<string, unknown>;
  const validTitles = entriesOf(titles).filter((entry): entry is [string, RouteTitle] => isTitle(entry[1]));
  const validEntities = entriesOf(entities).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return validTitles.length > 0 || validEntities.length > 0 ? { titles: Object.fromEntries(validTitles), entities: Object.fromEntries(validEntities) } : null;
}

/** Announces the titles of a module's routes, and the entities they name, to the shell's breadcrumb. */
export function announceBreadcrumbTitles(routes: BreadcrumbRoutes, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<BreadcrumbRoutes>(BREADCRUMB_ROUTES_EVENT, { detail: routes }));
}
