/**
 * /reputation, a seller's reputation on a page of its own: the banner of the month in progress, the
 * card the home shows and, under it, what the card's drawer explains (the goals, the ladder with the
 * seller's level marked and each level's benefits, this month's figures so far and what moves the
 * seller up). The card's chart is the home's, started here for this visit.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine, Session } from '../../../machines/auth/auth.machine.ts';
import { selectSession } from '../../../machines/auth/auth.selectors.ts';
import { selectReadReputationSummary } from '../../../machines/home/home.selectors.ts';
import type { HomeFlow } from '../../app/homeFlow.ts';
import { MonthInProgressBanner } from '../home/MonthInProgressBanner.tsx';
import { ReputationCard } from '../home/ReputationCard.tsx';
import { ReputationDetails } from '../home/ReputationDetails.tsx';
import { useReputationSummary } from '../home/useReputationSummary.ts';

export interface ReputationPageProps {
  auth: ActorRefFrom<typeof authMachine>;
  home: HomeFlow;
}

export function ReputationPage({ auth, home }: ReputationPageProps) {
  const session = useSelector(auth, selectSession);
  // The access table opens this path to sellers only; without a seller there is nothing to show.
  if (!session || session.seller_id === null) return null;
  return <SellerReputation session={session} home={home} />;
}

function SellerReputation({ session, home }: { session: Session; home: HomeFlow }) {
  const card = useReputationSummary(home, session);
  const summary = useSelector(card, selectReadReputationSummary);
  return (
    <Stack gap="8" maxWidth="4xl">
      <Heading as="h1" size="3xl">
        <FormattedMessage id="reputationPage.title" />
      </Heading>
      <MonthInProgressBanner card={card} />
      <ReputationCard card={card} withDrawer={false} />
      {/* Only the server's summary carries the rules to explain; after a failed read the card stands alone. */}
      {summary && <ReputationDetails summary={summary} headingLevel="h2" />}
    </Stack>
  );
}
