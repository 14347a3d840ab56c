/**
 * The home's flows (reputation card and report frames) with their calls provided from the typed
 * `sellers` and `metrics` clients. flows.ts imports this module with the /eiffel route, so neither
 * chart weighs on the login screen's first load.
 */
import type { ApiClients } from '../api/clients.ts';
import { dataOrThrow } from '../api/clients.ts';
import { createHomeActors } from '../../machines/home/home.actors.ts';
import { reportFrameMachine } from '../../machines/home/reportFrame.machine.ts';
import { reputationSummaryMachine } from '../../machines/home/reputationSummary.machine.ts';

export interface HomeFlow {
  /** One per reputation card: input { sellerId, sellerName, today }. */
  reputationSummary: typeof reputationSummaryMachine;
  /** One per report frame: input { name }. */
  reportFrame: typeof reportFrameMachine;
  /** Today in America/Santiago (YYYY-MM-DD), where the reputation's months are counted. */
  today: () => string;
}

const santiagoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });

export function createHomeFlow(api: ApiClients): HomeFlow {
  const actors = createHomeActors({
    getReputationSummary: async (sellerId) =>
      dataOrThrow(await api.sellers.GET('/v1/sellers/reputation-summary/{sellerId}', { params: { path: { sellerId } } })),
    getDashboardEmbed: async (name) => dataOrThrow(await api.metrics.GET('/metabase/dashboard/{name}', { params: { path: { name } } })),
  });
  return {
    reputationSummary: reputationSummaryMachine.provide({
      actors: { loadReputationSummary: actors.loadReputationSummary },
      actions: { logFailure: (_, { code }) => console.error('[home] reputation summary failed, showing the default category:', code) },
    }),
    reportFrame: reportFrameMachine.provide({
      actors: { loadEmbed: actors.loadEmbed },
      actions: { logFailure: (_, { name, code }) => console.error(`[home] report ${name} failed, frame left empty:`, code) },
    }),
    today: () => santiagoDay.format(new Date()),
  };
}
