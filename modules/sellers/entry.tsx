/**
 * The Sellers module (Configuración > Sellers), the admin's seller directory, mounted by the shell
 * when the path's first segment is `sellers`: /sellers is the directory, /sellers/<id> one seller,
 * anything else a "not found" with a way back. Its texts are its own catalogs, which the shell
 * merges over its own for the shown language.
 */
import { listQueryOf, useModuleFlows } from '../../src/app/modules/moduleFlows.ts';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createSellersFlows, listPath } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { SellerDetailPage } from './views/SellerDetailPage.tsx';
import { SellersListPage } from './views/SellersListPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts are provided once per mount with the host the module was mounted with.
  const flows = useModuleFlows(() => createSellersFlows(host));
  const match = matchModuleRoute('sellers', path);
  if (match?.route === '/sellers') return <SellersListPage logic={flows.sellersList} search={search} host={host} />;
  if (match?.route === '/sellers/$sellerId') {
    const { sellerId } = match.params;
    const back = listPath(listQueryOf(state));
    return <SellerDetailPage key={sellerId} logic={flows.sellerDetail} sellerId={sellerId} backHref={back} host={host} />;
  }
  return <NotFoundPage home={moduleHome('sellers')} onOpen={(to) => host.navigate(to)} />;
}

const sellersModule: PortalModule = { Root, messages };

export default sellersModule;
