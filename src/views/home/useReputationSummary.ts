/**
 * The reputation card's chart for the signed-in seller, started by the page that shows the card (the
 * home, /reputation), so the banner over the card and the page's own sections read the same summary
 * as the card: one summary request per mount.
 */
import type { ActorRefFrom } from 'xstate';
import type { Session } from '../../../machines/auth/auth.machine.ts';
import type { reputationSummaryMachine } from '../../../machines/home/reputationSummary.machine.ts';
import type { HomeFlow } from '../../app/homeFlow.ts';
import { useFlowActor } from '../inspection/useFlowActor.ts';

export function useReputationSummary(home: HomeFlow, session: Session): ActorRefFrom<typeof reputationSummaryMachine> {
  // Read once, when the actor starts: a later render's input is not used.
  return useFlowActor(home.reputationSummary, {
    input: { sellerId: session.seller_id ?? 0, sellerName: session.seller_name ?? '', today: home.today() },
  });
}
