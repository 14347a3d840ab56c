/**
 * The Users module (Configuración > Usuarios), mounted by the shell when the path's first segment is
 * `users`: /users is the list with its search (kept in the address's query), /users/new creates a user, /users/<id> is one user
 * with their history, /users/<id>/edit edits them; anything else a "not found" with a way back.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { createUsersFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { routeOf } from './routeOf.ts';
import { NotFoundPage } from './views/NotFoundPage.tsx';
import { UserDetailPage } from './views/UserDetailPage.tsx';
import { UserFormPage } from './views/UserFormPage.tsx';
import { UsersListPage } from './views/UsersListPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search }: ModuleRootProps) {
  const [flows] = useState(() => createUsersFlows(host));
  const route = routeOf(path);
  if (route.page === 'list') return <UsersListPage logic={flows.usersList} search={search} host={host} />;
  if (route.page === 'new') return <UserFormPage key="new" logic={flows.userEditor} userId={null} host={host} />;
  if (route.page === 'edit') return <UserFormPage key={`edit-${route.userId}`} logic={flows.userEditor} userId={route.userId} host={host} />;
  if (route.page === 'detail') return <UserDetailPage key={route.userId} logic={flows.userDetail} userId={route.userId} host={host} />;
  return <NotFoundPage onOpenList={() => host.navigate('/users')} />;
}

const usersModule: PortalModule = { Root, messages };

export default usersModule;
