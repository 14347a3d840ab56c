/**
 * The portal's left menu: its items in their fixed order and groups (MENU_ITEMS), and the filtering
 * by the one permission table (shared/access/routeAccess.ts). A role never sees an entry it cannot
 * open: an item with a portal path is visible exactly when mayOpenPath allows that path. The
 * entries of the sub-applications come from their manifests (modules/<folder>/routes.json, through
 * the generated registry); this file holds only the portal's own entries, the groups and the
 * entries of modules not built yet, each with its place among all of them.
 */
import { MENU_GROUPS } from '../modules/menuGroups.ts';
import { MODULE_REGISTRY } from '../modules/registry.generated.ts';
import { mayOpenPath, type AccessSubject } from './routeAccess.ts';
import { isRole } from './roles.ts';

export type { AccessSubject } from './routeAccess.ts';
export { mayOpenPath } from './routeAccess.ts';

export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface MenuItem {
  /** Stable, e.g. 'home', 'orders', 'configuration'. */
  id: string;
  /** react-intl id, e.g. 'menu.orders' (src/i18n/<locale>/menu.ts). */
  textId: string;
  /** null for groups; a portal path, or an absolute URL for a blank (external) item. */
  path: string | null;
  /** Open in a new tab (help centre). */
  blank: boolean;
  parentId: string | null;
  /** Icon key the view maps to an inline SVG. */
  icon: string;
  /** "new" chip + new-module modal. */
  isNew: boolean;
  /** services-status key_module the path belongs to (its first segment); null for groups and external items. */
  moduleKey: string | null;
}

/** The marketplace's help centre (external, opens in a new tab). */
export const HELP_CENTRE_URL = 'https://ayuda.portalsellers.cl';

const GROUPS: readonly MenuGroup[] = MENU_GROUPS;

export const isMenuGroup = (id: string): id is MenuGroup => (GROUPS as readonly string[]).includes(id);

interface ItemOptions {
  parentId?: MenuGroup;
  icon?: string;
  isNew?: boolean;
}

const item = (id: string, path: string, { parentId, icon = id, isNew = false }: ItemOptions = {}): MenuItem => ({
  id,
  textId: `menu.${id}`,
  path,
  blank: false,
  parentId: parentId ?? null,
  icon,
  isNew,
  moduleKey: path.startsWith('/user/') ? null : (path.split('/')[1] ?? null),
});

const group = (id: MenuGroup, icon: string): MenuItem => ({
  id,
  textId: `menu.${id}`,
  path: null,
  blank: false,
  parentId: null,
  icon,
  isNew: false,
  moduleKey: null,
});

/**
 * The menu's own entries, each with its place (`order`) among every entry, the modules' included:
 * home, reputation, the product information module (flagged new: its click offers the new Seller
 * Center in a new window instead of navigating), catalogue approval, Sales, Stock, Finance, Account,
 * Existences, Metrics, Campaigns, Reports; then the groups Configuration, Spid35 and Help.
 */
const PORTAL_ENTRIES: readonly (readonly [order: number, item: MenuItem])[] = [
  [10, item('home', '/eiffel')],
  [20, item('reputation', '/reputation')],
  [50, group('sales', 'sales')],
  [90, item('logistics', '/logistics', { parentId: 'sales' })],
  [100, item('fulfillment', '/logistics/fulfillment', { parentId: 'sales' })],
  [140, group('finance', 'finance')],
  [150, item('settlements', '/finance', { parentId: 'finance', icon: 'finance' })],
  [160, item('account', '/user/myAccount')],
  [180, item('metrics', '/metrics')],
  [190, item('campaigns', '/campaigns')],
  [200, item('reports', '/reports')],
  [210, group('configuration', 'settings')],
  [310, group('spid35', 'spid35')],
  [330, item('spid35Stock', '/stock/spid35', { parentId: 'spid35', icon: 'stock' })],
  [340, group('help', 'help')],
  [350, item('tourGuide', '/helper/tourguide', { parentId: 'help', icon: 'tour' })],
  [360, { id: 'helpCentre', textId: 'menu.helpCentre', path: HELP_CENTRE_URL, blank: true, parentId: 'help', icon: 'helpCentre', isNew: false, moduleKey: null }],
];

/** The entries the modules' manifests declare, at the places they give. */
const MODULE_ENTRIES: readonly (readonly [order: number, item: MenuItem])[] = MODULE_REGISTRY.flatMap((module) =>
  module.menu.map((entry) => {
    const options: ItemOptions = {
      parentId: 'group' in entry ? entry.group : undefined,
      icon: 'icon' in entry ? entry.icon : undefined,
      isNew: 'isNew' in entry ? entry.isNew : undefined,
    };
    return [entry.order, item(entry.id, entry.path, options)] as const;
  }),
);

/** Every menu item, parents before their children, in the order their places give. */
export const MENU_ITEMS: readonly MenuItem[] = [...PORTAL_ENTRIES, ...MODULE_ENTRIES].sort(([a], [b]) => a - b).map(([, menuItem]) => menuItem);

/** Whether a leaf item is visible: external links for every known role, portal paths by the table. */
function leafVisible(subject: AccessSubject, menuItem: MenuItem): boolean {
  if (menuItem.path === null) return false;
  if (menuItem.blank) return isRole(subject.role);
  return mayOpenPath(subject, menuItem.path);
}

/**
 * The items the subject sees, in MENU_ITEMS order (parents before children; only items without a
 * parent are top level). A group is kept only when at least one of its children is visible.
 */
export function visibleMenu(subject: AccessSubject): MenuItem[] {
  const leaves = new Set(MENU_ITEMS.filter((menuItem) => menuItem.path !== null && leafVisible(subject, menuItem)).map((menuItem) => menuItem.id));
  const parents = new Set(MENU_ITEMS.filter((menuItem) => menuItem.parentId !== null && leaves.has(menuItem.id)).map((menuItem) => menuItem.parentId));
  return MENU_ITEMS.filter((menuItem) => leaves.has(menuItem.id) || (menuItem.path === null && parents.has(menuItem.id)));
}

/** The menu item whose path is the longest prefix of `path` (for the breadcrumb and page names). */
export function menuItemOfPath(path: string): MenuItem | undefined {
  const bare = `/${(path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).join('/')}`;
  let best: MenuItem | undefined;
  for (const menuItem of MENU_ITEMS) {
    if (menuItem.path === null || menuItem.blank) continue;
    if ((bare === menuItem.path || bare.startsWith(`${menuItem.path}/`)) && (!best || menuItem.path.length > (best.path?.length ?? 0))) best = menuItem;
  }
  return best;
}
