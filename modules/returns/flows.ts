/**
 * The composition root of the returns module: its charts with their effects provided from what the
 * shell lends (the typed clients, navigation, the breadcrumb). Views receive the provided logic and
 * never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createCsQueueActors, createCsTakeOverActors, createReturnDetailActors, createReturnsListActors } from './actors.ts';
import { csQueueMachine, queryOfCsFilters } from './machines/csQueue.machine.ts';
import { csTakeOverMachine } from './machines/csTakeOver.machine.ts';
import { queryOfFilters } from './machines/returnFilters.ts';
import { returnDetailMachine } from './machines/returnDetail.machine.ts';
import { returnsListMachine } from './machines/returnsList.machine.ts';
import { createSellerPicker, type SellerPickerLogic } from '../../src/app/modules/sellerPicker.ts';

export interface ReturnsFlows {
  returnsList: typeof returnsListMachine;
  /** The list's seller filter, for staff (a seller's list holds only its own returns). */
  sellerPicker: SellerPickerLogic;
  returnDetail: typeof returnDetailMachine;
  csQueue: typeof csQueueMachine;
  csTakeOver: typeof csTakeOverMachine;
}

export interface ReturnsFlowOptions {
  /** The return's name for the breadcrumb, in the shown language ("Devolución D-2026-000123"). */
  returnName: (returnNumber: string) => string;
}

/** The list's path with `query`, as the list writes it to the URL. */
export const listPath = (query: string): string => (query ? `/returns?${query}` : '/returns');

/** The queue's path. */
export const CS_QUEUE_PATH = '/returns/customer-service';

export function createReturnsFlows(host: ModuleHost, { returnName }: ReturnsFlowOptions): ReturnsFlows {
  return {
    sellerPicker: createSellerPicker(host.api),
    returnsList: returnsListMachine.provide({
      actors: createReturnsListActors(host.api),
      actions: {
        // Replacing the entry: each filter is no page of its own, and a step back leaves the list.
        rememberFilters: (_, { filters }) => host.navigate(listPath(queryOfFilters(filters)), { replace: true }),
      },
    }),
    returnDetail: returnDetailMachine.provide({
      actors: createReturnDetailActors(host.api),
      actions: {
        announce: ({ context: { detail } }) => {
          if (detail) host.announceName(String(detail.summary.id), returnName(detail.summary.returnNumber));
        },
      },
    }),
    csQueue: csQueueMachine.provide({
      actors: createCsQueueActors(host.api),
      actions: {
        // Replacing the entry, as every list's filters.
        rememberFilters: (_, { filters }) => {
          const query = queryOfCsFilters(filters);
          host.navigate(query ? `${CS_QUEUE_PATH}?${query}` : CS_QUEUE_PATH, { replace: true });
        },
      },
    }),
    csTakeOver: csTakeOverMachine.provide({
      actors: createCsTakeOverActors(host.api),
      actions: {
        openReturn: (_, { returnId }) => host.navigate(`/returns/${returnId}`, { state: { from: 'customerService' } }),
      },
    }),
  };
}
