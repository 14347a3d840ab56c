/**
 * The Shipments module (Envíos), mounted by the shell when the path's first segment is `shipments`:
 * /shipments is the dispatch desk; /shipments/epv (Epv) is not built yet and shows the portal's own
 * "not available yet" page, as the shell does for an unreleased module (the services-status switch
 * is the whole module's, so the shell cannot tell for this path); anything else is a "not found"
 * with a way back.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { NotAvailableYetPage } from '../../src/views/notFound/NotAvailableYetPage.tsx';
import { createShipmentsFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { DispatchPage } from './views/DispatchPage.tsx';
import { NotFoundPage } from './views/NotFoundPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** Which page of the module a path is. */
export function pageOf(path: string): 'desk' | 'epv' | 'notFound' {
  if (/^\/shipments\/?$/.test(path)) return 'desk';
  if (/^\/shipments\/epv(\/.*)?$/.test(path)) return 'epv';
  return 'notFound';
}

function Root({ host, path }: ModuleRootProps) {
  // The module's chart, provided once per mount with the host it was mounted with.
  const [flows] = useState(() => createShipmentsFlows(host));
  const page = pageOf(path);
  if (page === 'desk') return <DispatchPage logic={flows.dispatchList} host={host} />;
  if (page === 'epv') return <NotAvailableYetPage moduleName="EPV" menuTextId="menu.epv" />;
  return <NotFoundPage onOpenDesk={() => host.navigate('/shipments')} />;
}

const shipmentsModule: PortalModule = { Root, messages };

export default shipmentsModule;
