import type { SnapshotFrom } from 'xstate';
import type { reportFrameMachine } from './reportFrame.machine.ts';
import type { reputationSummaryMachine } from './reputationSummary.machine.ts';
import { isReadSummary, monthInProgressOf, type CardSummary, type MonthInProgress, type ReputationSummary } from './reputation.ts';

type ReportFrameSnapshot = SnapshotFrom<typeof reportFrameMachine>;
type ReputationSummarySnapshot = SnapshotFrom<typeof reputationSummaryMachine>;

/** The embed URL to show, once it arrived. */
export const selectReportUrl = (snapshot: ReportFrameSnapshot): string | null =>
  snapshot.matches('shown') ? snapshot.context.url : null;

export const selectIsReportLoading = (snapshot: ReportFrameSnapshot): boolean => snapshot.matches('loading');

/** The summary the card draws: the server's, or the default category after a failure; null while loading. */
export const selectReputationSummary = (snapshot: ReputationSummarySnapshot): CardSummary | null => snapshot.context.summary;

/** The server's summary with its month's rules, which the drawer and the page explain; null before it arrives or after a failure. */
export const selectReadReputationSummary = (snapshot: ReputationSummarySnapshot): ReputationSummary | null => {
  const { summary } = snapshot.context;
  return summary !== null && isReadSummary(summary) ? summary : null;
};

export const selectIsReputationLoading = (snapshot: ReputationSummarySnapshot): boolean => snapshot.matches({ summary: 'loading' });

/** Whether the card's drawer (levels, benefits, what moves the seller up) is open. */
export const selectIsReputationDrawerOpen = (snapshot: ReputationSummarySnapshot): boolean => snapshot.matches({ drawer: 'open' });

/** Whether the card's button may open the drawer: only once there is a level and its rules to explain. */
export const selectCanOpenReputationDrawer = (snapshot: ReputationSummarySnapshot): boolean => snapshot.can({ type: 'drawer.open' });

/** The seller name the card heads with: the summary's once read, the session's until then. */
export const selectReputationSellerName = (snapshot: ReputationSummarySnapshot): string =>
  snapshot.context.summary?.sellerName ?? snapshot.context.sellerName;

/** The banner of the month in progress over the card; null while loading and for Bloqueo. */
export const selectMonthInProgress = (snapshot: ReputationSummarySnapshot): MonthInProgress | null => monthInProgressOf(snapshot.context.summary);
