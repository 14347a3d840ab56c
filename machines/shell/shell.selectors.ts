import type { SnapshotFrom } from 'xstate';
import type { shellMachine } from './shell.machine.ts';
import { buildBreadcrumb, isUnderHome, type Crumb, type CrumbLabel } from './shell.breadcrumb.ts';

type ShellSnapshot = SnapshotFrom<typeof shellMachine>;

export const selectIsDrawerOpen = (snapshot: ShellSnapshot): boolean => snapshot.matches({ drawer: 'open' });

export const selectIsPanelMini = (snapshot: ShellSnapshot): boolean => snapshot.matches({ panel: 'mini' });

export const selectPath = (snapshot: ShellSnapshot): string => snapshot.context.path;

/** The groups the person opened (true) or closed (false); the rest follow the active entry. */
export const selectGroupToggles = (snapshot: ShellSnapshot): Readonly<Record<string, boolean>> => snapshot.context.groupToggles;

/** The new-module modal, a child of the shell. */
export const selectNewModuleModal = (snapshot: ShellSnapshot) => snapshot.children.newModuleModal;

const NO_CRUMBS: Crumb[] = [];
let lastInput: Pick<ShellSnapshot['context'], 'path' | 'names' | 'routeTitles' | 'routeEntities'> | null = null;
let lastCrumbs: Crumb[] = NO_CRUMBS;

/** Every crumb of the path; the same array while path, names and route titles stay. */
function crumbsOf(snapshot: ShellSnapshot): Crumb[] {
  const { path, names, routeTitles, routeEntities } = snapshot.context;
  if (lastInput?.path !== path || lastInput.names !== names || lastInput.routeTitles !== routeTitles || lastInput.routeEntities !== routeEntities) {
    lastInput = { path, names, routeTitles, routeEntities };
    lastCrumbs = buildBreadcrumb(path, names, routeTitles, routeEntities);
  }
  return lastCrumbs;
}

/** The breadcrumb on screen; none under /eiffel for a seller outside the publish history. */
export function selectBreadcrumb(snapshot: ShellSnapshot): Crumb[] {
  const { path, role, inPublishHistory } = snapshot.context;
  if (role === 'seller' && !inPublishHistory && isUnderHome(path)) return NO_CRUMBS;
  return crumbsOf(snapshot);
}

/** What the page on screen is called (its last crumb), also where no breadcrumb is shown. */
export const selectPageLabel = (snapshot: ShellSnapshot): CrumbLabel | null => crumbsOf(snapshot).at(-1)?.label ?? null;
