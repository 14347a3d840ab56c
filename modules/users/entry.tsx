/**
 * The Users module (Configuración > Usuarios), mounted by the shell when the path's first segment is
 * `users`: /users is the list with its search (kept in the address's query), /users/new creates a user, /users/<id> is one user
 * with their history, /users/<id>/edit edits them; anything else a "not found" with a way back.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createUsersFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { UserDetailPage } from './views/UserDetailPage.tsx';
import { UserFormPage } from './views/UserFormPage.tsx';
import { UsersListPage } from './views/UsersListPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search }: ModuleRootProps) {
  const [flows] = useState(() => createUsersFlows(host));
  const match = matchModuleRoute('users', path);
  if (match?.route === '/users') return <UsersListPage logic={flows.usersList} searchLogic={flows.usersSearch} search={search} host={host} />;
  if (match?.route === '/users/new') return <UserFormPage key="new" logic={flows.userEditor} userId={null} host={host} />;
  if (match?.route === '/users/$userId/edit') return <UserFormPage key={`edit-${match.params.userId}`} logic={flows.userEditor} userId={match.params.userId} host={host} />;
  if (match?.route === '/users/$userId') return <UserDetailPage key={match.params.userId} logic={flows.userDetail} userId={match.params.userId} host={host} />;
  return <NotFoundPage home={moduleHome('users')} onOpen={(to) => host.navigate(to)} />;
}

const usersModule: PortalModule = { Root, messages };

export default usersModule;
