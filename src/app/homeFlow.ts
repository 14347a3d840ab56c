/**
 * The home's flows (what needs doing now, reputation card and report frames) with their calls
 * provided from the typed `orders`, `returns`, `invoices`, `onboarding`, `sellers` and `metrics`
 * clients. flows.ts imports this module with the /eiffel route, so no chart of the home weighs on
 * the login screen's first load.
 */
import type { ApiClients } from '../api/clients.ts';
import { dataOrThrow } from '../api/clients.ts';
import { createHomeActors } from '../../machines/home/home.actors.ts';
import { homeTodoMachine } from '../../machines/home/homeTodo.machine.ts';
import { reportFrameMachine } from '../../machines/home/reportFrame.machine.ts';
import { reputationSummaryMachine } from '../../machines/home/reputationSummary.machine.ts';

export interface HomeFlow {
  /** One per home: input { sellerId, scope }. */
  homeTodo: typeof homeTodoMachine;
  /** One per reputation card: input { sellerId, sellerName, today }. */
  reputationSummary: typeof reputationSummaryMachine;
  /** One per report frame: input { name }. */
  reportFrame: typeof reportFrameMachine;
  /** Today in America/Santiago (YYYY-MM-DD), where the reputation's months are counted. */
  today: () => string;
}

const santiagoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A list's figures, or null when the person's role may not read that list (403): its lines are
 * then not drawn. Any other failure rejects, and the panel offers to try again.
 */
async function countsOf<T, C>(call: Promise<{ data?: T; error?: unknown; response: Response }>, counts: (data: T) => C): Promise<C | null> {
  const result = await call;
  return result.response.status === 403 ? null : counts(dataOrThrow(result));
}

const NO_SELLER_WORK = { ordersToPrepare: null, ordersLate: null, returnsAwaitingDecision: null, ordersWithoutBoleta: null };
const NO_STAFF_WORK = { applicationsReceived: null, applicationsInReview: null, escalatedReturnsUnassigned: null, escalatedReturnsMine: null };

export function createHomeFlow(api: ApiClients): HomeFlow {
  const actors = createHomeActors({
    // Each count is a list's own figure (its tabs' counts), asked for with a page of one row, so
    // the home and the list it opens never disagree.
    getHomeTodo: async (scope) => {
      if (scope === 'staff') {
        const [applications, escalated] = await Promise.all([
          countsOf(api.onboarding.GET('/v1/onboarding/applications', { params: { query: { pageSize: 1 } } }), (page) => page.counts),
          countsOf(api.returns.GET('/v1/returns/customer-service', { params: { query: { limit: 1 } } }), (page) => page.assignmentCounts),
        ]);
        return {
          ...NO_SELLER_WORK,
          applicationsReceived: applications?.received ?? null,
          applicationsInReview: applications?.in_review ?? null,
          escalatedReturnsUnassigned: escalated?.unassigned ?? null,
          escalatedReturnsMine: escalated?.mine ?? null,
        };
      }
      const [ordersToPrepare, ordersLate, returnsAwaitingDecision, ordersWithoutBoleta] = await Promise.all([
        countsOf(api.orders.GET('/v1/orders', { params: { query: { group: 'toPrepare', limit: 1 } } }), (page) => page.groupCounts.toPrepare),
        countsOf(api.orders.GET('/v1/orders', { params: { query: { group: 'toPrepare', overdue: true, limit: 1 } } }), (page) => page.groupCounts.toPrepare),
        countsOf(api.returns.GET('/v1/returns', { params: { query: { group: 'toReview', limit: 1 } } }), (page) => page.groupCounts.toReview),
        countsOf(api.invoices.GET('/v1/invoices', { params: { query: { limit: 1 } } }), (page) => page.stateCounts.pending),
      ]);
      return { ...NO_STAFF_WORK, ordersToPrepare, ordersLate, returnsAwaitingDecision, ordersWithoutBoleta };
    },
    getReputationSummary: async (sellerId) =>
      dataOrThrow(await api.sellers.GET('/v1/sellers/reputation-summary/{sellerId}', { params: { path: { sellerId } } })),
    getDashboardEmbed: async (name) => dataOrThrow(await api.metrics.GET('/metabase/dashboard/{name}', { params: { path: { name } } })),
  });
  return {
    homeTodo: homeTodoMachine.provide({
      actors: { loadHomeTodo: actors.loadHomeTodo },
      actions: { logFailure: (_, { code }) => console.error('[home] the counts of the work waiting failed:', code) },
    }),
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
