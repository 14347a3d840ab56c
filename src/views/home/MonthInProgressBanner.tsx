/**
 * The banner over the reputation card while the month is in progress: the level on the card is last
 * month's, this month's is decided when it closes, and the line under the title says where today's
 * figures would leave the seller. It draws nothing for Bloqueo (machines/home/reputation.ts says
 * why). While the summary loads it already holds its place, with the title and a line saying the
 * figures are on their way: most sellers get the banner, and one that appeared above the card once
 * the summary came would push the card and the reports down under the seller's eyes.
 */
import { useId } from 'react';
import { Alert } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { reputationSummaryMachine } from '../../../machines/home/reputationSummary.machine.ts';
import { selectIsReputationLoading, selectMonthInProgress } from '../../../machines/home/home.selectors.ts';
import type { MonthInProgress } from '../../../machines/home/reputation.ts';

export interface MonthInProgressBannerProps {
  card: ActorRefFrom<typeof reputationSummaryMachine>;
}

export function MonthInProgressBanner({ card }: MonthInProgressBannerProps) {
  const month = useSelector(card, selectMonthInProgress);
  const loading = useSelector(card, selectIsReputationLoading);
  const titleId = useId();
  if (month === null && !loading) return null;
  // A status, not an alert: nothing went wrong, and a screen reader should not break off for it.
  // The title says in words what the colour and the icon hint at.
  return (
    <Alert.Root status="info" role="status" aria-labelledby={titleId} aria-busy={loading}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>
          <FormattedMessage id="reputationPage.inProgress.title" />
        </Alert.Title>
        {/* Two lines on a phone, where the month's line takes two: the waiting line then holds the same height. */}
        <Alert.Description minH={{ base: '2lh', md: 'auto' }}>
          {month === null ? <FormattedMessage id="reputationPage.inProgress.loading" /> : <MonthInProgressLine month={month} />}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function MonthInProgressLine({ month }: { month: MonthInProgress }) {
  const intl = useIntl();
  switch (month.kind) {
    case 'projected':
      return (
        <FormattedMessage
          id="reputationPage.inProgress.projected"
          values={{ level: intl.formatMessage({ id: `home.reputation.level.${month.level}` }) }}
        />
      );
    case 'notMeasured':
      return <FormattedMessage id="reputationPage.inProgress.notMeasured" values={{ count: month.shippedOrdersNeeded }} />;
    case 'noFigures':
      return <FormattedMessage id="reputationPage.inProgress.noFigures" />;
  }
}
