/**
 * The catalogue module (Productos, Configuración PIM), mounted by the shell when the path's first
 * segment is `pim`: /pim/configuration is the catalogue's configuration (categories, attributes,
 * brands, rejection reasons); /pim the products list, /pim/products/<id> a product's own page,
 * /pim/products/new and /pim/products/<id>/edit its form; /pim/bulk-load loads products by Excel and
 * /pim/bulk-load/<id> follows one load; anything else a "not found" with a way back.
 */
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { listQueryOf, useModuleFlows } from '../../src/app/modules/moduleFlows.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createBulkLoadFlows } from './bulkLoadFlows.ts';
import { createPimFlows } from './flows.ts';
import { createProductFlows, productsPath } from './productFlows.ts';
import { createProductFormFlows } from './productFormFlows.ts';
import { BulkLoadPage } from './views/BulkLoadPage.tsx';
import { ConfigurationPage } from './views/ConfigurationPage.tsx';
import { ProductDetailPage } from './views/ProductDetailPage.tsx';
import { ProductFormPage } from './views/ProductFormPage.tsx';
import { ProductsPage } from './views/ProductsPage.tsx';

// Each language's words are a chunk of their own: a reader downloads only theirs.
const messages: PortalModule['messages'] = { 'es-CL': () => import('./i18n/spanishCatalog.ts'), en: () => import('./i18n/englishCatalog.ts') };

function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts, provided once per mount with the host the module was mounted with.
  const flows = useModuleFlows(() => ({ configuration: createPimFlows(host), products: createProductFlows(host), productForm: createProductFormFlows(host), bulkLoad: createBulkLoadFlows(host) }));
  const match = matchModuleRoute('pim', path);
  if (match?.route === '/pim/configuration') return <ConfigurationPage flows={flows.configuration} host={host} search={search} />;
  if (match?.route === '/pim') return <ProductsPage flows={flows.products} search={search} host={host} />;
  if (match?.route === '/pim/bulk-load') return <BulkLoadPage key="new" flows={flows.bulkLoad} loadId={null} host={host} />;
  if (match?.route === '/pim/bulk-load/$loadId') return <BulkLoadPage key={match.params.loadId} flows={flows.bulkLoad} loadId={match.params.loadId} host={host} />;
  if (match?.route === '/pim/products/new') return <ProductFormPage key="new" flows={flows.productForm} productId={null} host={host} />;
  if (match?.route === '/pim/products/$productId/edit') {
    return <ProductFormPage key={`edit-${match.params.productId}`} flows={flows.productForm} productId={match.params.productId} host={host} />;
  }
  if (match?.route === '/pim/products/$productId') {
    const { productId } = match.params;
    return <ProductDetailPage key={productId} logic={flows.products.productDetail} productId={productId} backHref={productsPath(listQueryOf(state))} host={host} />;
  }
  return <NotFoundPage home={moduleHome('pim')} onOpen={(to) => host.navigate(to)} />;
}

const pimModule: PortalModule = { Root, messages };

export default pimModule;
