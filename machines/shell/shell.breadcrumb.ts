/**
 * The breadcrumb of a path: home first, then every prefix of the path that has a title (a menu
 * entry's, a fixed route's or a module route's) or that a module's route declares an entity; the
 * last one is the page. An entity's segment shows the name a page announced for it, the segment
 * itself until then. Whether a segment is an entity is the module's routes file's word (its
 * `entity`), not a guess from the segment. Labels are catalog ids or data (names, segments), never
 * translated text.
 */
import { MENU_ITEMS } from '../../shared/access/menu.ts';

export const HOME_PATH = '/eiffel';

/** Titles of the fixed routes that are no menu entry. */
export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  '/eiffel/centry-auth': 'shell.route.centryAuth',
  '/invoice/reportError': 'shell.route.invoiceReportError',
};

/** A title in every locale, as a module's routes file gives it. */
export interface RouteTitle {
  'es-CL': string;
  en: string;
}

export type CrumbLabel =
  | { kind: 'text'; textId: string }
  /** A title from a module's routes file (data in both locales; the view picks the locale's). */
  | { kind: 'title'; title: RouteTitle }
  | { kind: 'name'; name: string }
  /** An id not resolved yet, or a segment without a title: shown as it is in the address. */
  | { kind: 'segment'; segment: string };

export interface Crumb {
  path: string;
  label: CrumbLabel;
  /** The page on screen (the last crumb). */
  current: boolean;
}

/** The path's segments, without query, hash or empty parts. */
export const pathSegments = (path: string): string[] => (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);

/** Whether the path is home or under it (the area where sellers outside the publish history get no breadcrumb). */
export const isUnderHome = (path: string): boolean => pathSegments(path)[0] === HOME_PATH.slice(1);

/** Whether a route path (`/users/$userId/edit`) describes `prefix`: same length, literal segments equal. */
function fits(routePath: string, prefix: readonly string[]): boolean {
  const parts = pathSegments(routePath);
  return parts.length === prefix.length && parts.every((part, index) => part.startsWith('$') || part === prefix[index]);
}

/** The entry of `byRoute` whose route describes the prefix: a literal route before one with parameters. */
function routeValue<T>(byRoute: Readonly<Record<string, T>>, prefix: string): T | undefined {
  if (byRoute[prefix] !== undefined) return byRoute[prefix];
  const segments = pathSegments(prefix);
  const route = Object.keys(byRoute).find((path) => path.includes('$') && fits(path, segments));
  return route === undefined ? undefined : byRoute[route];
}

/** The label of a titled prefix: a module's routes file first (the module names its own pages), then the portal's. */
function titleOf(prefix: string, routeTitles: Readonly<Record<string, RouteTitle>>): CrumbLabel | undefined {
  const fromModule = routeValue(routeTitles, prefix);
  if (fromModule) return { kind: 'title', title: fromModule };
  const textId = ROUTE_TITLES[prefix] ?? MENU_ITEMS.find((item) => !item.blank && item.path === prefix)?.textId;
  return textId ? { kind: 'text', textId } : undefined;
}

const homeTextId = (): string => MENU_ITEMS.find((item) => item.path === HOME_PATH)?.textId ?? 'shell.route.home';

/** An untitled segment: an entity's shows its name once known; the page itself shows its segment; others no crumb. */
function untitledLabel(segment: string, names: Readonly<Record<string, string>>, entity: boolean, last: boolean): CrumbLabel | undefined {
  if (entity) return names[segment] ? { kind: 'name', name: names[segment] } : { kind: 'segment', segment };
  return last ? { kind: 'segment', segment } : undefined;
}

/**
 * The crumbs of `path`, with the entity names resolved so far (by segment), and the modules' route
 * titles and entities (by route path, as their routes files declare them).
 */
export function buildBreadcrumb(
  path: string,
  names: Readonly<Record<string, string>>,
  routeTitles: Readonly<Record<string, RouteTitle>> = {},
  routeEntities: Readonly<Record<string, string>> = {},
): Crumb[] {
  const segments = pathSegments(path);
  const crumbs: Crumb[] = [{ path: HOME_PATH, label: { kind: 'text', textId: homeTextId() }, current: false }];
  segments.forEach((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    if (prefix === HOME_PATH) return;
    const last = index === segments.length - 1;
    const entity = routeValue(routeEntities, prefix) !== undefined;
    const label = titleOf(prefix, routeTitles) ?? untitledLabel(segment, names, entity, last);
    if (label) crumbs.push({ path: prefix, label, current: false });
  });
  const lastCrumb = crumbs[crumbs.length - 1];
  if (lastCrumb) lastCrumb.current = true;
  return crumbs;
}
