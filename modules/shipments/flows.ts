/**
 * The composition root of the shipments module: its chart with its effects provided from what the
 * shell lends (the typed clients). Views receive the provided logic and never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createDispatchListActors } from './actors.ts';
import { dispatchListMachine } from './machines/dispatchList.machine.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';

export interface ShipmentsFlows {
  dispatchList: typeof dispatchListMachine;
}

export function createShipmentsFlows(host: ModuleHost): ShipmentsFlows {
  return {
    dispatchList: dispatchListMachine.provide({
      actors: createDispatchListActors(host.api),
      actions: { saveFile: (_, { file }) => saveFile(file) },
    }),
  };
}
