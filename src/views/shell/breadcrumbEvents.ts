/**
 * How a sub-application tells the shell an entity's name: the breadcrumb shows an id segment as the
 * entity's name once such an event names it. Sub-applications mount by path prefix and need not
 * live in the shell's React tree, so the event travels on `window`:
 * `window.dispatchEvent(new CustomEvent('portal:breadcrumb-name', { detail: { segment, name } }))`.
 */
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
