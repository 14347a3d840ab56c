/**
 * The Shipments module (Envíos), mounted by the shell when the path's first segment is `shipments`:
 * /shipments is the dispatch desk; /shipments/epv (Epv) is not built yet and shows the portal's own
 * "not available yet" page, as the shell does for an unreleased module (the services-status switch
 * is the whole module's, so the shell cannot tell for this path); anything else is a "not found"
 * with a way back.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { NotAvailableYetPage } from '../../src/views/notFound/NotAvailableYetPage.tsx';
import { createShipmentsFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { DispatchPage } from './views/DispatchPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

function Root({ host, path, search }: ModuleRootProps) {
  // The module's charts, provided once per mount with the host it was mounted with.
  const [flows] = useState(() => createShipmentsFlows(host));
  const route = matchModuleRoute('shipments', path)?.route;
  if (route === '/shipments') return <DispatchPage list={flows.dispatchList} actions={flows.dispatchActions} sellerPicker={flows.sellerPicker} search={search} host={host} />;
  if (route === '/shipments/epv') return <NotAvailableYetPage moduleName="EPV" menuTextId="menu.epv" />;
  return <NotFoundPage home={moduleHome('shipments')} onOpen={(to) => host.navigate(to)} />;
}

const shipmentsModule: PortalModule = { Root, messages };

export default shipmentsModule;
