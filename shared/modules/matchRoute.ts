/**
 * Which of a module's routes a path is, with its parameters parsed and typed: a module's entry asks
 * `matchRoute(routes, path)` instead of writing its own regular expressions. The routes come from
 * the module's manifest (its routes.json, through the generated registry), so the page a path opens
 * and the breadcrumb's entity are read from the same declaration.
 */
import { parseParam, type ParamKind, type ParamValue } from './routeParams.ts';

/** A route as a manifest declares it (only what matching needs). */
export interface RouteSpec {
  /** `/orders/$orderId`: literal segments and `$name` parameters. */
  readonly path: string;
  /** The kind of every `$name` of the path. */
  readonly params?: Readonly<Record<string, ParamKind>>;
  /** The route also answers every path under it (a page not built yet answers its whole area). */
  readonly andBelow?: boolean;
}

type ParamsOf<Route extends RouteSpec> = Route extends { readonly params: infer Params } ? { -readonly [Name in keyof Params]: ParamValue<Params[Name]> } : Record<never, never>;

/** A path matched: the route's declared path, and its parameters as their kinds parse them. */
export type RouteMatch<Route extends RouteSpec> = Route extends RouteSpec ? { route: Route['path']; params: ParamsOf<Route> } : never;

/**
 * The segments of a path as routes see it: one trailing slash is allowed (`/orders/12/` is
 * `/orders/12`, as the address bar may add it); undefined for anything else that is not a clean
 * absolute path.
 */
function segmentsOf(path: string): string[] | undefined {
  if (!path.startsWith('/')) return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.slice(1).split('/');
}

/** The route's parameters read from the segments, or undefined when they are not the route's. */
function matchOne(route: RouteSpec, segments: readonly string[]): Record<string, number | string> | undefined {
  const pattern = route.path.slice(1).split('/');
  if (route.andBelow ? segments.length < pattern.length : segments.length !== pattern.length) return undefined;
  const params: Record<string, number | string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith('$')) {
      if (part !== segment) return undefined;
      continue;
    }
    const kind = route.params?.[part.slice(1)];
    const value = kind === undefined ? undefined : parseParam(kind, segment);
    if (value === undefined) return undefined;
    params[part.slice(1)] = value;
  }
  return params;
}

const literalCount = (route: RouteSpec): number => route.path.split('/').filter((part) => part !== '' && !part.startsWith('$')).length;

/**
 * The route `path` opens, or null when none does (the module then shows its "not found"). When a
 * literal route and a parameter route both fit (`/users/new` and `/users/$userId`), the one with
 * more literal segments wins, whatever the order of the manifest.
 */
export function matchRoute<const Routes extends readonly RouteSpec[]>(routes: Routes, path: string): RouteMatch<Routes[number]> | null {
  const segments = segmentsOf(path);
  if (!segments) return null;
  let best: { route: RouteSpec; params: Record<string, number | string> } | null = null;
  for (const route of routes) {
    const params = matchOne(route, segments);
    if (params && (!best || literalCount(route) > literalCount(best.route))) best = { route, params };
  }
  return best ? ({ route: best.route.path, params: best.params } as RouteMatch<Routes[number]>) : null;
}
