/**
 * The composition root of the sellers module: its charts with their effects provided from what the
 * shell lends (the typed clients, navigation, the breadcrumb). Views receive the provided logic and
 * never see a client.
 */
import { saveFile } from '../../src/app/modules/saveFile.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createSellerDetailActors, createSellersListActors } from './actors.ts';
import { sellerDetailMachine } from './machines/sellerDetail.machine.ts';
import { queryOfFilters } from './machines/sellerFilters.ts';
import { sellersListMachine } from './machines/sellersList.machine.ts';

export interface SellersFlows {
  sellersList: typeof sellersListMachine;
  sellerDetail: typeof sellerDetailMachine;
}

/** The list's path with `query`, as the list writes it to the URL. */
export const listPath = (query: string): string => (query ? `/sellers?${query}` : '/sellers');

export function createSellersFlows(host: ModuleHost): SellersFlows {
  return {
    sellersList: sellersListMachine.provide({
      actors: createSellersListActors(host.api),
      actions: {
        // Replacing the entry: each filter is no page of its own, and a step back leaves the list.
        rememberFilters: (_, { filters }) => host.navigate(listPath(queryOfFilters(filters)), { replace: true }),
      },
    }),
    sellerDetail: sellerDetailMachine.provide({
      actors: createSellerDetailActors(host.api),
      actions: {
        announce: ({ context: { detail } }) => {
          if (detail) host.announceName(String(detail.record.seller.id), detail.record.seller.name);
        },
        deliver: (_, { file }) => saveFile(file),
      },
    }),
  };
}
