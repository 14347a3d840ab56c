/**
 * The Stock module (Stock and Existencias), mounted by the shell when the path's first segment is
 * `stock`: /stock is the levels with the quantity set in place and the Excel import,
 * /stock/imports/<id> an import followed until it ends, /stock/levels/<id> a level with its SKU's
 * history, /stock/existences the levels read only with the integration's last update; anything else
 * a "not found" with a way back.
 */
import { listQueryOf, useModuleFlows } from '../../src/app/modules/moduleFlows.ts';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { NotAvailableYetPage } from '../../src/views/notFound/NotAvailableYetPage.tsx';
import { createStockFlows, stockPath } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { ExistencesPage } from './views/ExistencesPage.tsx';
import { ImportPage } from './views/ImportPage.tsx';
import { LevelPage } from './views/LevelPage.tsx';
import { StockPage } from './views/StockPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts, provided once per mount; a level's name for the breadcrumb is read in the language shown.
  const flows = useModuleFlows((text) => createStockFlows(host, { levelName: (sku, warehouse) => text('stock.level.name', { sku, warehouse }) }));
  const match = matchModuleRoute('stock', path);
  if (match?.route === '/stock') return <StockPage flows={flows} search={search} host={host} />;
  if (match?.route === '/stock/existences') return <ExistencesPage flows={flows} search={search} host={host} />;
  if (match?.route === '/stock/imports/$importId') return <ImportPage key={match.params.importId} logic={flows.importProgress} importId={match.params.importId} host={host} />;
  if (match?.route === '/stock/levels/$levelId') {
    const { levelId } = match.params;
    return <LevelPage key={levelId} flows={flows} levelId={levelId} search={search} backHref={stockPath(listQueryOf(state))} host={host} />;
  }
  // The store's express stock (Spid35) is in the menu but not built yet: said plainly, as the portal
  // says of any module it does not have yet, never a "not found" behind a menu entry.
  if (path === '/stock/spid35' || path.startsWith('/stock/spid35/')) return <NotAvailableYetPage moduleName="Stock Spid35" menuTextId="menu.spid35Stock" />;
  return <NotFoundPage home={moduleHome('stock')} onOpen={(to) => host.navigate(to)} />;
}

const stockModule: PortalModule = { Root, messages };

export default stockModule;
