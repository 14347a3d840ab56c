/**
 * The composition root of the orders module: its charts with their effects provided from what the
 * shell lends (the typed clients, navigation, the breadcrumb). Views receive the provided logic and
 * never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createOrderDetailActors, createOrdersListActors } from './actors.ts';
import { queryOfFilters } from './machines/orderFilters.ts';
import { orderDetailMachine } from './machines/orderDetail.machine.ts';
import { ordersListMachine } from './machines/ordersList.machine.ts';
import { spid35QueueMachine } from './machines/spid35Queue.machine.ts';
import { createSpid35QueueActors } from './spid35Actors.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';
import { createSellerPicker, type SellerPickerLogic } from '../../src/app/modules/sellerPicker.ts';

export interface OrdersFlows {
  ordersList: typeof ordersListMachine;
  orderDetail: typeof orderDetailMachine;
  /** The list's seller filter, for staff (a seller's list holds only its own orders). */
  sellerPicker: SellerPickerLogic;
  /** The Spid35 queue (/orders/spid35). */
  spid35Queue: typeof spid35QueueMachine;
}

export interface OrdersFlowOptions {
  /** The order's name for the breadcrumb, in the shown language ("Orden 2026-000123"). */
  orderName: (orderNumber: string) => string;
}

/** The list's path with `query`, as the list writes it to the URL. */
export const listPath = (query: string): string => (query ? `/orders?${query}` : '/orders');

/** The list's effects under the kit's names: its page, and its export as the list's rows. */
function listActors(host: ModuleHost) {
  const { listPage, exportOrders } = createOrdersListActors(host.api);
  return { listPage, exportRows: exportOrders };
}

export function createOrdersFlows(host: ModuleHost, { orderName }: OrdersFlowOptions): OrdersFlows {
  return {
    sellerPicker: createSellerPicker(host.api),
    spid35Queue: spid35QueueMachine.provide({ actors: createSpid35QueueActors(host.api) }),
    ordersList: ordersListMachine.provide({
      actors: listActors(host),
      actions: {
        // Replacing the entry: each filter is no page of its own, and a step back leaves the list.
        rememberFilters: (_, { filters }) => host.navigate(listPath(queryOfFilters(filters)), { replace: true }),
        saveFile: (_, { file }) => saveFile(file),
      },
    }),
    orderDetail: orderDetailMachine.provide({
      actors: createOrderDetailActors(host.api),
      actions: {
        announce: ({ context: { detail } }) => {
          if (detail) host.announceName(String(detail.order.id), orderName(detail.order.orderNumber));
        },
        deliver: (_, { file }) => saveFile(file),
      },
    }),
  };
}
