/**
 * The seller applications module (Configuración > Solicitudes), mounted by the shell when the path's
 * first segment is `applications`: /applications is the queue, /applications/<id> one application
 * with its review, anything else a "not found" with a way back. Its texts are its own catalogs,
 * which the shell merges over its own for the shown language.
 */
import { listQueryOf, useModuleFlows } from '../../src/app/modules/moduleFlows.ts';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createApplicationsFlows, listPath } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { ApplicationDetailPage } from './views/ApplicationDetailPage.tsx';
import { ApplicationsListPage } from './views/ApplicationsListPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts are provided once per mount with the host the module was mounted with.
  const flows = useModuleFlows(() => createApplicationsFlows(host));
  const match = matchModuleRoute('applications', path);
  if (match?.route === '/applications') return <ApplicationsListPage logic={flows.applicationsList} search={search} host={host} />;
  if (match?.route === '/applications/$applicationId') {
    const { applicationId } = match.params;
    const back = listPath(listQueryOf(state));
    return <ApplicationDetailPage key={applicationId} logic={flows.applicationDetail} applicationId={applicationId} backHref={back} host={host} />;
  }
  return <NotFoundPage home={moduleHome('applications')} onOpen={(to) => host.navigate(to)} />;
}

const applicationsModule: PortalModule = { Root, messages };

export default applicationsModule;
