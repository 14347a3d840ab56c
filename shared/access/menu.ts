/**
 * The portal's left menu: its items in their fixed order and groups (MENU_ITEMS), and the filtering
 * by the one permission table (shared/access/routeAccess.ts). A role never sees an entry it cannot
 * open: an item with a portal path is visible exactly when mayOpenPath allows that path.
 */
import { mayOpenPath, type AccessSubject } from './routeAccess.ts';
import { isRole } from './roles.ts';

export type { AccessSubject } from './routeAccess.ts';
export { mayOpenPath } from './routeAccess.ts';

export type MenuGroup = 'configuration' | 'sales' | 'finance' | 'spid35' | 'help';

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

const GROUPS: readonly MenuGroup[] = ['configuration', 'sales', 'finance', 'spid35', 'help'];

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
 * Every menu item, parents before their children, top level in this order: Home, Reputation, product
 * information module, catalogue approval, Sales, Shipments, Stock, Epv, Finance, Account,
 * Existences, Metrics, Campaigns, Reports; then the groups Configuration, Spid35 and Help. PIM is
 * flagged new: its click offers the new Seller Center in a new window instead of navigating.
 */
export const MENU_ITEMS: readonly MenuItem[] = [
  item('home', '/eiffel'),
  item('reputation', '/reputation'),
  item('pim', '/pim', { icon: 'products', isNew: true }),
  item('catalogApproval', '/catalog-approval', { icon: 'approval' }),
  group('sales', 'sales'),
  item('returns', '/returns', { parentId: 'sales' }),
  item('invoices', '/invoice', { parentId: 'sales', icon: 'invoice' }),
  item('orders', '/orders', { parentId: 'sales' }),
  item('logistics', '/logistics', { parentId: 'sales' }),
  item('fulfillment', '/logistics/fulfillment', { parentId: 'sales' }),
  item('shipments', '/shipments'),
  item('stock', '/stock'),
  item('epv', '/shipments/epv'),
  group('finance', 'finance'),
  item('settlements', '/finance', { parentId: 'finance', icon: 'finance' }),
  item('account', '/user/myAccount'),
  item('existences', '/stock/existences'),
  item('metrics', '/metrics'),
  item('campaigns', '/campaigns'),
  item('reports', '/reports'),
  group('configuration', 'settings'),
  item('sellers', '/sellers', { parentId: 'configuration' }),
  item('applications', '/applications', { parentId: 'configuration', icon: 'approval' }),
  item('documents', '/documents', { parentId: 'configuration' }),
  item('rules', '/rules', { parentId: 'configuration' }),
  item('learningGuides', '/learning-guides', { parentId: 'configuration' }),
  item('users', '/users', { parentId: 'configuration' }),
  item('pimConfiguration', '/pim/configuration', { parentId: 'configuration', icon: 'settings' }),
  item('csReturns', '/returns/customer-service', { parentId: 'configuration', icon: 'returns' }),
  item('moduleSwitches', '/modules', { parentId: 'configuration', icon: 'settings' }),
  group('spid35', 'spid35'),
  item('spid35Orders', '/orders/spid35', { parentId: 'spid35', icon: 'orders' }),
  item('spid35Stock', '/stock/spid35', { parentId: 'spid35', icon: 'stock' }),
  group('help', 'help'),
  item('tourGuide', '/helper/tourguide', { parentId: 'help', icon: 'tour' }),
  { id: 'helpCentre', textId: 'menu.helpCentre', path: HELP_CENTRE_URL, blank: true, parentId: 'help', icon: 'helpCentre', isNew: false, moduleKey: null },
];

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
