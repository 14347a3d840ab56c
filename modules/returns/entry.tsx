/**
 * The Returns module (Ventas > Devoluciones and Configuración > Devoluciones escaladas), mounted by the
 * shell when the path's first segment is `returns`: /returns is the list, /returns/<id> one return,
 * /returns/customer-service the queue of escalated returns, anything else a "not found" with a way
 * back. Its texts are its own catalogs, which the shell merges over its own for the shown language.
 */
import { listQueryOf, useModuleFlows } from '../../src/app/modules/moduleFlows.ts';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { CS_QUEUE_PATH, createReturnsFlows, listPath } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { CsQueuePage } from './views/CsQueuePage.tsx';
import { ReturnDetailPage } from './views/ReturnDetailPage.tsx';
import { ReturnsListPage } from './views/ReturnsListPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts, provided once per mount; the return's name for the breadcrumb is read in the language shown when the return arrives.
  const flows = useModuleFlows((text) => createReturnsFlows(host, { returnName: (returnNumber) => text('returns.detail.title', { returnNumber }) }));
  const match = matchModuleRoute('returns', path);
  if (match?.route === '/returns') return <ReturnsListPage logic={flows.returnsList} sellerPicker={flows.sellerPicker} search={search} host={host} />;
  if (match?.route === '/returns/customer-service') return <CsQueuePage logic={flows.csQueue} takeOverLogic={flows.csTakeOver} search={search} host={host} />;
  if (match?.route === '/returns/$returnId') {
    const { returnId } = match.params;
    const back = state?.from === 'customerService' ? CS_QUEUE_PATH : listPath(listQueryOf(state));
    return <ReturnDetailPage key={returnId} logic={flows.returnDetail} returnId={returnId} backHref={back} host={host} />;
  }
  return <NotFoundPage home={moduleHome('returns')} onOpen={(to) => host.navigate(to)} />;
}

const returnsModule: PortalModule = { Root, messages };

export default returnsModule;
