/**
 * The Orders module (Ventas > Órdenes), mounted by the shell when the path's first segment is
 * `orders`: /orders is the list, /orders/spid35 the Spid35 express queue, /orders/<id> one order, anything else a "not found" with a way
 * back. Its texts are its own catalogs, which the shell merges over its own for the shown language.
 */
import { listQueryOf, useModuleFlows } from '../../src/app/modules/moduleFlows.ts';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createOrdersFlows, listPath } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { OrderDetailPage } from './views/OrderDetailPage.tsx';
import { OrdersListPage } from './views/OrdersListPage.tsx';
import { Spid35QueuePage } from './views/Spid35QueuePage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts, provided once per mount; the order's name for the breadcrumb is read in the language shown when the order arrives.
  const flows = useModuleFlows((text) => createOrdersFlows(host, { orderName: (orderNumber) => text('orders.detail.title', { orderNumber }) }));
  const match = matchModuleRoute('orders', path);
  if (match?.route === '/orders/spid35') return <Spid35QueuePage logic={flows.spid35Queue} host={host} />;
  if (match?.route === '/orders') return <OrdersListPage logic={flows.ordersList} sellerPicker={flows.sellerPicker} search={search} host={host} />;
  if (match?.route === '/orders/$orderId') {
    const { orderId } = match.params;
    return <OrderDetailPage key={orderId} logic={flows.orderDetail} orderId={orderId} listHref={listPath(listQueryOf(state))} host={host} />;
  }
  return <NotFoundPage home={moduleHome('orders')} onOpen={(to) => host.navigate(to)} />;
}

const ordersModule: PortalModule = { Root, messages };

export default ordersModule;
