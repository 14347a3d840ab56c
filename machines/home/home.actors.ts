/**
 * The real calls of the home's cards and frames, written against a small port so this folder never
 * sees the HTTP client; the composition root adapts the typed `sellers` and `metrics` clients.
 */
import { fromPromise } from 'xstate';
import type { ReputationSummary } from './reputation.ts';
import type { DashboardEmbed, ReportName } from './reportFrame.machine.ts';
import type { HomeTodo, HomeTodoScope } from './homeTodo.machine.ts';

export interface HomePort {
  /** GET {sellers}/v1/sellers/reputation-summary/{sellerId}; rejects with an ApiError on any failure. */
  getReputationSummary(sellerId: number): Promise<ReputationSummary>;
  /** GET {metrics}/metabase/dashboard/{name}; rejects with an ApiError on any failure. */
  getDashboardEmbed(name: ReportName): Promise<DashboardEmbed>;
  /** The counts of the work waiting for `scope` (the lists' own figures); rejects with an ApiError on any failure. */
  getHomeTodo(scope: HomeTodoScope): Promise<HomeTodo>;
}

export function createHomeActors(port: HomePort) {
  return {
    loadReputationSummary: fromPromise<ReputationSummary, { sellerId: number }>(({ input }) => port.getReputationSummary(input.sellerId)),
    loadEmbed: fromPromise<DashboardEmbed, { name: ReportName }>(({ input }) => port.getDashboardEmbed(input.name)),
    loadHomeTodo: fromPromise<HomeTodo, { sellerId: number; scope: HomeTodoScope }>(({ input }) => port.getHomeTodo(input.scope)),
  };
}
