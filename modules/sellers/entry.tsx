/**
 * The Sellers module (Configuración > Sellers), the admin's seller directory, mounted by the shell
 * when the path's first segment is `sellers`: /sellers is the directory, /sellers/<id> one seller,
 * anything else a "not found" with a way back. Its texts are its own catalogs, which the shell
 * merges over its own for the shown language.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { createSellersFlows, listPath } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { routeOf } from './routeOf.ts';
import { NotFoundPage } from './views/NotFoundPage.tsx';
import { SellerDetailPage } from './views/SellerDetailPage.tsx';
import { SellersListPage } from './views/SellersListPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search, state }: ModuleRootProps) {
  const [flows] = useState(() => createSellersFlows(host));
  const route = routeOf(path);
  if (route.page === 'list') return <SellersListPage logic={flows.sellersList} search={search} host={host} />;
  if (route.page === 'detail') {
    const back = listPath(typeof state?.listQuery === 'string' ? state.listQuery : '');
    return <SellerDetailPage key={route.sellerId} logic={flows.sellerDetail} sellerId={route.sellerId} backHref={back} host={host} />;
  }
  return <NotFoundPage onOpenList={() => host.navigate('/sellers')} />;
}

const sellersModule: PortalModule = { Root, messages };

export default sellersModule;
