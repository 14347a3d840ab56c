/**
 * The composition root of the shipments module: its charts with their effects provided from what the
 * shell lends (the typed clients, navigation). Views receive the provided logic and never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createDispatchActionsActors, createDispatchListActors } from './actors.ts';
import { dispatchActionsMachine } from './machines/dispatchActions.machine.ts';
import { queryOfFilters } from './machines/dispatchFilters.ts';
import { dispatchListMachine } from './machines/dispatchList.machine.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';
import { createSellerPicker, type SellerPickerLogic } from '../../src/app/modules/sellerPicker.ts';

export interface ShipmentsFlows {
  dispatchList: typeof dispatchListMachine;
  dispatchActions: typeof dispatchActionsMachine;
  /** The desk's seller filter, for staff (a seller's desk holds only its own orders). */
  sellerPicker: SellerPickerLogic;
}

/** The desk's path with `query`, as the list writes it to the URL. */
export const deskPath = (query: string): string => (query ? `/shipments?${query}` : '/shipments');

export function createShipmentsFlows(host: ModuleHost): ShipmentsFlows {
  return {
    sellerPicker: createSellerPicker(host.api),
    dispatchList: dispatchListMachine.provide({
      actors: createDispatchListActors(host.api),
      actions: {
        // Replacing the entry: each filter is no page of its own, and a step back leaves the desk.
        rememberFilters: (_, { filters }) => host.navigate(deskPath(queryOfFilters(filters)), { replace: true }),
      },
    }),
    dispatchActions: dispatchActionsMachine.provide({
      actors: createDispatchActionsActors(host.api),
      actions: { saveFile: (_, { file }) => saveFile(file) },
    }),
  };
}
