/**
 * THE permission table of the portal: which role may open which route. The rows of a sub-application
 * (marked "module" below) come from its folder's permissions file (modules/<name>/permissions.json,
 * through the generated registry), so a module carries its own access; the rest are written here.
 * The menu (visibleMenu), the
 * client's routes (mayOpenPath in the catch-all) and the server's authorisation of operations
 * (server/auth/permissions.ts through shared/access/operationRoutes.ts) all read it, so a role never
 * sees an entry it cannot open and the server refuses (403) exactly what this table refuses.
 *
 * A route is a path prefix; a path belongs to the LONGEST route that is a prefix of it, segment by
 * segment (/stock/existences/12 -> /stock/existences, /stock/12 -> /stock). The first segment of a
 * route is the services-status module key (server/services-status/modules.ts). Paths outside every
 * route (home /eiffel and everything under it, my account /user/myAccount) are open to every
 * signed-in role; an unknown role opens nothing.
 *
 * | Route                     | admin | seller | integrated seller | customerService | catalog | comercial | logistics | store | security | sysadmin |
 * |---------------------------|:-----:|:------:|:-----------------:|:---------------:|:-------:|:---------:|:---------:|:-----:|:--------:|:--------:|
 * | /reputation               |       |  x (p) |       x (p)       |                 |         |           |           |       |          |          |
 * | /pim (module)             |   x   |   x    |                   |                 |    x    |           |           |       |          |          |
 * | /pim/configuration (mod.) |   x   |        |                   |                 |    x    |           |           |       |          |          |
 * | /catalog-approval (mod.)  |   x   |   x    |         x         |                 |    x    |           |           |       |          |          |
 * | /returns (module)         |   x   |   x    |         x         |        x        |         |           |     x     |       |          |          |
 * | /returns/customer-service |   x   |        |                   |        x        |         |           |           |       |          |          |
 * | /invoice (module)         |   x   |   x    |         x         |        x        |         |           |           |       |          |          |
 * | /orders (module)          |   x   |   x    |         x         |        x        |         |           |     x     |   x   |          |          |
 * | /orders/spid35 (module)   |   x   |        |                   |                 |         |           |     x     |   x   |          |          |
 * | /logistics                |   x   |   x    |         x         |                 |         |           |     x     |       |          |          |
 * | /logistics/fulfillment    |   x   |  x (c) |       x (c)       |                 |         |           |     x     |       |          |          |
 * | /shipments (module)       |   x   |   x    |         x         |        x        |         |           |     x     |       |          |          |
 * | /shipments/epv (module)   |   x   |   x    |         x         |                 |         |           |     x     |       |          |          |
 * | /stock (module)           |   x   |   x    |                   |                 |         |           |     x     |   x   |          |          |
 * | /stock/existences (mod.)  |   x   |   x    |         x         |                 |         |           |     x     |   x   |          |          |
 * | /stock/spid35 (module)    |   x   |        |                   |                 |         |           |     x     |   x   |          |          |
 * | /finance                  |   x   |  x (p) |       x (p)       |                 |         |           |           |       |          |          |
 * | /metrics                  |   x   |   x    |         x         |                 |         |     x     |           |       |          |          |
 * | /campaigns                |       |   x    |         x         |                 |         |           |           |       |          |          |
 * | /reports                  |   x   |   x    |         x         |        x        |         |     x     |           |       |          |          |
 * | /sellers (module)         |   x   |        |                   |                 |         |           |           |       |          |          |
 * | /applications (module)    |   x   |        |                   |                 |         |     x     |           |       |          |          |
 * | /documents (module)       |   x   |        |                   |                 |         |           |           |       |          |          |
 * | /rules (module)           |   x   |        |                   |                 |         |     x     |           |       |          |          |
 * | /learning-guides (module) |   x   |        |                   |                 |         |           |           |       |          |          |
 * | /users (module)           |   x   |        |                   |                 |         |           |           |       |    x     |    x     |
 * | /helper/tourguide         |       |   x    |         x         |                 |         |           |           |       |          |          |
 *
 * /returns/customer-service is a route of the returns module too (modules/returns/permissions.json);
 * /users is the users module's (modules/users/permissions.json).
 * (c) only collector sellers (is_collector: the marketplace collects their orders at their warehouse
 *     and fulfils them); (p) only sellers in the publish history.
 *
 * Why these lists:
 * - admin sees every route except the three that belong to sellers alone: the Campaigns menu, the
 *   tour guide (a walk through the seller's own screens) and the reputation page (the signed-in
 *   seller's own level; an admin has no seller of its own to show).
 * - The reputation page, like the home's reputation card, is for sellers in the publish history: one
 *   not published yet has no orders to be measured by, and its home is the welcome steps.
 * - Integrated sellers (centry, multivende... shared/access/roles.ts) get the external list: the seller
 *   list without /pim (products are loaded by their integration, not in the portal) and without /stock
 *   (stock loading; the integration syncs it); they keep /stock/existences, the read-only stock levels.
 * - customerService answers buyers: orders, shipments, returns (with its own CS Returns queue),
 *   invoices (boletas) and the reports it sees at home.
 * - catalog curates products: PIM, catalogue approval and PIM configuration.
 * - comercial manages the relationship with sellers: metrics, reports, commercial rules and the
 *   review of seller applications (with admin).
 * - logistics runs the physical flow: orders, logistics/fulfillment, shipments, Epv, stock,
 *   existences, returns and the Spid35 (35-minute delivery) queues.
 * - store (the marketplace's stores that prepare Spid35 orders): orders, stock, existences, Spid35.
 * - security and sysadmin manage portal users (/users); sellers stay admin's.
 */
import { MODULE_REGISTRY } from '../modules/registry.generated.ts';
import { isIntegratedSellerType, isRole, type Role } from './roles.ts';

export interface AccessRoute {
  path: string;
  /** The services-status key_module the route belongs to (its first segment). */
  moduleKey: string;
  /** Sellers only see it when is_collector is true. */
  collectorsOnly?: true;
  /** Sellers only see it when they are in the publish history. */
  publishHistoryOnly?: true;
}

/** Who the decision is about: the session's role and seller facts (sellers only). */
export interface AccessSubject {
  role: Role | string;
  sellerType: string | null;
  isCollector: boolean;
  inPublishHistory: boolean;
}

const route = (path: string, extra: Omit<AccessRoute, 'path' | 'moduleKey'> = {}): AccessRoute => ({
  path,
  moduleKey: path.split('/')[1] ?? '',
  ...extra,
});

/** The routes written here (the modules' come from their permissions files). */
const CORE_ROUTES = [
  route('/reputation', { publishHistoryOnly: true }),
  route('/logistics'),
  route('/logistics/fulfillment', { collectorsOnly: true }),
  route('/finance', { publishHistoryOnly: true }),
  route('/metrics'),
  route('/campaigns'),
  route('/reports'),
  route('/helper/tourguide'),
] as const satisfies readonly AccessRoute[];

type ModuleRouteRow = (typeof MODULE_REGISTRY)[number]['permissions']['routes'][number];

/** The modules' routes, as their permissions files state them. */
const MODULE_ROUTES: readonly ModuleRouteRow[] = MODULE_REGISTRY.flatMap((module): readonly ModuleRouteRow[] => module.permissions.routes);

export type RoutePath = (typeof CORE_ROUTES)[number]['path'] | ModuleRouteRow['path'];

/** Every route the table knows, each a path prefix: the core's, then the modules'. */
export const ACCESS_ROUTES: readonly (AccessRoute & { path: RoutePath })[] = [
  ...CORE_ROUTES,
  ...MODULE_ROUTES.map(({ path, ...filters }) => ({
    ...route(path),
    ...('collectorsOnly' in filters && filters.collectorsOnly ? { collectorsOnly: true as const } : {}),
    ...('publishHistoryOnly' in filters && filters.publishHistoryOnly ? { publishHistoryOnly: true as const } : {}),
    path,
  })),
];

/** Which routes a list grants: one list per role, plus the external list of integrated sellers. */
export type AccessList = Role | 'integratedSeller';

const SELLER_ROUTES = [
  '/reputation',
  '/logistics',
  '/logistics/fulfillment',
  '/finance',
  '/metrics',
  '/campaigns',
  '/reports',
  '/helper/tourguide',
] as const satisfies readonly RoutePath[];

/** The modules' routes a list grants (their permissions files). */
const moduleRoutesOf = (list: AccessList): RoutePath[] =>
  MODULE_ROUTES.filter((row) => (row.lists as readonly string[]).includes(list)).map((row) => row.path);

/** Routes only sellers get: the reputation page, the Campaigns menu and the tour guide item. */
const SELLER_ONLY_ROUTES: readonly RoutePath[] = ['/reputation', '/campaigns', '/helper/tourguide'];

/** The core's lists; each gets the modules' routes that name it. */
const CORE_ROUTE_ACCESS: Readonly<Record<AccessList, readonly RoutePath[]>> = {
  admin: CORE_ROUTES.map((candidate) => candidate.path).filter((path) => !SELLER_ONLY_ROUTES.includes(path)),
  seller: SELLER_ROUTES,
  // What integrated sellers lose is loading products and stock, which their integration does: the
  // products and stock modules' permissions files list /pim and /stock for sellers, not integrated ones.
  integratedSeller: SELLER_ROUTES,
  customerService: ['/reports'],
  catalog: [],
  comercial: ['/metrics', '/reports'],
  logistics: ['/logistics', '/logistics/fulfillment'],
  store: [],
  security: [],
  sysadmin: [],
};

const withModuleRoutes = (list: AccessList): readonly RoutePath[] => [...CORE_ROUTE_ACCESS[list], ...moduleRoutesOf(list)];

export const ROUTE_ACCESS: Readonly<Record<AccessList, readonly RoutePath[]>> = {
  admin: withModuleRoutes('admin'),
  seller: withModuleRoutes('seller'),
  integratedSeller: withModuleRoutes('integratedSeller'),
  customerService: withModuleRoutes('customerService'),
  catalog: withModuleRoutes('catalog'),
  comercial: withModuleRoutes('comercial'),
  logistics: withModuleRoutes('logistics'),
  store: withModuleRoutes('store'),
  security: withModuleRoutes('security'),
  sysadmin: withModuleRoutes('sysadmin'),
};

/** The path without query, hash or trailing slash; always starting with '/'. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const segments = bare.split('/').filter((segment) => segment.length > 0);
  return `/${segments.join('/')}`;
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The route a path belongs to: the longest route that is a prefix of it; undefined outside every route. */
export function routeOfPath(path: string): AccessRoute | undefined {
  const normalised = normalisePath(path);
  let best: AccessRoute | undefined;
  for (const candidate of ACCESS_ROUTES) {
    if (isUnder(normalised, candidate.path) && (!best || candidate.path.length > best.path.length)) best = candidate;
  }
  return best;
}

/** The list that applies to a subject; null for an unknown role. */
export function accessListOf(subject: AccessSubject): AccessList | null {
  if (!isRole(subject.role)) return null;
  if (subject.role === 'seller' && isIntegratedSellerType(subject.sellerType)) return 'integratedSeller';
  return subject.role;
}

/** Whether the subject may open the route (its list grants it and the seller filters pass). */
export function mayOpenRoute(subject: AccessSubject, accessRoute: AccessRoute): boolean {
  const list = accessListOf(subject);
  if (list === null) return false;
  if (!(ROUTE_ACCESS[list] as readonly string[]).includes(accessRoute.path)) return false;
  if (subject.role !== 'seller') return true;
  if (accessRoute.collectorsOnly && !subject.isCollector) return false;
  if (accessRoute.publishHistoryOnly && !subject.inPublishHistory) return false;
  return true;
}

/**
 * Whether the subject may open a path of the portal: the rule of its route (the longest matching
 * prefix); outside every route (home, my account) any known role may. The server enforces the same.
 */
export function mayOpenPath(subject: AccessSubject, path: string): boolean {
  if (!isRole(subject.role)) return false;
  const accessRoute = routeOfPath(path);
  return accessRoute ? mayOpenRoute(subject, accessRoute) : true;
}

/** The routes a subject may open, in table order. */
export function openRoutes(subject: AccessSubject): AccessRoute[] {
  return ACCESS_ROUTES.filter((candidate) => mayOpenRoute(subject, candidate));
}
