/**
 * The seller applications module (Configuración > Solicitudes), mounted by the shell when the path's
 * first segment is `applications`: /applications is the queue, /applications/<id> one application
 * with its review, anything else a "not found" with a way back. Its texts are its own catalogs,
 * which the shell merges over its own for the shown language.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { createApplicationsFlows, listPath } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { routeOf } from './routeOf.ts';
import { ApplicationDetailPage } from './views/ApplicationDetailPage.tsx';
import { ApplicationsListPage } from './views/ApplicationsListPage.tsx';
import { NotFoundPage } from './views/NotFoundPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts are provided once per mount with the host the module was mounted with.
  const [flows] = useState(() => createApplicationsFlows(host));
  const route = routeOf(path);
  if (route.page === 'list') return <ApplicationsListPage logic={flows.applicationsList} search={search} host={host} />;
  if (route.page === 'detail') {
    const back = listPath(typeof state?.listQuery === 'string' ? state.listQuery : '');
    return <ApplicationDetailPage key={route.applicationId} logic={flows.applicationDetail} applicationId={route.applicationId} backHref={back} host={host} />;
  }
  return <NotFoundPage onOpenList={() => host.navigate('/applications')} />;
}

const applicationsModule: PortalModule = { Root, messages };

export default applicationsModule;
