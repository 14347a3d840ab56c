/**
 * The real calls of the home's cards and frames, written against a small port so this folder never
 * sees the HTTP client; the composition root adapts the typed `sellers` and `metrics` clients.
 */
import { fromPromise } from 'xstate';
import type { ReputationSummary } from './reputation.ts';
import type { DashboardEmbed, ReportName } from './reportFrame.machine.ts';

export interface HomePort {
  /** GET {sellers}/v1/sellers/reputation-summary/{sellerId}; rejects with an ApiError on any failure. */
  getReputationSummary(sellerId: number): Promise<ReputationSummary>;
  /** GET {metrics}/metabase/dashboard/{name}; rejects with an ApiError on any failure. */
  getDashboardEmbed(name: ReportName): Promise<DashboardEmbed>;
}

export function createHomeActors(port: HomePort) {
  return {
    loadReputationSummary: fromPromise<ReputationSummary, { sellerId: number }>(({ input }) => port.getReputationSummary(input.sellerId)),
    loadEmbed: fromPromise<DashboardEmbed, { name: ReportName }>(({ input }) => port.getDashboardEmbed(input.name)),
  };
}
