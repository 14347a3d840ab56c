/**
 * The composition root of the applications module: its charts with their effects provided from what
 * the shell lends (the typed clients, navigation, the breadcrumb). Views receive the provided logic
 * and never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createApplicationDetailActors, createApplicationsListActors } from './actors.ts';
import { applicationDetailMachine } from './machines/applicationDetail.machine.ts';
import { queryOfFilters } from './machines/applicationFilters.ts';
import { applicationsListMachine } from './machines/applicationsList.machine.ts';

export interface ApplicationsFlows {
  applicationsList: typeof applicationsListMachine;
  applicationDetail: typeof applicationDetailMachine;
}

/** The queue's path with `query`, as the queue writes it to the URL. */
export const listPath = (query: string): string => (query ? `/applications?${query}` : '/applications');

export function createApplicationsFlows(host: ModuleHost): ApplicationsFlows {
  return {
    applicationsList: applicationsListMachine.provide({
      actors: createApplicationsListActors(host.api),
      actions: {
        // Replacing the entry: a filter is no page of its own, and a step back leaves the queue.
        rememberFilters: (_, { filters }) => host.navigate(listPath(queryOfFilters(filters)), { replace: true }),
      },
    }),
    applicationDetail: applicationDetailMachine.provide({
      actors: createApplicationDetailActors(host.api),
      actions: {
        // The commercial name is the applicant's own word for the company: the breadcrumb shows it as typed.
        announce: ({ context: { detail } }) => {
          if (detail) host.announceName(detail.application.id, detail.application.businessName);
        },
      },
    }),
  };
}
