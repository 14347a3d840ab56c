/**
 * The composition root of the returns module: its charts with their effects provided from what the
 * shell lends (the typed clients, navigation, the breadcrumb). Views receive the provided logic and
 * never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createCsQueueActors, createReturnDetailActors, createReturnsListActors } from './actors.ts';
import { csQueueMachine } from './machines/csQueue.machine.ts';
import { queryOfFilters } from './machines/returnFilters.ts';
import { returnDetailMachine } from './machines/returnDetail.machine.ts';
import { returnsListMachine } from './machines/returnsList.machine.ts';

export interface ReturnsFlows {
  returnsList: typeof returnsListMachine;
  returnDetail: typeof returnDetailMachine;
  csQueue: typeof csQueueMachine;
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
        announceName: (_, { returnId, returnNumber }) => host.announceName(String(returnId), returnName(returnNumber)),
      },
    }),
    csQueue: csQueueMachine.provide({
      actors: createCsQueueActors(host.api),
      actions: {
        openReturn: (_, { returnId }) => host.navigate(`/returns/${returnId}`, { state: { from: 'customerService' } }),
      },
    }),
  };
}
